/**
 * One game-server process of the multi-process league test: the real
 * `attachGameServer` with Redis presence and driver, the league room kind
 * (opened by the server, never by a client), and a stand-in for the API's
 * league calendar while a round plays: every few hundred milliseconds it
 * opens the room of each match of the round that has no result and no room
 * here, as the calendar's clock does in every process (the match's claim in
 * Redis lets one process have it; a dead process's matches are taken up by
 * the others once its claims run out). Redis stands in for the shared store
 * (setups, snapshots, results), as in game-process.ts.
 *
 * Env: PORT, REDIS_URL, TOKEN_SECRET, MATCH_TICK_MS, LEAGUE_SECRET, ROUND (match ids, comma separated), SHARE (0 or 1).
 */
import { createServer } from 'node:http';
import { Redis } from 'ioredis';
import { buildCatalogue, catalogueTeam, seedFromString } from '@hardwood/shared';
import { keys } from './keys.js';
import { redisSaveResult, redisSnapshots } from './redis-store.js';
import {
  attachGameServer,
  createLiveRoom,
  defineMatchRoom,
  gameServerReady,
  isMatchPlaying,
  leagueKind,
  LiveTokenSigner,
  type LiveMatchDeps,
} from '../../src/index.js';

const port = Number(process.env.PORT);
const redisUrl = process.env.REDIS_URL ?? '';
const secret = process.env.LEAGUE_SECRET ?? '';
const round = (process.env.ROUND ?? '').split(',').filter(Boolean);
const share = Number(process.env.SHARE ?? 0);
const redis = new Redis(redisUrl);
const catalogue = buildCatalogue();
const tickMs = Number(process.env.MATCH_TICK_MS) || 100;

const deps: LiveMatchDeps = {
  tokens: new LiveTokenSigner(Buffer.from(process.env.TOKEN_SECRET ?? '')),
  tickMs,
  reconnectSeconds: 5,
  kind: leagueKind({
    secret,
    stops: { timeoutMs: 300, quarterBreakMs: 100, halfTimeMs: 200, tipOffMs: 100, returnMs: 50, maxSpectators: 10 },
  }),
  saveRetryFirstMs: 50,
  loadMatch: async (matchId) => {
    await redis.incr(keys.created(matchId));
    const n = round.indexOf(matchId);
    return {
      matchId,
      managedSide: null,
      coaches: {},
      home: catalogueTeam(catalogue, 401 + 2 * n),
      away: catalogueTeam(catalogue, 402 + 2 * n),
      seed: seedFromString(matchId),
      matchday: 1,
      round: 1,
    };
  },
  saveResult: redisSaveResult(redis),
  snapshots: redisSnapshots(redis),
};

const server = createServer((_req, res) => {
  res.writeHead(404).end();
});
const gameServer = attachGameServer(server, undefined, undefined, { redisUrl, publicAddress: `127.0.0.1:${port}` });
defineMatchRoom(gameServer, deps, 'league');
server.listen(port);
await gameServerReady();
process.stdout.write(`ready ${port}\n`);

const opening = new Set<string>();

/** Opens the match's room here unless it is over or a room plays it anywhere (its claim is renewed); one try at a time. */
async function open(matchId: string): Promise<void> {
  if (opening.has(matchId)) return;
  opening.add(matchId);
  try {
    if ((await redis.exists(keys.result(matchId))) || (await isMatchPlaying(matchId))) return;
    await createLiveRoom('league', { matchId, programme: secret });
    await redis.sadd(keys.openedOn(matchId), String(port));
  } catch {
    // Claimed by a room in another process a moment ago, or just ended.
  } finally {
    opening.delete(matchId);
  }
}

// The tip-off: this process's share of the round first, so the round spreads over the processes; then every match
// without a room anywhere (a dead process's) is taken up.
await Promise.all(round.filter((_, i) => i % 2 === share).map((m) => open(m)));
setInterval(() => {
  for (const matchId of round) void open(matchId);
}, 500).unref();
