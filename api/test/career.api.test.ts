/**
 * The backbone over HTTP on a fresh in-memory store: accounts, setup, every hub
 * read of the career, isolation between managers, abandoning a career.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LINEUP_INCOMPLETE_MESSAGE,
  FITNESS_RECOVERY_COST_PER_PLAYER,
  overallRating,
  ROUTES,
  SQUAD_STRENGTH_PLAYERS,
  type FitnessRecoveryQuote,
  type DashboardStats,
  type Match,
  type Player,
  type PlayerSeasonStats,
  type Season,
  type SeasonStatus,
  type Standing,
  type StartingLineup,
  type Team,
  type User,
} from '@hardwood/shared';
import mongoose from '../src/infra/store/mongoose.js';
import { countCareerRecords } from '../src/orchestrators/career-setup/career-models.js';
import { TemplatePlayerModel } from '../src/models/catalogue/catalogue.model.js';
import { startServer } from '../src/main.js';
import { HttpClient } from './http-client.js';

/** This file's settings, given to the app (process.env stays untouched). */
const ENV = { LOGIN_RATE_LIMIT: '5', DEVELOPER_EMAILS: 'dev@example.com' };

let server: Awaited<ReturnType<typeof startServer>>;
const client = () => new HttpClient(server.url);

async function signUp(email: string): Promise<{ http: HttpClient; user: User }> {
  const http = client();
  const user = await http.json<User>(
    'POST',
    '/api/register',
    { email, password: 'correct-horse', firstName: 'Test', lastName: 'Manager' },
    201,
  );
  return { http, user };
}

async function setUpCareer(email: string, countryId = 'italy', teamId = 103) {
  const { http, user } = await signUp(email);
  await http.json('POST', '/api/setup/complete', { countryId, teamId }, 201);
  const team = await http.get<Team>('/api/user/team');
  return { http, user, team };
}

beforeAll(async () => {
  server = await startServer({ port: 0, databaseUrl: 'nedb://memory', clientDir: '/nonexistent', env: ENV });
});
afterAll(async () => server.close());

