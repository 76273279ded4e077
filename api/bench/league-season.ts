/**
 * What a league of twelve managers costs over a season: the store's bytes
 * (data files after compaction) and the server's retained heap (after a
 * forced collection) once the league is founded and full, and again after
 * its calendar has played the whole season and ended it; with the time the
 * calendar takes per round (every match played by the managers' plans, the
 * matchday processed for all twelve clubs).
 *
 *   node --expose-gc --import tsx bench/league-season.ts
 *
 * The calendar is driven by the bench (its clock's `now`), a round each
 * time the next tip-off comes, so a season takes as long as its work.
 */
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROUTES, tipOffAt, type LeagueDetail } from '@hardwood/shared';
import mongoose from '../src/infra/store/mongoose.js';
import { startServer } from '../src/main.js';
import { LeagueClock } from '../src/orchestrators/leagues/league-clock.js';
import { HttpClient } from '../test/http-client.js';

const MANAGERS = 12;
/** A season of twelve clubs is 22 matchdays; the rounds after them are the European Cup's and the season's end. */
const MAX_ROUNDS = 40;

process.env.LEAGUE_FAST_CLOCK = '1';
process.env.REGISTER_RATE_LIMIT = String(MANAGERS + 10);
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) console.warn('no --expose-gc: heap figures include garbage (run with node --expose-gc --import tsx)');

const dir = mkdtempSync(path.join(tmpdir(), 'hw-league-season-'));
const server = await startServer({ port: 0, databaseUrl: `nedb://${dir}`, clientDir: '/none', liveCentreMatches: 0, leagueClock: false });

async function heapUsed(): Promise<number> {
  for (let i = 0; i < 4; i += 1) {
    gc?.();
    await new Promise((resolve) => setImmediate(resolve));
  }
  return process.memoryUsage().heapUsed;
}

async function storeBytes(): Promise<number> {
  const db = mongoose.connection.db as unknown as { compact?: () => Promise<void> } | undefined;
  if (!db?.compact) throw new Error('not the embedded file store');
  await db.compact();
  let bytes = 0;
  const walk = (at: string) => {
    for (const name of readdirSync(at)) {
      const file = path.join(at, name);
      const stat = statSync(file);
      if (stat.isDirectory()) walk(file);
      else bytes += stat.size;
    }
  };
  walk(dir);
  return bytes;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const baseline = { heap: await heapUsed(), bytes: await storeBytes() };

const managers: HttpClient[] = [];
for (let i = 0; i < MANAGERS; i += 1) {
  const http = new HttpClient(server.url);
  await http.json(
    'POST',
    '/api/register',
    { email: `league-bench-${i}@example.com`, password: 'correct-horse', firstName: `M${i}`, lastName: 'Bench' },
    201,
  );
  managers.push(http);
}
const [founder, ...others] = managers;
if (!founder) throw new Error('no founder');
const firstTipOff = new Date(Date.now() + 3_600_000);
const everySeconds = 3600;
let league: LeagueDetail = await founder.call(
  ROUTES.leagues.found,
  {},
  {
    name: 'Bench League',
    countryId: 'italy',
    teamId: 105,
    visibility: 'public',
    calendar: { firstTipOff: firstTipOff.toISOString(), everySeconds, timeZone: 'Europe/Rome' },
  },
);
for (const http of others) {
  const free = league.table.find((c) => c.manager === null);
  if (!free) throw new Error('no free club left');
  league = await http.call(ROUTES.leagues.join, { id: league.id }, { teamId: free.teamId });
}
const founded = { heap: await heapUsed(), bytes: await storeBytes() };

let now = new Date(firstTipOff.getTime() + 1000);
const clock = new LeagueClock({ now: () => now });
const roundMs: number[] = [];
let ended = false;
for (let round = 0; round < MAX_ROUNDS && !ended; round += 1) {
  now = new Date(tipOffAt({ firstTipOff: firstTipOff.toISOString(), everySeconds }, round).getTime() + 1000);
  const started = performance.now();
  const outcomes = await clock.tick();
  roundMs.push(performance.now() - started);
  ended = outcomes.some((o) => o.seasonEnded);
}
const season = { heap: await heapUsed(), bytes: await storeBytes() };

const sorted = [...roundMs].sort((a, b) => a - b);
const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
console.log(`League of ${MANAGERS} managers (Serie A), a season on the calendar: ${roundMs.length} rounds, season ended: ${ended}`);
console.log(`  founded and full: store +${mb(founded.bytes - baseline.bytes)}, heap +${mb(founded.heap - baseline.heap)}`);
console.log(`  after the season: store +${mb(season.bytes - baseline.bytes)}, heap +${mb(season.heap - baseline.heap)}`);
console.log(
  `  a round (plans play every match, processing for 12 clubs): median ${at(0.5).toFixed(0)} ms, p90 ${at(0.9).toFixed(0)} ms, max ${at(1).toFixed(0)} ms`,
);
await server.close();
rmSync(dir, { recursive: true, force: true });
