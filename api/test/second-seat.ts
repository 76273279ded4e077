/**
 * A second manager in an existing world, as a test makes one until worlds of
 * several managers have routes of their own: a new account takes a seat at
 * another club of the world, with the starting five the game would pick.
 */
import { autoAssignLineup, type Team, type User } from '@hardwood/shared';
import { UserModel } from '../src/models/auth/user.model.js';
import { StartingLineupModel } from '../src/models/lineup/lineup.model.js';
import { PlayerModel } from '../src/models/players/player.model.js';
import mongoose from '../src/infra/store/mongoose.js';
import { TeamModel } from '../src/models/teams/team.model.js';
import { SeatModel } from '../src/models/worlds/seat.model.js';
import { HttpClient } from './http-client.js';

export interface SecondManager {
  http: HttpClient;
  userId: mongoose.Types.ObjectId;
  team: Team;
}

/** Registers `email` and seats him at the club `templateTeamId` of the world `worldId`. */
export async function seatSecondManager(
  baseUrl: string,
  worldId: mongoose.Types.ObjectId,
  email: string,
  templateTeamId: number,
): Promise<SecondManager> {
  const http = new HttpClient(baseUrl);
  const user = await http.json<User>(
    'POST',
    '/api/register',
    { email, password: 'correct-horse', firstName: 'Second', lastName: 'Seat' },
    201,
  );
  const userId = new mongoose.Types.ObjectId(user.id);
  const club = await TeamModel.findOneAndUpdate(
    { worldId, templateTeamId },
    { $set: { isUserTeam: true } },
    { returnDocument: 'after' },
  ).lean();
  if (!club) throw new Error(`no club ${templateTeamId} in the world`);
  const roster = await PlayerModel.find({ worldId, teamId: club._id }).lean();
  const five = autoAssignLineup(
    roster.map((p) => ({
      id: p._id.toString(),
      position: p.position,
      overallRating: p.overallRating,
      isOnLoan: p.isOnLoan,
      isInjured: p.isInjured,
    })),
  );
  if (!five) throw new Error('the club cannot field five players');
  await StartingLineupModel.create({ worldId, teamId: club._id, ...five });
  await SeatModel.create({ worldId, userId, teamId: club._id });
  await UserModel.updateOne({ _id: userId }, { $set: { isSetupComplete: true, careerWorldId: worldId } });
  return { http, userId, team: await http.get<Team>('/api/user/team') };
}
