/**
 * The youth tournament and youth scouting over HTTP: the tier's
 * schedule and its states, 'No Eligible Players', a forged client result
 * ignored, a replay answering the stored record, every played match's
 * figures within the ranges, the per-player stats, the news item; scouts
 * paid at the tier's price whose reports arrive a matchday at a time with a
 * range around a potential that is never sent, signing and discarding, and
 * another career's prospects answering 404; two clubs of one world each
 * with its own tournament and scouts, neither seeing nor touching the
 * other's.
 */
import { describe, expect, it } from 'vitest';
import {
  ACADEMY_DISCARD_COMPENSATION,
  ROUTES,
  routeUrl,
  YOUTH_MATCH,
  YOUTH_SCOUTING,
  type AcademySlot,
  type ScoutingReports,
  type TournamentMatch,
  type TournamentOverview,
  type TournamentRecord,
  type YouthPlayerStats,
} from '@hardwood/shared';
import mongoose from '../src/infra/store/mongoose.js';
import { YouthPlayerModel } from '../src/models/academy/academy.model.js';
import { TournamentMatchModel } from '../src/models/academy/tournament.model.js';
import { NewsModel } from '../src/models/news/news.model.js';
import { TransactionModel } from '../src/models/money/transaction.model.js';
import { SeasonModel } from '../src/models/season/season.model.js';
import { ProspectModel } from '../src/models/youth-scouting/prospect.model.js';
import { useTestApp } from './app-fixture.js';
import { marketCareer, setBudget, type TestCareer } from './market-helpers.js';
import { seatSecondManager } from './second-seat.js';

const app = useTestApp({
  env: {
    DEVELOPER_EMAILS: ['tournament', 'ranges', 'scouting', 'scouting-other', 'shared'].map((n) => `youth-${n}@example.com`).join(','),
  },
});

const MILLION = 1_000_000;
const MATCHES = routeUrl(ROUTES.academy.tournamentMatches, {});
const PENDING = routeUrl(ROUTES.academy.pendingTournamentMatch, {});
const STATS = routeUrl(ROUTES.academy.youthPlayerStats, {});
const PLAY = routeUrl(ROUTES.academy.playTournamentMatch, {});
const CREATE = routeUrl(ROUTES.academy.createAcademy, {});
const RECRUIT = routeUrl(ROUTES.academy.recruitYouth, {});
const REPORTS = routeUrl(ROUTES.youthScouting.reports, {});
const START = routeUrl(ROUTES.youthScouting.start, {});
const signUrl = (prospectId: string) => routeUrl(ROUTES.youthScouting.signProspect, { prospectId });
const discardUrl = (prospectId: string) => routeUrl(ROUTES.youthScouting.discardProspect, { prospectId });

type PlayAnswer = { message: string; match: TournamentRecord; replay: boolean };

async function atMatchday(c: TestCareer, matchday: number) {
  await SeasonModel.updateOne({ worldId: c.userId, isActive: true }, { $set: { currentMatchday: matchday } });
}

/** An academy of the tier with `count` recruits spread over the positions, all aged as asked. */
async function academyWith(c: TestCareer, type: 'compact' | 'standard' | 'elite', count: number, age = 14) {
  await setBudget(c.team.id, 30 * MILLION);
  await c.http.json('POST', CREATE, { type });
  const positions = ['PG', 'SG', 'SF', 'PF', 'C'] as const;
  for (let i = 0; i < count; i += 1)
    await c.http.json<{ slot: AcademySlot }>('POST', RECRUIT, { position: positions[i % positions.length] });
  await YouthPlayerModel.updateMany({ worldId: c.userId, teamId: new mongoose.Types.ObjectId(c.team.id) }, { $set: { age } });
}

