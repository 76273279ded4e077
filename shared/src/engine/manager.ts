/**
 * The manager's commands as pure functions on the state:
 * play and pause, continue after a break, substitutions while the clock is
 * stopped, tactics, a friendly's timeouts, and the room's own handing of a
 * side to the AI coach (or back). The game server validates who sends them;
 * these validate what they ask for.
 */
import type { AutopilotMode } from '../plan/autopilot.js';
import { idleHandoverFor, setTactics, substitute } from './coach.js';
import { emit } from './emit.js';
import { instructionError } from './late-game.js';
import type { MatchRules } from './match-rules.js';
import { playerById, teamOf } from './roster.js';
import { startNextPeriod } from './step.js';
import { timeoutError } from './timeouts.js';
import type { LateInstruction, MatchEvent, MatchState, Side, Tactics } from './types.js';

export type ManagerCommand =
  | { type: 'play' }
  | { type: 'pause' }
  | { type: 'continue' }
  | { type: 'substitute'; outId: string; inId: string }
  | { type: 'tactics'; tactics: Partial<Tactics> }
  /** A late-game instruction (late-game.ts), given or called off; it holds while it makes sense. */
  | { type: 'instruction'; instruction: LateInstruction; on: boolean }
  /** A friendly's coach stops the clock (timeouts.ts); the room starts it again with `play`. */
  | { type: 'timeout' }
  /**
   * The room's own: the AI coaches the side from now on (its coach dropped and
   * did not come back), or its coach again. Logged like a command, so a replay
   * knows who coached when.
   */
  | { type: 'handover'; to: 'ai' | 'manager' }
  /**
   * The manager's autopilot: who coaches his side while he gives no command
   * (plan/autopilot.ts). Only 'ai-after' lets the AI take it, after its idle
   * minutes; logged so a replay knows when the AI might.
   */
  | { type: 'autopilot'; mode: AutopilotMode; idleMinutes: number | null }
  /**
   * The room's own: a line of what the side's plan (or AI coach) did, for the
   * feed. Logged like a command so a replay's feed says it at the same moment.
   */
  | { type: 'announce'; line: string };

export type CommandResult = { ok: true; events: MatchEvent[] } | { ok: false; error: string };

/** The clock is stopped before tip-off, while paused and during breaks. */
export function isClockStopped(state: MatchState): boolean {
  return state.status === 'not_started' || state.status === 'paused' || state.status === 'break';
}

/** Why a substitution is not allowed now, or null when it is. */
export function substitutionError(state: MatchState, side: Side, outId: string, inId: string): string | null {
  if (state.status === 'finished') return 'The game is over';
  if (!isClockStopped(state)) return 'Substitutions are allowed only while the clock is stopped';
  const team = teamOf(state, side);
  const out = playerById(team, outId);
  const incoming = playerById(team, inId);
  // Injured and loaned players never enter a match, so they are not found here.
  if (!out || !incoming) return 'Player is not available in this match';
  if (out.slot === null) return `${out.name} is not on court`;
  if (incoming.slot !== null) return `${incoming.name} is already on court`;
  if (incoming.fouledOut) return `${incoming.name} has fouled out`;
  if (incoming.injury) return `${incoming.name} is injured`;
  return null;
}

const fail = (error: string): CommandResult => ({ ok: false, error });

export function applyCommand(state: MatchState, side: Side, command: ManagerCommand, rules: MatchRules): CommandResult {
  const events: MatchEvent[] = [];
  const team = teamOf(state, side);
  switch (command.type) {
    case 'play':
      if (state.status !== 'not_started' && state.status !== 'paused')
        return fail(state.status === 'break' ? 'Continue to the next period first' : 'The game is not paused');
      state.status = 'playing';
      return { ok: true, events };
    case 'pause':
      if (state.status !== 'playing') return fail('The game is not running');
      state.status = 'paused';
      return { ok: true, events };
    case 'continue':
      if (state.status !== 'break') return fail('There is no break to continue from');
      startNextPeriod(state, rules);
      return { ok: true, events };
    case 'substitute': {
      const error = substitutionError(state, side, command.outId, command.inId);
      if (error) return fail(error);
      substitute(state, team, command.outId, command.inId, rules, events);
      team.managerActedAt = state.elapsed;
      return { ok: true, events };
    }
    case 'tactics': {
      if (state.status === 'finished') return fail('The game is over');
      setTactics(state, team, { ...team.tactics, ...command.tactics }, rules, events);
      team.managerActedAt = state.elapsed;
      return { ok: true, events };
    }
    case 'instruction': {
      const error = instructionError(state, side, command.instruction, command.on, rules);
      if (error) return fail(error);
      team.instructions = { ...team.instructions, [command.instruction]: command.on };
      team.managerActedAt = state.elapsed;
      emit(state, events, 'instruction', side, undefined, undefined, { instruction: command.instruction, on: command.on });
      return { ok: true, events };
    }
    case 'timeout': {
      const error = timeoutError(state, side, rules);
      if (error) return fail(error);
      state.status = 'paused';
      team.timeouts = [...(team.timeouts ?? []), state.period];
      team.managerActedAt = state.elapsed;
      emit(state, events, 'timeout', side);
      return { ok: true, events };
    }
    case 'handover':
      if (state.status === 'finished') return fail('The game is over');
      team.managed = command.to === 'manager';
      // A coach taking his side back starts afresh: the AI does not take it again at once for his time away.
      if (team.managed) team.managerActedAt = state.elapsed;
      return { ok: true, events };
    case 'autopilot':
      if (state.status === 'finished') return fail('The game is over');
      if (command.mode === 'ai-after' && (command.idleMinutes === null || command.idleMinutes < 1))
        return fail('Give the idle minutes after which the AI coaches');
      team.idleHandover = idleHandoverFor(command.mode, command.idleMinutes);
      // His idle time counts from his choice, not from his last command.
      team.managerActedAt = state.elapsed;
      return { ok: true, events };
    case 'announce':
      emit(state, events, 'plan', side, undefined, undefined, { note: command.line });
      return { ok: true, events };
  }
}
