/** Match engine state: plain data that serialises to JSON and resumes exactly. */
import type { ShotSpot, ShotZone } from './shot-spot.js';
import type { Position, Skills } from '../types.js';

export type Side = 'home' | 'away';
export type Pace = 'slow' | 'moderate' | 'fast';
export type Offense = 'inside' | 'balanced' | 'perimeter';
export type Defense = 'man-to-man' | 'zone' | 'full-court-press';
export interface Tactics {
  pace: Pace;
  offense: Offense;
  defense: Defense;
}
export const DEFAULT_TACTICS: Tactics = { pace: 'moderate', offense: 'balanced', defense: 'man-to-man' };

/** An injury as the engine draws it; the API turns it into the career's injury record. */
export interface InjuryDraw {
  injuryType: string;
  severity: 'minor' | 'moderate' | 'severe';
  matchdaysOut: number;
}

export type MatchStatus = 'not_started' | 'playing' | 'paused' | 'break' | 'finished';

/** What the engine needs of a player; injured and loaned players are left out by the caller or flagged. */
export interface EngineRosterPlayer extends Skills {
  id: string;
  name: string;
  position: Position;
  overallRating: number;
  age: number;
  fitness: number;
  morale: number;
  isInjured?: boolean;
  isOnLoan?: boolean;
}

export interface EngineTeamInput {
  id: string;
  name: string;
  players: EngineRosterPlayer[];
  /** Saved starting lineup in PG, SG, SF, PF, C order (ids), if any. */
  lineup?: Partial<Record<Position, string>>;
  tactics?: Tactics;
  /** The manager coaches this side; the AI coach the other. */
  managed?: boolean;
}

export interface CountingStats {
  points: number;
  rebounds: number;
  assists: number;
  steals: number;
  blocks: number;
  turnovers: number;
  fouls: number;
  fieldGoals: number;
  fieldGoalAttempts: number;
  threePointers: number;
  threePointAttempts: number;
  freeThrows: number;
  freeThrowAttempts: number;
}

export interface EnginePlayer extends EngineRosterPlayer {
  /** Lineup slot position when on court (may differ from natural position). */
  slot: Position | null;
  /**
   * Energy and seconds played as of `MatchState.settledAt`: on-court fatigue
   * is applied lazily at the engine's own read points (see fatigue.ts); a
   * display reads `energyNow` and `secondsPlayedNow`.
   */
  energy: number;
  secondsPlayed: number;
  /** Game second at which the player last went to the bench; null while on court. */
  benchedAt: number | null;
  fouledOut: boolean;
  /** Hurt in this match: off the court for good (injury.ts). */
  injury: InjuryDraw | null;
  stats: CountingStats;
}

export interface EngineTeam {
  id: string;
  name: string;
  side: Side;
  managed: boolean;
  tactics: Tactics;
  players: EnginePlayer[];
  /**
   * Indices into `players` of those on court, in PG..C slot order; shorter
   * when the team plays short. Indices, not ids: the engine reads them every
   * game second, and the players list never changes order during a match.
   */
  onCourt: number[];
  /** Game second of the manager's last command; the AI coach takes over when it grows old. */
  managerActedAt: number | null;
  /**
   * Game seconds without a command of the manager's before the AI coaches his
   * side; null: never (he chose to coach alone, or to leave it to his plan).
   * Absent: the rules' default (`managerIdleHandover`), as for every match
   * made before the manager chose his autopilot.
   */
  idleHandover?: number | null;
  /** The manager's late-game instructions (late-game.ts); absent until he gives one. */
  instructions?: Partial<Record<LateInstruction, boolean>>;
  /** Game second of the AI coach's last substitution check (it checks at a dead ball once this is old enough); null (or absent) before the first. */
  waveAt?: number | null;
  /** The late-game modes the feed has announced for this side, so each is said once when it starts; null (or absent) before the first. */
  announced?: Partial<Record<LateInstruction | 'push', boolean>> | null;
  /** The period of each timeout this side has called (a friendly's coaches call them; timeouts.ts); absent before the first. */
  timeouts?: number[];
}

/** What a side does at the end of a game: foul to stop the clock, run the clock, rest the starters. */
export type LateInstruction = 'foul' | 'run-clock' | 'rest';
/** Why a player left the court. */
export type SubstitutionReason = 'fatigue' | 'fouls' | 'fouled-out' | 'injury' | 'rest' | 'manager';

export type MatchEventType =
  | 'two_made'
  | 'two_missed'
  | 'three_made'
  | 'three_missed'
  | 'free_throw_made'
  | 'free_throw_missed'
  | 'rebound'
  | 'turnover'
  | 'steal'
  | 'block'
  | 'foul'
  | 'foul_out'
  | 'injury'
  | 'substitution'
  | 'tactics'
  | 'period_end'
  | 'game_end'
  /** A side starts (or, by the manager's word, stops) a late-game plan. */
  | 'instruction'
  /** A side's coach calls a timeout (a friendly): the clock stops. */
  | 'timeout'
  /** What a side's game plan or AI coach did for its absent (or idle) manager, in words ("plan: ahead by 12, slowing the pace"). */
  | 'plan';

export interface MatchEvent {
  /** Game seconds elapsed. */
  t: number;
  period: number;
  clock: number;
  type: MatchEventType;
  side: Side;
  playerId?: string;
  /** Assister, substitute coming in, or the player stolen from. */
  otherId?: string;
  offensive?: boolean;
  points?: number;
  /** The tactics a side switched to. */
  tactics?: Tactics;
  /** What the player suffered (injury events). */
  injury?: InjuryDraw;
  /** Field goals: where on the half court it was taken (metres, engine/shot-spot.ts), its zone, and the defender contesting it. */
  spot?: ShotSpot;
  zone?: ShotZone;
  defenderId?: string;
  /** A recorded shot's or free throw's chance of going in (0-1), and what a field goal's explanation is made of (shot-why.ts explainShotParts). */
  chance?: number;
  whyParts?: number[];
  /** A foul made on purpose to stop the clock. */
  intentional?: boolean;
  /** Why a substituted player left. */
  reason?: SubstitutionReason;
  /** The plan an instruction event starts or stops ('push': the trailing side pushes the pace and hunts threes). */
  instruction?: LateInstruction | 'push';
  /** False when the manager calls an instruction off. */
  on?: boolean;
  /** A plan event's line, as the feed shows it. */
  note?: string;
  /** A substitution or late-game plan the AI made for a manager's side (his idle minutes ran out): the feed says who did it. */
  byAi?: true;
}

export interface MatchState {
  version: 1;
  seed: number;
  rng: number[];
  status: MatchStatus;
  period: number;
  clock: number;
  elapsed: number;
  /** Game second up to which on-court fatigue and minutes have been applied. */
  settledAt: number;
  possession: Side;
  home: EngineTeam;
  away: EngineTeam;
  score: Record<Side, number>;
  events: MatchEvent[];
  recordEvents: boolean;
  /** A neutral venue (the European Cup's Final Four): nobody has the home advantage. Absent on states made before it. */
  neutralVenue?: boolean;
}
