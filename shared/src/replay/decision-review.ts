/**
 * The review of a manager's coaching decisions after a game: for each one,
 * the match is taken as it stood just before it and played to its end many
 * times in pairs, once with the decision and once without, both halves of a
 * pair from the same seed, so the two differ by the decision and not by luck.
 * What it did to his chance of winning is the mean of the paired differences,
 * its standard error says how sure that is, and the mark needs both
 * (DECISION_REVIEW). Beside it, his win probability minute by minute as the
 * game went, from the engine's win model.
 *
 * Pure and synchronous (the API runs it on a worker thread). The engine plays
 * a game in well under a millisecond, so the cost is the continuations
 * themselves: the start is parsed once, the match replayed once, and each
 * continuation starts from a hand-made copy of the kept state (clone-state.ts).
 */
import { applyCommand } from '../engine/manager.js';
import { MATCH_RULES, type MatchRules } from '../engine/match-rules.js';
import type { MatchLogEntry } from '../engine/replay.js';
import { simulateToEnd } from '../engine/simulate.js';
import type { MatchState, Side } from '../engine/types.js';
import { winModelChance } from '../engine/win-model.js';
import { WIN_MODEL } from '../engine/win-model-table.js';
import type { PlayedMatch } from '../plan/review.js';
import { keyedRng } from '../rng.js';
import { DECISION_REVIEW } from '../rules.js';
import type { DecisionMark, DecisionReview, ReviewedDecision } from '../schemas-replay.js';
import { parseStart } from './checkpoints.js';
import { cloneMatchState } from './clone-state.js';
import { decisionLines, loggedDecisions, type LoggedDecision } from './decisions.js';
import { ReplayCursor } from './replay-cursor.js';

export interface DecisionReviewOptions {
  /** Paired continuations per decision (DECISION_REVIEW.pairs). */
  pairs?: number;
  rules?: MatchRules;
  /** The first decisions in game order reviewed, at most (DECISION_REVIEW.maxDecisions). */
  maxDecisions?: number;
}

/** A decision and the match as it stood just before it. */
interface DecisionPoint {
  decision: LoggedDecision;
  /** After the log entries before it at its second, not its own; event record dropped. */
  before: MatchState;
}

const SECONDS_PER_MINUTE = 60;
const oneDecimal = (value: number) => Math.round(value * 10) / 10;
const otherOf = (side: Side): Side => (side === 'home' ? 'away' : 'home');

/** The side's win probability (0-100, one decimal) from the engine's win model. */
function winPercent(state: MatchState, side: Side, rules: MatchRules): number {
  const home = winModelChance(state, WIN_MODEL, rules);
  return oneDecimal(100 * (side === 'home' ? home : 1 - home));
}

/**
 * Replays the record once: the state before each decision, and the win line
 * at tip-off and at the end of each game minute. Null when it does not replay.
 */
function replayOnce(
  start: MatchState,
  record: PlayedMatch,
  decisions: readonly LoggedDecision[],
  side: Side,
  rules: MatchRules,
): { points: DecisionPoint[]; winLine: number[] } | null {
  const cursor = new ReplayCursor(start, record.log, rules);
  const points: DecisionPoint[] = [];
  const winLine: number[] = [];
  let upcoming = 0;
  const keep = (index: number) => {
    const decision = decisions[upcoming];
    if (decision && decision.entries[0] === index) {
      points.push({ decision, before: cursor.snapshot('drop') });
      upcoming += 1;
    }
  };
  for (;;) {
    if (!cursor.applyDue(keep)) return null;
    const { elapsed } = cursor.state;
    if (elapsed % SECONDS_PER_MINUTE === 0) winLine.push(winPercent(cursor.state, side, rules));
    if (elapsed >= record.elapsed) break;
    if (!cursor.step()) return null;
  }
  if (!cursor.done || cursor.state.elapsed !== record.elapsed || points.length !== decisions.length) return null;
  // A game ending off the minute (an overtime of odd length) still shows where it ended.
  if (record.elapsed % SECONDS_PER_MINUTE !== 0) winLine.push(winPercent(cursor.state, side, rules));
  return { points, winLine };
}

function markOf(winDelta: number, error: number): DecisionMark {
  const significant = Math.abs(winDelta) >= DECISION_REVIEW.significance * error;
  if (winDelta >= DECISION_REVIEW.goodFrom && significant) return 'good';
  if (winDelta <= DECISION_REVIEW.costlyBelow && significant) return 'costly';
  if (winDelta <= DECISION_REVIEW.doubtfulBelow && significant) return 'doubtful';
  return 'neutral';
}

