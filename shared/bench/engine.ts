/**
 * Engine benchmark: full games per second on one core, with and
 * without the event feed, and the realism table over 2,000 seeded games of
 * similar-strength catalogue teams plus the synthetic stronger-team check (a
 * team against itself raised 10 overall). How games end over real pairings,
 * the coaching margins and the win probability's evidence: late-game.ts and
 * forecast-reliability.ts.
 *
 *   npm run bench -w shared
 */
import {
  buildCatalogue,
  createMatch,
  realismFigures,
  REALISM_BANDS,
  sampleGames,
  shotCalibration,
  similarPairs,
  simulateToEnd,
  strongerWinPct,
  type EngineTeamInput,
} from '../src/index.js';

const catalogue = buildCatalogue();
const firstDivisions = catalogue.leagues.filter((l) => l.id <= 12).map((l) => l.id);
const pairs = similarPairs(catalogue, firstDivisions, 2);

function gamesPerSecond(recordEvents: boolean, games: number): { perSecond: number; msPerGame: number } {
  const run = (n: number, seed: number) => {
    for (let g = 0; g < n; g += 1) {
      const [home, away] = pairs[g % pairs.length] as [EngineTeamInput, EngineTeamInput];
      simulateToEnd(createMatch(home, away, { recordEvents }, seed + g));
    }
  };
  run(300, 9_000_000); // warm-up
  const start = process.hrtime.bigint();
  run(games, 1);
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  return { perSecond: (games * 1000) / ms, msPerGame: ms / games };
}

const TARGET_PER_SECOND = 2000;
console.log(`Engine speed, one core (${pairs.length} similar-strength pairings; createMatch included)`);
for (const recordEvents of [false, true]) {
  const { perSecond, msPerGame } = gamesPerSecond(recordEvents, 5000);
  console.log(
    `  ${recordEvents ? 'with event feed   ' : 'without event feed'}: ${perSecond.toFixed(0)} games/s (${msPerGame.toFixed(3)} ms a game), ` +
      `${(perSecond / TARGET_PER_SECOND).toFixed(2)}x the ${TARGET_PER_SECOND} games/s target`,
  );
}

const GAMES = 2000;
const totals = sampleGames(pairs, GAMES, 1);
const figures = {
  ...realismFigures(totals),
  strongerWinPct: strongerWinPct(
    catalogue,
    catalogue.teams.filter((t) => t.leagueId <= 12).map((t) => t.id),
    10,
    GAMES,
    1,
  ),
};
console.log(`\nRealism over ${GAMES} seeded games (per team and game; % where named)`);
let allIn = true;
for (const [metric, band] of Object.entries(REALISM_BANDS)) {
  const value = figures[metric as keyof typeof figures];
  const inBand = value >= band.min && value <= band.max;
  allIn &&= inBand;
  // Rates under one (injuries a game) need two decimals to be read.
  const digits = band.max < 1 ? 2 : 1;
  const shown = (n: number) => Number(n.toFixed(digits));
  // The stronger-side line is synthetic (a team raised 10 overall above itself), not real pairings: late-game.ts prints those.
  const label = metric === 'strongerWinPct' ? 'synthetic: +10 overall wins %' : metric;
  console.log(
    `  ${label.padEnd(29)} ${value.toFixed(digits).padStart(6)}   band ${shown(band.min)}-${shown(band.max)}   ${inBand ? 'ok' : 'OUT OF BAND'}`,
  );
}
console.log(`  games without a winner or with wrong minute sums: ${totals.invalidGames}`);

// The feed's shot chances: made share against predicted chance, bins of ten points.
const calibration = shotCalibration(pairs, GAMES, 1);
console.log(`\nShot-chance calibration over ${GAMES} seeded games (field goals; a bin of 200+ shots must be within 3 points)`);
let calibrated = true;
for (const bin of calibration) {
  if (bin.shots === 0) continue;
  calibrated &&= bin.ok !== false;
  const verdict = bin.ok === null ? 'too few to judge' : bin.ok ? 'ok' : 'OUT OF BAND';
  console.log(
    `  ${String(bin.from).padStart(2)}-${bin.from + 10}%  ${String(bin.shots).padStart(6)} shots  predicted ${bin.predicted.toFixed(1).padStart(5)}  made ${bin.made.toFixed(1).padStart(5)}   ${verdict}`,
  );
}
if (!allIn || totals.invalidGames > 0 || !calibrated) process.exitCode = 1;
