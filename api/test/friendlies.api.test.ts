/**
 * Friendlies through the real stack: challenges and their refusals, then a
 * friendly played live by two managers in one room (fast ticks), each
 * commanding his own side; timeouts counted; a coach who drops replaced by
 * the AI; the result stored once for both; both careers untouched; and the
 * replay of the game ending on its score.
 */
import { Client, type Room } from '@colyseus/sdk';
import mongoose from 'mongoose';
import { describe, expect, it, vi } from 'vitest';
import {
  createMatch,
  FRIENDLY,
  simulateToEnd,
  LIVE_CENTRE,
  LIVE_ERROR_MESSAGE,
  replayViewAt,
  ROUTES,
  type Friendly,
  type FriendlyChallengeLink,
  type LiveError,
  type LiveMatchView,
  type Team,
  type User,
} from '@hardwood/shared';
import { FriendlyModel } from '../src/models/friendlies/friendly.model.js';
import { loadFriendlyMatch, saveFriendlyResult } from '../src/domain/friendlies/friendly-match.service.js';
import { LiveStartModel } from '../src/models/live/live-snapshot.model.js';
import { useTestApp } from './app-fixture.js';
import { canonical, snapshot } from './career-snapshot.js';

// Fast ticks (a game in about five seconds) and a one-second seat for a dropped coach.
const app = useTestApp({ env: { MATCH_TICK_MS: '2', MATCH_RECONNECT_SECONDS: '1' } });

async function manager(email: string, countryId: string, teamId: number) {
  const http = app.client();
  const user = await http.json<User>(
    'POST',
    '/api/register',
    { email, password: 'correct-horse', firstName: 'Friendly', lastName: email[0] },
    201,
  );
  await http.json('POST', '/api/setup/complete', { countryId, teamId }, 201);
  const team = await http.get<Team>('/api/user/team');
  return { http, user, team, userId: new mongoose.Types.ObjectId(user.id) };
}

const until = (condition: () => boolean, timeout = 30_000) =>
  vi.waitFor(
    () => {
      if (!condition()) throw new Error('not yet');
    },
    { timeout, interval: 10 },
  );

type LiveRoom = Room<unknown> & { state: LiveMatchView };
const view = (room: LiveRoom): LiveMatchView => room.state;

