/**
 * A league's matches in their rooms: what the room plays (both clubs'
 * squads, each managed club's manager as its coach with his plan and
 * autopilot), which matches of a round have a room (those with a manager;
 * the AI's own games are simulated at the tip-off), and who may come in
 * with which pass (a side's manager to coach it; any member, or anyone when
 * the league is public, to watch).
 */
import mongoose from 'mongoose';
import { MatchRefused, type LiveMatchSetup } from '@hardwood/game-server';
import { ConflictError, NotFoundError } from '../../infra/errors/domain-errors.js';
import { MatchModel, type MatchDoc } from '../../models/season/match.model.js';
import { SeasonModel } from '../../models/season/season.model.js';
import { SeatModel } from '../../models/worlds/seat.model.js';
import { WorldModel } from '../../models/worlds/world.model.js';
import { clubCoaching } from '../game-plan/game-plan.service.js';
import { matchSeed } from '../matches/results.service.js';
import { careerSquads } from '../matches/squads.js';

type Id = mongoose.Types.ObjectId;

export const NOT_LIVE = 'This match is not live';

/** The managers of the match's clubs, by side (a club the AI runs has none). */
async function coachesOf(
  match: Pick<MatchDoc, 'worldId' | 'homeTeamId' | 'awayTeamId'>,
): Promise<Partial<Record<'home' | 'away', string>>> {
  const seats = await SeatModel.find(
    { worldId: match.worldId, teamId: { $in: [match.homeTeamId, match.awayTeamId] } },
    { teamId: 1, userId: 1 },
  ).lean();
  const coaches: Partial<Record<'home' | 'away', string>> = {};
  for (const seat of seats) coaches[seat.teamId.equals(match.homeTeamId) ? 'home' : 'away'] = seat.userId.toString();
  return coaches;
}

/** The match is of a league round under way: its world a league playing its round, the match of its matchday and unplayed. */
async function liveLeagueMatch(matchId: string): Promise<MatchDoc | null> {
  if (!mongoose.isValidObjectId(matchId)) return null;
  const match = await MatchModel.findById(matchId).lean<MatchDoc>();
  if (!match || match.isPlayed) return null;
  const [world, season] = await Promise.all([
    WorldModel.findOne({ _id: match.worldId, kind: 'league' }, { roundStatus: 1 }).lean(),
    SeasonModel.findOne({ _id: match.seasonId, isActive: true }, { currentMatchday: 1 }).lean(),
  ]);
  if (!world || world.roundStatus !== 'playing' || season?.currentMatchday !== match.matchday) return null;
  return match;
}

/** What the league room plays: the calendar opens it at the tip-off, so its match must be of the round under way. */
export async function loadLeagueMatch(matchId: string): Promise<LiveMatchSetup> {
  const match = await liveLeagueMatch(matchId);
  if (!match) throw new MatchRefused(NOT_LIVE);
  const squads = await careerSquads(match.worldId, [match.homeTeamId, match.awayTeamId]);
  const home = squads.get(match.homeTeamId.toString());
  const away = squads.get(match.awayTeamId.toString());
  if (!home || !away) throw new Error('a league match names a club its world does not have');
  const coaches = await coachesOf(match);
  const plans: NonNullable<LiveMatchSetup['plans']> = {};
  const autopilot: NonNullable<LiveMatchSetup['autopilot']> = {};
  for (const side of ['home', 'away'] as const) {
    if (!coaches[side]) continue;
    const coaching = await clubCoaching({ worldId: match.worldId, teamId: side === 'home' ? match.homeTeamId : match.awayTeamId }, matchId);
    if (coaching?.plan) plans[side] = coaching.plan;
    if (coaching) autopilot[side] = coaching.autopilot;
  }
  return {
    matchId,
    managedSide: null,
    coaches,
    home,
    away,
    seed: matchSeed(match),
    matchday: match.matchday,
    round: match.round,
    neutralVenue: match.neutralVenue === true,
    ...(plans.home || plans.away ? { plans } : {}),
    autopilot,
  };
}

/** The round's matches that get a room (a manager runs one of their clubs); the rest are the AI's to simulate. */
export async function managedMatchIds(worldId: Id, matches: readonly MatchDoc[]): Promise<Set<string>> {
  const seated = new Set((await SeatModel.find({ worldId }, { teamId: 1 }).lean()).map((s) => s.teamId.toString()));
  return new Set(
    matches.filter((m) => seated.has(m.homeTeamId.toString()) || seated.has(m.awayTeamId.toString())).map((m) => m._id.toString()),
  );
}

/**
 * The pass a user gets into a league match under way: to coach his own
 * club's side, or to watch (a member of the league, or anyone when it is
 * public). Before its tip-off and after its final whistle there is no room.
 * Null for a match that is not a league's (the career's passes apply).
 */
export async function leagueMatchPass(
  userId: Id,
  matchId: string,
  spectate: boolean,
): Promise<{ role: 'manager' | 'spectator'; side?: 'home' | 'away' } | null> {
  if (!mongoose.isValidObjectId(matchId)) return null;
  const match = await MatchModel.findById(matchId, { worldId: 1, homeTeamId: 1, awayTeamId: 1 }).lean();
  const world = match ? await WorldModel.findOne({ _id: match.worldId, kind: 'league' }, { visibility: 1 }).lean() : null;
  if (!match || !world) return null;
  const seat = await SeatModel.findOne({ worldId: match.worldId, userId }, { teamId: 1 }).lean();
  if (!seat && world.visibility !== 'public') throw new NotFoundError('Match not found');
  if (!(await liveLeagueMatch(matchId)))
    throw new ConflictError('This match is not under way: it plays at its tip-off on the league’s calendar');
  const own = seat && (seat.teamId.equals(match.homeTeamId) || seat.teamId.equals(match.awayTeamId));
  if (!own || spectate) return { role: 'spectator' };
  return { role: 'manager', side: seat.teamId.equals(match.homeTeamId) ? 'home' : 'away' };
}

/** The seat's club's match of the round under way, while it is not over: the one its manager is called to. */
export async function liveMatchOf(worldId: Id, teamId: Id): Promise<string | null> {
  const world = await WorldModel.findOne({ _id: worldId, kind: 'league', roundStatus: 'playing' }, { _id: 1 }).lean();
  if (!world) return null;
  const season = await SeasonModel.findOne({ worldId, isActive: true }, { currentMatchday: 1 }).sort({ number: -1 }).lean();
  if (!season) return null;
  const match = await MatchModel.findOne(
    { worldId, matchday: season.currentMatchday, isPlayed: false, $or: [{ homeTeamId: teamId }, { awayTeamId: teamId }] },
    { _id: 1 },
  ).lean();
  return match ? match._id.toString() : null;
}