function expectWithinSection9(record: TournamentRecord) {
  const [lo, hi] = YOUTH_MATCH.score;
  const [, tieHi] = YOUTH_MATCH.tieBreak;
  for (const score of [record.teamScore, record.opponentScore]) {
    expect(score).toBeGreaterThanOrEqual(lo);
    expect(score).toBeLessThanOrEqual(hi + tieHi);
  }
  expect(record.teamScore).not.toBe(record.opponentScore);
  expect(record.result).toBe(record.teamScore > record.opponentScore ? 'win' : 'loss');
  const band = record.result === 'win' ? YOUTH_MATCH.winner : YOUTH_MATCH.loser;
  const within = (v: number, [a, b]: readonly [number, number]) => expect(v >= a && v <= b, `${v} in [${a}, ${b}]`).toBe(true);
  within(record.teamStats.totalRebounds, band.rebounds);
  within(record.teamStats.totalAssists, band.assists);
  // Percentages and minutes from the one box score: made over attempted, five on court for 40 minutes.
  const total = (k: keyof TournamentRecord['selectedPlayers'][number]['stats']) =>
    record.selectedPlayers.reduce((s, p) => s + p.stats[k], 0);
  expect(record.teamStats.fieldGoalPct).toBe(Math.round((1000 * total('fgm')) / total('fga')) / 10);
  expect(record.teamStats.threePointPct).toBe(total('threepa') > 0 ? Math.round((1000 * total('threepm')) / total('threepa')) / 10 : 0);
  expect(total('minutesPlayed')).toBe(40 * Math.min(5, record.selectedPlayers.length));
  // One top scorer leads the scoring; top scorers level each share the lead.
  const topPoints = Math.max(...record.selectedPlayers.map((p) => p.stats.points));
  const tops = record.selectedPlayers.filter((p) => p.stats.points === topPoints).map((p) => p.playerId);
  const leadNote = tops.length === 1 ? 'Led the scoring' : 'Shared the scoring lead';
  expect(record.selectedPlayers.filter((p) => p.scoutNotes.some((n) => n.startsWith(leadNote))).map((p) => p.playerId)).toEqual(tops);
  const sum = (k: 'points' | 'rebounds' | 'assists') => record.selectedPlayers.reduce((s, p) => s + p.stats[k], 0);
  expect(sum('points')).toBe(record.teamScore);
  expect(sum('rebounds')).toBe(record.teamStats.totalRebounds);
  expect(sum('assists')).toBe(record.teamStats.totalAssists);
  for (const p of record.selectedPlayers) {
    expect(p.stats.minutesPlayed).toBeLessThanOrEqual(40);
    expect(p.scoutNotes.length).toBeLessThanOrEqual(YOUTH_MATCH.maxNotes);
    expect(p.stats.fgm).toBeLessThanOrEqual(p.stats.fga);
    expect(p.stats.points).toBe(2 * (p.stats.fgm - p.stats.threepm) + 3 * p.stats.threepm + p.stats.ftm);
  }
  const value = (p: TournamentRecord['selectedPlayers'][number]) =>
    p.stats.points + p.stats.rebounds + p.stats.assists + p.stats.steals + p.stats.blocks - p.stats.turnovers;
  const best = Math.max(...record.selectedPlayers.map(value));
  const mvp = record.selectedPlayers.find((p) => p.playerId === record.mvpPlayer.playerId);
  expect(mvp && value(mvp)).toBe(best);
}

