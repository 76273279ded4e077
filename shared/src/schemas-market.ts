/**
 * Answers of the transfer market's routes that the entity schemas
 * of schemas-club.ts do not already give: the free-agent listing with its
 * price, a signing, the Make Offer dialog's valuation, team scouting.
 */
import { z } from 'zod';
import { playerValuationSchema } from './schemas-club.js';
import { idSchema, playerSchema } from './schemas.js';
import { playerPotentialSchema } from './schemas-history.js';

const money = () => z.number().int({ error: 'Amounts are whole euros' });

/**
 * A player on the market with the server's price for him and his wage ask
 * per game at the manager's club. `potentialView` is what the manager knows
 * of his potential by the player database's rule (a free agent's: a range up
 * to the age limit), so the market and the database agree; `potential` stays
 * null unless that view is exact.
 */
export const marketPlayerSchema = playerSchema.extend({ marketValue: money(), wageAsk: money(), potentialView: playerPotentialSchema });
export type MarketPlayerDto = z.infer<typeof marketPlayerSchema>;

export const signResponseSchema = z.object({
  message: z.string(),
  player: playerSchema,
  transaction: z.object({ amount: money() }),
  /** The manager's budget after the signing. */
  budget: money(),
});
export type SignResponse = z.infer<typeof signResponseSchema>;

/** What the Make Offer dialog draws its range and acceptance meter from: the selling club's own valuation. */
export const offerValuationSchema = z.object({
  playerId: idSchema,
  sellerTeamId: idSchema,
  valuation: playerValuationSchema,
  /** The manager's budget: an offer above it is refused before the club sees it. */
  budget: money(),
  /** A counter-offer this club made today for this player, which it accepts if offered again this matchday; else null. */
  standingCounter: money().nullable(),
  /** What the manager knows of the player's potential, by the player database's rule. */
  potentialView: playerPotentialSchema,
});
export type OfferValuation = z.infer<typeof offerValuationSchema>;

export const scoutTeamResponseSchema = z.object({
  message: z.string(),
  teamId: idSchema,
  templateTeamId: z.number().int(),
  cost: money(),
  budget: money(),
});
export type ScoutTeamResponse = z.infer<typeof scoutTeamResponseSchema>;
