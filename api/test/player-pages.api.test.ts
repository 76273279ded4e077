/**
 * Player pages and the player database: any player of the career's world,
 * with what the manager may see of him (own club: everything; his league's
 * clubs and free agents: skills and a potential range; unscouted clubs of
 * other leagues: no skills, no potential until scouted), his season summed
 * from the box scores, his moves; and the whole world as one table, filtered,
 * sorted and paged on the server. Another career's ids answer 404.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  marketValue,
  POTENTIAL_RANGE_WIDTH,
  POTENTIAL_SHOWN_MAX_AGE,
  ROUTES,
  routeUrl,
  SEASON_WAGE_GAMES,
  seasonWage,
  type PlayerDatabaseResponse,
  type RouteRequest,
} from '@hardwood/shared';
import mongoose from '../src/infra/store/mongoose.js';
import { YouthPlayerModel } from '../src/models/academy/academy.model.js';
import { PlayerMatchStatModel } from '../src/models/players/player-match-stat.model.js';
import { PlayerModel, type PlayerDoc } from '../src/models/players/player.model.js';
import { TeamModel } from '../src/models/teams/team.model.js';
import { useTestApp } from './app-fixture.js';
import { marketCareer, scoutUrl, signUrl, type TestCareer } from './market-helpers.js';

const app = useTestApp({ env: { DEVELOPER_EMAILS: 'pages-a@example.com,pages-b@example.com' } });

let a: TestCareer;
let b: TestCareer;
beforeAll(async () => {
  a = await marketCareer(app.url, 'pages-a@example.com', 104);
  b = await marketCareer(app.url, 'pages-b@example.com', 105);
  for (const matchday of [1, 2]) await a.http.json('POST', `/api/matches/simulate-matchday/${matchday}`);
});

const profile = (c: TestCareer, playerId: string) => c.http.call(ROUTES.playerPages.profile, { playerId });
type SearchQuery = NonNullable<RouteRequest<typeof ROUTES.playerPages.search>>;
const search = (c: TestCareer, query: SearchQuery) => c.http.call(ROUTES.playerPages.search, {}, query);

/** A player of the career whose club is in the named relation, young enough to have a shown potential when asked. */
async function playerOf(c: TestCareer, filter: Record<string, unknown>, young = false): Promise<PlayerDoc> {
  const player = await PlayerModel.findOne({
    worldId: c.userId,
    ...filter,
    ...(young ? { age: { $lte: POTENTIAL_SHOWN_MAX_AGE } } : {}),
  }).lean<PlayerDoc>();
  if (!player) throw new Error(`no player for ${JSON.stringify(filter)}`);
  return player;
}

async function clubIds(c: TestCareer, sameLeague: boolean) {
  const own = await TeamModel.findById(c.team.id).lean();
  const teams = await TeamModel.find(
    { worldId: c.userId, leagueId: sameLeague ? own?.leagueId : { $ne: own?.leagueId } },
    { _id: 1 },
  ).lean();
  return teams.map((t) => t._id).filter((id) => !id.equals(new mongoose.Types.ObjectId(c.team.id)));
}

