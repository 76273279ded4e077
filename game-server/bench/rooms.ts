/**
 * Room benchmark: live rooms at 100 ms ticks on one
 * game-server process, their clients in a separate process. Prints tick
 * lateness p50/p99, server CPU per room-tick, heap per room, bytes and
 * messages per second per client, and the ratio to the 20 ms limit.
 *
 * Scenarios (BENCH_SCENARIOS picks, comma-separated):
 *   live-centre  N Live Centre rooms (AI v AI) with one spectator each; N from ROOM_COUNTS (default 1000,2000). Target: 2,000 at p99 < 20 ms.
 *   crowd        5,000 spectators spread over 100 Live Centre rooms. Target: p99 < 20 ms.
 *   career       N career rooms with their manager playing; N from CAREER_COUNTS (default 500).
 *
 * Win-probability forecasts run as in production (FORECAST_WORKERS, default 1), and so do the
 * crash-recovery records (a start per match, then its progress every 24 game seconds), handed to
 * a store that writes nothing (BENCH_SNAPSHOTS=0 turns them off).
 *
 *   npm run bench -w game-server     (--expose-gc makes the heap figure exact)
 */
import { fork, spawnSync } from 'node:child_process';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { matchMaker, Server } from '@colyseus/core';
import { buildCatalogue, catalogueTeam, LIVE_CENTRE, LIVE_CENTRE_ROOM_NAME, LIVE_ROOM_NAME, TICK_MS, type Side } from '@hardwood/shared';
import { defineMatchRoom, ForecastPool, LiveTokenSigner, SpreadHeartbeatTransport, type LiveMatchDeps } from '../src/index.js';
import type { Seat } from './room-clients.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const counts = (name: string, fallback: string) => (process.env[name] ?? fallback).split(',').filter(Boolean).map(Number);
const SCENARIOS = (process.env.BENCH_SCENARIOS ?? 'live-centre,crowd,career').split(',');
const TARGET_P99_MS = 20;
const WARM_UP_MS = 5_000;
const SECRET = 'bench';

const catalogue = buildCatalogue();
const firstDivision = catalogue.teams.filter((t) => t.leagueId <= 12).map((t) => t.id);
const tokens = new LiveTokenSigner();
let lateness: number[] = [];
// Win-probability forecasts as in production (one worker unless FORECAST_WORKERS says otherwise); counted to report how many were served.
const forecastWorkers = Number(process.env.FORECAST_WORKERS ?? 1) || 0;
const pool = forecastWorkers > 0 ? new ForecastPool(forecastWorkers) : null;
const forecasts = { asked: 0, served: 0 };
const forecast: LiveMatchDeps['forecast'] = pool
  ? (input) => {
      forecasts.asked += 1;
      const pending = pool.forecast(input);
      if (pending) forecasts.served += 1;
      return pending;
    }
  : undefined;
/**
 * Crash-recovery records handed to a store that writes nothing: the rooms' own cost (serializing
 * a start once, then the progress), not the database's, and not kept in this process's heap.
 * Counted to report. BENCH_SNAPSHOTS=0 turns them off.
 */
const snapshotsOn = process.env.BENCH_SNAPSHOTS !== '0';
const snapshotCount = { written: 0, bytes: 0 };
const snapshots: LiveMatchDeps['snapshots'] = snapshotsOn
  ? {
      begin: async () => undefined,
      save: async (_matchId, _elapsed, progress) => {
        snapshotCount.written += 1;
        snapshotCount.bytes += progress.length;
      },
      load: async () => null,
      clear: async () => undefined,
    }
  : undefined;
/** Garbage-collection pauses during the measured window (ms each): a stall shows up in every room's lateness at once. */
let gcPauses: number[] = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) gcPauses.push(entry.duration);
}).observe({ entryTypes: ['gc'] });

function deps(managedSide: Side | null): LiveMatchDeps {
  return {
    tokens,
    tickMs: TICK_MS,
    reconnectSeconds: 120,
    onTick: (elapsed) => lateness.push(Math.max(0, elapsed - TICK_MS)),
    ...(forecast ? { forecast } : {}),
    ...(managedSide
      ? {}
      : {
          exhibition: {
            secret: SECRET,
            quarterBreakMs: LIVE_CENTRE.quarterBreakMs,
            halfTimeMs: LIVE_CENTRE.halfTimeMs,
            maxSpectators: LIVE_CENTRE.maxSpectators,
          },
        }),
    loadMatch: async (matchId) => {
      const n = Number(matchId.slice(1));
      const home = firstDivision[n % firstDivision.length] as number;
      const away = firstDivision[(n + 1) % firstDivision.length] as number;
      return {
        matchId,
        managedSide,
        home: catalogueTeam(catalogue, home),
        away: catalogueTeam(catalogue, away),
        seed: n,
        matchday: 1,
        round: 1,
      };
    },
    saveResult: async () => undefined,
    ...(snapshots ? { snapshots } : {}),
  };
}

