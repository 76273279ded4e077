/** Pure helpers of the friendly pages: a coach's view of the match, and what a stop says. */
import { FRIENDLY, possessive, type LiveMatchView, type Side } from '@hardwood/shared';
import { formatClock } from '../live/live-logic';

/** A friendly's substitutions wait for the clock to stop. */
export const SUBSTITUTE_AT_STOP = 'Substitutions go in while the clock is stopped: at a timeout, a break or before the tip-off.';
/** What a spectator reads where a coach has his panels. */
export const FRIENDLY_VIEW_ONLY = 'View only: each side is coached by its manager.';

/** The match as `side`'s coach commands it: his side is the one the panels act on, the other read-only; a spectator (null) commands none. */
export function coachView(view: LiveMatchView, side: Side | null): LiveMatchView {
  return { ...view, home: { ...view.home, managed: side === 'home' }, away: { ...view.away, managed: side === 'away' } };
}

export const timeoutsLeftOf = (view: LiveMatchView, side: Side): number =>
  (side === 'home' ? view.headToHead?.homeTimeoutsLeft : view.headToHead?.awayTimeoutsLeft) ?? 0;

export const isReady = (view: LiveMatchView, side: Side): boolean =>
  (side === 'home' ? view.headToHead?.homeReady : view.headToHead?.awayReady) === true;

export const otherSide = (side: Side): Side => (side === 'home' ? 'away' : 'home');

/** Why the clock is stopped and for how long, in words; null while it runs or once the game is over. */
export function stopText(view: LiveMatchView): { title: string; detail: string } | null {
  const h2h = view.headToHead;
  if (!h2h || view.status === 'finished' || view.status === 'playing' || !h2h.stop) return null;
  const left = formatClock(h2h.stopSeconds);
  const team = h2h.stopSide === 'away' ? view.away.name : view.home.name;
  switch (h2h.stop) {
    case 'tip-off':
      return h2h.homeConnected && h2h.awayConnected
        ? { title: `Tip-off in ${left}`, detail: 'Sooner as soon as both coaches are ready.' }
        : { title: 'Waiting for both coaches', detail: 'The tip-off countdown starts once both are here.' };
    case 'timeout': {
      const side: Side = h2h.stopSide === 'away' ? 'away' : 'home';
      const remaining = timeoutsLeftOf(view, side);
      return {
        title: `Timeout ${team} · ${left}`,
        detail: `${remaining} timeout${remaining === 1 ? '' : 's'} left for ${team} (${FRIENDLY.timeoutsPerHalf} a half). Play resumes when it runs out or both coaches are ready.`,
      };
    }
    case 'break':
      return {
        title: `${view.quarter === 2 ? 'Half-time' : view.quarter >= 4 ? 'Overtime next' : `End of ${view.periodLabel}`} · ${left}`,
        detail: 'Make your changes: play resumes when the break runs out or both coaches are ready.',
      };
    case 'coach-away':
      return {
        title: `Waiting for ${possessive(team)} coach`,
        detail: `The clock is stopped. The AI takes over ${team} in ${left} if he is not back.`,
      };
    case 'return':
      return { title: `Play resumes in ${left}`, detail: 'Both coaches are here: sooner once both are ready.' };
    default:
      return null;
  }
}

/** A finished friendly from the caller's side: won, lost, or (a spectator) just the score. */
export function resultWord(result: { homeScore: number; awayScore: number }, side: Side | null): string {
  if (!side) return 'Final';
  const mine = side === 'home' ? result.homeScore : result.awayScore;
  const theirs = side === 'home' ? result.awayScore : result.homeScore;
  return mine > theirs ? 'Won' : 'Lost';
}
