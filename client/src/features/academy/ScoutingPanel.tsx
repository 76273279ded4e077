/**
 * Youth scouting in the academy: send a scout (any position
 * or one) at the tier's price; his reports arrive one a matchday and are
 * signed into a free slot or discarded for the compensation.
 */
import { useId, useState } from 'react';
import { formatEuros, POSITIONS, ROUTES, YOUTH_SCOUTING, type AcademyType, type Position } from '@hardwood/shared';
import { Button, Card, CardTitle, EmptyState, ErrorNote, Loading } from '../../components/ui';
import { useRouteMutation, useRouteQuery } from '../../lib/contract';
import { academyToasts } from './academy-ui';
import { ProspectCard } from './ProspectCard';
import { reportsDueText } from './tournament-logic';

export function sendScoutLabel(cost: number): string {
  return `Send Scout (${formatEuros(cost)})`;
}

export function ScoutingPanel({ academyType }: { academyType: AcademyType }) {
  const reports = useRouteQuery(ROUTES.youthScouting.reports, {});
  const [position, setPosition] = useState<Position | ''>('');
  const selectId = useId();
  const send = useRouteMutation(
    ROUTES.youthScouting.start,
    (p: Position | '') => [{}, p ? { position: p } : {}],
    academyToasts('Scout Sent!', 'Scouting Failed'),
  );
  // The server's price; the tier's while the reports load.
  const cost = reports.data?.scoutingCost ?? YOUTH_SCOUTING[academyType].cost;
  const due = reportsDueText(reports.data?.reportsDue ?? 0);
  const available = (reports.data?.reports ?? []).filter((r) => r.status === 'available');

  return (
    <div className="space-y-4">
      <Card className="space-y-3">
        <CardTitle>Youth Scouting</CardTitle>
        <p className="text-sm text-slate-300">
          A scout finds {YOUTH_SCOUTING[academyType].prospects} prospects, one report a matchday from the next. Sign the ones you like into
          a free slot of their position.
        </p>
        <div className="flex flex-wrap items-end gap-2">
          <label htmlFor={selectId} className="flex flex-col gap-1 text-xs text-slate-400">
            Scout position
            <select
              id={selectId}
              value={position}
              onChange={(e) => setPosition(e.target.value as Position | '')}
              className="h-10 rounded-lg border border-slate-700 bg-slate-950 px-2 text-sm text-slate-100"
            >
              <option value="">Any</option>
              {POSITIONS.map((p) => (
                <option key={p} value={p}>
                  {p}
                </option>
              ))}
            </select>
          </label>
          <Button onClick={() => send.mutate(position)} disabled={send.isPending || reports.isLoading}>
            {send.isPending ? 'Sending...' : sendScoutLabel(cost)}
          </Button>
        </div>
        {due ? (
          <p className="text-sm text-sky-300" data-testid="reports-due">
            {due}
          </p>
        ) : null}
      </Card>

      <section aria-labelledby="prospects-title" className="space-y-2">
        <h2 id="prospects-title" className="font-semibold">
          Prospect Reports
        </h2>
        {reports.isLoading ? <Loading text="Loading scout reports..." /> : null}
        {reports.isError ? <ErrorNote>Failed to fetch scout reports</ErrorNote> : null}
        {reports.data && available.length === 0 ? (
          <EmptyState title="No prospect reports">
            {due ? 'Your scout reports one prospect a matchday.' : 'Send a scout to find young talent.'}
          </EmptyState>
        ) : null}
        <ul className="grid gap-2 md:grid-cols-2">
          {available.map((p) => (
            <ProspectCard key={p.id} prospect={p} />
          ))}
        </ul>
      </section>
    </div>
  );
}
