/**
 * One game-server process of the multi-process test, run as its
 * own Node process: the real `attachGameServer` with Redis presence and
 * driver and its own public address, the match room's dependencies backed by
 * the same Redis (the test's stand-in for the shared MongoDB store: setups,
 * snapshots, results and counters every process sees).
 *
 * Env: PORT, REDIS_URL, TOKEN_SECRET, MATCH_TICK_MS.
 */
import { createServer } from 'node:http';
import { Redis } from 'ioredis';
import { buildCatalogue, catalogueTeam, seedFromString } from '@hardwood/shared';
import { keys } from './keys.js';
import { attachGameServer, careerKind, gameServerReady, LiveTokenSigner, type LiveMatchDeps } from '../../src/index.js';

const port = Number(process.env.PORT);
const redisUrl = process.env.REDIS_URL ?? '';
const redis = new Redis(redisUrl);
const catalogue = buildCatalogue();

const deps: LiveMatchDeps = {
  tokens: new LiveTokenSigner(Buffer.from(process.env.TOKEN_SECRET ?? '')),
  tickMs: Number(process.env.MATCH_TICK_MS) || 100,
  reconnectSeconds: 60,
  kind: careerKind(),
  saveRetryFirstMs: 50,
  loadMatch: async (matchId) => {
    await redis.incr(keys.created(matchId));
    return {
      matchId,
      managedSide: 'home',
      home: catalogueTeam(catalogue, 401),
      away: catalogueTeam(catalogue, 402),
      seed: seedFromString(matchId),
      matchday: 1,
      round: 1,
    };
  },
  // The store's last word: the first result stays (SET NX), whatever else is tried.
  saveResult: async (matchId, state) => {
    await redis.incr(keys.saveCalls(matchId));
    await redis.set(
      keys.result(matchId),
      JSON.stringify({ score: state.score, elapsed: state.elapsed, events: state.events.length }),
      'NX',
    );
  },
  snapshots: {
    // As the API's store: a start per match, its newest progress (one writer per match here: the room that claimed it).
    async begin(matchId, start) {
      await redis.del(keys.progress(matchId));
      await redis.set(keys.start(matchId), start);
    },
    async save(matchId, elapsed, progress) {
      if (!(await redis.exists(keys.start(matchId)))) return;
      const stored = await redis.get(keys.progress(matchId));
      if (stored && (JSON.parse(stored) as { elapsed: number }).elapsed > elapsed) return;
      await redis.set(keys.progress(matchId), JSON.stringify({ elapsed, progress }));
    },
    async load(matchId) {
      const start = await redis.get(keys.start(matchId));
      if (start === null) return null;
      const stored = await redis.get(keys.progress(matchId));
      return { start, progress: stored ? (JSON.parse(stored) as { progress: string }).progress : null };
    },
    async clear(matchId) {
      await redis.del(keys.progress(matchId), keys.start(matchId));
    },
  },
};

const server = createServer((_req, res) => {
  res.writeHead(404).end();
});
attachGameServer(server, deps, undefined, { redisUrl, publicAddress: `127.0.0.1:${port}` });
server.listen(port);
await gameServerReady();
process.stdout.write(`ready ${port}\n`);