describe('youth tournament', () => {
  it('schedules the tier’s 10 matches, plays the available one on the server and answers a replay with the stored record', async () => {
    const c = await marketCareer(app.url, 'youth-tournament@example.com', 111);
    expect(await c.http.get(MATCHES)).toBeNull();
    expect(await c.http.get(PENDING)).toBeNull();
    expect((await c.http.request('POST', PLAY, { matchId: '1-1' })).status).toBe(400);
    await academyWith(c, 'compact', 5, 15);

    const overview = await c.http.get<TournamentOverview>(MATCHES);
    expect(overview.tournament).toBe('Regional Tournament');
    expect(overview.matches.map((m) => m.matchday)).toEqual([1, 3, 6, 8, 10, 13, 15, 17, 20, 22]);
    expect(overview.matches.every((m) => m.opponent.startsWith('vs '))).toBe(true);
    expect(overview.matches.map((m) => m.status)).toEqual(['available', ...Array(9).fill('locked')]);
    const first = overview.matches[0] as TournamentMatch;
    expect((await c.http.get<TournamentMatch>(PENDING)).matchId).toBe(first.matchId);

    // Only 14-year-olds play: none, and nothing is stored.
    const none = await c.http.request('POST', PLAY, { matchId: first.matchId });
    expect(none.status).toBe(400);
    expect(((await none.json()) as { message: string }).message).toBe('No Eligible Players');
    expect(await TournamentMatchModel.countDocuments({ worldId: c.userId })).toBe(0);

    // A forged result is read and ignored.
    await YouthPlayerModel.updateMany({ worldId: c.userId }, { $set: { age: 14 } });
    const forged = {
      matchId: first.matchId,
      opponent: 'vs Nobody',
      teamScore: 150,
      opponentScore: 0,
      result: 'win',
      matchday: 1,
      selectedPlayers: [],
      mvpPlayerId: 'x',
      teamStats: { totalPoints: 150 },
    };
    const played = await c.http.json<PlayAnswer>('POST', PLAY, forged);
    expect(played.replay).toBe(false);
    expect(played.match.opponent).toBe(first.opponent);
    expect(played.match.teamScore).toBeLessThanOrEqual(93);
    expect(played.match.playersSelected).toBe(5);
    expectWithinSection9(played.match);

    const replay = await c.http.json<PlayAnswer>('POST', PLAY, { matchId: first.matchId });
    expect(replay.replay).toBe(true);
    expect(replay.match).toEqual(played.match);
    expect(await TournamentMatchModel.countDocuments({ worldId: c.userId })).toBe(1);
    expect(await NewsModel.countDocuments({ worldId: c.userId, type: 'youth_result' })).toBe(1);
    expect(await c.http.get(PENDING)).toBeNull();

    const stats = await c.http.get<YouthPlayerStats[]>(STATS);
    expect(stats).toHaveLength(5);
    expect(stats.reduce((s, p) => s + p.totals.points, 0)).toBe(played.match.teamScore);
    expect(stats.reduce((s, p) => s + p.mvpAwards, 0)).toBe(1);
    const after = await c.http.get<TournamentOverview>(MATCHES);
    expect(after).toMatchObject({ played: 1, wins: played.match.result === 'win' ? 1 : 0, averagePoints: played.match.teamScore });
    expect(after.matches[0]?.record).toEqual(played.match);

    // Locked before its matchday, missed after it, unknown ids not found.
    const second = after.matches[1] as TournamentMatch;
    expect((await c.http.request('POST', PLAY, { matchId: second.matchId })).status).toBe(400);
    expect((await c.http.request('POST', PLAY, { matchId: '1-11' })).status).toBe(404);
    expect((await c.http.request('POST', PLAY, {})).status).toBe(400);
    await atMatchday(c, 6);
    expect((await c.http.get<TournamentOverview>(MATCHES)).matches.slice(0, 3).map((m) => m.status)).toEqual([
      'played',
      'missed',
      'available',
    ]);
    expect((await c.http.request('POST', PLAY, { matchId: second.matchId })).status).toBe(400);
  }, 60_000);

  it('keeps every match of a season within the ranges and picks the top 6 by potential every time', async () => {
    const c = await marketCareer(app.url, 'youth-ranges@example.com', 112);
    await academyWith(c, 'elite', 15);
    const youth = await YouthPlayerModel.find({ worldId: c.userId }).lean();
    const core = youth
      .sort((a, b) => b.potential - a.potential || a._id.toString().localeCompare(b._id.toString()))
      .slice(0, 6)
      .map((y) => y._id.toString());
    const overview = await c.http.get<TournamentOverview>(MATCHES);
    const picks = new Map<string, number>();
    for (const m of overview.matches) {
      await atMatchday(c, m.matchday);
      const { match } = await c.http.json<PlayAnswer>('POST', PLAY, { matchId: m.matchId });
      expectWithinSection9(match);
      expect(match.playersSelected).toBe(12);
      const ids = match.selectedPlayers.map((p) => p.playerId);
      expect(ids.slice(0, 6)).toEqual(core);
      for (const id of ids) picks.set(id, (picks.get(id) ?? 0) + 1);
    }
    // The other 9 share the remaining places by rest: nobody sits out every match.
    expect(picks.size).toBe(15);
    const tally = await c.http.get<TournamentOverview>(MATCHES);
    expect(tally.played).toBe(10);
    expect(tally.wins + tally.losses).toBe(10);
    expect(tally.mvpAwards.reduce((s, a) => s + a.awards, 0)).toBe(10);
  }, 60_000);
});

