/**
 * Joining a league and moving between the manager's worlds. A seat is one
 * insert guarded by the store's unique indexes (one seat per manager per
 * world, one manager per club), so parallel joins for one club seat exactly
 * one manager and a second seat of the same manager is refused, whatever
 * the timing.
 */
import mongoose from 'mongoose';
import { type JoinLeague, type LeagueDetail, type LeagueRoundMatches, type LeagueSummary, type ManagerWorlds } from '@hardwood/shared';
import { ConflictError, NotFoundError } from '../../infra/errors/domain-errors.js';
import { isDuplicateKeyError } from '../../infra/store/errors.js';
import { recheckLineup } from '../season/next-season.js';
import { UserModel, type UserDoc } from '../../models/auth/user.model.js';
import { MatchModel, type MatchDoc } from '../../models/season/match.model.js';
import { TeamModel } from '../../models/teams/team.model.js';
import { SeatModel } from '../../models/worlds/seat.model.js';
import { WorldModel, type WorldDoc } from '../../models/worlds/world.model.js';
import { liveMatchOf } from './league-match.service.js';
import {
  asLeague,
  calendarOf,
  detailOf,
  inviteAdmits,
  LEAGUE_NOT_FOUND,
  leagueSeason,
  leagueWorld,
  mayView,
  roundOf,
  summaryOf,
  type LeagueWorld,
} from './league-views.js';

type Id = mongoose.Types.ObjectId;

export const JOIN_REFUSALS = {
  member: 'You already manage a club in this league',
  taken: 'That club already has a manager: pick a free one',
  full: 'This league is full: every club has a manager',
  invite: 'This invite link is not valid or has expired',
  club: 'That club does not play in this league',
} as const;

/** Public leagues and the user's own, next tip-off first. */
export async function listLeagues(userId: Id): Promise<{ leagues: LeagueSummary[] }> {
  const mine = (await SeatModel.find({ userId }, { worldId: 1 }).lean()).map((s) => s.worldId);
  const worlds = await WorldModel.find({ kind: 'league', $or: [{ visibility: 'public' }, { _id: { $in: mine } }] })
    .sort({ createdAt: -1 })
    .limit(100)
    .lean<WorldDoc[]>();
  const leagues = await Promise.all(worlds.map(asLeague).flatMap((league) => (league ? [summaryOf(league, userId)] : [])));
  return { leagues: leagues.sort((a, b) => Date.parse(a.round.tipOffAt) - Date.parse(b.round.tipOffAt)) };
}

export async function leagueDetail(userId: Id, worldId: Id, invite: string | undefined, now = new Date()): Promise<LeagueDetail> {
  const league = await leagueWorld(worldId);
  const member = (await SeatModel.exists({ worldId, userId })) !== null;
  if (!mayView(league, member, invite, now)) throw new NotFoundError(LEAGUE_NOT_FOUND);
  return detailOf(league, userId);
}

/** Seats the user at a free club of the league. */
export async function joinLeague(userId: Id, worldId: Id, input: JoinLeague, now = new Date()): Promise<LeagueDetail> {
  const league = await leagueWorld(worldId);
  if (await SeatModel.exists({ worldId, userId })) throw new ConflictError(JOIN_REFUSALS.member);
  if (league.visibility === 'invite' && !inviteAdmits(league, input.invite, now)) throw new NotFoundError(JOIN_REFUSALS.invite);
  const teamId = mongoose.isValidObjectId(input.teamId) ? new mongoose.Types.ObjectId(input.teamId) : null;
  const team = teamId ? await TeamModel.findOne({ _id: teamId, worldId, leagueId: league.leagueId }, { _id: 1 }).lean() : null;
  if (!team) throw new NotFoundError(JOIN_REFUSALS.club);
  const clubs = await TeamModel.countDocuments({ worldId, leagueId: league.leagueId });
  if ((await SeatModel.countDocuments({ worldId })) >= clubs) throw new ConflictError(JOIN_REFUSALS.full);
  try {
    await SeatModel.create({ worldId, userId, teamId: team._id, lastSeenAt: now });
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
    // Which index refused: his own seat (a parallel join of his), or the club's manager.
    throw new ConflictError((await SeatModel.exists({ worldId, userId })) ? JOIN_REFUSALS.member : JOIN_REFUSALS.taken);
  }
  await TeamModel.updateOne({ _id: team._id }, { $set: { isUserTeam: true } });
  // The club's starting five from its roster, as a season turn picks one (the AI picked its own until now).
  await recheckLineup(worldId, team._id);
  return detailOf(league, userId);
}

