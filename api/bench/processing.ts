/**
 * Benchmark: POST /api/matches/:id/complete-processing for a
 * whole matchday (own league's other five matches, development, morale, and
 * the twelve other national leagues of the career's world: 72 more games from
 * the world's own rosters), on both embedded stores.
 * The manager's own match is simulated first and not timed.
 *
 *   npm run bench -w api
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Match, Team } from '@hardwood/shared';
import { startServer } from '../src/main.js';
import { HttpClient } from '../test/http-client.js';

process.env.DEVELOPER_EMAILS = 'bench@example.com';
const MATCHDAYS = 22;
const TARGET_MS = 150;

for (const url of ['nedb://memory', `nedb://${mkdtempSync(path.join(tmpdir(), 'hw-processing-'))}`]) {
  const server = await startServer({ port: 0, databaseUrl: url, clientDir: '/none' });
  const http = new HttpClient(server.url);
  await http.json(
    'POST',
    '/api/register',
    { email: 'bench@example.com', password: 'bench-password', firstName: 'Bench', lastName: 'Mark' },
    201,
  );
  await http.json('POST', '/api/setup/complete', { countryId: 'spain', teamId: 201 }, 201);
  await http.json('PATCH', '/api/auth/user/simulate-mode', { simulateMode: true });
  const team = await http.get<Team>('/api/user/team');
  const times: number[] = [];
  for (let matchday = 1; matchday <= MATCHDAYS; matchday += 1) {
    const matches = await http.get<Match[]>('/api/matches');
    const own = matches.find((m) => m.matchday === matchday && (m.homeTeamId === team.id || m.awayTeamId === team.id));
    if (!own) throw new Error(`no match on matchday ${matchday}`);
    await http.json('POST', `/api/matches/${own.id}/simulate`);
    const start = performance.now();
    await http.json('POST', `/api/matches/${own.id}/complete-processing`);
    times.push(performance.now() - start);
  }
  await server.close();
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  const mean = times.reduce((s, t) => s + t, 0) / times.length;
  console.log(
    `${url === 'nedb://memory' ? 'memory' : 'file  '}: complete-processing with the world's rosters over ${MATCHDAYS} matchdays: median ${median.toFixed(0)} ms, mean ${mean.toFixed(0)} ms, ` +
      `max ${(sorted.at(-1) ?? 0).toFixed(0)} ms; target ${TARGET_MS} ms (median is ${(median / TARGET_MS).toFixed(2)}x the target)`,
  );
}
