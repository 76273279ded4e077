/**
 * A live game's event log as whole numbers (stored as text with packInts),
 * kept with its result so the match summary tells the same play-by-play the
 * manager watched. Only what the commentary reads is kept (engine/describe.ts,
 * engine/commentary.ts): shot spots are in the shot chart (live-extras.ts),
 * and injury lengths in the medical records.
 *
 * An event is a head number, its game seconds since the event before, then
 * (when the head says so) its period and clock, and one extra number:
 * head = (((type x 2 + side) x 64 + player) x 64 + other) x 8 + flags, the
 * players as their place in the box score plus one (0: none), flags 1: period
 * and clock follow (they do not run on from the event before), 2: an extra
 * follows, 4: the event's yes/no (an offensive rebound, a foul on purpose, a
 * plan called off, a substitution the AI made for a manager's side; the AI's
 * late-game plan for one is an instruction's extra past the instructions). About eight characters an event.
 */
import { MATCH_RULES } from '../engine/match-rules.js';
import type { Defense, InjuryDraw, MatchEvent, Offense, Pace, SubstitutionReason } from '../engine/types.js';

/** Stored by place: new kinds go at the end, none is ever removed or moved. */
const EVENT_TYPES = [
  'two_made',
  'two_missed',
  'three_made',
  'three_missed',
  'free_throw_made',
  'free_throw_missed',
  'rebound',
  'turnover',
  'steal',
  'block',
  'foul',
  'foul_out',
  'injury',
  'substitution',
  'tactics',
  'period_end',
  'game_end',
  'instruction',
  'timeout',
] as const satisfies ReadonlyArray<MatchEvent['type']>;
const REASONS = ['fatigue', 'fouls', 'fouled-out', 'injury', 'rest', 'manager'] as const satisfies readonly SubstitutionReason[];
const PACES = ['slow', 'moderate', 'fast'] as const satisfies readonly Pace[];
const OFFENSES = ['inside', 'balanced', 'perimeter'] as const satisfies readonly Offense[];
const DEFENSES = ['man-to-man', 'zone', 'full-court-press'] as const satisfies readonly Defense[];
const INSTRUCTIONS = ['push', 'foul', 'run-clock', 'rest'] as const satisfies ReadonlyArray<NonNullable<MatchEvent['instruction']>>;
const SEVERITIES = ['minor', 'moderate', 'severe'] as const satisfies ReadonlyArray<InjuryDraw['severity']>;
/** The injury names the engine draws from, in the rules' order (extend at the end only). */
const INJURY_TYPES = [...new Set(Object.values(MATCH_RULES.injury.severities).flatMap((s) => [...s.types]))];
const DEFAULT_POINTS: Partial<Record<MatchEvent['type'], number>> = { two_made: 2, three_made: 3, free_throw_made: 1 };
const PLACES = 64;

const place = (list: readonly string[], value: string | undefined): number => (value === undefined ? -1 : list.indexOf(value));

function extraOf(e: MatchEvent): number | undefined {
  switch (e.type) {
    case 'substitution':
      return e.reason === undefined ? undefined : place(REASONS, e.reason);
    case 'tactics':
      return e.tactics
        ? (place(PACES, e.tactics.pace) * 3 + place(OFFENSES, e.tactics.offense)) * 3 + place(DEFENSES, e.tactics.defense)
        : undefined;
    case 'instruction':
      // The AI's own, for a manager's side, past the instructions' places (older feeds never reach there).
      return e.instruction === undefined ? undefined : place(INSTRUCTIONS, e.instruction) + (e.byAi ? INSTRUCTIONS.length : 0);
    case 'injury': {
      const at = e.injury ? place(INJURY_TYPES, e.injury.injuryType) : -1;
      return e.injury && at >= 0 ? at * 3 + place(SEVERITIES, e.injury.severity) : undefined;
    }
    default:
      return e.points !== undefined && e.points !== DEFAULT_POINTS[e.type] ? e.points : undefined;
  }
}

const yesOf = (e: MatchEvent): boolean => {
  switch (e.type) {
    case 'rebound':
      return e.offensive === true;
    case 'foul':
      return e.intentional === true;
    case 'instruction':
      return e.on === false;
    case 'substitution':
      return e.byAi === true;
    default:
      return false;
  }
};