/** The user's career (if any) and his leagues, with the one he is looking at. */
export async function managerWorlds(user: UserDoc): Promise<ManagerWorlds> {
  const seats = await SeatModel.find({ userId: user._id }, { worldId: 1, teamId: 1 }).lean();
  const [worlds, teams] = await Promise.all([
    WorldModel.find({ _id: { $in: seats.map((s) => s.worldId) } }).lean<WorldDoc[]>(),
    TeamModel.find({ _id: { $in: seats.map((s) => s.teamId) } }, { name: 1 }).lean(),
  ]);
  const worldOf = new Map(worlds.map((w) => [w._id.toString(), w]));
  const clubOf = new Map(teams.map((t) => [t._id.toString(), t.name]));
  const careerId = user.isSetupComplete ? user.careerWorldId : null;
  const leagueActive = user.activeWorldId && seats.some((s) => s.worldId.equals(user.activeWorldId ?? s.worldId));
  const entries = await Promise.all(
    seats.map(async (seat) => {
      const world = worldOf.get(seat.worldId.toString());
      const career = careerId?.equals(seat.worldId) ?? false;
      const league = asLeague(world ?? null);
      if (!career && !league) return null;
      return {
        worldId: seat.worldId.toString(),
        kind: career ? ('career' as const) : ('league' as const),
        name: career ? 'Career' : (league?.name ?? ''),
        club: clubOf.get(seat.teamId.toString()) ?? '',
        round: league ? roundOf(league, await leagueSeason(league._id)) : null,
        calendar: league ? calendarOf(league) : null,
        liveMatchId: league ? await liveMatchOf(league._id, seat.teamId) : null,
        active: career ? !leagueActive : (user.activeWorldId?.equals(seat.worldId) ?? false),
      };
    }),
  );
  const list = entries.filter((e): e is NonNullable<typeof e> => e !== null);
  return { worlds: list.sort((a, b) => (a.kind === b.kind ? a.name.localeCompare(b.name) : a.kind === 'career' ? -1 : 1)) };
}

/** Makes the world the one the club pages read: his career, or a league where he holds a seat. */
export async function switchWorld(user: UserDoc, worldId: Id): Promise<ManagerWorlds> {
  const career = user.isSetupComplete && user.careerWorldId?.equals(worldId);
  if (!career && !(await SeatModel.exists({ worldId, userId: user._id }))) throw new NotFoundError('You hold no seat in that world');
  await UserModel.updateOne({ _id: user._id }, { $set: { activeWorldId: career ? null : worldId } });
  const fresh = await UserModel.findById(user._id).lean<UserDoc>();
  if (!fresh) throw new NotFoundError('Account not found');
  return managerWorlds(fresh);
}

export type { LeagueWorld };

/** What a live room tells of its match now (the game server's, read in this process). */
export interface LiveScore {
  homeScore: number;
  awayScore: number;
  periodLabel: string;
  clock: number;
  status: string;
}

/** The round's matches: the round under way, or the next one to tip off. */
export async function leagueRoundMatches(
  userId: Id,
  worldId: Id,
  invite: string | undefined,
  liveScore: (matchId: string) => LiveScore | null,
  now = new Date(),
): Promise<LeagueRoundMatches> {
  const league = await leagueWorld(worldId);
  const member = (await SeatModel.exists({ worldId, userId })) !== null;
  if (!mayView(league, member, invite, now)) throw new NotFoundError(LEAGUE_NOT_FOUND);
  const season = await leagueSeason(worldId);
  const round = roundOf(league, season);
  if (!season) return { season: round.season, matchday: round.matchday, status: round.status, matches: [] };
  const matches = await MatchModel.find({ worldId, seasonId: season._id, matchday: season.currentMatchday }).lean<MatchDoc[]>();
  const ids = matches.flatMap((m) => [m.homeTeamId, m.awayTeamId]);
  const [teams, seats] = await Promise.all([
    TeamModel.find({ _id: { $in: ids } }, { name: 1 }).lean(),
    SeatModel.find({ worldId, teamId: { $in: ids } }, { teamId: 1 }).lean(),
  ]);
  const nameOf = new Map(teams.map((t) => [t._id.toString(), t.name]));
  const seated = new Set(seats.map((s) => s.teamId.toString()));
  return {
    season: round.season,
    matchday: round.matchday,
    status: round.status,
    matches: matches.map((m) => {
      const id = m._id.toString();
      const live = !m.isPlayed && round.status === 'playing' ? liveScore(id) : null;
      const clock = live
        ? live.status === 'break' || live.status === 'not_started'
          ? live.periodLabel
          : `${live.periodLabel} ${Math.floor(live.clock / 60)}:${String(live.clock % 60).padStart(2, '0')}`
        : null;
      return {
        matchId: id,
        home: nameOf.get(m.homeTeamId.toString()) ?? '',
        away: nameOf.get(m.awayTeamId.toString()) ?? '',
        homeScore: live ? live.homeScore : (m.homeScore ?? null),
        awayScore: live ? live.awayScore : (m.awayScore ?? null),
        isPlayed: m.isPlayed,
        live: live !== null,
        clock,
        managed: { home: seated.has(m.homeTeamId.toString()), away: seated.has(m.awayTeamId.toString()) },
      };
    }),
  };
}
