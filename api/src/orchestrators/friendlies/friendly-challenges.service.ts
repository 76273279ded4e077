/**
 * Friendly challenges: a manager makes one from his club and shares its
 * link; another manager opens the link and accepts with his own club. Each
 * side's squad is read from its own career (the saved five, injuries and
 * loans as the career has them), only to show its strength here and to start
 * the match in its room: nothing of a career is copied into a friendly, and
 * nothing is written into a career.
 */
import { randomBytes, randomInt } from 'node:crypto';
import mongoose from 'mongoose';
import {
  FRIENDLY,
  friendlyChallengePath,
  type Friendlies,
  type Friendly,
  type FriendlyChallenge,
  type FriendlyChallengeLink,
  type FriendlyClub,
  type FriendlyClubRequest,
} from '@hardwood/shared';
import type { Seat } from '../../domain/worlds/seat.js';
import { ConflictError, NotFoundError, objectIdOr404 } from '../../infra/errors/domain-errors.js';
import { careerSquads } from '../../domain/matches/squads.js';
import { squadStrength } from '../career-setup/setup.service.js';
import { TeamModel } from '../../models/teams/team.model.js';
import { SeatModel } from '../../models/worlds/seat.model.js';
import { FriendlyModel, type FriendlyDoc } from '../../models/friendlies/friendly.model.js';
import { friendlyView } from '../../domain/friendlies/friendly-view.js';
import { atFriendliesToPlayBound, CHALLENGER_TO_PLAY_MESSAGE, TO_PLAY_MESSAGE } from '../../domain/friendlies/friendly-bounds.js';

type Club = Omit<FriendlyClub, 'teamId'>;

/** The club a manager brings: his own (another career's id, or one that does not exist, is not found). */
async function ownClub(career: Seat, input: FriendlyClubRequest): Promise<Club> {
  if (input.teamId !== undefined) {
    const teamId = objectIdOr404(input.teamId, 'Club not found');
    if (!(await TeamModel.exists({ _id: teamId, worldId: career.worldId }))) throw new NotFoundError('Club not found');
    if (!teamId.equals(career.teamId)) throw new ConflictError('A friendly is played by your own club');
  }
  const squad = (await careerSquads(career.worldId, [career.teamId])).get(career.teamId.toString());
  if (!squad) throw new NotFoundError('Club not found');
  const fit = squad.players.filter((p) => !p.isInjured && !p.isOnLoan);
  if (fit.length < 5) throw new ConflictError('Your club needs five fit players for a friendly');
  return {
    name: squad.name,
    manager: `${career.user.firstName} ${career.user.lastName}`.trim(),
    strength: squadStrength(fit.map((p) => p.overallRating)),
  };
}

const linkOf = (doc: FriendlyDoc): FriendlyChallengeLink => ({
  token: doc.token,
  path: friendlyChallengePath(doc.token),
  challenger: { teamId: doc.challengerTeamId.toString(), ...doc.challenger },
  createdAt: doc.createdAt.toISOString(),
  expiresAt: doc.expiresAt.toISOString(),
});

export async function createChallenge(career: Seat, input: FriendlyClubRequest, now = new Date()): Promise<FriendlyChallengeLink> {
  const club = await ownClub(career, input);
  const open = await FriendlyModel.countDocuments({ challengerId: career.userId, status: 'open', expiresAt: { $gt: now } });
  if (open >= FRIENDLY.openChallengesPerManager)
    throw new ConflictError(`You already have ${FRIENDLY.openChallengesPerManager} open challenges: withdraw one first`);
  // A challenge he could not play if it were accepted is not made.
  if (await atFriendliesToPlayBound(career.userId)) throw new ConflictError(TO_PLAY_MESSAGE);
  const doc = await FriendlyModel.create({
    // 24 and 12 random bytes: links nobody can guess or walk through.
    token: randomBytes(24).toString('base64url'),
    key: randomBytes(12).toString('base64url'),
    challengerId: career.userId,
    challengerTeamId: career.teamId,
    challenger: club,
    seed: randomInt(1, 2 ** 31 - 1),
    createdAt: now,
    expiresAt: new Date(now.getTime() + FRIENDLY.challengeExpiryHours * 3_600_000),
  });
  return linkOf(doc.toObject<FriendlyDoc>());
}

async function challengeByToken(token: string): Promise<FriendlyDoc> {
  const doc = token.length <= 64 ? await FriendlyModel.findOne({ token }, { record: 0 }).lean<FriendlyDoc>() : null;
  if (!doc) throw new NotFoundError('Challenge not found');
  return doc;
}

