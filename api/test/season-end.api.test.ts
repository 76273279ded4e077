/**
 * Seasons that go on: three full seasons by developer
 * simulation, the manager's club relegated after the first and promoted
 * after the second; each season end ages everyone a year, retires the 38s,
 * leaves every club with 12+ players, resets the table and starts a
 * 22-matchday calendar in the club's new league; a season end before the
 * season is over answers 409, and a second call answers the stored result
 * and changes nothing.
 */
import { describe, expect, it } from 'vitest';
import {
  MIN_AI_ROSTER_AFTER_SEASON,
  RETIREMENT_MIN_AGE,
  ROUTES,
  routeUrl,
  type SeasonEndResult,
  type SeasonStatus,
  type Standing,
  type Team,
} from '@hardwood/shared';
import { PlayerModel } from '../src/models/players/player.model.js';
import { SeasonModel } from '../src/models/season/season.model.js';
import { StandingModel } from '../src/models/season/standing.model.js';
import { TeamModel } from '../src/models/teams/team.model.js';
import { useTestApp } from './app-fixture.js';
import { marketCareer, type TestCareer } from './market-helpers.js';

const app = useTestApp({ env: { DEVELOPER_EMAILS: 'seasons@example.com' } });

const END = routeUrl(ROUTES.season.end, {});
const STATUS = routeUrl(ROUTES.season.status, {});

/** Every matchday until the season is complete: the league's 22, and the European Cup's if the club is in it. */
async function playSeason(c: TestCareer) {
  for (let guard = 0; guard < 40; guard += 1) {
    const season = await SeasonModel.findOne({ worldId: c.userId, isActive: true }).sort({ number: -1 }).lean();
    if (!season || season.status === 'complete') return;
    await c.http.json('POST', `/api/matches/simulate-matchday/${season.currentMatchday}`);
  }
  throw new Error('the season never ended');
}

/** Puts the manager's club at the bottom (or top) of its final table, as the season end reads it. */
async function finishAt(c: TestCareer, place: 'top' | 'bottom') {
  const season = await SeasonModel.findOne({ worldId: c.userId, isActive: true }).sort({ number: -1 }).lean();
  const team = await TeamModel.findOne({ worldId: c.userId, isUserTeam: true }).lean();
  const games = season?.totalMatchdays ?? 22;
  await StandingModel.updateOne(
    { worldId: c.userId, seasonId: season?._id, teamId: team?._id },
    {
      $set:
        place === 'top'
          ? { wins: games, losses: 0, pointsFor: 100 * games, pointsAgainst: 0 }
          : { wins: 0, losses: games, pointsFor: 0, pointsAgainst: 100 * games },
    },
  );
}

async function worldChecks(c: TestCareer) {
  const players = await PlayerModel.find({ worldId: c.userId }, { age: 1, teamId: 1 }).lean();
  expect(players.filter((p) => p.age >= RETIREMENT_MIN_AGE)).toEqual([]);
  const teams = await TeamModel.find({ worldId: c.userId, isUserTeam: false }, { _id: 1 }).lean();
  const sizes = teams.map((t) => players.filter((p) => p.teamId?.equals(t._id)).length);
  expect(Math.min(...sizes)).toBeGreaterThanOrEqual(MIN_AI_ROSTER_AFTER_SEASON);
}

describe('season end', () => {
  it('plays three seasons: relegated, promoted, everyone a year older, nobody 38+, rosters of 12+, fresh tables and calendars', async () => {
    const c = await marketCareer(app.url, 'seasons@example.com', 103);
    expect((await c.http.request('POST', END)).status).toBe(409);
    const agesBefore = new Map((await PlayerModel.find({ worldId: c.userId }, { age: 1 }).lean()).map((p) => [p._id.toString(), p.age]));

    // Season 1 in Serie A: last, relegated.
    await playSeason(c);
    expect((await c.http.get<SeasonStatus>(STATUS)).isComplete).toBe(true);
    await finishAt(c, 'bottom');
    const first = await c.http.json<SeasonEndResult>('POST', END);
    expect(first.newSeason).toMatchObject({ seasonName: '2026-27', leagueName: 'Serie A2' });
    expect(first.relegations.map((t) => t.id)).toContain(c.team.id);
    expect(first.relegations).toHaveLength(4);
    expect(first.promotions).toHaveLength(4);
    expect(first.ageingResults.aged).toBeGreaterThan(1500);
    for (const r of first.ageingResults.retirements) expect(r.age).toBeGreaterThanOrEqual(35);
    const retired = new Set(first.ageingResults.retirements.map((r) => r.id));
    const agesAfter = new Map((await PlayerModel.find({ worldId: c.userId }, { age: 1 }).lean()).map((p) => [p._id.toString(), p.age]));
    for (const [id, age] of agesBefore) {
      if (retired.has(id)) expect(agesAfter.has(id)).toBe(false);
      else expect(agesAfter.get(id)).toBe(age + 1);
    }
    await worldChecks(c);
    expect((await c.http.get<Team>('/api/user/team')).leagueId).toBe(13);

    // A second call answers the stored result and changes nothing.
    const playersCount = await PlayerModel.countDocuments({ worldId: c.userId });
    expect(await c.http.json<SeasonEndResult>('POST', END)).toEqual(first);
    expect(await PlayerModel.countDocuments({ worldId: c.userId })).toBe(playersCount);

    // The new season: a reset table in Serie A2 and 22 matchdays.
    const status = await c.http.get<SeasonStatus>(STATUS);
    expect(status).toMatchObject({
      season: { seasonName: '2026-27' },
      isComplete: false,
      totalMatchdays: 22,
      completedMatchdays: 0,
      totalMatches: 132,
    });
    const table = await c.http.get<Standing[]>(`/api/standings/season/${status.season?.id ?? ''}`);
    expect(table).toHaveLength(12);
    expect(table.every((r) => r.matchesPlayed === 0 && r.points === 0)).toBe(true);
    expect(table.slice(0, 4).every((r) => r.status === 'Promotion')).toBe(true);

    // Season 2 in Serie A2: first, promoted.
    await playSeason(c);
    await finishAt(c, 'top');
    const second = await c.http.json<SeasonEndResult>('POST', END);
    expect(second.newSeason).toMatchObject({ seasonName: '2027-28', leagueName: 'Serie A' });
    expect(second.promotions.map((t) => t.id)).toContain(c.team.id);
    await worldChecks(c);

    // Season 3 back in Serie A.
    await playSeason(c);
    const third = await c.http.json<SeasonEndResult>('POST', END);
    expect(third.newSeason.seasonName).toBe('2028-29');
    await worldChecks(c);
    const seasons = await SeasonModel.find({ worldId: c.userId }).lean();
    expect(seasons.map((s) => [s.number, s.isActive]).sort()).toEqual([
      [1, false],
      [2, false],
      [3, false],
      [4, true],
    ]);
  }, 300_000);
});
