/** Pure helpers of the Live Centre screens: labels, picks and look-ups over the public listing. */
import { isCloseFinish, QUARTERS, type LiveCentre, type LiveCentreMatch, type LiveMatchView } from '@hardwood/shared';
import { formatClock } from '../live/live-logic';

/** "tied game" or "3-point game". */
export const marginText = (margin: number) => (margin === 0 ? 'tied game' : `${Math.abs(margin)}-point game`);
export const marginLabel = (homeScore: number, awayScore: number) => marginText(homeScore - awayScore);

export const matchTitle = (m: { home: { name: string }; away: { name: string } }) => `${m.home.name} vs ${m.away.name}`;

/** Where a live game stands: "Q3", "Half-time"-like breaks say so, a game not yet started says "Tip-off". */
export function periodText(m: Pick<LiveCentreMatch, 'matchStatus' | 'periodLabel' | 'quarter'>): string {
  if (m.matchStatus === 'not_started') return 'Tip-off';
  if (m.matchStatus === 'finished') return 'Final';
  if (m.matchStatus === 'break') return m.quarter === 2 ? 'Half-time' : `End of ${m.periodLabel}`;
  return m.periodLabel || `Q${m.quarter}`;
}

/**
 * How far a game has gone, in game seconds as one number (a later period
 * always counts more): the whip-around's fallback follows the game nearest
 * its end when no finish is close.
 */
const progressOf = (m: Pick<LiveCentreMatch, 'quarter' | 'clock'>) => m.quarter * 100_000 - m.clock;

/** Among games still going, the one nearest its end (ties: the smaller id, so the pick is stable). */
export function nearestEnd<M extends LiveCentreMatch>(live: readonly M[]): M | null {
  let best: M | null = null;
  for (const m of live) {
    if (m.matchStatus === 'finished') continue;
    if (!best || progressOf(m) > progressOf(best) || (progressOf(m) === progressOf(best) && m.matchId < best.matchId)) best = m;
  }
  return best;
}

/** Everything the listing knows about one match: live, a recent result or a coming fixture. */
export function findListedMatch(listing: LiveCentre | undefined, matchId: string): LiveCentreMatch | null {
  if (!listing) return null;
  return (
    listing.live.find((m) => m.matchId === matchId) ??
    listing.results.find((m) => m.matchId === matchId) ??
    listing.upcoming.find((m) => m.matchId === matchId) ??
    null
  );
}

/** The figures a follow caption reads: a listed match's, or once joined the room's own (those its scoreboard shows). */
export type FollowState = Pick<
  LiveCentreMatch,
  'matchId' | 'matchStatus' | 'quarter' | 'clock' | 'homeScore' | 'awayScore' | 'periodLabel'
> & {
  status?: string;
};

/** The room's view as a follow caption reads it: the caption and the scoreboard then tell one story. */
export const followStateOfView = (v: LiveMatchView): FollowState => ({
  matchId: v.matchId,
  matchStatus: v.status,
  quarter: v.quarter,
  clock: v.clock,
  homeScore: v.homeScore,
  awayScore: v.awayScore,
  periodLabel: v.periodLabel,
});

/** The period a caption names: "Q4", "OT1". */
export const periodName = (m: Pick<FollowState, 'periodLabel' | 'quarter'>) => m.periodLabel || `Q${m.quarter}`;

/** Why the whip-around shows this game, in one sentence. */
export function followReason(m: FollowState): string {
  if (m.matchStatus === 'finished' || m.status === 'finished')
    return `Final: ${m.homeScore}-${m.awayScore}. Waiting for the next close game.`;
  if (isCloseFinish(m))
    return `Closest finish: ${marginLabel(m.homeScore, m.awayScore)}, ${formatClock(m.clock)} left in ${periodName(m)}.`;
  if (m.quarter < QUARTERS) return `No close finish yet: this is the game nearest its end (${periodText(m)}).`;
  return `No close finish yet: this is the game nearest its end (${periodText(m)}, ${marginLabel(m.homeScore, m.awayScore)}).`;
}

/** Progress through the cycle, 0-100. */
export const cycleProgress = (c: LiveCentre['competition']) => (c.matchesTotal > 0 ? (c.matchesPlayed / c.matchesTotal) * 100 : 0);
