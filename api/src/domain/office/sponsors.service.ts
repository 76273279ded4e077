/**
 * Sponsorships in processing and the manager's answer:
 * step 5 expires the offers nobody answered and tracks the accepted ones
 * (settling those whose objective is met or missed), step 7 may write the
 * next offer. Every write converges on a repeat: an offer per club and
 * matchday by its natural key, progress recomputed from the played games,
 * the payment by its ledger key, morale by each player's settled-offer id,
 * and the status last.
 */
import type mongoose from 'mongoose';
import {
  careerEventKey,
  draftSponsorOffer,
  evaluateSponsorship,
  keyedRng,
  MORALE_MAX,
  MORALE_MIN,
  objectiveText,
  SPONSOR_MAX_RUNNING,
  sponsorDifficulty,
  type SponsorGame,
  type SponsorshipOffer,
} from '@hardwood/shared';
import { worldSeed, type Club } from '../worlds/seat.js';
import { ConflictError, NotFoundError } from '../../infra/errors/domain-errors.js';
import { moveMoney } from '../money/ledger.js';
import { PlayerModel } from '../../models/players/player.model.js';
import { rankedStandings } from '../season/season.service.js';
import { TeamModel } from '../../models/teams/team.model.js';
import type { LeagueDay } from './league-day.js';
import { SponsorshipModel, type SponsorshipDoc } from '../../models/office/sponsorship.model.js';

export interface SponsorContext {
  worldId: mongoose.Types.ObjectId;
  teamId: mongoose.Types.ObjectId;
  season: { _id: mongoose.Types.ObjectId; number: number; totalMatchdays: number; leagueId: number };
  matchday: number;
}

export const SPONSOR_OFFER_NOT_FOUND = 'Sponsorship offer not found';

/** The club's played games of the season, as the objectives read them. */
function ownGames(day: LeagueDay, teamId: mongoose.Types.ObjectId): SponsorGame[] {
  return day.played.flatMap((m) => {
    const home = m.homeTeamId.equals(teamId);
    if (!home && !m.awayTeamId.equals(teamId)) return [];
    const [scored, conceded] = home ? [m.homeScore ?? 0, m.awayScore ?? 0] : [m.awayScore ?? 0, m.homeScore ?? 0];
    return [{ matchday: m.matchday, home, scored, conceded }];
  });
}

async function ownPosition(ctx: SponsorContext): Promise<number> {
  const table = await rankedStandings(ctx.worldId, ctx.season);
  return table.find((row) => row.userTeamId === ctx.teamId.toString())?.position ?? table.length;
}

/** Morale for the squad, once per offer (the player's settled-offer id guards a repeat). */
async function settleMorale(ctx: SponsorContext, offer: SponsorshipDoc, delta: number): Promise<void> {
  const id = offer._id.toString();
  const players = await PlayerModel.find({ worldId: ctx.worldId, teamId: ctx.teamId, sponsorSettledId: { $ne: id } }, { morale: 1 }).lean();
  if (players.length === 0) return;
  await PlayerModel.bulkWrite(
    players.map((p) => ({
      updateOne: {
        filter: { _id: p._id, sponsorSettledId: { $ne: id } },
        update: { $set: { morale: Math.min(MORALE_MAX, Math.max(MORALE_MIN, p.morale + delta)), sponsorSettledId: id } },
      },
    })),
  );
}

/**
 * Step 5: pending offers of this matchday (or older) expire; accepted ones
 * are evaluated after today's games and settled when met or missed.
 * Answers what settled, for the step's message.
 */
export async function trackSponsorships(ctx: SponsorContext, day: LeagueDay): Promise<{ completed: number; failed: number }> {
  await SponsorshipModel.updateMany(
    {
      worldId: ctx.worldId,
      teamId: ctx.teamId,
      status: 'pending',
      $or: [{ season: { $lt: ctx.season.number } }, { season: ctx.season.number, offeredForMatchday: { $lte: ctx.matchday } }],
    },
    { $set: { status: 'expired' } },
  );
  const running = await SponsorshipModel.find({
    worldId: ctx.worldId,
    teamId: ctx.teamId,
    season: ctx.season.number,
    status: 'accepted',
  }).lean<SponsorshipDoc[]>();
  const games = running.length > 0 ? ownGames(day, ctx.teamId) : [];
  const position = running.length > 0 ? await ownPosition(ctx) : 0;
  for (const offer of running) {
    const standing = evaluateSponsorship(
      {
        objective: offer.objective,
        objectiveTarget: offer.objectiveTarget,
        startMatchday: offer.startMatchday ?? ctx.matchday,
        endMatchday: offer.endMatchday ?? ctx.matchday,
      },
      games,
      position,
      ctx.matchday,
    );
    if (standing.outcome === 'running') {
      await SponsorshipModel.updateOne({ _id: offer._id, status: 'accepted' }, { $set: { currentProgress: standing.progress } });
      continue;
    }
    if (standing.outcome === 'completed') {
      await moveMoney({
        worldId: ctx.worldId,
        teamId: ctx.teamId,
        amount: offer.offerAmount,
        key: `sponsorship:${offer._id.toString()}`,
        type: 'sponsorship',
        description: `${offer.sponsorName}: ${objectiveText(offer.objective, offer.objectiveTarget, offer.durationMatchdays)}`,
        season: ctx.season.number,
        matchday: ctx.matchday,
      });
      await settleMorale(ctx, offer, offer.moraleBonus);
    } else {
      await settleMorale(ctx, offer, -offer.moralePenalty);
    }
    await SponsorshipModel.updateOne(
      { _id: offer._id, status: 'accepted' },
      {
        $set: {
          status: standing.outcome,
          currentProgress: standing.progress,
          settledAtMatchday: ctx.matchday,
          ...(standing.outcome === 'failed' ? { pressureUntilMatchday: ctx.matchday + offer.moralePenaltyDuration } : {}),
        },
      },
    );
  }
  // Read back by this matchday's settlements, so a repeat after a crash reports the same.
  const settled = await SponsorshipModel.find(
    { worldId: ctx.worldId, teamId: ctx.teamId, season: ctx.season.number, settledAtMatchday: ctx.matchday },
    { status: 1 },
  ).lean();
  return { completed: settled.filter((o) => o.status === 'completed').length, failed: settled.filter((o) => o.status === 'failed').length };
}

