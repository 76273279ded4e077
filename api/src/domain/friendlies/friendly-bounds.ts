/**
 * How much of the server one manager's friendlies may hold (FRIENDLY in
 * shared/src/rules.ts says why each bound is what it is): friendlies
 * accepted and still to play, each of which can start a room at any time,
 * and rooms running at once, each ticking an engine until its result is
 * saved. A room is running from the moment it starts its match (its start
 * record exists) until the result is saved (the friendly is finished).
 * Without these, two accounts challenging and accepting in a loop made 30
 * friendlies and started 20 rooms.
 */
import type mongoose from 'mongoose';
import { countOf, FRIENDLY, possessive } from '@hardwood/shared';
import { LiveStartModel } from '../../models/live/live-snapshot.model.js';
import { SeatModel } from '../../models/worlds/seat.model.js';
import { FriendlyModel, type FriendlyDoc } from '../../models/friendlies/friendly.model.js';

type Id = mongoose.Types.ObjectId;

export const TO_PLAY_MESSAGE = `You already have ${countOf(FRIENDLY.friendliesToPlayPerManager, 'friendly', 'friendlies')} to play: play one before you arrange another.`;
export const CHALLENGER_TO_PLAY_MESSAGE = (club: string) =>
  `${club} already has ${countOf(FRIENDLY.friendliesToPlayPerManager, 'friendly', 'friendlies')} to play: try again once one is played.`;
export const LIVE_ROOMS_MESSAGE = `You are already coaching ${countOf(FRIENDLY.liveFriendliesPerManager, 'friendly', 'friendlies')} live: finish one before you start another.`;
export const OTHER_COACH_LIVE_MESSAGE = (club: string) =>
  `${possessive(club)} manager is already coaching ${countOf(FRIENDLY.liveFriendliesPerManager, 'friendly', 'friendlies')} live: try again once one is over.`;

/**
 * The manager's accepted friendlies that can still be played: both managers
 * still run the clubs they made it with. One whose other manager has left
 * the game (or moved to another club) can never be played, and counting it
 * would hold him to his bound for good.
 */
async function playableToPlay(userId: Id): Promise<Array<Pick<FriendlyDoc, 'key'>>> {
  const docs = await FriendlyModel.find(
    { status: 'accepted', $or: [{ challengerId: userId }, { opponentId: userId }] },
    { key: 1, challengerId: 1, challengerTeamId: 1, opponentId: 1, opponentTeamId: 1 },
  ).lean<Array<Pick<FriendlyDoc, 'key' | 'challengerId' | 'challengerTeamId' | 'opponentId' | 'opponentTeamId'>>>();
  if (docs.length === 0) return [];
  const managers = new Map(docs.flatMap((d) => [d.challengerId, ...(d.opponentId ? [d.opponentId] : [])]).map((id) => [id.toString(), id]));
  const seats = await SeatModel.find({ userId: { $in: [...managers.values()] } }, { userId: 1, teamId: 1 }).lean();
  const held = new Set(seats.map((s) => `${s.userId.toString()}:${s.teamId.toString()}`));
  const holds = (user: Id | null | undefined, team: Id | null | undefined) =>
    user !== null && user !== undefined && team !== null && team !== undefined && held.has(`${user.toString()}:${team.toString()}`);
  return docs.filter((d) => holds(d.challengerId, d.challengerTeamId) && holds(d.opponentId, d.opponentTeamId));
}

/** Whether the manager has as many friendlies to play as he may. */
export async function atFriendliesToPlayBound(userId: Id): Promise<boolean> {
  return (await playableToPlay(userId)).length >= FRIENDLY.friendliesToPlayPerManager;
}

/** How many of the manager's friendlies other than `exceptKey` have a room running. */
async function liveFriendlies(userId: Id, exceptKey: string): Promise<number> {
  const keys = (await playableToPlay(userId)).map((d) => d.key).filter((key) => key !== exceptKey);
  return keys.length === 0 ? 0 : LiveStartModel.countDocuments({ matchId: { $in: keys } });
}

/**
 * Why the friendly's room may not start now for `askerId` (one of its
 * coaches), or null: either coach already coaches as many friendlies live
 * as he may. A room already running (its start is stored) is always
 * rejoined, and one created again after a crash resumes.
 */
export async function anotherRoomRefusal(
  doc: Pick<FriendlyDoc, 'key' | 'challengerId' | 'challenger' | 'opponentId' | 'opponent'>,
  askerId: string,
): Promise<string | null> {
  if (await LiveStartModel.exists({ matchId: doc.key })) return null;
  const coaches = [
    { id: doc.challengerId, club: doc.challenger.name },
    ...(doc.opponentId ? [{ id: doc.opponentId, club: doc.opponent?.name ?? 'Your opponent' }] : []),
  ].sort((x, y) => Number(y.id.toString() === askerId) - Number(x.id.toString() === askerId));
  for (const coach of coaches) {
    if ((await liveFriendlies(coach.id, doc.key)) < FRIENDLY.liveFriendliesPerManager) continue;
    return coach.id.toString() === askerId ? LIVE_ROOMS_MESSAGE : OTHER_COACH_LIVE_MESSAGE(coach.club);
  }
  return null;
}
