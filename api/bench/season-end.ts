/**
 * Benchmark: POST /api/season/end for a whole career world (about
 * 2,100 players aged and developed, the retired gone, 150 AI clubs refilled,
 * promotion and relegation, the next season's calendar) on both embedded
 * stores, after a season simulated as a developer (not timed). Target: under
 * 2 s on the file store.
 *
 *   npm run bench -w api
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROUTES, routeUrl, type SeasonEndResult } from '@hardwood/shared';
import { startServer } from '../src/main.js';
import { HttpClient } from '../test/http-client.js';

process.env.DEVELOPER_EMAILS = 'bench@example.com';
const TARGET_MS = 2_000;
const SEASONS = 2;

for (const url of ['nedb://memory', `nedb://${mkdtempSync(path.join(tmpdir(), 'hw-season-end-'))}`]) {
  const server = await startServer({ port: 0, databaseUrl: url, clientDir: '/none' });
  const http = new HttpClient(server.url);
  await http.json(
    'POST',
    '/api/register',
    { email: 'bench@example.com', password: 'bench-password', firstName: 'Bench', lastName: 'Mark' },
    201,
  );
  await http.json('POST', '/api/setup/complete', { countryId: 'italy', teamId: 104 }, 201);
  await http.json('PATCH', '/api/auth/user/simulate-mode', { simulateMode: true });
  const times: number[] = [];
  let last: SeasonEndResult | null = null;
  for (let season = 1; season <= SEASONS; season += 1) {
    // The league's 22 matchdays, then the European Cup's while the club is in it (the first season's entrants depend on budgets).
    for (let matchday = 1; matchday <= 40; matchday += 1) {
      await http.json('POST', `/api/matches/simulate-matchday/${matchday}`);
      if ((await http.get<{ isComplete: boolean }>('/api/season/status')).isComplete) break;
    }
    const start = performance.now();
    last = await http.json<SeasonEndResult>('POST', routeUrl(ROUTES.season.end, {}));
    times.push(performance.now() - start);
  }
  await server.close();
  const worst = Math.max(...times);
  console.log(
    `${url === 'nedb://memory' ? 'memory' : 'file  '}: season end of a whole world: ${times.map((t) => `${t.toFixed(0)} ms`).join(', ')} over ${SEASONS} seasons ` +
      `(${last?.ageingResults.aged ?? 0} players aged, ${last?.ageingResults.retirements.length ?? 0} retired); target ${TARGET_MS} ms (worst is ${(worst / TARGET_MS).toFixed(2)}x the target)`,
  );
}
