/**
 * What a world and a seat cost: the bytes a world takes in the file store
 * (data files after compaction) and the server's retained heap (after a
 * forced collection), per world, per extra seat, and once each world has
 * played a matchday. Leagues hold many managers per process, so these are
 * the figures that say how many fit.
 *
 *   node --expose-gc --import tsx bench/world-cost.ts [--worlds N]
 *
 * A first world is made and seated before the baseline, and plays its
 * matchday before the others: it loads code, compiles routes and fills
 * process-wide caches once, which no later world pays again. The restart
 * figure loads copies of the files made before and after the N careers.
 */
import { cpSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Match, Team } from '@hardwood/shared';
import mongoose from '../src/infra/store/mongoose.js';
import { startServer } from '../src/main.js';
import { UserModel } from '../src/models/auth/user.model.js';
import { HttpClient } from '../test/http-client.js';
import { seatSecondManager } from '../test/second-seat.js';

const { values } = parseArgs({ options: { worlds: { type: 'string', default: '10' } } });
const WORLDS = Math.max(1, Number(values.worlds) || 10);
/** Spain's clubs are template ids 201-212: each career takes one, the warm-up one too. */
const FIRST_CLUB = 201;
/** The extra managers' clubs, in another league than any first manager's (Serie A, 101-112). */
const EXTRA_SEAT_CLUB = 101;
/** Extra managers per world: one seat is a few kilobytes, below the heap figures' noise unless there are many. */
const EXTRA_SEATS = 5;
/** The single-manager world's memory budget. */
const TARGET_WORLD_BYTES = 5 * 1024 * 1024;

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) console.warn('no --expose-gc: heap figures include garbage (run with node --expose-gc --import tsx)');

const emails: string[] = [];
const emailOf = (role: string, i: number) => `world-cost-${role}-${i}@example.com`;
for (let i = 0; i <= WORLDS; i += 1) {
  emails.push(emailOf('manager', i));
  for (let k = 0; k < EXTRA_SEATS; k += 1) emails.push(emailOf(`seat${k}`, i));
}
// Simulating one's own match needs a developer account.
process.env.DEVELOPER_EMAILS = emails.join(',');
// Every account of the bench registers from one address.
process.env.REGISTER_RATE_LIMIT = String(emails.length + 10);

const dir = mkdtempSync(path.join(tmpdir(), 'hw-world-cost-'));
const start = (at: string) => startServer({ port: 0, databaseUrl: `nedb://${at}`, clientDir: '/none', liveCentreMatches: 0 });
const server = await start(dir);

/** Heap used after a full collection, settled over a few turns of the event loop (finalisers, weak refs). */
async function heapUsed(): Promise<number> {
  for (let i = 0; i < 4; i += 1) {
    gc?.();
    await new Promise((resolve) => setImmediate(resolve));
  }
  return process.memoryUsage().heapUsed;
}

/** Bytes of every data file under `at` by collection. */
function fileBytes(at: string): Map<string, number> {
  const sizes = new Map<string, number>();
  const walk = (at: string, prefix: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const full = path.join(at, entry.name);
      if (entry.isDirectory()) walk(full, `${prefix}${entry.name}/`);
      else if (entry.name.endsWith('.db')) sizes.set(prefix + entry.name.slice(0, -3), statSync(full).size);
    }
  };
  walk(at, '');
  return sizes;
}

/** The running server's data files, compacted first (nedb appends each write; compaction keeps live data only). */
async function storeBytes(): Promise<Map<string, number>> {
  const db = mongoose.connection.db as unknown as { compact?: () => Promise<void> } | undefined;
  if (!db?.compact) throw new Error('not the embedded file store');
  await db.compact();
  return fileBytes(dir);
}

interface Snapshot {
  heap: number;
  bytes: Map<string, number>;
}
async function snapshot(): Promise<Snapshot> {
  // Heap first: compaction builds each file's text in memory.
  const heap = await heapUsed();
  return { heap, bytes: await storeBytes() };
}
const total = (bytes: Map<string, number>) => [...bytes.values()].reduce((s, b) => s + b, 0);

const kb = (b: number) => `${(b / 1024).toFixed(1)} KB`;
const mb = (b: number) => `${(b / 1024 / 1024).toFixed(2)} MB`;
const size = (b: number) => (Math.abs(b) >= 1024 * 1024 ? mb(b) : kb(b));

function report(label: string, from: Snapshot, to: Snapshot, count: number, largest = 0): { heap: number; bytes: number } {
  const heap = (to.heap - from.heap) / count;
  const bytes = (total(to.bytes) - total(from.bytes)) / count;
  console.log(`${label}: memory ${size(heap)} (heap used after GC), store ${size(bytes)} (data files after compaction)`);
  if (largest > 0) {
    const byCollection = [...to.bytes]
      .map(([name, b]) => [name, (b - (from.bytes.get(name) ?? 0)) / count] as const)
      .filter(([, b]) => b !== 0)
      .sort((a, b) => b[1] - a[1]);
    const shown = byCollection.slice(0, largest);
    const rest = byCollection.slice(largest).reduce((s, [, b]) => s + b, 0);
    console.log(
      `  store by collection: ${shown.map(([name, b]) => `${name} ${size(b)}`).join(', ')}, the other ${byCollection.length - shown.length} ${size(rest)}`,
    );
  }
  return { heap, bytes };
}