const stateOf = (doc: FriendlyDoc, now: Date): FriendlyChallenge['state'] =>
  doc.status === 'cancelled' ? 'cancelled' : doc.status !== 'open' ? 'accepted' : doc.expiresAt <= now ? 'expired' : 'open';

/** The challenge behind a link, as whoever opens it sees it; the match's key only for its two coaches. */
export async function readChallenge(userId: mongoose.Types.ObjectId, token: string, now = new Date()): Promise<FriendlyChallenge> {
  const doc = await challengeByToken(token);
  const coach = doc.challengerId.equals(userId) || doc.opponentId?.equals(userId) === true;
  return {
    state: stateOf(doc, now),
    challenger: { teamId: doc.challengerTeamId.toString(), ...doc.challenger },
    expiresAt: doc.expiresAt.toISOString(),
    mine: doc.challengerId.equals(userId),
    friendlyKey: coach && (doc.status === 'accepted' || doc.status === 'finished') ? doc.key : null,
  };
}

/** Why a challenge cannot be accepted now, or null. */
function refusal(doc: FriendlyDoc, userId: mongoose.Types.ObjectId, now: Date): string | null {
  if (doc.challengerId.equals(userId)) return 'You cannot accept your own challenge';
  if (doc.status === 'cancelled') return 'This challenge was withdrawn';
  if (doc.status !== 'open') return 'This challenge has already been accepted';
  if (doc.expiresAt <= now) return 'This challenge has expired';
  return null;
}

export async function acceptChallenge(career: Seat, token: string, input: FriendlyClubRequest, now = new Date()): Promise<Friendly> {
  const doc = await challengeByToken(token);
  const refused = refusal(doc, career.userId, now);
  if (refused) throw new ConflictError(refused);
  const club = await ownClub(career, input);
  // The challenger still manages the club he challenged with.
  const challenger = await SeatModel.exists({ userId: doc.challengerId, teamId: doc.challengerTeamId });
  if (!challenger) throw new ConflictError(`${doc.challenger.name} is no longer in the game`);
  // The friendly would be one more to play for both managers.
  if (await atFriendliesToPlayBound(career.userId)) throw new ConflictError(TO_PLAY_MESSAGE);
  if (await atFriendliesToPlayBound(doc.challengerId)) throw new ConflictError(CHALLENGER_TO_PLAY_MESSAGE(doc.challenger.name));
  // One acceptance wins: the update holds only while the challenge is still open and unexpired.
  const { matchedCount } = await FriendlyModel.updateOne(
    { _id: doc._id, status: 'open', expiresAt: { $gt: now } },
    { $set: { status: 'accepted', opponentId: career.userId, opponentTeamId: career.teamId, opponent: club, acceptedAt: now } },
  );
  const after = await FriendlyModel.findById(doc._id, { record: 0 }).lean<FriendlyDoc>();
  if (matchedCount === 0 || !after?.opponentId?.equals(career.userId))
    throw new ConflictError((after && refusal(after, career.userId, now)) ?? 'This challenge has already been accepted');
  return friendlyView(after, career.userId);
}

export async function cancelChallenge(career: Seat, token: string): Promise<{ cancelled: true }> {
  const doc = await challengeByToken(token);
  if (!doc.challengerId.equals(career.userId)) throw new NotFoundError('Challenge not found');
  const { matchedCount } = await FriendlyModel.updateOne({ _id: doc._id, status: 'open' }, { $set: { status: 'cancelled' } });
  if (matchedCount === 0) throw new ConflictError('Only an open challenge can be withdrawn');
  return { cancelled: true };
}

/** The manager's open challenges, friendlies to play and the latest played, newest first. */
export async function listFriendlies(career: Seat, now = new Date()): Promise<Friendlies> {
  const mine = { $or: [{ challengerId: career.userId }, { opponentId: career.userId }] };
  // Lists never read a match's record (its start alone is about 15 KB).
  const light = { record: 0 };
  const [open, upcoming, history] = await Promise.all([
    FriendlyModel.find({ challengerId: career.userId, status: 'open', expiresAt: { $gt: now } }, light)
      .sort({ createdAt: -1 })
      .lean<FriendlyDoc[]>(),
    FriendlyModel.find({ ...mine, status: 'accepted' }, light)
      .sort({ acceptedAt: -1 })
      .lean<FriendlyDoc[]>(),
    FriendlyModel.find({ ...mine, status: 'finished' }, light)
      .sort({ finishedAt: -1 })
      .limit(FRIENDLY.historyListed)
      .lean<FriendlyDoc[]>(),
  ]);
  return {
    open: open.map(linkOf),
    upcoming: upcoming.map((doc) => friendlyView(doc, career.userId)),
    history: history.map((doc) => friendlyView(doc, career.userId)),
  };
}
