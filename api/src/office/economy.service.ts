/**
 * The club economy in matchday processing: gate
 * receipts for the matchday's home games (step 5), salaries (step 6: the AI
 * clubs of the league pay theirs, the manager's fall due as a payment he
 * makes, and last matchday's unpaid salary costs his players morale). Every
 * movement goes through the ledger under a matchday key, and the morale cost
 * carries a per-player key, so a repeat after a crash changes nothing twice.
 * The own league only, like development: other leagues' clubs keep their
 * budgets between seasons (the seasons issue settles them).
 */
import type mongoose from 'mongoose';
import { formatEuros, formFactor, homeMatchRevenue, MORALE_MIN, playerSalary, UNPAID_SALARY_MORALE_DROP } from '@hardwood/shared';
import { moveMoneyMany, type MoneyMovement } from '../money/ledger.js';
import { PlayerModel } from '../players/player.model.js';
import { TeamModel } from '../teams/team.model.js';
import { resultsOf, type LeagueDay } from './league-day.js';
import { SalaryPaymentModel, type SalaryPaymentDoc } from './salary-payment.model.js';

type SalaryRow = {
  _id: mongoose.Types.ObjectId;
  teamId?: mongoose.Types.ObjectId | null;
  salary?: number | null;
  overallRating: number;
  age: number;
  morale: number;
  salaryPenaltyKey?: number | null;
};

export interface EconomyContext {
  userId: mongoose.Types.ObjectId;
  teamId: mongoose.Types.ObjectId;
  season: { _id: mongoose.Types.ObjectId; number: number; leagueId: number };
  matchday: number;
}

/** The matchday key of player changes: season 2 matchday 1 comes after season 1 matchday 22. */
const matchdayKey = (season: number, matchday: number) => season * 100 + matchday;

/** A player's salary: the stored one, or (careers made before salaries) the formula's at his club's reputation. */
export function salaryOf(player: { salary?: number | null; overallRating: number; age: number }, clubReputation: number): number {
  return player.salary && player.salary > 0 ? player.salary : playerSalary(player, clubReputation);
}

/** Gate receipts of the matchday's home games in the own league; answers the manager's and everyone's total. */
export async function collectHomeRevenue(ctx: EconomyContext, day: LeagueDay): Promise<{ games: number; total: number; own: number }> {
  const movements: MoneyMovement[] = [];
  for (const m of day.today) {
    const home = day.teams.get(m.homeTeamId.toString());
    const away = day.teams.get(m.awayTeamId.toString());
    if (!home || !away) continue;
    // Form coming into the game: results of the matchdays before this one.
    const form = formFactor(resultsOf(day.played, home._id.toString(), ctx.matchday));
    const { attendance, revenue } = homeMatchRevenue({ homeReputation: home.reputation, awayReputation: away.reputation, form });
    movements.push({
      userId: ctx.userId,
      teamId: home._id,
      amount: revenue,
      key: `revenue:${ctx.season.number}:${ctx.matchday}:${home._id.toString()}`,
      type: 'match_revenue',
      description: `Home match against ${away.name}: ${attendance.toLocaleString('en-US')} spectators`,
      season: ctx.season.number,
      matchday: ctx.matchday,
    });
  }
  await moveMoneyMany(movements);
  return {
    games: movements.length,
    total: movements.reduce((s, m) => s + m.amount, 0),
    own: movements.filter((m) => m.teamId.equals(ctx.teamId)).reduce((s, m) => s + m.amount, 0),
  };
}

/**
 * Step 6: the league's AI clubs pay this matchday's salaries (a club that
 * cannot afford them pays nothing: no budget goes below zero); the manager's
 * fall due as a payment; last matchday's, if still unpaid, cost each of his
 * players UNPAID_SALARY_MORALE_DROP once.
 */
export async function chargeSalaries(
  ctx: EconomyContext,
  careerPlayers?: readonly SalaryRow[],
): Promise<{ due: SalaryPaymentDoc; unpaidBefore: SalaryPaymentDoc | null }> {
  const teams = await TeamModel.find({ userId: ctx.userId, leagueId: ctx.season.leagueId }, { name: 1, reputation: 1 }).lean();
  const inLeague = new Set(teams.map((t) => t._id.toString()));
  // The processing run's read of the career's players (step 5), when it made one: current, as nothing moves players after it.
  const players = careerPlayers
    ? careerPlayers.filter((p) => inLeague.has(p.teamId?.toString() ?? ''))
    : await PlayerModel.find(
        { userId: ctx.userId, teamId: { $in: teams.map((t) => t._id) } },
        { teamId: 1, salary: 1, overallRating: 1, age: 1, morale: 1, salaryPenaltyKey: 1 },
      ).lean<SalaryRow[]>();
  const bill = new Map<string, number>();
  const reputation = new Map(teams.map((t) => [t._id.toString(), t.reputation]));
  for (const p of players) {
    const team = p.teamId?.toString() ?? '';
    bill.set(team, (bill.get(team) ?? 0) + salaryOf(p, reputation.get(team) ?? 3));
  }
  await moveMoneyMany(
    teams
      .filter((t) => !t._id.equals(ctx.teamId) && (bill.get(t._id.toString()) ?? 0) > 0)
      .map((t) => ({
        userId: ctx.userId,
        teamId: t._id,
        amount: -(bill.get(t._id.toString()) ?? 0),
        key: `salary:${ctx.season.number}:${ctx.matchday}:${t._id.toString()}`,
        type: 'salary' as const,
        description: `Salaries for matchday ${ctx.matchday}`,
        season: ctx.season.number,
        matchday: ctx.matchday,
      })),
  );
  const due = await SalaryPaymentModel.findOneAndUpdate(
    { userId: ctx.userId, season: ctx.season.number, matchday: ctx.matchday },
    { $setOnInsert: { teamId: ctx.teamId, totalAmount: bill.get(ctx.teamId.toString()) ?? 0, isPaid: false, paidAt: null } },
    { upsert: true, returnDocument: 'after' },
  ).lean<SalaryPaymentDoc>();
  if (!due) throw new Error('salary payment missing after upsert');
  const unpaidBefore = await SalaryPaymentModel.findOne({
    userId: ctx.userId,
    season: ctx.season.number,
    matchday: ctx.matchday - 1,
    isPaid: false,
  }).lean<SalaryPaymentDoc>();
  if (unpaidBefore) {
    const key = matchdayKey(ctx.season.number, unpaidBefore.matchday);
    const own = players.filter((p) => p.teamId?.equals(ctx.teamId) && (p.salaryPenaltyKey ?? 0) < key);
    if (own.length > 0) {
      await PlayerModel.bulkWrite(
        own.map((p) => ({
          updateOne: {
            // A missing key (a career made before salaries) counts as never penalised.
            filter: { _id: p._id, $or: [{ salaryPenaltyKey: { $lt: key } }, { salaryPenaltyKey: null }] },
            update: { $set: { morale: Math.max(MORALE_MIN, p.morale - UNPAID_SALARY_MORALE_DROP), salaryPenaltyKey: key } },
          },
        })),
      );
    }
  }
  return { due, unpaidBefore };
}

export function salaryMessage(result: { due: SalaryPaymentDoc; unpaidBefore: SalaryPaymentDoc | null }): string {
  const due = `Salaries due for matchday ${result.due.matchday}: ${formatEuros(result.due.totalAmount)}`;
  return result.unpaidBefore
    ? `${due}. Matchday ${result.unpaidBefore.matchday}'s are still unpaid: morale −${UNPAID_SALARY_MORALE_DROP}`
    : due;
}
