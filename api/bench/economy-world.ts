/**
 * The world economy's bands, with verdicts (issue: money that bites, morale
 * that recovers), on the embedded store:
 * - ten seasons of the whole world with a passive manager: no club below €0
 *   (no matchday whose loss a club could not cover), the median club's
 *   budget within ±40% of its start, the median club's wages 45-75% of its
 *   income and every club's within 35-90%, every club's budget its start plus
 *   its recorded movements;
 * - a passive manager at Serie A's richest and poorest club for three
 *   seasons: budget within ±40%, team morale 30-80 on average.
 *
 *   npx tsx bench/economy-world.ts [--seasons N] [--passive-seasons N]
 */
import { parseArgs } from 'node:util';
import { TeamModel } from '../src/models/teams/team.model.js';
import { startServer } from '../src/main.js';
import { ledgerMismatches, median, playSeasons, type SeasonReport } from '../test/economy-world.js';
import { marketCareer } from '../test/market-helpers.js';

const { values } = parseArgs({
  options: { seasons: { type: 'string', default: '10' }, 'passive-seasons': { type: 'string', default: '3' } },
});
const SEASONS = Number(values.seasons);
const PASSIVE_SEASONS = Number(values['passive-seasons']);
const RICHEST = 101;
const POOREST = 112;

const pct = (v: number) => `${(v * 100).toFixed(1)}%`;
const m = (euros: number) => `€${(euros / 1_000_000).toFixed(2)}M`;
const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
let failed = false;
const judge = (ok: boolean) => {
  if (!ok) failed = true;
  return verdict(ok);
};

process.env.DEVELOPER_EMAILS = ['world', 'rich', 'poor'].map((n) => `economy-${n}@example.com`).join(',');
const server = await startServer({ port: 0, databaseUrl: 'nedb://memory', clientDir: '/none' });

// ---- Ten seasons of the whole world ----
const started = performance.now();
const world = await marketCareer(server.url, 'economy-world@example.com', 106);
const firstBudgets = new Map(
  (await TeamModel.find({ worldId: world.userId }, { budget: 1 }).lean()).map((t) => [t._id.toString(), t.budget]),
);
console.log(`\nThe world's economy over ${SEASONS} seasons (the 155 AI clubs of a world with a passive manager at Derthona):`);
console.log(
  'season  median budget Δ  min budget  wages/income: min   median   max   clubs out of 35-90%  unpaid  world morale (mean, <20, >90)',
);
const worst = {
  medianChange: 0,
  minShare: Infinity,
  maxShare: 0,
  medianShareLow: Infinity,
  medianShareHigh: 0,
  outOfBand: 0,
  unpaid: 0,
  minBudget: Infinity,
};
await playSeasons(world, SEASONS, {
  onSeason: (r: SeasonReport) => {
    // The AI world: the passive manager's club is reported on its own below.
    const clubs = r.clubs.filter((c) => !c.isManager);
    const changes = clubs.map((c) => (c.end - (firstBudgets.get(c.teamId) ?? c.start)) / (firstBudgets.get(c.teamId) ?? c.start));
    const shares = clubs.filter((c) => c.income > 0).map((c) => c.wages / c.income);
    const out = shares.filter((s) => s < 0.35 || s > 0.9).length;
    const unpaid = clubs.reduce((s, c) => s + c.unpaid, 0);
    const minBudget = Math.min(...clubs.map((c) => c.end));
    const med = median(changes);
    worst.medianChange = Math.max(worst.medianChange, Math.abs(med));
    worst.minShare = Math.min(worst.minShare, ...shares);
    worst.maxShare = Math.max(worst.maxShare, ...shares);
    worst.medianShareLow = Math.min(worst.medianShareLow, median(shares));
    worst.medianShareHigh = Math.max(worst.medianShareHigh, median(shares));
    worst.outOfBand += out;
    worst.unpaid += unpaid;
    worst.minBudget = Math.min(worst.minBudget, minBudget);
    console.log(
      `${String(r.season).padStart(6)}  ${pct(med).padStart(15)}  ${m(minBudget).padStart(10)}  ${pct(Math.min(...shares)).padStart(18)}  ${pct(median(shares)).padStart(6)}  ${pct(Math.max(...shares)).padStart(6)}  ${String(out).padStart(19)}  ${String(unpaid).padStart(6)}  ${r.worldMorale.mean.toFixed(1)}, ${pct(r.worldMorale.low)}, ${pct(r.worldMorale.high)}`,
    );
  },
});
const mismatches = await ledgerMismatches(world.userId, firstBudgets);
console.log(`${SEASONS} seasons in ${((performance.now() - started) / 1000).toFixed(0)} s`);
console.log(
  `- no club below €0: lowest budget at a season end ${m(worst.minBudget)}, matchdays a club could not cover ${worst.unpaid} (band 0) ${judge(worst.unpaid === 0 && worst.minBudget >= 0)}`,
);
console.log(
  `- the median club's budget within ±40% of its start: largest median change ${pct(worst.medianChange)} ${judge(worst.medianChange <= 0.4)}`,
);
console.log(
  `- the median club's wages 45-75% of its income: ${pct(worst.medianShareLow)} to ${pct(worst.medianShareHigh)} ${judge(worst.medianShareLow >= 0.45 && worst.medianShareHigh <= 0.75)}`,
);
console.log(
  `- every club's wages 35-90% of its income: ${pct(worst.minShare)} to ${pct(worst.maxShare)}, club-seasons out of band ${worst.outOfBand} ${judge(worst.outOfBand === 0)}`,
);
console.log(
  `- every club's budget is its start plus its recorded movements: ${mismatches.length} clubs differ ${judge(mismatches.length === 0)}`,
);

// ---- A passive manager at the richest and the poorest club ----
for (const [label, templateId, email] of [
  ['richest', RICHEST, 'economy-rich@example.com'],
  ['poorest', POOREST, 'economy-poor@example.com'],
] as const) {
  const c = await marketCareer(server.url, email, templateId);
  const start = c.team.budget;
  const reports = await playSeasons(c, PASSIVE_SEASONS);
  const end = (await TeamModel.findById(c.team.id, { budget: 1 }).lean())?.budget ?? 0;
  const morale = reports.flatMap((r) => r.teamMorale);
  const mean = morale.reduce((s, v) => s + v, 0) / Math.max(1, morale.length);
  const own = reports.map((r) => r.clubs.find((x) => x.isManager));
  const shares = own.map((b) => (b && b.income > 0 ? pct(b.wages / b.income) : '-')).join(', ');
  const change = (end - start) / start;
  console.log(
    `\nA passive manager at Serie A's ${label} club (${c.team.name}, ${m(start)}), ${PASSIVE_SEASONS} seasons: budget ${m(start)} → ${m(end)} (${pct(change)}, band ±40%) ${judge(Math.abs(change) <= 0.4)}; ` +
      `team morale ${mean.toFixed(1)} on average (band 30-80) ${judge(mean >= 30 && mean <= 80)}, from ${Math.min(...morale).toFixed(0)} to ${Math.max(...morale).toFixed(0)}; wages/income by season ${shares}`,
  );
}

await server.close();
if (failed) process.exitCode = 1;
