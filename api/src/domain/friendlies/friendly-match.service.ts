/**
 * The store side of a friendly's room: which friendly a user may coach, both
 * squads read from their own careers as they stand now (the saved five,
 * injuries and loans respected, exactly as a career match reads them), the
 * result written once for both managers, and the replay of a finished one.
 * Nothing here writes into a career: no fatigue, injuries, money, morale or
 * standings come of a friendly.
 */
import mongoose from 'mongoose';
import {
  QUARTERS,
  replayTimeline,
  teamBoxScoreSchema,
  type TeamBoxScore,
  type EngineTeam,
  type Friendly,
  type FriendlyBoxLine,
  type MatchRecord,
  type MatchState,
  type ReplayTimeline,
} from '@hardwood/shared';
import { MatchRefused, ResultNotSavable, type LiveMatchSetup } from '@hardwood/game-server';
import { ConflictError, NotFoundError } from '../../infra/errors/domain-errors.js';
import { LiveStartModel } from '../../models/live/live-snapshot.model.js';
import { careerSquads } from '../matches/squads.js';
import { clubCoaching } from '../game-plan/game-plan.service.js';
import { SeatModel } from '../../models/worlds/seat.model.js';
import { FriendlyModel, type FriendlyDoc } from '../../models/friendlies/friendly.model.js';
import { friendlyView, type StoredResult } from './friendly-view.js';
import { anotherRoomRefusal } from './friendly-bounds.js';

const KEY_MAX = 64;

/** A friendly made (accepted or played) by its key; anything else is not found. */
async function friendlyByKey(key: string, withRecord = false): Promise<FriendlyDoc> {
  const doc =
    key.length <= KEY_MAX
      ? await FriendlyModel.findOne({ key, status: { $in: ['accepted', 'finished'] } }, withRecord ? {} : { record: 0 }).lean<FriendlyDoc>()
      : null;
  if (!doc) throw new NotFoundError('Friendly not found');
  return doc;
}

/** Which side `userId` coaches, or null. */
function sideOf(doc: FriendlyDoc, userId: string): 'home' | 'away' | null {
  if (doc.challengerId.toString() === userId) return 'home';
  if (doc.opponentId?.toString() === userId) return 'away';
  return null;
}

export async function readFriendly(key: string, viewerId: string | null): Promise<Friendly> {
  return friendlyView(await friendlyByKey(key), viewerId);
}

/** A coach's side, for his pass into the room (404 for anyone else, 409 once it is played or while a coach has too many rooms running). */
export async function coachSide(key: string, userId: string): Promise<'home' | 'away'> {
  const doc = await friendlyByKey(key);
  const side = sideOf(doc, userId);
  if (!side) throw new NotFoundError('Friendly not found');
  if (doc.status === 'finished') throw new ConflictError('This friendly has been played: see its result and replay');
  const refused = await anotherRoomRefusal(doc, userId);
  if (refused) throw new ConflictError(refused);
  return side;
}

/** A spectator's pass needs the friendly's room running: made (a coach is in) and not over. */
export async function assertBeingPlayed(key: string): Promise<void> {
  const doc = await friendlyByKey(key);
  if (doc.status !== 'accepted' || !(await LiveStartModel.exists({ matchId: key })))
    throw new NotFoundError(doc.status === 'finished' ? 'This friendly is over' : 'This friendly has not started yet');
}

/**
 * A coach's squad from his own world, while he still manages the club
 * (undefined once he does not), with his default plan (a next-match plan is
 * for his career's match, never a friendly) and his autopilot.
 */
async function managedSquad(userId: mongoose.Types.ObjectId, teamId: mongoose.Types.ObjectId) {
  const seat = await SeatModel.findOne({ userId, teamId }, { worldId: 1 }).lean();
  if (!seat) return undefined;
  const [squads, coaching] = await Promise.all([
    careerSquads(seat.worldId, [teamId]),
    clubCoaching({ worldId: seat.worldId, teamId }, null),
  ]);
  const squad = squads.get(teamId.toString());
  return squad ? { squad, coaching } : undefined;
}

