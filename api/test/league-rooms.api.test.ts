/**
 * A league round played in rooms: at the tip-off the calendar opens a room
 * for every match a manager's club plays (both managers' match in one
 * two-coach room) and simulates the AI's own games; each manager gets a
 * pass to coach his own side and anyone may watch a public league's match;
 * nobody is waited for (the room plays on, an absent side coached by its
 * manager's plan); and once the last room has ended, the calendar
 * processes the round once.
 */
import { Client } from '@colyseus/sdk';
import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gamePlanPreset, LEAGUE_ROOM_NAME, ROUTES, type LiveTokenResponse } from '@hardwood/shared';
import { createLiveRoom, isMatchPlaying, liveRoomSnapshot } from '@hardwood/game-server';
import { startServer } from '../src/main.js';
import { LeagueClock } from '../src/orchestrators/leagues/league-clock.js';
import { LEAGUE_ROOM_SECRET } from '../src/routes/leagues/league-deps.js';
import { MatchModel } from '../src/models/season/match.model.js';
import { MatchdayProcessingModel } from '../src/models/matches/matchday-processing.model.js';
import { MatchRecordModel } from '../src/models/matches/match-record.model.js';
import { HttpClient } from './http-client.js';

process.env.LEAGUE_FAST_CLOCK = '1';
// A game second every 2 ms, the stops in step (a break of 30 s is 0.6 s).
process.env.MATCH_TICK_MS = '2';

interface LiveState {
  status: string;
  home: { coachedBy?: string };
  away: { coachedBy?: string };
}

let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  server = await startServer({ port: 0, databaseUrl: 'nedb://memory', clientDir: '/nonexistent', leagueClock: false });
});
afterAll(async () => server.close());

const until = async (condition: () => boolean | Promise<boolean>, ms = 60_000) => {
  const start = Date.now();
  while (!(await condition())) {
    if (Date.now() - start > ms) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

async function manager(name: string): Promise<HttpClient> {
  const http = new HttpClient(server.url);
  await http.json(
    'POST',
    '/api/register',
    { email: `${name}@example.com`, password: 'correct-horse', firstName: name, lastName: 'Test' },
    201,
  );
  return http;
}

describe('a league round in rooms', () => {
  it('opens the managers’ matches at the tip-off, lets each coach his side, and processes the round once they end', async () => {
    const founder = await manager('rooms-founder');
    const rival = await manager('rooms-rival');
    const fan = await manager('rooms-fan');
    const tipOff = new Date(Date.now() + 3_600_000);
    const league = await founder.call(
      ROUTES.leagues.found,
      {},
      {
        name: 'Room League',
        countryId: 'italy',
        teamId: 105,
        visibility: 'public',
        calendar: { firstTipOff: tipOff.toISOString(), everySeconds: 60, timeZone: 'UTC' },
      },
    );
    const worldId = new mongoose.Types.ObjectId(league.id);
    const own = league.table.find((c) => c.you)?.teamId ?? '';
    const opening = await MatchModel.findOne({
      worldId,
      matchday: 1,
      $or: [{ homeTeamId: new mongoose.Types.ObjectId(own) }, { awayTeamId: new mongoose.Types.ObjectId(own) }],
    }).lean();
    if (!opening) throw new Error('no opening match');
    const opponent = opening.homeTeamId.toString() === own ? opening.awayTeamId.toString() : opening.homeTeamId.toString();
    await rival.call(ROUTES.leagues.join, { id: league.id }, { teamId: opponent });
    // The rival leaves his side to a plan; the founder has none and will coach himself.
    await rival.call(ROUTES.worlds.switch, {}, { worldId: league.id });
    await rival.json('PUT', '/api/game-plan', { scope: 'default', plan: gamePlanPreset('chase-the-game') });
    const matchId = opening._id.toString();

    // Before the tip-off there is no room to join.
    const early = await founder.send(ROUTES.live.token, {}, { matchId });
    expect(early.status).toBe(409);

    const clock = new LeagueClock({
      now: () => new Date(tipOff.getTime() + 100),
      rooms: {
        open: (id) => createLiveRoom(LEAGUE_ROOM_NAME, { matchId: id, programme: LEAGUE_ROOM_SECRET }),
        isLive: (id) => isMatchPlaying(id),
      },
    });
    const started = Date.now();
    const [tip] = await clock.tick();
    expect(tip).toMatchObject({ round: 1, matchday: 1, played: 5, opened: 1, processed: false });
    expect(liveRoomSnapshot(matchId)).not.toBeNull();
    // The AI's own games are played; the managers' is under way.
    expect(await MatchModel.countDocuments({ worldId, matchday: 1, isPlayed: true })).toBe(5);
    expect((await founder.call(ROUTES.leagues.detail, { id: league.id }, {})).round.status).toBe('playing');

    // Each manager gets a pass to coach his side, a stranger to watch (the league is public).
    const pass: LiveTokenResponse = await founder.call(ROUTES.live.token, {}, { matchId });
    expect(pass).toMatchObject({ roomName: LEAGUE_ROOM_NAME, role: 'manager' });
    expect(await fan.call(ROUTES.live.token, {}, { matchId })).toMatchObject({ roomName: LEAGUE_ROOM_NAME, role: 'spectator' });
    const room = await new Client(pass.endpoint).join<LiveState>(LEAGUE_ROOM_NAME, { matchId, token: pass.token });
    room.onMessage('feed', () => undefined);
    const errors: unknown[] = [];
    room.onMessage('error', (message: unknown) => void errors.push(message));
    const side = opening.homeTeamId.toString() === own ? 'home' : 'away';
    const other = side === 'home' ? 'away' : 'home';
    await until(() => room.state.status === 'playing');
    const firstPatchMs = Date.now() - started;
    await until(() => room.state[side].coachedBy === 'manager');
    // The rival never came: his plan coaches his side.
    expect(room.state[other].coachedBy).toBe('plan');
    room.send('tactics', { pace: 'fast', offense: 'perimeter', defense: 'zone' });
    await until(() => room.state[side].coachedBy === 'manager');
    await room.leave(true);
    expect(errors).toEqual([]);

    // Nothing more to do: the room plays on, and the calendar processes the round once its last match has ended.
    await until(async () => (await MatchModel.exists({ _id: opening._id, isPlayed: true })) !== null, 90_000);
    const outcomes = (await Promise.all([clock.tick(), clock.tick(), clock.tick()])).flat();
    expect(outcomes).toEqual([expect.objectContaining({ round: 1, processed: true })]);
    expect(await MatchdayProcessingModel.countDocuments({ worldId, matchday: 1, completedAt: { $ne: null } })).toBe(1);
    expect((await founder.call(ROUTES.leagues.detail, { id: league.id }, {})).round).toMatchObject({ matchday: 2, status: 'waiting' });
    // The match keeps what replays it, its coach's command in the log.
    const record = await MatchRecordModel.findOne({ matchId: opening._id }).lean();
    const log = JSON.parse(record?.log ?? '[]') as Array<{ side?: string; command: { type: string; tactics?: { defense?: string } } }>;
    expect(log.some((e) => e.side === side && e.command.type === 'tactics' && e.command.tactics?.defense === 'zone')).toBe(true);
    expect(firstPatchMs).toBeLessThan(5_000);
  }, 120_000);
});
