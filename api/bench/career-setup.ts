/** Benchmark: server start with catalogue seeding, and POST /api/setup/complete per career, on both embedded stores. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from '../src/main.js';
import { HttpClient } from '../test/http-client.js';
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
  console.log(`${url.startsWith('nedb://memory') ? 'memory' : 'file  '}: start+seed ${startMs.toFixed(0)} ms; setup/complete median ${times[5]!.toFixed(0)} ms, max ${times[9]!.toFixed(0)} ms (10 careers)`);
  await s.close();
}