/**
 * The match just after the decision's stretch of the log: its own commands
 * applied only when `withIt`, the other entries logged between them (a
 * `play`, say) either way. A command the copy refuses is left out.
 */
function afterStretch(
  before: MatchState,
  stretch: readonly MatchLogEntry[],
  own: readonly boolean[],
  withIt: boolean,
  rules: MatchRules,
): MatchState {
  const state = cloneMatchState(before, 'drop');
  for (let i = 0; i < stretch.length; i += 1) {
    const entry = stretch[i] as MatchLogEntry;
    if (withIt || !own[i]) applyCommand(state, entry.side ?? 'home', entry.command, rules);
  }
  return state;
}

/** One continuation from a copy of `from` to the final buzzer, on the generator state `rng`: the final margin for `side`. */
function playOn(from: MatchState, rng: readonly number[], side: Side, rules: MatchRules): number {
  const game = cloneMatchState(from, 'drop');
  game.rng = rng.slice();
  // A stop after the decision (a timeout, a stop to substitute) ends with play at once, and breaks are continued at once.
  simulateToEnd(game, rules);
  return game.score[side] - game.score[otherOf(side)];
}

function reviewOne(
  point: DecisionPoint,
  index: number,
  record: PlayedMatch,
  side: Side,
  pairs: number,
  rules: MatchRules,
  nameOf: (id: string) => string,
): ReviewedDecision {
  const { decision, before } = point;
  const first = decision.entries[0] ?? 0;
  const last = decision.entries[decision.entries.length - 1] ?? first;
  const stretch = record.log.slice(first, last + 1);
  const own = stretch.map((_, i) => decision.entries.includes(first + i));
  const withIt = afterStretch(before, stretch, own, true, rules);
  const without = afterStretch(before, stretch, own, false, rules);
  let winSum = 0;
  let winSquares = 0;
  let marginSum = 0;
  for (let pair = 0; pair < pairs; pair += 1) {
    const rng = keyedRng(`${before.seed}:decision:${index}:${pair}`).state();
    const marginWith = playOn(withIt, rng, side, rules);
    const marginWithout = playOn(without, rng, side, rules);
    // A game cannot end level (it goes to overtime): a positive margin is a win.
    const difference = (marginWith > 0 ? 1 : 0) - (marginWithout > 0 ? 1 : 0);
    winSum += difference;
    winSquares += difference * difference;
    marginSum += marginWith - marginWithout;
  }
  const mean = winSum / pairs;
  const variance = pairs > 1 ? Math.max(0, (winSquares - pairs * mean * mean) / (pairs - 1)) : 0;
  const winDelta = 100 * mean;
  const winDeltaError = (100 * Math.sqrt(variance)) / Math.sqrt(pairs);
  return {
    t: decision.t,
    period: before.period,
    clock: before.clock,
    lines: decisionLines(record.log, decision, nameOf),
    byPlan: decision.byPlan,
    winDelta: oneDecimal(winDelta),
    winDeltaError: oneDecimal(winDeltaError),
    pointsDelta: marginSum / pairs,
    mark: markOf(winDelta, winDeltaError),
  };
}

/**
 * Reviews `side`'s decisions in the recorded match (the first
 * `maxDecisions` in game order), or null when the record does not replay.
 */
export function reviewDecisions(record: PlayedMatch, side: Side, options: DecisionReviewOptions = {}): DecisionReview | null {
  const began = performance.now();
  const rules = options.rules ?? MATCH_RULES;
  const pairs = Math.max(1, Math.floor(options.pairs ?? DECISION_REVIEW.pairs));
  const maxDecisions = Math.max(0, Math.floor(options.maxDecisions ?? DECISION_REVIEW.maxDecisions));
  const start = parseStart(record.start);
  if (!start) return null;
  const names = new Map<string, string>();
  for (const team of [start.home, start.away]) for (const p of team.players) names.set(p.id, p.name);
  const nameOf = (id: string) => names.get(id) ?? 'a player';

  const decisions = loggedDecisions(record.log)
    .filter((d) => d.side === side)
    .slice(0, maxDecisions);
  const replayed = replayOnce(start, record, decisions, side, rules);
  if (!replayed) return null;
  const reviewed = replayed.points.map((point, index) => reviewOne(point, index, record, side, pairs, rules, nameOf));
  const coachingPoints = reviewed.reduce((sum, d) => sum + d.pointsDelta, 0);
  return {
    side,
    pairs,
    decisions: reviewed.map((d) => ({ ...d, pointsDelta: oneDecimal(d.pointsDelta) })),
    winLine: replayed.winLine,
    coachingPoints: oneDecimal(coachingPoints),
    ms: Math.round(performance.now() - began),
  };
}
