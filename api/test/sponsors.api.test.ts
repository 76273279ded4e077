/**
 * Sponsorships over HTTP: offers drawn in processing from the
 * career's seed expire unanswered at the next processing; an accepted offer
 * is tracked and pays once when met, or costs the squad morale and brings
 * media pressure when missed; answers are validated, once, and only for
 * the career's own offers of the current matchday.
 */
import { describe, expect, it } from 'vitest';
import {
  MORALE_MAX,
  MORALE_MIN,
  driftMorale,
  moraleAfterResult,
  moraleBaseline,
  playingTimeFromMinutes,
  ROUTES,
  routeUrl,
  sponsorDifficulty,
  type Match,
  type OfficeNotification,
  type SimulateMatchdayResponse,
  type SponsorshipAnswer,
  type SponsorObjective,
  type SponsorshipOffer,
  wageAsk,
} from '@hardwood/shared';
import mongoose from '../src/infra/store/mongoose.js';
import { WorldModel } from '../src/models/worlds/world.model.js';
import { SponsorshipModel } from '../src/models/office/sponsorship.model.js';
import { PlayerModel } from '../src/models/players/player.model.js';
import { TransactionModel } from '../src/models/money/transaction.model.js';
import { MatchModel } from '../src/models/season/match.model.js';
import { PlayerMatchStatModel } from '../src/models/players/player-match-stat.model.js';
import { useTestApp } from './app-fixture.js';
import { marketCareer, type TestCareer } from './market-helpers.js';

const app = useTestApp({
  env: { DEVELOPER_EMAILS: ['draw', 'met', 'missed', 'rules', 'b'].map((n) => `sponsor-${n}@example.com`).join(',') },
});

const OFFERS = routeUrl(ROUTES.office.sponsorshipOffers, {});
const answerUrl = (offerId: string) => routeUrl(ROUTES.office.answerSponsorship, { offerId });

async function playMatchday(c: TestCareer, matchday: number): Promise<void> {
  const answer = await c.http.json<SimulateMatchdayResponse>('POST', `/api/matches/simulate-matchday/${matchday}`);
  expect(answer.processing?.progress).toBe(100);
}

/** An offer of the current matchday written as step 7 would, with an objective chosen by the test. */
async function offerNow(
  c: TestCareer,
  matchday: number,
  objective: { objective: SponsorObjective; objectiveTarget: number; durationMatchdays: number },
) {
  const doc = await SponsorshipModel.create({
    worldId: c.userId,
    teamId: new mongoose.Types.ObjectId(c.team.id),
    season: 1,
    offeredForMatchday: matchday,
    sponsorName: 'Test Sponsor',
    offerAmount: 50_000,
    moraleBonus: 5,
    moralePenalty: 10,
    moralePenaltyDuration: 3,
    ...objective,
  });
  return doc._id.toString();
}

async function ownMatch(c: TestCareer, matchday: number) {
  const m = await MatchModel.findOne({
    worldId: c.userId,
    matchday,
    $or: [{ homeTeamId: new mongoose.Types.ObjectId(c.team.id) }, { awayTeamId: new mongoose.Types.ObjectId(c.team.id) }],
  }).lean();
  if (!m) throw new Error('no own match');
  const home = m.homeTeamId.toString() === c.team.id;
  return { id: m._id.toString(), scored: (home ? m.homeScore : m.awayScore) ?? 0, conceded: (home ? m.awayScore : m.homeScore) ?? 0 };
}

describe('sponsorship offers', () => {
  it('are drawn after matchdays from the career seed, counted on the badge, and expire unanswered', async () => {
    const c = await marketCareer(app.url, 'sponsor-draw@example.com', 101);
    // A fixed seed, the same draws every run: this one offers after matchdays 1, 2 and 3.
    await WorldModel.updateOne({ _id: c.userId }, { $set: { seed: 'a' } });
    for (let matchday = 1; matchday <= 8; matchday += 1) await playMatchday(c, matchday);
    const offers = await c.http.get<SponsorshipOffer[]>(OFFERS);
    expect(offers.length).toBe(3);
    for (const offer of offers) {
      expect(offer.difficulty).toBe(sponsorDifficulty(offer.offerAmount, offer.moralePenalty));
      expect(offer.objectiveText.length).toBeGreaterThan(5);
      // Offers of matchdays already processed expired; only the next matchday's may wait.
      expect(offer.status).toBe(offer.offeredForMatchday <= 8 ? 'expired' : 'pending');
    }
    const pending = offers.filter((o) => o.status === 'pending');
    const notes = (await c.http.get<OfficeNotification[]>(routeUrl(ROUTES.office.notifications, {}))).filter(
      (n) => n.notificationType === 'sponsorship_offer',
    );
    expect(notes.map((n) => n.relatedId)).toEqual(pending.map((o) => o.id));
    // Expired offers cannot be accepted.
    const old = offers.find((o) => o.status === 'expired');
    if (old) expect((await c.http.request('POST', answerUrl(old.id), { response: 'accept' })).status).toBe(409);
  }, 60_000);
});

