/** Building a match: lineups from the saved starting five with the spec's fallbacks. */
import { ENERGY_CAP, POSITIONS, QUARTER_SECONDS } from '../rules.js';
import { skillsOf } from '../formulas.js';
import { createRng } from '../rng.js';
import type { Position } from '../types.js';
import { emptyStats } from './box-score.js';
import {
  DEFAULT_TACTICS,
  type EnginePlayer,
  type EngineRosterPlayer,
  type EngineTeam,
  type EngineTeamInput,
  type MatchState,
  type Side,
} from './types.js';

function available(player: EngineRosterPlayer): boolean {
  return !player.isInjured && !player.isOnLoan;
}

/**
 * The starting five in PG..C order: the saved lineup where its player is
 * available, else the best available player of that position, else the best
 * available overall. Fewer than five when the roster runs out.
 */
export function buildStartingFive(players: readonly EngineRosterPlayer[], lineup: Partial<Record<Position, string>> = {}): string[] {
  const pool = players.filter(available).sort((a, b) => b.overallRating - a.overallRating || a.id.localeCompare(b.id));
  const used = new Set<string>();
  const five: string[] = [];
  for (const position of POSITIONS) {
    const saved = pool.find((p) => p.id === lineup[position] && !used.has(p.id));
    const pick = saved ?? pool.find((p) => p.position === position && !used.has(p.id)) ?? pool.find((p) => !used.has(p.id));
    if (!pick) break;
    used.add(pick.id);
    five.push(pick.id);
  }
  return five;
}

function createTeam(input: EngineTeamInput, side: Side): EngineTeam {
  const usable = input.players.filter(available);
  const five = buildStartingFive(usable, input.lineup);
  const players: EnginePlayer[] = usable.map((p) => {
    const slotIndex = five.indexOf(p.id);
    // Copied field by field, not spread: every engine player then has the same
    // shape whatever the caller passed in, which keeps the hot loops fast.
    return {
      id: p.id,
      name: p.name,
      position: p.position,
      overallRating: p.overallRating,
      age: p.age,
      fitness: p.fitness,
      morale: p.morale,
      ...skillsOf(p),
      slot: slotIndex >= 0 ? (POSITIONS[slotIndex] ?? null) : null,
      energy: ENERGY_CAP,
      secondsPlayed: 0,
      benchedAt: slotIndex >= 0 ? null : 0,
      fouledOut: false,
      injury: null,
      stats: emptyStats(),
    };
  });
  return {
    id: input.id,
    name: input.name,
    side,
    managed: input.managed ?? false,
    tactics: { ...DEFAULT_TACTICS, ...input.tactics },
    players,
    onCourt: five.map((id) => usable.findIndex((p) => p.id === id)),
    managerActedAt: null,
  };
}

export interface MatchOptions {
  /** Keep the full event log (the feed and box score); off for bulk simulation. */
  recordEvents?: boolean;
  /** No home advantage for either side (a neutral venue). */
  neutralVenue?: boolean;
}

export function createMatch(home: EngineTeamInput, away: EngineTeamInput, options: MatchOptions, seed: number): MatchState {
  const rng = createRng(seed);
  // The opening tip is drawn from the match's own seed.
  const possession: Side = rng.chance(0.5) ? 'home' : 'away';
  return {
    version: 1,
    seed,
    rng: rng.state(),
    status: 'not_started',
    period: 1,
    clock: QUARTER_SECONDS,
    elapsed: 0,
    settledAt: 0,
    possession,
    home: createTeam(home, 'home'),
    away: createTeam(away, 'away'),
    score: { home: 0, away: 0 },
    events: [],
    recordEvents: options.recordEvents ?? true,
    ...(options.neutralVenue ? { neutralVenue: true } : {}),
  };
}
