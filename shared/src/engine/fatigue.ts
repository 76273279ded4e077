/**
 * On-court fatigue: the spec's 0.040 energy a game second, more or less as a
 * side's tactics and the other side's pace ask (rules.ts TACTIC_FATIGUE),
 * floor 5; and what tiredness costs a player (FATIGUE_EFFECT).
 *
 * Applied lazily rather than every second: the drain is linear while the
 * tactics hold and the floor is a clamp, so applying `dt` seconds at once
 * gives the energy of `dt` single seconds (to float rounding). The engine
 * settles at its own read points only (possession events, AI checks,
 * substitutions, tactic changes, period ends), never at a caller's, so a
 * match stepped live one second at a time and the same match simulated at
 * once stay identical. Displays use `energyNow`, which writes nothing.
 */
import type { MatchRules } from './match-rules.js';
import { byDefense, byPace } from './tactic-lookup.js';
import type { EnginePlayer, EngineTeam, MatchState } from './types.js';

/** Energy a second on court for this side now: the spec's drain, times what its tactics and the other side's pace ask. */
export function drainPerSecond(state: Pick<MatchState, 'home' | 'away'>, team: EngineTeam, rules: MatchRules): number {
  const other = team.side === 'home' ? state.away : state.home;
  const t = rules.tacticFatigue;
  return (
    rules.energyPerSecond *
    (1 + byPace(t.pace, team.tactics.pace) + byPace(t.opponentPace, other.tactics.pace) + byDefense(t.defense, team.tactics.defense))
  );
}

/** How far below fresh a player is: the energy points under `freshFrom`, 0 when fresh. */
export function tiredness(energy: number, rules: MatchRules): number {
  return energy < rules.fatigue.freshFrom ? rules.fatigue.freshFrom - energy : 0;
}

/** The share of his game a player keeps at this energy: all of it while fresh, then less with every point. */
export function energyFactor(energy: number, rules: MatchRules): number {
  const fatigue = rules.fatigue;
  // tiredness(energy) inlined by hand: this runs for every player of most draws.
  return 1 - fatigue.perPoint * (energy < fatigue.freshFrom ? fatigue.freshFrom - energy : 0);
}

function settleTeam(state: MatchState, team: EngineTeam, dt: number, rules: MatchRules): void {
  const drain = drainPerSecond(state, team, rules) * dt;
  const floor = rules.energyFloor;
  const { players, onCourt } = team;
  // Indexed, not for-of: a shorter function for V8 to inline.
  for (let i = 0; i < onCourt.length; i += 1) {
    const p = players[onCourt[i] as number];
    if (!p) continue;
    p.secondsPlayed += dt;
    const energy = p.energy - drain;
    p.energy = energy < floor ? floor : energy;
  }
}

export function settleFatigue(state: MatchState, rules: MatchRules): void {
  const dt = state.elapsed - state.settledAt;
  if (dt <= 0) return;
  settleTeam(state, state.home, dt, rules);
  settleTeam(state, state.away, dt, rules);
  state.settledAt = state.elapsed;
}

/** Bench rest: nothing under two minutes, then two points a minute, at most 25 a stint. */
export function benchRecovery(restedSeconds: number, rules: MatchRules): number {
  if (restedSeconds < rules.benchRecoveryMinSeconds) return 0;
  return Math.min(rules.benchRecoveryCap, (restedSeconds / 60) * rules.benchRecoveryPerMinute);
}

/**
 * A player's energy at the current game second, for display and for a
 * manager's choices: on court, less the drain not yet settled; on the bench,
 * with the rest he has had so far (the engine credits it when he comes back in).
 */
export function energyNow(
  state: Pick<MatchState, 'elapsed' | 'settledAt' | 'home' | 'away'>,
  team: EngineTeam,
  player: EnginePlayer,
  rules: MatchRules,
): number {
  if (player.slot === null) {
    if (player.benchedAt === null) return player.energy;
    return Math.min(rules.energyCap, player.energy + benchRecovery(state.elapsed - player.benchedAt, rules));
  }
  return Math.max(rules.energyFloor, player.energy - drainPerSecond(state, team, rules) * (state.elapsed - state.settledAt));
}

/** Seconds played up to the current game second, for display. */
export function secondsPlayedNow(state: MatchState, player: EnginePlayer): number {
  return player.slot === null ? player.secondsPlayed : player.secondsPlayed + state.elapsed - state.settledAt;
}
