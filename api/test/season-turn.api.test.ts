/**
 * The turn of a season as a play-through met it: every matchday the club
 * played is a salary payment, the last one included and payable after the
 * season has ended; and the close season gives the regulars their fitness
 * back, so they start the next season fit (and the news warns as they tire).
 */
import { describe, expect, it } from 'vitest';
import {
  FITNESS_AFTER_CLOSE_SEASON,
  FITNESS_LOW_WARNING,
  matchdayKey,
  ROUTES,
  routeUrl,
  type SeasonEndResult,
  type SimulateMatchdayResponse,
} from '@hardwood/shared';
import { MatchModel } from '../src/models/season/match.model.js';
import { NewsModel } from '../src/models/news/news.model.js';
import { PlayerMatchStatModel } from '../src/models/players/player-match-stat.model.js';
import { PlayerModel } from '../src/models/players/player.model.js';
import { SalaryPaymentModel } from '../src/models/office/salary-payment.model.js';
import { SeasonModel } from '../src/models/season/season.model.js';
import { TeamModel } from '../src/models/teams/team.model.js';
import { useTestApp } from './app-fixture.js';
import { marketCareer, setBudget, type TestCareer } from './market-helpers.js';

const app = useTestApp({ env: { DEVELOPER_EMAILS: 'turn@example.com' } });
const END = routeUrl(ROUTES.season.end, {});

/** Plays the season to its end, paying each matchday's salaries as a manager does, except the last matchday's. */
async function playSeasonPaying(c: TestCareer): Promise<void> {
  for (let guard = 0; guard < 40; guard += 1) {
    const season = await SeasonModel.findOne({ worldId: c.userId, isActive: true }).sort({ number: -1 }).lean();
    if (!season || season.status === 'complete') return;
    await c.http.json('POST', `/api/matches/simulate-matchday/${season.currentMatchday}`);
    const due = await c.http.call(ROUTES.office.salaryPayment, {});
    if (due && !due.isPaid && due.matchday < season.totalMatchdays)
      await c.http.call(ROUTES.office.paySalary, {}, { salaryPaymentId: due.id });
  }
  throw new Error('the season never ended');
}