// The production transport (its heartbeat spread over the interval).
// Keep-alive longer than Node's 5 s default: the clients' agent reuses its sockets between join batches, and
// one the server closes just as a request goes out fails that join with "socket hang up" (seen under load).
const httpServer = createServer();
httpServer.keepAliveTimeout = 60_000;
const gameServer = new Server({ transport: new SpreadHeartbeatTransport({ server: httpServer }), gracefullyShutdown: false, greet: false });
defineMatchRoom(gameServer, deps('home'), LIVE_ROOM_NAME);
defineMatchRoom(gameServer, deps(null), LIVE_CENTRE_ROOM_NAME);
await gameServer.listen(0);
const address = (gameServer.transport as SpreadHeartbeatTransport).server?.address();
const port = typeof address === 'object' && address ? address.port : 0;

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};

let round = 0;
/** Passes dated ahead: on a loaded machine thousands of joins can outlast a pass's lifetime before the last one is used. */
const signedAt = () => Date.now() + 10 * 60_000;
async function run(kind: 'live-centre' | 'career', roomCount: number, perRoom: number) {
  round += 1;
  const child = fork(path.join(here, 'room-clients.ts'), { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  // The clients share this machine's cores with the server: at the lowest priority they take only what the server leaves (BENCH_CLIENT_NICE=0 turns it off).
  if (child.pid && process.env.BENCH_CLIENT_NICE !== '0') spawnSync('renice', ['-n', '19', '-p', String(child.pid)], { stdio: 'ignore' });
  // A client process that fails (a join refused) fails the bench instead of leaving it waiting forever.
  child.once('exit', (code) => {
    if (code !== 0) {
      console.error(`[bench] the client process exited with code ${code}`);
      process.exit(1);
    }
  });
  const next = <T>(type: string) =>
    new Promise<T>((resolve) => child.on('message', (m: { type: string }) => m.type === type && resolve(m as T)));
  global.gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  const matchIds = Array.from({ length: roomCount }, (_, i) => `r${round * 10_000 + i}`);
  const seats: Seat[] = [];
  if (kind === 'live-centre') {
    // The programme creates Live Centre rooms; spectators only join.
    for (const matchId of matchIds) await matchMaker.createRoom(LIVE_CENTRE_ROOM_NAME, { matchId, programme: SECRET });
    for (let k = 0; k < perRoom; k += 1)
      for (const matchId of matchIds)
        seats.push({
          roomName: LIVE_CENTRE_ROOM_NAME,
          matchId,
          token: tokens.sign({ userId: `fan${k}`, matchId, role: 'spectator' }, signedAt()),
          manager: false,
        });
  } else {
    for (const matchId of matchIds)
      seats.push({
        roomName: LIVE_ROOM_NAME,
        matchId,
        token: tokens.sign({ userId: 'bench', matchId, role: 'manager' }, signedAt()),
        manager: true,
      });
  }
  const joined = next<{ count: number }>('joined');
  child.send({ type: 'start', endpoint: `ws://localhost:${port}`, seats });
  await joined;
  await new Promise((resolve) => setTimeout(resolve, WARM_UP_MS));
  lateness = [];
  gcPauses = [];
  forecasts.asked = forecasts.served = 0;
  snapshotCount.written = snapshotCount.bytes = 0;
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  const cpuBefore = process.cpuUsage();
  const eluBefore = performance.eventLoopUtilization();
  const wallBefore = performance.now();
  const bytes = next<{ bytes: number; messages: number; ms: number }>('bytes');
  child.send({ type: 'measure' });
  const report = await bytes;
  loopDelay.disable();
  const cpu = process.cpuUsage(cpuBefore);
  const elu = performance.eventLoopUtilization(eluBefore);
  const wall = performance.now() - wallBefore;
  global.gc?.();
  const heapPerRoom = (process.memoryUsage().heapUsed - heapBefore) / roomCount;
  const clients = seats.length;
  const result = {
    label: `${kind === 'career' ? 'career' : 'Live Centre'} ${roomCount} rooms × ${perRoom}`,
    p50: quantile(lateness, 0.5),
    p99: quantile(lateness, 0.99),
    max: lateness.reduce((a, b) => (b > a ? b : a), 0),
    lateShare: lateness.filter((l) => l > TARGET_P99_MS).length / Math.max(1, lateness.length),
    gcMaxMs: gcPauses.reduce((a, b) => (b > a ? b : a), 0),
    loopDelayP99: loopDelay.percentile(99) / 1e6,
    loopDelayMax: loopDelay.max / 1e6,
    gcTotalMs: gcPauses.reduce((a, b) => a + b, 0),
    cpuPct: ((cpu.user + cpu.system) / 1000 / wall) * 100,
    loopPct: elu.utilization * 100,
    cpuUsPerRoomTick: (cpu.user + cpu.system) / (wall / TICK_MS) / roomCount,
    // The rooms' own thread (the process figure also counts the forecast worker and GC helper threads).
    loopUsPerRoomTick: (elu.active * 1000) / (wall / TICK_MS) / roomCount,
    heapKbPerRoom: heapPerRoom / 1024,
    bytesPerClientSecond: report.bytes / (report.ms / 1000) / clients,
    messagesPerClientSecond: report.messages / (report.ms / 1000) / clients,
    forecastsPerSecond: forecasts.served / (wall / 1000),
    forecastsSkipped: forecasts.asked - forecasts.served,
    snapshotsPerSecond: snapshotCount.written / (wall / 1000),
    snapshotBytes: snapshotCount.written > 0 ? snapshotCount.bytes / snapshotCount.written : 0,
  };
  child.send({ type: 'stop' });
  await new Promise((resolve) => child.on('exit', resolve));
  // Rooms wait for their managers or play on for nobody; end them for the next round.
  for (const room of await matchMaker.query({})) await matchMaker.remoteRoomCall(room.roomId, 'disconnect').catch(() => undefined);
  // Gone before the next round measures its heap: disposing saves each result first, and the
  // rooms' memory is let go a few seconds after (their sockets close), not leaked (measured).
  for (let waited = 0; (await matchMaker.query({})).length > 0 && waited < 20_000; waited += 250)
    await new Promise((resolve) => setTimeout(resolve, 250));
  await new Promise((resolve) => setTimeout(resolve, 5000));
  return result;
}

console.log(`Live match rooms at ${TICK_MS} ms ticks, clients in a separate process (10 s measured after ${WARM_UP_MS / 1000} s warm-up)`);
console.log(
  '  scenario                       | tick lateness p50 / p99 | process CPU | loop busy | per room-tick: CPU, loop | heap per room | per client: bytes/s, patches/s | ticks late > 20 ms, worst | GC pauses: longest, total | event-loop delay p99, max | forecasts/s (skipped) | progress writes/s, bytes each',
);
const print = (r: Awaited<ReturnType<typeof run>>) =>
  console.log(
    `  ${r.label.padEnd(30)} | ${r.p50.toFixed(0).padStart(6)} ms / ${r.p99.toFixed(0).padStart(3)} ms      | ${r.cpuPct.toFixed(0).padStart(9)}%  | ${r.loopPct.toFixed(0).padStart(7)}%  | ${r.cpuUsPerRoomTick.toFixed(1).padStart(6)} µs, ${r.loopUsPerRoomTick.toFixed(1).padStart(5)} µs | ${r.heapKbPerRoom.toFixed(0).padStart(9)} KB  | ${r.bytesPerClientSecond.toFixed(0)}, ${r.messagesPerClientSecond.toFixed(1)} | ${(r.lateShare * 100).toFixed(2)}%, ${r.max.toFixed(0)} ms | ${r.gcMaxMs.toFixed(0)} ms, ${r.gcTotalMs.toFixed(0)} ms | ${r.loopDelayP99.toFixed(0)} ms, ${r.loopDelayMax.toFixed(0)} ms | ${r.forecastsPerSecond.toFixed(0)} (${r.forecastsSkipped}) | ${r.snapshotsPerSecond.toFixed(0)}, ${r.snapshotBytes.toFixed(0)}`,
  );
const verdicts: string[] = [];
const verdict = (what: string, r: Awaited<ReturnType<typeof run>>) =>
  verdicts.push(
    `  target: ${what} with p99 under ${TARGET_P99_MS} ms: p99 ${r.p99.toFixed(0)} ms (${(r.p99 / TARGET_P99_MS).toFixed(2)}x the limit)`,
  );
if (SCENARIOS.includes('live-centre')) {
  for (const count of counts('ROOM_COUNTS', '1000,2000')) {
    const r = await run('live-centre', count, 1);
    print(r);
    if (count === 2000) verdict('2,000 Live Centre rooms with one spectator each', r);
  }
}
if (SCENARIOS.includes('crowd')) {
  const r = await run('live-centre', 100, 50);
  print(r);
  verdict('5,000 spectators over 100 rooms', r);
}
if (SCENARIOS.includes('career')) {
  for (const count of counts('CAREER_COUNTS', '500')) {
    const r = await run('career', count, 1);
    print(r);
    if (count === 500) verdict('500 career rooms', r);
  }
}
for (const line of verdicts) console.log(line);
await pool?.close();
await gameServer.gracefullyShutdown(false);
process.exit(0);
