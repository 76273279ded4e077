/**
 * A match played live keeps its play-by-play: after the room saved the
 * result, the match summary's feed tells the same lines the manager watched,
 * to the final buzzer of the stored score.
 */
import { Client } from '@colyseus/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES, type LiveTokenResponse, type Match, type Team, type User } from '@hardwood/shared';
import { startServer } from '../src/main.js';
import { HttpClient } from './http-client.js';

process.env.MATCH_TICK_MS = '2';

interface LiveState {
  status: string;
  homeScore: number;
  awayScore: number;
  resultSaved: boolean;
  events: Iterable<{ seq: number; type: string; period: number; text: string }>;
}

let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  server = await startServer({ port: 0, databaseUrl: 'nedb://memory', clientDir: '/nonexistent' });
});
afterAll(async () => server.close());

const until = async (condition: () => boolean, ms = 60_000) => {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > ms) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

const POINTS: Record<string, number> = { two_made: 2, three_made: 3, free_throw_made: 1 };

describe('a live match’s play-by-play', () => {
  it('is kept with the result and served by the feed route, ending on the stored score', async () => {
    const http = new HttpClient(server.url);
    await http.json<User>(
      'POST',
      '/api/register',
      { email: 'live-feed@example.com', password: 'correct-horse', firstName: 'Live', lastName: 'Feed' },
      201,
    );
    await http.json('POST', '/api/setup/complete', { countryId: 'spain', teamId: 206 }, 201);
    const team = await http.get<Team>('/api/user/team');
    const match = (await http.get<Match[]>('/api/matches')).find(
      (m) => m.matchday === 1 && (m.homeTeamId === team.id || m.awayTeamId === team.id),
    );
    if (!match) throw new Error('no own match on matchday 1');

    const pass = await http.json<LiveTokenResponse>('POST', '/api/live/token', { matchId: match.id });
    const room = await new Client(pass.endpoint).joinOrCreate<LiveState>(pass.roomName, { matchId: match.id, token: pass.token });
    // The whole feed so far, sent on joining; this test reads the ring below.
    room.onMessage('feed', () => undefined);
    await until(() => room.state.status === 'not_started');
    room.send('play');
    // What the manager saw: the feed's ring of recent lines, by their place in the whole feed.
    const seen = new Map<number, { type: string; period: number; text: string }>();
    await until(() => {
      for (const e of room.state.events) if (e.seq > 0) seen.set(e.seq, { type: e.type, period: e.period, text: e.text });
      if (room.state.status === 'break') room.send('continue');
      return room.state.status === 'finished' && room.state.resultSaved;
    });
    const final = { home: room.state.homeScore, away: room.state.awayScore };
    await room.leave(true);

    const saved = (await http.get<Match[]>('/api/matches')).find((m) => m.id === match.id);
    expect(saved).toMatchObject({ isPlayed: true, homeScore: final.home, awayScore: final.away });
    const { lines } = await http.call(ROUTES.matches.feed, { id: match.id });
    console.log(`feed of the live match: ${lines.length} lines, ${seen.size} seen live`);
    expect(lines.length).toBeGreaterThan(100);
    expect(seen.size).toBeGreaterThan(0);
    // Every line the room showed is the summary's line at the same place, in the same words.
    for (const [seq, line] of seen) expect(lines[seq - 1]).toMatchObject(line);
    // The points told add up to the stored score, and the last line is the winner's final buzzer.
    const told = { home: 0, away: 0 };
    for (const l of lines) told[l.side] += POINTS[l.type] ?? 0;
    expect(told).toEqual(final);
    expect(lines.at(-1)).toMatchObject({ type: 'game_end', side: final.home > final.away ? 'home' : 'away' });
  }, 90_000);
});
