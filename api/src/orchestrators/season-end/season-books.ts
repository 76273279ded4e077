/**
 * The season end's money and contracts. Prize money: every club of the
 * world by its final league place (times its league's level) and the Cup's
 * entrants by how far they went, each keyed by club and season. Contracts:
 * every contract that ends with the season is decided: the manager's by his
 * decisions (re-signed, or let go), and those he left undecided by his
 * board as an AI club decides (shared planAiRenewals: the players it wants
 * and can pay stay, the rest go); planned once onto the season end's record
 * and applied under guards, so a repeat after a crash decides nothing twice.
 */
import mongoose from 'mongoose';
import {
  aiContractLength,
  careerEventKey,
  clubStanding,
  contractEnd,
  cupFinishes,
  cupPrize,
  EUROPEAN_CUP_NAME,
  keyedRng,
  leagueLevel,
  leaguePrize,
  planAiRenewals,
  type ContractHolder,
} from '@hardwood/shared';
import { cupMatches, toCupGame } from '../../domain/cup/cup.service.js';
import { moveMoneyMany, type MoneyMovement } from '../../domain/money/ledger.js';
import { PlayerModel } from '../../models/players/player.model.js';
import { finalTables } from '../../domain/season/final-tables.js';
import type { SeasonDoc } from '../../models/season/season.model.js';
import { TeamModel } from '../../models/teams/team.model.js';
import { ContractRenewalModel } from '../../models/economy/contract-renewal.model.js';
import { leaveForFreeAgency } from '../../domain/economy/contracts.service.js';

const PLACE_NAMES = ['1st', '2nd', '3rd'];
const placeName = (p: number) => PLACE_NAMES[p - 1] ?? `${p}th`;
const CUP_FINISH_NAMES = { QF: 'quarterfinal', SF: 'Final Four', F: 'final', champion: 'title' } as const;

/** Prize money for the season: league places in every league, and the Cup. Answers the manager's total. */
export async function payPrizes(ctx: {
  worldId: mongoose.Types.ObjectId;
  teamId: mongoose.Types.ObjectId;
  season: SeasonDoc;
}): Promise<number> {
  const tables = await finalTables(ctx.worldId, ctx.season);
  const base = { worldId: ctx.worldId, season: ctx.season.number, matchday: ctx.season.totalMatchdays };
  const movements: MoneyMovement[] = [];
  for (const [leagueId, rows] of tables) {
    const level = leagueLevel(leagueId);
    for (const row of rows) {
      const amount = leaguePrize(row.position, level);
      if (amount <= 0) continue;
      movements.push({
        ...base,
        teamId: row.teamId,
        amount,
        key: `prize:${ctx.season.number}:league:${row.teamId.toString()}`,
        type: 'prize_money',
        description: `Prize money: ${placeName(row.position)} in the league`,
      });
    }
  }
  const seeds = (ctx.season.cupEntrants ?? []).map((id) => id.toString());
  const finishes = cupFinishes(seeds, (await cupMatches(ctx.worldId, ctx.season._id)).map(toCupGame));
  for (const [teamId, finish] of finishes) {
    movements.push({
      ...base,
      teamId: new mongoose.Types.ObjectId(teamId),
      amount: cupPrize(finish),
      key: `prize:${ctx.season.number}:cup:${teamId}`,
      type: 'prize_money',
      description: `Prize money: the ${EUROPEAN_CUP_NAME} ${CUP_FINISH_NAMES[finish]}`,
    });
  }
  await moveMoneyMany(movements);
  return movements.filter((m) => m.teamId.equals(ctx.teamId)).reduce((s, m) => s + m.amount, 0);
}

/** As stored on the season end's record (plain data, ids as strings). */
export interface StoredContractPlan {
  renewals: Array<{ playerId: string; salary: number; endsSeason: number }>;
  releases: string[];
}

/**
 * Decides every contract that ends with `season`. A contract of a career
 * made before contracts (no end stored) is given one now, as an AI club
 * would offer it.
 */
