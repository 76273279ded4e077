/**
 * One reducer from events to counting stats, used by the engine as it plays
 * and by any client that rebuilds a box score or feed from the event log.
 */
import type { CountingStats, MatchEvent } from './types.js';

export function emptyStats(): CountingStats {
  return {
    points: 0, rebounds: 0, assists: 0, steals: 0, blocks: 0, turnovers: 0, fouls: 0,
    fieldGoals: 0, fieldGoalAttempts: 0, threePointers: 0, threePointAttempts: 0, freeThrows: 0, freeThrowAttempts: 0,
  };
}

/** The stat increments an event gives to its player and to its other player. */
export function eventDeltas(event: MatchEvent): Array<[string, Partial<CountingStats>]> {
  const out: Array<[string, Partial<CountingStats>]> = [];
  const p = event.playerId;
  if (!p) return out;
  switch (event.type) {
    case 'two_made':
      out.push([p, { points: 2, fieldGoals: 1, fieldGoalAttempts: 1 }]);
      if (event.otherId) out.push([event.otherId, { assists: 1 }]);
      break;
    case 'three_made':
      out.push([p, { points: 3, fieldGoals: 1, fieldGoalAttempts: 1, threePointers: 1, threePointAttempts: 1 }]);
      if (event.otherId) out.push([event.otherId, { assists: 1 }]);
      break;
    case 'two_missed':
      out.push([p, { fieldGoalAttempts: 1 }]);
      break;
    case 'three_missed':
      out.push([p, { fieldGoalAttempts: 1, threePointAttempts: 1 }]);
      break;
    case 'free_throw_made':
      out.push([p, { points: 1, freeThrows: 1, freeThrowAttempts: 1 }]);
      break;
    case 'free_throw_missed':
      out.push([p, { freeThrowAttempts: 1 }]);
      break;
    case 'rebound':
      out.push([p, { rebounds: 1 }]);
      break;
    case 'turnover':
      out.push([p, { turnovers: 1 }]);
      break;
    case 'steal':
      out.push([p, { steals: 1 }]);
      if (event.otherId) out.push([event.otherId, { turnovers: 1 }]);
      break;
    case 'block':
      out.push([p, { blocks: 1 }]);
      break;
    case 'foul':
      out.push([p, { fouls: 1 }]);
      break;
    default:
      break;
  }
  return out;
}

export function addStats(target: CountingStats, delta: Partial<CountingStats>): void {
  for (const [key, value] of Object.entries(delta) as Array<[keyof CountingStats, number]>) target[key] += value;
}

/** Box score of every player from an event log. */
export function buildBoxScore(events: readonly MatchEvent[]): Map<string, CountingStats> {
  const box = new Map<string, CountingStats>();
  for (const event of events) {
    for (const [id, delta] of eventDeltas(event)) {
      let line = box.get(id);
      if (!line) box.set(id, (line = emptyStats()));
      addStats(line, delta);
    }
  }
  return box;
}

export function sumStats(lines: Iterable<CountingStats>): CountingStats {
  const total = emptyStats();
  for (const line of lines) addStats(total, line);
  return total;
}
