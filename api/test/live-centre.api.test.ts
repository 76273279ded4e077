/**
 * The Live Centre: a programme of AI matches anyone may watch.
 * Played here at 2 ms a game second, two at a time.
 */
import { Client } from '@colyseus/sdk';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  leaguePoints,
  LIVE_CENTRE_ROOM_NAME,
  LIVE_FEED_MESSAGE,
  liveCentreSchema,
  staggerMs,
  type LiveCentre,
  type LiveCentreTokenResponse,
  type LiveEventView,
  type LiveMatchView,
} from '@hardwood/shared';
import { LiveCentreMatchModel } from '../src/models/live-centre/live-centre.model.js';
import { LiveCentreProgramme } from '../src/domain/live-centre/programme.js';
import { startServer } from '../src/main.js';
import { HttpClient } from './http-client.js';

const TICK_MS = 2;
let server: Awaited<ReturnType<typeof startServer>>;
let visitor: HttpClient;

beforeAll(async () => {
  server = await startServer({
    port: 0,
    databaseUrl: 'nedb://memory',
    clientDir: '/nonexistent',
    liveCentreMatches: 2,
    liveCentreTickMs: TICK_MS,
  });
  visitor = new HttpClient(server.url);
});
afterAll(async () => server.close());

const listing = async () => liveCentreSchema.parse(await visitor.json<LiveCentre>('GET', '/api/live-centre'));

describe('the Live Centre', () => {
  it('lists live matches to anyone, and lets a visitor watch one from its tip-off', async () => {
    let centre = await listing();
    await vi.waitFor(
      async () => {
        centre = await listing();
        expect(centre.live.length).toBe(2);
      },
      { timeout: 15_000 },
    );
    expect(centre.running).toBe(true);
    expect(centre.competition).toMatchObject({ cycle: 1, rounds: 30, matchesTotal: 240 });
    expect(centre.table).toHaveLength(16);
    expect(centre.upcoming.length).toBeGreaterThan(0);
    // Staggered: the second start waits for its share of a game's length.
    const [first, second] = centre.live.map((m) => Date.parse(m.startedAt ?? ''));
    expect((second ?? 0) - (first ?? 0)).toBeGreaterThanOrEqual(staggerMs(2, 2_400 * TICK_MS) - 50);

    const match = centre.live.find((m) => m.matchStatus !== 'finished') ?? centre.live[0];
    if (!match) throw new Error('no live match');
    const pass = await visitor.json<LiveCentreTokenResponse>('POST', '/api/live-centre/token', { matchId: match.matchId });
    expect(pass).toMatchObject({ roomName: LIVE_CENTRE_ROOM_NAME, role: 'spectator' });
    const room = await new Client(pass.endpoint).join<{ toJSON(): LiveMatchView }>(pass.roomName, {
      matchId: match.matchId,
      token: pass.token,
      spectate: true,
    });
    const feed = await new Promise<LiveEventView[]>((resolve) => room.onMessage(LIVE_FEED_MESSAGE, resolve));
    await vi.waitFor(() => expect(room.state.toJSON().home.name).toBe(match.home.name));
    const view = room.state.toJSON();
    expect(view.home.managed || view.away.managed).toBe(false);
    expect(feed.map((e) => e.seq)).toEqual(feed.map((_, i) => i + 1));
    // Who is watching shows in the listing.
    await vi.waitFor(async () =>
      expect((await listing()).live.find((m) => m.matchId === match.matchId)?.spectators ?? 1).toBeGreaterThanOrEqual(1),
    );
    await room.leave(true);
  }, 30_000);

  it('refuses passes to anything not live and bad requests', async () => {
    await visitor.json('POST', '/api/live-centre/token', { matchId: '5f0000000000000000000000' }, 404);
    await visitor.json('POST', '/api/live-centre/token', { matchId: '' }, 400);
    await visitor.json('POST', '/api/live-centre/token', { matchId: 'x', extra: 1 }, 400);
    const scheduled = (await listing()).upcoming[0];
    if (scheduled) await visitor.json('POST', '/api/live-centre/token', { matchId: scheduled.matchId }, 404);
  });

  it('stores each result once and keeps the table from the results; finished matches make way for the next', async () => {
    let centre = await listing();
    await vi.waitFor(
      async () => {
        centre = await listing();
        expect(centre.results.length).toBeGreaterThanOrEqual(4);
      },
      { timeout: 60_000, interval: 500 },
    );
    const finished = await LiveCentreMatchModel.find({ cycle: 1, status: 'finished' }).lean();
    expect(centre.competition.matchesPlayed).toBeGreaterThanOrEqual(finished.length - 2);
    for (const m of finished) {
      expect(m.homeScore).not.toBe(m.awayScore);
      expect((m.homeScore ?? 0) + (m.awayScore ?? 0)).toBeGreaterThan(100);
    }
    const rows = centre.table;
    const played = rows.reduce((sum, r) => sum + r.played, 0);
    expect(played).toBe(2 * centre.competition.matchesPlayed);
    for (const r of rows) {
      expect(r.points).toBe(leaguePoints(r));
      expect(r.played).toBe(r.wins + r.losses);
    }
    expect(rows.map((r) => r.position)).toEqual(rows.map((_, i) => i + 1));
    // Never more than two live at once, and the programme keeps going.
    expect(centre.live.length).toBeLessThanOrEqual(2);
    expect(await LiveCentreMatchModel.countDocuments({ status: 'live' })).toBeLessThanOrEqual(2);
  }, 90_000);
});

describe('the programme', () => {
  it('starts a match that was live when the process stopped again (its room resumes it from its snapshot), and draws a cycle once', async () => {
    await LiveCentreMatchModel.deleteMany({});
    const created: string[] = [];
    const make = () =>
      new LiveCentreProgramme({
        concurrent: 1,
        tickMs: 100,
        checkEveryMs: 60_000,
        isRoomLive: () => true,
        createRoom: async (_name, options) => void created.push(options.matchId),
      });
    const before = make();
    await before.start();
    before.stop();
    expect(created).toHaveLength(1);
    expect(await LiveCentreMatchModel.countDocuments({})).toBe(240);
    expect(await LiveCentreMatchModel.countDocuments({ status: 'live' })).toBe(1);
    const after = make();
    await after.start();
    after.stop();
    expect(created).toHaveLength(2);
    expect(created[1]).toBe(created[0]);
    expect(await LiveCentreMatchModel.countDocuments({})).toBe(240);
    expect(await LiveCentreMatchModel.countDocuments({ status: 'live' })).toBe(1);
  });

  it('plays again a match whose room ended without a result, instead of losing its slot', async () => {
    await LiveCentreMatchModel.deleteMany({});
    const created: string[] = [];
    const programme = new LiveCentreProgramme({
      concurrent: 1,
      tickMs: 100,
      checkEveryMs: 60_000,
      lostRoomGraceMs: 0,
      isRoomLive: () => false,
      createRoom: async (_name, options) => void created.push(options.matchId),
    });
    await programme.start();
    expect(created).toHaveLength(1);
    // Its room is gone (never saved): the next pass frees the slot and starts the same fixture again.
    await programme.fill();
    programme.stop();
    expect(created).toEqual([created[0], created[0]]);
    expect(await LiveCentreMatchModel.countDocuments({ status: 'live' })).toBe(1);
    expect(await LiveCentreMatchModel.countDocuments({ status: 'finished' })).toBe(0);
  });
});
