/**
 * Leaving a match to the plan: the manager starts his live match, leaves it
 * to his game plan and goes. The room plays on by the plan (nobody holds
 * his seat), saves the result, and the matchday processes itself, as his
 * Close & Save would; his own call afterwards answers the same result.
 * The match keeps its record, and the plan editor reviews a plan against it.
 */
import { Client } from '@colyseus/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  gamePlanPreset,
  ROUTES,
  type LiveTokenResponse,
  type Match,
  type ProcessingResult,
  type SeasonStatus,
  type Team,
  type User,
} from '@hardwood/shared';
import { startServer } from '../src/main.js';
import { HttpClient } from './http-client.js';

process.env.MATCH_TICK_MS = '2';

interface LiveState {
  status: string;
  home: { coachedBy?: string };
  away: { coachedBy?: string };
}

let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  server = await startServer({ port: 0, databaseUrl: 'nedb://memory', clientDir: '/nonexistent' });
});
afterAll(async () => server.close());

const until = async (condition: () => boolean | Promise<boolean>, ms = 60_000) => {
  const start = Date.now();
  while (!(await condition())) {
    if (Date.now() - start > ms) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('a match left to the plan', () => {
  it('plays on without its manager and processes its matchday by itself', async () => {
    const http = new HttpClient(server.url);
    await http.json<User>(
      'POST',
      '/api/register',
      { email: 'left-to-plan@example.com', password: 'correct-horse', firstName: 'Lea', lastName: 'Plan' },
      201,
    );
    await http.json('POST', '/api/setup/complete', { countryId: 'spain', teamId: 206 }, 201);
    await http.json('PUT', '/api/game-plan', { scope: 'default', plan: gamePlanPreset('balanced') });
    await http.json('PUT', '/api/game-plan', { scope: 'autopilot', autopilot: { mode: 'plan', idleMinutes: null } });
    const team = await http.get<Team>('/api/user/team');
    const match = (await http.get<Match[]>('/api/matches')).find(
      (m) => m.matchday === 1 && (m.homeTeamId === team.id || m.awayTeamId === team.id),
    );
    if (!match) throw new Error('no own match on matchday 1');
    const side = match.homeTeamId === team.id ? 'home' : 'away';
    const chase = gamePlanPreset('chase-the-game');
    // No match played live yet: nothing to review.
    expect(await http.call(ROUTES.gamePlan.review, {}, { plan: chase })).toEqual({ match: null, moments: [], planCount: 0, youCount: 0 });

    const pass = await http.json<LiveTokenResponse>('POST', '/api/live/token', { matchId: match.id });
    const room = await new Client(pass.endpoint).joinOrCreate<LiveState>(pass.roomName, { matchId: match.id, token: pass.token });
    room.onMessage('feed', () => undefined);
    await until(() => room.state.status === 'not_started');
    room.send('play');
    await until(() => room.state.status === 'playing' && room.state[side].coachedBy === 'plan');
    await room.leave(true);

    // Nobody presses Continue or Close & Save: the matchday is processed all the same.
    await until(async () => (await http.get<SeasonStatus>('/api/season/status')).completedMatchdays >= 1, 90_000);
    const saved = (await http.get<Match[]>('/api/matches')).find((m) => m.id === match.id);
    expect(saved?.isPlayed).toBe(true);
    const status = await http.get<SeasonStatus>('/api/season/status');
    expect(status.completedMatches).toBeGreaterThan(1);
    // His own Close & Save later answers the stored processing and changes nothing.
    const again: ProcessingResult = await http.call(ROUTES.matches.completeProcessing, { id: match.id });
    expect(again.progress).toBe(100);
    expect((await http.get<SeasonStatus>('/api/season/status')).completedMatches).toBe(status.completedMatches);

    // The plan editor's review: the match replays from its kept record to the score that was saved.
    const review = await http.call(ROUTES.gamePlan.review, {}, { plan: chase });
    const own = side === 'home' ? saved?.homeScore : saved?.awayScore;
    const other = side === 'home' ? saved?.awayScore : saved?.homeScore;
    expect(review.match).toMatchObject({ matchId: match.id, matchday: 1, home: side === 'home', score: { own, other }, replayed: true });
    // The balanced plan coached the side through the command log: its substitutions are the side's own moments.
    expect(review.youCount).toBeGreaterThan(0);
    expect(review.moments.length).toBeGreaterThan(0);
    expect(review.moments.every((m, i, all) => i === 0 || (all[i - 1]?.t ?? 0) <= m.t)).toBe(true);
    // A plan the schema refuses is a 400 naming the rule.
    const bad = await http.send(
      ROUTES.gamePlan.review,
      {},
      { plan: { ...chase, rules: [{ id: 'x', when: { leadAtLeast: 5, trailAtLeast: 5 }, then: [] }] } },
    );
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toMatch(/Rule 1/);
  }, 120_000);
});
