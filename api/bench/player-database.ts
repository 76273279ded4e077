/**
 * Benchmark: GET /api/players/search (the player database) over a whole
 * career world (about 2,150 players), on both embedded stores: the default
 * page (best overall first), a sort by value, a wage range sorted by wage,
 * the filters together, a league, a name search and a deep page. Each query is asked 30 times after
 * a warm-up; the median and the 95th percentile of the whole request (session,
 * store, sorting and paging) are printed against the target.
 *
 *   npm run bench -w api
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PLAYER_DATABASE_TARGET_MS, ROUTES, routeUrl, type PlayerDatabaseResponse, type RouteRequest } from '@hardwood/shared';
import { startServer } from '../src/main.js';
import { HttpClient } from '../test/http-client.js';

const RUNS = 30;
type Query = NonNullable<RouteRequest<typeof ROUTES.playerPages.search>>;

const QUERIES: Array<{ label: string; query: Query }> = [
  { label: 'default page (overall)', query: {} },
  { label: 'sorted by value', query: { sort: 'value' } },
  { label: 'wage €100k-300k by wage', query: { wageMin: 100_000, wageMax: 300_000, sort: 'wage' } },
  { label: 'PG, 20-26, overall 60+', query: { position: 'PG', ageMin: 20, ageMax: 26, overallMin: 60, sort: 'age' } },
  { label: 'one league by club', query: { leagueId: 2, sort: 'club' } },
  { label: 'name search', query: { q: 'an', sort: 'name' } },
  { label: 'page 40 of 25', query: { page: 40, pageSize: 25 } },
];

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

for (const url of ['nedb://memory', `nedb://${mkdtempSync(path.join(tmpdir(), 'hw-player-db-'))}`]) {
  const server = await startServer({ port: 0, databaseUrl: url, clientDir: '/none' });
  const http = new HttpClient(server.url);
  await http.json(
    'POST',
    '/api/register',
    { email: 'bench@example.com', password: 'bench-password', firstName: 'Bench', lastName: 'Mark' },
    201,
  );
  await http.json('POST', '/api/setup/complete', { countryId: 'spain', teamId: 201 }, 201);
  const store = url === 'nedb://memory' ? 'memory' : 'file  ';
  for (const { label, query } of QUERIES) {
    const path = routeUrl(ROUTES.playerPages.search, {}, query as Record<string, string | number | undefined>);
    let total = 0;
    for (let i = 0; i < 3; i += 1) total = (await http.get<PlayerDatabaseResponse>(path)).total;
    const times: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const start = performance.now();
      await http.get<PlayerDatabaseResponse>(path);
      times.push(performance.now() - start);
    }
    const all = (await http.get<PlayerDatabaseResponse>(routeUrl(ROUTES.playerPages.search, {}, { pageSize: 1 }))).total;
    times.sort((a, b) => a - b);
    const median = percentile(times, 0.5);
    console.log(
      `${store}: player database at ${all} players, ${label} (${total} match): median ${median.toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms; ` +
        `target ${PLAYER_DATABASE_TARGET_MS} ms (median is ${(median / PLAYER_DATABASE_TARGET_MS).toFixed(2)}x the target)`,
    );
  }
  await server.close();
}