describe('the season turn', () => {
  it('charges every played matchday, the last one payable after the season end, and the summer heals the regulars', async () => {
    const c = await marketCareer(app.url, 'turn@example.com', 103);
    // A modest club out of the European Cup, rich enough to pay every bill.
    await TeamModel.updateOne({ worldId: c.userId, isUserTeam: true }, { $set: { reputation: 1 } });
    await setBudget(c.team.id, 50_000_000);
    const season = await SeasonModel.findOne({ worldId: c.userId, isActive: true }).lean();
    if (!season) throw new Error('no season');

    await playSeasonPaying(c);
    const teamId = (await TeamModel.findOne({ worldId: c.userId, isUserTeam: true }, { _id: 1 }).lean())?._id;
    const played = await MatchModel.find(
      { worldId: c.userId, seasonId: season._id, isPlayed: true, $or: [{ homeTeamId: teamId }, { awayTeamId: teamId }] },
      { matchday: 1 },
    ).lean();
    const playedDays = [...new Set(played.map((m) => m.matchday))].sort((a, b) => a - b);
    const payments = await SalaryPaymentModel.find({ worldId: c.userId, teamId, season: season.number }).sort({ matchday: 1 }).lean();
    console.log(`played matchdays ${playedDays.length}, salary payments ${payments.length}: ${payments.map((p) => p.matchday).join(',')}`);
    expect(playedDays).toHaveLength(22);
    expect(payments.map((p) => p.matchday)).toEqual(playedDays);

    // The regulars: the eight with the most minutes this season, and how tired they end it.
    const lines = await PlayerMatchStatModel.find({ worldId: c.userId, matchId: { $in: played.map((m) => m._id) } }).lean();
    const own = new Set((await c.roster()).map((p) => p.id));
    const minutes = new Map<string, number>();
    for (const l of lines)
      if (own.has(l.playerId.toString())) minutes.set(l.playerId.toString(), (minutes.get(l.playerId.toString()) ?? 0) + l.minutes);
    const regulars = [...minutes.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8)
      .map(([id]) => id);
    const fitnessOf = async () =>
      (await PlayerModel.find({ _id: { $in: regulars } }, { fitness: 1 }).lean()).map((p) => p.fitness).sort((a, b) => a - b);
    console.log(`regulars' fitness at the season's end: ${(await fitnessOf()).join(',')}`);
    // Every regular who ended the season worn out was named in the news as he fell below the warning.
    const warned = new Set(
      (await NewsModel.find({ worldId: c.userId, teamId, key: /^news:1:\d+:fitness:/ }, { key: 1 }).lean()).map((n) => n.key.split(':')[4]),
    );
    const worn = (await PlayerModel.find({ _id: { $in: regulars } }, { fitness: 1 }).lean()).filter((p) => p.fitness < FITNESS_LOW_WARNING);
    console.log(`fitness warnings in the news for ${warned.size} players; ${worn.length} regulars ended below ${FITNESS_LOW_WARNING}`);
    expect(worn.length).toBeGreaterThan(0);
    for (const p of worn) expect(warned.has(p._id.toString())).toBe(true);

    // The dashboard names the last matchday's salaries before the season turns.
    const over = await c.http.call(ROUTES.dashboard.nextMatch, {});
    expect(over.blocker).toMatchObject({ kind: 'season-over', message: expect.stringContaining('salaries of matchday 22') });

    await c.http.json<SeasonEndResult>('POST', END);

    const after = await fitnessOf();
    console.log(`regulars' fitness at the next season's start: ${after.join(',')} (band ≥ ${FITNESS_AFTER_CLOSE_SEASON})`);
    expect(Math.min(...after)).toBeGreaterThanOrEqual(FITNESS_AFTER_CLOSE_SEASON);

    // After the turn they hold the new season's first game until paid, and the office can pay them.
    const next = await c.http.call(ROUTES.dashboard.nextMatch, {});
    expect(next.blocker).toMatchObject({ kind: 'office', message: expect.stringContaining("last season's matchday 22") });

    // Matchday 22's salaries are still asked for in the next season, and paying them writes the 22nd ledger line.
    const last = await c.http.call(ROUTES.office.salaryPayment, {});
    console.log(`after the season end the office asks for: ${JSON.stringify(last)}`);
    expect(last).toMatchObject({ matchday: 22, isPaid: false });
    const notices = (await c.http.call(ROUTES.office.notifications, {})).filter((n) => n.notificationType === 'salary_due');
    expect(notices.map((n) => n.relatedId)).toEqual([last?.id]);
    if (!last) throw new Error('no salary payment due');

    // Left unpaid into the new season's first matchday, they cost the squad morale once, as any last matchday's do.
    const day1 = await c.http.json<SimulateMatchdayResponse>('POST', '/api/matches/simulate-matchday/1');
    expect(day1.processing?.steps[5]?.message).toContain("Matchday 22's are still unpaid");
    const penalised = await PlayerModel.find({ worldId: c.userId, teamId }, { salaryPenaltyKey: 1 }).lean();
    expect(new Set(penalised.map((p) => p.salaryPenaltyKey))).toEqual(new Set([matchdayKey(1, 22)]));

    await c.http.call(ROUTES.office.paySalary, {}, { salaryPaymentId: last.id });
    const salaryLines = (await c.transactions()).filter((t) => t.type === 'salary');
    expect(salaryLines).toHaveLength(22);
    expect(await c.http.call(ROUTES.office.salaryPayment, {}, { matchday: 22 })).toMatchObject({ matchday: 22, isPaid: true });
    // Next: the new season's first.
    expect(await c.http.call(ROUTES.office.salaryPayment, {})).toMatchObject({ matchday: 1, isPaid: false });
  }, 180_000);
});
