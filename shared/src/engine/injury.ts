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
  return hazardFrom(rules.injury.ratePerPlayerMinute / 60, p, rules.injury);
}

/** `injuryHazard` from the base rate a second, worked out once a check rather than once a player. */
function hazardFrom(perSecond: number, p: EnginePlayer, injury: MatchRules['injury']): number {
  let h = perSecond;
  if (p.energy < injury.tiredEnergy) h *= injury.tiredFactor;
  if (p.age > injury.ageFrom) h *= 1 + injury.ageStep * (p.age - injury.ageFrom);
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

/** `total` plus the hazards of a team's court, in slot order: one running sum over both courts, as the draw walks them. */
function addHazards(total: number, team: EngineTeam, perSecond: number, injury: MatchRules['injury']): number {
  let sum = total;
  const { players, onCourt } = team;
  for (let i = 0; i < onCourt.length; i += 1) {
    const p = players[onCourt[i] as number];
    if (p) sum += hazardFrom(perSecond, p, injury);
  }
  return sum;
}

/**
 * One check over both teams' courts: one draw for "anyone hurt in these
 * seconds" (cheap: one number per check), a second to say who.
 * Fatigue is settled by the caller.
 */
export function checkInjuries(state: MatchState, rng: Rng, rules: MatchRules, events: MatchEvent[]): void {
  const injury = rules.injury;
  const perSecond = injury.ratePerPlayerMinute / 60;
  const total = addHazards(addHazards(0, state.home, perSecond, injury), state.away, perSecond, injury);
  if (!rng.chance(total * rules.injury.checkEvery)) return;
  let roll = rng.next() * total;
  for (const team of [state.home, state.away]) {
    for (const index of team.onCourt) {
      const p = team.players[index];
      if (!p) continue;
      roll -= hazardFrom(perSecond, p, injury);
      if (roll <= 0) {
        injure(state, team, p, drawInjury(rng, rules), rules, events);
        return;
      }
    }
  }
}
