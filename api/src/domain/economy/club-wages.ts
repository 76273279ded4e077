/**
 * A club's wages against what its board allows: this season's bill (every
 * player under contract, loanees included: his club pays him), next
 * season's (the contracts that run on and the renewals agreed), and the
 * wage budget from its projected income and reserves (shared
 * economy/wage-limit.ts), with its parts so a screen shows it as enforced.
 */
import type mongoose from 'mongoose';
import { clubStanding, projectedIncome, seasonWage, wageLimit, type ProjectedIncome, type WageLimit } from '@hardwood/shared';
import { PlayerModel } from '../../models/players/player.model.js';
import { ContractRenewalModel } from '../../models/economy/contract-renewal.model.js';

export interface ClubWages {
  wageBill: number;
  wageBudget: number;
  room: number;
  projected: ProjectedIncome;
  limit: WageLimit;
}

type WageClub = { _id: mongoose.Types.ObjectId; reputation: number; leagueId: number; budget: number };

export function wagesFrom(club: WageClub, salaries: readonly number[]): ClubWages {
  const projected = projectedIncome(clubStanding(club));
  const wageBill = seasonWage(salaries.reduce((sum, s) => sum + s, 0));
  const limit = wageLimit({ projectedIncome: projected.total, cash: club.budget });
  return { wageBill, wageBudget: limit.total, room: limit.total - wageBill, projected, limit };
}

/** This season's bill: every player the club has under contract now. */
export async function clubWages(worldId: mongoose.Types.ObjectId, club: WageClub): Promise<ClubWages> {
  const players = await PlayerModel.find({ worldId, teamId: club._id }, { salary: 1 }).lean();
  return wagesFrom(
    club,
    players.map((p) => p.salary ?? 0),
  );
}

/**
 * Next season's bill as it stands: the contracts that run past this season
 * at their salaries, and the renewals agreed at theirs (a renewal is signed
 * for next season, so the board checks it against next season's bill).
 */
export async function nextSeasonWages(worldId: mongoose.Types.ObjectId, club: WageClub, season: number): Promise<ClubWages> {
  const [players, agreed] = await Promise.all([
    PlayerModel.find({ worldId, teamId: club._id }, { salary: 1, contractEndsSeason: 1 }).lean(),
    ContractRenewalModel.find({ worldId, teamId: club._id, season, status: 'agreed' }, { playerId: 1, salary: 1 }).lean(),
  ]);
  const renewed = new Map(agreed.map((r) => [r.playerId.toString(), r.salary ?? 0]));
  const salaries = players.flatMap((p) => {
    const renewal = renewed.get(p._id.toString());
    if (renewal !== undefined) return [renewal];
    return (p.contractEndsSeason ?? season) > season ? [p.salary ?? 0] : [];
  });
  return wagesFrom(club, salaries);
}
