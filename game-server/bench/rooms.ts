/**
 * Room benchmark (issue 5): N concurrent live matches at 100 ms ticks on one
 * game-server process, one client each from a separate process. Prints tick
 * lateness p50/p99, server CPU and heap per room, and bytes per second per
 * client. Target: 500 rooms with p99 lateness under 20 ms.
 *
 *   npm run bench -w game-server     (ROOM_COUNTS=100,250,500,750 changes the sizes; --expose-gc makes the heap figure exact)
 */
import { fork } from 'node:child_process';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { matchMaker, Server } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { buildCatalogue, catalogueTeam, TICK_MS } from '@hardwood/shared';
import { defineMatchRoom, LiveTokenSigner } from '../src/index.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const COUNTS = (process.env.ROOM_COUNTS ?? '100,250,500').split(',').map(Number);
const TARGET_ROOMS = 500;
const TARGET_P99_MS = 20;
const WARM_UP_MS = 5_000;

const catalogue = buildCatalogue();
const firstDivision = catalogue.teams.filter((t) => t.leagueId <= 12).map((t) => t.id);
const tokens = new LiveTokenSigner();
let lateness: number[] = [];

const gameServer = new Server({ transport: new WebSocketTransport({ server: createServer() }), gracefullyShutdown: false, greet: false });
defineMatchRoom(gameServer, {
  tokens,
  tickMs: TICK_MS,
  reconnectSeconds: 120,
  onTick: (elapsed) => lateness.push(Math.max(0, elapsed - TICK_MS)),
  loadMatch: async (matchId) => {
    const n = Number(matchId.slice(1));
    const home = firstDivision[n % firstDivision.length] as number;
    const away = firstDivision[(n + 1) % firstDivision.length] as number;
    return { matchId, managedSide: 'home', home: catalogueTeam(catalogue, home), away: catalogueTeam(catalogue, away), seed: n, matchday: 1, round: 1 };
  },
  saveResult: async () => undefined,
});
await gameServer.listen(0);
const address = (gameServer.transport as WebSocketTransport).server?.address();
const port = typeof address === 'object' && address ? address.port : 0;

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};

async function run(count: number, round: number) {
  const child = fork(path.join(here, 'room-clients.ts'), { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const next = <T>(type: string) => new Promise<T>((resolve) => child.on('message', (m: { type: string }) => m.type === type && resolve(m as T)));
  global.gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  const rooms = Array.from({ length: count }, (_, i) => {
    const matchId = `r${round * 10_000 + i}`;
    return { matchId, token: tokens.sign({ userId: 'bench', matchId, role: 'manager' }) };
  });
  const joined = next<{ count: number }>('joined');
  child.send({ type: 'start', start: { endpoint: `ws://localhost:${port}`, rooms } });
  await joined;
  await new Promise((resolve) => setTimeout(resolve, WARM_UP_MS));
  lateness = [];
  const cpuBefore = process.cpuUsage();
  const eluBefore = performance.eventLoopUtilization();
  const wallBefore = performance.now();
  const bytes = next<{ bytes: number; ms: number; rooms: number }>('bytes');
  child.send({ type: 'measure' });
  const report = await bytes;
  const cpu = process.cpuUsage(cpuBefore);
  const elu = performance.eventLoopUtilization(eluBefore);
  const wall = performance.now() - wallBefore;
  global.gc?.();
  const heapPerRoom = (process.memoryUsage().heapUsed - heapBefore) / count;
  const result = {
    rooms: count,
    p50: quantile(lateness, 0.5),
    p99: quantile(lateness, 0.99),
    cpuPct: ((cpu.user + cpu.system) / 1000 / wall) * 100,
    loopPct: elu.utilization * 100,
    cpuUsPerRoomTick: ((cpu.user + cpu.system) / (wall / TICK_MS)) / count,
    heapKbPerRoom: heapPerRoom / 1024,
    bytesPerClientSecond: report.bytes / (report.ms / 1000) / count,
  };
  child.send({ type: 'stop' });
  await new Promise((resolve) => child.on('exit', resolve));
  // Rooms wait for their managers to come back; end them for the next round.
  for (const room of await matchMaker.query({})) await matchMaker.remoteRoomCall(room.roomId, 'disconnect').catch(() => undefined);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  return result;
}

console.log(`Live match rooms at ${TICK_MS} ms ticks, one client each in a separate process (10 s measured after ${WARM_UP_MS / 1000} s warm-up)`);
console.log('  rooms | tick lateness p50 / p99 | process CPU | event loop busy | CPU per room-tick | heap per room | bytes/s per client');
const results = [];
for (const [round, count] of COUNTS.entries()) {
  const r = await run(count, round);
  results.push(r);
  console.log(
    `  ${String(r.rooms).padStart(5)} | ${r.p50.toFixed(0).padStart(6)} ms / ${r.p99.toFixed(0).padStart(3)} ms      | ${r.cpuPct.toFixed(0).padStart(9)}%  | ${r.loopPct.toFixed(0).padStart(13)}%  | ${r.cpuUsPerRoomTick.toFixed(0).padStart(13)} µs  | ${r.heapKbPerRoom.toFixed(0).padStart(9)} KB  | ${r.bytesPerClientSecond.toFixed(0)}`,
  );
}
const atTarget = results.find((r) => r.rooms === TARGET_ROOMS);
if (atTarget) console.log(`  target: ${TARGET_ROOMS} rooms with p99 under ${TARGET_P99_MS} ms: p99 ${atTarget.p99.toFixed(0)} ms (${(atTarget.p99 / TARGET_P99_MS).toFixed(2)}x the limit)`);
await gameServer.gracefullyShutdown(false);
process.exit(0);
