/**
 * The club's ledger as the finances page reads it: one page of the
 * transaction history at a time, for one season or all of them.
 */
import { z } from 'zod';
import { LEDGER_PAGE_SIZE, LEDGER_PAGE_SIZE_MAX } from './rules-economy.js';
import { transactionSchema } from './schemas-club.js';

const int = () => z.number().int();
const money = () => z.number().int({ error: 'Amounts are whole euros' });

/** A query value that must be a whole number of at least 1 (query strings arrive as text). */
const wholeFromOne = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int({ error: `${name} must be a whole number` })
    .min(1, { error: `${name} must be 1 or more` });

export const ledgerQuerySchema = z.object({
  /** Only this season's lines; every season's when absent. */
  season: wholeFromOne('season').optional(),
  page: wholeFromOne('page').default(1),
  limit: wholeFromOne('limit')
    .max(LEDGER_PAGE_SIZE_MAX, { error: `limit must be at most ${LEDGER_PAGE_SIZE_MAX}` })
    .default(LEDGER_PAGE_SIZE),
});
export type LedgerQuery = z.infer<typeof ledgerQuerySchema>;

export const ledgerPageSchema = z.object({
  /** The page's lines, newest first. */
  rows: z.array(transactionSchema),
  page: int(),
  /** At least 1: an empty history is one empty page. */
  pageCount: int(),
  limit: int(),
  /** Lines in the whole filtered history. */
  total: int(),
  /** The season filtered on, or null for every season. */
  season: int().nullable(),
  /** The career's seasons, newest first, for the season filter. */
  seasons: z.array(z.object({ season: int(), name: z.string() })),
  /** Every line of the club's ever booked, whatever the filter: the page's four cards. */
  allTime: z.object({ income: money(), expenses: money(), net: money() }),
});
export type LedgerPage = z.infer<typeof ledgerPageSchema>;

/** The season books of one season; the season being played when absent. */
export const seasonBooksQuerySchema = z.object({ season: wholeFromOne('season').optional() });
