/**
 * What the leagues pages show of a league world: its summary (list), its
 * clubs with their managers (a league's page), and its calendar's state.
 * An invite-only league is seen by its members and by holders of its live
 * invite only; anyone else is told it does not exist.
 */
import type mongoose from 'mongoose';
import { COUNTRIES, LEAGUES, tipOffAt, type LeagueClub, type LeagueDetail, type LeagueRound, type LeagueSummary } from '@hardwood/shared';
import { NotFoundError } from '../../infra/errors/domain-errors.js';
import { UserModel } from '../../models/auth/user.model.js';
import { PlayerModel } from '../../models/players/player.model.js';
import { SeasonModel, type SeasonDoc } from '../../models/season/season.model.js';
import { TeamModel } from '../../models/teams/team.model.js';
import { SeatModel } from '../../models/worlds/seat.model.js';
import { WorldModel, type WorldDoc } from '../../models/worlds/world.model.js';

type Id = mongoose.Types.ObjectId;

/** The best eight's mean overall, as the setup's squad strength. */
const STRENGTH_PLAYERS = 8;

export const LEAGUE_NOT_FOUND = 'League not found';

/** A league world as stored, its calendar fields set. */
export type LeagueWorld = WorldDoc & { leagueId: number; firstTipOff: Date; everySeconds: number };

export function asLeague(world: WorldDoc | null): LeagueWorld | null {
  if (!world || world.kind !== 'league' || world.leagueId === null || !world.firstTipOff || !world.everySeconds) return null;
  return world as LeagueWorld;
}

export async function leagueWorld(worldId: Id): Promise<LeagueWorld> {
  const league = asLeague(await WorldModel.findById(worldId).lean<WorldDoc>());
  if (!league) throw new NotFoundError(LEAGUE_NOT_FOUND);
  return league;
}

/** The league's current season: the newest (a season end makes the next one before it retires the last). */
export async function leagueSeason(worldId: Id): Promise<SeasonDoc | null> {
  return SeasonModel.findOne({ worldId }).sort({ number: -1 }).lean<SeasonDoc>();
}

export function calendarOf(league: LeagueWorld): LeagueSummary['calendar'] {
  return { firstTipOff: league.firstTipOff.toISOString(), everySeconds: league.everySeconds, timeZone: league.timeZone ?? 'UTC' };
}

export function roundOf(league: LeagueWorld, season: SeasonDoc | null): LeagueRound {
  const calendar = { firstTipOff: league.firstTipOff.toISOString(), everySeconds: league.everySeconds };
  // While a round plays, its own tip-off; otherwise the next one.
  const under = league.roundStatus === 'playing' || league.roundStatus === 'processing';
  return {
    round: league.round,
    season: season?.number ?? 1,
    matchday: season?.currentMatchday ?? 1,
    status: (['waiting', 'playing', 'processing', 'season-end'] as const).find((s) => s === league.roundStatus) ?? 'waiting',
    tipOffAt: tipOffAt(calendar, under ? league.round - 1 : league.round).toISOString(),
    startedLate: league.roundStartedLate === true,
  };
}

export async function summaryOf(league: LeagueWorld, userId: Id): Promise<LeagueSummary> {
  const [managers, member, season] = await Promise.all([
    SeatModel.countDocuments({ worldId: league._id }),
    SeatModel.exists({ worldId: league._id, userId }),
    leagueSeason(league._id),
  ]);
  const division = LEAGUES.find((l) => l.id === league.leagueId);
  return {
    id: league._id.toString(),
    name: league.name,
    country: COUNTRIES.find((c) => c.id === league.countryId)?.name ?? '',
    division: division?.name ?? '',
    visibility: league.visibility === 'invite' ? 'invite' : 'public',
    managers,
    clubs: division?.clubs.length ?? 12,
    round: roundOf(league, season),
    calendar: calendarOf(league),
    member: member !== null,
  };
}

/** The league's clubs, strongest first, each with its manager (null: the AI runs it, free to take). */
export async function leagueClubs(league: LeagueWorld, userId: Id): Promise<LeagueClub[]> {
  const teams = await TeamModel.find({ worldId: league._id, leagueId: league.leagueId }, { name: 1 }).lean();
  const [players, seats] = await Promise.all([
    PlayerModel.find({ worldId: league._id, teamId: { $in: teams.map((t) => t._id) } }, { teamId: 1, overallRating: 1 }).lean(),
    SeatModel.find({ worldId: league._id }, { userId: 1, teamId: 1 }).lean(),
  ]);
  const users = await UserModel.find({ _id: { $in: seats.map((s) => s.userId) } }, { firstName: 1, lastName: 1 }).lean();
  const nameOf = new Map(users.map((u) => [u._id.toString(), `${u.firstName} ${u.lastName}`]));
  const seatOf = new Map(seats.map((s) => [s.teamId.toString(), s.userId]));
  const ratings = new Map<string, number[]>();
  for (const p of players) {
    const key = p.teamId?.toString() ?? '';
    ratings.set(key, [...(ratings.get(key) ?? []), p.overallRating]);
  }
  const strength = (id: string) => {
    const best = (ratings.get(id) ?? []).sort((a, b) => b - a).slice(0, STRENGTH_PLAYERS);
    return best.length === 0 ? 0 : Math.round((10 * best.reduce((s, r) => s + r, 0)) / best.length) / 10;
  };
  return teams
    .map((t) => {
      const id = t._id.toString();
      const manager = seatOf.get(id);
      return {
        teamId: id,
        name: t.name,
        strength: strength(id),
        manager: manager ? (nameOf.get(manager.toString()) ?? 'A manager') : null,
        you: manager?.equals(userId) ?? false,
      };
    })
    .sort((a, b) => b.strength - a.strength || a.name.localeCompare(b.name));
}

/** May this user see the league: it is public, he is a member, or he holds its live invite. */
export function mayView(league: LeagueWorld, member: boolean, invite: string | undefined, now: Date): boolean {
  if (league.visibility !== 'invite' || member) return true;
  return inviteAdmits(league, invite, now);
}

export function inviteAdmits(league: LeagueWorld, invite: string | undefined, now: Date): boolean {
  return Boolean(
    invite &&
    league.inviteCode &&
    invite === league.inviteCode &&
    league.inviteExpiresAt &&
    league.inviteExpiresAt.getTime() > now.getTime(),
  );
}

export async function detailOf(league: LeagueWorld, userId: Id): Promise<LeagueDetail> {
  const summary = await summaryOf(league, userId);
  const table = await leagueClubs(league, userId);
  const invite =
    summary.member && league.inviteCode && league.inviteExpiresAt
      ? { code: league.inviteCode, expiresAt: league.inviteExpiresAt.toISOString() }
      : null;
  return { ...summary, table, invite };
}
