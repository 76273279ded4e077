/**
 * Each kind of match room's rules, read in one place: who may create the room,
 * who commands which side, how the clock starts and who stops it, what an
 * absent coach's side gets, whether the record is kept and what follows the
 * saved result. The rooms that play by them are tested in the *-room tests.
 */
import { ServerError } from '@colyseus/core';
import { buildCatalogue, catalogueTeam, createMatch, LIVE_CENTRE, TICK_MS, type MatchState, type Side } from '@hardwood/shared';
import { describe, expect, it, vi } from 'vitest';
import {
  careerKind,
  friendlyKind,
  leagueKind,
  liveCentreKind,
  LiveTokenSigner,
  type HeadToHeadRules,
  type LiveMatchDeps,
  type LiveMatchSetup,
  type RoomKind,
} from '../src/index.js';

const catalogue = buildCatalogue();
const tokens = new LiveTokenSigner();
const SECRET = 'calendar-secret';
const STOPS: HeadToHeadRules = { timeoutMs: 400, quarterBreakMs: 150, halfTimeMs: 300, tipOffMs: 1_000, returnMs: 100, maxSpectators: 7 };
const EXHIBITION = { secret: SECRET, quarterBreakMs: 30, halfTimeMs: 60, maxSpectators: 9 };

const KINDS: Record<string, RoomKind> = {
  career: careerKind(),
  'live-centre': liveCentreKind(EXHIBITION),
  friendly: friendlyKind(STOPS),
  league: leagueKind({ secret: SECRET, stops: STOPS }),
};
const kind = (name: string) => KINDS[name] as RoomKind;

const setup = (fields: Partial<LiveMatchSetup> = {}): LiveMatchSetup => ({
  matchId: 'm1',
  managedSide: null,
  home: catalogueTeam(catalogue, 401),
  away: catalogueTeam(catalogue, 402),
  seed: 3,
  matchday: 1,
  round: 1,
  ...fields,
});
/** A career match's setup (its manager's side) and a two-coach match's (a coach on each side). */
const CAREER = setup({ managedSide: 'away' });
const TWO_COACHES = setup({ coaches: { home: 'ua', away: 'ub' } });

const sides = (coaches: ReadonlyMap<string, Side>) => Object.fromEntries(coaches);

/** The match at the break after `period`. */
function breakAfter(period: number): MatchState {
  const engine = createMatch(setup().home, setup().away, { recordEvents: false }, 3);
  engine.period = period;
  engine.status = 'break';
  return engine;
}

/** What `resultSaved` tells the deps: the matches whose matchday is processed for an absent manager. */
function unattendedCalls(roomKind: RoomKind, matchSetup: LiveMatchSetup, everyCoachHere: boolean): string[] {
  const told = vi.fn<(matchId: string) => void>();
  const deps = { resultSavedUnattended: told } as Partial<LiveMatchDeps> as LiveMatchDeps;
  roomKind.resultSaved(deps, matchSetup, everyCoachHere);
  return told.mock.calls.map(([matchId]) => matchId);
}

const managerOptions = (spectate = false) => ({
  matchId: 'm1',
  token: tokens.sign({ userId: 'u1', matchId: 'm1', role: 'manager' }),
  ...(spectate ? { spectate } : {}),
});
const refusalOf = (create: () => unknown): string => {
  try {
    create();
  } catch (error) {
    return error instanceof ServerError ? error.message : String(error);
  }
  return 'created';
};

describe('who may create and join a room', () => {
  it('lets a coach create a career match or a friendly by his token, never by a spectator pass or one asking to watch', () => {
    for (const name of ['career', 'friendly']) {
      expect(kind(name).createdByClients).toBe(true);
      expect(kind(name).creatorOf(managerOptions(), tokens)).toEqual({ matchId: 'm1', userId: 'u1' });
      expect(refusalOf(() => kind(name).creatorOf(managerOptions(true), tokens))).toBe('This match is not being played live right now');
      const watch = { matchId: 'm1', token: tokens.sign({ userId: 'fan', matchId: 'm1', role: 'spectator' }) };
      expect(refusalOf(() => kind(name).creatorOf(watch, tokens))).toBe('This match is not being played live right now');
    }
  });

  it('lets only the server create a Live Centre or league room, by its secret; a coach token creates nothing', () => {
    for (const name of ['live-centre', 'league']) {
      expect(kind(name).createdByClients).toBe(false);
      expect(kind(name).creatorOf({ matchId: 'm1', programme: SECRET }, tokens)).toEqual({ matchId: 'm1', userId: '' });
      expect(refusalOf(() => kind(name).creatorOf({ matchId: 'm1', programme: 'guessed' }, tokens))).toBe('This match is not live');
      expect(refusalOf(() => kind(name).creatorOf(managerOptions(), tokens))).toBe('This match is not live');
    }
  });

  it('gives the career match to its creator on his side, each side of a two-coach match to its coach, and the Live Centre to nobody', () => {
    expect(sides(kind('career').commanders(CAREER, 'u1'))).toEqual({ u1: 'away' });
    expect(sides(kind('career').commanders(setup(), 'u1'))).toEqual({});
    for (const name of ['friendly', 'league']) expect(sides(kind(name).commanders(TWO_COACHES, ''))).toEqual({ ua: 'home', ub: 'away' });
    expect(sides(kind('live-centre').commanders(TWO_COACHES, 'u1'))).toEqual({});
  });

  it('takes the spectators its rules say (a career match the room cap)', () => {
    expect(kind('career').maxSpectators).toBe(50);
    expect(kind('live-centre').maxSpectators).toBe(9);
    expect(kind('friendly').maxSpectators).toBe(7);
    expect(kind('league').maxSpectators).toBe(7);
  });
});

