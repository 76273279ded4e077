/**
 * Player Loans: players young enough to go, the
 * loans of the season with their games, growth and the scouts' feedback,
 * Recall and Scout Report, and the summary of a player who came back.
 */
import { useEffect, useRef, useState } from 'react';
import { ROUTES, type ActiveLoan, type Player } from '@hardwood/shared';
import { Dialog } from '../../components/Dialog';
import { Badge, Button, EmptyState, ErrorNote, Loading, ProgressBar } from '../../components/ui';
import { errorMessage } from '../../lib/api';
import { useRouteMutation, useRouteQuery } from '../../lib/contract';
import { useRoster } from '../../lib/queries';
import { toast } from '../../lib/toast';
import { loanablePlayers, loanProgressPct, parseLoanSummary, perGame, sentimentLabel, SENTIMENT_TONE } from './loan-logic';
import { PlayerRow } from './PlayerRow';
import { SendLoanDialog } from './SendLoanDialog';
import { takeScoutReportFocus } from './transfer-signal';

function SummaryDialog({ loan, onClose }: { loan: { name: string; summary: string | null }; onClose: () => void }) {
  const summary = parseLoanSummary(loan.summary);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={`${loan.name} is back`} description="What the loan did for him">
      {summary ? (
        <div className="space-y-2 text-sm">
          <p>
            Overall {summary.overallChange >= 0 ? '+' : ''}
            {summary.overallChange}
          </p>
          {summary.skillsChanged.length === 0 ? <p className="text-slate-400">No skill changed.</p> : null}
          <ul className="grid grid-cols-2 gap-1">
            {summary.skillsChanged.map((s) => (
              <li key={s.skill} className="rounded bg-slate-950/60 px-2 py-1">
                {s.skill}: {s.from} → <span className="font-semibold text-green-300">{s.to}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="text-sm text-slate-400">No development summary.</p>
      )}
    </Dialog>
  );
}

function LoanCard({
  loan,
  focusReport,
  onSummary,
}: {
  loan: ActiveLoan;
  focusReport: boolean;
  onSummary: (s: { name: string; summary: string | null }) => void;
}) {
  const card = useRef<HTMLLIElement | null>(null);
  useEffect(() => {
    const button = card.current?.querySelector<HTMLButtonElement>('[data-scout-report]');
    if (!focusReport || !button) return;
    button.scrollIntoView({ block: 'center' });
    button.focus();
  }, [focusReport]);
  const recall = useRouteMutation(ROUTES.loans.recall, () => [{ loanId: loan.id }, {}], {
    onSuccess: (answer) => toast({ title: 'Player recalled', description: answer.message }),
    onRefreshed: (answer) => onSummary({ name: loan.player.name, summary: answer.completedLoan.loanSummary }),
    onError: (error) => toast({ title: 'Recall failed', description: errorMessage(error, ''), variant: 'destructive' }),
  });
  const report = useRouteMutation(ROUTES.loans.scoutReport, () => [{}, { loanId: loan.id }], {
    onSuccess: (answer) => toast({ title: 'Scout Report received', description: answer.report.text }),
    onError: (error) => toast({ title: 'Scout Report failed', description: errorMessage(error, ''), variant: 'destructive' }),
  });
  const per = perGame(loan);
  const active = loan.status === 'active';
  return (
    <li ref={card} className="space-y-2 rounded-xl border border-slate-800 bg-slate-900/80 p-3" data-testid="active-loan">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold">
          {loan.player.name}{' '}
          <span className="text-xs font-normal text-slate-400">
            → {loan.loanTeam.name} ({loan.loanTeam.country})
          </span>
        </p>
        <div className="flex gap-1">
          <Badge tone={SENTIMENT_TONE[loan.sentiment]}>{sentimentLabel(loan.sentiment)}</Badge>
          <Badge tone={active ? 'orange' : 'green'}>{loan.progressLabel}</Badge>
        </div>
      </div>
      <ProgressBar value={loanProgressPct(loan)} label={`${loan.player.name} loan progress`} />
      <p className="text-xs text-slate-500">
        Matchdays {loan.startMatchday}–{loan.endMatchday} · {loan.philosophy}
      </p>
      <dl className="grid grid-cols-3 gap-1 text-center text-xs sm:grid-cols-6">
        {[
          ['Games', String(loan.matchesPlayed)],
          ['MIN', per.minutes],
          ['PTS', per.points],
          ['REB', per.rebounds],
          ['AST', per.assists],
          ['FG', `${loan.fieldGoalsMade}/${loan.fieldGoalAttempts}`],
        ].map(([label, value]) => (
          <div key={label} className="rounded bg-slate-950/60 px-1 py-1">
            <dt className="text-slate-500">{label}</dt>
            <dd className="font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-slate-400">
        Gains: experience +{loan.experienceGained}, athleticism +{loan.athleticismGained}, technique +{loan.techniqueGained}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button data-scout-report size="sm" variant="secondary" onClick={() => report.mutate()} disabled={report.isPending}>
          {report.isPending ? 'Scouting...' : 'Scout Report'}
        </Button>
        {active ? (
          <Button size="sm" variant="outline" onClick={() => recall.mutate()} disabled={recall.isPending}>
            Recall
          </Button>
        ) : (
          <Button size="sm" variant="outline" onClick={() => onSummary({ name: loan.player.name, summary: loan.loanSummary })}>
            Summary
          </Button>
        )}
      </div>
    </li>
  );
}

export function PlayerLoansPanel() {
  const roster = useRoster();
  const loans = useRouteQuery(ROUTES.loans.active, {});
  const [sending, setSending] = useState<Player | null>(null);
  const [summary, setSummary] = useState<{ name: string; summary: string | null } | null>(null);
  // The office's Scout Reports asked to focus the first loan's scout-report button.
  const [focusReport] = useState(takeScoutReportFocus);
  const eligible = loanablePlayers(roster.data ?? []);
  return (
    <div className="space-y-4">
      <section aria-labelledby="loans-active" className="space-y-2">
        <h2 id="loans-active" className="font-semibold">
          Loans this season
        </h2>
        {loans.isLoading ? <Loading text="Loading loans..." /> : null}
        {loans.isError ? <ErrorNote>Error loading loans: {errorMessage(loans.error, 'Failed to fetch active loans')}</ErrorNote> : null}
        {loans.data && loans.data.length === 0 ? <EmptyState title="No players currently on loan" /> : null}
        <ul className="grid gap-2 md:grid-cols-2">
          {(loans.data ?? []).map((l, i) => (
            <LoanCard key={l.id} loan={l} focusReport={focusReport && i === 0} onSummary={setSummary} />
          ))}
        </ul>
      </section>
      <section aria-labelledby="loans-eligible" className="space-y-2">
        <h2 id="loans-eligible" className="font-semibold">
          Players who can go on loan
        </h2>
        {roster.isLoading ? <Loading text="Loading your players..." /> : null}
        {roster.isError ? <ErrorNote>Failed to fetch roster.</ErrorNote> : null}
        {roster.data && eligible.length === 0 ? <EmptyState title="No players under 23 available for loan" /> : null}
        <ul className="grid gap-2">
          {eligible.map((p) => (
            <PlayerRow
              key={p.id}
              player={p}
              testId="loan-player"
              details={`Fitness ${p.fitness}% · ${p.careerPhase}`}
              action={
                <Button size="sm" onClick={() => setSending(p)}>
                  Send on Loan
                </Button>
              }
            />
          ))}
        </ul>
      </section>
      {sending ? <SendLoanDialog player={sending} onClose={() => setSending(null)} /> : null}
      {summary ? <SummaryDialog loan={summary} onClose={() => setSummary(null)} /> : null}
    </div>
  );
}
