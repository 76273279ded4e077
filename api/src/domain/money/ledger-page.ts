/**
 * The club's transaction history a page at a time: its own lines only
 * (the world's other clubs book theirs in the same collection), newest
 * first, for one season or all, with the page count and the all-time totals
 * the finances page's cards show.
 */
import type { LedgerPage, LedgerQuery, Transaction } from '@hardwood/shared';
import { RuleViolation } from '../../infra/errors/domain-errors.js';
import { TransactionModel, type TransactionDoc } from '../../models/money/transaction.model.js';
import { careerSeasons } from '../economy/books.js';
import type { Seat } from '../worlds/seat.js';

export async function ledgerPage(seat: Seat, query: LedgerQuery): Promise<LedgerPage> {
  const own = { worldId: seat.worldId, teamId: seat.teamId };
  const filter = query.season === undefined ? own : { ...own, season: query.season };
  const [seasons, total, amounts] = await Promise.all([
    careerSeasons(seat.worldId),
    TransactionModel.countDocuments(filter),
    TransactionModel.find(own, { amount: 1 }).lean(),
  ]);
  const pageCount = Math.max(1, Math.ceil(total / query.limit));
  if (query.page > pageCount)
    throw new RuleViolation(`page ${query.page} is past the last page (${pageCount} of ${query.limit} lines each).`);
  const rows = await TransactionModel.find(filter)
    .sort({ createdAt: -1, _id: -1 })
    .skip((query.page - 1) * query.limit)
    .limit(query.limit)
    .lean();
  const income = amounts.reduce((s, t) => s + Math.max(0, t.amount), 0);
  const expenses = amounts.reduce((s, t) => s + Math.max(0, -t.amount), 0);
  return {
    rows: rows.map(transactionDto),
    page: query.page,
    pageCount,
    limit: query.limit,
    total,
    season: query.season ?? null,
    seasons: seasons.map(({ season, name }) => ({ season, name })),
    allTime: { income, expenses, net: income - expenses },
  };
}

/** A ledger line as the finances page reads it. */
export function transactionDto(
  t: Pick<TransactionDoc, '_id' | 'type' | 'description' | 'amount' | 'createdAt' | 'season' | 'matchday'>,
): Transaction {
  return {
    id: t._id.toString(),
    type: t.type,
    description: t.description,
    amount: t.amount,
    createdAt: t.createdAt.toISOString(),
    season: t.season,
    matchday: t.matchday,
  };
}
