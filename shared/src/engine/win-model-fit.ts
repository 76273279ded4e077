/**
 * Fitting the win model to the engine: seeded games of the catalogue's real
 * pairings, their states sampled during play and labelled with how each game
 * ended, and a fingerprint of the engine the samples came from. The fit
 * command (`npm run fit -w shared`) and the reliability bench use these; a
 * test compares the fingerprint with the fitted table's.
 */
import { MATCH_RULES, type MatchRules } from './match-rules.js';
import { playGameLine } from './late-game-bands.js';
import type { ForecastSample } from './reliability.js';
import type { EngineTeamInput, MatchState } from './types.js';
import { secondsLeft, winModelFeatures } from './win-model.js';
import { forecastInput, type ForecastState } from './win-probability.js';

export type Pairing = readonly [EngineTeamInput, EngineTeamInput];

/** Games the fingerprint plays: enough that any change to the engine's play moves at least one final score. */
const FINGERPRINT_GAMES = 24;

/** 32-bit FNV-1a of a string, as 8 hex digits. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/**
 * What the engine is, as far as the model can tell: the rules table and the
 * final scores and lengths of a fixed set of seeded games. Any change to how
 * games play (a rule, a probability, the order of draws) changes it.
 */
export function engineFingerprint(fixtures: readonly Pairing[], rules: MatchRules = MATCH_RULES): string {
  const parts: string[] = [JSON.stringify(rules)];
  for (let g = 0; g < FINGERPRINT_GAMES; g += 1) {
    const [home, away] = fixtures[(g * 13) % fixtures.length] as Pairing;
    const { state } = playGameLine(home, away, 424_242 + g, rules);
    parts.push(`${state.score.home}-${state.score.away}@${state.elapsed}`);
  }
  return fnv1a(parts.join('|'));
}

/** One sampled state: the model's features, and the sample as the reliability table sees it. */
export interface WinSample extends ForecastSample {
  features: number[];
}

/**
 * Plays `games` seeded games (fixture g*7 of the list, seed firstSeed + g)
 * and samples each every `everySeconds` game seconds: its features and, when
 * `withState` is given, the state as a forecast may see it (for the
 * Monte-Carlo reference). `p` is left at 0.5 for the caller to fill.
 */
export function sampleWinStates(
  fixtures: readonly Pairing[],
  games: number,
  firstSeed: number,
  options: { everySeconds?: number; rules?: MatchRules; withState?: (state: ForecastState, sample: WinSample, game: number) => void } = {},
): WinSample[] {
  const rules = options.rules ?? MATCH_RULES;
  const samples: WinSample[] = [];
  for (let g = 0; g < games; g += 1) {
    const [home, away] = fixtures[(g * 7) % fixtures.length] as Pairing;
    const mine: WinSample[] = [];
    const { state } = playGameLine(
      home,
      away,
      firstSeed + g,
      rules,
      (now: MatchState) => {
        const input = forecastInput(now, false);
        const sample: WinSample = {
          p: 0.5,
          margin: now.score.home - now.score.away,
          secondsLeft: secondsLeft(now, rules),
          finalMargin: 0,
          features: winModelFeatures(input, rules),
        };
        options.withState?.(input, sample, g);
        mine.push(sample);
      },
      options.everySeconds ?? 60,
    );
    const finalMargin = state.score.home - state.score.away;
    for (const s of mine) s.finalMargin = finalMargin;
    for (const s of mine) samples.push(s);
  }
  return samples;
}
