/**
 * Injuries in matches: a rare, seeded draw every few game seconds
 * over the ten on court, likelier for tired and older players. The injured
 * player leaves at once (replaced like a fouled-out one) and cannot return.
 */
import type { Rng } from '../rng.js';
import { bestBench, substitute } from './coach.js';
import { emit } from './emit.js';
import type { MatchRules } from './match-rules.js';
import type { EnginePlayer, EngineTeam, InjuryDraw, MatchEvent, MatchState } from './types.js';

/** A player's chance of injury per game second on court. */
export function injuryHazard(p: EnginePlayer, rules: MatchRules): number {
  let h = rules.injury.ratePerPlayerMinute / 60;
  if (p.energy < rules.injury.tiredEnergy) h *= rules.injury.tiredFactor;
  if (p.age > rules.injury.ageFrom) h *= 1 + rules.injury.ageStep * (p.age - rules.injury.ageFrom);
  return h;
}

/** Severity by its share, then the matchdays out within its range and a type. */
export function drawInjury(rng: Rng, rules: MatchRules): InjuryDraw {
  const roll = rng.next();
  let acc = 0;
  let severity: InjuryDraw['severity'] = 'minor';
  for (const [name, spec] of Object.entries(rules.injury.severities) as Array<
    [InjuryDraw['severity'], (typeof rules.injury.severities)[InjuryDraw['severity']]]
  >) {
    acc += spec.share;
    if (roll < acc) {
      severity = name;
      break;
    }
  }
  const spec = rules.injury.severities[severity];
  const [lo, hi] = spec.matchdays;
  const matchdaysOut = lo + Math.floor(rng.next() * (hi - lo + 1));
  const injuryType = spec.types[Math.floor(rng.next() * spec.types.length)] ?? spec.types[0];
  return { injuryType, severity, matchdaysOut };
}

/** Takes an injured player off: flagged, the event in the log, the best bench player in his slot (or the team plays short). */
export function injure(
  state: MatchState,
  team: EngineTeam,
  player: EnginePlayer,
  injury: InjuryDraw,
  rules: MatchRules,
  events: MatchEvent[],
): void {
  player.injury = injury;
  emit(state, events, 'injury', team.side, player, undefined, { injury });
  const replacement = bestBench(team, player.slot ?? player.position, null);
  substitute(state, team, player.id, replacement?.id ?? null, rules, events, 'injury');
}

/**
 * One check over both teams' courts: one draw for "anyone hurt in these
 * seconds" (cheap: one number per check), a second to say who.
 * Fatigue is settled by the caller.
 */
export function checkInjuries(state: MatchState, rng: Rng, rules: MatchRules, events: MatchEvent[]): void {
  let total = 0;
  for (const team of [state.home, state.away]) {
    for (const index of team.onCourt) {
      const p = team.players[index];
      if (p) total += injuryHazard(p, rules);
    }
  }
  if (!rng.chance(total * rules.injury.checkEvery)) return;
  let roll = rng.next() * total;
  for (const team of [state.home, state.away]) {
    for (const index of team.onCourt) {
      const p = team.players[index];
      if (!p) continue;
      roll -= injuryHazard(p, rules);
      if (roll <= 0) {
        injure(state, team, p, drawInjury(rng, rules), rules, events);
        return;
      }
    }
  }
}
