/**
 * The kinds of match a room plays, each as its rules object. One room class
 * (match-room.ts) plays every kind: what differs between a manager's career
 * match, a Live Centre exhibition, a friendly and a league match between
 * managers is asked of the room's kind (`deps.kind`), so each kind's rules
 * are read in one file instead of being told apart by flags all over the room.
 */
import type { MatchState, Side } from '@hardwood/shared';
import type { HeadToHeadRules, LiveMatchDeps, LiveMatchSetup } from '../deps.js';
import type { Coaches } from '../room-seats.js';
import type { LiveTokenSigner } from '../token.js';

export type RoomKindName = 'career' | 'live-centre' | 'friendly' | 'league';

/** Who opened a room: its match, and the coach whose token created it ('' when the server did). */
export interface RoomCreator {
  matchId: string;
  userId: string;
}

/**
 * How the clock starts: 'coach-play' waits for the coach's Play; 'countdown'
 * starts by itself when the room's tip-off stop is over (the stops run it);
 * 'at-once' starts as the room opens, and a resumed match plays on at once.
 */
export type TipOff = 'coach-play' | 'countdown' | 'at-once';

/** What the room does about a coached side whose coach is not there. */
export interface AbsentCoachRules {
  /**
   * At the room's opening: 'joining' (the coach created the room and joins it
   * now), 'held' (his seat is held as a dropped coach's: the tip-off waits for
   * him, then his replacement), or 'plan' (his plan, else the AI, coaches at once).
   */
  atOpening: 'joining' | 'held' | 'plan';
  /**
   * He left his side to his plan (autopilot 'plan') and went: 'plays-on' (not
   * waited for: the plan coaches at the match's pace) or 'held' (waited for as
   * any dropped coach).
   */
  leftToPlan: 'plays-on' | 'held';
  /**
   * He closed the match on purpose (not a dropped connection): 'held' (as a
   * dropped coach; absent: held) or 'plays-on' (his plan, else the AI, takes
   * his side at once: a match on a calendar waits for nobody who chose to go).
   */
  leftOnPurpose?: 'held' | 'plays-on';
  /**
   * Not back when his held seat runs out: 'play-out-at-once' (the rest of the
   * match is played out at once, by his plan else the AI) or 'plan-until-back'
   * (his plan, else the AI, coaches his side until he comes back).
   */
  notBack: 'play-out-at-once' | 'plan-until-back';
}

export interface RoomKind {
  readonly name: RoomKindName;

  /** A client's matchmaking may create the room; false: only the server does, and a join finds it live or is refused. */
  readonly createdByClients: boolean;
  /** Who creates the room with these options; throws the refusal (a ServerError) otherwise. */
  creatorOf(options: unknown, tokens: LiveTokenSigner): RoomCreator;
  /**
   * Who commands which side (user id to side): a manager's pass of one of them,
   * not asking to watch, takes his side's seat; every other valid pass watches.
   */
  commanders(setup: LiveMatchSetup, creatorId: string): Coaches;
  /** Spectators the room takes (coaches' own connections are counted apart). */
  readonly maxSpectators: number;

  readonly tipOff: TipOff;
  /**
   * The room runs the stops between two coaches (head-to-head.ts): the tip-off
   * countdown, timeouts instead of a pause, breaks that end by themselves, and
   * a dropped coach's holds of the clock within his budget. Null: the coach
   * pauses, plays and continues himself, and a dropped coach's seat holds the
   * clock for the whole reconnect window.
   */
  readonly stops: HeadToHeadRules | null;
  /** A coach's message this kind refuses, and why (null: the room applies it). */
  refusal(type: string): string | null;
  /**
   * How long a break lasts before the room plays on by itself; null: it waits
   * (for a coach's Continue, or the stops). `leftToPlan`: a coached side's
   * manager is gone and his plan coaches it.
   */
  breakPauseMs(engine: MatchState, tickMs: number, leftToPlan: boolean): number | null;

  /** Null: no coached side, the AI coaches both from the tip-off. */
  readonly absentCoach: AbsentCoachRules | null;

  /** The room keeps the match's start and whole command log and hands them to `saveResult` (a replay). */
  readonly keepsRecord: boolean;
  /** A coach's career abandoned mid-match: the room closes unsaved (true) or plays on (false). */
  readonly closesWithCareer: boolean;
  /**
   * The result is saved (every kind saves through `deps.saveResult`, which the
   * API binds to where the kind's results go): anything else the room tells.
   * `everyCoachHere`: every coached side's coach was connected at the end.
   */
  resultSaved(deps: LiveMatchDeps, setup: LiveMatchSetup, everyCoachHere: boolean): void;
}

/** The sides a room's coaches command. */
export function coachedSides(coaches: Coaches): Side[] {
  return [...new Set(coaches.values())];
}

export { careerKind } from './career.js';
export { friendlyKind } from './friendly.js';
export { leagueKind, type LeagueRules } from './league.js';
export { liveCentreKind } from './live-centre.js';
