/**
 * Development you can read: every matchday's development and the season
 * turn's catch-up keep their parts (age, minutes, training, and the draw),
 * and a player's page shows a line per season whose whole parts sum to his
 * overall change from the season's start to its end: the current season so
 * far as it goes, every player of the world once the season has turned (and
 * once only, however often the season end is asked for).
 */
import { describe, expect, it } from 'vitest';
import { ROUTES, routeUrl, unpackDevelopmentHistory, type PlayerProfile } from '@hardwood/shared';
import mongoose from '../src/infra/store/mongoose.js';
import { AcademyModel } from '../src/models/academy/academy.model.js';
import { PlayerModel } from '../src/models/players/player.model.js';
import { SeasonModel } from '../src/models/season/season.model.js';
import { TeamModel } from '../src/models/teams/team.model.js';
import { useTestApp } from './app-fixture.js';
import { marketCareer, type TestCareer } from './market-helpers.js';

const app = useTestApp({ env: { DEVELOPER_EMAILS: 'development@example.com' } });
const END = routeUrl(ROUTES.season.end, {});

type Line = PlayerProfile['development'][number];
const sum = (l: Line) => l.age + l.minutes + l.training + l.draw;
const page = (c: TestCareer, id: string) => c.http.call(ROUTES.playerPages.profile, { playerId: id });

async function playMatchday(c: TestCareer): Promise<boolean> {
  const season = await SeasonModel.findOne({ worldId: c.userId, isActive: true }).sort({ number: -1 }).lean();
  if (!season || season.status === 'complete') return false;
  await c.http.json('POST', `/api/matches/simulate-matchday/${season.currentMatchday}`);
  return true;
}

describe('development you can read', () => {
  it('explains each season of every player in parts that sum to his overall change', async () => {
    const c = await marketCareer(app.url, 'development@example.com', 106);
    const teamId = new mongoose.Types.ObjectId(c.team.id);
    // An elite academy: the club's young players train with it.
    await AcademyModel.create({ worldId: c.userId, teamId, type: 'elite', foundedSeason: 1, foundedMatchday: 1 });
    const start = new Map(
      (await PlayerModel.find({ worldId: c.userId }, { overallRating: 1, age: 1 }).lean()).map((p) => [p._id.toString(), p]),
    );
    const roster = await c.roster();
    const own = roster.map((p) => p.id);
    const ownLeague = new Set(
      (await TeamModel.find({ worldId: c.userId, leagueId: (await TeamModel.findById(teamId).lean())?.leagueId }, { _id: 1 }).lean()).map(
        (t) => t._id.toString(),
      ),
    );

    // The season so far: after each of the first matchdays the current line sums to the change since the season's start.
    for (let matchday = 1; matchday <= 3; matchday += 1) {
      expect(await playMatchday(c)).toBe(true);
      for (const id of own.slice(0, 4)) {
        const p = await page(c, id);
        const current = p.development.at(-1);
        expect(current).toMatchObject({ season: 1, current: true, from: start.get(id)?.overallRating, to: p.player.overallRating });
        if (current) expect(sum(current)).toBe(current.to - current.from);
      }
    }
    // Minutes count from the second matchday on (the last game's), so the own players carry a minutes part by now.
    const running = await PlayerModel.find({ worldId: c.userId, teamId }, { developmentSeason: 1, age: 1 }).lean();
    expect(running.some((p) => (p.developmentSeason?.minutes ?? 0) !== 0)).toBe(true);
    const young = running.filter((p) => p.age <= 21);
    for (const p of young) expect(p.developmentSeason?.training ?? 0).toBeGreaterThan(0);
    for (const p of running.filter((r) => r.age > 21)) expect(p.developmentSeason?.training).toBe(0);

    while (await playMatchday(c));
    await c.http.json('POST', END);
    // Asked again: the stored answer, and nobody's season is written twice.
    await c.http.json('POST', END);

    const after = await PlayerModel.find(
      { worldId: c.userId },
      { overallRating: 1, ratingHistory: 1, developmentHistory: 1, age: 1, teamId: 1 },
    ).lean();
    let checked = 0;
    let world = 0;
    for (const p of after) {
      const before = start.get(p._id.toString());
      if (!before) continue; // a youngster who joined at the turn
      const lines = unpackDevelopmentHistory(p.developmentHistory);
      expect(lines).toHaveLength(1);
      const [line] = lines;
      if (!line) continue;
      expect(line).toMatchObject({ season: 1, ageAtSeason: before.age, from: before.overallRating, to: p.ratingHistory?.[1] });
      expect(line.age + line.minutes + line.training + line.draw).toBe(line.to - line.from);
      checked += 1;
      if (!p.teamId || !ownLeague.has(p.teamId.toString())) world += 1;
    }
    console.log(`season lines checked: ${checked} players, ${world} of them caught up at the turn`);
    expect(checked).toBeGreaterThan(100);
    expect(world).toBeGreaterThan(0);

    // The page: last season's line, closed, then the new season's (nothing yet).
    // A young one: nobody retires before 35.
    const id = roster.find((r) => r.age <= 30)?.id ?? '';
    const p = await page(c, id);
    const [last, now] = p.development;
    expect(last).toMatchObject({ season: 1, current: false, seasonName: expect.any(String) });
    if (last) expect(sum(last)).toBe(last.to - last.from);
    expect(now).toMatchObject({ season: 2, current: true, age: 0, minutes: 0, training: 0, draw: 0 });
  }, 600_000);
});
