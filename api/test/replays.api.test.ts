/**
 * Every game replays: a live match the manager coached (a substitution and
 * a change of tactics at a break), an instant game of his league and an AI
 * game of another league each replay from their kept records to the score
 * and the box score that were stored; the manager's decisions are listed
 * and reviewed on a worker thread; another club's game cannot be reviewed.
 */
import { Client } from '@colyseus/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  replayViewAt,
  ROUTES,
  type LiveTokenResponse,
  type Match,
  type MatchReport,
  type ReplayTimeline,
  type Team,
  type User,
} from '@hardwood/shared';
import { settleDecisionReviews } from '../src/domain/replays/replay.service.js';
import { startServer } from '../src/main.js';
import { MatchRecordModel } from '../src/models/matches/match-record.model.js';
import { WorldMatchModel } from '../src/models/matches/world-match.model.js';
import { HttpClient } from './http-client.js';

process.env.MATCH_TICK_MS = '2';

interface LivePlayer {
  id: string;
  slot: string;
  injured: boolean;
  fouledOut: boolean;
}
interface LiveState {
  status: string;
  resultSaved: boolean;
  homeScore: number;
  awayScore: number;
  home: { managed: boolean; onCourt: string[]; players: LivePlayer[] };
  away: { managed: boolean; onCourt: string[]; players: LivePlayer[] };
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

/** The replay ends on the stored score, and its box score at the last second is the stored one, player by player. */
function endsAsStored(timeline: ReplayTimeline, report: MatchReport): void {
  expect(timeline.final).toEqual({ home: report.home.score, away: report.away.score });
  const { view } = replayViewAt(timeline, timeline.length, 100);
  expect(view).toMatchObject({ homeScore: report.home.score, awayScore: report.away.score, status: 'finished' });
  for (const side of ['home', 'away'] as const) {
    const replayed = new Map(view[side].players.map((p) => [p.id, p]));
    for (const { playerId, line } of report[side].players) {
      const p = replayed.get(playerId);
      expect(p, playerId).toBeDefined();
      expect({ points: p?.points, rebounds: p?.rebounds, assists: p?.assists, steals: p?.steals, fouls: p?.fouls }).toEqual({
        points: line.points,
        rebounds: line.rebounds,
        assists: line.assists,
        steals: line.steals,
        fouls: line.fouls,
      });
    }
  }
}

describe('every game replays', () => {
  it('replays live, instant and other leagues’ games to their stored results, and reviews the manager’s decisions', async () => {
    const http = new HttpClient(server.url);
    await http.json<User>(
      'POST',
      '/api/register',
      { email: 'replays@example.com', password: 'correct-horse', firstName: 'Re', lastName: 'Play' },
      201,
    );
    await http.json('POST', '/api/setup/complete', { countryId: 'spain', teamId: 204 }, 201);
    const team = await http.get<Team>('/api/user/team');
    const matches = await http.get<Match[]>('/api/matches');
    const mine = matches.find((m) => m.matchday === 1 && (m.homeTeamId === team.id || m.awayTeamId === team.id)) as Match;
    const side = mine.homeTeamId === team.id ? 'home' : 'away';

    // The live match: a substitution and a change of tactics at the first break.
    const pass = await http.json<LiveTokenResponse>('POST', '/api/live/token', { matchId: mine.id });
    const room = await new Client(pass.endpoint).joinOrCreate<LiveState>(pass.roomName, { matchId: mine.id, token: pass.token });
    room.onMessage('*', () => undefined);
    await until(() => room.state.status === 'not_started');
    room.send('play');
    let coached = false;
    await until(() => {
      if (room.state.status === 'break') {
        if (!coached) {
          const own = room.state[side];
          const bench = own.players.find((p) => p.slot === '' && !p.injured && !p.fouledOut)?.id as string;
          room.send('substitute', { outId: own.onCourt[0] as string, inId: bench });
          room.send('tactics', { pace: 'fast', offense: 'balanced', defense: 'zone' });
          coached = true;
        }
        room.send('continue');
      }
      return room.state.status === 'finished' && room.state.resultSaved;
    });
    await room.leave(true);
    await http.json('POST', `/api/matches/${mine.id}/complete-processing`);

    const live = await http.call(ROUTES.history.matchReplay, { gameId: mine.id });
    endsAsStored(live, await http.call(ROUTES.history.matchReport, { gameId: mine.id }));
    expect(live.mySide).toBe(side);
    const own = live.decisions?.filter((d) => d.side === side) ?? [];
    expect(own.some((d) => !d.byPlan && d.lines.length >= 2)).toBe(true);
    // Every shot of the replay has its chance, and field goals their reasons.
    const shots = live.events.filter((e) => /_(made|missed)$/.test(e.type));
    expect(shots.every((e) => e.chance !== undefined)).toBe(true);
    expect(shots.filter((e) => e.why).length).toBeGreaterThan(shots.length / 2);

    // An instant game of the same matchday in his league.
    const other = matches.find((m) => m.matchday === 1 && m.id !== mine.id) as Match;
    const instant = await http.call(ROUTES.history.matchReplay, { gameId: other.id });
    endsAsStored(instant, await http.call(ROUTES.history.matchReport, { gameId: other.id }));
    expect(instant.mySide).toBeNull();
    expect(await MatchRecordModel.findOne({ matchId: other.id }, { live: 1 }).lean()).toMatchObject({ live: false });

    // An AI game of another league.
    const world = await WorldMatchModel.findOne({ matchday: 1 }).lean();
    expect(world).not.toBeNull();
    const worldId = String(world?._id);
    const away = await http.call(ROUTES.history.matchReplay, { gameId: worldId });
    endsAsStored(away, await http.call(ROUTES.history.matchReport, { gameId: worldId }));

    // The review: pending while the worker plays it, then ready, with each of his decisions rated.
    const first = await http.call(ROUTES.history.decisionReview, { gameId: mine.id });
    expect(first.status).toBe('pending');
    await settleDecisionReviews();
    const ready = await http.call(ROUTES.history.decisionReview, { gameId: mine.id });
    if (ready.status !== 'ready') throw new Error('the review is not ready');
    expect(ready.review.side).toBe(side);
    expect(ready.review.decisions.length).toBe(own.length);
    expect(ready.review.decisions.every((d) => Number.isFinite(d.winDelta) && d.winDeltaError >= 0)).toBe(true);
    expect(ready.review.winLine.length).toBeGreaterThan(40);

    // Another club's game is not his to review; a game that is not the world's is not found.
    expect((await http.send(ROUTES.history.decisionReview, { gameId: other.id })).status).toBe(404);
    expect((await http.send(ROUTES.history.matchReplay, { gameId: '0123456789abcdef01234567' })).status).toBe(404);
  }, 180_000);
});
