/**
 * The trading block's answers and requests: the manager's listed players,
 * the AI clubs' offers for them (and counter-offers to his refused bids),
 * each with what both sides give and the meter's reasoning.
 */
import { z } from 'zod';
import { offerResultSchema } from './schemas-club.js';
import { idSchema, positionSchema } from './schemas.js';
import { TRADE_MAX_PLAYERS_PER_SIDE } from './rules-trading.js';

const money = () => z.number().int({ error: 'Amounts are whole euros' }).nonnegative();

/** A player on one side of a trade, with his worth by the trade valuation (what the manager may see of it). */
export const tradePlayerSchema = z.object({
  id: idSchema,
  name: z.string(),
  position: positionSchema,
  age: z.number().int(),
  overallRating: z.number().int(),
  value: money(),
});
export type TradePlayer = z.infer<typeof tradePlayerSchema>;

/** An offer comes from the block (an AI club wants a listed player), answers the manager's refused bid (counter), or is his accepted bid. */
export const TRADE_OFFER_KINDS = ['block', 'counter', 'bid'] as const;
export const TRADE_OFFER_STATUSES = ['pending', 'accepting', 'accepted', 'declined', 'expired'] as const;
export type TradeOfferStatus = (typeof TRADE_OFFER_STATUSES)[number];

export const tradeOfferSchema = z.object({
  id: idSchema,
  kind: z.enum(TRADE_OFFER_KINDS),
  club: z.object({ id: idSchema, name: z.string() }),
  youGive: z.array(tradePlayerSchema),
  youGet: z.array(tradePlayerSchema),
  youPay: money(),
  theyPay: money(),
  /** The acceptance meter's reasoning, from the AI club's side, one line per part. */
  reasoning: z.array(z.string()),
  status: z.enum(TRADE_OFFER_STATUSES),
  season: z.number().int(),
  createdMatchday: z.number().int(),
  /** The last matchday on which it can be accepted. */
  expiresMatchday: z.number().int(),
});
export type TradeOffer = z.infer<typeof tradeOfferSchema>;

export const tradingBlockSchema = z.object({
  players: z.array(
    z.object({
      player: tradePlayerSchema,
      listed: z.boolean(),
      /** Why he cannot be listed now (on loan, recently traded), else null. */
      blockedReason: z.string().nullable(),
    }),
  ),
  /** Offers still open first, then this season's settled ones, newest first. */
  offers: z.array(tradeOfferSchema),
  maxListed: z.number().int(),
});
export type TradingBlock = z.infer<typeof tradingBlockSchema>;

export const blockListingPayloadSchema = z.object({ listed: z.boolean({ error: 'Say whether the player is listed' }) });

const playerIds = (min: number) => z.array(idSchema).min(min).max(TRADE_MAX_PLAYERS_PER_SIDE);

/** The manager's bid for AI players: his players and/or money for theirs. */
export const tradeBidPayloadSchema = z.object({
  sellerTeamId: idSchema,
  getPlayerIds: playerIds(1),
  givePlayerIds: playerIds(0).default([]),
  money: money().default(0),
});
export type TradeBidPayload = z.infer<typeof tradeBidPayloadSchema>;

export const tradeBidResultSchema = z.object({
  accepted: z.boolean(),
  message: z.string(),
  reasoning: z.array(z.string()),
  /** What the club would accept instead (one click to accept it), or null. */
  counterOffer: tradeOfferSchema.nullable(),
});
export type TradeBidResult = z.infer<typeof tradeBidResultSchema>;

export const tradeAnswerSchema = z.object({ message: z.string(), offer: tradeOfferSchema, budget: z.number().int() });
export type TradeAnswer = z.infer<typeof tradeAnswerSchema>;

/** The money bid's answer (POST /transfers/offer) with the counter-offer the club makes when it refuses. */
export const offerWithCounterSchema = offerResultSchema.extend({ counterOffer: tradeOfferSchema.nullable().optional() });
export type OfferWithCounter = z.infer<typeof offerWithCounterSchema>;