describe('accepted sponsorships', () => {
  it('pay once and lift the squad when met', async () => {
    const c = await marketCareer(app.url, 'sponsor-met@example.com', 102);
    const id = await offerNow(c, 1, { objective: 'score_points', objectiveTarget: 1, durationMatchdays: 2 });
    const answers = await Promise.all(Array.from({ length: 4 }, () => c.http.request('POST', answerUrl(id), { response: 'accept' })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409]);
    const accepted = (await c.http.get<SponsorshipOffer[]>(OFFERS)).find((o) => o.id === id);
    expect(accepted).toMatchObject({ status: 'accepted', startMatchday: 1, endMatchday: 2 });
    await playMatchday(c, 1);
    const done = (await c.http.get<SponsorshipOffer[]>(OFFERS)).find((o) => o.id === id);
    expect(done?.status).toBe('completed');
    expect(done?.currentProgress).toBeGreaterThan(0);
    const paid = await TransactionModel.find({ worldId: c.userId, type: 'sponsorship' }).lean();
    expect(paid.map((t) => t.amount)).toEqual([50_000]);
    const squad = await PlayerModel.find({ worldId: c.userId, teamId: new mongoose.Types.ObjectId(c.team.id) }).lean();
    expect(squad.every((p) => p.sponsorSettledId === id)).toBe(true);
    await playMatchday(c, 2);
    expect(await TransactionModel.countDocuments({ worldId: c.userId, type: 'sponsorship' })).toBe(1);
  }, 60_000);

  it('cost the squad the penalty and bring media pressure when missed', async () => {
    const c = await marketCareer(app.url, 'sponsor-missed@example.com', 103);
    const id = await offerNow(c, 1, { objective: 'score_points', objectiveTarget: 500, durationMatchdays: 1 });
    expect((await c.http.json<SponsorshipAnswer>('POST', answerUrl(id), { response: 'accept' })).offer.status).toBe('accepted');
    const squadBefore = await PlayerModel.find({ worldId: c.userId, teamId: new mongoose.Types.ObjectId(c.team.id) }).lean();
    const before = new Map(squadBefore.map((p) => [p._id.toString(), p]));
    await playMatchday(c, 1);
    const result = await ownMatch(c, 1);
    const failed = (await c.http.get<SponsorshipOffer[]>(OFFERS)).find((o) => o.id === id);
    expect(failed).toMatchObject({ status: 'failed', pressureMatchdaysLeft: 3 });
    expect(await TransactionModel.countDocuments({ worldId: c.userId, type: 'sponsorship' })).toBe(0);
    // The result's morale change and the pull to his baseline (his minutes, the one result, his pay), then the penalty.
    const minutes = new Map(
      (await PlayerMatchStatModel.find({ matchId: new mongoose.Types.ObjectId(result.id) }, { playerId: 1, minutes: 1 }).lean()).map(
        (l) => [l.playerId.toString(), l.minutes],
      ),
    );
    for (const p of await PlayerModel.find({ worldId: c.userId, teamId: new mongoose.Types.ObjectId(c.team.id) }).lean()) {
      const was = before.get(p._id.toString());
      if (!was) throw new Error('a new player');
      const baseline = moraleBaseline({
        playingTime: playingTimeFromMinutes(minutes.get(p._id.toString()) ?? 0),
        results: [result.scored > result.conceded ? 'W' : 'L'],
        salary: was.salary,
        // At his rating after the matchday's development (step 2), his morale before it.
        ask: wageAsk({ ...p, morale: was.morale }, c.team.reputation),
      });
      const drifted = driftMorale(moraleAfterResult(was.morale, result.scored, result.conceded), baseline.value);
      expect(p.morale, p.name).toBe(Math.max(MORALE_MIN, Math.min(MORALE_MAX, drifted - 10)));
    }
    // Under pressure a win lifts nobody.
    const afterOne = new Map(
      (await PlayerModel.find({ worldId: c.userId, teamId: new mongoose.Types.ObjectId(c.team.id) }).lean()).map((p) => [
        p._id.toString(),
        p.morale,
      ]),
    );
    await playMatchday(c, 2);
    for (const p of await PlayerModel.find({ worldId: c.userId, teamId: new mongoose.Types.ObjectId(c.team.id) }).lean()) {
      expect(p.morale).toBeLessThanOrEqual(afterOne.get(p._id.toString()) ?? 0);
    }
  }, 60_000);

  it('are answered only for the career’s own offers of this matchday, before its game, with a valid response', async () => {
    const a = await marketCareer(app.url, 'sponsor-rules@example.com', 104);
    const b = await marketCareer(app.url, 'sponsor-b@example.com', 105);
    const id = await offerNow(a, 1, { objective: 'win_games', objectiveTarget: 1, durationMatchdays: 3 });
    expect((await b.http.request('POST', answerUrl(id), { response: 'accept' })).status).toBe(404);
    expect((await a.http.request('POST', answerUrl('not-an-id'), { response: 'accept' })).status).toBe(404);
    expect((await a.http.request('POST', answerUrl(id), { response: 'maybe' })).status).toBe(400);
    expect(await b.http.get<SponsorshipOffer[]>(OFFERS)).toEqual([]);
    // Once today's game is played, accepting would accept a known result.
    const match = await ownMatch(a, 1);
    await a.http.json<{ match: Match }>('POST', `/api/matches/${match.id}/simulate`);
    const late = await a.http.request('POST', answerUrl(id), { response: 'accept' });
    expect(late.status).toBe(409);
    expect(((await late.json()) as { message: string }).message).toContain('expired');
    // Rejecting stays possible, once.
    expect((await a.http.json<SponsorshipAnswer>('POST', answerUrl(id), { response: 'reject' })).offer.status).toBe('rejected');
    expect((await a.http.request('POST', answerUrl(id), { response: 'reject' })).status).toBe(409);
  }, 60_000);
});
