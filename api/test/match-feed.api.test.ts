/**
 * A played match's play-by-play in the match summary: the recorded event log
 * told in the live feed's words, each line with its period and clock; none
 * for an unplayed or instantly simulated match; another career's match 404.
 */
import { describe, expect, it } from 'vitest';
import mongoose from 'mongoose';
import {
  eventStamp,
  MATCH_RULES,
  packFeed,
  packInts,
  ROUTES,
  type Match,
  type MatchEvent,
  type Player,
  type Team,
  type User,
} from '@hardwood/shared';
import { MatchModel } from '../src/models/season/match.model.js';
import { useTestApp } from './app-fixture.js';

const app = useTestApp();

async function career(email: string, teamId: number) {
  const http = app.client();
  await http.json<User>('POST', '/api/register', { email, password: 'correct-horse', firstName: 'Test', lastName: 'Manager' }, 201);
  await http.json('POST', '/api/setup/complete', { countryId: 'italy', teamId }, 201);
  const team = await http.get<Team>('/api/user/team');
  const match = (await http.get<Match[]>('/api/matches')).find(
    (m) => m.matchday === 1 && (m.homeTeamId === team.id || m.awayTeamId === team.id),
  );
  if (!match) throw new Error('no own match on matchday 1');
  return { http, team, match };
}

describe("a played match's play-by-play", () => {
  it('tells the recorded events with their period and clock, and keeps them to the match’s own manager', async () => {
    const a = await career('feed-a@example.com', 101);
    const b = await career('feed-b@example.com', 102);
    // Nothing recorded yet: no lines.
    expect(await a.http.call(ROUTES.matches.feed, { id: a.match.id })).toEqual({ lines: [] });

    const homeTeam = await a.http.get<Team[]>('/api/teams').then((teams) => teams.find((t) => t.id === a.match.homeTeamId));
    const roster = await a.http.get<Player[]>(`/api/players/team/${a.match.homeTeamId}`);
    const [first, second, third] = roster;
    if (!first || !second || !third || !homeTeam) throw new Error('a roster of three');
    // The log as the live room records it with the result.
    const events: MatchEvent[] = [
      { t: 10, period: 1, clock: 590, type: 'two_made', side: 'home', playerId: first.id, otherId: second.id, points: 2 },
      { t: 1548, period: 3, clock: 252, type: 'substitution', side: 'home', playerId: first.id, otherId: third.id, reason: 'fatigue' },
      { t: 2409, period: 5, clock: 291, type: 'foul', side: 'home', playerId: second.id, otherId: third.id, intentional: true },
    ];
    await MatchModel.updateOne({ _id: new mongoose.Types.ObjectId(a.match.id) }, { $set: { events } });

    const { lines } = await a.http.call(ROUTES.matches.feed, { id: a.match.id });
    const told = lines.map((l) => `${eventStamp(l)} ${l.text}`);
    // A basket in one of the live feed's phrasings, with the scorer's running total.
    expect(told[0]).toMatch(/^Q1 9:50 .+ \(2 pts\)$/);
    expect(told[0]).toContain(first.name);
    expect(told[0]).toContain(second.name);
    expect(told.slice(1)).toEqual([
      `Q3 4:12 ${homeTeam.name}: ${third.name} in for ${first.name} (tired)`,
      `1st OT 4:51 ${homeTeam.name} foul to stop the clock: ${second.name} on ${third.name}`,
    ]);
    expect(lines.map((l) => [l.side, l.type])).toEqual([
      ['home', 'two_made'],
      ['home', 'substitution'],
      ['home', 'foul'],
    ]);

    // Another career's match: 404, as if it did not exist; a malformed id too.
    expect((await b.http.request('GET', `/api/matches/${a.match.id}/feed`)).status).toBe(404);
    expect((await b.http.request('GET', '/api/matches/not-an-id/feed')).status).toBe(404);
    expect((await app.client().request('GET', `/api/matches/${a.match.id}/feed`)).status).toBe(401);
  });

  it('tells a live game’s packed feed in the same words as its whole events', async () => {
    const { http, match } = await career('feed-packed@example.com', 103);
    const home = await http.get<Player[]>(`/api/players/team/${match.homeTeamId}`);
    const away = await http.get<Player[]>(`/api/players/team/${match.awayTeamId}`);
    const [h1, h2, h3] = home;
    const [a1, a2] = away;
    if (!h1 || !h2 || !h3 || !a1 || !a2) throw new Error('two rosters');
    const injuryType = Object.values(MATCH_RULES.injury.severities)[0]?.types[0] ?? 'Sprain';
    // Every kind the commentary words differently, the rarer fields included; the clock jumps at a new period.
    const events: MatchEvent[] = [
      { t: 0, period: 1, clock: 600, type: 'tactics', side: 'away', tactics: { pace: 'fast', offense: 'perimeter', defense: 'zone' } },
      { t: 12, period: 1, clock: 588, type: 'three_made', side: 'home', playerId: h1.id, otherId: h2.id, points: 3 },
      { t: 30, period: 1, clock: 570, type: 'two_missed', side: 'away', playerId: a1.id },
      { t: 31, period: 1, clock: 569, type: 'rebound', side: 'home', playerId: h3.id, offensive: true },
      { t: 33, period: 1, clock: 567, type: 'two_made', side: 'home', playerId: h3.id, points: 2 },
      { t: 40, period: 1, clock: 560, type: 'steal', side: 'away', playerId: a2.id, otherId: h1.id },
      {
        t: 41,
        period: 1,
        clock: 559,
        type: 'injury',
        side: 'home',
        playerId: h2.id,
        injury: { injuryType, severity: 'moderate', matchdaysOut: 3 },
      },
      { t: 41, period: 1, clock: 559, type: 'substitution', side: 'home', playerId: h2.id, otherId: h3.id, reason: 'injury' },
      { t: 600, period: 1, clock: 0, type: 'period_end', side: 'home' },
      { t: 601, period: 2, clock: 599, type: 'free_throw_made', side: 'away', playerId: a1.id, points: 1 },
      { t: 2380, period: 4, clock: 20, type: 'instruction', side: 'away', instruction: 'foul' },
      { t: 2381, period: 4, clock: 19, type: 'foul', side: 'away', playerId: a2.id, otherId: h1.id, intentional: true },
      { t: 2390, period: 4, clock: 10, type: 'instruction', side: 'away', instruction: 'foul', on: false },
      { t: 2400, period: 4, clock: 0, type: 'game_end', side: 'home' },
    ];
    const id = new mongoose.Types.ObjectId(match.id);
    await MatchModel.updateOne({ _id: id }, { $set: { events } });
    const whole = await http.call(ROUTES.matches.feed, { id: match.id });

    const homeIds = [h1.id, h2.id, h3.id];
    const awayIds = [a1.id, a2.id];
    const packed = packFeed(events, [...homeIds, ...awayIds]);
    if (!packed) throw new Error('the feed did not pack');
    const feed = packInts(packed);
    await MatchModel.updateOne(
      { _id: id },
      {
        $set: {
          events: null,
          feed,
          homePlayerIds: homeIds.map((p) => new mongoose.Types.ObjectId(p)),
          awayPlayerIds: awayIds.map((p) => new mongoose.Types.ObjectId(p)),
        },
      },
    );
    expect(await http.call(ROUTES.matches.feed, { id: match.id })).toEqual(whole);
    expect(whole.lines).toHaveLength(events.length);
    // A few characters an event, not the events whole.
    expect(feed.length).toBeLessThan(events.length * 12);
  });
});
