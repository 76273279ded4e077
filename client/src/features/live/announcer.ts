/**
 * What a screen reader hears of a live match: the score when it
 * changes, the period when it changes, and the latest play, at most one
 * announcement every few seconds (the newest wins) so a fast game does not
 * flood the listener.
 */
import type { LiveEventView, LiveMatchView } from '@hardwood/shared';

export const ANNOUNCE_EVERY_MS = 3_000;

export interface Heard {
  homeScore: number;
  awayScore: number;
  periodLabel: string;
  status: string;
  seq: number;
}

/** The sentence for what changed since `heard`, or null when nothing worth saying did. */
export function announcement(heard: Heard | null, view: LiveMatchView, latest: LiveEventView | undefined): string | null {
  const periodChanged = !heard || heard.periodLabel !== view.periodLabel || heard.status !== view.status;
  const scoreChanged = !heard || heard.homeScore !== view.homeScore || heard.awayScore !== view.awayScore;
  const newPlay = latest && latest.seq !== (heard?.seq ?? 0) && latest.text ? latest.text : null;
  if (!periodChanged && !scoreChanged && !newPlay) return null;
  const parts: string[] = [];
  if (periodChanged) {
    if (view.status === 'break') parts.push(`End of ${view.periodLabel}.`);
    else if (view.status === 'finished') parts.push('Final.');
    else if (view.status === 'playing') parts.push(`${view.periodLabel} under way.`);
  }
  if (newPlay) parts.push(newPlay.endsWith('.') ? newPlay : `${newPlay}.`);
  parts.push(`${view.home.name} ${view.homeScore}, ${view.away.name} ${view.awayScore}.`);
  return parts.join(' ');
}

export function heardOf(view: LiveMatchView, latest: LiveEventView | undefined): Heard {
  return {
    homeScore: view.homeScore,
    awayScore: view.awayScore,
    periodLabel: view.periodLabel,
    status: view.status,
    seq: latest?.seq ?? 0,
  };
}
