/**
 * The trading block: AI clubs' offers for the players a manager lists, the
 * counter-offers to his refused bids, and the one valuation both sides of a
 * trade are judged by (shared/src/market/trading-block).
 */

/**
 * At most this many new AI offers reach one club per matchday: enough for a
 * listed player to draw interest within a couple of matchdays, few enough
 * that the Trading Block tab stays a short list to read, not a flood.
 */
export const TRADE_OFFERS_PER_MATCHDAY = 3;

/** One club makes at most one offer for a listed player per matchday, with this chance (a club that needs him does not always call at once). */
export const TRADE_OFFER_CHANCE = 0.6;

/**
 * An offer stands for this many matchdays after the one it came on: long
 * enough to think it over across one processing, short enough that the
 * clubs' squads (and so the valuation behind it) have not moved far.
 */
export const TRADE_OFFER_LIFETIME_MATCHDAYS = 2;

/** A manager lists at most this many players at once: a block is a short list of who may go, not the squad. */
export const TRADE_BLOCK_MAX_PLAYERS = 5;

/** Players on one side of a trade: two keeps the judgement readable and a roster's shape intact. */
export const TRADE_MAX_PLAYERS_PER_SIDE = 2;

/**
 * How much of its own measure an AI club lets go in a trade: it accepts a
 * deal worth at least (1 - this) of what it gives. A small leeway so near-even
 * swaps happen; the greedy-trader bench holds a season of exploiting it under
 * TRADE_GREEDY_BAND.
 */
export const TRADE_AI_TOLERANCE = 0.02;

/**
 * What a player the AI club receives is worth to it, as a share of his
 * value, by how much it needs him (positionNeed: 2 he would start, 1 the
 * position is thin, 0 no need): a club pays full value only for a player
 * who improves its five, and takes a spare body at a discount.
 */
export const TRADE_INCOMING_FACTORS = [0.8, 0.92, 1] as const;

/**
 * A player who moved in a trade cannot be traded again for this many
 * matchdays: without it a manager could chain small wins (one leeway per
 * matchday per roster slot) into a large one over a season.
 */
export const TRADE_RECENT_LOCK_MATCHDAYS = 6;

/** The greedy-trader bench's band: a season of every lopsided trade the meter allows gains the manager at most this share of his squad's value. */
export const TRADE_GREEDY_BAND = 0.1;
