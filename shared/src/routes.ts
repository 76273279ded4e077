/**
 * The API's routes, declared once (./contract.ts) and grouped by feature:
 * the API mounts each group with one call that must handle every route of it,
 * and the client calls and queries them from here. New routes go into their
 * feature's group (./routes/*.ts).
 */
import type { HttpMethod } from './contract.js';
import { authRoutes, catalogueRoutes, setupRoutes } from './routes/account.js';
import { academyRoutes, editorRoutes, youthScoutingRoutes } from './routes/academy.js';
import {
  cupRoutes,
  dashboardRoutes,
  lineupRoutes,
  matchesRoutes,
  moneyRoutes,
  playersRoutes,
  seasonRoutes,
  teamsRoutes,
} from './routes/club.js';
import { historyRoutes, playerPagesRoutes } from './routes/history.js';
import { liveCentreRoutes, liveRoutes } from './routes/live.js';
import { loansRoutes, transfersRoutes } from './routes/market.js';
import { officeRoutes } from './routes/office.js';
import { booksRoutes, contractsRoutes, moraleRoutes } from './routes/contracts.js';
import { friendliesRoutes } from './routes/friendlies.js';
import { gamePlanRoutes } from './routes/game-plan.js';
import { leagueMarketRoutes } from './routes/league-market.js';
import { leagueRoutes, worldRoutes } from './routes/leagues.js';
import { boardRoutes } from './routes/board.js';
import { tradingBlockRoutes } from './routes/trading-block.js';

export type { SetupResult } from './routes/account.js';

export const ROUTES = {
  auth: authRoutes,
  catalogue: catalogueRoutes,
  setup: setupRoutes,
  teams: teamsRoutes,
  players: playersRoutes,
  lineup: lineupRoutes,
  dashboard: dashboardRoutes,
  season: seasonRoutes,
  matches: matchesRoutes,
  cup: cupRoutes,
  money: moneyRoutes,
  books: booksRoutes,
  contracts: contractsRoutes,
  morale: moraleRoutes,
  transfers: transfersRoutes,
  loans: loansRoutes,
  office: officeRoutes,
  academy: academyRoutes,
  youthScouting: youthScoutingRoutes,
  editor: editorRoutes,
  live: liveRoutes,
  liveCentre: liveCentreRoutes,
  playerPages: playerPagesRoutes,
  history: historyRoutes,
  friendlies: friendliesRoutes,
  gamePlan: gamePlanRoutes,
  leagueMarket: leagueMarketRoutes,
  leagues: leagueRoutes,
  worlds: worldRoutes,
  board: boardRoutes,
  tradingBlock: tradingBlockRoutes,
} as const;

/** Where the browser goes to sign in (an HTML page) and to sign out (a page whose button posts). */
export const SIGN_IN_URL = '/api/login';
export const SIGN_OUT_URL = '/api/logout';

/**
 * The API's routes that are not JSON routes of the table: the sign-in page and
 * its form posts answer HTML or redirects (JSON too when asked, for scripts and
 * tests), behind rate limiters and passport. The live rooms' matchmaking is the
 * game server's (Colyseus), not under /api.
 */
export const NON_JSON_ROUTES: ReadonlyArray<{ method: HttpMethod; path: string; why: string }> = [
  { method: 'GET', path: '/login', why: 'the sign-in page (HTML)' },
  { method: 'POST', path: '/login', why: 'the sign-in form: redirects, or JSON when posted as JSON' },
  { method: 'POST', path: '/register', why: 'the register form: redirects, or JSON when posted as JSON' },
  { method: 'POST', path: '/logout', why: 'signs out: redirects, or 204 when posted as JSON' },
  { method: 'GET', path: '/logout', why: 'the sign-out page (HTML) whose button posts' },
];
