/**
 * Benchmark: server start with catalogue seeding, and POST /api/setup/complete
 * per career (a whole world: every national league's clubs, their rosters and
 * the free agents), on both embedded stores. Target: median under 1 s on the file store.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from '../src/main.js';
import { PlayerModel } from '../src/models/players/player.model.js';
import { TeamModel } from '../src/models/teams/team.model.js';
import { HttpClient } from '../test/http-client.js';
const SETUP_TARGET_MS = 1000;
for (const url of ['nedb://memory', `nedb://${mkdtempSync(path.join(tmpdir(), 'hw-'))}`]) {
  let t = performance.now();
  const s = await startServer({ port: 0, databaseUrl: url, clientDir: '/none' });
  const startMs = performance.now() - t;
  const times: number[] = [];
  for (let i = 0; i < 10; i++) {
    const h = new HttpClient(s.url);
    await h.json('POST', '/api/register', { email: `m${i}@x.com`, password: 'bench-password', firstName: 'a', lastName: 'b' }, 201);
    t = performance.now();
    await h.json('POST', '/api/setup/complete', { countryId: 'spain', teamId: 201 + i }, 201);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const world = `${(await TeamModel.countDocuments()) / 10} teams and ${(await PlayerModel.countDocuments()) / 10} players each`;
  console.log(
    `${url.startsWith('nedb://memory') ? 'memory' : 'file  '}: start+seed ${startMs.toFixed(0)} ms; setup/complete of a whole world median ${times[5]!.toFixed(0)} ms, ` +
      `max ${times[9]!.toFixed(0)} ms (10 careers, ${world}); target ${SETUP_TARGET_MS} ms`,
  );
  await s.close();
}
