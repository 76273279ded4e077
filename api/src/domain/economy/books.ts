/**
 * The manager's season books by matchday, for the finances charts: each
 * matchday's income (every positive movement but a transfer fee), wages
 * (the salary payments of that matchday, whenever paid), other costs and
 * transfers (fees both ways and severance, kept apart as one-off deals), and
 * the budget after it, counted back from today's budget so the line ends
 * where the club is. The season being played also gets its projected end.
 */
import type mongoose from 'mongoose';
import type { MatchdayBooks, SeasonBooks } from '@hardwood/shared';
import { RuleViolation } from '../../infra/errors/domain-errors.js';
import { SeasonModel } from '../../models/season/season.model.js';
import { TransactionModel } from '../../models/money/transaction.model.js';
import type { MarketCall } from '../transfers/transfers.service.js';

/** The movements of a squad deal: a fee received or paid, or severance for a released player. */
const TRANSFER_TYPES: ReadonlySet<string> = new Set(['player_sale', 'player_purchase', 'severance']);

interface Flows {
  income: number;
  wages: number;
  otherCosts: number;
  transfersIn: number;
  transfersOut: number;
}
const operatingNet = (r: Flows) => r.income - r.wages - r.otherCosts;
const net = (r: Flows) => operatingNet(r) + r.transfersIn - r.transfersOut;

/** The career's seasons, newest first, one line per season number. */
export async function careerSeasons(
  worldId: mongoose.Types.ObjectId,
): Promise<Array<{ season: number; name: string; totalMatchdays: number }>> {
  const docs = await SeasonModel.find({ worldId }, { number: 1, name: 1, totalMatchdays: 1 }).sort({ number: -1 }).lean();
  const seen = new Map<number, { season: number; name: string; totalMatchdays: number }>();
  for (const d of docs) if (!seen.has(d.number)) seen.set(d.number, { season: d.number, name: d.name, totalMatchdays: d.totalMatchdays });
  return [...seen.values()];
}

/**
 * The budget at the season's end if every matchday left nets what the booked
 * ones did on average, transfers left out; null when nothing is booked or
 * nothing is left.
 */
export function projectSeasonEnd(rows: readonly MatchdayBooks[], totalMatchdays: number): SeasonBooks['projection'] {
  const last = rows[rows.length - 1];
  if (!last) return null;
  const matchdaysLeft = totalMatchdays - last.matchday;
  if (matchdaysLeft <= 0) return null;
  const perMatchday = Math.round(rows.reduce((s, r) => s + operatingNet(r), 0) / rows.length);
  return { fromMatchday: last.matchday, endBudget: last.budget + perMatchday * matchdaysLeft, perMatchday, matchdaysLeft };
}

export async function seasonBooks(call: MarketCall, askedSeason?: number): Promise<SeasonBooks> {
  const seasons = await careerSeasons(call.career.worldId);
  const season = askedSeason ?? call.season.number;
  const chosen = seasons.find((s) => s.season === season);
  if (!chosen) throw new RuleViolation(`There is no season ${season} in this career.`);
  const current = season === call.season.number;
  const [thisSeason, later] = await Promise.all([
    TransactionModel.find({ worldId: call.career.worldId, teamId: call.team._id, season }, { amount: 1, type: 1, matchday: 1 }).lean(),
    // A season end's movements (prize money) carry the season they close; anything newer counts after this season's line.
    TransactionModel.find({ worldId: call.career.worldId, teamId: call.team._id, season: { $gt: season } }, { amount: 1 }).lean(),
  ]);
  const byMatchday = new Map<number, Flows>();
  for (const t of thisSeason) {
    const row = byMatchday.get(t.matchday) ?? { income: 0, wages: 0, otherCosts: 0, transfersIn: 0, transfersOut: 0 };
    if (TRANSFER_TYPES.has(t.type)) {
      if (t.amount > 0) row.transfersIn += t.amount;
      else row.transfersOut += -t.amount;
    } else if (t.amount > 0) row.income += t.amount;
    else if (t.type === 'salary') row.wages += -t.amount;
    else row.otherCosts += -t.amount;
    byMatchday.set(t.matchday, row);
  }
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
    (s, r) => ({
      income: s.income + r.income,
      wages: s.wages + r.wages,
      otherCosts: s.otherCosts + r.otherCosts,
      transfersIn: s.transfersIn + r.transfersIn,
      transfersOut: s.transfersOut + r.transfersOut,
      net: s.net + r.net,
    }),
    { income: 0, wages: 0, otherCosts: 0, transfersIn: 0, transfersOut: 0, net: 0 },
  );
  return {
    season,
    seasonName: chosen.name,
    startBudget,
    rows,
    totals,
    totalMatchdays: chosen.totalMatchdays,
    current,
    projection: current ? projectSeasonEnd(rows, chosen.totalMatchdays) : null,
    seasons: seasons.map(({ season: number, name }) => ({ season: number, name })),
  };
}