export async function planSeasonContracts(
  worldId: mongoose.Types.ObjectId,
  teamId: mongoose.Types.ObjectId,
  season: number,
  seed: string,
): Promise<StoredContractPlan> {
  const [teams, players, decisions] = await Promise.all([
    TeamModel.find({ worldId }, { reputation: 1, leagueId: 1 }).lean(),
    PlayerModel.find(
      { worldId, teamId: { $ne: null } },
      { teamId: 1, overallRating: 1, age: 1, morale: 1, salary: 1, contractEndsSeason: 1 },
    ).lean(),
    ContractRenewalModel.find({ worldId, teamId, season }).lean(),
  ]);
  const plan: StoredContractPlan = { renewals: [], releases: [] };
  const decided = new Map(decisions.map((d) => [d.playerId.toString(), d]));
  const byClub = new Map<string, ContractHolder[]>();
  for (const p of players) {
    const holder: ContractHolder = {
      id: p._id.toString(),
      overallRating: p.overallRating,
      age: p.age,
      morale: p.morale,
      salary: p.salary ?? 0,
      contractEndsSeason: p.contractEndsSeason ?? season,
    };
    if (p.teamId?.equals(teamId)) {
      const decision = holder.contractEndsSeason <= season ? decided.get(holder.id) : undefined;
      if (decision?.status === 'agreed' && decision.salary && decision.endsSeason) {
        plan.renewals.push({ playerId: holder.id, salary: decision.salary, endsSeason: decision.endsSeason });
        // On the new terms in the bill the board weighs the undecided against.
        const club = teamId.toString();
        byClub.set(club, [...(byClub.get(club) ?? []), { ...holder, salary: decision.salary, contractEndsSeason: decision.endsSeason }]);
        continue;
      }
      if (decision) {
        // Let go, or he refused: he leaves.
        plan.releases.push(holder.id);
        continue;
      }
      if (p.contractEndsSeason === null || p.contractEndsSeason === undefined) {
        // A career made before contracts: the manager never saw this one end, so he keeps the player on a contract like an AI club's.
        const rng = keyedRng(careerEventKey(seed, season, 0, 'first-contract', holder.id));
        plan.renewals.push({
          playerId: holder.id,
          salary: holder.salary,
          endsSeason: contractEnd(season + 1, aiContractLength(holder.age, rng)),
        });
        continue;
      }
    }
    // The AI clubs' contracts, and the manager's undecided ones: his board decides them by the same rules.
    const club = p.teamId?.toString() ?? '';
    byClub.set(club, [...(byClub.get(club) ?? []), holder]);
  }
  for (const team of teams) {
    const id = team._id.toString();
    const rng = keyedRng(careerEventKey(seed, season, 0, 'ai-contracts', id));
    for (const d of planAiRenewals({ id, ...clubStanding(team) }, byClub.get(id) ?? [], season, rng)) {
      if (d.renewal) plan.renewals.push({ playerId: d.playerId, ...d.renewal });
      else plan.releases.push(d.playerId);
    }
  }
  // In id order, whatever order the store read them in: a repeat after a crash plans the same record.
  plan.renewals.sort((a, b) => a.playerId.localeCompare(b.playerId));
  plan.releases.sort();
  return plan;
}

export async function applySeasonContracts(worldId: mongoose.Types.ObjectId, season: number, plan: StoredContractPlan): Promise<void> {
  const id = (s: string) => new mongoose.Types.ObjectId(s);
  if (plan.renewals.length > 0) {
    await PlayerModel.bulkWrite(
      plan.renewals.map((r) => ({
        updateOne: {
          // Guarded by the old contract: a repeat finds the new one and changes nothing.
          filter: {
            _id: id(r.playerId),
            worldId,
            teamId: { $ne: null },
            $or: [{ contractEndsSeason: { $lte: season } }, { contractEndsSeason: null }],
          },
          update: { $set: { salary: r.salary, contractEndsSeason: r.endsSeason } },
        },
      })),
    );
  }
  // The season end's lineup step fills a place they leave (keeping the lineup's record).
  await leaveForFreeAgency(worldId, plan.releases.map(id), { dropFromLineup: false });
}
