/** Contracts and wages, the club's books by matchday, and the manager's morale levers, declared once (see ../contract.ts). */
import { z } from 'zod';
import { defineRoute, type RouteTag } from '../contract.js';
import { noBodySchema } from '../schemas-club.js';
import { seasonBooksQuerySchema } from '../schemas-ledger.js';
import {
  contractTermsSchema,
  expiringContractsSchema,
  leverResultSchema,
  moraleOverviewSchema,
  promiseResponseSchema,
  releasePayloadSchema,
  releaseQuoteSchema,
  releaseResponseSchema,
  renewPayloadSchema,
  renewResponseSchema,
  seasonBooksSchema,
  talkPayloadSchema,
  wageSummarySchema,
} from '../schemas-contracts.js';

const READ = [400, 401] as const;
/** A decision runs under the season's lock (409 while a matchday is processed, or when the rules say no now). */
const DECISION = [400, 401, 404, 409] as const;
/** A contract decision moves wages, the roster, the office's list and (severance) the budget. */
const CONTRACT_TAGS: readonly RouteTag[] = ['roster', 'office', 'budget', 'market'];

export const contractsRoutes = {
  /** The club's wage bill against its wage budget and projected income, and when its contracts end. */
  summary: defineRoute({
    method: 'GET',
    path: '/contracts/summary',
    serves: 'club',
    request: undefined,
    response: wageSummarySchema,
    errors: READ,
    tags: ['roster', 'budget'],
  }),
  /** A player's ask at the manager's club (a free agent, another club's player, or his own for a renewal) and the wage room. */
  terms: defineRoute({
    method: 'GET',
    path: '/contracts/terms/:playerId',
    serves: 'club',
    request: undefined,
    response: contractTermsSchema,
    errors: [400, 401, 404],
    tags: ['roster', 'market', 'budget'],
  }),
  /** The manager's contracts that end with this season, with each player's ask and the decision taken. */
  expiring: defineRoute({
    method: 'GET',
    path: '/contracts/expiring',
    serves: 'club',
    request: undefined,
    response: expiringContractsSchema,
    errors: READ,
    tags: ['roster', 'office'],
  }),
  /** Offers a new contract at his ask: he agrees, or (low morale, one seeded draw a season) refuses. */
  renew: defineRoute({
    method: 'POST',
    path: '/contracts/renew/:playerId',
    serves: 'club',
    request: renewPayloadSchema,
    response: renewResponseSchema,
    errors: DECISION,
    invalidates: CONTRACT_TAGS,
    whileLive: { refused: 'contract' },
  }),
  /** Lets him go: at the season end (free), or now (severance: the rest of this season and half of later ones). */
  release: defineRoute({
    method: 'POST',
    path: '/contracts/release/:playerId',
    serves: 'club',
    request: releasePayloadSchema,
    response: releaseResponseSchema,
    errors: DECISION,
    invalidates: [...CONTRACT_TAGS, 'teams'],
    whileLive: { refused: 'contract' },
  }),
  /** What releasing each of the manager's players now would cost. */
  releaseQuotes: defineRoute({
    method: 'GET',
    path: '/contracts/release-quotes',
    serves: 'club',
    request: undefined,
    response: z.array(releaseQuoteSchema),
    errors: READ,
    tags: ['roster', 'season'],
  }),
} as const;

export const booksRoutes = {
  /** A season's books by matchday (income, wages, other costs, transfers, budget) and its projected end, for the finances charts. */
  seasonBooks: defineRoute({
    method: 'GET',
    path: '/finances/season',
    serves: 'club',
    request: seasonBooksQuerySchema,
    response: seasonBooksSchema,
    errors: READ,
    tags: ['budget'],
  }),
} as const;

/** A lever moves the squad's morale: rosters, the dashboard's team morale, the morale panel. */
const MORALE_TAGS: readonly RouteTag[] = ['roster'];

export const moraleRoutes = {
  /** The squad's morale, where each player's is drifting and why, the levers left this matchday. */
  overview: defineRoute({
    method: 'GET',
    path: '/morale',
    serves: 'club',
    request: undefined,
    response: moraleOverviewSchema,
    errors: READ,
    tags: ['roster', 'season'],
  }),
  /** A team meeting: once a matchday, a seeded outcome explained. */
  teamMeeting: defineRoute({
    method: 'POST',
    path: '/morale/team-meeting',
    serves: 'club',
    request: noBodySchema,
    response: leverResultSchema,
    errors: DECISION,
    invalidates: MORALE_TAGS,
    whileLive: { refused: 'morale' },
  }),
  /** Praise or criticise one player: once a matchday each. */
  talk: defineRoute({
    method: 'POST',
    path: '/morale/talk/:playerId',
    serves: 'club',
    request: talkPayloadSchema,
    response: leverResultSchema,
    errors: DECISION,
    invalidates: MORALE_TAGS,
    whileLive: { refused: 'morale' },
  }),
  /** Promise him playing time over his next games: morale now, and a verdict later (broken promises cost more). */
  promise: defineRoute({
    method: 'POST',
    path: '/morale/promise/:playerId',
    serves: 'club',
    request: noBodySchema,
    response: promiseResponseSchema,
    errors: DECISION,
    invalidates: MORALE_TAGS,
    whileLive: { refused: 'morale' },
  }),
} as const;
