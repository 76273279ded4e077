/**
 * A league's matchdays tip off on its calendar: the schedule shows each
 * coming matchday's time instead of a Play button (nobody starts a league
 * match by hand). Read from the manager's active world; null in a career.
 */
import { ROUTES } from '@hardwood/shared';
import { useRouteQuery } from '../../lib/contract';

export interface LeagueTimes {
  /** When the matchday tips off, or null for one already under way or past. */
  tipOffOf(matchday: number): Date | null;
}

/** The calendar of the league the manager is looking at, or null in his career (or while it loads). */
export function useLeagueTimes(): LeagueTimes | null {
  const worlds = useRouteQuery(ROUTES.worlds.mine, {});
  const active = worlds.data?.worlds.find((w) => w.active);
  if (!active || active.kind !== 'league' || !active.round || !active.calendar) return null;
  const { round, calendar } = active;
  const next = Date.parse(round.tipOffAt);
  const under = round.status !== 'waiting';
  return {
    tipOffOf(matchday) {
      if (matchday < round.matchday || (under && matchday === round.matchday)) return null;
      return new Date(next + (matchday - round.matchday) * calendar.everySeconds * 1000);
    },
  };
}

/** "Sat 28 Nov, 20:00": a tip-off in the manager's own time. */
export function tipOffText(at: Date): string {
  return at.toLocaleString(undefined, { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
}
