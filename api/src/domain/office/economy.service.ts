/**
 * The manager's salaries in matchday processing (step 6): for a matchday
 * his club played, its salaries fall due as a payment he makes in the office,
 * and last matchday's, if still unpaid, cost each of his players morale once
 * (a per-player key). The rest of the world pays its wages in its matchday
 * accounts (domain/economy/matchday-accounts.ts).
 */
import type mongoose from 'mongoose';
import { formatEuros, MORALE_MIN, playerSalary, UNPAID_SALARY_MORALE_DROP, matchdayKey } from '@hardwood/shared';
import { MatchModel } from '../../models/season/match.model.js';
import { PlayerModel } from '../../models/players/player.model.js';
import { TeamModel } from '../../models/teams/team.model.js';
import { SalaryPaymentModel, type SalaryPaymentDoc } from '../../models/office/salary-payment.model.js';

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
  worldId: mongoose.Types.ObjectId;
  teamId: mongoose.Types.ObjectId;
  season: { _id: mongoose.Types.ObjectId; number: number; leagueId: number };
  matchday: number;
}

/** A player's salary: the stored one, or (careers made before salaries) the formula's at his club's reputation. */
export function salaryOf(player: { salary?: number | null; overallRating: number; age: number }, clubReputation: number): number {
  return player.salary && player.salary > 0 ? player.salary : playerSalary(player, clubReputation);
}

/**
 * Step 6: the manager's salaries for this matchday fall due, when his club
 * played (never for a matchday it did not); last matchday's, if still
 * unpaid, cost each of his players UNPAID_SALARY_MORALE_DROP once.
 */
export async function chargeSalaries(
  ctx: EconomyContext,
  careerPlayers?: readonly SalaryRow[],
): Promise<{ due: SalaryPaymentDoc | null; unpaidBefore: SalaryPaymentDoc | null }> {
  const team = await TeamModel.findById(ctx.teamId, { reputation: 1 }).lean();
  // The processing run's read of the career's players (step 5), when it made one: current, as nothing moves players after it.
  const players = careerPlayers
    ? careerPlayers.filter((p) => p.teamId?.equals(ctx.teamId))
    : await PlayerModel.find(
        { worldId: ctx.worldId, teamId: ctx.teamId },
        { teamId: 1, salary: 1, overallRating: 1, age: 1, morale: 1, salaryPenaltyKey: 1 },
      ).lean<SalaryRow[]>();
  const bill = players.reduce((sum, p) => sum + salaryOf(p, team?.reputation ?? 3), 0);
  const played = await MatchModel.exists({
    worldId: ctx.worldId,
    seasonId: ctx.season._id,
    matchday: ctx.matchday,
    isPlayed: true,
    $or: [{ homeTeamId: ctx.teamId }, { awayTeamId: ctx.teamId }],
  });
  const due = played
    ? await SalaryPaymentModel.findOneAndUpdate(
        { worldId: ctx.worldId, teamId: ctx.teamId, season: ctx.season.number, matchday: ctx.matchday },
        { $setOnInsert: { totalAmount: bill, isPaid: false, paidAt: null } },
        { upsert: true, returnDocument: 'after' },
      ).lean<SalaryPaymentDoc>()
    : null;
  // Last matchday's: on a season's first, the last one of the season before (its salaries fall due as that season ends).
  const previous =
    ctx.matchday > 1
      ? await SalaryPaymentModel.findOne({
          worldId: ctx.worldId,
          teamId: ctx.teamId,
          season: ctx.season.number,
          matchday: ctx.matchday - 1,
        }).lean<SalaryPaymentDoc>()
      : await SalaryPaymentModel.findOne({ worldId: ctx.worldId, teamId: ctx.teamId, season: ctx.season.number - 1 })
          .sort({ matchday: -1 })
          .lean<SalaryPaymentDoc>();
  const unpaidBefore = previous && !previous.isPaid ? previous : null;
  if (unpaidBefore) {
    const key = matchdayKey(unpaidBefore.season, unpaidBefore.matchday);
    const own = players.filter((p) => (p.salaryPenaltyKey ?? 0) < key);
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

/** The step's line; `decided`: what the manager's auto-pay did with today's salaries, said in its place. */
export function salaryMessage(result: { due: SalaryPaymentDoc | null; unpaidBefore: SalaryPaymentDoc | null }, decided?: string): string {
  const due = decided
    ? decided.replace(/\.$/, '')
    : result.due
      ? `Salaries due for matchday ${result.due.matchday}: ${formatEuros(result.due.totalAmount)}`
      : 'No salaries due: your club did not play';
  return result.unpaidBefore
    ? `${due}. Matchday ${result.unpaidBefore.matchday}'s are still unpaid: morale −${UNPAID_SALARY_MORALE_DROP}`
    : due;
}