describe('accounts', () => {
  it('serves a sign-in page with both forms', async () => {
    const res = await fetch(`${server.url}/api/login`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('action="/api/login"');
    expect(html).toContain('action="/api/register"');
    expect(html).toContain('name="firstName"');
  });

  it('registers, sets an httpOnly SameSite=Lax cookie and answers the user', async () => {
    const http = client();
    const res = await http.request('POST', '/api/register', {
      email: 'Ann@Example.com',
      password: 'secret-pass',
      firstName: 'Ann',
      lastName: 'Lee',
    });
    expect(res.status).toBe(201);
    const cookie = res.headers.getSetCookie().join(';');
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const user = (await res.json()) as User;
    expect(user).toMatchObject({
      email: 'ann@example.com',
      firstName: 'Ann',
      isSetupComplete: false,
      simulateMode: false,
      isDeveloper: false,
    });
    expect(await http.get<User>('/api/auth/user')).toEqual(user);
  });

  it('refuses bad registrations with clear 4xx messages', async () => {
    const http = client();
    const dup = await http.request('POST', '/api/register', {
      email: 'ann@example.com',
      password: 'secret-pass',
      firstName: 'A',
      lastName: 'B',
    });
    expect(dup.status).toBe(409);
    expect(((await dup.json()) as { message: string }).message).toMatch(/already exists/);
    const bad = await http.request('POST', '/api/register', {
      email: 'not-an-email',
      password: 'secret-pass',
      firstName: 'A',
      lastName: 'B',
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toMatch(/valid e-mail/);
    const short = await http.request('POST', '/api/register', {
      email: 'short@example.com',
      password: 'abc',
      firstName: 'A',
      lastName: 'B',
    });
    expect(short.status).toBe(400);
    expect(((await short.json()) as { message: string }).message).toMatch(/at least 8/);
    expect((await http.request('GET', '/api/auth/user')).status).toBe(401);
  });

  it('signs in with JSON and with a form, and refuses wrong credentials', async () => {
    const json = client();
    expect((await json.request('POST', '/api/login', { email: 'ann@example.com', password: 'wrong-pass' })).status).toBe(401);
    expect((await json.request('POST', '/api/login', { email: 'nobody@example.com', password: 'whatever1' })).status).toBe(401);
    const ok = await json.request('POST', '/api/login', { email: 'ann@example.com', password: 'secret-pass' });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as User).email).toBe('ann@example.com');

    const form = client();
    const redirected = await form.request('POST', '/api/login', { email: 'ann@example.com', password: 'secret-pass' }, { form: true });
    expect(redirected.status).toBe(303);
    expect(redirected.headers.get('location')).toBe('/');
    expect((await form.get<User>('/api/auth/user')).email).toBe('ann@example.com');

    const badForm = await client().request('POST', '/api/login', { email: 'ann@example.com', password: 'nope-nope' }, { form: true });
    expect(badForm.status).toBe(303);
    expect(badForm.headers.get('location')).toMatch(/^\/api\/login\?error=wrong_credentials/);
  });

  it('rate-limits repeated sign-in attempts', async () => {
    await signUp('limited@example.com');
    const http = client();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push((await http.request('POST', '/api/login', { email: 'limited@example.com', password: 'bad-guess' })).status);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses[5]).toBe(429);
  });

  it('logs out: redirects to / and the session is gone', async () => {
    const { http } = await signUp('leaver@example.com');
    // Sign-out is a POST; the sign-out button posts a form.
    const res = await http.request('POST', '/api/logout', {}, { form: true });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/');
    expect((await http.request('GET', '/api/auth/user')).status).toBe(401);
  });

  it('lets only developer accounts change simulate mode (server-checked)', async () => {
    const { http } = await signUp('player@example.com');
    expect((await http.request('PATCH', '/api/auth/user/simulate-mode', { simulateMode: true })).status).toBe(403);
    expect((await http.request('POST', '/api/user/simulate-mode', { enabled: true })).status).toBe(403);
    const dev = await signUp('dev@example.com');
    expect(dev.user.isDeveloper).toBe(true);
    expect((await dev.http.json<User>('PATCH', '/api/auth/user/simulate-mode', { simulateMode: true })).simulateMode).toBe(true);
    expect((await dev.http.json<User>('POST', '/api/user/simulate-mode', { enabled: false })).simulateMode).toBe(false);
    expect((await dev.http.request('PATCH', '/api/auth/user/simulate-mode', { simulateMode: 'yes' })).status).toBe(400);
    expect((await dev.http.json<User>('POST', '/api/auth/user/force-refresh')).email).toBe('dev@example.com');
  });

  it('answers 401 to every career call without a session', async () => {
    for (const path of ['/api/user/team', '/api/setup/countries', '/api/dashboard/stats', '/api/players/roster', '/api/season/status']) {
      expect((await fetch(server.url + path)).status).toBe(401);
    }
  });
});