describe('a player page', () => {
  it('shows an own player whole, with his season summed from the box scores and his latest games', async () => {
    const star = await PlayerMatchStatModel.findOne({ worldId: a.userId, teamId: new mongoose.Types.ObjectId(a.team.id) }).lean();
    if (!star) throw new Error('no stat line of the own club');
    const page = await profile(a, star.playerId.toString());
    const doc = await PlayerModel.findById(star.playerId).lean<PlayerDoc>();
    expect(page.player.relation).toBe('own');
    expect(page.player.skills?.shooting).toBe(doc?.shooting);
    expect(page.player.morale).toBe(doc?.morale);
    expect(page.player.value).toBe(marketValue(doc?.overallRating, doc?.age ?? 0));
    // His contract: the stored salary per game and the season it runs to.
    expect(page.player.salary).toBeGreaterThan(0);
    expect(page.player.salary).toBe(doc?.salary);
    expect(page.player.contractEndsSeason).toBe(doc?.contractEndsSeason);
    expect(page.player.contractEndsSeason).toBeGreaterThanOrEqual(1);
    expect(page.player.potential).toEqual(
      (doc?.age ?? 99) <= POTENTIAL_SHOWN_MAX_AGE ? { kind: 'exact', value: doc?.potential } : expect.objectContaining({ kind: 'hidden' }),
    );
    // The season's row agrees with the stat lines the season keeps.
    const lines = await PlayerMatchStatModel.find({ worldId: a.userId, playerId: star.playerId }).lean();
    const [row] = page.seasons;
    expect(page.seasons).toHaveLength(1);
    expect(row).toMatchObject({ season: 1, competition: 'league', teamId: a.team.id, games: lines.length });
    expect(row?.totals.points).toBe(lines.reduce((n, l) => n + l.points, 0));
    expect(page.games.map((g) => g.matchday)).toEqual(lines.map((l) => l.matchday).sort((x, y) => y - x));
    const report = await a.http.call(ROUTES.history.matchReport, { gameId: page.games[0]?.gameId ?? '' });
    expect([...report.home.players, ...report.away.players].some((p) => p.playerId === star.playerId.toString())).toBe(true);
    expect(page.ratings.at(-1)).toMatchObject({ season: 1, overall: doc?.overallRating, current: true });
  });

  it('shows his league’s clubs’ players with skills and a potential range, never the exact value', async () => {
    const player = await playerOf(a, { teamId: { $in: await clubIds(a, true) } }, true);
    const page = await profile(a, player._id.toString());
    expect(page.player.relation).toBe('own-league');
    expect(page.player.skills).not.toBeNull();
    const potential = page.player.potential;
    if (potential.kind !== 'range') throw new Error(`expected a range, got ${potential.kind}`);
    expect(potential.max - potential.min).toBeLessThanOrEqual(POTENTIAL_RANGE_WIDTH);
    expect(player.potential).toBeGreaterThanOrEqual(potential.min);
    expect(player.potential).toBeLessThanOrEqual(potential.max);
    // The range stays put: asking again tells nothing more.
    expect((await profile(a, player._id.toString())).player.potential).toEqual(potential);
  });

  it('hides an unscouted club’s skills and potential until it is scouted, and shows his games in its league', async () => {
    const player = await playerOf(a, { teamId: { $in: await clubIds(a, false) } }, true);
    const page = await profile(a, player._id.toString());
    expect(page.player.relation).toBe('unscouted');
    expect(page.player.skills).toBeNull();
    expect(page.player.morale).toBeNull();
    expect(page.player.fitness).toBeNull();
    expect(page.player.potential.kind).toBe('hidden');
    expect(JSON.stringify(page.player)).not.toMatch(/"(shooting|potential|basketballIQ)":\s*\d/);
    // Wages are public, as on the market: his salary and contract show all the same.
    expect(page.player.salary).toBe(player.salary);
    expect(page.player.contractEndsSeason).toBe(player.contractEndsSeason);
    expect(page.player.contractEndsSeason).not.toBeNull();
    // His club's games are stored too: a world game's report lists him.
    if (page.games.length > 0) expect(page.seasons[0]?.leagueId).not.toBe(1);

    await a.http.json('POST', scoutUrl(player.teamId?.toString() ?? ''));
    const scouted = await profile(a, player._id.toString());
    expect(scouted.player.relation).toBe('scouted');
    expect(scouted.player.potential).toEqual({ kind: 'exact', value: player.potential });
    expect(scouted.player.skills?.passing).toBe(player.passing);
  });

  it('shows a free agent’s skills and a range, and his signing in his history once signed', async () => {
    const agents = await a.freeAgents();
    const cheapest = [...agents].sort((x, y) => x.marketValue - y.marketValue)[0];
    if (!cheapest) throw new Error('no free agent');
    const before = await profile(a, cheapest.id);
    expect(before.player.relation).toBe('free-agent');
    expect(before.player.club).toBeNull();
    expect(before.player.potential.kind).not.toBe('exact');
    // No contract, but the wage he asks (what he earned last), as the market shows it.
    expect(before.player.contractEndsSeason).toBeNull();
    expect(before.player.salary).toBe(cheapest.salary);
    expect(before.player.salary).toBeGreaterThan(0);
    await a.http.json('POST', signUrl(cheapest.id));
    const after = await profile(a, cheapest.id);
    expect(after.player.relation).toBe('own');
    expect(after.player.club?.id).toBe(a.team.id);
    expect(after.player.contractEndsSeason).toBeGreaterThanOrEqual(1);
    expect(after.events[0]).toMatchObject({ season: 1, kind: 'signing' });
    expect(after.events[0]?.text).toContain('as a free agent');
  });

  it('answers 404 to another career’s player, to an academy youngster and to ids that are no player', async () => {
    const theirs = await playerOf(b, {});
    await a.http.json('POST', routeUrl(ROUTES.academy.createAcademy, {}), { type: 'compact' });
    await a.http.json('POST', routeUrl(ROUTES.academy.recruitYouth, {}), { position: 'C' });
    const youth = await YouthPlayerModel.findOne({ worldId: a.userId }).lean();
    for (const playerId of [theirs._id.toString(), youth?._id.toString() ?? '', new mongoose.Types.ObjectId().toString(), 'x'.repeat(24)]) {
      expect((await a.http.send(ROUTES.playerPages.profile, { playerId })).status, playerId).toBe(404);
    }
    // Nor does the youngster show in the database.
    expect((await search(a, { q: youth?.name ?? '' })).rows.map((r) => r.id)).not.toContain(youth?._id.toString());
  });
});

