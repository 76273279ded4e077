/** Player Loans without React: who may go, how far a loan has come, what the scouts say. */
import { LOAN_MAX_AGE_EXCLUSIVE, type ActiveLoan, type LoanSummary, type Player } from '@hardwood/shared';

/** Players under 23 who are not already on loan, youngest first. */
export function loanablePlayers(players: readonly Player[]): Player[] {
  return players
    .filter((p) => p.age < LOAN_MAX_AGE_EXCLUSIVE && !p.isOnLoan)
    .sort((a, b) => a.age - b.age || b.overallRating - a.overallRating);
}

/** Share of the loan's matchdays gone, 0-100 (a finished loan is 100). */
export function loanProgressPct(loan: Pick<ActiveLoan, 'status' | 'startMatchday' | 'currentMatchday' | 'duration'>): number {
  if (loan.status !== 'active') return 100;
  const gone = loan.currentMatchday - loan.startMatchday;
  return Math.max(0, Math.min(100, Math.round((100 * gone) / loan.duration)));
}

export const SENTIMENT_TONE = { neutral: 'slate', poor: 'red', average: 'yellow', good: 'green', excellent: 'blue' } as const;

export function sentimentLabel(sentiment: ActiveLoan['sentiment']): string {
  return sentiment.charAt(0).toUpperCase() + sentiment.slice(1);
}

/** The loan summary the server sends as JSON text; null when absent or unreadable. */
export function parseLoanSummary(text: string | null): LoanSummary | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<LoanSummary>;
    if (!Array.isArray(value.skillsChanged) || typeof value.overallChange !== 'number') return null;
    return { skillsChanged: value.skillsChanged, overallChange: value.overallChange };
  } catch {
    return null;
  }
}

/** Per-game figures for a loan card. */
export function perGame(
  loan: Pick<ActiveLoan, 'matchesPlayed' | 'totalMinutesPlayed' | 'pointsScored' | 'reboundsGrabbed' | 'assistsMade'>,
) {
  const per = (n: number) => (loan.matchesPlayed > 0 ? (n / loan.matchesPlayed).toFixed(1) : '0.0');
  return {
    minutes: per(loan.totalMinutesPlayed),
    points: per(loan.pointsScored),
    rebounds: per(loan.reboundsGrabbed),
    assists: per(loan.assistsMade),
  };
}
