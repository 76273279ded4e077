/**
 * Loans in matchday processing, after the world's games of step
 * 8: each active loan's statistics are summed again from its player's lines
 * in those games, he grows from the minutes he played today, and a loan
 * that reaches its endMatchday brings him back with a summary, a news item
 * and the scout's final report. Converges on a repeat: the sums are
 * recomputed whole, growth is keyed per matchday (the player's key guards
 * his skills, the loan's the gains), reports and news by their keys, and
 * the loan's status last.
 */
import type mongoose from 'mongoose';
import { applyLoanGains, careerEventKey, countOf, keyedRng, loanGrowth, type LoanPhilosophy, matchdayKey } from '@hardwood/shared';
import { worldSeed } from '../../domain/worlds/seat.js';
import { WorldMatchModel } from '../../models/matches/world-match.model.js';
import { writeNewsOnce } from '../../models/news/news.model.js';
import { PlayerModel, type PlayerDoc } from '../../models/players/player.model.js';
import { TeamModel } from '../../models/teams/team.model.js';
import { LoanModel, type LoanDoc } from '../../models/loans/loan.model.js';
import { endLoan, repairLoanFlags, reportText, sentimentOf, summaryOf, writeScoutReport } from '../../domain/loans/loans.service.js';

interface LoanContext {
  worldId: mongoose.Types.ObjectId;
  season: { number: number };
  matchday: number;
}

type Line = {
  matchday: number;
  minutes: number;
  points: number;
  rebounds: number;
  assists: number;
  fieldGoals: number;
  fieldGoalAttempts: number;
};

function sums(lines: readonly Line[]) {
  return {
    matchesPlayed: lines.length,
    totalMinutesPlayed: Math.round(lines.reduce((s, l) => s + l.minutes, 0) * 10) / 10,
    pointsScored: lines.reduce((s, l) => s + l.points, 0),
    reboundsGrabbed: lines.reduce((s, l) => s + l.rebounds, 0),
    assistsMade: lines.reduce((s, l) => s + l.assists, 0),
    fieldGoalsMade: lines.reduce((s, l) => s + l.fieldGoals, 0),
    fieldGoalAttempts: lines.reduce((s, l) => s + l.fieldGoalAttempts, 0),
  };
}

/** Answers how many players came back today. */
export async function processLoans(ctx: LoanContext): Promise<number> {
  await repairLoanFlags(ctx.worldId, ctx.matchday);
  const loans = await LoanModel.find({ worldId: ctx.worldId, status: 'active', season: ctx.season.number }).lean<LoanDoc[]>();
  // Read back by today's returns, so a repeat after a crash reports the same.
  const returnedToday = () =>
    LoanModel.countDocuments({ worldId: ctx.worldId, season: ctx.season.number, status: 'completed', endedAtMatchday: ctx.matchday });
  if (loans.length === 0) return returnedToday();
  const first = Math.min(...loans.map((l) => l.startMatchday));
  const [games, seed, players, clubs] = await Promise.all([
    WorldMatchModel.find(
      { worldId: ctx.worldId, seasonNumber: ctx.season.number, matchday: { $gte: first, $lte: ctx.matchday } },
      { matchday: 1, loanLines: 1 },
    ).lean(),
    worldSeed(ctx.worldId),
    PlayerModel.find({ worldId: ctx.worldId, _id: { $in: loans.map((l) => l.playerId) } }).lean<PlayerDoc[]>(),
    TeamModel.find({ worldId: ctx.worldId, _id: { $in: loans.map((l) => l.loanTeamId) } }, { name: 1 }).lean(),
  ]);
  const playerById = new Map(players.map((p) => [p._id.toString(), p]));
  const clubName = new Map(clubs.map((c) => [c._id.toString(), c.name]));
  const key = matchdayKey(ctx.season.number, ctx.matchday);
  for (const loan of loans) {
    const player = playerById.get(loan.playerId.toString());
    if (!player) continue;
    const id = loan.playerId.toString();
    const lines: Line[] = games.flatMap((g) =>
      g.matchday >= loan.startMatchday && g.matchday <= loan.endMatchday
        ? g.loanLines.filter((l) => l.playerId.toString() === id).map((l) => ({ ...l, matchday: g.matchday }))
        : [],
    );
    const stats = sums(lines);
    let current: LoanDoc = { ...loan, stats };
    if (loan.grownThrough < ctx.matchday && ctx.matchday >= loan.startMatchday && ctx.matchday <= loan.endMatchday) {
      const minutes = lines.filter((l) => l.matchday === ctx.matchday).reduce((s, l) => s + l.minutes, 0);
      // Fixed for the loan (not his overall now), so a repeat after the player's write draws the same gains.
      const atPotential = (loan.skillsAtStart.overallRating ?? 0) >= player.potential;
      const gains = loanGrowth(
        minutes,
        loan.philosophy as LoanPhilosophy,
        atPotential,
        keyedRng(careerEventKey(seed, ctx.season.number, ctx.matchday, 'loan-growth', loan._id.toString())),
      );
      const grown = applyLoanGains({ ...player, position: player.position }, gains);
      await PlayerModel.updateOne({ _id: player._id, loanGrowthKey: { $lt: key } }, { $set: { ...grown, loanGrowthKey: key } });
      await LoanModel.updateOne(
        { _id: loan._id, grownThrough: { $lt: ctx.matchday } },
        {
          $set: { stats, grownThrough: ctx.matchday },
          $inc: { experienceGained: gains.experience, athleticismGained: gains.athleticism, techniqueGained: gains.technique },
        },
      );
    } else {
      await LoanModel.updateOne({ _id: loan._id }, { $set: { stats } });
    }
    current = (await LoanModel.findById(loan._id).lean<LoanDoc>()) ?? current;
    if (loan.endMatchday > ctx.matchday) continue;
    // The end of the loan: the final report and the news first (keyed), then the player back and the loan closed.
    const club = clubName.get(loan.loanTeamId.toString()) ?? 'his loan club';
    const sentiment = sentimentOf({ ...current, status: 'completed', endedAtMatchday: ctx.matchday }, ctx.matchday + 1);
    await writeScoutReport(current, 'final', ctx.matchday, sentiment, reportText(player.name, club, current, sentiment));
    const summary = await summaryOf(current);
    // For the lending club's manager: his loanee's return is his club's news.
    await writeNewsOnce({
      worldId: ctx.worldId,
      teamId: loan.parentTeamId,
      key: `loan-return:${loan._id.toString()}`,
      type: 'market_transfer',
      title: `${player.name} returns from loan`,
      content: `${player.name} is back from ${club} after ${countOf(current.stats.matchesPlayed, 'game')} (${countOf(current.stats.pointsScored, 'point')}); overall ${summary.overallChange >= 0 ? '+' : ''}${summary.overallChange}.`,
      season: ctx.season.number,
      matchday: ctx.matchday,
    });
    await endLoan(current, 'completed', ctx.matchday);
  }
  return returnedToday();
}