describe('friendly challenges', () => {
  it('makes a link that another manager accepts with his own club, and refuses with clear messages', async () => {
    const a = await manager('fa@example.com', 'spain', 201);
    const b = await manager('fb@example.com', 'italy', 103);
    const c = await manager('fc@example.com', 'spain', 202);
    const link = await a.http.call(ROUTES.friendlies.create, {}, {});
    expect(link.token.length).toBeGreaterThanOrEqual(32);
    expect(link.path).toBe(`/friendly/challenge/${link.token}`);
    expect(link.challenger).toMatchObject({ teamId: a.team.id, name: a.team.name, manager: 'Friendly f' });
    expect(new Date(link.expiresAt).getTime() - Date.now()).toBeGreaterThan((FRIENDLY.challengeExpiryHours - 1) * 3_600_000);
    const token = { token: link.token };

    expect(await b.http.call(ROUTES.friendlies.challenge, token)).toMatchObject({ state: 'open', mine: false, friendlyKey: null });
    expect(await a.http.call(ROUTES.friendlies.challenge, token)).toMatchObject({ state: 'open', mine: true });
    const refused = async (res: Promise<Response>, status: number, message: string | RegExp) => {
      const answer = await res;
      expect(answer.status).toBe(status);
      expect(((await answer.json()) as { message: string }).message).toMatch(message);
    };
    await refused(a.http.send(ROUTES.friendlies.accept, token, {}), 409, 'You cannot accept your own challenge');
    // Another career's club (the challenger's) is not found; an AI club of his own world is not his to bring.
    await refused(b.http.send(ROUTES.friendlies.accept, token, { teamId: a.team.id }), 404, 'Club not found');
    const worldClub = (await b.http.get<Team[]>(`/api/teams?leagueId=${b.team.leagueId}`)).find((t) => t.id !== b.team.id) as Team;
    await refused(b.http.send(ROUTES.friendlies.accept, token, { teamId: worldClub.id }), 409, 'A friendly is played by your own club');
    await refused(b.http.send(ROUTES.friendlies.accept, token, { teamId: 'x'.repeat(65) }), 400, /too long/);
    await refused(b.http.send(ROUTES.friendlies.accept, { token: 'no-such-token' }, {}), 404, 'Challenge not found');
    expect((await app.client().send(ROUTES.friendlies.accept, token, {})).status).toBe(401);

    const accepted = await b.http.call(ROUTES.friendlies.accept, token, { teamId: b.team.id });
    expect(accepted).toMatchObject({ status: 'scheduled', mySide: 'away', home: { name: a.team.name }, away: { name: b.team.name } });
    await refused(c.http.send(ROUTES.friendlies.accept, token, {}), 409, 'This challenge has already been accepted');
    // The match's key goes to its two coaches only.
    expect((await a.http.call(ROUTES.friendlies.challenge, token)).friendlyKey).toBe(accepted.key);
    expect(await c.http.call(ROUTES.friendlies.challenge, token)).toMatchObject({ state: 'accepted', friendlyKey: null });
    expect((await a.http.call(ROUTES.friendlies.list, {})).upcoming.map((f) => f.key)).toEqual([accepted.key]);

    // Expired, withdrawn, and not anybody else's to withdraw.
    const old = await a.http.call(ROUTES.friendlies.create, {}, {});
    await FriendlyModel.updateOne({ token: old.token }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await c.http.call(ROUTES.friendlies.challenge, { token: old.token })).state).toBe('expired');
    await refused(c.http.send(ROUTES.friendlies.accept, { token: old.token }, {}), 409, 'This challenge has expired');
    const withdrawn = await a.http.call(ROUTES.friendlies.create, {}, {});
    await refused(c.http.send(ROUTES.friendlies.cancel, { token: withdrawn.token }), 404, 'Challenge not found');
    expect(await a.http.call(ROUTES.friendlies.cancel, { token: withdrawn.token })).toEqual({ cancelled: true });
    await refused(c.http.send(ROUTES.friendlies.accept, { token: withdrawn.token }, {}), 409, 'This challenge was withdrawn');
    // At most a few open at once.
    const open: FriendlyChallengeLink[] = [];
    for (let i = 0; i < FRIENDLY.openChallengesPerManager; i += 1) open.push(await c.http.call(ROUTES.friendlies.create, {}, {}));
    await refused(c.http.send(ROUTES.friendlies.create, {}, {}), 409, /open challenges: withdraw one first/);
    expect((await c.http.call(ROUTES.friendlies.list, {})).open.map((l) => l.token)).toEqual(open.map((l) => l.token).reverse());
  });
});

