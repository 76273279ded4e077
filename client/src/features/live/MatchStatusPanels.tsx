/** The panels between and after the periods (part 1 §2): the break, and the final score. Who may act adds its own buttons. */
import type { ReactNode } from 'react';
import type { LiveMatchView } from '@hardwood/shared';

export function BreakPanel({ view, note, children }: { view: LiveMatchView; note: string; children?: ReactNode }) {
  return (
    <div className="rounded-xl border border-court-600/50 bg-court-500/10 p-4 text-center" role="status">
      <p className="font-semibold">{view.quarter >= 4 ? 'Tied after regulation: overtime (European Rules)' : `End of ${view.periodLabel}`}</p>
      <p className="text-sm text-slate-300">{note}</p>
      {children}
    </div>
  );
}

export function FinalPanel({ view, children }: { view: LiveMatchView; children?: ReactNode }) {
  return (
    <div className="rounded-xl border border-emerald-700 bg-emerald-950/40 p-4 text-center" role="status">
      <p className="font-semibold">
        Final: {view.home.name} {view.homeScore} - {view.awayScore} {view.away.name}
      </p>
      {children}
    </div>
  );
}
