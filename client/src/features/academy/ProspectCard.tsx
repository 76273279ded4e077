/**
 * A youth scout's report on a prospect: who he is and the
 * scout's potential range, with Sign (into a free academy slot of his
 * position) and Discard (confirmed: it pays the compensation). Used by the
 * academy's Scouting tab and the office's Scout Reports.
 */
import { useState } from 'react';
import { ACADEMY_DISCARD_COMPENSATION, formatEuros, ROUTES, type YouthProspect } from '@hardwood/shared';
import { Badge, Button } from '../../components/ui';
import { useRouteMutation } from '../../lib/contract';
import { ConfirmDialog, academyToasts, type Confirm } from './academy-ui';
import { potentialRangeText } from './tournament-logic';

export function discardText(name: string): string {
  return `Discarding ${name} pays ${formatEuros(ACADEMY_DISCARD_COMPENSATION)} in compensation and cannot be undone.`;
}

export function ProspectCard({ prospect }: { prospect: YouthProspect }) {
  const [confirm, setConfirm] = useState<Confirm>(null);
  const sign = useRouteMutation(
    ROUTES.youthScouting.signProspect,
    () => [{ prospectId: prospect.id }, {}],
    academyToasts('Prospect Signed!', 'Signing Failed'),
  );
  const discard = useRouteMutation(
    ROUTES.youthScouting.discardProspect,
    () => [{ prospectId: prospect.id }, {}],
    academyToasts('Prospect Discarded', 'Error'),
  );
  const busy = sign.isPending || discard.isPending;
  const p = prospect;
  return (
    <li
      className="space-y-2 rounded-xl border border-slate-800 bg-slate-900/80 p-3 text-sm"
      data-testid="youth-prospect"
      data-status={p.status}
    >
      <div className="flex items-center justify-between gap-2">
        <p className="font-semibold">
          {p.name}{' '}
          <span className="text-xs font-normal text-slate-400">
            {p.position} · {p.age} yrs · {p.nationality}
          </span>
        </p>
        <Badge tone="blue">OVR {p.overall}</Badge>
      </div>
      <p className="text-slate-300">
        {potentialRangeText(p)} <span className="text-xs text-slate-500">· reported on matchday {p.reportedAtMatchday}</span>
      </p>
      {p.status === 'available' ? (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={() => sign.mutate(undefined)} disabled={busy} aria-label={`Sign ${p.name}`}>
            {sign.isPending ? 'Signing...' : 'Sign'}
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={busy}
            aria-label={`Discard ${p.name}`}
            onClick={() =>
              setConfirm({
                title: `Discard ${p.name}?`,
                text: discardText(p.name),
                confirmLabel: 'Discard',
                action: () => discard.mutate(undefined),
              })
            }
          >
            Discard
          </Button>
        </div>
      ) : (
        <Badge tone={p.status === 'signed' ? 'green' : 'slate'}>{p.status === 'signed' ? 'Signed' : 'Discarded'}</Badge>
      )}
      {confirm ? <ConfirmDialog confirm={confirm} onClose={() => setConfirm(null)} /> : null}
    </li>
  );
}
