/**
 * The room's synced state (@colyseus/schema 5). Declared with `defineTypes`
 * (deprecated in 5 in favour of `schema()` with `t.*` builders, still supported;
 * it logs one warning per process) rather than decorators so no compiler flag
 * can silently break syncing; the
 * fields are `declare`d and set in constructors, never class-field defined.
 * `syncFromEngine` copies the engine's plain state in, assigning only what
 * changed so each patch carries only the changes. A side's team and players
 * are in team-state.ts.
 */
import { ArraySchema, defineTypes, Schema } from '@colyseus/schema';
import {
  describeEvent,
  liveEventView,
  emptyStats,
  energyNow,
  MATCH_RULES,
  periodLabel,
  playerById,
  secondsPlayedNow,
  type EnginePlayer,
  type CountingStats,
  type EngineTeam,
  type LateInstruction,
  type LiveEventView,
  type MatchEvent,
  type MatchState,
} from '@hardwood/shared';
import { HeadToHeadState } from './head-to-head-state.js';
import { LivePlayer, LiveTeam } from './team-state.js';

/** Assigns a field only when its value changed (an unchanged field stays out of the patch). */
function put<T extends object, K extends keyof T>(target: T, key: K, value: T[K]): void {
  if (target[key] !== value) target[key] = value;
}

const LIVE_EVENT_KEYS = [
  'seq',
  'type',
  'side',
  'text',
  'period',
  'clock',
  'playerId',
  'otherId',
  'x',
  'y',
  'zone',
  'defenderId',
  'reason',
  'chance',
  'why',
] as const;

export class LiveEvent extends Schema implements LiveEventView {
  declare seq: number;
  declare type: string;
  declare side: string;
  declare text: string;
  declare period: number;
  declare clock: number;
  /** Who the event is about (the shooter, the rebounder...); empty for a team's event. */
  declare playerId: string;
  /** The assister, the substitute coming in (playerId goes out), the player stolen from. */
  declare otherId: string;
  /** A field goal's spot on the half court in decimetres (shared engine/shot-spot.ts) and its zone; zone is empty for other events. */
  declare x: number;
  declare y: number;
  declare zone: string;
  /** The defender contesting a field goal; empty otherwise. */
  declare defenderId: string;
  /** Why a substituted player left (fatigue, fouls, fouled-out, injury, rest); empty for the manager's own change and other events. */
  declare reason: string;
  /** A shot's or free throw's chance (0-1), and a field goal's largest factors (shared engine/shot-why.ts); 0 and empty otherwise. */
  declare chance: number;
  declare why: string;

  constructor() {
    super();
    this.seq = this.period = this.clock = this.x = this.y = this.chance = 0;
    this.type = this.side = this.text = this.playerId = this.otherId = this.zone = this.defenderId = this.reason = this.why = '';
  }

  static from(seq: number, event: MatchEvent, text: string): LiveEvent {
    const live = new LiveEvent();
    live.show(seq, event, text);
    return live;
  }

  show(seq: number, event: MatchEvent, text: string): void {
    const view = liveEventView(seq, event, text);
    // Field by field through put: an unchanged field (a repeated zone, the same side) stays out of the patch.
    const self = this as unknown as Record<(typeof LIVE_EVENT_KEYS)[number], string | number>;
    for (const key of LIVE_EVENT_KEYS) if (self[key] !== view[key]) self[key] = view[key];
  }
}
defineTypes(LiveEvent, {
  seq: 'uint32',
  type: 'string',
  side: 'string',
  text: 'string',
  period: 'uint8',
  clock: 'uint16',
  playerId: 'string',
  otherId: 'string',
  x: 'uint8',
  y: 'uint8',
  zone: 'string',
  defenderId: 'string',
  reason: 'string',
  chance: 'float32',
  why: 'string',
});

/** The feed keeps the 10 latest events, as a ring ordered by seq. */
export const LIVE_FEED_LENGTH = 10;

