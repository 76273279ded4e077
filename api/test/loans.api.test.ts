/**
 * Loans over HTTP: who may go and where, every validation, a
 * loan played out in the world's real games (his statistics are the sums of
 * his lines there) and ended by processing, a recall, the scouts' report,
 * another career's ids, and a loanee kept out of the manager's matches.
 */
import { describe, expect, it } from 'vitest';
import {
  createMatch,
  LOAN_MAX_AGE_EXCLUSIVE,
  ROUTES,
  routeUrl,
  type ActiveLoan,
  type LoanOption,
  type LoanScoutReportResponse,
  type OfficeNotification,
  type Player,
  type SimulateMatchdayResponse,
} from '@hardwood/shared';
import mongoose from '../src/infra/store/mongoose.js';
import { LoanModel } from '../src/models/loans/loan.model.js';
import { InjuryModel } from '../src/models/medical/injury.model.js';
import { careerSquads } from '../src/domain/matches/squads.js';
import { WorldMatchModel } from '../src/models/matches/world-match.model.js';
import { PlayerMatchStatModel } from '../src/models/players/player-match-stat.model.js';
import { PlayerModel } from '../src/models/players/player.model.js';
import { SeasonModel } from '../src/models/season/season.model.js';
import { TeamModel } from '../src/models/teams/team.model.js';
import { useTestApp } from './app-fixture.js';
import { marketCareer, type TestCareer } from './market-helpers.js';

const app = useTestApp({
  env: { DEVELOPER_EMAILS: ['rules', 'full', 'recall', 'b', 'notice'].map((n) => `loans-${n}@example.com`).join(',') },
});

const SEND = routeUrl(ROUTES.loans.send, {});
const ACTIVE = routeUrl(ROUTES.loans.active, {});
const REPORT = routeUrl(ROUTES.loans.scoutReport, {});
const optionsUrl = (playerId: string) => routeUrl(ROUTES.loans.options, { playerId });
const recallUrl = (loanId: string) => routeUrl(ROUTES.loans.recall, { loanId });

async function playMatchday(c: TestCareer, matchday: number): Promise<void> {
  const answer = await c.http.json<SimulateMatchdayResponse>('POST', `/api/matches/simulate-matchday/${matchday}`);
  expect(answer.processing?.progress).toBe(100);
}

/** The youngest player of the roster (makes him young enough when the roster has none). */
async function youngster(c: TestCareer): Promise<Player> {
  const roster = await c.roster();
  const young = [...roster].sort((a, b) => a.age - b.age)[0];
  if (!young) throw new Error('no roster');
  if (young.age >= LOAN_MAX_AGE_EXCLUSIVE)
    await PlayerModel.updateOne({ _id: new mongoose.Types.ObjectId(young.id) }, { $set: { age: 20 } });
  return { ...young, age: Math.min(young.age, 20) };
}

const message = async (res: Response) => ((await res.json()) as { message: string }).message;