/** Whether a failed sponsorship's media pressure weighs on this matchday (step 4: wins do not lift morale). */
export async function underMediaPressure(ctx: SponsorContext): Promise<boolean> {
  return Boolean(
    await SponsorshipModel.exists({
      worldId: ctx.worldId,
      teamId: ctx.teamId,
      season: ctx.season.number,
      status: 'failed',
      pressureUntilMatchday: { $gte: ctx.matchday },
      settledAtMatchday: { $lt: ctx.matchday },
    }),
  );
}

/** Step 7: maybe a new offer, answerable during the next matchday; written once under its natural key. */
export async function generateSponsorOffer(ctx: SponsorContext, day: LeagueDay): Promise<boolean> {
  const next = ctx.matchday + 1;
  if (next > ctx.season.totalMatchdays) return false;
  const own = { worldId: ctx.worldId, teamId: ctx.teamId, season: ctx.season.number };
  const existing = await SponsorshipModel.exists({ ...own, offeredForMatchday: next });
  if (existing) return true;
  const runningCount = await SponsorshipModel.countDocuments({ ...own, status: 'accepted' });
  if (runningCount >= SPONSOR_MAX_RUNNING) return false;
  const [seed, team] = await Promise.all([worldSeed(ctx.worldId), TeamModel.findById(ctx.teamId, { reputation: 1 }).lean()]);
  if (!team) return false;
  const games = ownGames(day, ctx.teamId);
  const averagePoints = games.length > 0 ? games.reduce((s, g) => s + g.scored, 0) / games.length : 80;
  const rng = keyedRng(careerEventKey(seed, ctx.season.number, ctx.matchday, 'sponsor', 'offer'));
  const draft = draftSponsorOffer(
    {
      reputation: team.reputation,
      position: await ownPosition(ctx),
      averagePoints,
      nextMatchday: next,
      totalMatchdays: ctx.season.totalMatchdays,
    },
    rng,
  );
  if (!draft) return false;
  await SponsorshipModel.updateOne(
    { ...own, offeredForMatchday: next },
    { $setOnInsert: { ...draft, status: 'pending', currentProgress: 0 } },
    { upsert: true },
  );
  return true;
}

export function toSponsorshipDto(offer: SponsorshipDoc, currentMatchday: number): SponsorshipOffer {
  const objective = offer.objective;
  const pressureLeft =
    offer.status === 'failed' && offer.pressureUntilMatchday !== null && offer.pressureUntilMatchday !== undefined
      ? Math.max(0, offer.pressureUntilMatchday - currentMatchday + 1)
      : 0;
  return {
    id: offer._id.toString(),
    sponsorName: offer.sponsorName,
    offerAmount: offer.offerAmount,
    durationMatchdays: offer.durationMatchdays,
    objective,
    objectiveText: objectiveText(objective, offer.objectiveTarget, offer.durationMatchdays),
    objectiveTarget: offer.objectiveTarget,
    currentProgress: offer.currentProgress,
    status: offer.status,
    moraleBonus: offer.moraleBonus,
    moralePenalty: offer.moralePenalty,
    moralePenaltyDuration: offer.moralePenaltyDuration,
    difficulty: sponsorDifficulty(offer.offerAmount, offer.moralePenalty),
    offeredForMatchday: offer.offeredForMatchday,
    startMatchday: offer.startMatchday ?? null,
    endMatchday: offer.endMatchday ?? null,
    pressureMatchdaysLeft: pressureLeft,
  };
}

/**
 * Accept (the objective's window starts with this matchday's game) or
 * reject a pending offer of this matchday to the club. Once: the pending
 * status guards it. Another club's offer is not found.
 */
export async function answerSponsorship(
  club: Club,
  offerId: mongoose.Types.ObjectId,
  response: 'accept' | 'reject',
  now: { season: number; matchday: number },
): Promise<SponsorshipDoc> {
  const offer = await SponsorshipModel.findOne({ _id: offerId, worldId: club.worldId, teamId: club.teamId }).lean<SponsorshipDoc>();
  if (!offer) throw new NotFoundError(SPONSOR_OFFER_NOT_FOUND);
  if (offer.status !== 'pending') throw new ConflictError(`This offer was already ${offer.status}.`);
  if (offer.season !== now.season || offer.offeredForMatchday !== now.matchday) throw new ConflictError('This offer has expired.');
  const update =
    response === 'accept'
      ? { status: 'accepted', startMatchday: now.matchday, endMatchday: now.matchday + offer.durationMatchdays - 1 }
      : { status: 'rejected' };
  const answered = await SponsorshipModel.findOneAndUpdate(
    { _id: offer._id, status: 'pending' },
    { $set: update },
    { returnDocument: 'after' },
  ).lean<SponsorshipDoc>();
  if (!answered) throw new ConflictError('This offer was already answered.');
  return answered;
}