/** The room's setup: both squads from their own careers, the challenger at home. */
export async function loadFriendlyMatch(key: string, userId: string): Promise<LiveMatchSetup> {
  const doc = await FriendlyModel.findOne({ key }, { record: 0 }).lean<FriendlyDoc>();
  if (!doc || doc.status === 'open' || doc.status === 'cancelled' || !sideOf(doc, userId))
    throw new MatchRefused('This friendly is not yours to coach');
  if (doc.status === 'finished') throw new MatchRefused('This friendly has been played');
  // Checked again here: a pass made before the coach's other rooms started is still good for a while.
  const refused = await anotherRoomRefusal(doc, userId);
  if (refused) throw new MatchRefused(refused);
  const opponentId = doc.opponentId as mongoose.Types.ObjectId;
  const opponentTeamId = doc.opponentTeamId as mongoose.Types.ObjectId;
  const [home, away] = await Promise.all([managedSquad(doc.challengerId, doc.challengerTeamId), managedSquad(opponentId, opponentTeamId)]);
  if (!home) throw new MatchRefused(`${doc.challenger.name} is no longer in the game`);
  if (!away) throw new MatchRefused(`${doc.opponent?.name ?? 'Your opponent'} is no longer in the game`);
  const plans: NonNullable<LiveMatchSetup['plans']> = {};
  if (home.coaching?.plan) plans.home = home.coaching.plan;
  if (away.coaching?.plan) plans.away = away.coaching.plan;
  const autopilot: NonNullable<LiveMatchSetup['autopilot']> = {};
  if (home.coaching) autopilot.home = home.coaching.autopilot;
  if (away.coaching) autopilot.away = away.coaching.autopilot;
  return {
    matchId: key,
    managedSide: null,
    coaches: { home: doc.challengerId.toString(), away: opponentId.toString() },
    home: home.squad,
    away: away.squad,
    seed: doc.seed,
    matchday: 0,
    round: 0,
    ...(plans.home || plans.away ? { plans } : {}),
    autopilot,
  };
}

/** A box line's counting stats: the fields of a team's box score, read from its schema. */
const STAT_KEYS = Object.keys(teamBoxScoreSchema.shape) as Array<keyof TeamBoxScore>;

function boxScore(team: EngineTeam): FriendlyBoxLine[] {
  return team.players.map((p) => {
    const line = { id: p.id, name: p.name, position: p.position, minutes: Math.floor(p.secondsPlayed / 60) } as FriendlyBoxLine;
    for (const key of STAT_KEYS) line[key] = p.stats[key];
    return line;
  });
}

/**
 * Records a finished friendly once, for both managers: the guarded update
 * holds only while it is still to be played, so a second room's or a retried
 * save changes nothing. Its record (start and log) is kept for the replay.
 */
export async function saveFriendlyResult(key: string, state: MatchState, record?: MatchRecord): Promise<void> {
  const doc = await FriendlyModel.findOne({ key }, { status: 1 }).lean<Pick<FriendlyDoc, 'status'>>();
  if (!doc) throw new ResultNotSavable(`friendly ${key} vanished`);
  if (doc.status === 'finished') return;
  const result: StoredResult = {
    homeScore: state.score.home,
    awayScore: state.score.away,
    overtimes: Math.max(0, state.period - QUARTERS),
    box: { home: boxScore(state.home), away: boxScore(state.away) },
  };
  await FriendlyModel.updateOne(
    { key, status: 'accepted' },
    { $set: { status: 'finished', result, record: record ?? null, replayable: record !== undefined, finishedAt: new Date() } },
  );
}

/** Replays are worked out once per process and kept for a while: a finished friendly never changes. */
const replays = new Map<string, ReplayTimeline>();
const REPLAYS_KEPT = 32;

export async function friendlyReplay(key: string): Promise<ReplayTimeline> {
  const kept = replays.get(key);
  if (kept) return kept;
  const doc = await friendlyByKey(key, true);
  const result = doc.result as StoredResult | null;
  const record = doc.record as MatchRecord | null;
  if (doc.status !== 'finished' || !result) throw new NotFoundError('The replay is there once the friendly is over');
  const timeline = record ? replayTimeline(key, record, { home: result.homeScore, away: result.awayScore }) : null;
  if (!timeline) throw new NotFoundError('No replay was kept of this friendly');
  if (replays.size >= REPLAYS_KEPT) replays.delete(replays.keys().next().value as string);
  replays.set(key, timeline);
  return timeline;
}
