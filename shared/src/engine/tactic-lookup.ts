/**
 * A tactic's entry in a rules table (rules.ts PACE_EFFECTS, TACTIC_FATIGUE,
 * ...), read with a comparison or two instead of a lookup by the tactic's
 * name. The engine reads these tables every game second; in V8 a property
 * looked up by a name that changes from call to call costs several times a
 * fixed one (about 10 ns against 3), and these small functions are inlined
 * at each caller, where the table's own shape is then known.
 */
import type { Defense, Offense, Pace } from './types.js';

export function byPace<Table extends Readonly<Record<Pace, unknown>>>(table: Table, pace: Pace): Table[Pace] {
  return pace === 'moderate' ? table.moderate : pace === 'fast' ? table.fast : table.slow;
}

export function byOffense<Table extends Readonly<Record<Offense, unknown>>>(table: Table, offense: Offense): Table[Offense] {
  return offense === 'balanced' ? table.balanced : offense === 'perimeter' ? table.perimeter : table.inside;
}

export function byDefense<Table extends Readonly<Record<Defense, unknown>>>(table: Table, defense: Defense): Table[Defense] {
  return defense === 'man-to-man' ? table['man-to-man'] : defense === 'zone' ? table.zone : table['full-court-press'];
}
