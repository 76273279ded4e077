/**
 * The trading block, declared once (see ../contract.ts): the manager's
 * players with their listing and the offers AI clubs make for them, listing
 * and unlisting, answering an offer (a counter-offer too), and his own bid
 * of players and money for AI players.
 */
import { defineRoute, type RouteTag } from '../contract.js';
import { noBodySchema } from '../schemas-club.js';
import {
  blockListingPayloadSchema,
  tradeAnswerSchema,
  tradeBidPayloadSchema,
  tradeBidResultSchema,
  tradingBlockSchema,
} from '../schemas-trading.js';

/** A trade changes what a deal does: budgets, rosters, lineups, the market's lists, other clubs. */
const TRADE_TAGS: readonly RouteTag[] = ['budget', 'roster', 'market', 'teams', 'news'];

export const tradingBlockRoutes = {
  block: defineRoute({
    method: 'GET',
    path: '/trading-block',
    serves: 'club',
    request: undefined,
    response: tradingBlockSchema,
    errors: [400, 401],
    tags: ['roster', 'market', 'season'],
  }),
  /** Lists or unlists one of the manager's players; a repeat changes nothing. */
  setListing: defineRoute({
    method: 'PUT',
    path: '/trading-block/players/:playerId',
    serves: 'club',
    request: blockListingPayloadSchema,
    response: tradingBlockSchema,
    errors: [400, 401, 404, 409],
    invalidates: ['market'],
  }),
  /** Accepts an AI club's offer or counter-offer: re-judged and re-checked by the server first. */
  accept: defineRoute({
    method: 'POST',
    path: '/trading-block/offers/:offerId/accept',
    serves: 'club',
    request: noBodySchema,
    response: tradeAnswerSchema,
    errors: [400, 401, 404, 409],
    invalidates: TRADE_TAGS,
    whileLive: { refused: 'squad' },
  }),
  decline: defineRoute({
    method: 'POST',
    path: '/trading-block/offers/:offerId/decline',
    serves: 'club',
    request: noBodySchema,
    response: tradeAnswerSchema,
    errors: [400, 401, 404, 409],
    invalidates: ['market'],
  }),
  /** The manager's bid of players and money for an AI club's players: accepted, or answered with a counter-offer. */
  bid: defineRoute({
    method: 'POST',
    path: '/trading-block/bid',
    serves: 'club',
    request: tradeBidPayloadSchema,
    response: tradeBidResultSchema,
    errors: [400, 401, 404, 409],
    invalidates: TRADE_TAGS,
    whileLive: { refused: 'squad' },
  }),
} as const;
