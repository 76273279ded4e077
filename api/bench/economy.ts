/**
 * Economy table: a passive manager's full season in Serie A on the
 * embedded store; every club's budget before and after, its income and
 * expenses. The economy sanity test asserts the bands on the same run.
 *
 *   npm run bench -w api
 */
import { startServer } from '../src/main.js';
import { economyTable, passiveSeason } from '../test/economy-season.js';

process.env.DEVELOPER_EMAILS = 'economy-bench@example.com';
const server = await startServer({ port: 0, databaseUrl: 'nedb://memory', clientDir: '/none' });
const started = performance.now();
const rows = await passiveSeason(server.url, 'economy-bench@example.com', 106);
console.log(economyTable(rows));
const changes = rows.map((r) => (r.end - r.start) / r.start);
console.log(
  `economy: ${rows.length} clubs over 22 matchdays in ${((performance.now() - started) / 1000).toFixed(1)} s; budget change from ${(Math.min(...changes) * 100).toFixed(1)}% to ${(Math.max(...changes) * 100).toFixed(1)}% (band ±40%)`,
);
await server.close();
