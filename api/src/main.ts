/** Entry point: opens the store, seeds the catalogue, serves the game on one port. */
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  attachGameServer,
  createLiveRoom,
  defineMatchRoom,
  gameServerReady,
  isMatchPlaying,
  liveRoomSnapshot,
  LiveTokenSigner,
} from '@hardwood/game-server';
import { Redis } from 'ioredis';
import { FRIENDLY_ROOM_NAME, LEAGUE_ROOM_NAME, LIVE_CENTRE, TICK_MS } from '@hardwood/shared';
import { createApp, type AppOptions } from './routes/app.js';
import { releaseAllCareerLocks } from './domain/career/career-lock.js';
import { seedCatalogue } from './domain/catalogue/seed.js';
import { redisRateStores } from './routes/auth/shared-rate-store.js';
import { assertStartupConfig, liveTokenSecret, scaleOut } from './infra/config/config.js';
import { liveMatchDeps } from './routes/live/live-deps.js';
import { friendlyMatchDeps } from './routes/friendlies/friendly-deps.js';
import { LiveCentreProgramme } from './domain/live-centre/programme.js';
import { LeagueClock } from './orchestrators/leagues/league-clock.js';
import { LEAGUE_ROOM_SECRET, leagueMatchDeps } from './routes/leagues/league-deps.js';
import { releaseAllSeasonLocks } from './domain/matches/season-lock.js';
import { startLeagueMarketSettler } from './domain/league-market/settler.js';
import { closeReviewWorker } from './domain/replays/replay.service.js';
import { migrateToWorlds } from './orchestrators/worlds/migrate-worlds.js';
import { connectStore, DEFAULT_DATABASE_URL, disconnectStore, isEmbedded } from './infra/store/connect.js';

const here = path.dirname(fileURLToPath(import.meta.url));

/** How many Live Centre matches run at once: LIVE_CENTRE_MATCHES, else the rules' default, and none under a test runner unless asked. */
function liveCentreMatches(option: number | undefined): number {
  if (option !== undefined) return option;
  const fromEnv = process.env.LIVE_CENTRE_MATCHES;
  if (fromEnv !== undefined && fromEnv !== '') return Math.max(0, Math.floor(Number(fromEnv)) || 0);
  return process.env.VITEST ? 0 : LIVE_CENTRE.concurrentMatches;
}

export async function startServer(
  options: {
    port?: number;
    databaseUrl?: string;
    clientDir?: string;
    liveCentreMatches?: number;
    liveCentreTickMs?: number;
    /** How often the managers' market settles its deadlines (ms); the rules' period by default. */
    leagueMarketSettleMs?: number;
    /** The leagues' calendar runs in every process (its claims keep a round to one); tests drive their own. */
    leagueClock?: boolean;
    env?: AppOptions['env'];
  } = {},
) {
  // Before opening anything: a production start without its required settings fails at once, with the reason.
  assertStartupConfig();
  const databaseUrl = options.databaseUrl ?? process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
  // A store written before worlds owned their records is migrated first (idempotent; a later start skips it).
  await connectStore(databaseUrl, { beforeIndexes: (db) => migrateToWorlds(db) });
  // The embedded store has one process per data directory: a season claim or career lease found now was left by a crash.
  if (isEmbedded(databaseUrl)) await Promise.all([releaseAllSeasonLocks(), releaseAllCareerLocks()]);
  const seeded = await seedCatalogue();
  const secret = liveTokenSecret();
  // The rooms' win probability is the fitted win model, on their own thread (the game server's default).
  const live = liveMatchDeps(secret ? new LiveTokenSigner(secret) : undefined);
  // Several processes: Redis for Colyseus's presence and listings and for the shared rate limits.
  const scale = scaleOut();
  const redis = scale ? new Redis(scale.redisUrl) : null;
  const concurrent = liveCentreMatches(options.liveCentreMatches);
  // LIVE_CENTRE_TICK_MS speeds the programme's games up for tests and load runs only; otherwise they play at 100 ms a game second.
  const programme =
    concurrent > 0
      ? new LiveCentreProgramme({
          concurrent,
          tickMs: options.liveCentreTickMs ?? (Number(process.env.LIVE_CENTRE_TICK_MS) || TICK_MS),
          createRoom: createLiveRoom,
          isRoomLive: (matchId) => liveRoomSnapshot(matchId) !== null,
        })
      : null;
  const { app, sessionStore } = createApp({
    clientDir: options.clientDir ?? path.resolve(here, '../../client/dist'),
    liveTokens: live.tokens,
    liveCentre: programme,
    ...(redis ? { rateStores: redisRateStores(redis) } : {}),
    ...(options.env ? { env: options.env } : {}),
  });
  const server = createServer(app);
  // Idle keep-alive connections live longer than a proxy's (60 s is common), so the proxy, not the server, closes them:
  // a server closing one just as a client reuses it makes that request fail (ECONNRESET), which a loaded test run saw.
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
  const gameServer = attachGameServer(server, live, programme?.roomDeps(live.tokens, live.forecast), scale ?? undefined);
  // Friendlies: the match room with two coached sides, the same passes and records.
  defineMatchRoom(gameServer, friendlyMatchDeps(live.tokens, { ...process.env, ...options.env }), FRIENDLY_ROOM_NAME);
  // Leagues: the match room the calendar opens at each tip-off, for the matches of managers' clubs.
  defineMatchRoom(gameServer, leagueMatchDeps(live.tokens, { ...process.env, ...options.env }), LEAGUE_ROOM_NAME);
  const port = options.port ?? Number(process.env.PORT ?? 3000);
  await new Promise<void>((resolve) => server.listen(port, resolve));
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  await gameServerReady();
  // Rooms are created through the matchmaker, which is ready once the server listens.
  await programme?.start();
  // Deadlines of the managers' market settle without anyone asking.
  const settler = startLeagueMarketSettler(options.leagueMarketSettleMs);
  // LEAGUE_CLOCK_MS: how often the calendar looks (tests and load runs look more often than once a second).
  const leagueClock =
    options.leagueClock === false
      ? null
      : new LeagueClock({
          everyMs: Number(process.env.LEAGUE_CLOCK_MS) || 1000,
          rooms: {
            open: (matchId) => createLiveRoom(LEAGUE_ROOM_NAME, { matchId, programme: LEAGUE_ROOM_SECRET }),
            isLive: (matchId) => isMatchPlaying(matchId),
          },
        });
  leagueClock?.start();
  const close = async () => {
    await leagueClock?.stop();
    programme?.stop();
    await settler.stop();
    await closeReviewWorker();
    sessionStore.close();
    await gameServer.gracefullyShutdown(false);
    await new Promise<void>((resolve) => server.close(() => resolve()));
    redis?.disconnect();
    await disconnectStore();
  };
  return { server, port: actualPort, url: `http://localhost:${actualPort}`, seeded, close };
}

/** How long an idle keep-alive connection stays open. */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

const isEntry = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isEntry) {
  startServer()
    .then(({ url, seeded, close }) => {
      console.log(`[hardwood] catalogue ${seeded.seeded ? 'seeded' : 'ready'}: ${seeded.teams} teams, ${seeded.players} players`);
      console.log(`[hardwood] ready at ${url}`);
      const stop = () => {
        close().then(
          () => process.exit(0),
          () => process.exit(1),
        );
      };
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    })
    .catch((error: unknown) => {
      console.error('[hardwood] failed to start', error);
      process.exit(1);
    });
}
