/**
 * The General Manager Office: the matchday, the pending badge, an
 * alert box of up to three matters, and six tabs; opening a tab marks its
 * matters read (the badge drops, and live play opens once none are left).
 */
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import { ROUTES, type OfficeNotification } from '@hardwood/shared';
import { Badge, cx } from '../../components/ui';
import { callRoute, useRefreshAfter, useRouteQuery } from '../../lib/contract';
import { useDashboard } from '../../lib/queries';
import { ExpiringContractsPanel } from '../contracts';
import { MedicalPanel } from './MedicalPanel';
import { AgentRequestsPanel, SalariesPanel } from './OfficePanels';
import { ScoutReportsPanel } from './ScoutReportsPanel';
import { SponsorshipsPanel } from './SponsorshipsPanel';
import { officeTabFor } from './office-gate';
import { alertLines, mattersOfTab, OFFICE_TABS, type OfficeTabId } from './office-logic';

export function OfficeTab() {
  // The schedule's gate links straight to the tab of the matter that holds the match.
  const search = useSearch();
  const [tab, setTab] = useState<OfficeTabId>(() => officeTabFor(search));
  const dashboard = useDashboard();
  const pending = useRouteQuery(ROUTES.office.notifications, {});
  const refreshAfter = useRefreshAfter();
  // Several marks in one mutation; whatever got through is refreshed, even after a failure.
  const { mutate: markRead } = useMutation({
    mutationFn: async (matters: OfficeNotification[]) => {
      for (const n of matters)
        await callRoute(ROUTES.office.markRead, {}, { notificationType: n.notificationType, relatedId: n.relatedId });
    },
    onSettled: () => refreshAfter(ROUTES.office.markRead),
  });
  // Each matter is marked once per visit: a failed mark is not retried in a loop.
  const attempted = useRef(new Set<string>());
  const unread = mattersOfTab(tab, pending.data ?? []).filter((n) => !attempted.current.has(n.id));
  // Opening a tab (or new matters arriving in the open one) marks them read.
  useEffect(() => {
    if (unread.length === 0) return;
    for (const n of unread) attempted.current.add(n.id);
    markRead(unread);
  }, [unread, markRead]);
  const { shown, more } = alertLines(pending.data ?? []);

  return (
    <section aria-labelledby="office-title" className="space-y-4">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h1 id="office-title" className="text-2xl font-bold">
          General Manager Office
        </h1>
        <div className="flex items-center gap-2 text-sm text-slate-400">
          <span>Matchday {dashboard.data?.currentMatchday ?? '…'}</span>
          <Badge tone={(pending.data?.length ?? 0) > 0 ? 'red' : 'slate'}>
            <span data-testid="office-pending">{pending.data?.length ?? 0}</span>&nbsp;pending
          </Badge>
        </div>
      </header>
      {pending.isError ? <p className="text-sm text-red-300">Failed to fetch notifications</p> : null}
      {shown.length > 0 ? (
        <div role="alert" className="rounded-xl border border-amber-700/60 bg-amber-950/40 p-3 text-sm text-amber-100">
          <ul className="list-disc space-y-1 pl-5">
            {shown.map((n) => (
              <li key={n.id}>{n.title}</li>
            ))}
          </ul>
          {more ? <p className="mt-1 text-amber-300">{more}</p> : null}
        </div>
      ) : null}
      <div role="tablist" aria-label="Office" className="flex gap-1 overflow-x-auto">
        {OFFICE_TABS.map((t) => {
          const count = mattersOfTab(t.id, pending.data ?? []).length;
          return (
            <button
              key={t.id}
              type="button"
              role="tab"
              aria-selected={tab === t.id}
              onClick={() => setTab(t.id)}
              className={cx(
                'shrink-0 rounded-full px-3 py-1.5 text-sm font-semibold',
                tab === t.id ? 'bg-court-500 text-slate-950' : 'bg-slate-800 text-slate-300 hover:bg-slate-700',
              )}
            >
              {t.label}
              {count > 0 ? <span className="ml-1 rounded-full bg-red-600 px-1.5 text-[10px] text-white">{count}</span> : null}
            </button>
          );
        })}
      </div>
      <div role="tabpanel">
        {tab === 'salaries' ? <SalariesPanel /> : null}
        {tab === 'agents' ? <AgentRequestsPanel /> : null}
        {tab === 'medical' ? <MedicalPanel /> : null}
        {tab === 'sponsors' ? <SponsorshipsPanel /> : null}
        {tab === 'scouts' ? <ScoutReportsPanel /> : null}
        {tab === 'contracts' ? <ExpiringContractsPanel /> : null}
      </div>
    </section>
  );
}
