/**
 * Sell Players: the manager's roster at market value. The
 * club finds the buyer and the price is the market value. The server's sale
 * options say which sales are offered at all (some club can afford him, the
 * squad keeps its minimum, no block) and why not; an offered sale succeeds
 * at the rules page's rate, and a failure blocks the player until a later
 * matchday.
 */
import { useState } from 'react';
import { formatEuros, marketValue, ROUTES, SALE_SUCCESS_CHANCE, type Player, type SaleOption } from '@hardwood/shared';
import { Dialog } from '../../components/Dialog';
import { Button, EmptyState, ErrorNote, Loading } from '../../components/ui';
import { errorMessage } from '../../lib/api';
import { useRouteMutation, useRouteQuery } from '../../lib/contract';
import { useDashboard, useRoster } from '../../lib/queries';
import { toast } from '../../lib/toast';
import { perSeason } from '../contracts';
import { sellAvailability } from './market-logic';
import { PlayerRow } from './PlayerRow';

export function SellPlayersPanel() {
  const roster = useRoster();
  const dashboard = useDashboard();
  const saleOptions = useRouteQuery(ROUTES.transfers.saleOptions, {});
  const options = new Map<string, SaleOption>((saleOptions.data ?? []).map((o) => [o.playerId, o]));
  const [selling, setSelling] = useState<Player | null>(null);
  const sellingFee = selling ? (options.get(selling.id)?.fee ?? marketValue(selling.overallRating, selling.age)) : 0;
  const players = [...(roster.data ?? [])].sort((a, b) => b.overallRating - a.overallRating || a.name.localeCompare(b.name));

  // A failed sale changes the player too (morale, the block): both outcomes are successes that refresh.
  const sell = useRouteMutation(ROUTES.transfers.sellPlayer, (player: Player) => [{ playerId: player.id }], {
    onSuccess: (answer) => {
      if (answer.success) {
        const amount = answer.transaction ? Math.abs(answer.transaction.amount) : undefined;
        toast({
          title: 'Transfer Completed!',
          description: amount !== undefined ? `${answer.player.name} sold for ${formatEuros(amount)}` : answer.message,
        });
      } else {
        toast({ title: 'Transfer Failed!', description: answer.message, variant: 'destructive' });
      }
      setSelling(null);
    },
    onError: (error) =>
      toast({ title: 'Errore nella vendita', description: errorMessage(error, 'Failed to sell player'), variant: 'destructive' }),
  });

  if (roster.isLoading || dashboard.isLoading) return <Loading text="Loading your players..." />;
  if (roster.isError) return <ErrorNote>Failed to fetch roster.</ErrorNote>;
  if (dashboard.isError || !dashboard.data) return <ErrorNote>Failed to fetch the current matchday.</ErrorNote>;
  if (players.length === 0) return <EmptyState title="No players available to sell" />;
  const currentMatchday = dashboard.data.currentMatchday;

  return (
    <>
      {saleOptions.isError ? <ErrorNote>Failed to fetch which sales are offered: the server still decides each one.</ErrorNote> : null}
      <ul className="grid gap-2" aria-label="Players to sell">
        {players.map((p) => {
          const option = options.get(p.id);
          // Until the options answer, a sale is not offered: the server may know a reason the record does not show.
          const state = saleOptions.isLoading ? null : sellAvailability(p, option, currentMatchday);
          const fee = option?.fee ?? marketValue(p.overallRating, p.age);
          return (
            <PlayerRow
              key={p.id}
              player={p}
              testId="sell-player"
              details={`Market value ${formatEuros(fee)} · Wage ${formatEuros(perSeason(p.salary))} a season`}
              action={
                <>
                  <Button
                    size="sm"
                    variant={state?.offered ? 'outline' : 'secondary'}
                    disabled={!state?.offered || sell.isPending}
                    aria-label={state?.offered ? `Sell ${p.name}` : `${p.name}: ${state?.label ?? 'Checking'}`}
                    onClick={() => setSelling(p)}
                  >
                    {state?.label ?? 'Checking...'}
                  </Button>
                  {state?.reason ? (
                    <span className="max-w-56 text-xs text-slate-400 sm:text-right" data-testid="sale-reason">
                      {state.reason}
                    </span>
                  ) : null}
                </>
              }
            />
          );
        })}
      </ul>
      <Dialog
        open={selling !== null}
        onOpenChange={(open) => (open || sell.isPending ? undefined : setSelling(null))}
        title={selling ? `Sell ${selling.name}?` : 'Sell player?'}
      >
        {selling ? (
          <div className="space-y-4 text-sm text-slate-300">
            <p>
              Your club finds the buyer; the price is his market value, <strong className="text-slate-50">{formatEuros(sellingFee)}</strong>
              .
            </p>
            <p>
              A sale succeeds {Math.round(SALE_SUCCESS_CHANCE * 100)}% of the time. If it fails, he is disappointed: his morale drops and he
              cannot be sold until next matchday.
            </p>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="outline" onClick={() => setSelling(null)} disabled={sell.isPending}>
                Cancel
              </Button>
              <Button variant="danger" onClick={() => sell.mutate(selling)} disabled={sell.isPending}>
                {sell.isPending ? 'Selling...' : 'Confirm Sale'}
              </Button>
            </div>
          </div>
        ) : null}
      </Dialog>
    </>
  );
}