describe('youth scouting', () => {
  it('pays the tier’s price, reports a prospect a matchday without his potential, signs and discards once; other careers get 404', async () => {
    const c = await marketCareer(app.url, 'youth-scouting@example.com', 109);
    const other = await marketCareer(app.url, 'youth-scouting-other@example.com', 110);
    expect((await c.http.request('POST', START, {})).status).toBe(400);
    await setBudget(c.team.id, 30 * MILLION);
    await c.http.json('POST', CREATE, { type: 'standard' });
    expect((await c.http.request('POST', START, { position: 'XX' })).status).toBe(400);

    await setBudget(c.team.id, 50_000);
    expect((await c.http.request('POST', START, { position: 'SF' })).status).toBe(400);
    expect(await ProspectModel.countDocuments({ worldId: c.userId })).toBe(0);
    await setBudget(c.team.id, 10 * MILLION);

    const tier = YOUTH_SCOUTING.standard;
    const started = await c.http.json<{ cost: number; reportsDue: number; budget: number }>('POST', START, { position: 'SF' });
    expect(started).toMatchObject({ cost: tier.cost, reportsDue: tier.prospects, budget: 10 * MILLION - tier.cost });
    expect((await TransactionModel.find({ worldId: c.userId, type: 'scouting_cost' }).lean()).map((t) => t.amount)).toEqual([-tier.cost]);
    expect(await c.http.get<ScoutingReports>(REPORTS)).toEqual({ reportsDue: tier.prospects, scoutingCost: tier.cost, reports: [] });

    // Reports arrive one a matchday; the potential itself never leaves the server.
    const hidden = await ProspectModel.find({ worldId: c.userId }).lean();
    const early = hidden[0]?._id.toString() ?? '';
    expect((await c.http.request('POST', signUrl(early))).status).toBe(404);
    await atMatchday(c, 2);
    expect((await c.http.get<ScoutingReports>(REPORTS)).reports).toHaveLength(1);
    await atMatchday(c, 1 + tier.prospects);
    const res = await c.http.request('GET', REPORTS);
    const text = await res.text();
    const reports = (JSON.parse(text) as ScoutingReports).reports;
    expect(reports).toHaveLength(tier.prospects);
    expect(text).not.toContain('potential"');
    for (const r of reports) {
      const truth = hidden.find((h) => h._id.toString() === r.id)?.potential ?? -1;
      expect(r.position).toBe('SF');
      expect(r.potentialRange.max - r.potentialRange.min).toBeLessThanOrEqual(tier.rangeWidth);
      expect(truth).toBeGreaterThanOrEqual(r.potentialRange.min);
      expect(truth).toBeLessThanOrEqual(r.potentialRange.max);
    }
    const [toSign, toDiscard] = reports;
    if (!toSign || !toDiscard) throw new Error('too few reports');

    // Another career's prospects are not found.
    expect((await other.http.request('POST', signUrl(toSign.id))).status).toBe(404);
    expect((await other.http.request('POST', discardUrl(toDiscard.id))).status).toBe(404);

    const signed = await c.http.json<{ slot: AcademySlot }>('POST', signUrl(toSign.id));
    expect(signed.slot).toMatchObject({
      position: 'SF',
      youthPlayer: { id: toSign.id, name: toSign.name, potential: null, discovery: { status: 'hidden', progress: 0 } },
    });
    const again = await c.http.json<{ slot: AcademySlot }>('POST', signUrl(toSign.id));
    expect(again.slot.youthPlayer?.id).toBe(toSign.id);
    expect(await YouthPlayerModel.countDocuments({ worldId: c.userId })).toBe(1);
    expect((await c.http.request('POST', discardUrl(toSign.id))).status).toBe(409);

    const budget = await c.budget();
    expect((await c.http.json<{ budget: number }>('POST', discardUrl(toDiscard.id))).budget).toBe(budget - ACADEMY_DISCARD_COMPENSATION);
    await c.http.json('POST', discardUrl(toDiscard.id));
    expect(await c.budget()).toBe(budget - ACADEMY_DISCARD_COMPENSATION);
    expect((await c.http.request('POST', signUrl(toDiscard.id))).status).toBe(409);
    expect((await c.http.request('POST', signUrl(new mongoose.Types.ObjectId().toString()))).status).toBe(404);
    const statuses = (await c.http.get<ScoutingReports>(REPORTS)).reports.map((r) => [r.id, r.status]);
    expect(statuses).toContainEqual([toSign.id, 'signed']);
    expect(statuses).toContainEqual([toDiscard.id, 'discarded']);
  }, 60_000);
});