describe('the clock', () => {
  it('waits for the career coach’s Play, tips a Live Centre match off at once, and counts two-coach matches down by the room’s stops', () => {
    expect(Object.fromEntries(Object.entries(KINDS).map(([name, k]) => [name, k.tipOff]))).toEqual({
      career: 'coach-play',
      'live-centre': 'at-once',
      friendly: 'countdown',
      league: 'countdown',
    });
    expect(kind('career').stops).toBeNull();
    expect(kind('live-centre').stops).toBeNull();
    expect(kind('friendly').stops).toBe(STOPS);
    expect(kind('league').stops).toBe(STOPS);
  });

  it('refuses pause, play and continue where the room runs the stops, and nothing in a career match', () => {
    for (const type of ['pause', 'play', 'continue', 'substitute', 'timeout']) expect(kind('career').refusal(type)).toBeNull();
    expect(kind('friendly').refusal('pause')).toBe('There is no pause in a friendly: call a timeout instead');
    expect(kind('league').refusal('pause')).toBe('There is no pause in a league match: call a timeout instead');
    for (const name of ['friendly', 'league']) {
      expect(kind(name).refusal('play')).toMatch(/starts again by itself/);
      expect(kind(name).refusal('continue')).toMatch(/starts again by itself/);
      expect(kind(name).refusal('timeout')).toBeNull();
      expect(kind(name).refusal('substitute')).toBeNull();
    }
  });

  it('ends a Live Centre break after its pause, a career break only once its manager left it to his plan; the stops end the others', () => {
    expect(kind('live-centre').breakPauseMs(breakAfter(1), 2, false)).toBe(30);
    expect(kind('live-centre').breakPauseMs(breakAfter(2), 2, false)).toBe(60);
    expect(kind('career').breakPauseMs(breakAfter(1), TICK_MS, false)).toBeNull();
    // The Live Centre's real-time lengths, scaled to the room's tick.
    expect(kind('career').breakPauseMs(breakAfter(1), TICK_MS, true)).toBe(LIVE_CENTRE.quarterBreakMs);
    expect(kind('career').breakPauseMs(breakAfter(2), TICK_MS / 2, true)).toBe(LIVE_CENTRE.halfTimeMs / 2);
    for (const name of ['friendly', 'league']) expect(kind(name).breakPauseMs(breakAfter(1), TICK_MS, true)).toBeNull();
  });
});

describe('an absent coach’s side', () => {
  it('career: not waited for when left to his plan, else held, then played out at once', () => {
    expect(kind('career').absentCoach).toEqual({ atOpening: 'joining', leftToPlan: 'plays-on', notBack: 'play-out-at-once' });
  });

  it('friendly: waited for from the opening and when he leaves, then his plan (else the AI) until he is back', () => {
    expect(kind('friendly').absentCoach).toEqual({ atOpening: 'held', leftToPlan: 'held', notBack: 'plan-until-back' });
  });

  it('league: his plan (else the AI) from the tip-off if he is not there; a dropped coach held as in a friendly, one who closed the match not waited for', () => {
    expect(kind('league').absentCoach).toEqual({
      atOpening: 'plan',
      leftToPlan: 'held',
      leftOnPurpose: 'plays-on',
      notBack: 'plan-until-back',
    });
    expect(kind('friendly').absentCoach?.leftOnPurpose ?? 'held').toBe('held');
  });

  it('Live Centre: no coach, the AI coaches both sides', () => {
    expect(kind('live-centre').absentCoach).toBeNull();
  });

  it('every kind is one a room can play: the stops run what the room cannot without them', () => {
    for (const [name, k] of Object.entries(KINDS)) {
      expect(k.tipOff === 'countdown', name).toBe(k.stops !== null);
      // Coaching a side until its coach is back, or from an opening nobody waits at, is the stops' handover.
      if (k.absentCoach?.notBack === 'plan-until-back' || k.absentCoach?.atOpening === 'plan') expect(k.stops, name).not.toBeNull();
      // Only a kind that waits for its coach's Play has a creator who is its coach.
      expect(k.absentCoach?.atOpening === 'joining', name).toBe(k.tipOff === 'coach-play');
    }
  });
});

describe('the record and the result', () => {
  it('keeps the start and log of every match, a Live Centre exhibition too: every game replays', () => {
    expect(Object.fromEntries(Object.entries(KINDS).map(([name, k]) => [name, k.keepsRecord]))).toEqual({
      career: true,
      'live-centre': true,
      friendly: true,
      league: true,
    });
  });

  it('closes only a career match when its manager’s career is abandoned', () => {
    expect(Object.fromEntries(Object.entries(KINDS).map(([name, k]) => [name, k.closesWithCareer]))).toEqual({
      career: true,
      'live-centre': false,
      friendly: false,
      league: false,
    });
  });

  it('has a career or league result saved with a coach away processed for him; a friendly or exhibition result never', () => {
    expect(unattendedCalls(kind('career'), CAREER, false)).toEqual(['m1']);
    expect(unattendedCalls(kind('career'), CAREER, true)).toEqual([]);
    expect(unattendedCalls(kind('league'), TWO_COACHES, false)).toEqual(['m1']);
    expect(unattendedCalls(kind('league'), TWO_COACHES, true)).toEqual([]);
    for (const everyCoachHere of [false, true]) {
      expect(unattendedCalls(kind('friendly'), TWO_COACHES, everyCoachHere)).toEqual([]);
      expect(unattendedCalls(kind('live-centre'), setup(), everyCoachHere)).toEqual([]);
    }
  });
});
