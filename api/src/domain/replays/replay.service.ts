/**
 * Every played game of a world again: the server replays it from its kept
 * record (start and command log) into the timeline the replay page plays,
 * and reviews a manager's own decisions in his club's games on a worker
 * thread (thousands of games played on), keeping each review once done.
 */
import type mongoose from 'mongoose';
import {
  listDecisions,
  replayTimeline,
  type DecisionReview,
  type DecisionReviewResponse,
  type ReplayTimeline,
  type Side,
} from '@hardwood/shared';
import { ConflictError, NotFoundError } from '../../infra/errors/domain-errors.js';
import { isDuplicateKeyError } from '../../infra/store/errors.js';
import { QueueFull, WorkerRunner } from '../../infra/workers/worker-runner.js';
import { DecisionReviewModel } from '../../models/replays/decision-review.model.js';
import { careerSeasons, readGame } from '../history/stored-games.js';
import { careerObjectId } from '../history/player-page.service.js';
import { gameRecord, type StoredGame as GameRecord } from '../matches/match-records.js';
import type { Seat } from '../worlds/seat.js';
import type { ReviewJob } from './review-worker.js';

/** Reviews waiting beyond the one running: a few seconds each, so a longer queue is better asked again later. */
const MAX_QUEUED_REVIEWS = 8;

let runner: WorkerRunner<ReviewJob, DecisionReview> | null = null;
const reviewRunner = () =>
  (runner ??= new WorkerRunner(new URL('./review-worker' + extensionOf(import.meta.url), import.meta.url), MAX_QUEUED_REVIEWS));
/** The worker's file is this module's sibling, run from sources (.ts) or a build (.js) alike. */
function extensionOf(url: string): string {
  return url.endsWith('.ts') ? '.ts' : '.js';
}

/** Ends the review thread (the server's shutdown, tests). */
export async function closeReviewWorker(): Promise<void> {
  await runner?.close();
  runner = null;
}

/** Reviews being worked out on this process, and the ones that failed since last asked, by game and side. */
const running = new Map<string, Promise<void>>();
const failed = new Map<string, string>();

async function playedGame(career: Seat, gameIdParam: string) {
  const gameId = careerObjectId(gameIdParam, 'Match');
  const game = await readGame(career.worldId, gameId, await careerSeasons(career.worldId));
  if (!game) throw new NotFoundError('Match not found');
  return { gameId, game };
}

function sideOf(teamId: mongoose.Types.ObjectId, game: { homeTeamId: string; awayTeamId: string }): Side | null {
  if (game.homeTeamId === teamId.toString()) return 'home';
  if (game.awayTeamId === teamId.toString()) return 'away';
  return null;
}

async function recordOf(career: Seat, gameId: mongoose.Types.ObjectId): Promise<GameRecord> {
  const record = await gameRecord(career.worldId, gameId);
  if (!record) throw new NotFoundError('This game has no replay: it was played before games were recorded');
  return record;
}

export async function matchReplay(career: Seat, gameIdParam: string): Promise<ReplayTimeline> {
  const { gameId, game } = await playedGame(career, gameIdParam);
  const record = await recordOf(career, gameId);
  const timeline = replayTimeline(
    gameId.toString(),
    { ...record, flow: [], winChance: [] },
    { home: game.homeScore, away: game.awayScore },
  );
  // The engine has changed since the game was played: its record no longer plays the same game.
  if (!timeline) throw new NotFoundError('This game no longer replays: it was played by an earlier version of the engine');
  const names = new Map([...timeline.home.players, ...timeline.away.players].map((p) => [p.id, p.name]));
  return {
    ...timeline,
    // Nobody coached an instant game but the plans its managers left.
    decisions: listDecisions(record.log, (id) => names.get(id) ?? 'a player').map((d) => (record.live ? d : { ...d, byPlan: true })),
    mySide: sideOf(career.teamId, game),
  };
}

/**
 * The review of the manager's decisions in one of his club's games: ready
 * when kept, else started on the worker (once per game and side on this
 * process) and `pending` until it is.
 */
export async function requestDecisionReview(career: Seat, gameIdParam: string): Promise<DecisionReviewResponse> {
  const { gameId, game } = await playedGame(career, gameIdParam);
  const side = sideOf(career.teamId, game);
  // Another club's game is not this manager's to review.
  if (!side) throw new NotFoundError('Match not found');
  const kept = await DecisionReviewModel.findOne({ worldId: career.worldId, matchId: gameId, side }).lean();
  if (kept) return { status: 'ready', review: JSON.parse(kept.review) as DecisionReview };
  const key = `${gameId.toString()}:${side}`;
  const error = failed.get(key);
  if (error) {
    failed.delete(key);
    throw new ConflictError(`The review could not be worked out: ${error}`);
  }
  if (!running.has(key)) {
    const record = await recordOf(career, gameId);
    if (reviewRunner().load > MAX_QUEUED_REVIEWS) throw new ConflictError('Reviews are busy: ask again in a minute');
    const work = reviewRunner()
      .run({ start: record.start, log: record.log, elapsed: record.elapsed, side, live: record.live })
      .then(async (review) => {
        try {
          await DecisionReviewModel.create({
            worldId: career.worldId,
            matchId: gameId,
            side,
            review: JSON.stringify(review),
            savedAt: new Date(),
          });
        } catch (e) {
          if (!isDuplicateKeyError(e)) throw e;
        }
      })
      .catch((e: unknown) => {
        failed.set(key, e instanceof QueueFull ? 'reviews are busy, ask again in a minute' : e instanceof Error ? e.message : String(e));
      })
      .finally(() => running.delete(key));
    running.set(key, work);
  }
  return { status: 'pending' };
}

/** Waits for the reviews under way on this process (tests). */
export async function settleDecisionReviews(): Promise<void> {
  await Promise.all([...running.values()]);
}