describe('two clubs of one world', () => {
  it('each plays its own tournament and sends its own scouts; the other club’s records are neither shown nor found', async () => {
    const c = await marketCareer(app.url, 'youth-shared@example.com', 101);
    const b = await seatSecondManager(app.url, c.userId, 'youth-shared-b@example.com', 102);
    const mine = { worldId: c.userId, teamId: new mongoose.Types.ObjectId(c.team.id) };
    const theirs = { worldId: c.userId, teamId: new mongoose.Types.ObjectId(b.team.id) };
    await academyWith(c, 'compact', 5);
    await setBudget(b.team.id, 30 * MILLION);

    // The first club plays matchday 1's fixture; the second, without an academy, sees no tournament of it.
    const first = (await c.http.get<TournamentOverview>(MATCHES)).matches[0] as TournamentMatch;
    const played = await c.http.json<PlayAnswer>('POST', PLAY, { matchId: first.matchId });
    expect(played.replay).toBe(false);
    expect(await b.http.get(MATCHES)).toBeNull();
    expect(await b.http.get(PENDING)).toBeNull();
    expect(await b.http.get(STATS)).toEqual([]);
    expect((await b.http.request('POST', PLAY, { matchId: first.matchId })).status).toBe(400);

    // With an academy of its own the same fixture is still to play for the second club, and is its own game.
    await b.http.json('POST', CREATE, { type: 'compact' });
    for (const position of ['PG', 'SG', 'SF', 'PF', 'C'] as const) await b.http.json('POST', RECRUIT, { position });
    await YouthPlayerModel.updateMany(theirs, { $set: { age: 14 } });
    const overview = await b.http.get<TournamentOverview>(MATCHES);
    expect(overview).toMatchObject({ played: 0, mvpAwards: [] });
    expect(overview.matches[0]?.status).toBe('available');
    expect((await b.http.get<TournamentMatch>(PENDING)).matchId).toBe(first.matchId);
    const theirGame = await b.http.json<PlayAnswer>('POST', PLAY, { matchId: first.matchId });
    expect(theirGame.replay).toBe(false);
    const ownIds = (answer: PlayAnswer) => answer.match.selectedPlayers.map((p) => p.playerId).sort();
    expect(ownIds(theirGame)).toEqual((await YouthPlayerModel.find(theirs, { _id: 1 }).lean()).map((y) => y._id.toString()).sort());
    expect(await TournamentMatchModel.countDocuments(mine)).toBe(1);
    expect(await TournamentMatchModel.countDocuments(theirs)).toBe(1);
    expect(await NewsModel.countDocuments({ ...mine, type: 'youth_result' })).toBe(1);
    expect(await NewsModel.countDocuments({ ...theirs, type: 'youth_result' })).toBe(1);
    // Each club's stats are its own players'.
    expect((await c.http.get<YouthPlayerStats[]>(STATS)).map((p) => p.playerId).sort()).toEqual(ownIds(played));
    expect((await b.http.get<YouthPlayerStats[]>(STATS)).map((p) => p.playerId).sort()).toEqual(ownIds(theirGame));

    // Both clubs scout on the same matchday: each pays once and gets prospects of its own.
    await setBudget(c.team.id, 10 * MILLION);
    await setBudget(b.team.id, 10 * MILLION);
    const tier = YOUTH_SCOUTING.compact;
    await c.http.json('POST', START, { position: 'SF' });
    expect(await b.http.get<ScoutingReports>(REPORTS)).toEqual({ reportsDue: 0, scoutingCost: tier.cost, reports: [] });
    const started = await b.http.json<{ cost: number; budget: number }>('POST', START, { position: 'SF' });
    expect(started).toMatchObject({ cost: tier.cost, budget: 10 * MILLION - tier.cost });
    expect(await ProspectModel.countDocuments(mine)).toBe(tier.prospects);
    expect(await ProspectModel.countDocuments(theirs)).toBe(tier.prospects);
    const names = async (owner: typeof mine) => (await ProspectModel.find(owner, { name: 1 }).lean()).map((p) => p.name).sort();
    expect(await names(theirs)).not.toEqual(await names(mine));

    await atMatchday(c, 1 + tier.prospects);
    const reports = (await c.http.get<ScoutingReports>(REPORTS)).reports;
    const theirReports = (await b.http.get<ScoutingReports>(REPORTS)).reports;
    expect(reports).toHaveLength(tier.prospects);
    expect(theirReports).toHaveLength(tier.prospects);
    expect(theirReports.map((r) => r.id).filter((id) => reports.some((r) => r.id === id))).toEqual([]);
    const [toSign] = reports;
    if (!toSign) throw new Error('no report');
    expect((await b.http.request('POST', signUrl(toSign.id))).status).toBe(404);
    expect((await b.http.request('POST', discardUrl(toSign.id))).status).toBe(404);
    expect((await ProspectModel.findById(toSign.id).lean())?.status).toBe('available');
  }, 60_000);
});