interface Career {
  http: HttpClient;
  worldId: mongoose.Types.ObjectId;
}
async function career(i: number): Promise<Career> {
  const http = new HttpClient(server.url);
  const email = emailOf('manager', i);
  await http.json('POST', '/api/register', { email, password: 'bench-password', firstName: 'World', lastName: 'Cost' }, 201);
  await http.json('POST', '/api/setup/complete', { countryId: 'spain', teamId: FIRST_CLUB + (i % 12) }, 201);
  const user = await UserModel.findOne({ email }, { careerWorldId: 1 }).lean();
  if (!user?.careerWorldId) throw new Error(`${email} has no world`);
  return { http, worldId: user.careerWorldId };
}

/** Plays the manager's first matchday: his match simulated, then the whole world's matchday processed. */
async function playMatchday({ http }: Career): Promise<void> {
  await http.json('PATCH', '/api/auth/user/simulate-mode', { simulateMode: true });
  const team = await http.get<Team>('/api/user/team');
  const own = (await http.get<Match[]>('/api/matches')).find(
    (m) => m.matchday === 1 && (m.homeTeamId === team.id || m.awayTeamId === team.id),
  );
  if (!own) throw new Error('no match on matchday 1');
  await http.json('POST', `/api/matches/${own.id}/simulate`);
  await http.json('POST', `/api/matches/${own.id}/complete-processing`);
}

const started = performance.now();
const empty = await snapshot();
// The warm-up world is made and seated before the baseline, and plays its matchday before the others play theirs, so no
// figure pays for first-time compilation. It plays after the careers are made on purpose: how a stored document is laid
// out in memory has depended on what the process did before (see compactDeepCopy), and a fresh server is the worst case.
const first = await career(0);
await seatSecondManager(server.url, first.worldId, emailOf('seat0', 0), EXTRA_SEAT_CLUB);
const warm = await snapshot();
// Copies of the compacted files, for the restart figures below.
const warmDir = `${dir}-warm`;
cpSync(dir, warmDir, { recursive: true });
const careers: Career[] = [];
for (let i = 1; i <= WORLDS; i += 1) careers.push(await career(i));
const made = await snapshot();
const madeDir = `${dir}-made`;
cpSync(dir, madeDir, { recursive: true });
for (const [i, c] of careers.entries()) {
  for (let k = 0; k < EXTRA_SEATS; k += 1) await seatSecondManager(server.url, c.worldId, emailOf(`seat${k}`, i + 1), EXTRA_SEAT_CLUB + k);
}
const seated = await snapshot();
await playMatchday(first);
const firstPlayed = await snapshot();
for (const c of careers) await playMatchday(c);
const played = await snapshot();
await server.close();

/** The heap of a server started on a copy of the files: what the worlds cost once loaded from disk after a restart. */
async function restarted(at: string): Promise<Snapshot> {
  const again = await start(at);
  const heap = await heapUsed();
  await again.close();
  return { heap, bytes: fileBytes(at) };
}
const restartedWarm = await restarted(warmDir);
const restartedMade = await restarted(madeDir);
for (const at of [dir, warmDir, madeDir]) rmSync(at, { recursive: true, force: true });

console.log(`\nWhat a world costs, file store, ${WORLDS} careers of one manager each (node --expose-gc --import tsx bench/world-cost.ts):`);
report('- the first world (two seats), with the process-wide warm-up', empty, warm, 1);
const world = report('- per world (a career: POST /api/setup/complete)', warm, made, WORLDS, 6);
report(`- per extra seat (${EXTRA_SEATS} more managers seated in each world)`, made, seated, WORLDS * EXTRA_SEATS, 4);
report('- per world, its first matchday played (simulate + complete-processing)', firstPlayed, played, WORLDS, 6);
report('- per world after a restart (the same files loaded by a new server)', restartedWarm, restartedMade, WORLDS);
// The warm-up world's matchday (first-time compilation) left out.
const seatedPlayed = (played.heap - firstPlayed.heap + seated.heap - warm.heap) / WORLDS;
const seatedPlayedBytes = (total(played.bytes) - total(firstPlayed.bytes) + total(seated.bytes) - total(warm.bytes)) / WORLDS;
console.log(`- a world of ${1 + EXTRA_SEATS} managers after one matchday: memory ${size(seatedPlayed)}, store ${size(seatedPlayedBytes)}`);
console.log(
  `- a single-manager world's memory ${mb(world.heap)}, target under ${mb(TARGET_WORLD_BYTES)}: ${world.heap < TARGET_WORLD_BYTES ? 'PASS' : 'FAIL'}; ` +
    `heap ${mb(empty.heap)} empty, ${mb(played.heap)} at the end; ${((performance.now() - started) / 1000).toFixed(0)} s`,
);
if (world.heap >= TARGET_WORLD_BYTES) process.exitCode = 1;
