/** Engine inputs: a career's clubs with their current players, and catalogue clubs at their template rosters. */
import type mongoose from 'mongoose';
import type { EngineRosterPlayer, EngineTeamInput, Position } from '@hardwood/shared';
import { StartingLineupModel } from '../lineup/lineup.model.js';
import { PlayerModel, type PlayerDoc } from '../players/player.model.js';
import { TeamModel } from '../teams/team.model.js';

type RosterSource = Pick<PlayerDoc, 'name' | 'overallRating' | 'age' | 'fitness' | 'morale' | 'shooting' | 'threePoint' | 'passing' | 'defense' | 'rebounding' | 'athletics' | 'basketballIQ'> & {
  /** Stored as a string; the schemas' enum keeps it a position. */
  position: string;
  isInjured?: boolean | null;
  isOnLoan?: boolean | null;
};

/** The engine copies the fields it reads (createMatch), so the stored player can be passed as it is. */
export function rosterPlayer(id: string, p: RosterSource): EngineRosterPlayer {
  return { ...p, id, position: p.position as Position, isInjured: Boolean(p.isInjured), isOnLoan: Boolean(p.isOnLoan) };
}

/** Every club of a career with its roster; the manager's club with the saved starting five. */
export async function careerSquads(userId: mongoose.Types.ObjectId): Promise<Map<string, EngineTeamInput>> {
  const [teams, players, lineup] = await Promise.all([
    TeamModel.find({ userId }, { name: 1, isUserTeam: 1 }).lean(),
    PlayerModel.find({ userId, teamId: { $ne: null } }).lean<PlayerDoc[]>(),
    StartingLineupModel.findOne({ userId }).lean(),
  ]);
  const squads = new Map<string, EngineTeamInput>();
  for (const team of teams) {
    const id = team._id.toString();
    const savedFive =
      team.isUserTeam && lineup && lineup.teamId.toString() === id
        ? { PG: lineup.pgId.toString(), SG: lineup.sgId.toString(), SF: lineup.sfId.toString(), PF: lineup.pfId.toString(), C: lineup.cId.toString() }
        : undefined;
    squads.set(id, { id, name: team.name, players: [], ...(savedFive ? { lineup: savedFive } : {}) });
  }
  for (const p of players) squads.get(p.teamId?.toString() ?? '')?.players.push(rosterPlayer(p._id.toString(), p));
  return squads;
}
