/** Building a match: lineups from the saved starting five with the spec's fallbacks. */
import { ENERGY_CAP, POSITIONS, QUARTER_SECONDS } from '../rules.js';
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
    // Read once, not once a player: a lookup by a changing name is slow in V8.
    const savedId = lineup[position];
    const saved = savedId === undefined ? undefined : pool.find((p) => p.id === savedId && !used.has(p.id));
    const pick = saved ?? pool.find((p) => p.position === position && !used.has(p.id)) ?? pool.find((p) => !used.has(p.id));
    if (!pick) break;
    used.add(pick.id);
    five.push(pick.id);
  }
  return five;
}

/**
 * A roster player as the engine plays him, in the slot the starting five
 * gives him (null: on the bench). Copied field by field, the skills too (in
 * the order skillsFrom gives them), rather than spread: every engine player
 * then has one shape whatever the caller passed in, which keeps the hot loops
 * fast, and a literal is built far quicker than a spread (every match builds
 * two dozen of them).
 */
function enginePlayer(p: EngineRosterPlayer, slot: Position | null): EnginePlayer {
  return {
    id: p.id,
    name: p.name,
    position: p.position,
    overallRating: p.overallRating,
    age: p.age,
    fitness: p.fitness,
    morale: p.morale,
    shooting: p.shooting,
    threePoint: p.threePoint,
    passing: p.passing,
    defense: p.defense,
    rebounding: p.rebounding,
    athletics: p.athletics,
    basketballIQ: p.basketballIQ,
    slot,
    energy: ENERGY_CAP,
    secondsPlayed: 0,
    benchedAt: slot !== null ? null : 0,
    fouledOut: false,
    injury: null,
    stats: emptyStats(),
  };
}

function createTeam(input: EngineTeamInput, side: Side): EngineTeam {
  const usable = input.players.filter(available);
  const five = buildStartingFive(usable, input.lineup);
  // The five's indices into the players, each its first player of that id (as findIndex gives it).
  const onCourt: number[] = five.map(() => -1);
  const players: EnginePlayer[] = usable.map((p, index) => {
    const slotIndex = five.indexOf(p.id);
    if (slotIndex >= 0 && onCourt[slotIndex] === -1) onCourt[slotIndex] = index;
    return enginePlayer(p, slotIndex >= 0 ? (POSITIONS[slotIndex] ?? null) : null);
  });
  return {
    id: input.id,
    name: input.name,
    side,
    managed: input.managed ?? false,
    tactics: { ...DEFAULT_TACTICS, ...input.tactics },
    players,
    onCourt,
    managerActedAt: null,
    // Set from the start (null until the AI coach first uses them) rather
    // than added in play: every team keeps one shape through the match, which
    // keeps the engine's many reads of a team fast.
    waveAt: null,
    announced: null,
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