export class MatchRoomState extends Schema {
  declare matchId: string;
  declare status: string;
  declare quarter: number;
  declare periodLabel: string;
  declare clock: number;
  declare homeScore: number;
  declare awayScore: number;
  declare matchday: number;
  declare round: number;
  declare managerConnected: boolean;
  declare resultSaved: boolean;
  /** The result could not be saved (the career is gone, or the store kept failing); the room closes right after. */
  declare resultFailed: boolean;
  declare home: LiveTeam;
  declare away: LiveTeam;
  declare events: ArraySchema<LiveEvent>;
  /** The score flow: home minus away at the end of each game minute so far; one number a minute on the wire. */
  declare flow: ArraySchema<number>;
  /** Room milliseconds per game second: the viewer runs the clock between the room's resyncs. */
  declare tickMs: number;
  /** The home side's win probability in percent: [0] at tip-off, then one per game minute. */
  declare winChance: ArraySchema<number>;
  /** The home side's win probability now, in percent: refreshed at every score change as well as every minute. */
  declare winChanceNow: number;
  /** A friendly's coaches, timeouts and stops; undefined (never sent) in other rooms. */
  declare headToHead: HeadToHeadState | undefined;

  constructor() {
    super();
    this.matchId = this.status = this.periodLabel = '';
    this.quarter = this.clock = this.homeScore = this.awayScore = this.matchday = this.round = 0;
    this.managerConnected = false;
    this.resultSaved = false;
    this.resultFailed = false;
    this.home = new LiveTeam();
    this.away = new LiveTeam();
    this.events = new ArraySchema<LiveEvent>();
    this.flow = new ArraySchema<number>();
    this.tickMs = 0;
    this.winChance = new ArraySchema<number>();
    this.winChanceNow = 50;
  }

  /** `history`: a resumed match's score flow and win-chance line so far. */
  static from(
    engine: MatchState,
    meta: { matchId: string; matchday: number; round: number; tickMs: number },
    history?: { flow: readonly number[]; winChance: readonly number[] },
  ): MatchRoomState {
    const live = new MatchRoomState();
    if (history) {
      live.flow.push(...history.flow);
      live.winChance.push(...history.winChance);
    }
    live.tickMs = meta.tickMs;
    live.matchId = meta.matchId;
    live.matchday = meta.matchday;
    live.round = meta.round;
    live.home = LiveTeam.from(engine.home);
    live.away = LiveTeam.from(engine.away);
    syncFromEngine(live, engine, [], 1);
    return live;
  }
}
defineTypes(MatchRoomState, {
  matchId: 'string',
  status: 'string',
  quarter: 'uint8',
  periodLabel: 'string',
  clock: 'uint16',
  homeScore: 'uint16',
  awayScore: 'uint16',
  matchday: 'uint8',
  round: 'uint8',
  managerConnected: 'boolean',
  resultSaved: 'boolean',
  resultFailed: 'boolean',
  home: LiveTeam,
  away: LiveTeam,
  events: [LiveEvent],
  flow: ['int16'],
  tickMs: 'uint16',
  winChance: ['uint8'],
  winChanceNow: 'uint8',
  headToHead: HeadToHeadState,
});

const STAT_KEYS = Object.keys(emptyStats()) as Array<keyof CountingStats>;

function syncPlayer(engine: MatchState, team: EngineTeam, p: EnginePlayer, lp: LivePlayer, stats: boolean): void {
  put(lp, 'energy', Math.round(energyNow(engine, team, p, MATCH_RULES)));
  put(lp, 'minutes', Math.floor(secondsPlayedNow(engine, p) / 60));
  if (!stats) return;
  put(lp, 'slot', p.slot ?? '');
  put(lp, 'fouledOut', p.fouledOut);
  put(lp, 'injured', p.injury !== null);
  for (const key of STAT_KEYS) put(lp, key, p.stats[key]);
}

/**
 * A quiet second (no event) changes only the clock and the five on court's
 * energy and minutes; anything else changes through an event, so only then
 * is every player and the tactics compared.
 */
function syncTeam(engine: MatchState, team: EngineTeam, live: LiveTeam, full: boolean): void {
  if (!full) {
    for (const index of team.onCourt) {
      const p = team.players[index];
      const lp = live.players[index];
      if (p && lp) syncPlayer(engine, team, p, lp, false);
    }
    return;
  }
  put(live, 'managed', team.managed);
  put(live, 'pace', team.tactics.pace);
  put(live, 'offense', team.tactics.offense);
  put(live, 'defense', team.tactics.defense);
  put(live, 'instructions', LATE_INSTRUCTIONS.filter((i) => team.instructions?.[i]).join(','));
  team.players.forEach((p, i) => {
    const lp = live.players[i];
    if (lp) syncPlayer(engine, team, p, lp, true);
  });
  // Slot by slot: a substitution changes one entry, a foul-out with an empty bench drops one.
  const ids = team.onCourt.map((index) => team.players[index]?.id ?? '');
  ids.forEach((id, i) => {
    if (i >= live.onCourt.length) live.onCourt.push(id);
    else if (live.onCourt[i] !== id) live.onCourt[i] = id;
  });
  while (live.onCourt.length > ids.length) live.onCourt.pop();
}