describe('loan rules', () => {
  it('offers clubs to players under 23 only, and refuses every invalid send with its message', async () => {
    const c = await marketCareer(app.url, 'loans-rules@example.com', 101);
    const roster = await c.roster();
    const veteran = roster.find((p) => p.age >= LOAN_MAX_AGE_EXCLUSIVE);
    if (!veteran) throw new Error('no veteran');
    const old = await c.http.request('GET', optionsUrl(veteran.id));
    expect(old.status).toBe(400);
    expect(await message(old)).toBe(`Only players under ${LOAN_MAX_AGE_EXCLUSIVE} can go on loan.`);

    const young = await youngster(c);
    const options = await c.http.get<LoanOption[]>(optionsUrl(young.id));
    expect(options.length).toBeGreaterThan(2);
    // Other leagues only, lower tiers first, no more than three from one country.
    const counts = new Map<string, number>();
    for (const o of options) counts.set(o.country, (counts.get(o.country) ?? 0) + 1);
    expect(Math.max(...counts.values())).toBeLessThanOrEqual(3);
    const ownLeague = await TeamModel.find({ worldId: c.userId, leagueId: c.team.leagueId }, { _id: 1 }).lean();
    expect(options.some((o) => ownLeague.some((t) => t._id.toString() === o.id))).toBe(false);
    expect(options.every((o) => ['develops youth', 'balanced', 'plays veterans'].includes(o.philosophy))).toBe(true);
    const club = options[0];
    if (!club) throw new Error('no option');

    const missing = await c.http.request('POST', SEND, { playerId: young.id, loanTeamId: club.id });
    expect(missing.status).toBe(400);
    expect(await message(missing)).toContain('Please select a loan destination and duration.');
    expect((await c.http.request('POST', SEND, { playerId: young.id, loanTeamId: club.id, duration: 7 })).status).toBe(400);
    const ownClub = ownLeague.find((t) => t._id.toString() !== c.team.id);
    expect((await c.http.request('POST', SEND, { playerId: young.id, loanTeamId: ownClub?._id.toString(), duration: 10 })).status).toBe(
      400,
    );
    expect(
      (await c.http.request('POST', SEND, { playerId: young.id, loanTeamId: new mongoose.Types.ObjectId().toString(), duration: 10 }))
        .status,
    ).toBe(404);
    expect((await c.http.request('POST', SEND, { playerId: veteran.id, loanTeamId: club.id, duration: 10 })).status).toBe(400);
    // Longer than what is left of the season.
    await SeasonModel.updateOne({ worldId: c.userId, isActive: true }, { $set: { currentMatchday: 20 } });
    const long = await c.http.request('POST', SEND, { playerId: young.id, loanTeamId: club.id, duration: 5 });
    expect(long.status).toBe(400);
    expect(await message(long)).toContain('Only 3 matchdays are left');
    await SeasonModel.updateOne({ worldId: c.userId, isActive: true }, { $set: { currentMatchday: 1 } });
    expect(await LoanModel.countDocuments({ worldId: c.userId })).toBe(0);

    // Sent once: five parallel sends make one loan; then he is "already on loan".
    const sends = await Promise.all(
      Array.from({ length: 5 }, () => c.http.request('POST', SEND, { playerId: young.id, loanTeamId: club.id, duration: 10 })),
    );
    expect(sends.filter((r) => r.status === 200)).toHaveLength(1);
    expect(await LoanModel.countDocuments({ worldId: c.userId })).toBe(1);
    const again = await c.http.request('GET', optionsUrl(young.id));
    expect(again.status).toBe(400);
    expect(await message(again)).toBe(`${young.name} is already on loan.`);
    // He cannot be sold while away, and the lineup refuses him.
    expect((await c.http.request('POST', routeUrl(ROUTES.transfers.sellPlayer, { playerId: young.id }))).status).toBe(400);
  }, 60_000);
});

describe('loan notices', () => {
  it('count on the office badge but never hold the live match', async () => {
    const c = await marketCareer(app.url, 'loans-notice@example.com', 104);
    const young = await youngster(c);
    const [club] = await c.http.get<LoanOption[]>(optionsUrl(young.id));
    if (!club) throw new Error('no loan club');
    const sent = await c.http.json<{ loan: ActiveLoan }>('POST', SEND, { playerId: young.id, loanTeamId: club.id, duration: 5 });
    const notes = await c.http.get<OfficeNotification[]>(routeUrl(ROUTES.office.notifications, {}));
    expect(notes.map((n) => n.notificationType)).toEqual(['scout_report']);
    expect(notes[0]?.relatedId).toBe(sent.loan.id);
    await c.http.json('PATCH', '/api/auth/user/simulate-mode', { simulateMode: false });
    const first = (await c.http.get<Array<{ id: string; matchday: number; homeTeamId: string; awayTeamId: string }>>('/api/matches')).find(
      (m) => m.matchday === 1 && (m.homeTeamId === c.team.id || m.awayTeamId === c.team.id),
    );
    if (!first) throw new Error('no first match');
    const token = await c.http.request('POST', '/api/live/token', { matchId: first.id });
    expect(token.status).toBe(200);
  }, 60_000);
});

