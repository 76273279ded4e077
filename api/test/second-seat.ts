/**
 * A second manager in an existing world, as a test makes one until worlds of
 * several managers have routes of their own: a new account takes a seat at
 * another club of the world, with the starting five the game would pick.
 */
import type { Team, User } from '@hardwood/shared';
import { UserModel } from '../src/models/auth/user.model.js';
import { StartingLineupModel } from '../src/models/lineup/lineup.model.js';
import { recheckLineup } from '../src/domain/season/next-season.js';
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
  // The five the game picks for a club without one, as at a season's turn.
  await recheckLineup(worldId, club._id);
  if (!(await StartingLineupModel.exists({ worldId, teamId: club._id }))) throw new Error('the club cannot field five players');
  await SeatModel.create({ worldId, userId, teamId: club._id });
  await UserModel.updateOne({ _id: userId }, { $set: { isSetupComplete: true, careerWorldId: worldId } });
  return { http, userId, team: await http.get<Team>('/api/user/team') };
}
