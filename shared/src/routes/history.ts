/** Player history: player pages, the player database, match reports, awards and club histories, declared once (see ../contract.ts). */
import { defineRoute } from '../contract.js';
import { playerDatabaseQuerySchema } from '../history/player-database.js';
import {
  clubHistorySchema,
  matchReportSchema,
  playerDatabaseResponseSchema,
  playerProfileSchema,
  seasonAwardsQuerySchema,
  seasonAwardsSchema,
} from '../schemas-history.js';

export const playerPagesRoutes = {
  /** Any player of the career's world, with what the manager may see of him (skills and potential by the scouting rules); 404 otherwise. */
  profile: defineRoute({
    method: 'GET',
    path: '/players/profile/:playerId',
    serves: 'world',
    request: undefined,
    response: playerProfileSchema,
    errors: [400, 401, 404],
    tags: ['roster', 'season', 'market', 'teams'],
  }),
  /** Every player of the world, filtered, sorted and paged on the server. */
  search: defineRoute({
    method: 'GET',
    path: '/players/search',
    serves: 'world',
    request: playerDatabaseQuerySchema,
    response: playerDatabaseResponseSchema,
    errors: [400, 401, 429],
    tags: ['roster', 'market', 'teams'],
  }),
} as const;

export const historyRoutes = {
  /** A played game of the career's world (the own league, the Cup, another league): both box scores and its periods. */
  matchReport: defineRoute({
    method: 'GET',
    path: '/match-reports/:gameId',
    serves: 'world',
    request: undefined,
    response: matchReportSchema,
    errors: [400, 401, 404],
    tags: ['season'],
  }),
  /** A season's awards (the latest ended season without `season`); 404 before any season has ended. */
  seasonAwards: defineRoute({
    method: 'GET',
    path: '/season-awards',
    serves: 'world',
    request: seasonAwardsQuerySchema,
    response: seasonAwardsSchema,
    errors: [400, 401, 404],
    tags: ['season'],
  }),
  /** A club's finished seasons: finish, record, Cup run, awards, top scorer. */
  clubHistory: defineRoute({
    method: 'GET',
    path: '/club-history/:teamId',
    serves: 'world',
    request: undefined,
    response: clubHistorySchema,
    errors: [400, 401, 404],
    tags: ['season', 'teams'],
  }),
} as const;
