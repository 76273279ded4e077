/**
 * The manager's season books by matchday, for the finances chart: each
 * matchday's income (every positive movement), wages (the salary payments
 * of that matchday, whenever paid) and other costs, and the budget after
 * it, counted back from today's budget so the line ends where the club is.
 */
import type { MatchdayBooks, SeasonBooks } from '@hardwood/shared';
import { TransactionModel } from '../../models/money/transaction.model.js';
import type { MarketCall } from '../transfers/transfers.service.js';

export async function seasonBooks(call: MarketCall): Promise<SeasonBooks> {
  const season = call.season.number;
  const [thisSeason, later] = await Promise.all([
    TransactionModel.find({ worldId: call.career.worldId, teamId: call.team._id, season }, { amount: 1, type: 1, matchday: 1 }).lean(),
    // A season end's movements (prize money) carry the season they close; anything newer counts after this season's line.
    TransactionModel.find({ worldId: call.career.worldId, teamId: call.team._id, season: { $gt: season } }, { amount: 1 }).lean(),
  ]);
  const byMatchday = new Map<number, { income: number; wages: number; otherCosts: number }>();
  for (const t of thisSeason) {
    const row = byMatchday.get(t.matchday) ?? { income: 0, wages: 0, otherCosts: 0 };
    if (t.amount > 0) row.income += t.amount;
    else if (t.type === 'salary') row.wages += -t.amount;
    else row.otherCosts += -t.amount;
    byMatchday.set(t.matchday, row);
  }
  const net = (r: { income: number; wages: number; otherCosts: number }) => r.income - r.wages - r.otherCosts;
  const seasonNet = [...byMatchday.values()].reduce((s, r) => s + net(r), 0);
  const laterNet = later.reduce((s, t) => s + t.amount, 0);
  const startBudget = call.team.budget - laterNet - seasonNet;
  let budget = startBudget;
  const rows: MatchdayBooks[] = [...byMatchday]
    .sort(([a], [b]) => a - b)
    .map(([matchday, r]) => {
      budget += net(r);
      return { matchday, ...r, net: net(r), budget };
    });
  const totals = rows.reduce(
    (s, r) => ({ income: s.income + r.income, wages: s.wages + r.wages, otherCosts: s.otherCosts + r.otherCosts, net: s.net + r.net }),
    { income: 0, wages: 0, otherCosts: 0, net: 0 },
  );
  return { season, seasonName: call.season.name, startBudget, rows, totals };
}
