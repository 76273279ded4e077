/**
 * The office's salaries over HTTP: a matchday's salaries fall due
 * at processing, the unread matter blocks live play until read, paying moves
 * the money once (double submits and parallel calls included), an unpaid
 * salary costs morale at the next processing, home games bring gate receipts,
 * and another career's ids answer 404.
 */
import { describe, expect, it } from 'vitest';
import {
  ROUTES,
  routeUrl,
  UNPAID_SALARY_MORALE_DROP,
  type Match,
  type OfficeNotification,
  type ProcessingResult,
  type SalaryPayment,
} from '@hardwood/shared';
import mongoose from '../src/infra/store/mongoose.js';
import { PlayerModel } from '../src/models/players/player.model.js';
import { TransactionModel } from '../src/models/money/transaction.model.js';
import { InjuryModel } from '../src/models/medical/injury.model.js';
import { NewsModel, writeNewsOnce } from '../src/models/news/news.model.js';
import { AgentRequestModel } from '../src/models/office/agent-request.model.js';
import { SponsorshipModel } from '../src/models/office/sponsorship.model.js';
import { useTestApp } from './app-fixture.js';
import { marketCareer, type TestCareer } from './market-helpers.js';
import { seatSecondManager } from './second-seat.js';

const app = useTestApp({
  env: { DEVELOPER_EMAILS: ['pay', 'unpaid', 'other', 'b', 'club-a'].map((n) => `office-${n}@example.com`).join(',') },
});

const NOTIFICATIONS = routeUrl(ROUTES.office.notifications, {});
const PAYMENT = routeUrl(ROUTES.office.salaryPayment, {});
const PAY = routeUrl(ROUTES.office.paySalary, {});
const MARK_READ = routeUrl(ROUTES.office.markRead, {});

async function playMatchday(c: TestCareer, matchday: number): Promise<ProcessingResult> {
  const answer = await c.http.call(ROUTES.matches.simulateMatchday, { matchday: String(matchday) });
  if (!answer.processing) throw new Error('no processing');
  return answer.processing;
}

async function ownMatch(c: TestCareer, matchday: number): Promise<Match> {
  const match = (await c.http.call(ROUTES.season.matches, {})).find(
    (m) => m.matchday === matchday && (m.homeTeamId === c.team.id || m.awayTeamId === c.team.id),
  );
  if (!match) throw new Error(`no match on matchday ${matchday}`);
  return match;
}

