/**
 * Recover Fitness: a paid physio session, once a matchday. The button shows
 * its price; booking asks first, with the cost, the budget after it and what
 * it takes off the board's wage limit (spending reserves lowers its reserves
 * part), and spends nothing until confirmed.
 */
import { useState } from 'react';
import { countOf, FITNESS_RECOVERY_AMOUNT, formatEuros, ROUTES, wageLimit } from '@hardwood/shared';
import { Dialog } from '../../components/Dialog';
import { Button } from '../../components/ui';
import { errorMessage } from '../../lib/api';
import { useRouteMutation, useRouteQuery } from '../../lib/contract';
import { toast } from '../../lib/toast';
import { useWageSummary } from '../contracts';

/** The one amount a session recovers (the server accepts no other). */
const RECOVERY = { recoveryAmount: FITNESS_RECOVERY_AMOUNT } as const;

export function RecoverFitnessAction() {
  const [confirming, setConfirming] = useState(false);
  const quote = useRouteQuery(ROUTES.players.fitnessRecoveryQuote, {});
  const wages = useWageSummary();
  const recover = useRouteMutation(ROUTES.players.recoverFitness, () => [{}, RECOVERY], {
    onSuccess: (answer) => {
      toast({
        title: 'Fitness Recovery Complete',
        description: `Players recovered ${FITNESS_RECOVERY_AMOUNT}% fitness (${countOf(answer.recovered, 'player')}, ${formatEuros(answer.cost)}).`,
      });
    },
    onError: (error) =>
      toast({
        title: 'Recovery Failed',
        description: errorMessage(error, 'Unable to recover player fitness. Please try again later.'),
        variant: 'destructive',
      }),
  });
  const blocked = quote.data
    ? quote.data.usedThisMatchday
      ? 'Used this matchday'
      : quote.data.tiredPlayers === 0
        ? 'Everyone is fit'
        : null
    : null;
  const cost = quote.data && blocked === null ? quote.data.cost : null;
  const limit = wages.data?.limit;
  const limitAfter = limit && cost !== null ? wageLimit({ projectedIncome: limit.projectedIncome, cash: limit.reserves - cost }) : null;

  return (
    <div className="flex flex-col items-end gap-1">
      <Button variant="secondary" onClick={() => setConfirming(true)} disabled={recover.isPending || cost === null}>
        {recover.isPending ? 'Recovering...' : cost !== null ? `Recover Fitness · ${formatEuros(cost)}` : 'Recover Fitness'}
      </Button>
      {blocked ? <span className="text-xs text-slate-400">{blocked}</span> : null}
      {confirming && cost !== null && quote.data ? (
        <Dialog
          open
          onOpenChange={(open) => !open && setConfirming(false)}
          title="Book the physio?"
          description={`${quote.data.tiredPlayers} tired ${quote.data.tiredPlayers === 1 ? 'player recovers' : 'players recover'} ${FITNESS_RECOVERY_AMOUNT}% fitness, once this matchday.`}
        >
          <dl className="mb-4 space-y-1 text-sm" data-testid="recovery-cost">
            <div className="flex justify-between gap-3">
              <dt className="text-slate-400">Cost</dt>
              <dd className="font-semibold tabular-nums">{formatEuros(cost)}</dd>
            </div>
            {limit ? (
              <div className="flex justify-between gap-3">
                <dt className="text-slate-400">Budget after</dt>
                <dd className="tabular-nums">{formatEuros(limit.reserves - cost)}</dd>
              </div>
            ) : null}
            {limit && limitAfter && limitAfter.total < limit.total ? (
              <div className="flex justify-between gap-3">
                <dt className="text-slate-400">Wage limit after</dt>
                <dd className="tabular-nums">
                  {formatEuros(limitAfter.total)} (−{formatEuros(limit.total - limitAfter.total)})
                </dd>
              </div>
            ) : null}
          </dl>
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button
              onClick={() => {
                setConfirming(false);
                recover.mutate();
              }}
            >
              Pay {formatEuros(cost)}
            </Button>
          </div>
        </Dialog>
      ) : null}
    </div>
  );
}
