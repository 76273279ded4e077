/**
 * Recorded games for the replay tests and the review bench: a seeded match of
 * two catalogue teams played to its end as a live room plays it, every
 * command applied and logged at its game second (the manager's with his
 * side, the room's own break continues without one), so `{ start, log,
 * elapsed }` replays it exactly.
 */
import {
  applyCommand,
  buildCatalogue,
  catalogueTeam,
  createMatch,
  energyNow,
  MATCH_RULES,
  rngFromState,
  stepInto,
  type EnginePlayer,
  type ManagerCommand,
  type MatchEvent,
  type MatchLogEntry,
  type MatchState,
  type MatchStatus,
  type PlayedMatch,
  type Side,
} from '../src/index.js';

const catalogue = buildCatalogue();
/** Two first-division teams of about the same strength. */
export const HOME_TEAM = 101;
export const AWAY_TEAM = 106;

export interface Recording {
  state: MatchState;
  log: MatchLogEntry[];
  /** Applies a command now and logs it when the engine takes it. */
  act(command: ManagerCommand, side?: Side): boolean;
}

/** Read afresh: commands and steps change the status. */
export const statusOf = (state: MatchState): MatchStatus => state.status;

/**
 * Plays a match to its end: home coached by its manager (`managed`), away by
 * the AI. `coach` is asked before every game second (and at every break)
 * what the manager does; a stop he leaves is ended with his `play`, a break
 * with the room's `continue`.
 */
export function recordGame(seed: number, coach: (game: Recording) => void, recordEvents = true): PlayedMatch & { final: MatchState } {
  const state = createMatch(
    { ...catalogueTeam(catalogue, HOME_TEAM), managed: true },
    { ...catalogueTeam(catalogue, AWAY_TEAM), managed: false },
    { recordEvents },
    seed,
  );
  const start = JSON.stringify(state);
  const rng = rngFromState(state.rng);
  const log: MatchLogEntry[] = [];
  const act = (command: ManagerCommand, side?: Side) => {
    if (!applyCommand(state, side ?? 'home', command, MATCH_RULES).ok) return false;
    log.push(side ? { t: state.elapsed, side, command } : { t: state.elapsed, command });
    return true;
  };
  const game: Recording = { state, log, act };
  const scratch: MatchEvent[] = [];
  act({ type: 'play' }, 'home');
  while (statusOf(state) !== 'finished') {
    coach(game);
    if (statusOf(state) === 'break') act({ type: 'continue' });
    if (statusOf(state) === 'paused') act({ type: 'play' }, 'home');
    scratch.length = 0;
    stepInto(state, MATCH_RULES, rng, scratch);
  }
  state.rng = rng.state();
  return { start, log, elapsed: state.elapsed, final: state };
}

const energyOf = (state: MatchState, side: Side, p: EnginePlayer) => energyNow(state, state[side], p, MATCH_RULES);

/** The starter on court with the least energy left. */
export function mostTired(state: MatchState, side: Side): EnginePlayer {
  const team = state[side];
  const onCourt = team.onCourt.map((i) => team.players[i] as EnginePlayer);
  return onCourt.reduce((a, b) => (energyOf(state, side, b) < energyOf(state, side, a) ? b : a));
}

/** The freshest available bench player of a position (of any position when none is left). */
export function freshBench(state: MatchState, side: Side, position: string): EnginePlayer | undefined {
  const bench = state[side].players.filter((p) => p.slot === null && !p.fouledOut && p.injury === null);
  const pool = bench.some((p) => p.position === position) ? bench.filter((p) => p.position === position) : bench;
  return pool.reduce<EnginePlayer | undefined>(
    (best, p) => (!best || energyOf(state, side, p) > energyOf(state, side, best) ? p : best),
    undefined,
  );
}

/** Substitutes the most tired home starter for the freshest bench player of his position, stopping the clock for it when it runs. */
export function restMostTired(game: Recording): boolean {
  const out = mostTired(game.state, 'home');
  const incoming = freshBench(game.state, 'home', out.slot ?? out.position);
  if (!incoming) return false;
  if (statusOf(game.state) === 'playing') game.act({ type: 'pause' }, 'home');
  return game.act({ type: 'substitute', outId: out.id, inId: incoming.id }, 'home');
}

export const energyNowOf = energyOf;

const PACES = ['slow', 'moderate', 'fast'] as const;
const DEFENSES = ['man-to-man', 'zone'] as const;
const OFFENSES = ['inside', 'balanced', 'perimeter'] as const;

/**
 * A busy home manager, about one decision a game minute over the whole game:
 * every `every` game seconds a tactics change or a substitution at a stop he
 * calls, a timeout in each half (the clock started again by his `play`), and
 * a substitution at every break before the room continues it.
 */
export function busyCoach(every = 64): (game: Recording) => void {
  let made = 0;
  return (game) => {
    const { state } = game;
    if (statusOf(state) === 'break') {
      restMostTired(game);
      return;
    }
    if (state.elapsed === 400 || state.elapsed === 1500) {
      game.act({ type: 'timeout' }, 'home');
      return;
    }
    if (state.elapsed % every !== 30) return;
    made += 1;
    if (made % 2 === 0) restMostTired(game);
    else if (made % 4 === 1)
      game.act({ type: 'tactics', tactics: { pace: PACES[made % 3] ?? 'moderate', defense: DEFENSES[made % 2] } }, 'home');
    else game.act({ type: 'tactics', tactics: { offense: OFFENSES[made % 3] ?? 'balanced' } }, 'home');
  };
}
