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
import { redisSaveResult, redisSnapshots } from './redis-store.js';
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
  saveResult: redisSaveResult(redis),
  snapshots: redisSnapshots(redis),
};

const server = createServer((_req, res) => {
  res.writeHead(404).end();
});
attachGameServer(server, deps, undefined, { redisUrl, publicAddress: `127.0.0.1:${port}` });
server.listen(port);
await gameServerReady();
process.stdout.write(`ready ${port}\n`);
