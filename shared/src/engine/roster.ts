/** Looking up sides and players in a match state. */
import type { EnginePlayer, EngineTeam, MatchState, Side } from './types.js';

export const otherSide = (side: Side): Side => (side === 'home' ? 'away' : 'home');

export function teamOf(state: MatchState, side: Side): EngineTeam {
  return side === 'home' ? state.home : state.away;
}

/**
 * A side's points. Read as a fixed property, not `score[side]`: the late game
 * reads the score every second, and in V8 a property looked up by a name that
 * changes from call to call is several times slower.
 */
export function pointsOf(state: Pick<MatchState, 'score'>, side: Side): number {
  return side === 'home' ? state.score.home : state.score.away;
}

export function playerById(team: EngineTeam, id: string): EnginePlayer | undefined {
  const players = team.players;
  for (let i = 0; i < players.length; i += 1) {
    const p = players[i] as EnginePlayer;
    if (p.id === id) return p;
  }
  return undefined;
}

export function playerIndex(team: EngineTeam, id: string): number {
  return team.players.findIndex((p) => p.id === id);
}

/** The players on court, in slot order: a new list the caller may keep or change. */
export function onCourtPlayers(team: EngineTeam): EnginePlayer[] {
  const out: EnginePlayer[] = [];
  for (const index of team.onCourt) {
    const p = team.players[index];
    if (p) out.push(p);
  }
  return out;
}

/**
 * The engine's own lists of who is on court for the last two teams asked
 * about (a match's two sides): several reads a possession, and the five
 * changes only at a substitution. Kept beside the state, not in it, so the
 * state's JSON stays as it was; two plain slots, not a WeakMap, because a
 * lookup here runs several times a possession.
 */
let recentTeam: EngineTeam | null = null;
let recentCourt: EnginePlayer[] = [];
let olderTeam: EngineTeam | null = null;
let olderCourt: EnginePlayer[] = [];

/** Still the five on court: the same players in the same slots. */
function isCourtOf(list: readonly EnginePlayer[], team: EngineTeam): boolean {
  const onCourt = team.onCourt;
  if (list.length !== onCourt.length) return false;
  for (let i = 0; i < onCourt.length; i += 1) if (list[i] !== team.players[onCourt[i] as number]) return false;
  return true;
}

/**
 * The players on court, in slot order, without a new list each time: the
 * engine's hot paths read this. Never changed in place (a substitution makes a
 * new list), so a list read before a substitution still says who was on court then.
 */
export function courtOf(team: EngineTeam): readonly EnginePlayer[] {
  if (team === recentTeam) {
    if (!isCourtOf(recentCourt, team)) recentCourt = onCourtPlayers(team);
    return recentCourt;
  }
  if (team === olderTeam) {
    if (!isCourtOf(olderCourt, team)) olderCourt = onCourtPlayers(team);
    return olderCourt;
  }
  // A team not seen lately takes the slot of the one asked about longest ago.
  olderTeam = recentTeam;
  olderCourt = recentCourt;
  recentTeam = team;
  recentCourt = onCourtPlayers(team);
  return recentCourt;
}
