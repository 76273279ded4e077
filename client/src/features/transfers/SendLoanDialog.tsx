/** Sending a young player on loan: a destination from his options and a duration. */
import { useState } from 'react';
import { LOAN_DEFAULT_DURATION, LOAN_DURATIONS, ROUTES, type Player } from '@hardwood/shared';
import { Dialog } from '../../components/Dialog';
import { Badge, Button, cx, EmptyState, ErrorNote, Loading } from '../../components/ui';
import { errorMessage } from '../../lib/api';
import { useRouteMutation, useRouteQuery } from '../../lib/contract';
import { toast } from '../../lib/toast';

const PHILOSOPHY_NOTE: Record<string, string> = {
  'develops youth': 'starts young players: the most minutes',
  balanced: 'starts him if he is close to their best five',
  'plays veterans': 'brings him off the bench',
};

export function SendLoanDialog({ player, onClose }: { player: Player; onClose: () => void }) {
  const [clubId, setClubId] = useState<string | null>(null);
  const [duration, setDuration] = useState<number>(LOAN_DEFAULT_DURATION);
  const send = useRouteMutation(
    ROUTES.loans.send,
    () => [{}, { playerId: player.id, loanTeamId: clubId ?? '', duration: duration as (typeof LOAN_DURATIONS)[number] }],
    {
      onSuccess: (answer) => toast({ title: 'Player sent on loan', description: answer.message }),
      onRefreshed: () => onClose(),
      onError: (error) =>
        toast({ title: 'Loan failed', description: errorMessage(error, 'Failed to send player on loan'), variant: 'destructive' }),
    },
  );
  const options = useRouteQuery(ROUTES.loans.options, { playerId: player.id });
  const submit = () => {
    if (!clubId || !duration) {
      toast({ title: 'Missing information', description: 'Please select a loan destination and duration.', variant: 'destructive' });
      return;
    }
    send.mutate();
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Send ${player.name} on loan`}
      description={`${player.position} · ${player.age} yrs · overall ${player.overallRating}`}
    >
      <div className="space-y-4">
        {options.isLoading ? <Loading text="Loading loan options..." /> : null}
        {options.isError ? <ErrorNote>Failed to fetch loan options</ErrorNote> : null}
        {options.data && options.data.length === 0 ? <EmptyState title="No loan options available" /> : null}
        {options.data && options.data.length > 0 ? (
          <fieldset className="space-y-2">
            <legend className="mb-1 text-sm font-semibold text-slate-300">Destination</legend>
            {options.data.map((o) => (
              <label
                key={o.id}
                className={cx(
                  'flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm',
                  clubId === o.id ? 'border-court-500 bg-court-500/10' : 'border-slate-800 bg-slate-950/40 hover:border-slate-600',
                )}
              >
                <input
                  type="radio"
                  name="loan-club"
                  value={o.id}
                  checked={clubId === o.id}
                  onChange={() => setClubId(o.id)}
                  className="mt-1"
                />
                <span className="min-w-0 flex-1">
                  <span className="font-semibold">{o.name}</span> <span className="text-slate-400">· {o.country}</span>
                  <span className="mt-1 block text-xs text-slate-400">
                    <Badge tone={o.philosophy === 'develops youth' ? 'green' : o.philosophy === 'balanced' ? 'blue' : 'slate'}>
                      {o.philosophy}
                    </Badge>{' '}
                    {PHILOSOPHY_NOTE[o.philosophy] ?? ''}
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
        ) : null}
        <label className="block text-sm">
          <span className="mb-1 block font-semibold text-slate-300">Duration</span>
          <select
            value={duration}
            onChange={(e) => setDuration(Number(e.target.value))}
            className="h-10 w-full rounded-lg border border-slate-700 bg-slate-950 px-2"
          >
            {LOAN_DURATIONS.map((d) => (
              <option key={d} value={d}>
                {d} matchdays
              </option>
            ))}
          </select>
        </label>
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} disabled={send.isPending}>
            {send.isPending ? 'Sending...' : 'Send on Loan'}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
