/**
 * On-court fatigue: 0.040 energy a game second, floor 5.
 *
 * Applied lazily rather than every second: the drain is linear and the floor
 * is a clamp, so applying `dt` seconds at once gives the energy of `dt` single
 * seconds (to float rounding). The engine settles at its own read points only (possession
 * events, AI checks, substitutions, period ends), never at a caller's, so a
 * match stepped live one second at a time and the same match simulated at
 * once stay identical. Displays use `energyNow`, which writes nothing.
 */
import type { MatchRules } from './match-rules.js';
import type { EnginePlayer, EngineTeam, MatchState } from './types.js';

function settleTeam(team: EngineTeam, dt: number, rules: MatchRules): void {
  const drain = rules.energyPerSecond * dt;
  for (const index of team.onCourt) {
    const p = team.players[index];
    if (!p) continue;
    p.secondsPlayed += dt;
    const energy = p.energy - drain;
    p.energy = energy < rules.energyFloor ? rules.energyFloor : energy;
  }
}

export function settleFatigue(state: MatchState, rules: MatchRules): void {
  const dt = state.elapsed - state.settledAt;
  if (dt <= 0) return;
  settleTeam(state.home, dt, rules);
  settleTeam(state.away, dt, rules);
  state.settledAt = state.elapsed;
}

/** A player's energy at the current game second, for display. */
export function energyNow(state: Pick<MatchState, 'elapsed' | 'settledAt'>, player: EnginePlayer, rules: MatchRules): number {
  if (player.slot === null) return player.energy;
  return Math.max(rules.energyFloor, player.energy - rules.energyPerSecond * (state.elapsed - state.settledAt));
}

/** Seconds played up to the current game second, for display. */
export function secondsPlayedNow(state: MatchState, player: EnginePlayer): number {
  return player.slot === null ? player.secondsPlayed : player.secondsPlayed + state.elapsed - state.settledAt;
}
