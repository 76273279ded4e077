/**
 * The European Cup in a career: a qualified club plays its Cup
 * games as matchdays after the league (every other game simulated in
 * processing); quarterfinals end at three wins, the Final Four is played
 * on neutral courts and produces exactly one champion; the league table
 * counts league games only; the season is complete when the club's run is
 * over, and the season end names the winner and next season's entrants,
 * who are the next season's Cup.
 */
import { describe, expect, it } from 'vitest';
import {
  ROUTES,
  routeUrl,
  type DashboardStats,
  type EuropeanCup,
  type Match,
  type OfficeNotification,
  type SeasonEndResult,
  type SeasonStatus,
  type Standing,
} from '@hardwood/shared';
import mongoose from '../src/infra/store/mongoose.js';
import { SeasonModel } from '../src/models/season/season.model.js';
import { TeamModel } from '../src/models/teams/team.model.js';
import { useTestApp } from './app-fixture.js';
import { marketCareer } from './market-helpers.js';

const app = useTestApp({ env: { DEVELOPER_EMAILS: 'cup@example.com' } });

const CUP = routeUrl(ROUTES.cup.europeanCup, {});

describe('the European Cup', () => {
  it('plays a qualified club’s Cup after the league, best-of-5 quarterfinals and a neutral Final Four with one champion', async () => {
    const c = await marketCareer(app.url, 'cup@example.com', 101);
    // The richest, most famous club of Europe: in the first season's eight.
    await TeamModel.updateOne({ _id: new mongoose.Types.ObjectId(c.team.id) }, { $set: { reputation: 5, budget: 99_000_000 } });
    // Before the Cup begins the tab shows who would qualify today, and stores nothing.
    const preview = await c.http.get<EuropeanCup>(CUP);
    expect(preview.teams).toHaveLength(8);
    expect((await SeasonModel.findOne({ worldId: c.userId, isActive: true }).lean())?.cupEntrants).toEqual([]);
    for (let matchday = 1; matchday <= 22; matchday += 1) await c.http.json('POST', `/api/matches/simulate-matchday/${matchday}`);
    const afterLeague = await c.http.get<EuropeanCup>(CUP);
    expect(afterLeague.ownQualified).toBe(true);
    expect(afterLeague.teams.map((t) => t.seed)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(afterLeague.teams[0]?.id).toBe(c.team.id);
    const qf = afterLeague.series.filter((s) => s.round === 'QF');
    expect(qf).toHaveLength(4);
    for (const s of qf) expect(s.games.map((g) => [g.game, g.matchday, g.homeScore])).toEqual([[1, 23, null]]);
    let status = await c.http.get<SeasonStatus>(STATUS());
    expect(status.isComplete).toBe(false);

    // The club's Cup game is played live like a league game: the office read, the live token is issued.
    const notes = await c.http.get<OfficeNotification[]>(routeUrl(ROUTES.office.notifications, {}));
    for (const n of notes)
      await c.http.json('POST', routeUrl(ROUTES.office.markRead, {}), { notificationType: n.notificationType, relatedId: n.relatedId });
    const own = qf.find((s) => s.high === c.team.id || s.low === c.team.id)?.games[0];
    const dashboard = await c.http.get<DashboardStats>(routeUrl(ROUTES.dashboard.stats, {}));
    expect(dashboard.nextMatch).toMatchObject({ id: own?.matchId, matchday: 23, competition: 'European Cup · Quarterfinal game 1' });
    expect((await c.http.request('POST', '/api/live/token', { matchId: own?.matchId })).status).toBe(200);

    for (let guard = 0; guard < 12 && !status.isComplete; guard += 1) {
      const season = await SeasonModel.findOne({ worldId: c.userId, isActive: true }).lean();
      await c.http.json('POST', `/api/matches/simulate-matchday/${season?.currentMatchday ?? 0}`);
      status = await c.http.get<SeasonStatus>(STATUS());
    }
    expect(status.isComplete).toBe(true);
    expect(status.totalMatchdays).toBeGreaterThan(22);
    expect(status.completedMatchdays).toBe(status.totalMatchdays);

    const cup = await c.http.get<EuropeanCup>(CUP);
    expect(cup.series.map((s) => s.round)).toEqual(['QF', 'QF', 'QF', 'QF', 'SF', 'SF', 'F', '3P']);
    for (const s of cup.series.filter((x) => x.round === 'QF')) {
      expect(Math.max(s.winsHigh, s.winsLow)).toBe(3);
      for (const g of s.games) expect(g.homeTeamId).toBe([1, 2, 5].includes(g.game) ? s.high : s.low);
      expect(s.games.every((g) => !g.neutralVenue)).toBe(true);
    }
    for (const s of cup.series.filter((x) => x.round !== 'QF')) {
      expect(s.games).toHaveLength(1);
      expect(s.games[0]?.neutralVenue).toBe(true);
    }
    const final = cup.series.find((s) => s.round === 'F');
    expect(cup.champion).toBe(final?.winner);
    expect(cup.champion).not.toBeNull();

    // The league table counts the league's 22 games only; the schedule marks the Cup's.
    const table = await c.http.get<Standing[]>(`/api/standings/season/${status.season?.id ?? ''}`);
    expect(table.every((r) => r.matchesPlayed === 22)).toBe(true);
    const matches = await c.http.get<Match[]>('/api/matches');
    expect(matches.filter((m) => m.cup).length).toBe(cup.series.reduce((n, s) => n + s.games.length, 0));

    const ended = await c.http.json<SeasonEndResult>('POST', routeUrl(ROUTES.season.end, {}));
    expect(ended.cupChampion).toBe(cup.teams.find((t) => t.id === cup.champion)?.name);
    expect(ended.cupEntrants).toHaveLength(8);
    const next = await c.http.get<EuropeanCup>(CUP);
    expect(next.seasonName).toBe('2026-27');
    expect(next.teams.map((t) => t.id)).toEqual(ended.cupEntrants.map((t) => t.id));
    expect(next.series.every((s) => s.games.length === 0)).toBe(true);
  }, 300_000);
});

function STATUS() {
  return routeUrl(ROUTES.season.status, {});
}
