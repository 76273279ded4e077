/**
 * A side's synced state in a match room: its team (tactics, late-game
 * instructions, who is on court) and its players' live lines (energy,
 * minutes, box score). Declared with `defineTypes` as the room's state is
 * (state.ts explains why); `syncFromEngine` there keeps them up to date.
 */
import { ArraySchema, defineTypes, Schema } from '@colyseus/schema';
import { emptyStats, type EnginePlayer, type EngineTeam, type LivePlayerView, type Side } from '@hardwood/shared';
import type { SideCoaching } from './side-coaching.js';

export class LivePlayer extends Schema implements LivePlayerView {
  declare id: string;
  declare name: string;
  declare position: string;
  /** Court slot (PG..C) while on court; empty on the bench. */
  declare slot: string;
  declare overall: number;
  declare energy: number;
  /** Whole minutes played: changes once a game minute, so most patches carry only the clock. */
  declare minutes: number;
  declare fouledOut: boolean;
  declare injured: boolean;
  declare points: number;
  declare rebounds: number;
  declare assists: number;
  declare steals: number;
  declare blocks: number;
  declare turnovers: number;
  declare fouls: number;
  declare fieldGoals: number;
  declare fieldGoalAttempts: number;
  declare threePointers: number;
  declare threePointAttempts: number;
  declare freeThrows: number;
  declare freeThrowAttempts: number;

  constructor() {
    super();
    this.id = this.name = this.position = '';
    this.overall = 0;
    this.slot = '';
    this.energy = 100;
    this.minutes = 0;
    this.fouledOut = false;
    this.injured = false;
    Object.assign(this, emptyStats());
  }

  static from(p: EnginePlayer): LivePlayer {
    const lp = new LivePlayer();
    lp.id = p.id;
    lp.name = p.name;
    lp.position = p.position;
    lp.overall = p.overallRating;
    return lp;
  }
}
defineTypes(LivePlayer, {
  id: 'string',
  name: 'string',
  position: 'string',
  slot: 'string',
  overall: 'uint8',
  energy: 'uint8',
  minutes: 'uint8',
  fouledOut: 'boolean',
  injured: 'boolean',
  points: 'uint8',
  rebounds: 'uint8',
  assists: 'uint8',
  steals: 'uint8',
  blocks: 'uint8',
  turnovers: 'uint8',
  fouls: 'uint8',
  fieldGoals: 'uint8',
  fieldGoalAttempts: 'uint8',
  threePointers: 'uint8',
  threePointAttempts: 'uint8',
  freeThrows: 'uint8',
  freeThrowAttempts: 'uint8',
});

export class LiveTeam extends Schema {
  declare id: string;
  declare name: string;
  declare side: string;
  /** True for the manager's side; the other is coached by the AI. */
  declare managed: boolean;
  declare pace: string;
  declare offense: string;
  declare defense: string;
  declare players: ArraySchema<LivePlayer>;
  /** Ids on court in PG..C slot order. */
  declare onCourt: ArraySchema<string>;
  /** The manager's late-game instructions in force, comma-separated in a fixed order (empty for none). */
  declare instructions: string;
  /** Who coaches the side now: 'manager', 'plan' or 'ai' (the banner "Your plan is coaching · take control"). */
  declare coachedBy: string;
  /** The manager's autopilot ('off', 'plan', 'ai-after') and its idle minutes (0 unless 'ai-after'). */
  declare autopilot: string;
  declare autopilotIdleMinutes: number;

  constructor() {
    super();
    this.id = this.name = this.side = this.pace = this.offense = this.defense = this.instructions = '';
    this.coachedBy = 'ai';
    this.autopilot = 'off';
    this.autopilotIdleMinutes = 0;
    this.managed = false;
    this.players = new ArraySchema<LivePlayer>();
    this.onCourt = new ArraySchema<string>();
  }

  static from(team: EngineTeam): LiveTeam {
    const live = new LiveTeam();
    live.id = team.id;
    live.name = team.name;
    live.side = team.side;
    live.players.push(...team.players.map((p) => LivePlayer.from(p)));
    return live;
  }
}
defineTypes(LiveTeam, {
  id: 'string',
  name: 'string',
  side: 'string',
  managed: 'boolean',
  pace: 'string',
  offense: 'string',
  defense: 'string',
  players: [LivePlayer],
  onCourt: ['string'],
  instructions: 'string',
  coachedBy: 'string',
  autopilot: 'string',
  autopilotIdleMinutes: 'uint8',
});

/** The side's coach and autopilot as the viewers see them; an unchanged field stays out of the patch. */
export function syncCoaching(live: LiveTeam, coaching: SideCoaching, side: Side): void {
  const coachedBy = coaching.coachedBy(side);
  const { mode, idleMinutes } = coaching.autopilot(side);
  const minutes = mode === 'ai-after' ? (idleMinutes ?? 0) : 0;
  if (live.coachedBy !== coachedBy) live.coachedBy = coachedBy;
  if (live.autopilot !== mode) live.autopilot = mode;
  if (live.autopilotIdleMinutes !== minutes) live.autopilotIdleMinutes = minutes;
}
