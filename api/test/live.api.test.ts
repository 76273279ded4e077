/**
 * A live match through the real stack: the API issues the token, the game
 * server on the same port plays the match (fast ticks), the result lands in
 * the store once, and processing takes it from there.
 */
import { Client } from '@colyseus/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMatch,
  LIVE_ERROR_MESSAGE,
  simulateToEnd,
  type LiveError,
  type LiveTokenResponse,
  type Match,
  type ProcessingResult,
  type Standing,
  type Team,
  type User,
} from '@hardwood/shared';
import { ConflictError } from '../src/infra/errors/domain-errors.js';
import { loadLiveMatch, saveLiveResult } from '../src/domain/live/live-match.service.js';
import { startServer } from '../src/main.js';
import { HttpClient } from './http-client.js';

process.env.MATCH_TICK_MS = '2';

interface LiveState {
  status: string;
  quarter: number;
  clock: number;
  homeScore: number;
  awayScore: number;
  resultSaved: boolean;
  resultFailed: boolean;
  home: LiveTeamState;
  away: LiveTeamState;
}
interface LiveTeamState {
  managed: boolean;
  onCourt: string[];
  players: Array<{ id: string; slot: string; injured: boolean; fouledOut: boolean }>;
}

let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  server = await startServer({ port: 0, databaseUrl: 'nedb://memory', clientDir: '/nonexistent' });
});
afterAll(async () => server.close());

async function manager(email: string, teamId: number) {
  const http = new HttpClient(server.url);
  const user = await http.json<User>(
    'POST',
    '/api/register',
    { email, password: 'correct-horse', firstName: 'Live', lastName: 'Coach' },
    201,
  );
  await http.json('POST', '/api/setup/complete', { countryId: 'spain', teamId }, 201);
  const team = await http.get<Team>('/api/user/team');
  const matches = await http.get<Match[]>('/api/matches');
  const own = (day: number) => matches.find((m) => m.matchday === day && (m.homeTeamId === team.id || m.awayTeamId === team.id)) as Match;
  return { http, user, team, own };
}

