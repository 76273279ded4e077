/**
 * What coaching is worth: the same pairings played with each side coached a
 * given way, against the same sides both coached the other way. The coaches
 * here are the bench's managers: one who ignores the matchup (default
 * tactics, the AI's substitutions), one who suits it (the AI coach's own
 * choice of tactics), one who never substitutes and one who rests tired
 * players. The engine bench prints the margins with their bands; the tests
 * pin the arithmetic.
 */
import { rngFromState } from '../rng.js';
import { bestBench, setTactics, suitedTactics } from './coach.js';
import { createMatch } from './create.js';
import { energyNow } from './fatigue.js';
import { applyCommand } from './manager.js';
import { MATCH_RULES, type MatchRules } from './match-rules.js';
import type { Band } from './realism.js';
import { onCourtPlayers } from './roster.js';
import { startNextPeriod, stepInto } from './step.js';
import type { EnginePlayer, EngineTeamInput, MatchEvent, MatchState, Side, Tactics } from './types.js';

export const COACHING_BANDS = {
  /** The tactics that suit the matchup, against a side that ignores it: points a game. */
  matchupTactics: { min: 2, max: 4 },
  /** Resting tired players, against a manager who never substitutes: a margin a manager sees in his results. */
  restRotation: { min: 2, max: 5 },
} as const satisfies Record<string, Band>;

/** A coach acts on its side before every game second. */
export type Coach = (state: MatchState, side: Side, rules: MatchRules) => void;

/** Default tactics all game; the AI makes the substitutions (the manager is idle): the matchup is ignored. */
export const ignoresMatchup: Coach = () => undefined;

/** How often the coaches below look at the game: the AI coach's own tactics check. */
const LOOK_EVERY_SECONDS = 30;

/**
 * The tactics that suit the matchup (the AI coach's choice, `suitedTactics`)
 * for the named parts, the defaults for the rest, looked at every 30 game
 * seconds; the AI makes the substitutions.
 */
export function suitsMatchup(parts: ReadonlyArray<keyof Tactics> = ['pace', 'offense', 'defense']): Coach {
  return (state, side, rules) => {
    if (state.elapsed % LOOK_EVERY_SECONDS !== 0) return;
    const team = state[side];
    const suited = suitedTactics(state, team, rules);
    const next: Tactics = { ...team.tactics };
    for (const part of parts) Object.assign(next, { [part]: suited[part] });
    if (next.pace !== team.tactics.pace || next.offense !== team.tactics.offense || next.defense !== team.tactics.defense)
      setTactics(state, team, next, rules, []);
  };
}

/** A manager who is there all game and never substitutes: only foul-outs and injuries change his five. */
export const neverSubstitutes: Coach = (state, side) => {
  state[side].managerActedAt = state.elapsed;
};

/**
 * A manager who watches his players' legs: every game minute he stops the
 * clock and, through the live match's own commands, takes off anyone under
 * `tired` energy for the best bench player of the slot with 20 more, and
 * brings back a better player of the slot (3 overall or more) once he has
 * rested to `rested`.
 */
export function restRotation(tired = 60, rested = 80): Coach {
  return (state, side, rules) => {
    const team = state[side];
    team.managerActedAt = state.elapsed;
    if (state.elapsed % 60 !== 0 || state.status !== 'playing') return;
    applyCommand(state, side, { type: 'pause' }, rules);
    for (const p of onCourtPlayers(team)) {
      const energy = energyNow(state, team, p, rules);
      const slot = p.slot ?? p.position;
      let incoming: EnginePlayer | undefined;
      if (energy < tired) incoming = bestBench(team, slot, energy + 20);
      else {
        for (const b of team.players) {
          if (b.slot !== null || b.fouledOut || b.injury !== null || b.position !== slot) continue;
          if (energyNow(state, team, b, rules) < rested || b.overallRating < p.overallRating + 3) continue;
          if (!incoming || b.overallRating > incoming.overallRating) incoming = b;
        }
      }
      if (incoming) applyCommand(state, side, { type: 'substitute', outId: p.id, inId: incoming.id }, rules);
    }
    applyCommand(state, side, { type: 'play' }, rules);
  };
}

/** One game with each side coached as given, breaks continued at once; answers home minus away. */
export function playCoached(
  home: EngineTeamInput,
  away: EngineTeamInput,
  seed: number,
  homeCoach: Coach,
  awayCoach: Coach,
  rules: MatchRules = MATCH_RULES,
): number {
  const state = createMatch({ ...home, managed: true }, { ...away, managed: true }, { recordEvents: false }, seed);
  const rng = rngFromState(state.rng);
  const scratch: MatchEvent[] = [];
  state.status = 'playing';
  // The coaches change the status (pause and play), so it is read afresh each second.
  const status = (): MatchState['status'] => state.status;
  for (let guard = 0; guard < 100_000 && status() !== 'finished'; guard += 1) {
    if (status() === 'break') startNextPeriod(state, rules);
    homeCoach(state, 'home', rules);
    awayCoach(state, 'away', rules);
    scratch.length = 0;
    stepInto(state, rules, rng, scratch);
  }
  return state.score.home - state.score.away;
}

export interface CoachingMargin {
  /** Mean points a game the side coached by `a` gains. */
  margin: number;
  /** The margin's standard error over the games. */
  stdError: number;
  /** Share of the games the side coached by `a` won. */
  winPct: number;
  games: number;
}

/**
 * Mean points a game of a side coached by `a` against one coached by `b`,
 * minus the same game (pairing and seed) with both sides coached by `b`;
 * `a`'s side is at home in even games and away in odd ones.
 */
export function coachingMargin(
  pairs: ReadonlyArray<readonly [EngineTeamInput, EngineTeamInput]>,
  a: Coach,
  b: Coach,
  games: number,
  firstSeed: number,
  rules: MatchRules = MATCH_RULES,
): CoachingMargin {
  let sum = 0;
  let squares = 0;
  let wins = 0;
  for (let g = 0; g < games; g += 1) {
    const [home, away] = pairs[g % pairs.length] as readonly [EngineTeamInput, EngineTeamInput];
    const aAtHome = g % 2 === 0;
    const withA = playCoached(home, away, firstSeed + g, aAtHome ? a : b, aAtHome ? b : a, rules);
    const without = playCoached(home, away, firstSeed + g, b, b, rules);
    const gain = aAtHome ? withA - without : without - withA;
    sum += gain;
    squares += gain * gain;
    if (aAtHome ? withA > 0 : withA < 0) wins += 1;
  }
  const margin = games > 0 ? sum / games : 0;
  const variance = games > 1 ? (squares - games * margin * margin) / (games - 1) : 0;
  return { margin, stdError: Math.sqrt(Math.max(0, variance) / Math.max(1, games)), winPct: games > 0 ? (100 * wins) / games : 0, games };
}