describe('a friendly played live', () => {
  it('lets each coach command only his side, counts timeouts, hands a dropped coach’s side to the AI, and stores one result for both', async () => {
    const a = await manager('pa@example.com', 'spain', 203);
    const b = await manager('pb@example.com', 'italy', 104);
    const before = await Promise.all([snapshot(a.userId), snapshot(b.userId)]);
    const link = await a.http.call(ROUTES.friendlies.create, {}, {});
    const { key } = await b.http.call(ROUTES.friendlies.accept, { token: link.token }, {});

    // Passes: each coach his side; anyone else none; spectators once it is being played.
    const passA = await a.http.call(ROUTES.friendlies.token, { key });
    const passB = await b.http.call(ROUTES.friendlies.token, { key });
    expect([passA.side, passB.side, passA.roomName]).toEqual(['home', 'away', 'friendly']);
    const stranger = await manager('ps@example.com', 'spain', 204);
    expect((await stranger.http.send(ROUTES.friendlies.token, { key })).status).toBe(404);
    expect((await app.client().send(ROUTES.friendlies.watch, { key })).status).toBe(404);

    const roomA = (await new Client(passA.endpoint).joinOrCreate(passA.roomName, { matchId: key, token: passA.token })) as LiveRoom;
    const roomB = (await new Client(passB.endpoint).joinOrCreate(passB.roomName, { matchId: key, token: passB.token })) as LiveRoom;
    const watchPass = await app.client().call(ROUTES.friendlies.watch, { key });
    expect(watchPass).toMatchObject({ role: 'spectator', side: null });
    // The Live Centre's limits: a few passes a minute per address (two asked so far), the address signed into each.
    for (let i = 2; i < LIVE_CENTRE.passesPerAddressPerMinute; i += 1)
      expect((await app.client().send(ROUTES.friendlies.watch, { key })).status).toBe(200);
    const tooMany = await app.client().send(ROUTES.friendlies.watch, { key });
    expect(tooMany.status).toBe(429);
    expect(((await tooMany.json()) as { message: string }).message).toMatch(/Too many passes to watch friendlies/);
    const fan = (await new Client(watchPass.endpoint).join(watchPass.roomName, { matchId: key, token: watchPass.token })) as LiveRoom;
    const errors: LiveError[] = [];
    for (const room of [roomA, roomB, fan]) room.onMessage('feed', () => undefined);
    roomA.onMessage(LIVE_ERROR_MESSAGE, (e: LiveError) => errors.push(e));
    await until(() => view(roomA).headToHead?.awayConnected === true);

    // Home's coach cannot move away's players; away's tactics are away's own.
    const awayFive = view(roomA).away.onCourt;
    const awayBench = view(roomA).away.players.find((p) => p.slot === '' && !p.injured)?.id as string;
    roomA.send('substitute', { outId: awayFive[0], inId: awayBench });
    await until(() => errors.length === 1);
    expect(errors[0]).toEqual({ type: 'substitute', message: 'Player is not available in this match' });
    roomB.send('tactics', { pace: 'slow', offense: 'inside', defense: 'zone' });
    await until(() => view(roomA).away.pace === 'slow');
    expect(view(roomA).home.pace).toBe('moderate');

    roomA.send('ready');
    roomB.send('ready');
    await until(() => view(roomA).status === 'playing');
    roomA.send('timeout');
    await until(() => view(roomB).headToHead?.stop === 'timeout');
    expect(view(roomB).headToHead).toMatchObject({ homeTimeoutsLeft: 1, awayTimeoutsLeft: 2, stopSide: 'home' });
    // The other coach substitutes at the stop.
    const outId = view(roomB).away.onCourt[1] as string;
    const inId = view(roomB).away.players.find((p) => p.slot === '' && !p.injured && !p.fouledOut)?.id as string;
    roomB.send('substitute', { outId, inId });
    await until(() => view(roomA).away.onCourt.includes(inId));
    roomA.send('ready');
    roomB.send('ready');
    await until(() => view(roomA).status === 'playing');

    // Away's coach drops and does not come back: after his held second, the AI coaches away.
    roomB.connection.close(4010, 'network drop');
    await until(() => view(roomA).headToHead?.stop === 'coach-away');
    await until(() => view(roomA).away.managed === false, 10_000);
    // Home's coach plays on to the end, ready at every stop.
    await until(() => {
      if (view(roomA).status !== 'playing' && !view(roomA).headToHead?.homeReady) roomA.send('ready');
      return view(roomA).resultSaved;
    }, 60_000);
    const final = { home: view(roomA).homeScore, away: view(roomA).awayScore };
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(JSON.stringify(fan.state)).toBe(JSON.stringify(roomA.state));
    await Promise.all([roomA.leave(true), fan.leave(true)]);

    // One result, in both managers' histories, with its box score.
    expect(await FriendlyModel.countDocuments({ key })).toBe(1);
    const histories = await Promise.all([a, b].map((m) => m.http.call(ROUTES.friendlies.list, {})));
    for (const [i, history] of histories.entries()) {
      const played = history.history.find((f) => f.key === key) as Friendly;
      expect(played).toMatchObject({ status: 'finished', mySide: i === 0 ? 'home' : 'away', replayable: true });
      expect(played.result).toMatchObject({ homeScore: final.home, awayScore: final.away });
      expect(played.box?.home.reduce((sum, p) => sum + p.points, 0)).toBe(final.home);
      expect(played.box?.away.reduce((sum, p) => sum + p.points, 0)).toBe(final.away);
      expect(history.upcoming).toEqual([]);
    }
    expect((await a.http.send(ROUTES.friendlies.token, { key })).status).toBe(409);
    expect(await LiveStartModel.exists({ matchId: key })).toBeNull();

    // Neither career changed: no fatigue, injuries, money, morale or standings from a friendly.
    const after = await Promise.all([snapshot(a.userId), snapshot(b.userId)]);
    for (const [i, snap] of after.entries()) {
      const text = (s: typeof snap) => JSON.stringify(canonical(Object.fromEntries(s)));
      expect(text(snap)).toBe(text(before[i] as typeof snap));
    }

    // The replay, from the start and the command log, ends on the recorded score.
    const timeline = await app.client().call(ROUTES.friendlies.replay, { key });
    expect(timeline.final).toEqual(final);
    expect(timeline.events.filter((e) => e.type === 'timeout').map((e) => e.side)).toEqual(['home']);
    expect(replayViewAt(timeline, timeline.length, 100).view).toMatchObject({
      homeScore: final.home,
      awayScore: final.away,
      status: 'finished',
    });
    const detail = await app.client().call(ROUTES.friendlies.detail, { key });
    expect(detail).toMatchObject({ mySide: null, result: { homeScore: final.home } });
    // And its box score at the last second is the stored one, player by player.
    const end = replayViewAt(timeline, timeline.length, 100).view;
    for (const side of ['home', 'away'] as const) {
      const replayed = new Map(end[side].players.map((p) => [p.id, p]));
      for (const line of detail.box?.[side] ?? []) {
        const p = replayed.get(line.id);
        expect([p?.points, p?.rebounds, p?.assists, p?.steals, p?.fouls, p?.fieldGoalAttempts], line.name).toEqual([
          line.points,
          line.rebounds,
          line.assists,
          line.steals,
          line.fouls,
          line.fieldGoalAttempts,
        ]);
      }
    }
    expect(detail.box?.home.length).toBeGreaterThan(4);
  }, 120_000);
});