describe('setup and career', () => {
  it("lists countries and the chosen country's teams with league names", async () => {
    const { http } = await signUp('browser@example.com');
    const countries = await http.get<{ id: string; name: string; flag: string }[]>('/api/setup/countries');
    expect(countries.length).toBeGreaterThanOrEqual(6);
    expect(countries.map((c) => c.id)).toEqual(expect.arrayContaining(['italy', 'spain', 'greece', 'turkey', 'france', 'germany']));
    const italy = await http.get<{ id: number; league: string; budget: number; reputation: number }[]>('/api/setup/teams/italy');
    expect(italy).toHaveLength(24);
    expect(new Set(italy.map((t) => t.league))).toEqual(new Set(['Serie A', 'Serie A2']));
    expect((await http.request('GET', '/api/setup/teams/atlantis')).status).toBe(404);
    expect((await http.request('GET', '/api/setup/teams/youth')).status).toBe(404);
  });

  it("gives each country its flag's code and its leagues with their clubs, and each club its squad strength and the board's expectation", async () => {
    const { http } = await signUp('firststeps@example.com');
    const countries = await http.call(ROUTES.setup.countries, {});
    const italy = countries.find((c) => c.id === 'italy');
    expect(italy).toMatchObject({
      code: 'it',
      leagues: [
        { name: 'Serie A', clubs: 12 },
        { name: 'Serie A2', clubs: 12 },
      ],
    });
    expect(countries.find((c) => c.id === 'spain')?.leagues).toEqual([{ id: 2, name: 'Liga ACB', clubs: 12 }]);
    for (const c of countries) expect(c.code).toMatch(/^[a-z]{2}$/);

    const clubs = await http.call(ROUTES.setup.teams, { countryId: 'italy' });
    const serieA = clubs.filter((t) => t.league === 'Serie A');
    // Squad strength is the mean overall of the template roster's best eight, which the career copies.
    const first = serieA[0];
    if (!first) throw new Error('no Serie A club');
    const roster = await TemplatePlayerModel.find({ templateTeamId: first.id }).lean();
    const best = roster
      .map((p) => p.overallRating)
      .sort((a, b) => b - a)
      .slice(0, SQUAD_STRENGTH_PLAYERS);
    expect(first.squadStrength).toBeCloseTo(best.reduce((s, r) => s + r, 0) / best.length, 1);
    // Ranks 1..12 in each league, by strength; the board's expectation follows the rank's band.
    expect(serieA.map((t) => t.strengthRank).sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    const byRank = [...serieA].sort((a, b) => a.strengthRank - b.strengthRank);
    for (let i = 1; i < byRank.length; i += 1) expect(byRank[i - 1]!.squadStrength).toBeGreaterThanOrEqual(byRank[i]!.squadStrength);
    expect(byRank[0]?.boardExpectation).toBe('Win the league');
    expect(byRank[11]?.boardExpectation).toBe('Avoid relegation');
    // Liga ACB sends nobody down: its weakest are asked to stay off the bottom.
    const spain = await http.call(ROUTES.setup.teams, { countryId: 'spain' });
    const weakest = spain.find((t) => t.strengthRank === 12);
    expect(weakest?.boardExpectation).toBe('Stay off the bottom of the table');
  });

  it('refuses a team outside the chosen country and creates nothing', async () => {
    const { http, user } = await signUp('wrongteam@example.com');
    const res = await http.request('POST', '/api/setup/complete', { countryId: 'spain', teamId: 103 });
    expect(res.status).toBe(400);
    expect((await http.request('POST', '/api/setup/complete', { countryId: 'italy' })).status).toBe(400);
    const counts = await countCareerRecords(new mongoose.Types.ObjectId(user.id));
    expect(Object.values(counts).every((n) => n === 0)).toBe(true);
    expect((await http.get<User>('/api/auth/user')).isSetupComplete).toBe(false);
  });

  it('creates a complete first season and serves every hub read', async () => {
    const { http, user, team } = await setUpCareer('manager@example.com');
    expect((await http.get<User>('/api/auth/user')).isSetupComplete).toBe(true);
    expect(team).toMatchObject({
      name: 'Reyer Lagoon',
      city: 'Venezia',
      leagueId: 1,
      league: 'Serie A',
      templateTeamId: 103,
      isUserTeam: true,
    });
    expect(team.budget).toBeGreaterThanOrEqual(2_000_000);

    const teams = await http.get<Team[]>(`/api/teams?leagueId=${team.leagueId}`);
    expect(teams).toHaveLength(12);
    expect(teams.filter((t) => t.isUserTeam)).toHaveLength(1);

    const seasons = await http.get<Season[]>(`/api/seasons?leagueId=${team.leagueId}`);
    expect(seasons).toHaveLength(1);
    expect(seasons[0]).toMatchObject({ name: '2025-26', isActive: true, currentMatchday: 1 });
    const seasonId = seasons[0]!.id;

    const matches = await http.get<Match[]>(`/api/matches?seasonId=${seasonId}`);
    expect(matches).toHaveLength(132);
    expect(new Set(matches.map((m) => m.matchday)).size).toBe(22);
    expect(matches.every((m) => m.homeScore === null && m.awayScore === null)).toBe(true);
    for (let day = 1; day <= 22; day += 1) {
      const ids = matches.filter((m) => m.matchday === day).flatMap((m) => [m.homeTeamId, m.awayTeamId]);
      expect(new Set(ids).size).toBe(12);
    }
    expect(matches.filter((m) => m.round === 2)).toHaveLength(66);

    const standings = await http.get<Standing[]>(`/api/standings/season/${seasonId}`);
    expect(standings).toHaveLength(12);
    expect(standings.every((s) => s.matchesPlayed === 0 && s.points === 0)).toBe(true);
    expect(standings.map((s) => s.position)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(standings[0]?.status).toBe('Champion');
    expect(standings[11]?.status).toBe('Relegation');

    for (const t of teams) {
      const roster = await http.get<Player[]>(`/api/players/team/${t.id}`);
      expect(roster.length).toBeGreaterThanOrEqual(12);
      for (const p of roster) {
        expect(p.overallRating).toBe(overallRating(p.position, p));
        expect(p.teamName).toBe(t.name);
      }
    }
    const roster = await http.get<Player[]>('/api/players/roster');
    expect(roster.every((p) => p.teamId === team.id)).toBe(true);
    expect(await http.get<string[]>('/api/players/injured-ids')).toEqual([]);

    const stats = await http.get<PlayerSeasonStats[]>('/api/players/statistics');
    expect(stats).toHaveLength(roster.length);
    expect(stats.every((s) => s.matchesPlayed === 0)).toBe(true);

    const status = await http.get<SeasonStatus>('/api/season/status');
    expect(status).toMatchObject({
      isComplete: false,
      totalMatches: 132,
      completedMatches: 0,
      totalMatchdays: 22,
      completedMatchdays: 0,
      completionPercentage: 0,
    });
    expect(status.season?.seasonName).toBe('2025-26');

    const dashboard = await http.get<DashboardStats>('/api/dashboard/stats');
    expect(dashboard.currentMatchday).toBe(1);
    expect(dashboard.transferBudget).toBe(team.budget);
    expect(dashboard.nextMatch).toMatchObject({ matchday: 1, round: 1 });
    const first = matches.find((m) => m.matchday === 1 && (m.homeTeamId === team.id || m.awayTeamId === team.id))!;
    expect(dashboard.nextMatch?.isHome).toBe(first.homeTeamId === team.id);
    expect(dashboard.nextMatch?.opponent).toBe(
      teams.find((t) => t.id === (first.homeTeamId === team.id ? first.awayTeamId : first.homeTeamId))?.name,
    );
    const avgMorale = Math.round(roster.reduce((s, p) => s + p.morale, 0) / roster.length);
    expect(dashboard.teamMorale).toBe(avgMorale);

    // A second setup fails and changes nothing.
    const before = await countCareerRecords(new mongoose.Types.ObjectId(user.id));
    expect((await http.request('POST', '/api/setup/complete', { countryId: 'spain', teamId: 201 })).status).toBe(409);
    expect(await countCareerRecords(new mongoose.Types.ObjectId(user.id))).toEqual(before);
  });

  it('keeps a valid starting lineup and refuses invalid ones', async () => {
    const { http } = await setUpCareer('lineup@example.com', 'spain', 205);
    const lineup = await http.get<StartingLineup>('/api/starting-lineup');
    const roster = await http.get<Player[]>('/api/players/roster');
    const ids = Object.values(lineup);
    expect(new Set(ids).size).toBe(5);
    expect(ids.every((id) => roster.some((p) => p.id === id))).toBe(true);
    // The default is the auto-assign rule: the best natural PG starts at PG.
    const bestPg = roster.filter((p) => p.position === 'PG').sort((a, b) => b.overallRating - a.overallRating)[0];
    expect(lineup.pgId).toBe(bestPg?.id);

    const bench = roster.filter((p) => !ids.includes(p.id));
    const changed = { ...lineup, cId: bench[0]!.id };
    expect(await http.json('PUT', '/api/starting-lineup', changed)).toEqual(changed);
    expect(await http.get<StartingLineup>('/api/starting-lineup')).toEqual(changed);

    const missing = await http.request('PUT', '/api/starting-lineup', { ...changed, cId: undefined });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { message: string }).message).toBe(LINEUP_INCOMPLETE_MESSAGE);
    const duplicate = await http.request('PUT', '/api/starting-lineup', { ...changed, sgId: changed.pgId });
    expect(duplicate.status).toBe(400);
    expect(await http.get<StartingLineup>('/api/starting-lineup')).toEqual(changed);
  });

  it('recovers fitness by 25, capped at 100, at a price stated first, once a matchday, and validates the amount', async () => {
    const { http } = await setUpCareer('fitness@example.com', 'greece', 301);
    const before = await http.get<Player[]>('/api/players/roster');
    const tired = before.filter((p) => p.fitness < 100).length;
    expect(tired).toBeGreaterThan(0);
    const quote = await http.get<FitnessRecoveryQuote>('/api/players/recover-fitness');
    expect(quote).toEqual({ tiredPlayers: tired, cost: tired * FITNESS_RECOVERY_COST_PER_PLAYER, usedThisMatchday: false });
    const budget = (await http.get<Team>('/api/user/team')).budget;
    expect((await http.request('POST', '/api/players/recover-fitness', { recoveryAmount: 50 })).status).toBe(400);
    const booked = await http.json<{ cost: number; budget: number; recovered: number }>('POST', '/api/players/recover-fitness', {
      recoveryAmount: 25,
    });
    expect(booked).toMatchObject({ cost: quote.cost, budget: budget - quote.cost, recovered: tired });
    const after = await http.get<Player[]>('/api/players/roster');
    for (const p of after) {
      const was = before.find((b) => b.id === p.id)!;
      expect(p.fitness).toBe(Math.min(100, was.fitness + 25));
    }
    // Once a matchday: a second session is refused and costs nothing.
    const again = await http.request('POST', '/api/players/recover-fitness', { recoveryAmount: 25 });
    expect(again.status).toBe(409);
    expect((await http.get<Team>('/api/user/team')).budget).toBe(budget - quote.cost);
    expect((await http.get<FitnessRecoveryQuote>('/api/players/recover-fitness')).usedThisMatchday).toBe(true);
  });

  it('generates a roster only when a team has none', async () => {
    const { http, team } = await setUpCareer('generate@example.com', 'germany', 601);
    const roster = await http.get<Player[]>(`/api/players/team/${team.id}`);
    const generated = await http.json<Player[]>('POST', `/api/players/generate/${team.id}`);
    expect(generated.map((p) => p.id).sort()).toEqual(roster.map((p) => p.id).sort());
  });

  it("answers 404 for another manager's ids", async () => {
    const a = await setUpCareer('owner-a@example.com', 'france', 501);
    const b = await setUpCareer('owner-b@example.com', 'france', 502);
    const aSeason = (await a.http.get<Season[]>('/api/seasons'))[0]!;
    const aRoster = await a.http.get<Player[]>('/api/players/roster');
    expect((await b.http.request('GET', `/api/players/team/${a.team.id}`)).status).toBe(404);
    expect((await b.http.request('POST', `/api/players/generate/${a.team.id}`)).status).toBe(404);
    expect((await b.http.request('GET', `/api/user-teams/${a.team.id}`)).status).toBe(404);
    expect((await b.http.request('GET', `/api/standings/season/${aSeason.id}`)).status).toBe(404);
    expect((await b.http.request('GET', `/api/matches?seasonId=${aSeason.id}`)).status).toBe(404);
    expect((await b.http.request('GET', '/api/players/team/not-an-id')).status).toBe(404);
    const stolen = { pgId: aRoster[0]!.id, sgId: aRoster[1]!.id, sfId: aRoster[2]!.id, pfId: aRoster[3]!.id, cId: aRoster[4]!.id };
    expect((await b.http.request('PUT', '/api/starting-lineup', stolen)).status).toBe(404);
    // B's own reads never include A's records.
    const bTeams = await b.http.get<Team[]>('/api/teams?leagueId=5');
    expect(bTeams.some((t) => t.id === a.team.id)).toBe(false);
  });

  it('abandons a career: nothing of it is left and setup can start again', async () => {
    const { http, user } = await setUpCareer('quitter@example.com', 'turkey', 404);
    const userId = new mongoose.Types.ObjectId(user.id);
    expect(Object.values(await countCareerRecords(userId)).some((n) => n > 0)).toBe(true);
    await http.json('POST', '/api/user/abandon-career');
    expect(Object.values(await countCareerRecords(userId)).every((n) => n === 0)).toBe(true);
    expect((await http.get<User>('/api/auth/user')).isSetupComplete).toBe(false);
    expect((await http.request('GET', '/api/user/team')).status).toBe(400);
    await http.json('POST', '/api/setup/complete', { countryId: 'turkey', teamId: 405 }, 201);
    expect((await http.get<Team>('/api/user/team')).templateTeamId).toBe(405);
  });
});