describe('salaries', () => {
  it('fall due at processing, block live play until read, and are paid exactly once', async () => {
    const c = await marketCareer(app.url, 'office-pay@example.com', 101);
    expect(await c.http.call(ROUTES.office.salaryPayment, {})).toBeNull();
    const processing = await playMatchday(c, 1);
    const roster = await PlayerModel.find({ worldId: c.userId, teamId: new mongoose.Types.ObjectId(c.team.id) }).lean();
    const bill = roster.reduce((sum, p) => sum + p.salary, 0);
    expect(bill).toBeGreaterThan(0);
    expect(processing.steps[5]?.message).toContain(`Salaries due for matchday 1`);

    const payment = await c.http.call(ROUTES.office.salaryPayment, {});
    expect(payment).toMatchObject({ matchday: 1, totalAmount: bill, isPaid: false });
    if (!payment) throw new Error('no salary payment due');
    // Agents may knock too (their own test): the salaries are the matter here.
    const salaryDue = async () => (await c.http.call(ROUTES.office.notifications, {})).filter((n) => n.notificationType === 'salary_due');
    const pending = await salaryDue();
    expect(pending).toEqual([
      {
        id: `salary_due:${payment.id}`,
        title: expect.stringContaining('matchday 1'),
        notificationType: 'salary_due',
        relatedId: payment.id,
      },
    ]);

    // Live play waits until the matter is read.
    const next = await ownMatch(c, 2);
    await c.http.call(ROUTES.auth.setSimulateMode, {}, { simulateMode: false });
    const blocked = await c.http.send(ROUTES.live.token, {}, { matchId: next.id });
    expect(blocked.status).toBe(409);
    // The refusal names the matter that blocks and the tab that reads it.
    expect(((await blocked.json()) as { message: string }).message).toMatch(
      /^Read office notifications first: Salaries: Salaries due for matchday 1/,
    );
    for (const n of await c.http.call(ROUTES.office.notifications, {}))
      await c.http.call(ROUTES.office.markRead, {}, { notificationType: n.notificationType, relatedId: n.relatedId });
    expect(await c.http.call(ROUTES.office.notifications, {})).toEqual([]);
    expect(await salaryDue()).toEqual([]);
    expect((await c.http.send(ROUTES.live.token, {}, { matchId: next.id })).status).toBe(200);

    // Ten parallel payments: one debit, one transaction.
    const budget = await c.budget();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => c.http.send(ROUTES.office.paySalary, {}, { salaryPaymentId: payment.id })),
    );
    expect(answers.every((r) => r.status === 200)).toBe(true);
    expect(await c.budget()).toBe(budget - bill);
    const salaries = (await c.transactions()).filter((t) => t.type === 'salary');
    expect(salaries).toEqual([expect.objectContaining({ amount: -bill, matchday: 1, season: 1 })]);
    const again = await c.http.call(ROUTES.office.paySalary, {}, { salaryPaymentId: payment.id });
    expect(again).toMatchObject({ message: 'These salaries were already paid.', payment: { isPaid: true }, budget: budget - bill });
  }, 30_000);

  it('cost morale at the next processing when unpaid, once; home games bring gate receipts', async () => {
    const c = await marketCareer(app.url, 'office-unpaid@example.com', 102);
    await playMatchday(c, 1);
    const home = (await c.http.call(ROUTES.season.matches, {})).filter((m) => m.matchday === 1);
    // The gate goes to the home side: the manager's as its own line, an AI club's in its matchday accounts.
    const gateOf = async (teamId: string) => {
      const rows = await TransactionModel.find({
        worldId: c.userId,
        teamId: new mongoose.Types.ObjectId(teamId),
        type: { $in: ['match_revenue', 'matchday_accounts'] },
        matchday: 1,
      }).lean();
      return rows.reduce((s, t) => s + (t.type === 'match_revenue' ? t.amount : (t.parts?.gates ?? 0)), 0);
    };
    for (const m of home) {
      expect(await gateOf(m.homeTeamId), m.homeTeamId).toBeGreaterThan(0);
      expect(await gateOf(m.awayTeamId), m.awayTeamId).toBe(0);
    }
    const processing = await playMatchday(c, 2);
    expect(processing.steps[5]?.message).toContain(`still unpaid: morale −${UNPAID_SALARY_MORALE_DROP}`);
    const own = await PlayerModel.find({ worldId: c.userId, teamId: new mongoose.Types.ObjectId(c.team.id) }).lean();
    expect(own.map((p) => p.salaryPenaltyKey)).toEqual(own.map(() => 101));
    // Both payments are due now; the badge lists both.
    const due = (await c.http.call(ROUTES.office.notifications, {})).filter((n) => n.notificationType === 'salary_due');
    expect(due.map((n) => n.title)).toEqual([expect.stringContaining('matchday 1'), expect.stringContaining('matchday 2')]);
  }, 30_000);

  it('another career’s payment and notification ids answer 404 and change nothing', async () => {
    const a = await marketCareer(app.url, 'office-other@example.com', 103);
    const b = await marketCareer(app.url, 'office-b@example.com', 104);
    await playMatchday(a, 1);
    const payment = await a.http.get<SalaryPayment>(PAYMENT);
    const budget = await a.budget();
    expect((await b.http.request('POST', PAY, { salaryPaymentId: payment.id })).status).toBe(404);
    expect((await b.http.request('POST', MARK_READ, { notificationType: 'salary_due', relatedId: payment.id })).status).toBe(404);
    expect((await b.http.request('POST', PAY, { salaryPaymentId: 'not-an-id' })).status).toBe(404);
    expect((await b.http.request('POST', MARK_READ, { notificationType: 'nonsense', relatedId: payment.id })).status).toBe(400);
    expect(await a.budget()).toBe(budget);
    expect((await a.http.get<OfficeNotification[]>(NOTIFICATIONS)).filter((n) => n.notificationType === 'salary_due')).toHaveLength(1);
  }, 30_000);

  it('another club of the same world: its office matters and news are not listed, and their ids answer 404 and change nothing', async () => {
    const a = await marketCareer(app.url, 'office-club-a@example.com', 105);
    const b = await seatSecondManager(app.url, a.userId, 'office-club-b@example.com', 106);
    const worldId = a.userId;
    const teamId = new mongoose.Types.ObjectId(a.team.id);
    await playMatchday(a, 1);
    const payment = await a.http.call(ROUTES.office.salaryPayment, {});
    if (!payment) throw new Error('no salary payment due');
    // The first club's other matters, as processing would write them.
    const [player] = await PlayerModel.find({ worldId, teamId }).sort({ _id: 1 }).limit(1).lean();
    if (!player) throw new Error('no player');
    const request = await AgentRequestModel.create({
      worldId,
      teamId,
      playerId: player._id,
      requestType: 'salary_increase',
      currentSalary: player.salary,
      requestedSalary: player.salary * 2,
      description: 'He wants more',
      season: 1,
      matchday: 1,
    });
    const offer = await SponsorshipModel.create({
      worldId,
      teamId,
      season: 1,
      // Processing may have offered one for matchday 2: this one is the test's own.
      offeredForMatchday: 20,
      sponsorName: 'Private Sponsor',
      offerAmount: 50_000,
      moraleBonus: 5,
      moralePenalty: 10,
      moralePenaltyDuration: 3,
      objective: 'win_games',
      objectiveTarget: 1,
      durationMatchdays: 1,
    });
    const injury = await InjuryModel.create({
      worldId,
      playerId: player._id,
      teamId,
      season: 1,
      matchday: 1,
      injuredKey: 101,
      injuryType: 'Sprained ankle',
      severity: 'moderate',
      matchdaysOut: 3,
      remainingMatchdays: 3,
    });
    await writeNewsOnce({
      worldId,
      teamId,
      key: 'test:private',
      type: 'player_stats',
      title: 'Private',
      content: 'For A',
      season: 1,
      matchday: 1,
    });
    await writeNewsOnce({ worldId, key: 'test:world', type: 'player_stats', title: 'World', content: 'For all', season: 1, matchday: 1 });
    await a.http.call(ROUTES.office.markRead, {}, { notificationType: 'salary_due', relatedId: payment.id });
    const privateNews = await NewsModel.findOne({ worldId, teamId, key: 'test:private' }).lean();
    const ids = [payment.id, request._id, offer._id, injury._id, privateNews?._id].map(String);
    const before = await a.http.call(ROUTES.office.notifications, {});
    const budget = await a.budget();

    // None of the first club's records in the second manager's reads.
    const reads = await Promise.all([
      b.http.call(ROUTES.office.notifications, {}),
      b.http.call(ROUTES.office.salaryPayment, {}),
      b.http.call(ROUTES.office.readNotifications, {}),
      b.http.call(ROUTES.office.agentRequests, {}),
      b.http.call(ROUTES.office.sponsorshipOffers, {}),
      b.http.call(ROUTES.office.injuries, {}),
      b.http.call(ROUTES.money.news, {}),
      b.http.call(ROUTES.money.transactions, {}),
    ]);
    const shown = JSON.stringify(reads);
    for (const id of ids) expect(shown.includes(id), id).toBe(false);
    expect(await b.http.call(ROUTES.office.readNotifications, {})).toEqual([]);
    // World news is in both feeds; the first club's own news only in its own.
    const feedOfB = (await b.http.call(ROUTES.money.news, {})).map((n) => n.title);
    expect(feedOfB).toContain('World');
    expect(feedOfB).not.toContain('Private');
    expect((await a.http.call(ROUTES.money.news, {})).map((n) => n.title)).toEqual(expect.arrayContaining(['World', 'Private']));

    // Their ids answer 404 on every office write.
    for (const [notificationType, relatedId] of [
      ['salary_due', payment.id],
      ['agent_request', request._id.toString()],
      ['sponsorship_offer', offer._id.toString()],
      ['injury_report', injury._id.toString()],
    ] as const) {
      expect((await b.http.request('POST', MARK_READ, { notificationType, relatedId })).status, notificationType).toBe(404);
    }
    expect((await b.http.request('POST', PAY, { salaryPaymentId: payment.id })).status).toBe(404);
    const answerRequest = routeUrl(ROUTES.office.answerAgentRequest, { requestId: request._id.toString() });
    expect((await b.http.request('POST', answerRequest, { response: 'accept' })).status).toBe(404);
    const answerOffer = routeUrl(ROUTES.office.answerSponsorship, { offerId: offer._id.toString() });
    expect((await b.http.request('POST', answerOffer, { response: 'accept' })).status).toBe(404);
    const treat = routeUrl(ROUTES.office.treatInjury, { injuryId: injury._id.toString() });
    expect((await b.http.request('POST', treat, { treatment: 'specialized' })).status).toBe(404);

    // Nothing of the first club changed.
    expect(await a.http.call(ROUTES.office.notifications, {})).toEqual(before);
    expect(await a.budget()).toBe(budget);
    expect((await AgentRequestModel.findById(request._id).lean())?.status).toBe('pending');
    expect((await SponsorshipModel.findById(offer._id).lean())?.status).toBe('pending');
    expect((await InjuryModel.findById(injury._id).lean())?.treatmentOption).toBeNull();
    expect((await a.http.call(ROUTES.office.salaryPayment, {}))?.isPaid).toBe(false);
    expect(await NewsModel.countDocuments({ worldId, key: 'test:private' })).toBe(1);
  }, 30_000);
});
