/**
 * The manager's auto-pay setting: off by default (nothing is paid without
 * him); on, matchday processing pays each matchday's salaries as they fall
 * due, one ledger line per matchday played, never twice when a step runs
 * again, and a digest in his news lists what was decided; a budget that
 * cannot cover them leaves them due, and the digest says so. The setting is
 * his seat's: another manager of the world has his own.
 */
import { describe, expect, it } from 'vitest';
import { formatEuros, ROUTES, type NewsItem, type ProcessingResult } from '@hardwood/shared';
import mongoose from '../src/infra/store/mongoose.js';
import { SalaryPaymentModel } from '../src/models/office/salary-payment.model.js';
import { SeasonModel, type SeasonDoc } from '../src/models/season/season.model.js';
import { TransactionModel } from '../src/models/money/transaction.model.js';
import { PROCESSING_PIPELINE } from '../src/orchestrators/processing/processing.service.js';
import { useTestApp } from './app-fixture.js';
import { marketCareer, setBudget, type TestCareer } from './market-helpers.js';
import { seatSecondManager } from './second-seat.js';

const app = useTestApp({
  env: { DEVELOPER_EMAILS: ['off', 'on', 'short', 'seat-a'].map((n) => `autopay-${n}@example.com`).join(',') },
});

async function playMatchday(c: TestCareer, matchday: number): Promise<ProcessingResult> {
  const answer = await c.http.call(ROUTES.matches.simulateMatchday, { matchday: String(matchday) });
  if (!answer.processing) throw new Error('no processing');
  return answer.processing;
}

const salaryLines = async (c: TestCareer) =>
  TransactionModel.find({ worldId: c.userId, teamId: new mongoose.Types.ObjectId(c.team.id), type: 'salary' }).lean();
const digests = async (c: TestCareer): Promise<NewsItem[]> =>
  (await c.http.call(ROUTES.money.news, {})).filter((n) => n.type === 'office_digest');

