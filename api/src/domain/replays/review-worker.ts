/**
 * The decision review's thread: it plays a game's decisions on with and
 * without each one (shared reviewDecisions), away from the thread that runs
 * live rooms and answers requests.
 */
import { parentPort } from 'node:worker_threads';
import { reviewDecisions, type DecisionReview, type MatchLogEntry, type Side } from '@hardwood/shared';
import type { WorkerReply } from '../../infra/workers/worker-runner.js';

export interface ReviewJob {
  start: string;
  log: MatchLogEntry[];
  elapsed: number;
  side: Side;
  live: boolean;
}

parentPort?.on('message', (job: ReviewJob) => {
  let reply: WorkerReply<DecisionReview>;
  try {
    const review = reviewDecisions({ start: job.start, log: job.log, elapsed: job.elapsed }, job.side);
    // Nobody coached an instant game but the plans its managers left.
    if (review && !job.live) for (const decision of review.decisions) decision.byPlan = true;
    reply = review ? { ok: true, output: review } : { ok: false, error: 'The game does not replay' };
  } catch (error) {
    reply = { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(reply);
});