describe('a friendly result', () => {
  it('is written once, whatever two rooms (the matchmaker race across processes) or retries save', async () => {
    const a = await manager('ra@example.com', 'spain', 205);
    const b = await manager('rb@example.com', 'italy', 105);
    const link = await a.http.call(ROUTES.friendlies.create, {}, {});
    const { key } = await b.http.call(ROUTES.friendlies.accept, { token: link.token }, {});
    const setup = await loadFriendlyMatch(key, a.user.id);
    const [one, two] = [setup.seed, setup.seed + 1].map((seed) =>
      simulateToEnd(createMatch(setup.home, setup.away, { recordEvents: false }, seed)),
    );
    if (!one || !two) throw new Error('no games');
    expect(`${one.score.home}-${one.score.away}`).not.toBe(`${two.score.home}-${two.score.away}`);
    await Promise.all([saveFriendlyResult(key, one), saveFriendlyResult(key, two)]);
    const stored = (await a.http.call(ROUTES.friendlies.detail, { key })).result;
    const kept = [one, two].find((g) => g.score.home === stored?.homeScore && g.score.away === stored.awayScore);
    expect(kept).toBeDefined();
    await saveFriendlyResult(key, kept === one ? two : one);
    expect((await b.http.call(ROUTES.friendlies.detail, { key })).result).toEqual(stored);
    // Over: nobody coaches it again.
    await expect(loadFriendlyMatch(key, b.user.id)).rejects.toThrow('This friendly has been played');
    await expect(loadFriendlyMatch(key, new mongoose.Types.ObjectId().toString())).rejects.toThrow('This friendly is not yours to coach');
  });
});
