/**
 * What a plan would have done in a match that was played: the match is
 * replayed from its record (start and command log) exactly as it went, and
 * at every game second the plan looks at it as it would have coached it.
 * Nothing the plan says is applied, so the match stays the one that was
 * played; beside the plan's moments stand the manager's own commands, so
 * the editor can show where the two parted.
 */
import { MATCH_RULES, type MatchRules } from '../engine/match-rules.js';
import type { ManagerCommand } from '../engine/manager.js';
import { replayMatch, type MatchLogEntry } from '../engine/replay.js';
import type { MatchState, Side } from '../engine/types.js';
import { GAME_PLAN_REVIEW } from '../rules.js';
import { commandWords } from './describe.js';
import { newPlanMemory, planDecisions, type PlanMemory } from './plan-coach.js';
import type { GamePlan } from './schema.js';

/** A match as it was played: its start (engine JSON, RNG state included), its command log and its game seconds. */
export interface PlayedMatch {
  start: string;
  log: readonly MatchLogEntry[];
  elapsed: number;
}

export interface PlanReviewMoment {
  /** Game seconds from the tip-off; the period and the seconds left on its clock. */
  t: number;
  period: number;
  clock: number;
  /** The plan (what it would have done) or the manager (what he did). */
  who: 'plan' | 'you';
  line: string;
}

export interface PlanReview {
  /** In game order, at most `GAME_PLAN_REVIEW.maxMoments`. */
  moments: PlanReviewMoment[];
  /** All of them, the ones left out included. */
  planCount: number;
  youCount: number;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Reviews `plan` for `side` over the played match, or null when the record
 * does not replay (a record from an engine that has changed since).
 */
export function reviewPlan(played: PlayedMatch, side: Side, plan: GamePlan, rules: MatchRules = MATCH_RULES): PlanReview | null {
  let state: MatchState;
  try {
    state = JSON.parse(played.start) as MatchState;
  } catch {
    return null;
  }
  const names = new Map<string, string>();
  for (const team of [state.home, state.away]) for (const p of team.players) names.set(p.id, p.name);
  const nameOf = (id: string) => names.get(id) ?? 'a player';

  const planMoments: PlanReviewMoment[] = [];
  let memory: PlanMemory = newPlanMemory();
  /** What the plan last said of each kind (its tactics, each instruction) and when it last asked for each substitution or timeout. */
  const lastSaid = new Map<string, string>();
  const lastAsked = new Map<string, number>();
  /** The clock at each game second, for the manager's own commands. */
  const clockAt: Array<{ period: number; clock: number }> = [];
  let looked = -1;

  const look = (now: MatchState) => {
    clockAt[now.elapsed] = { period: now.period, clock: now.clock };
    if (now.elapsed === looked || now.status === 'finished') return;
    looked = now.elapsed;
    const decisions = planDecisions(now, side, plan, memory, rules);
    memory = decisions.memory;
    const at = { t: now.elapsed, period: now.period, clock: now.clock, who: 'plan' as const };
    const firedKinds = new Set(decisions.fired.map((f) => f.source));
    for (const fired of decisions.fired) {
      // A timeout it asked for is never taken in a review, so the run goes on and it asks again each second.
      if (fired.source === 'timeout' && sayOnce({ type: 'timeout' }, now.elapsed, lastSaid, lastAsked) === null) continue;
      planMoments.push({ ...at, line: capitalised(fired.line.replace(/^plan: /, '')) });
    }
    const checked = decisions.commands.some((c) => c.type === 'tactics') || now.elapsed % rules.aiTacticsEvery === 0;
    if (checked && !decisions.commands.some((c) => c.type === 'tactics')) lastSaid.delete('tactics');
    for (const command of decisions.commands) {
      if (command.type === 'timeout' && firedKinds.has('timeout')) continue;
      const key = sayOnce(command, now.elapsed, lastSaid, lastAsked);
      // What a line that fired this second already says: a rule's tactics and instructions, the closers coming on.
      const told =
        ((command.type === 'tactics' || command.type === 'instruction') && firedKinds.has('rule')) ||
        (command.type === 'substitute' && firedKinds.has('closers'));
      const words = commandWords(command, nameOf);
      if (key === null || told || words === null) continue;
      planMoments.push({ ...at, line: capitalised(words) });
    }
  };

  const replayed = replayMatch(state, played.log, played.elapsed, rules, look);
  if (replayed === null) return null;

  const youMoments: PlanReviewMoment[] = [];
  for (const entry of played.log) {
    if (entry.side !== side) continue;
    const words = commandWords(entry.command, nameOf);
    const clock = clockAt[entry.t];
    if (words === null || !clock) continue;
    youMoments.push({ t: entry.t, ...clock, who: 'you', line: capitalised(words) });
  }

  const moments = [...planMoments, ...youMoments]
    .sort((a, b) => a.t - b.t || (a.who === b.who ? 0 : a.who === 'you' ? -1 : 1))
    .slice(0, GAME_PLAN_REVIEW.maxMoments);
  return { moments, planCount: planMoments.length, youCount: youMoments.length };
}

/**
 * The plan's commands are never applied in a review, so it asks again for
 * what it asked before: a tactics change or an instruction is said when it
 * differs from the last one said, a substitution or a timeout once in a
 * while. Answers the key said, or null when it is a repeat.
 */
function sayOnce(command: ManagerCommand, t: number, lastSaid: Map<string, string>, lastAsked: Map<string, number>): string | null {
  if (command.type === 'tactics' || command.type === 'instruction') {
    const kind = command.type === 'tactics' ? 'tactics' : `instruction:${command.instruction}`;
    const value = JSON.stringify(command);
    if (lastSaid.get(kind) === value) return null;
    lastSaid.set(kind, value);
    return kind;
  }
  const kind = command.type === 'substitute' ? `substitute:${command.outId}` : command.type;
  const last = lastAsked.get(kind);
  if (last !== undefined && t - last < GAME_PLAN_REVIEW.repeatAfterSeconds) return null;
  lastAsked.set(kind, t);
  return kind;
}
