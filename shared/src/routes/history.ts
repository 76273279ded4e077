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
import { decisionReviewResponseSchema, replayTimelineSchema } from '../schemas-replay.js';
import { hallOfFameMemberSchema, hallOfFameSchema, worldRecordsSchema } from '../schemas-hall-of-fame.js';

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
  /**
   * A played game of the world again: the server replays it from its start
   * and command log (404 for a game played before records were kept).
   */
  matchReplay: defineRoute({
    method: 'GET',
    path: '/match-reports/:gameId/replay',
    serves: 'world',
    request: undefined,
    response: replayTimelineSchema,
    errors: [400, 401, 404],
    tags: ['season'],
  }),
  /**
   * The review of the manager's own decisions in a game his club played:
   * worked out off the request, so it answers `pending` until it is
   * ready; asking again is how a client waits.
   */
  decisionReview: defineRoute({
    method: 'POST',
    path: '/match-reports/:gameId/review',
    serves: 'club',
    request: undefined,
    response: decisionReviewResponseSchema,
    errors: [400, 401, 404, 409, 429],
    invalidates: [],
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
  /** The world's Hall of Fame: the players whose careers scored enough when they retired, newest first. */
  hallOfFame: defineRoute({
    method: 'GET',
    path: '/hall-of-fame',
    serves: 'world',
    request: undefined,
    response: hallOfFameSchema,
    errors: [400, 401],
    tags: ['season'],
  }),
  /** One member of the world's Hall of Fame (a retired player's page); 404 for anyone else. */
  hallOfFameMember: defineRoute({
    method: 'GET',
    path: '/hall-of-fame/:playerId',
    serves: 'world',
    request: undefined,
    response: hallOfFameMemberSchema,
    errors: [400, 401, 404],
    tags: ['season'],
  }),
  /** The world's records from every game's box score: points in a game, a season and a career, winning runs, comebacks. */
  records: defineRoute({
    method: 'GET',
    path: '/records',
    serves: 'world',
    request: undefined,
    response: worldRecordsSchema,
    errors: [400, 401, 429],
    tags: ['season'],
  }),
} as const;