describe('auto-pay salaries', () => {
  it('is off by default: processing pays nothing and writes no digest', async () => {
    const c = await marketCareer(app.url, 'autopay-off@example.com', 107);
    expect(await c.http.call(ROUTES.office.managerSettings, {})).toEqual({ autoPaySalaries: false });
    const processing = await playMatchday(c, 1);
    expect(processing.steps[5]?.message).toContain('Salaries due for matchday 1');
    expect(await salaryLines(c)).toEqual([]);
    expect((await c.http.call(ROUTES.office.salaryPayment, {}))?.isPaid).toBe(false);
    expect(await digests(c)).toEqual([]);
  });

  it('on: pays each matchday once as it falls due, lists it in the digest, and a re-run of the step pays nothing more', async () => {
    const c = await marketCareer(app.url, 'autopay-on@example.com', 108);
    expect(await c.http.call(ROUTES.office.updateManagerSettings, {}, { autoPaySalaries: true })).toEqual({ autoPaySalaries: true });
    expect(await c.http.call(ROUTES.office.managerSettings, {})).toEqual({ autoPaySalaries: true });
    for (const matchday of [1, 2, 3]) {
      const processing = await playMatchday(c, matchday);
      expect(processing.steps[5]?.message).toMatch(new RegExp(`^Salaries for matchday ${matchday} paid automatically: €`));
    }
    const payments = await SalaryPaymentModel.find({ worldId: c.userId }).sort({ matchday: 1 }).lean();
    expect(payments.map((p) => [p.matchday, p.isPaid, p.paidAutomatically])).toEqual([
      [1, true, true],
      [2, true, true],
      [3, true, true],
    ]);
    expect(await c.http.call(ROUTES.office.salaryPayment, {}, { matchday: 3 })).toMatchObject({ isPaid: true, paidAutomatically: true });
    const lines = await salaryLines(c);
    expect(lines.map((l) => [l.matchday, l.amount]).sort()).toEqual(payments.map((p) => [p.matchday, -p.totalAmount]).sort());
    // Nothing is left for the office: no salary matter holds the next game.
    expect((await c.http.call(ROUTES.office.notifications, {})).filter((n) => n.notificationType === 'salary_due')).toEqual([]);
    const digest = await digests(c);
    expect(digest.map((d) => d.title).sort()).toEqual([1, 2, 3].map((m) => `Matchday ${m} digest: decided for you`));
    const third = payments[2];
    if (!third) throw new Error('no third payment');
    const amount = formatEuros(third.totalAmount);
    expect(digest.find((d) => d.matchday === 3)?.content).toContain(`Salaries for matchday 3 paid automatically: ${amount}`);

    // The salary step of matchday 3 runs again (as a retry after a crash would): no second payment.
    const budget = await c.budget();
    const season = await SeasonModel.findOne({ worldId: c.userId, number: 1 }).lean<SeasonDoc>();
    const step = PROCESSING_PIPELINE[5];
    if (!season || !step) throw new Error('no season or step');
    const again = await step[1](
      { worldId: c.userId, teamId: new mongoose.Types.ObjectId(c.team.id), season, matchday: 3 },
      async (message) => message,
    );
    expect(again).toContain('Salaries for matchday 3 paid automatically');
    expect(await salaryLines(c)).toHaveLength(3);
    expect(await c.budget()).toBe(budget);
    expect(await digests(c)).toHaveLength(3);
    // Paying it in the office now moves nothing either: it is one payment under one ledger key.
    const pay = await c.http.call(ROUTES.office.paySalary, {}, { salaryPaymentId: third._id.toString() });
    expect(pay.message).toBe('These salaries were already paid.');
    expect(await salaryLines(c)).toHaveLength(3);

    // Turned off again: the next matchday's salaries wait for the manager.
    await c.http.call(ROUTES.office.updateManagerSettings, {}, { autoPaySalaries: false });
    await playMatchday(c, 4);
    expect(await salaryLines(c)).toHaveLength(3);
    expect((await SalaryPaymentModel.findOne({ worldId: c.userId, matchday: 4 }).lean())?.isPaid).toBe(false);
  });

  it('on, with a budget that cannot cover them: the salaries stay due and the digest says so', async () => {
    const c = await marketCareer(app.url, 'autopay-short@example.com', 109);
    await c.http.call(ROUTES.office.updateManagerSettings, {}, { autoPaySalaries: true });
    await setBudget(c.team.id, 1000);
    const processing = await playMatchday(c, 1);
    expect(processing.steps[5]?.message).toContain('Salaries for matchday 1 left unpaid');
    expect(await salaryLines(c)).toEqual([]);
    const payment = await c.http.call(ROUTES.office.salaryPayment, {});
    expect(payment?.isPaid).toBe(false);
    const [digest] = await digests(c);
    expect(digest?.content).toMatch(/Salaries for matchday 1 left unpaid: they come to €[\d,]+ and the budget holds €1,000\./);
    expect((await c.http.call(ROUTES.office.notifications, {})).some((n) => n.notificationType === 'salary_due')).toBe(true);
  });

  it('is the seat’s own: another manager of the world turning it on leaves it off for this one', async () => {
    const a = await marketCareer(app.url, 'autopay-seat-a@example.com', 110);
    const b = await seatSecondManager(app.url, a.userId, 'autopay-seat-b@example.com', 111);
    expect(await b.http.call(ROUTES.office.updateManagerSettings, {}, { autoPaySalaries: true })).toEqual({ autoPaySalaries: true });
    expect(await a.http.call(ROUTES.office.managerSettings, {})).toEqual({ autoPaySalaries: false });
    expect(await b.http.call(ROUTES.office.managerSettings, {})).toEqual({ autoPaySalaries: true });
    expect((await b.http.request('PUT', '/api/settings/manager', { autoPaySalaries: 'yes' })).status).toBe(400);
    expect(await b.http.call(ROUTES.office.managerSettings, {})).toEqual({ autoPaySalaries: true });
  });
});
