/** Looking up sides and players in a match state. */
import type { EnginePlayer, EngineTeam, MatchState, Side } from './types.js';

export const otherSide = (side: Side): Side => (side === 'home' ? 'away' : 'home');

export function teamOf(state: MatchState, side: Side): EngineTeam {
  return side === 'home' ? state.home : state.away;
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

/** The players on court, in slot order. */
export function onCourtPlayers(team: EngineTeam): EnginePlayer[] {
  const out: EnginePlayer[] = [];
  for (const index of team.onCourt) {
    const p = team.players[index];
    if (p) out.push(p);
  }
  return out;
}
