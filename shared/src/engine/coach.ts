/** Substitutions and the AI coach. */
import { emit } from './emit.js';
import { settleFatigue } from './fatigue.js';
import type { MatchRules } from './match-rules.js';
import { onCourtPlayers, otherSide, playerIndex } from './roster.js';
import type { EnginePlayer, EngineTeam, MatchEvent, MatchState, SubstitutionReason, Tactics } from './types.js';

/** Bench rest: nothing under two minutes, then two points a minute, at most 25 a stint. */
export function benchRecovery(restedSeconds: number, rules: MatchRules): number {
  if (restedSeconds < rules.benchRecoveryMinSeconds) return 0;
  return Math.min(rules.benchRecoveryCap, (restedSeconds / 60) * rules.benchRecoveryPerMinute);
}

/**
 * Swaps a player out, and one in when given (the newcomer takes the slot);
 * with no one to come in the team plays short. The caller has checked that
 * the swap is allowed.
 */
export function substitute(
  state: MatchState,
  team: EngineTeam,
  outId: string,
  inId: string | null,
  rules: MatchRules,
  events: MatchEvent[],
  reason: SubstitutionReason = 'manager',
): void {
  // The five on court change: fatigue so far belongs to the old five.
  settleFatigue(state, rules);
  const outIndex = playerIndex(team, outId);
  const courtIndex = team.onCourt.indexOf(outIndex);
  const out = team.players[outIndex];
  if (courtIndex < 0 || !out) return;
  const slot = out.slot;
  out.slot = null;
  out.benchedAt = state.elapsed;
  const inIndex = inId === null ? -1 : playerIndex(team, inId);
  const incoming = team.players[inIndex];
  if (incoming) {
    team.onCourt[courtIndex] = inIndex;
    incoming.slot = slot;
    if (incoming.benchedAt !== null) {
      incoming.energy = Math.min(rules.energyCap, incoming.energy + benchRecovery(state.elapsed - incoming.benchedAt, rules));
    }
    incoming.benchedAt = null;
    emit(state, events, 'substitution', team.side, out, incoming, reason === 'manager' ? undefined : { reason });
  } else {
    team.onCourt.splice(courtIndex, 1);
  }
}

function benchValue(p: EnginePlayer, slot: string): number {
  return p.overallRating * (0.5 + p.energy / 200) * (p.position === slot ? 1.15 : 1);
}

/** The bench player the AI would send in for a slot, fresher than `minEnergy` when given. */
export function bestBench(team: EngineTeam, slot: string, minEnergy: number | null): EnginePlayer | undefined {
  let best: EnginePlayer | undefined;
  let bestValue = -1;
  for (const p of team.players) {
    if (p.fouledOut || p.injury !== null || p.slot !== null || (minEnergy !== null && p.energy <= minEnergy)) continue;
    const value = benchValue(p, slot);
    if (value > bestValue || (value === bestValue && best && p.id < best.id)) {
      best = p;
      bestValue = value;
    }
  }
  return best;
}

/** Fouls a player out: removed, and replaced when a substitute exists. */
export function foulOut(state: MatchState, team: EngineTeam, player: EnginePlayer, rules: MatchRules, events: MatchEvent[]): void {
  player.fouledOut = true;
  emit(state, events, 'foul_out', team.side, player);
  const replacement = bestBench(team, player.slot ?? player.position, null);
  substitute(state, team, player.id, replacement?.id ?? null, rules, events, 'fouled-out');
}

/**
 * The coach keeps his best on court: in the last two minutes, in a close
 * game, and for a side behind in the fourth quarter (it needs them to come back).
 */
export function isLateOrClose(state: MatchState, rules: MatchRules, team?: EngineTeam): boolean {
  const late = state.period >= rules.quarters && state.clock <= 120;
  const chasing = team !== undefined && state.period >= rules.quarters && state.score[team.side] < state.score[otherSide(team.side)];
  return late || chasing || Math.abs(state.score.home - state.score.away) <= 5;
}

