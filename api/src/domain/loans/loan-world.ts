/**
 * Loanees in the world's matches: the loan club's philosophy
 * decides whether he starts (a saved lineup of one), and his stat lines are
 * kept on the world match so his loan counts real games.
 */
import mongoose from 'mongoose';
import { loaneeStarts, type EngineRosterPlayer, type EngineTeam, type LoanPhilosophy, type Position } from '@hardwood/shared';
import { LoanModel } from '../../models/loans/loan.model.js';

/** The loan clubs' lineups (a loanee who starts, at his position) and every active loanee's id. */
export async function loaneeLineups(
  worldId: mongoose.Types.ObjectId,
  rosters: ReadonlyMap<string, readonly EngineRosterPlayer[]>,
): Promise<{ lineups: Map<string, Partial<Record<Position, string>>>; ids: Set<string> }> {
  const loans = await LoanModel.find({ worldId, status: 'active' }, { playerId: 1, loanTeamId: 1, philosophy: 1 }).lean();
  const lineups = new Map<string, Partial<Record<Position, string>>>();
  for (const loan of loans) {
    const club = rosters.get(loan.loanTeamId.toString());
    const loanee = club?.find((p) => p.id === loan.playerId.toString());
    if (!club || !loanee) continue;
    const others = club.filter((p) => p !== loanee && !p.isInjured && !p.isOnLoan).map((p) => p.overallRating);
    if (!loaneeStarts(loan.philosophy as LoanPhilosophy, loanee.overallRating, others)) continue;
    const lineup = lineups.get(loan.loanTeamId.toString()) ?? {};
    // Two loanees of one position at one club: the first keeps the place.
    lineup[loanee.position] ??= loanee.id;
    lineups.set(loan.loanTeamId.toString(), lineup);
  }
  return { lineups, ids: new Set(loans.map((l) => l.playerId.toString())) };
}

/** The lines of the loanees who played for this side. */
export function loanLinesOf(team: EngineTeam, loanees: ReadonlySet<string>) {
  return team.players
    .filter((p) => loanees.has(p.id) && p.secondsPlayed > 0)
    .map((p) => ({
      playerId: new mongoose.Types.ObjectId(p.id),
      minutes: Math.round((p.secondsPlayed / 60) * 10) / 10,
      points: p.stats.points,
      rebounds: p.stats.rebounds,
      assists: p.stats.assists,
      fieldGoals: p.stats.fieldGoals,
      fieldGoalAttempts: p.stats.fieldGoalAttempts,
    }));
}