/** In the order the synced `instructions` lists them. */
const LATE_INSTRUCTIONS: readonly LateInstruction[] = ['foul', 'run-clock', 'rest'];

const RESHAPING_EVENTS: ReadonlySet<MatchEvent['type']> = new Set([
  'substitution',
  'tactics',
  'instruction',
  'foul_out',
  'injury',
  'period_end',
  'game_end',
]);

/** The box-score lines of the players an event names (scorer and assister, rebounder, fouler...). */
function syncNamed(engine: MatchState, live: MatchRoomState, event: MatchEvent): void {
  for (const id of [event.playerId, event.otherId]) {
    if (!id) continue;
    for (const [team, liveTeam] of [
      [engine.home, live.home],
      [engine.away, live.away],
    ] as const) {
      const index = team.players.findIndex((p) => p.id === id);
      const p = team.players[index];
      const lp = liveTeam.players[index];
      if (p && lp) syncPlayer(engine, team, p, lp, true);
    }
  }
}

/**
 * Copies the engine into the synced state and appends new events to the feed.
 * An event's seq is its ordinal in the match (1 for the first), so the feed a
 * late joiner is sent (`feedHistory`) and the synced feed share one numbering.
 */
export function syncFromEngine(
  live: MatchRoomState,
  engine: MatchState,
  newEvents: readonly MatchEvent[],
  /** The seq of `newEvents[0]`. */
  firstSeq: number,
  full = true,
  /** The room's commentator: it hears every new event in order (running totals, runs), even those that do not make the feed. */
  narrate?: (event: MatchEvent) => string,
): void {
  put(live, 'status', engine.status);
  put(live, 'quarter', engine.period);
  put(live, 'periodLabel', periodLabel(engine.period));
  put(live, 'clock', Math.max(0, engine.clock));
  put(live, 'homeScore', engine.score.home);
  put(live, 'awayScore', engine.score.away);
  // A minute's margin once the minute is over (a late tick may close several: the score is the one at its end, close enough at one second a tick).
  const minutes = Math.floor(engine.elapsed / 60);
  while (live.flow.length < minutes) live.flow.push(engine.score.home - engine.score.away);
  // Play-by-play events change the box score of the one or two players they name; only events
  // that reshape a side (who is on court, tactics, fouls-out, injuries, period ends) compare everyone.
  const reshaped = full || newEvents.some((e) => RESHAPING_EVENTS.has(e.type));
  syncTeam(engine, engine.home, live.home, reshaped);
  syncTeam(engine, engine.away, live.away, reshaped);
  if (newEvents.length === 0) return;
  if (!reshaped) for (const event of newEvents) syncNamed(engine, live, event);
  const nameOf = (id: string | undefined) => (id ? ((playerById(engine.home, id) ?? playerById(engine.away, id))?.name ?? '') : '');
  const teamName = (side: MatchEvent['side']) => (side === 'home' ? engine.home.name : engine.away.name);
  const texts = narrate ? newEvents.map(narrate) : null;
  const first = Math.max(0, newEvents.length - LIVE_FEED_LENGTH);
  for (let i = first; i < newEvents.length; i += 1) {
    const event = newEvents[i] as MatchEvent;
    const seq = firstSeq + i;
    const text = texts?.[i] ?? describeEvent(event, nameOf, teamName);
    // A ring of LIVE_FEED_LENGTH entries by seq: an event overwrites the oldest in place (no new
    // schema object, no shifting of the array's change indexes); viewers order the feed by seq.
    const slot = (seq - 1) % LIVE_FEED_LENGTH;
    const entry = live.events[slot];
    if (entry) entry.show(seq, event, text);
    else live.events.push(LiveEvent.from(seq, event, text));
  }
}