const until = async (condition: () => boolean, ms = 30_000) => {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > ms) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe('live matches', () => {
  it('refuses tokens for matches that are not the manager’s next one', async () => {
    const a = await manager('live-a@example.com', 201);
    const b = await manager('live-b@example.com', 202);
    const later = await a.http.request('POST', '/api/live/token', { matchId: a.own(2).id });
    expect(later.status).toBe(409);
    expect(((await later.json()) as { message: string }).message).toMatch(/Wait for your turn/);
    expect((await a.http.request('POST', '/api/live/token', { matchId: b.own(1).id })).status).toBe(404);
    expect((await a.http.request('POST', '/api/live/token', {})).status).toBe(400);
    expect((await new HttpClient(server.url).request('POST', '/api/live/token', { matchId: a.own(1).id })).status).toBe(401);
    // A career match is private: its manager may watch it (another tab); another user's request is not found.
    const watch = await a.http.json<LiveTokenResponse>('POST', '/api/live/token', { matchId: a.own(1).id, spectate: true });
    expect(watch.role).toBe('spectator');
    expect((await b.http.request('POST', '/api/live/token', { matchId: a.own(1).id, spectate: true })).status).toBe(404);
  });

  it('plays the own match live, saves it once, and processing takes it from there', async () => {
    const coach = await manager('live-c@example.com', 203);
    const match = coach.own(1);
    const pass = await coach.http.json<LiveTokenResponse>('POST', '/api/live/token', { matchId: match.id });
    expect(pass.endpoint).toBe(server.url.replace('http', 'ws'));
    const client = new Client(pass.endpoint);
    const room = await client.joinOrCreate<LiveState>(pass.roomName, { matchId: match.id, token: pass.token });
    const errors: LiveError[] = [];
    room.onMessage(LIVE_ERROR_MESSAGE, (e: LiveError) => errors.push(e));
    await until(() => room.state.status === 'not_started');

    // The client cannot report a score while the match is live.
    expect((await coach.http.request('PATCH', `/api/matches/${match.id}/result`, { homeScore: 100, awayScore: 0 })).status).toBe(409);

    room.send('play');
    let substituted = false;
    await until(() => {
      if (room.state.status === 'break') {
        if (!substituted) {
          const mine = room.state.home.managed ? room.state.home : room.state.away;
          const starter = mine.onCourt[0] as string;
          // A bench player who can come in (the seed may have hurt or fouled out anyone by now).
          const bench = mine.players.find((p) => p.slot === '' && !p.injured && !p.fouledOut)?.id as string;
          room.send('substitute', { outId: starter, inId: bench });
          substituted = true;
        }
        room.send('continue');
      }
      return room.state.status === 'finished' && room.state.resultSaved;
    }, 60_000);
    expect(errors.filter((e) => e.type !== 'continue')).toEqual([]);
    const final = { home: room.state.homeScore, away: room.state.awayScore };
    await room.leave(true);

    const saved = (await coach.http.get<Match[]>('/api/matches')).find((m) => m.id === match.id) as Match;
    expect(saved).toMatchObject({ isPlayed: true, homeScore: final.home, awayScore: final.away });
    await coach.http.json('PATCH', `/api/matches/${match.id}/result`, { homeScore: final.home, awayScore: final.away });
    expect((await coach.http.request('POST', '/api/live/token', { matchId: match.id })).status).toBe(409);

    const processed = await coach.http.json<ProcessingResult>('POST', `/api/matches/${match.id}/complete-processing`);
    expect(processed.progress).toBe(100);
    const season = (await coach.http.get<Array<{ id: string }>>('/api/seasons?leagueId=2'))[0];
    const table = await coach.http.get<Standing[]>(`/api/standings/season/${season?.id}`);
    expect(table.every((row) => row.matchesPlayed === 1)).toBe(true);
    const own = table.find((row) => row.userTeamId === coach.team.id);
    const ownScore = match.homeTeamId === coach.team.id ? final.home : final.away;
    expect(own?.pointsFor).toBe(ownScore);
  }, 90_000);

  it('writes a result once even when two rooms played the match (the matchmaker race across processes)', async () => {
    const coach = await manager('live-twice@example.com', 205);
    const match = coach.own(1);
    const setup = await loadLiveMatch(match.id, coach.user.id);
    // Two rooms, two different games of the same match (as if created twice), saving at once.
    const games = [setup.seed, setup.seed + 1].map((seed) =>
      simulateToEnd(createMatch({ ...setup.home, managed: false }, { ...setup.away, managed: false }, { recordEvents: true }, seed)),
    );
    const [a, b] = games as [ReturnType<typeof simulateToEnd>, ReturnType<typeof simulateToEnd>];
    expect(`${a.score.home}-${a.score.away}`).not.toBe(`${b.score.home}-${b.score.away}`);
    // Each saves as a room does: a busy season (the other's save holds its lock) is passing and retried.
    const save = async (state: typeof a) => {
      for (let attempt = 0; ; attempt += 1) {
        try {
          return await saveLiveResult(match.id, state);
        } catch (error) {
          if (!(error instanceof ConflictError) || attempt >= 5) throw error;
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      }
    };
    await Promise.all([save(a), save(b)]);
    const saved = (await coach.http.get<Match[]>('/api/matches')).find((m) => m.id === match.id) as Match;
    expect(saved.isPlayed).toBe(true);
    const kept = [a, b].find((g) => g.score.home === saved.homeScore && g.score.away === saved.awayScore);
    expect(kept).toBeDefined();
    // A third save (a room retrying late) changes nothing either.
    await save(kept === a ? b : a);
    expect((await coach.http.get<Match[]>('/api/matches')).find((m) => m.id === match.id)).toMatchObject({
      homeScore: saved.homeScore,
      awayScore: saved.awayScore,
    });
  });

  it('closes the room of a career abandoned mid-match at once, instead of playing it on', async () => {
    const coach = await manager('live-d@example.com', 204);
    const match = coach.own(1);
    const pass = await coach.http.json<LiveTokenResponse>('POST', '/api/live/token', { matchId: match.id });
    const room = await new Client(pass.endpoint).joinOrCreate<LiveState>(pass.roomName, { matchId: match.id, token: pass.token });
    let closedWith: number | null = null;
    room.onLeave((code) => (closedWith = code));
    room.send('play');
    await until(() => room.state.status === 'playing');
    await coach.http.json('POST', '/api/user/abandon-career');

    // The room closes at once, mid-match: its result would have nowhere to go.
    await until(() => closedWith !== null, 10_000);
    expect(room.state.status).not.toBe('finished');
    expect(room.state.resultSaved).toBe(false);
    expect(room.state.resultFailed).toBe(true);
    // We never left: the server closed the room (4000 is Colyseus's code for a room's own disconnect()).
    expect(closedWith).toBe(4000);
  }, 90_000);
});
