/** The decision review in words and numbers: marks, signed figures, where a decision sits on the win line. */
import { periodLabel, type DecisionMark, type ReviewedDecision } from '@hardwood/shared';
import { formatClock } from '../live/live-logic';

/** The review is worked out off the request: a pending answer is asked again this often. */
export const REVIEW_POLL_MS = 1_000;

export const MARK_LABEL: Record<DecisionMark, string> = { good: 'Good', neutral: 'Neutral', doubtful: 'Doubtful', costly: 'Costly' };
export const MARK_TONE: Record<DecisionMark, 'green' | 'slate' | 'yellow' | 'red'> = {
  good: 'green',
  neutral: 'slate',
  doubtful: 'yellow',
  costly: 'red',
};
/** The win line's dots, as SVG fills. */
export const MARK_FILL: Record<DecisionMark, string> = { good: '#34d399', neutral: '#94a3b8', doubtful: '#fbbf24', costly: '#f87171' };

/** "+3.1", "−0.4": one decimal, always signed. */
export const signedTenths = (x: number) => `${x < 0 ? '−' : '+'}${Math.abs(x).toFixed(1)}`;

export const winDeltaText = (d: Pick<ReviewedDecision, 'winDelta' | 'winDeltaError'>) =>
  `${signedTenths(d.winDelta)} ± ${Math.abs(d.winDeltaError).toFixed(1)} win %`;
export const pointsDeltaText = (d: Pick<ReviewedDecision, 'pointsDelta'>) => `${signedTenths(d.pointsDelta)} pts`;
export const coachingPointsText = (points: number) => `Points your coaching added: ${signedTenths(points)}`;

/** "Q4 9:58": when the decision was taken, as the scoreboard said it. */
export const decisionStamp = (d: Pick<ReviewedDecision, 'period' | 'clock'>) => `${periodLabel(d.period)} ${formatClock(d.clock)}`;

/** The win line (one value at tip-off, then one per game minute) at a game second, between its minutes. */
export function winLineAt(winLine: readonly number[], second: number): number {
  if (winLine.length === 0) return 50;
  const minute = Math.max(0, Math.min(winLine.length - 1, second / 60));
  const below = Math.floor(minute);
  const from = winLine[below] ?? 50;
  const to = winLine[Math.min(winLine.length - 1, below + 1)] ?? from;
  return from + (to - from) * (minute - below);
}
