/** Engine inputs: a career's clubs with their current players. */
import type mongoose from 'mongoose';
import { skillsOf, type EngineRosterPlayer, type EngineTeamInput, type Position, type SkillKey } from '@hardwood/shared';
import { StartingLineupModel } from '../../models/lineup/lineup.model.js';
import { PlayerModel, type PlayerDoc } from '../../models/players/player.model.js';
import { TeamModel } from '../../models/teams/team.model.js';

type RosterSource = Pick<PlayerDoc, 'name' | 'overallRating' | 'age' | 'fitness' | 'morale' | SkillKey> & {
  /** Stored as a string; the schemas' enum keeps it a position. */
  position: string;
  isInjured?: boolean | null;
  isOnLoan?: boolean | null;
  /** While on loan: the club he plays for. */
  loanTeamId?: mongoose.Types.ObjectId | null;
};

/** Up to this many teams, a roster read asks the store for their players only (a matchday's own league, a live match). */
const FEW_TEAMS = 16;
export type RosterRow = RosterSource & Pick<PlayerDoc, '_id' | 'teamId'>;

/**
 * The fields the engine reads, and only those: step 8 builds about 2,100 of
 * these a matchday, and copying a stored player whole (about 30 fields, ids
 * included) measured slower than naming the 16 the engine takes.
 */
export function rosterPlayer(id: string, p: RosterSource): EngineRosterPlayer {
  return {
    id,
    name: p.name,
    position: p.position as Position,
    overallRating: p.overallRating,
    age: p.age,
    fitness: p.fitness,
    morale: p.morale,
    ...skillsOf(p),
    isInjured: Boolean(p.isInjured),
    isOnLoan: Boolean(p.isOnLoan),
  };
}

/**
 * Players of some teams of a career, in one query, by team id. For many
 * teams (the world's other leagues) the whole career is read and sorted out
 * here: on the embedded store a long `$in` and a projection are each
 * evaluated per document and cost more than reading the other players.
 * `careerPlayers`: the whole career's players, already read by the caller.
 */
export async function rostersOf(
  worldId: mongoose.Types.ObjectId,
  teamIds: readonly mongoose.Types.ObjectId[],
  careerPlayers?: readonly RosterRow[],
  /** The world's clubs may host the manager's loanees: their players are found only by reading the whole career. */
  options: { loanClubs?: boolean } = {},
): Promise<Map<string, EngineRosterPlayer[]>> {
  const players =
    careerPlayers ??
    (teamIds.length > FEW_TEAMS || options.loanClubs
      ? await PlayerModel.find({ worldId }).lean<RosterRow[]>()
      : await PlayerModel.find({ worldId, teamId: { $in: teamIds } }).lean<RosterRow[]>());
  const rosters = new Map<string, EngineRosterPlayer[]>(teamIds.map((id) => [id.toString(), []]));
  for (const p of players) {
    rosters.get(p.teamId?.toString() ?? '')?.push(rosterPlayer(p._id.toString(), p));
    // A loanee is out of his own club's games (isOnLoan) and plays for his loan club.
    if (p.isOnLoan && p.loanTeamId) rosters.get(p.loanTeamId.toString())?.push({ ...rosterPlayer(p._id.toString(), p), isOnLoan: false });
  }
  // By id: the engine's AI lineup reads rosters in order, and a store's read order changes as records are
  // updated, so an order of our own keeps a repeated matchday (after a crash) playing the same squads.
  for (const roster of rosters.values()) roster.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return rosters;
}

/**
 * Some clubs of a career with their rosters (only those: a world has about
 * 160 clubs); the manager's club with the saved starting five.
 */
export async function careerSquads(
  worldId: mongoose.Types.ObjectId,
  teamIds: readonly mongoose.Types.ObjectId[],
): Promise<Map<string, EngineTeamInput>> {
  const [teams, rosters, lineups] = await Promise.all([
    TeamModel.find({ worldId, _id: { $in: teamIds } }, { name: 1, isUserTeam: 1 }).lean(),
    rostersOf(worldId, teamIds),
    StartingLineupModel.find({ worldId, teamId: { $in: teamIds } }).lean(),
  ]);
  const squads = new Map<string, EngineTeamInput>();
  for (const team of teams) {
    const id = team._id.toString();
    const lineup = lineups.find((l) => l.teamId.toString() === id);
    const savedFive =
      team.isUserTeam && lineup
        ? {
            PG: lineup.pgId.toString(),
            SG: lineup.sgId.toString(),
            SF: lineup.sfId.toString(),
            PF: lineup.pfId.toString(),
            C: lineup.cId.toString(),
          }
        : undefined;
    squads.set(id, { id, name: team.name, players: rosters.get(id) ?? [], ...(savedFive ? { lineup: savedFive } : {}) });
  }
  return squads;
}
