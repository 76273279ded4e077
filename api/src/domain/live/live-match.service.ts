/**
 * The store side of live matches: which match a manager may start live, the
 * engine inputs for it, and saving the room's finished state through the
 * same result service as simulation.
 */
import mongoose from 'mongoose';
import {
  blocksLivePlay,
  OFFICE_MATTER_LABELS,
  type MatchRecord,
  type MatchState,
  type OfficeNotification,
  type Side,
} from '@hardwood/shared';
import { MatchRefused, ResultNotSavable, type LiveMatchSetup } from '@hardwood/game-server';
import { seatIn, type Club } from '../worlds/seat.js';
import { ConflictError, DomainError, NotFoundError } from '../../infra/errors/domain-errors.js';
import { matchSeed, recordResults } from '../matches/results.service.js';
import { waitForSeasonLock } from '../matches/season-lock.js';
import { keepMatchRecord } from '../matches/match-records.js';
import { refuseInLeague } from '../leagues/league-guard.js';
import { pendingNotifications } from '../office/office.service.js';
import { careerSquads } from '../matches/squads.js';
import { clubCoaching } from '../game-plan/game-plan.service.js';
import { MatchModel, type MatchDoc } from '../../models/season/match.model.js';
import { SeasonModel, type SeasonDoc } from '../../models/season/season.model.js';

/** The unread office matters that hold live play: decisions only (loan notices and scout reports inform). */
export async function blockingOfficeItems(club: Club): Promise<OfficeNotification[]> {
  return (await pendingNotifications(club)).filter((n) => blocksLivePlay(n.notificationType));
}

/** The refusal names the first blocking matter and the office tab that reads it. */
export function officeBlockMessage(first: OfficeNotification, count: number): string {
  const more = count > 1 ? ` (and ${count - 1} more)` : '';
  return `Read office notifications first: ${OFFICE_MATTER_LABELS[first.notificationType]}: ${first.title}${more}`;
}

/** Whether the match is of a world where the user holds a seat (its manager may watch it from another tab). */
export async function isOwnMatch(userId: mongoose.Types.ObjectId, matchId: mongoose.Types.ObjectId): Promise<boolean> {
  const match = await MatchModel.findById(matchId, { worldId: 1 }).lean();
  return Boolean(match && (await seatIn(match.worldId, userId)));
}

/**
 * The manager's own unplayed match on the current matchday of the active
 * season, with nothing pending in the office; a domain refusal otherwise.
 */
export async function playableLiveMatch(
  userId: mongoose.Types.ObjectId,
  matchId: string,
): Promise<{ match: MatchDoc; season: SeasonDoc; teamId: mongoose.Types.ObjectId }> {
  if (!mongoose.isValidObjectId(matchId)) throw new NotFoundError('Match not found');
  const match = await MatchModel.findOne({ _id: new mongoose.Types.ObjectId(matchId) }).lean<MatchDoc>();
  const seat = match ? await seatIn(match.worldId, userId) : null;
  if (!seat || !match) throw new NotFoundError('Match not found');
  const { worldId } = match;
  const { teamId } = seat;
  await refuseInLeague(worldId, 'In a league your match tips off on the calendar, coached by your game plan until you take over');
  if (!match.homeTeamId.equals(teamId) && !match.awayTeamId.equals(teamId))
    throw new ConflictError('Only your own team’s matches can be played live');
  if (match.isPlayed) throw new ConflictError('This match has already been played');
  const season = await SeasonModel.findOne({ _id: match.seasonId, worldId, isActive: true }).lean<SeasonDoc>();
  if (!season || season.status === 'complete') throw new ConflictError('That match is not in the current season');
  if (match.matchday !== season.currentMatchday) throw new ConflictError('Wait for your turn: this is not the next matchday');
  const blocking = await blockingOfficeItems({ worldId, teamId });
  if (blocking[0]) throw new ConflictError(officeBlockMessage(blocking[0], blocking.length));
  return { match, season, teamId };
}

