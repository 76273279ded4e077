/**
 * Benchmark: POST /api/season/end for a whole career world (about
 * 2,100 players aged and developed, the retired gone, 150 AI clubs refilled,
 * promotion and relegation, the next season's calendar) on both embedded
 * stores, after a season simulated as a developer (not timed). Target: under
 * 2 s on the file store. On the memory store it also prints the fitness of
 * the manager's regulars over the first season and at the next one's start,
 * with a verdict against FITNESS_AFTER_CLOSE_SEASON (the close season heals).
 *
 *   npm run bench -w api
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FITNESS_AFTER_CLOSE_SEASON, ROUTES, routeUrl, type Player, type PlayerSeasonStats, type SeasonEndResult } from '@hardwood/shared';
import { startServer } from '../src/main.js';
import { HttpClient } from '../test/http-client.js';

process.env.DEVELOPER_EMAILS = 'bench@example.com';
const TARGET_MS = 2_000;
const SEASONS = 2;
/** The regulars: the manager's players with the most minutes over the season. */
const REGULARS = 8;

const band = (values: readonly number[]) => (values.length > 0 ? `${Math.min(...values)}-${Math.max(...values)}%` : 'none');

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
  const watchFitness = url === 'nedb://memory';
  // The squad's fitness after each matchday of the first season (not timed).
  const fitnessByMatchday: Array<Map<string, number>> = [];
  const rosterFitness = async () => new Map((await http.get<Player[]>('/api/players/roster')).map((p) => [p.id, p.fitness]));
  let regulars: string[] = [];
  for (let season = 1; season <= SEASONS; season += 1) {
    // The league's 22 matchdays, then the European Cup's while the club is in it (the first season's entrants depend on budgets).
    for (let matchday = 1; matchday <= 40; matchday += 1) {
      await http.json('POST', `/api/matches/simulate-matchday/${matchday}`);
      if (watchFitness && season === 1) fitnessByMatchday.push(await rosterFitness());
      if ((await http.get<{ isComplete: boolean }>('/api/season/status')).isComplete) break;
    }
    if (watchFitness && season === 1) {
      const stats = await http.get<PlayerSeasonStats[]>('/api/players/statistics');
      regulars = stats
        .sort((a, b) => b.matchesPlayed * b.averageMinutes - a.matchesPlayed * a.averageMinutes)
        .slice(0, REGULARS)
        .map((s) => s.playerId);
    }
    const start = performance.now();
    last = await http.json<SeasonEndResult>('POST', routeUrl(ROUTES.season.end, {}));
    times.push(performance.now() - start);
    if (watchFitness && season === 1) {
      const of = (fitness: Map<string, number> | undefined) => regulars.flatMap((id) => (fitness?.has(id) ? [fitness.get(id) ?? 0] : []));
      const over = [0, 5, 10, 15, fitnessByMatchday.length - 1].map((i) => `matchday ${i + 1} ${band(of(fitnessByMatchday[i]))}`);
      // Regulars sold or retired at the turn are not in next season's squad: the verdict reads those who stayed.
      const next = of(await rosterFitness());
      const pass = next.length > 0 && Math.min(...next) >= FITNESS_AFTER_CLOSE_SEASON;
      console.log(
        `memory: fitness of the ${REGULARS} regulars over season 1: ${over.join(', ')}; at season 2's start ${band(next)} ` +
          `(${next.length} still in the squad); band >= ${FITNESS_AFTER_CLOSE_SEASON}%: ${pass ? 'PASS' : 'FAIL'}`,
      );
    }
  }
  await server.close();
  const worst = Math.max(...times);
  console.log(
    `${url === 'nedb://memory' ? 'memory' : 'file  '}: season end of a whole world: ${times.map((t) => `${t.toFixed(0)} ms`).join(', ')} over ${SEASONS} seasons ` +
      `(${last?.ageingResults.aged ?? 0} players aged, ${last?.ageingResults.retirements.length ?? 0} retired); target ${TARGET_MS} ms (worst is ${(worst / TARGET_MS).toFixed(2)}x the target)`,
  );
}
