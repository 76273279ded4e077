/**
 * One reducer from events to counting stats, used by the engine as it plays
 * and by any client that rebuilds a box score or feed from the event log.
 */
import type { CountingStats, MatchEvent } from './types.js';

export function emptyStats(): CountingStats {
  return {
    points: 0,
    rebounds: 0,
    assists: 0,
    steals: 0,
    blocks: 0,
    turnovers: 0,
    fouls: 0,
    fieldGoals: 0,
    fieldGoalAttempts: 0,
    threePointers: 0,
    threePointAttempts: 0,
    freeThrows: 0,
    freeThrowAttempts: 0,
  };
}

/**
 * The reducer: adds an event's stats to its player's line and, for assists
 * and steals, to its other player's line (the assister, the player stolen
 * from). The engine calls it as it plays; clients call it on the event log.
 */
export function applyEvent(event: MatchEvent, primary: CountingStats | undefined, other: CountingStats | undefined): void {
  applyStats(event.type, event.points, primary, other);
}

/**
 * `applyEvent` from an event's type and points: the engine, which has both
 * at hand, calls this, not reading them back from the event (whose many
 * shapes make every read of it slow in V8).
 */
export function applyStats(
  type: MatchEvent['type'],
  points: number | undefined,
  primary: CountingStats | undefined,
  other: CountingStats | undefined,
): void {
  if (!primary) return;
  switch (type) {
    case 'two_made':
      primary.points += points ?? 0;
      primary.fieldGoals += 1;
      primary.fieldGoalAttempts += 1;
      if (other) other.assists += 1;
      break;
    case 'three_made':
      primary.points += points ?? 0;
      primary.fieldGoals += 1;
      primary.fieldGoalAttempts += 1;
      primary.threePointers += 1;
      primary.threePointAttempts += 1;
      if (other) other.assists += 1;
      break;
    case 'two_missed':
      primary.fieldGoalAttempts += 1;
      break;
    case 'three_missed':
      primary.fieldGoalAttempts += 1;
      primary.threePointAttempts += 1;
      break;
    case 'free_throw_made':
      primary.points += points ?? 0;
      primary.freeThrows += 1;
      primary.freeThrowAttempts += 1;
      break;
    case 'free_throw_missed':
      primary.freeThrowAttempts += 1;
      break;
    case 'rebound':
      primary.rebounds += 1;
      break;
    case 'turnover':
      primary.turnovers += 1;
      break;
    case 'steal':
      primary.steals += 1;
      if (other) other.turnovers += 1;
      break;
    case 'block':
      primary.blocks += 1;
      break;
    case 'foul':
      primary.fouls += 1;
      break;
    default:
      break;
  }
}

export function addStats(target: CountingStats, delta: Partial<CountingStats>): void {
  for (const key in delta) {
    const k = key as keyof CountingStats;
    target[k] += delta[k] ?? 0;
  }
}

/** Box score of every player from an event log. */
export function buildBoxScore(events: readonly MatchEvent[]): Map<string, CountingStats> {
  const box = new Map<string, CountingStats>();
  const line = (id: string | undefined): CountingStats | undefined => {
    if (id === undefined) return undefined;
    let stats = box.get(id);
    if (!stats) box.set(id, (stats = emptyStats()));
    return stats;
  };
  for (const event of events) applyEvent(event, line(event.playerId), line(event.otherId));
  return box;
}

export function sumStats(lines: Iterable<CountingStats>): CountingStats {
  const total = emptyStats();
  for (const line of lines) addStats(total, line);
  return total;
}
