/**
 * The career's world as the market sees it (shared/src/market): every club
 * with its players and budget, and the free-agent pool. One read of the
 * career's players: on the embedded store that beats a query per club.
 */
import type mongoose from 'mongoose';
import {
  AI_WAGE_TARGET_SHARE,
  clubStanding,
  MORALE_MAX,
  projectedIncome,
  seasonWage,
  wageBudget,
  type MarketClub,
  type MarketPlayer,
  type MarketWorld,
  type Position,
} from '@hardwood/shared';
import { PlayerModel, type PlayerDoc } from '../../models/players/player.model.js';
import { TeamModel } from '../../models/teams/team.model.js';
import { managedTeamIds } from '../worlds/seat.js';

export interface CareerMarket extends MarketWorld {
  clubs: MarketClub[];
  /** Template team id and name by club id, for the deal records. */
  teams: Map<string, { id: mongoose.Types.ObjectId; name: string; templateTeamId: number; leagueId: number }>;
}

type PlayerRow = {
  _id: mongoose.Types.ObjectId;
  teamId?: mongoose.Types.ObjectId | null;
  name: string;
  position: string;
  overallRating: number;
  age: number;
  potential: number;
  isOnLoan?: boolean;
  salary?: number | null;
  morale?: number | null;
};

export function toMarketPlayer(p: PlayerRow): MarketPlayer {
  return {
    id: p._id.toString(),
    name: p.name,
    position: p.position as Position,
    rating: p.overallRating,
    age: p.age,
    potential: p.potential,
    isOnLoan: Boolean(p.isOnLoan),
    salary: p.salary ?? 0,
    morale: p.morale ?? MORALE_MAX / 2,
  };
}

/** Every player of the career, as stored: one read shared by the AI market and the other leagues' matchday. */
export async function readCareerPlayers(worldId: mongoose.Types.ObjectId): Promise<PlayerDoc[]> {
  return PlayerModel.find({ worldId }).lean<PlayerDoc[]>();
}

/**
 * `careerPlayers`: the career's players already read by the caller (`readCareerPlayers`).
 * Every club a manager runs counts as a manager's club, not only
 * `managerTeamId`'s: the AI market never moves another manager's players or
 * spends his budget, and a manager's sale never goes to another manager.
 */
export async function loadCareerMarket(
  worldId: mongoose.Types.ObjectId,
  managerTeamId: mongoose.Types.ObjectId,
  careerPlayers?: readonly PlayerRow[],
): Promise<CareerMarket> {
  const [teams, players, managed] = await Promise.all([
    TeamModel.find({ worldId }, { name: 1, budget: 1, reputation: 1, templateTeamId: 1, leagueId: 1 }).lean(),
    careerPlayers ?? PlayerModel.find({ worldId }).lean<PlayerRow[]>(),
    managedTeamIds(worldId),
  ]);
  const managerClubs = new Set([managerTeamId, ...managed].map((id) => id.toString()));
  const byClub = new Map<string, MarketPlayer[]>(teams.map((t) => [t._id.toString(), []]));
  const freeAgents: MarketPlayer[] = [];
  for (const p of players) {
    if (!p.teamId) freeAgents.push(toMarketPlayer(p));
    else byClub.get(p.teamId.toString())?.push(toMarketPlayer(p));
  }
  const clubs = teams.map((t) => {
    const players = byClub.get(t._id.toString()) ?? [];
    const standing = clubStanding(t);
    return {
      id: t._id.toString(),
      name: t.name,
      budget: t.budget,
      reputation: t.reputation,
      isManagerClub: managerClubs.has(t._id.toString()),
      players,
      // AI clubs keep their wages under their own target, below the board's limit, so a bad season does not tip them over.
      wageBill: seasonWage(players.reduce((sum, p) => sum + (p.salary ?? 0), 0)),
      wageLimit: Math.round(projectedIncome(standing).total * AI_WAGE_TARGET_SHARE),
      wageBudget: wageBudget(standing, t.budget),
    };
  });
  const info = new Map(
    teams.map((t) => [t._id.toString(), { id: t._id, name: t.name, templateTeamId: t.templateTeamId, leagueId: t.leagueId }]),
  );
  return { clubs, freeAgents, teams: info };
}
