/**
 * How games end and what coaching is worth, over the catalogue's real
 * pairings (each first division's double round robin, played four times
 * with fresh seeds): the stronger side by the gap, comebacks after Q1 and Q3,
 * free throws late in close games, then the coaching margins.
 *
 *   npx tsx bench/late-game.ts [--games 6336] [--coaching-games 2000] [--tactic-games 1000]
 */
import {
  buildCatalogue,
  COACHING_BANDS,
  coachingMargin,
  firstDivisionFixtures,
  ignoresMatchup,
  LATE_BANDS,
  LATE_FT_MARGIN,
  LATE_FT_SECONDS,
  lateFigures,
  neverSubstitutes,
  restRotation,
  sampleLines,
  similarPairs,
  suitsMatchup,
  type Band,
  type Coach,
  type CoachingMargin,
  type LateMetric,
  type Tactics,
} from '../src/index.js';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  const v = i >= 0 ? Number(process.argv[i + 1]) : NaN;
  return Number.isFinite(v) && v > 0 ? v : fallback;
};

const catalogue = buildCatalogue();
const fixtures = firstDivisionFixtures(catalogue);
// Four seasons: the comeback bands stand on a few hundred games each, so twice the two seasons halves their noise.
const GAMES = arg('games', 4 * fixtures.length);
let failed = false;
const verdict = (value: number, band: Band) => {
  const ok = value >= band.min && value <= band.max;
  failed ||= !ok;
  return `band ${band.min}-${band.max}   ${ok ? 'ok' : 'OUT OF BAND'}`;
};

const LABELS: Record<LateMetric, string> = {
  strongerWinPct: 'stronger side wins',
  strongerWinPctGapUnder3: 'stronger side wins, gap under 3',
  strongerWinPctGapOver10: 'stronger side wins, gap over 10',
  downEightToTwelveAfterQ1WinPct: 'down 8-12 after Q1 wins',
  downEightToTwelveAfterQ3WinPct: 'down 8-12 after Q3 wins',
  downTenPlusAfterQ3WinPct: 'down 10 or more after Q3 wins',
};

const started = performance.now();
const figures = lateFigures(sampleLines(fixtures, GAMES, 1));
console.log(
  `\nHow games end: ${GAMES} seeded games of the first divisions' double round robins (${fixtures.length} fixtures a season; strength = mean overall of the best eight); ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
for (const [metric, band] of Object.entries(LATE_BANDS) as Array<[LateMetric, Band]>) {
  const { pct, games } = figures[metric];
  console.log(
    `  ${LABELS[metric].padEnd(34)} ${pct.toFixed(1).padStart(5)}%  of ${String(games).padStart(4)} games   ${verdict(pct, band)}`,
  );
}
const ftOk = figures.lateFreeThrowPct > figures.otherFreeThrowPct;
failed ||= !ftOk;
console.log(
  `  free throws / all attempts: last ${LATE_FT_SECONDS / 60} min of games within ${LATE_FT_MARGIN} ${figures.lateFreeThrowPct.toFixed(1)}%, ` +
    `rest of the game ${figures.otherFreeThrowPct.toFixed(1)}%   (must be higher late)   ${ftOk ? 'ok' : 'NOT HIGHER'}`,
);

// ---- Coaching margins ----
const pairs = similarPairs(
  catalogue,
  catalogue.leagues.filter((l) => l.id <= 12).map((l) => l.id),
  2,
);
const SEED = 7_000_000;
const COACHING_GAMES = arg('coaching-games', 2000);
const TACTIC_GAMES = arg('tactic-games', 1000);
const print = (label: string, m: CoachingMargin, tail: string) =>
  console.log(
    `  ${label.padEnd(62)} ${m.margin.toFixed(2).padStart(5)} ± ${m.stdError.toFixed(2)} pts   wins ${m.winPct.toFixed(1)}%   ${tail}`,
  );
const margin = (a: Coach, b: Coach, games: number) => coachingMargin(pairs, a, b, games, SEED);

console.log(
  `\nCoaching margins over ${COACHING_GAMES} seeded games of similar-strength first-division pairs (points a game against the same sides both coached the other way; both venues; ± one standard error)`,
);
const suited = margin(suitsMatchup(), ignoresMatchup, COACHING_GAMES);
print('tactics that suit the matchup vs a side that ignores it', suited, verdict(suited.margin, COACHING_BANDS.matchupTactics));
for (const [part, what] of [
  ['pace', 'of which: pace (fast when the five is fresher)'],
  ['defense', 'of which: defence (zone against a five that cannot shoot)'],
  ['offense', 'of which: offence (inside against man, perimeter vs zone)'],
] as const)
  print(what, margin(suitsMatchup([part]), ignoresMatchup, COACHING_GAMES), '(alone; the parts overlap)');
const rotation = margin(restRotation(), neverSubstitutes, COACHING_GAMES);
print('rests tired players (off under 60, back at 80) vs never subs', rotation, verdict(rotation.margin, COACHING_BANDS.restRotation));
print("the AI coach's own substitutions vs never subs", margin(ignoresMatchup, neverSubstitutes, COACHING_GAMES), '(the spec rules)');

console.log(`\nEach tactic held all game against the defaults (moderate, balanced, man-to-man), ${TACTIC_GAMES} games: none is a free win`);
const held =
  (tactics: Partial<Tactics>): Coach =>
  (state, side) => {
    if (state.elapsed === 0) state[side].tactics = { ...state[side].tactics, ...tactics };
  };
for (const [label, tactics] of [
  ['fast', { pace: 'fast' }],
  ['slow', { pace: 'slow' }],
  ['inside', { offense: 'inside' }],
  ['perimeter', { offense: 'perimeter' }],
  ['zone', { defense: 'zone' }],
  ['full-court press', { defense: 'full-court-press' }],
] as const)
  print(label, margin(held(tactics), ignoresMatchup, TACTIC_GAMES), '');
if (failed) process.exitCode = 1;
