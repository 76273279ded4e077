/**
 * A career's world: every club of the catalogue's national leagues
 * as the career's own team, each with its own copies of the template roster,
 * and a pool of free agents. What happens in a career (transfers, ageing,
 * results) changes these copies only; the catalogue stays as seeded.
 */
import mongoose from 'mongoose';
import {
  clubStanding,
  createRng,
  generateFreeAgents,
  playerSalary,
  projectedIncome,
  roundSalary,
  seedFromString,
  skillsOf,
  startSalaryFactor,
  startSeasonsLeft,
  VALUATION_REPUTATION_NEUTRAL,
  wageBill,
} from '@hardwood/shared';
import { catalogueWorld, type CatalogueClubDoc, type TemplatePlayerDoc } from '../catalogue/catalogue-cache.js';

/** Unattached players made at setup (the market tops the pool up with released players): 8 per position. */
export const FREE_AGENT_POOL_SIZE = 40;

type Id = mongoose.Types.ObjectId;

/** His contract: the salary per game and the last season it runs (null for a free agent). */
export interface CareerContract {
  salary: number;
  contractEndsSeason: number | null;
}

/**
 * A career player copied from a template player (or generated as a free
 * agent, with no team), on the salary his club's reputation pays (a free
 * agent's is priced at an average club's) unless `contract` names his terms.
 */
export function careerPlayer(
  worldId: Id,
  teamId: Id | null,
  templateTeamId: number | null,
  template: Omit<TemplatePlayerDoc, '_id' | '__v' | 'templateTeamId' | 'slot'>,
  clubReputation: number = VALUATION_REPUTATION_NEUTRAL,
  contract?: CareerContract,
) {
  return {
    name: template.name,
    position: template.position,
    age: template.age,
    height: template.height,
    weight: template.weight,
    nationality: template.nationality,
    potential: template.potential,
    careerPhase: template.careerPhase,
    morale: template.morale,
    fitness: template.fitness,
    overallRating: template.overallRating,
    description: template.description,
    ...skillsOf(template),
    _id: new mongoose.Types.ObjectId(),
    worldId,
    teamId,
    templateTeamId,
    avatarUrl: null,
    isOnLoan: false,
    isInjured: false,
    cannotSellUntilMatchday: 0,
    developedKey: 0,
    conditionKey: 0,
    turnedSeason: 0,
    salary: contract?.salary ?? playerSalary(template, clubReputation),
    contractEndsSeason: contract ? contract.contractEndsSeason : null,
    salaryPenaltyKey: 0,
    moraleKey: 0,
    agentQuietUntilKey: 0,
    meetingKey: 0,
    talkKey: 0,
    promiseAppliedId: null,
    transferCount: 0,
    transferListed: false,
    agentAnsweredId: null,
  };
}
export type CareerPlayerRecord = ReturnType<typeof careerPlayer>;

/** A career team copied from a catalogue club. */
function careerTeam(worldId: Id, club: CatalogueClubDoc, isUserTeam: boolean) {
  return {
    _id: new mongoose.Types.ObjectId(),
    worldId,
    templateTeamId: club._id,
    name: club.name,
    city: club.city,
    leagueId: club.leagueId,
    league: club.league,
    budget: club.budget,
    reputation: club.reputation,
    description: club.description,
    isUserTeam,
    form: '',
    formKey: 0,
    accountsKey: 0,
  };
}
export type CareerTeamRecord = ReturnType<typeof careerTeam>;

/** Copies of one catalogue club's template roster for a career team. */
export async function templateRosterCopy(
  worldId: Id,
  teamId: Id,
  templateTeamId: number,
  clubReputation: number,
): Promise<CareerPlayerRecord[]> {
  const { rosters } = await catalogueWorld();
  return (rosters.get(templateTeamId) ?? []).map((t) => careerPlayer(worldId, teamId, templateTeamId, t, clubReputation));
}

/** The free-agent pool, the same for a career id whenever it is made (a repeated setup makes the same players). */
export function freeAgentPool(worldId: Id): CareerPlayerRecord[] {
  return generateFreeAgents(seedFromString(`${worldId.toString()}:free-agents`), FREE_AGENT_POOL_SIZE).map((p) =>
    careerPlayer(worldId, null, null, p),
  );
}

export interface WorldRecords {
  /** Every club of the world, in catalogue order. */
  teams: CareerTeamRecord[];
  /** Each team's roster, by the team's index in `teams`. */
  rosters: CareerPlayerRecord[][];
  freeAgents: CareerPlayerRecord[];
}

/**
 * A club's first contracts: each player's formula salary, scaled so the
 * club's wage bill starts within the rules' share of its projected income,
 * and 1-4 seasons left from season 1 (drawn per player, in roster order).
 */
function firstContracts(
  team: Pick<CareerTeamRecord, 'reputation' | 'leagueId'>,
  roster: readonly Pick<TemplatePlayerDoc, 'overallRating' | 'age'>[],
  rng: ReturnType<typeof createRng>,
): CareerContract[] {
  const formula = roster.map((p) => playerSalary(p, team.reputation));
  const factor = startSalaryFactor(wageBill(formula), projectedIncome(clubStanding(team)).total);
  return formula.map((salary) => ({ salary: roundSalary(salary * factor), contractEndsSeason: startSeasonsLeft(rng) }));
}

/** The records of a new career's world, built in memory (no per-document reads), for bulk inserts. */
export async function buildWorldRecords(worldId: Id, chosenTeamId: number): Promise<WorldRecords> {
  const { clubs, rosters } = await catalogueWorld();
  const teams = clubs.map((club) => careerTeam(worldId, club, club._id === chosenTeamId));
  // The first season is season 1: a contract with n seasons left ends with season n.
  const rng = createRng(seedFromString(`${worldId.toString()}:contracts`));
  return {
    teams,
    rosters: teams.map((team) => {
      const roster = rosters.get(team.templateTeamId) ?? [];
      const contracts = firstContracts(team, roster, rng);
      return roster.map((t, i) => careerPlayer(worldId, team._id, team.templateTeamId, t, team.reputation, contracts[i]));
    }),
    freeAgents: freeAgentPool(worldId),
  };
}