describe('the player database', () => {
  it('lists the whole world, best overall first, in pages that add up', async () => {
    const all = await PlayerModel.countDocuments({ worldId: a.userId });
    const first = await search(a, {});
    expect(first.total).toBe(all);
    expect(all).toBeGreaterThan(2_000);
    expect(first.rows).toHaveLength(25);
    expect(first.pages).toBe(Math.ceil(all / 25));
    const overall = first.rows.map((r) => r.overallRating);
    expect(overall).toEqual([...overall].sort((x, y) => y - x));
    expect(overall[0]).toBe((await PlayerModel.findOne({ worldId: a.userId }).sort({ overallRating: -1 }).lean())?.overallRating);
    const second = await search(a, { page: 2 });
    expect(second.rows.some((r) => first.rows.some((f) => f.id === r.id))).toBe(false);
    expect(second.rows[0]?.overallRating).toBeLessThanOrEqual(overall.at(-1) ?? 0);
    // No skills travel with a row; potential only as the rules allow.
    for (const row of first.rows) {
      expect(row).not.toHaveProperty('shooting');
      if (row.relation === 'unscouted') expect(row.potential.kind).toBe('hidden');
      if (row.potential.kind === 'exact') expect(['own', 'scouted']).toContain(row.relation);
    }
  });

  it('sorts by value, age and name both ways', async () => {
    const byValue = await search(a, { sort: 'value', pageSize: 100 });
    const values = byValue.rows.map((r) => r.value);
    expect(values).toEqual([...values].sort((x, y) => y - x));
    expect(byValue.rows.every((r) => r.value === marketValue(r.overallRating, r.age))).toBe(true);
    const youngest = await search(a, { sort: 'age', pageSize: 50 });
    expect(youngest.rows.map((r) => r.age)).toEqual([...youngest.rows.map((r) => r.age)].sort((x, y) => x - y));
    const oldest = await search(a, { sort: 'age', dir: 'desc', pageSize: 50 });
    expect(oldest.rows[0]?.age).toBe((await PlayerModel.findOne({ worldId: a.userId }).sort({ age: -1 }).lean())?.age);
    const names = (await search(a, { sort: 'name', pageSize: 30 })).rows.map((r) => r.name);
    expect(names).toEqual([...names].sort((x, y) => x.localeCompare(y)));
  });

  it('shows every row’s salary and sorts and filters by the season’s wage', async () => {
    const byWage = await search(a, { sort: 'wage', pageSize: 100 });
    const salaries = byWage.rows.map((r) => r.salary);
    expect(salaries).toEqual([...salaries].sort((x, y) => y - x));
    expect(salaries[0]).toBe((await PlayerModel.findOne({ worldId: a.userId }).sort({ salary: -1 }).lean())?.salary);
    const lowest = await search(a, { sort: 'wage', dir: 'asc', pageSize: 10 });
    expect(lowest.rows[0]?.salary).toBe((await PlayerModel.findOne({ worldId: a.userId }).sort({ salary: 1 }).lean())?.salary);
    expect(lowest.rows[0]?.salary).toBeGreaterThan(0);
    // The range is a season's wage in euros; the store keeps a salary per game.
    const [wageMin, wageMax] = [100_000, 300_000];
    const mid = await search(a, { wageMin, wageMax, pageSize: 100 });
    expect(mid.total).toBeGreaterThan(0);
    expect(mid.total).toBe(
      await PlayerModel.countDocuments({
        worldId: a.userId,
        salary: { $gte: Math.ceil(wageMin / SEASON_WAGE_GAMES), $lte: Math.floor(wageMax / SEASON_WAGE_GAMES) },
      }),
    );
    expect(mid.rows.every((r) => seasonWage(r.salary) >= wageMin && seasonWage(r.salary) <= wageMax)).toBe(true);
    // With the other filters: free agents asking at most the ceiling.
    const cheapFree = await search(a, { freeAgents: 'true', wageMax, pageSize: 100 });
    expect(cheapFree.rows.every((r) => r.club === null && seasonWage(r.salary) <= wageMax)).toBe(true);
  });

  it('filters by position, age, overall, value, league, club, free agents and name', async () => {
    const filtered = await search(a, { position: 'C', ageMin: 22, ageMax: 27, overallMin: 55, overallMax: 75, pageSize: 100 });
    expect(filtered.total).toBeGreaterThan(0);
    expect(filtered.total).toBe(
      await PlayerModel.countDocuments({
        worldId: a.userId,
        position: 'C',
        age: { $gte: 22, $lte: 27 },
        overallRating: { $gte: 55, $lte: 75 },
      }),
    );
    for (const r of filtered.rows)
      expect(r.position === 'C' && r.age >= 22 && r.age <= 27 && r.overallRating >= 55 && r.overallRating <= 75).toBe(true);
    const dear = await search(a, { valueMin: 500_000, valueMax: 600_000, pageSize: 100 });
    expect(dear.rows.every((r) => r.value >= 500_000 && r.value <= 600_000)).toBe(true);
    const spain = await search(a, { leagueId: 2, pageSize: 100 });
    expect(spain.total).toBe(
      await PlayerModel.countDocuments({
        worldId: a.userId,
        teamId: { $in: (await TeamModel.find({ worldId: a.userId, leagueId: 2 }).lean()).map((t) => t._id) },
      }),
    );
    expect(spain.rows.every((r) => r.club?.leagueId === 2)).toBe(true);
    const club = await search(a, { teamId: a.team.id });
    expect(club.rows.every((r) => r.club?.id === a.team.id && r.relation === 'own')).toBe(true);
    const free = await search(a, { freeAgents: 'true', pageSize: 100 });
    expect(free.total).toBe(await PlayerModel.countDocuments({ worldId: a.userId, teamId: null }));
    expect(free.rows.every((r) => r.club === null && r.relation === 'free-agent')).toBe(true);
    const someone = await PlayerModel.findOne({ worldId: a.userId }).lean();
    const part = (someone?.name ?? '').split(' ').at(-1)?.toUpperCase() ?? '';
    const named = await search(a, { q: part, pageSize: 100 });
    expect(named.rows.map((r) => r.id)).toContain(someone?._id.toString());
    expect(named.rows.every((r) => r.name.toUpperCase().includes(part))).toBe(true);
    // A regular expression's characters are only characters.
    expect((await search(a, { q: '.*' })).total).toBe(0);
  });

  it('refuses a query it cannot answer with 400, and another career’s club with 404', async () => {
    const bad = (query: Record<string, string | undefined>) =>
      a.http.request(
        'GET',
        `${routeUrl(ROUTES.playerPages.search, {})}?${new URLSearchParams(Object.entries(query).filter((e): e is [string, string] => e[1] !== undefined)).toString()}`,
      );
    for (const query of [
      { ageMin: '30', ageMax: '20' },
      { sort: 'potential' },
      { pageSize: '1000' },
      { position: 'XX' },
      { page: '0' },
      { wageMin: 'lots' },
    ]) {
      const res = await bad(query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(((await res.json()) as { message: string }).message.length).toBeGreaterThan(0);
    }
    const upsideDown = await bad({ wageMin: '500000', wageMax: '100000' });
    expect(upsideDown.status).toBe(400);
    expect(((await upsideDown.json()) as { message: string }).message).toContain('Minimum wage must not be above the maximum');
    expect((await search(a, { sort: 'overall' })).page).toBe(1);
    const theirs = await a.http.send(ROUTES.playerPages.search, {}, { teamId: b.team.id });
    expect(theirs.status).toBe(404);
    const mine: PlayerDatabaseResponse = await search(b, { teamId: b.team.id });
    expect(mine.total).toBeGreaterThan(0);
  });
});
