/**
 * A passive manager's season: every matchday
 * simulated and processed, every salary paid, no offers taken. Answers each
 * club of the league with its budget before and after and its income and
 * expenses, for the economy test and `npm run bench`.
 */
import { ROUTES, routeUrl, type SalaryPayment, type SimulateMatchdayResponse } from '@hardwood/shared';
import mongoose from '../src/store/mongoose.js';
import { TransactionModel } from '../src/money/transaction.model.js';
import { TeamModel } from '../src/teams/team.model.js';
import { marketCareer } from './market-helpers.js';

export interface ClubSeason {
  name: string;
  reputation: number;
  isManager: boolean;
  start: number;
  end: number;
  income: number;
  expenses: number;
}

export async function passiveSeason(baseUrl: string, email: string, templateTeamId: number, matchdays = 22): Promise<ClubSeason[]> {
  const c = await marketCareer(baseUrl, email, templateTeamId);
  const league = await TeamModel.find({ userId: c.userId, leagueId: c.team.leagueId }).lean();
  const start = new Map(league.map((t) => [t._id.toString(), t.budget]));
  for (let matchday = 1; matchday <= matchdays; matchday += 1) {
    await c.http.json<SimulateMatchdayResponse>('POST', `/api/matches/simulate-matchday/${matchday}`);
    const due = await c.http.get<SalaryPayment | null>(routeUrl(ROUTES.office.salaryPayment, {}, { matchday }));
    if (due && !due.isPaid) await c.http.json('POST', routeUrl(ROUTES.office.paySalary, {}), { salaryPaymentId: due.id });
  }
  const after = await TeamModel.find({ userId: c.userId, leagueId: c.team.leagueId }).lean();
  const moves = await TransactionModel.find(
    { userId: c.userId, teamId: { $in: after.map((t) => t._id) } },
    { teamId: 1, amount: 1 },
  ).lean();
  const sum = (teamId: mongoose.Types.ObjectId, sign: 1 | -1) =>
    moves.filter((m) => m.teamId.equals(teamId) && Math.sign(m.amount) === sign).reduce((s, m) => s + Math.abs(m.amount), 0);
  return after
    .map((t) => ({
      name: t.name,
      reputation: t.reputation,
      isManager: t.isUserTeam,
      start: start.get(t._id.toString()) ?? 0,
      end: t.budget,
      income: sum(t._id, 1),
      expenses: sum(t._id, -1),
    }))
    .sort((a, b) => b.start - a.start);
}

/** The season as a table: one line per club. */
export function economyTable(rows: readonly ClubSeason[]): string {
  const m = (euros: number) => `${(euros / 1_000_000).toFixed(2)}M`.padStart(8);
  const lines = rows.map(
    (r) =>
      `${(r.name + (r.isManager ? ' *' : '')).padEnd(28)} ${'★'.repeat(r.reputation).padEnd(5)} ${m(r.start)} → ${m(r.end)} ${`${(((r.end - r.start) / r.start) * 100).toFixed(1)}%`.padStart(7)}  income ${m(r.income)}  expenses ${m(r.expenses)}`,
  );
  return [
    `${'club'.padEnd(28)} stars   start      end   change  (a passive season: salaries paid, gate receipts, AI market)`,
    ...lines,
  ].join('\n');
}
