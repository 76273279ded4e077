/**
 * Scout Reports: the scouts' reports on loaned players, the way
 * to the Player Loans tab of Transfers (the link opens it through its signal
 * and focuses the scout-report button), the youth scouts' prospect reports
 * (signed or discarded here as in the academy), and the clubs the scouts
 * have covered.
 */
import { useLocation } from 'wouter';
import { ROUTES } from '@hardwood/shared';
import { Button, EmptyState, ErrorNote, Loading } from '../../components/ui';
import { useRouteQuery } from '../../lib/contract';
import { useEuropeanLeagues } from '../../lib/queries';
import { ProspectCard } from '../academy/ProspectCard';
import { availableFirst, reportsDueText } from '../academy/tournament-logic';
import { requestTransferTab } from '../transfers/transfer-signal';

export function ScoutReportsPanel() {
  const [, navigate] = useLocation();
  const scouted = useRouteQuery(ROUTES.transfers.scoutedTeams, {});
  const reports = useRouteQuery(ROUTES.loans.scoutReports, {});
  const prospects = useRouteQuery(ROUTES.youthScouting.reports, {});
  const prospectsDue = reportsDueText(prospects.data?.reportsDue ?? 0);
  // Scouted clubs play in other leagues: their names come with those leagues' tables.
  const leagues = useEuropeanLeagues();
  const openLoans = () => {
    requestTransferTab('loans', { focusScoutReport: true });
    navigate('/transfers');
  };
  const names = new Map(
    (leagues.data ?? []).flatMap((l) => l.standings.map((row) => [row.teamId, `${row.teamName} · ${l.name}`] as const)),
  );
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-slate-800 bg-slate-900/80 p-3">
        <p className="text-sm text-slate-300">Reports on your loaned players come from the Player Loans tab.</p>
        <Button size="sm" onClick={openLoans}>
          Open Player Loans
        </Button>
      </div>
      <section aria-label="Loan scout reports" className="space-y-2">
        <h2 className="text-sm font-semibold text-slate-400">Reports on loaned players</h2>
        {reports.isLoading ? <Loading text="Loading scout reports..." /> : null}
        {reports.isError ? <ErrorNote>Failed to fetch scout reports</ErrorNote> : null}
        {reports.data && reports.data.length === 0 ? (
          <p className="text-sm text-slate-500">No reports yet: ask for one from a loan, and each loan ends with one.</p>
        ) : null}
        <ul className="grid gap-2">
          {(reports.data ?? []).map((r) => (
            <li key={r.id} className="rounded-xl border border-slate-800 bg-slate-900/80 p-3 text-sm" data-testid="scout-report">
              <p className="font-semibold">
                {r.playerName}{' '}
                <span className="text-xs font-normal text-slate-400">
                  at {r.loanTeamName} · matchday {r.matchday} · {r.kind === 'final' ? 'final report' : 'requested'}
                </span>
              </p>
              <p className="mt-1 text-slate-300">{r.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-label="Youth prospects" className="space-y-2">
        <h2 className="text-sm font-semibold text-slate-400">Youth prospects</h2>
        {prospects.isLoading ? <Loading text="Loading youth prospects..." /> : null}
        {prospects.isError ? <ErrorNote>Failed to fetch youth prospect reports</ErrorNote> : null}
        {prospectsDue ? <p className="text-sm text-sky-300">{prospectsDue}</p> : null}
        {prospects.data && prospects.data.reports.length === 0 ? (
          <p className="text-sm text-slate-500">No youth prospects yet: send a scout from the Scouting tab of the Youth Academy.</p>
        ) : null}
        <ul className="grid gap-2 md:grid-cols-2">
          {availableFirst(prospects.data?.reports ?? []).map((p) => (
            <ProspectCard key={p.id} prospect={p} />
          ))}
        </ul>
      </section>
      {scouted.isLoading ? <Loading text="Loading scouted teams..." /> : null}
      {scouted.isError ? <ErrorNote>Failed to fetch scouted teams</ErrorNote> : null}
      {scouted.data && scouted.data.length === 0 ? (
        <EmptyState title="No teams scouted yet">
          Scout a club from Find Players in Transfers to see its roster and its young players' potential.
        </EmptyState>
      ) : null}
      {scouted.data && scouted.data.length > 0 ? (
        <section aria-label="Scouted teams">
          <h2 className="mb-2 text-sm font-semibold text-slate-400">Scouted teams</h2>
          <ul className="grid gap-1 text-sm sm:grid-cols-2">
            {scouted.data.map((id) => (
              <li key={id} className="rounded-lg bg-slate-900/80 px-3 py-2">
                {names.get(id) ?? `Club ${id}`}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