/**
 * The plans of the match's managed clubs (each his plan for this match, else
 * his default; none without one): the manager's coaches his side when he is
 * away, and a club another manager runs, absent from this room, is coached
 * by his plan as in an instant game. The autopilot is the present manager's.
 */
export async function matchCoaching(
  match: Pick<MatchDoc, '_id' | 'worldId' | 'homeTeamId' | 'awayTeamId'>,
  managedSide: Side,
): Promise<Pick<LiveMatchSetup, 'plans' | 'autopilot'>> {
  const matchId = match._id.toString();
  const [home, away] = await Promise.all(
    [match.homeTeamId, match.awayTeamId].map((teamId) => clubCoaching({ worldId: match.worldId, teamId }, matchId)),
  );
  const plans: NonNullable<LiveMatchSetup['plans']> = {};
  if (home?.plan) plans.home = home.plan;
  if (away?.plan) plans.away = away.plan;
  const own = managedSide === 'home' ? home : away;
  const autopilot: NonNullable<LiveMatchSetup['autopilot']> = {};
  if (own) autopilot[managedSide] = own.autopilot;
  return {
    ...(plans.home || plans.away ? { plans } : {}),
    ...(own ? { autopilot } : {}),
  };
}

export async function loadLiveMatch(matchId: string, userId: string): Promise<LiveMatchSetup> {
  if (!mongoose.isValidObjectId(userId)) throw new MatchRefused('Unknown manager');
  try {
    const { match, teamId } = await playableLiveMatch(new mongoose.Types.ObjectId(userId), matchId);
    const squads = await careerSquads(match.worldId, [match.homeTeamId, match.awayTeamId]);
    const home = squads.get(match.homeTeamId.toString());
    const away = squads.get(match.awayTeamId.toString());
    if (!home || !away) throw new Error('This match names a team your career does not have');
    const managedSide = match.homeTeamId.equals(teamId) ? 'home' : 'away';
    return {
      matchId,
      managedSide,
      home,
      away,
      seed: matchSeed(match),
      matchday: match.matchday,
      round: match.round,
      neutralVenue: match.neutralVenue === true,
      ...(await matchCoaching(match, managedSide)),
    };
  } catch (error) {
    // The room shows the message as it is.
    throw error instanceof DomainError ? new MatchRefused(error.message) : error;
  }
}

/**
 * Records a live match's result under the season lock. A repeat changes
 * nothing. Throws `ResultNotSavable` when the match or its season is gone
 * (the manager abandoned the career while the room played), so the room
 * gives up at once; anything else (the season busy, a store error) is passing,
 * and the room's own bounded retries (game-server/src/limits.ts) try again.
 */
/** How long a room's save waits for the season (others' saves, a processing) before the room's own retries take over. */
const RESULT_LOCK_WAIT_MS = 5_000;

export async function saveLiveResult(matchId: string, state: MatchState, record?: MatchRecord): Promise<void> {
  const match = await MatchModel.findById(matchId).lean<MatchDoc>();
  if (!match) throw new ResultNotSavable(`live match ${matchId} vanished`);
  if (match.isPlayed) {
    // A save again after a crash between the result and its record keeps the record now.
    if (record) await keepMatchRecord(match, record);
    return;
  }
  try {
    // Waiting its turn: a league's rooms end together, and each save a moment after the other beats retrying seconds apart.
    await waitForSeasonLock(match.seasonId, () => recordResults([{ match, state }]), RESULT_LOCK_WAIT_MS);
  } catch (error) {
    // A season that no longer exists cannot be claimed, which looks like "busy": tell them apart.
    if (error instanceof ConflictError && !(await SeasonModel.exists({ _id: match.seasonId }))) {
      throw new ResultNotSavable(`season of live match ${matchId} vanished`);
    }
    throw error;
  }
  if (record) await keepMatchRecord(match, record);
}