/**
 * The numbers of a feed whose players are `ids` (the box score's, home then
 * away), or null when it cannot be kept exactly (a player not in the box
 * score, a fractional clock, a value this encoding does not know).
 */
export function packFeed(events: readonly MatchEvent[], ids: readonly string[]): number[] | null {
  const out: number[] = [];
  let prev = { t: 0, period: 0, clock: 0 };
  for (const e of events) {
    const type = place(EVENT_TYPES, e.type);
    const player = place(ids, e.playerId) + 1;
    const other = place(ids, e.otherId) + 1;
    const extra = extraOf(e);
    if (type < 0 || (e.playerId !== undefined && player === 0) || (e.otherId !== undefined && other === 0)) return null;
    if (player >= PLACES || other >= PLACES || (extra !== undefined && extra < 0)) return null;
    if (![e.t, e.clock, e.period].every(Number.isInteger)) return null;
    const timed = e.period !== prev.period || e.clock !== prev.clock - (e.t - prev.t);
    const flags = (timed ? 1 : 0) + (extra === undefined ? 0 : 2) + (yesOf(e) ? 4 : 0);
    out.push((((type * 2 + (e.side === 'away' ? 1 : 0)) * PLACES + player) * PLACES + other) * 8 + flags, e.t - prev.t);
    if (timed) out.push(e.period, e.clock);
    if (extra !== undefined) out.push(extra);
    prev = e;
  }
  return out;
}

/** The events packFeed kept, with the players of `ids` (the box score's, home then away). */
export function unpackFeed(flat: readonly number[], ids: readonly string[]): MatchEvent[] {
  const events: MatchEvent[] = [];
  let prev = { t: 0, period: 0, clock: 0 };
  let i = 0;
  const next = () => flat[i++] ?? 0;
  while (i < flat.length) {
    const head = next();
    const flags = head % 8;
    const other = Math.floor(head / 8) % PLACES;
    const player = Math.floor(head / (8 * PLACES)) % PLACES;
    const side = Math.floor(head / (8 * PLACES * PLACES)) % 2 === 1 ? 'away' : 'home';
    const type = EVENT_TYPES[Math.floor(head / (16 * PLACES * PLACES))];
    const t = prev.t + next();
    const [period, clock] = flags & 1 ? [next(), next()] : [prev.period, prev.clock - (t - prev.t)];
    const extra = flags & 2 ? next() : undefined;
    if (type === undefined) continue;
    const e: MatchEvent = { t, period, clock, type, side };
    if (player > 0) e.playerId = ids[player - 1];
    if (other > 0) e.otherId = ids[other - 1];
    const yes = (flags & 4) !== 0;
    if (type === 'rebound') e.offensive = yes;
    if (type === 'foul' && yes) e.intentional = true;
    if (type === 'substitution' && yes) e.byAi = true;
    if (extra !== undefined) withExtra(e, extra);
    if (type === 'instruction' && yes) e.on = false;
    events.push(e);
    prev = e;
  }
  return events;
}

function withExtra(e: MatchEvent, extra: number): void {
  switch (e.type) {
    case 'substitution':
      e.reason = REASONS[extra];
      return;
    case 'tactics': {
      const [pace, offense, defense] = [PACES[Math.floor(extra / 9)], OFFENSES[Math.floor(extra / 3) % 3], DEFENSES[extra % 3]];
      if (pace && offense && defense) e.tactics = { pace, offense, defense };
      return;
    }
    case 'instruction':
      e.instruction = INSTRUCTIONS[extra % INSTRUCTIONS.length];
      if (extra >= INSTRUCTIONS.length) e.byAi = true;
      return;
    case 'injury': {
      const [injuryType, severity] = [INJURY_TYPES[Math.floor(extra / 3)], SEVERITIES[extra % 3]];
      // The matchdays out are the medical record's, not the feed's (the commentary does not say them).
      if (injuryType && severity) e.injury = { injuryType, severity, matchdaysOut: 0 };
      return;
    }
    default:
      e.points = extra;
  }
}
