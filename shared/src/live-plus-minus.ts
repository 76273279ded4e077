/**
 * A period's plus-minus from the live feed (the break panel shows
 * it beside each player's energy, so a substitution is an informed one). The
 * feed names substitutions (out, in) and the removals without a replacement
 * (a foul-out or injury with an empty bench), so the five on court at each
 * basket are found by walking the period back from who is on court now.
 */
import type { LiveEventView } from './schemas-live.js';

const POINTS: Record<string, number> = { free_throw_made: 1, two_made: 2, three_made: 3 };

/**
 * Each player's plus-minus over `period`: the points his side scored minus
 * those it conceded while he was on court. `onCourt` is who is on court at
 * the end of the feed (the room's state); `feed` in any order.
 */
export function periodPlusMinus(
  feed: readonly LiveEventView[],
  onCourt: { home: readonly string[]; away: readonly string[] },
  period: number,
): Map<string, number> {
  const court = { home: new Set(onCourt.home), away: new Set(onCourt.away) };
  const plusMinus = new Map<string, number>();
  const add = (ids: Set<string>, points: number) => {
    for (const id of ids) plusMinus.set(id, (plusMinus.get(id) ?? 0) + points);
  };
  const newestFirst = [...feed].sort((a, b) => b.seq - a.seq);
  for (const event of newestFirst) {
    if (event.period < period) break;
    if (event.period > period) {
      // A later period: only its lineup changes matter, to know who was on court when this one ended.
      if (event.type !== 'substitution' && event.type !== 'foul_out' && event.type !== 'injury') continue;
    }
    const side = event.side === 'home' ? 'home' : 'away';
    const own = court[side];
    if (event.type === 'substitution') {
      // Undo it: the one who came in was not yet on court; the one who went out was.
      if (event.otherId) own.delete(event.otherId);
      if (event.playerId) own.add(event.playerId);
    } else if (event.type === 'foul_out' || event.type === 'injury') {
      // Removed (by a substitution after it, already undone, or for good with an empty bench): on court before.
      if (event.playerId && own.size < 5) own.add(event.playerId);
    } else if (event.period === period) {
      const points = POINTS[event.type] ?? 0;
      if (points > 0) {
        add(own, points);
        add(court[side === 'home' ? 'away' : 'home'], -points);
      }
    }
  }
  return plusMinus;
}
