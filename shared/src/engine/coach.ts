/** Substitutions and the AI coach. */
import { emit } from './emit.js';
import { benchRecovery, settleFatigue } from './fatigue.js';
import type { MatchRules } from './match-rules.js';
import { otherSide, playerIndex, pointsOf, teamOf } from './roster.js';
import type { AutopilotMode } from '../plan/autopilot.js';
import type { Defense, EnginePlayer, EngineTeam, MatchEvent, MatchState, Offense, Pace, SubstitutionReason, Tactics } from './types.js';

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
  const chasing =
    team !== undefined && state.period >= rules.quarters && pointsOf(state, team.side) < pointsOf(state, otherSide(team.side));
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

/** Mean energy of the five on court (settled: the caller settles fatigue first). */
function fiveEnergy(team: EngineTeam): number {
  let sum = 0;
  let n = 0;
  const { players, onCourt } = team;
  for (let i = 0; i < onCourt.length; i += 1) {
    const p = players[onCourt[i] as number];
    if (!p) continue;
    sum += p.energy;
    n += 1;
  }
  return n > 0 ? sum / n : 0;
}

/**
 * How well a five shoots from three, as its threes are shared out (the
 * better the shooter, the more of them he takes: weights of skill squared).
 */
export function threeThreat(team: EngineTeam): number {
  let weights = 0;
  let sum = 0;
  const { players, onCourt } = team;
  for (let i = 0; i < onCourt.length; i += 1) {
    const p = players[onCourt[i] as number];
    if (!p) continue;
    const w = p.threePoint * p.threePoint;
    weights += w;
    sum += w * p.threePoint;
  }
  return weights > 0 ? sum / weights : 0;
}

/**
 * The tactics that suit the matchup now: push and press when behind late,
 * slow down when ahead; otherwise an offence to the five's strengths
 * (perimeter with shooters, inside with a strong big), a zone against a five
 * that cannot shoot and man-to-man against shooters, and a fast pace when
 * the five is fresher than the other (rules.ts TACTIC_MATCHUPS).
 */
export function suitedTactics(state: MatchState, team: EngineTeam, rules: MatchRules): Tactics {
  const other = teamOf(state, otherSide(team.side));
  return tacticsFor(state, team, other, fiveEnergy(team) - fiveEnergy(other), threeThreat(team), threeThreat(other), rules);
}

/** `suitedTactics` from the fives' figures: how much fresher the side's five is, and both fives' threats from three. */
function tacticsFor(
  state: MatchState,
  team: EngineTeam,
  other: EngineTeam,
  fresherBy: number,
  threat: number,
  otherThreat: number,
  rules: MatchRules,
): Tactics {
  const margin = pointsOf(state, team.side) - pointsOf(state, other.side);
  const late = state.period >= rules.quarters;
  return {
    pace: suitedPace(late, margin, fresherBy, rules),
    offense: suitedOffense(other, threat, rules),
    defense: suitedDefense(late, margin, otherThreat, rules),
  };
}

function suitedPace(late: boolean, margin: number, fresherBy: number, rules: MatchRules): Pace {
  return late && margin < -6 ? 'fast' : late && margin > 8 ? 'slow' : fresherBy >= rules.matchups.fresherForFast ? 'fast' : 'moderate';
}

function suitedOffense(other: EngineTeam, threat: number, rules: MatchRules): Offense {
  return other.tactics.defense === 'zone' || threat >= rules.matchups.perimeterFromThreat ? 'perimeter' : 'inside';
}

function suitedDefense(late: boolean, margin: number, otherThreat: number, rules: MatchRules): Defense {
  return late && margin < -10 ? 'full-court-press' : otherThreat < rules.matchups.zoneAgainstThreatBelow ? 'zone' : 'man-to-man';
}

/** Switches a side's tactics, settling fatigue first (the drain so far was the old tactics'). Says so in the feed. */
export function setTactics(state: MatchState, team: EngineTeam, next: Tactics, rules: MatchRules, events: MatchEvent[]): void {
  settleFatigue(state, rules);
  team.tactics = next;
  emit(state, events, 'tactics', team.side, undefined, undefined, { tactics: { ...next } });
}

/** The AI coach's tactics: the ones that suit the matchup, changed when they differ. */
export function aiTactics(state: MatchState, team: EngineTeam, rules: MatchRules, events: MatchEvent[]): void {
  settleFatigue(state, rules);
  changeTactics(state, team, suitedTactics(state, team, rules), rules, events);
}

function changeTactics(state: MatchState, team: EngineTeam, next: Tactics, rules: MatchRules, events: MatchEvent[]): void {
  if (next.pace !== team.tactics.pace || next.offense !== team.tactics.offense || next.defense !== team.tactics.defense)
    setTactics(state, team, next, rules, events);
}

/**
 * The AI coach's tactics check, home side first, for each side it coaches
 * (tactics stay the manager's own choice: the AI changes them for AI sides
 * only), as `aiTactics` for each. The fives' energies and threats from three
 * are worked out once for both choices: a side's switch changes neither.
 */
export function aiTacticsCheck(state: MatchState, rules: MatchRules, events: MatchEvent[]): void {
  const { home, away } = state;
  if (home.managed && away.managed) return;
  settleFatigue(state, rules);
  const homeEnergy = fiveEnergy(home);
  const awayEnergy = fiveEnergy(away);
  const homeThreat = threeThreat(home);
  const awayThreat = threeThreat(away);
  if (!home.managed) aiSideTactics(state, home, away, homeEnergy - awayEnergy, homeThreat, awayThreat, rules, events);
  if (!away.managed) aiSideTactics(state, away, home, awayEnergy - homeEnergy, awayThreat, homeThreat, rules, events);
}

/** One side's part of `aiTacticsCheck`: `tacticsFor`, part by part, a new set made only when one differs (most checks change nothing). */
function aiSideTactics(
  state: MatchState,
  team: EngineTeam,
  other: EngineTeam,
  fresherBy: number,
  threat: number,
  otherThreat: number,
  rules: MatchRules,
  events: MatchEvent[],
): void {
  const margin = pointsOf(state, team.side) - pointsOf(state, other.side);
  const late = state.period >= rules.quarters;
  const pace = suitedPace(late, margin, fresherBy, rules);
  const offense = suitedOffense(other, threat, rules);
  const defense = suitedDefense(late, margin, otherThreat, rules);
  const now = team.tactics;
  if (pace !== now.pace || offense !== now.offense || defense !== now.defense)
    setTactics(state, team, { pace, offense, defense }, rules, events);
}

/**
 * The AI substitutes for AI sides always, and for the manager's side once the
 * manager has been idle as long as his autopilot allows (never when it says so).
 */
export function aiCoaches(state: MatchState, team: EngineTeam, rules: MatchRules): boolean {
  if (!team.managed) return true;
  if (team.idleHandover === null) return false;
  const since = team.managerActedAt ?? 0;
  return state.elapsed - since >= (team.idleHandover ?? rules.managerIdleHandover);
}

/** The idle handover an autopilot asks for: the AI after its idle minutes, else never. */
export function idleHandoverFor(mode: AutopilotMode, idleMinutes: number | null): number | null {
  return mode === 'ai-after' && idleMinutes !== null ? idleMinutes * 60 : null;
}
