/**
 * The AI clubs' rosters at the season turn: planned once from the
 * career's seed (shared planRefills: own youngsters first, then free agents
 * by need and within the club's wage target, to 12 players) with the
 * free-agent pool topped up, stored on the season end record with fixed ids,
 * then applied idempotently. Every newcomer signs a contract from next
 * season. The manager's club signs no one, but a squad his decisions (or
 * their absence) left under the sale minimum is topped up with its own
 * youngsters, so the club can play.
 */
import mongoose from 'mongoose';
import {
  AI_WAGE_FLOOR_SHARE,
  AI_WAGE_TARGET_SHARE,
  aiContractLength,
  careerEventKey,
  clubStanding,
  contractEnd,
  COUNTRIES,
  FREE_AGENT_POOL_TARGET,
  generateFreeAgents,
  keyedRng,
  LEAGUES,
  MIN_ELIGIBLE_AFTER_SALE,
  planRefills,
  playerSalary,
  projectedIncome,
  seasonWage,
  seedFromString,
  wageAsk,
  type TemplatePlayerData,
} from '@hardwood/shared';
import { catalogueWorld } from '../catalogue/catalogue-cache.js';
import { careerPlayer } from '../career/world.js';
import { PlayerModel } from '../../models/players/player.model.js';
import { stableIdHex } from '../../infra/store/stable-id.js';
import { TeamModel } from '../../models/teams/team.model.js';

/** As stored on the record: ids as strings (a plan is plain data). */
export interface StoredRefillPlan {
  signings: Array<{ agentId: string; teamId: string; salary: number; contractEndsSeason?: number }>;
  players: Array<Record<string, unknown> & { _id: string; teamId: string | null }>;
}

const nationalityOf = (leagueId: number) =>
  COUNTRIES.find((c) => c.id === LEAGUES.find((l) => l.id === leagueId)?.countryId)?.nationality ?? null;

export async function planWorldRefill(
  worldId: mongoose.Types.ObjectId,
  ownTeamId: mongoose.Types.ObjectId,
  seasonNumber: number,
  seed: string,
): Promise<StoredRefillPlan> {
  const [teams, players, world] = await Promise.all([
    TeamModel.find({ worldId }, { templateTeamId: 1, leagueId: 1, reputation: 1 }).sort({ templateTeamId: 1 }).lean(),
    PlayerModel.find({ worldId }, { teamId: 1, position: 1, overallRating: 1, age: 1, morale: 1, salary: 1 }).lean(),
    catalogueWorld(),
  ]);
  const strength = new Map(world.clubs.map((c) => [c._id, c.strength]));
  const own = teams.find((t) => t._id.equals(ownTeamId));
  const ai = teams.filter((t) => !t._id.equals(ownTeamId));
  const rosterOf = (teamId: mongoose.Types.ObjectId) => players.filter((p) => p.teamId?.equals(teamId));
  const refillClub = (t: (typeof teams)[number]) => ({
    id: t._id.toString(),
    strength: strength.get(t.templateTeamId) ?? 0.5,
    nationality: nationalityOf(t.leagueId),
    positions: rosterOf(t._id).map((p) => p.position),
    reputation: t.reputation,
  });
  const plan = planRefills(
    [
      ...ai.map((t) => {
        const income = projectedIncome(clubStanding(t)).total;
        // Next season's bill as the contracts step left it, against the club's own target and floor.
        return {
          ...refillClub(t),
          wageBill: seasonWage(rosterOf(t._id).reduce((sum, p) => sum + (p.salary ?? 0), 0)),
          wageTarget: income * AI_WAGE_TARGET_SHARE,
          wageFloor: income * AI_WAGE_FLOOR_SHARE,
        };
      }),
      ...(own && rosterOf(own._id).length < MIN_ELIGIBLE_AFTER_SALE
        ? [{ ...refillClub(own), minRoster: MIN_ELIGIBLE_AFTER_SALE, youthOnly: true }]
        : []),
    ],
    players
      .filter((p) => p.teamId === null)
      .map((p) => ({ id: p._id.toString(), position: p.position, overallRating: p.overallRating, age: p.age, morale: p.morale })),
    keyedRng(careerEventKey(seed, seasonNumber, 0, 'refill', 'world')),
  );
  const byId = new Map(teams.map((t) => [t._id.toString(), t]));
  const rowOf = new Map(players.map((p) => [p._id.toString(), p]));
  const next = seasonNumber + 1;
  const contractRng = keyedRng(careerEventKey(seed, seasonNumber, 0, 'refill-contracts', 'world'));
  const record = (p: TemplatePlayerData, teamId: string | null, key: string) => {
    const team = teamId ? byId.get(teamId) : undefined;
    const { templateTeamId: _template, slot: _slot, ...template } = p;
    const contract = team
      ? {
          salary: playerSalary(template, team.reputation),
          contractEndsSeason: contractEnd(next, aiContractLength(template.age, contractRng)),
        }
      : undefined;
    const built = careerPlayer(worldId, team?._id ?? null, team?.templateTeamId ?? null, template, team?.reputation, contract);
    return {
      ...built,
      _id: stableIdHex(`${worldId.toString()}:${seasonNumber}:${key}`),
      worldId: worldId.toString(),
      teamId,
      turnedSeason: seasonNumber,
    };
  };
  const signed = new Set(plan.signings.map((s) => s.agentId));
  const poolLeft = players.filter((p) => p.teamId === null && !signed.has(p._id.toString())).length;
  const newAgents = generateFreeAgents(
    seedFromString(`${seed}:${seasonNumber}:free-agents`),
    Math.max(0, FREE_AGENT_POOL_TARGET - poolLeft),
  );
  return {
    signings: plan.signings.map((s) => {
      const agent = rowOf.get(s.agentId);
      const reputation = byId.get(s.clubId)?.reputation ?? 3;
      return {
        agentId: s.agentId,
        teamId: s.clubId,
        salary: wageAsk({ overallRating: agent?.overallRating ?? 50, age: agent?.age ?? 25, morale: agent?.morale ?? 50 }, reputation),
        contractEndsSeason: contractEnd(next, aiContractLength(agent?.age ?? 25, contractRng)),
      };
    }),
    players: [
      ...plan.regens.map((r, i) => record(r.player, r.clubId, `regen:${i}`)),
      ...newAgents.map((p, i) => record(p, null, `free-agent:${i}`)),
    ],
  };
}

export async function applyRefill(worldId: mongoose.Types.ObjectId, plan: StoredRefillPlan): Promise<void> {
  const id = (s: string) => new mongoose.Types.ObjectId(s);
  if (plan.signings.length > 0) {
    await PlayerModel.bulkWrite(
      plan.signings.map((s) => ({
        updateOne: {
          filter: { _id: id(s.agentId), worldId, teamId: null },
          update: { $set: { teamId: id(s.teamId), salary: s.salary, contractEndsSeason: s.contractEndsSeason ?? null } },
        },
      })),
    );
  }
  const existing = new Set(
    (await PlayerModel.find({ worldId, _id: { $in: plan.players.map((p) => id(p._id)) } }, { _id: 1 }).lean()).map((p) => p._id.toString()),
  );
  const missing = plan.players
    .filter((p) => !existing.has(p._id))
    .map((p) => ({ ...p, _id: id(p._id), worldId, teamId: p.teamId ? id(p.teamId) : null }));
  if (missing.length > 0) await PlayerModel.insertMany(missing, { lean: true });
}
