/**
 * The rules page's section on player development: the age curve (each
 * career phase's ages and its odds a skill rises or falls a point a
 * matchday), and what playing time and a club's training add, every figure
 * read from the rules tables (DEVELOPMENT_BY_PHASE, rules-development.ts).
 */
import {
  CAREER_PHASE_MAX_AGE,
  CAREER_PHASES,
  DEVELOPMENT_BY_PHASE,
  DEVELOPMENT_MINUTES_BONUS,
  DEVELOPMENT_TRAINING_BONUS,
  DEVELOPMENT_TRAINING_MAX_AGE,
  LEAGUE_MATCHDAYS,
  MORALE_BASELINE,
} from '@hardwood/shared';

type Phase = (typeof CAREER_PHASES)[number];
const pctOf = (share: number) => `${Math.round(share * 1000) / 10}%`;
const signedPct = (share: number) => `${share > 0 ? '+' : share < 0 ? '−' : '±'}${pctOf(Math.abs(share))}`;
const overall = (x: number) => `${x > 0 ? '+' : x < 0 ? '−' : '±'}${Math.abs(Math.round(x * 10) / 10)}`;

/** "up to 21", "22-25", …, "34 and older": each phase's ages from the catalogue's bands. */
function agesOf(phase: Phase): string {
  const bands = CAREER_PHASE_MAX_AGE as Record<string, number>;
  const index = CAREER_PHASES.indexOf(phase);
  const previous = index > 0 ? bands[CAREER_PHASES[index - 1] ?? ''] : undefined;
  const max = bands[phase];
  if (previous === undefined) return `up to ${max}`;
  return max === undefined ? `${previous + 1} and older` : `${previous + 1}-${max}`;
}

/** One line a phase: its ages, its odds, and the season's expected overall change from them alone. */
export const DEVELOPMENT_CURVE = CAREER_PHASES.map((phase) => {
  const odds = DEVELOPMENT_BY_PHASE[phase];
  return `${phase[0]?.toUpperCase()}${phase.slice(1)} (${agesOf(phase)}): each skill rises a point on ${pctOf(odds.rise)} of matchdays and falls on ${pctOf(odds.fall)}, about ${overall((odds.rise - odds.fall) * LEAGUE_MATCHDAYS)} overall a season.`;
});

const M = DEVELOPMENT_MINUTES_BONUS;
const T = DEVELOPMENT_TRAINING_BONUS;

export const PLAYER_DEVELOPMENT_SECTION = {
  id: 'player-development',
  title: 'Player development',
  body: [
    `Every matchday each of a player's skills may rise or fall a point; the odds depend on his age (the age curve below), and a rise never takes his overall past his potential. Your league's players develop matchday by matchday; the rest of the world catches its season up at the season turn.`,
    ...DEVELOPMENT_CURVE,
    `Minutes: his playing time in his club's last game scales his odds of rising: a starter (${MORALE_BASELINE.minutes.starter}+ minutes) ${signedPct(M.starter)}, rotation (${MORALE_BASELINE.minutes.rotation}+) ${signedPct(M.rotation)}, the bench ${signedPct(M.bench)}, unused ${signedPct(M.unused)}. The other leagues' games keep no minutes: their players develop at the curve's pace.`,
    `Training: up to age ${DEVELOPMENT_TRAINING_MAX_AGE}, his club's academy scales his odds of rising too: compact ${signedPct(T.compact)}, standard ${signedPct(T.standard)}, elite ${signedPct(T.elite)}; a club without an academy ${signedPct(T.none)}.`,
    `A player's page explains each season's change in parts: age (what his age's odds alone lead to expect), minutes and training (what they added to expect), and the draw (the rest: the matchdays' luck, and growth held at his potential). For example "+4: age 21 +3, minutes +2, draw −1".`,
  ],
} as const;
