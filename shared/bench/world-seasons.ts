/**
 * A stable world: ten seasons of the whole catalogue world with
 * AI-only clubs through the season turn, printed per season. The issue's
 * bands: the top tiers' mean overall and its spread within ±2 of season 1,
 * no club under 12 players.
 */
import { simulateWorldSeasons } from '../src/index.js';

const started = performance.now();
const history = simulateWorldSeasons(10);
const ms = performance.now() - started;
const first = history[0];
if (!first) throw new Error('no seasons');
const pct = (v: number) => `${Math.round(v * 100)}%`.padStart(4);
console.log("\nWorld over ten seasons (AI-only clubs; top tiers' overall ratings; ages of all rostered players)");
console.log('season  mean   Δmean  spread  Δspread  18-21 22-25 26-30 31-33  34+  roster min-max  oldest  retired  youngsters  signed');
for (const s of history) {
  console.log(
    `${String(s.season).padStart(6)}  ${s.firstDivisionMean.toFixed(2)}  ${(s.firstDivisionMean - first.firstDivisionMean).toFixed(2).padStart(5)}  ${s.firstDivisionSpread.toFixed(2).padStart(6)}  ${(s.firstDivisionSpread - first.firstDivisionSpread).toFixed(2).padStart(7)}  ` +
      `${pct(s.ages['18-21'])}  ${pct(s.ages['22-25'])}  ${pct(s.ages['26-30'])}  ${pct(s.ages['31-33'])}  ${pct(s.ages['34+'])}  ${String(s.smallestRoster).padStart(6)}-${s.largestRoster}  ${String(s.oldest).padStart(9)}  ${String(s.retirements).padStart(7)}  ${String(s.youngsters).padStart(10)}  ${String(s.signings).padStart(6)}`,
  );
}
const worstMean = Math.max(...history.map((s) => Math.abs(s.firstDivisionMean - first.firstDivisionMean)));
const worstSpread = Math.max(...history.map((s) => Math.abs(s.firstDivisionSpread - first.firstDivisionSpread)));
const smallest = Math.min(...history.map((s) => s.smallestRoster));
console.log(
  `largest drift: mean ${worstMean.toFixed(2)}, spread ${worstSpread.toFixed(2)} (band ±2); smallest roster ${smallest} (floor 12); ${ms.toFixed(0)} ms for ten seasons`,
);
if (worstMean > 2 || worstSpread > 2 || smallest < 12) process.exitCode = 1;