describe('a loan played out', () => {
  it('counts his real games abroad, keeps him out of his club’s matches, grows him and brings him back at its end', async () => {
    const c = await marketCareer(app.url, 'loans-full@example.com', 102);
    const young = await youngster(c);
    const [club] = (await c.http.get<LoanOption[]>(optionsUrl(young.id))).filter((o) => o.philosophy === 'develops youth');
    if (!club) throw new Error('no youth club among the options');
    const sent = await c.http.json<{ loan: ActiveLoan }>('POST', SEND, { playerId: young.id, loanTeamId: club.id, duration: 10 });
    expect(sent.loan).toMatchObject({
      startMatchday: 1,
      endMatchday: 10,
      duration: 10,
      status: 'active',
      progressLabel: '10 matchdays left',
      matchesPlayed: 0,
      sentiment: 'neutral',
    });
    // The office counts the loan until the Scout Reports tab reads it.
    const notes = await c.http.get<OfficeNotification[]>(routeUrl(ROUTES.office.notifications, {}));
    expect(notes.some((n) => n.notificationType === 'scout_report' && n.relatedId === sent.loan.id)).toBe(true);
    // Not in his club's squad for a live match.
    const squads = await careerSquads(c.userId, [new mongoose.Types.ObjectId(c.team.id)]);
    const home = squads.get(c.team.id);
    if (!home) throw new Error('no squad');
    const state = createMatch(home, home, {}, 1);
    expect(state.home.players.some((p) => p.id === young.id)).toBe(false);

    const before = await PlayerModel.findById(young.id).lean();
    for (let matchday = 1; matchday <= 5; matchday += 1) await playMatchday(c, matchday);
    const mid = (await c.http.get<ActiveLoan[]>(ACTIVE))[0];
    expect(mid).toMatchObject({ status: 'active', progressLabel: '5 matchdays left', currentMatchday: 6 });
    const report = await c.http.json<LoanScoutReportResponse>('POST', REPORT, { loanId: sent.loan.id });
    expect(report.currentMatchday).toBe(6);
    expect(report.updated.matchesPlayed).toBe(mid?.matchesPlayed);
    expect(report.report.text).toContain(young.name);
    for (let matchday = 6; matchday <= 10; matchday += 1) await playMatchday(c, matchday);

    // Back by himself at matchday 10's processing, with a summary and a final report.
    const [done] = await c.http.get<ActiveLoan[]>(ACTIVE);
    expect(done).toMatchObject({ status: 'completed', progressLabel: 'Complete' });
    const player = await PlayerModel.findById(young.id).lean();
    expect(player).toMatchObject({ isOnLoan: false, loanTeamId: null, teamId: new mongoose.Types.ObjectId(c.team.id) });
    // His statistics are the sums of his lines in the loan club's world games.
    const lines = (await WorldMatchModel.find({ worldId: c.userId, seasonNumber: 1, matchday: { $gte: 1, $lte: 10 } }).lean()).flatMap(
      (g) => g.loanLines.filter((l) => l.playerId.toString() === young.id),
    );
    // A youth club starts him in each of its 10 games, unless an injury (seeded by the match) cuts his loan short.
    const hurt = await InjuryModel.findOne({ worldId: c.userId, playerId: new mongoose.Types.ObjectId(young.id) }).lean();
    if (hurt) expect(lines.length).toBeGreaterThanOrEqual(Math.min(10, hurt.matchday));
    else expect(lines).toHaveLength(10);
    expect(done?.matchesPlayed).toBe(lines.length);
    expect(done?.pointsScored).toBe(lines.reduce((s, l) => s + l.points, 0));
    expect(done?.reboundsGrabbed).toBe(lines.reduce((s, l) => s + l.rebounds, 0));
    expect(done?.assistsMade).toBe(lines.reduce((s, l) => s + l.assists, 0));
    expect(done?.fieldGoalsMade).toBe(lines.reduce((s, l) => s + l.fieldGoals, 0));
    expect(done?.fieldGoalAttempts).toBe(lines.reduce((s, l) => s + l.fieldGoalAttempts, 0));
    expect(done?.totalMinutesPlayed).toBe(Math.round(lines.reduce((s, l) => s + l.minutes, 0)));
    // A youth club starts him: real minutes, and growth from them.
    expect((done?.totalMinutesPlayed ?? 0) / lines.length).toBeGreaterThan(15);
    const gains = (done?.experienceGained ?? 0) + (done?.athleticismGained ?? 0) + (done?.techniqueGained ?? 0);
    if (lines.length >= 5) expect(gains).toBeGreaterThan(0);
    expect((player?.basketballIQ ?? 0) + (player?.athletics ?? 0)).toBeGreaterThanOrEqual(
      (before?.basketballIQ ?? 0) + (before?.athletics ?? 0),
    );
    const summary = JSON.parse(done?.loanSummary ?? 'null') as { skillsChanged: unknown[]; overallChange: number };
    expect(Array.isArray(summary.skillsChanged)).toBe(true);
    // Never in his own club's games while away; back in them afterwards (the AI or the lineup may still rest him).
    const ownLines = await PlayerMatchStatModel.find({
      worldId: c.userId,
      playerId: new mongoose.Types.ObjectId(young.id),
      matchday: { $lte: 10 },
    }).lean();
    expect(ownLines).toHaveLength(0);
    const reports = await c.http.get<Array<{ kind: string; loanId: string }>>(routeUrl(ROUTES.loans.scoutReports, {}));
    expect(
      reports
        .filter((r) => r.loanId === done?.id)
        .map((r) => r.kind)
        .sort(),
    ).toEqual(['final', 'requested']);
    const news = await c.http.get<Array<{ title: string }>>(routeUrl(ROUTES.money.news, {}));
    expect(news.some((n) => n.title === `${young.name} returns from loan`)).toBe(true);
  }, 120_000);
});

