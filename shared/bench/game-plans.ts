/**
 * What a game plan is worth, over seeded games of similar-strength
 * first-division pairs (both venues; points a game against the same sides
 * both coached the other way; ± one standard error): a plan that suits its
 * tactics to the matchup against the default AI, and the presence edge, the
 * best live coach against the same coaching written as a plan.
 *
 *   npx tsx bench/game-plans.ts [--games 2000]
 */
import {
  bestLiveCoach,
  buildCatalogue,
  coachingMargin,
  GAME_PLAN_BANDS,
  ignoresMatchup,
  liveCoachAsPlan,
  planCoach,
  similarPairs,
  suitedPlan,
  type Band,
  type CoachingMargin,
} from '../src/index.js';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  const v = i >= 0 ? Number(process.argv[i + 1]) : NaN;
  return Number.isFinite(v) && v > 0 ? v : fallback;
};

const catalogue = buildCatalogue();
const pairs = similarPairs(
  catalogue,
  catalogue.leagues.filter((l) => l.id <= 12).map((l) => l.id),
  2,
);
const GAMES = arg('games', 2000);
// The late-game bench's coaching seed, so the plan's margins sit beside the live coaches' of the same games.
const SEED = 7_000_000;
let failed = false;
const line = (label: string, m: CoachingMargin, band: Band, value = m.margin) => {
  const ok = value >= band.min && value <= band.max;
  failed ||= !ok;
  console.log(
    `  ${label.padEnd(62)} ${m.margin.toFixed(2).padStart(5)} ± ${m.stdError.toFixed(2)} pts   wins ${m.winPct.toFixed(1)}%   band ${band.min} to ${band.max}   ${ok ? 'PASS' : 'FAIL'}`,
  );
};

const started = performance.now();
console.log(
  `\nGame plans over ${GAMES} seeded games of similar-strength first-division pairs (points a game; both venues; ± one standard error)`,
);
const suited = coachingMargin(pairs, planCoach(suitedPlan), ignoresMatchup, GAMES, SEED);
line('a plan suiting its tactics to the matchup vs the default AI', suited, GAME_PLAN_BANDS.suitedPlan);
const presence = coachingMargin(pairs, bestLiveCoach(), planCoach(liveCoachAsPlan), GAMES, SEED);
line('presence edge: best live coach vs the same coaching as a plan', presence, GAME_PLAN_BANDS.presenceEdge);
console.log(`  (${((performance.now() - started) / 1000).toFixed(1)} s)`);
if (failed) process.exitCode = 1;
