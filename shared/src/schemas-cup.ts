/** The European Cup over HTTP: GET /api/european-cup. */
import { z } from 'zod';
import { idSchema } from './schemas.js';

const int = () => z.number().int();

export const cupRoundSchema = z.enum(['QF', 'SF', 'F', '3P']);
export const cupTeamSchema = z.object({ id: idSchema, name: z.string(), city: z.string(), league: z.string(), seed: int() });
export const cupGameSchema = z.object({
  matchId: idSchema,
  game: int(),
  matchday: int(),
  homeTeamId: idSchema,
  awayTeamId: idSchema,
  homeScore: int().nullable(),
  awayScore: int().nullable(),
  neutralVenue: z.boolean(),
});
export const cupSeriesSchema = z.object({
  round: cupRoundSchema,
  slot: int(),
  /** The better seed. */
  high: idSchema,
  low: idSchema,
  winsHigh: int(),
  winsLow: int(),
  winner: idSchema.nullable(),
  games: z.array(cupGameSchema),
});
export type CupSeriesDto = z.infer<typeof cupSeriesSchema>;
export const europeanCupSchema = z.object({
  name: z.string(),
  seasonName: z.string(),
  /** The eight entrants in seed order. */
  teams: z.array(cupTeamSchema),
  /** Quarterfinals 1-4, then the semifinals, the final and the third-place game as they are drawn. */
  series: z.array(cupSeriesSchema),
  champion: idSchema.nullable(),
  ownTeamId: idSchema,
  ownQualified: z.boolean(),
  /** The rule, for the tab and the rules page. */
  qualification: z.string(),
});
export type EuropeanCup = z.infer<typeof europeanCupSchema>;