describe('recall', () => {
  it('brings him back mid-loan with a summary, once; another career’s loan answers 404', async () => {
    const c = await marketCareer(app.url, 'loans-recall@example.com', 103);
    const b = await marketCareer(app.url, 'loans-b@example.com', 104);
    const young = await youngster(c);
    const [club] = await c.http.get<LoanOption[]>(optionsUrl(young.id));
    if (!club) throw new Error('no option');
    const { loan } = await c.http.json<{ loan: ActiveLoan }>('POST', SEND, { playerId: young.id, loanTeamId: club.id, duration: 5 });
    await playMatchday(c, 1);
    expect((await b.http.request('POST', recallUrl(loan.id))).status).toBe(404);
    expect((await b.http.request('POST', REPORT, { loanId: loan.id })).status).toBe(404);
    expect(await b.http.get<ActiveLoan[]>(ACTIVE)).toEqual([]);
    const recalled = await c.http.json<{ completedLoan: { loanSummary: string | null } }>('POST', recallUrl(loan.id));
    expect(JSON.parse(recalled.completedLoan.loanSummary ?? 'null')).toHaveProperty('overallChange');
    expect((await c.http.request('POST', recallUrl(loan.id))).status).toBe(409);
    expect((await PlayerModel.findById(young.id).lean())?.isOnLoan).toBe(false);
    expect((await c.http.get<ActiveLoan[]>(ACTIVE))[0]).toMatchObject({ status: 'recalled', progressLabel: 'Complete' });
    // He may go again.
    expect((await c.http.request('GET', optionsUrl(young.id))).status).toBe(200);
  }, 60_000);
});
