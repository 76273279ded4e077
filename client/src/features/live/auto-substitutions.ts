/** The changes nobody asked for in a period: the coaches' automatic substitutions, and a side left short. */
import type { LiveEventView } from '@hardwood/shared';

/** Why a player left without the manager's word: the engine's reasons (rest, fatigue, fouls, fouled-out, injury). */
const isAutomatic = (e: LiveEventView) => e.type === 'substitution' && Boolean(e.reason);

/**
 * The period's automatic substitutions, oldest first, with each foul-out or
 * injury that no substitute followed (the side played short). `feed` is in
 * any order, one entry per seq.
 */
export function automaticChanges(feed: readonly LiveEventView[], period: number): LiveEventView[] {
  const inPeriod = feed.filter((e) => e.period === period).sort((a, b) => a.seq - b.seq);
  const replaced = new Set(inPeriod.filter(isAutomatic).map((e) => `${e.side}:${e.playerId ?? ''}`));
  return inPeriod.filter(
    (e) => isAutomatic(e) || ((e.type === 'foul_out' || e.type === 'injury') && !replaced.has(`${e.side}:${e.playerId ?? ''}`)),
  );
}