function hasFresherAtPosition(team: EngineTeam, position: string, energy: number): boolean {
  for (const b of team.players) {
    if (b.slot === null && !b.fouledOut && b.injury === null && b.position === position && b.energy > energy + 20) return true;
  }
  return false;
}

/**
 * The AI coach's substitution check, made at a dead ball: out at
 * 5 fouls (done when the foul happens), at 4 when late or close, under 25
 * energy, under 45 when the game is neither late nor close, under 60 when a
 * fresher bench player of the same position is waiting. A wave of at most
 * `substitutionWave` players, the most tired first, never five at once.
 */
export function aiSubstitutions(state: MatchState, team: EngineTeam, rules: MatchRules, events: MatchEvent[]): void {
  let tight: boolean | undefined;
  let due: Array<{ p: EnginePlayer; foulTrouble: boolean }> | undefined;
  for (let i = 0; i < team.onCourt.length; i += 1) {
    const p = team.players[team.onCourt[i] as number];
    if (!p) continue;
    // Cheap exits first: this runs at most dead balls for both teams.
    if (p.energy >= rules.aiFatigueSubFresherBench && p.stats.fouls < rules.foulDanger) continue;
    tight ??= isLateOrClose(state, rules, team);
    const slot = p.slot ?? p.position;
    const foulTrouble = p.stats.fouls >= rules.foulDanger && tight;
    const tired =
      p.energy < rules.aiFatigueSub ||
      (!tight && p.energy < rules.aiFatigueSubRelaxed) ||
      (p.energy < rules.aiFatigueSubFresherBench && hasFresherAtPosition(team, slot, p.energy));
    if (foulTrouble || tired) (due ??= []).push({ p, foulTrouble });
  }
  if (!due) return;
  // Foul trouble first, then the most tired.
  due.sort((a, b) => Number(b.foulTrouble) - Number(a.foulTrouble) || a.p.energy - b.p.energy);
  let made = 0;
  for (const { p, foulTrouble } of due) {
    if (made >= rules.lateGame.substitutionWave) break;
    const replacement = bestBench(team, p.slot ?? p.position, foulTrouble ? null : p.energy + 10);
    if (!replacement) continue;
    substitute(state, team, p.id, replacement.id, rules, events, foulTrouble ? 'fouls' : 'fatigue');
    made += 1;
  }
}

/** The AI coach's tactics: push and press when behind late, slow down when ahead, play to the five's strengths. */
export function aiTactics(state: MatchState, team: EngineTeam, events: MatchEvent[]): void {
  const margin = state.score[team.side] - state.score[otherSide(team.side)];
  const late = state.period >= 4;
  let shooters = 0;
  let strongBig = false;
  for (const p of onCourtPlayers(team)) {
    if (p.threePoint >= 70) shooters += 1;
    if ((p.position === 'C' || p.position === 'PF') && p.overallRating >= 75) strongBig = true;
  }
  const next: Tactics = {
    pace: late && margin < -6 ? 'fast' : late && margin > 8 ? 'slow' : 'moderate',
    offense: shooters >= 3 ? 'perimeter' : strongBig ? 'inside' : 'balanced',
    defense: late && margin < -10 ? 'full-court-press' : 'man-to-man',
  };
  if (next.pace !== team.tactics.pace || next.offense !== team.tactics.offense || next.defense !== team.tactics.defense) {
    team.tactics = next;
    emit(state, events, 'tactics', team.side, undefined, undefined, { tactics: next });
  }
}

/** The AI substitutes for AI sides always, and for the manager's side once the manager has been idle. */
export function aiCoaches(state: MatchState, team: EngineTeam, rules: MatchRules): boolean {
  if (!team.managed) return true;
  const since = team.managerActedAt ?? 0;
  return state.elapsed - since >= rules.managerIdleHandover;
}
