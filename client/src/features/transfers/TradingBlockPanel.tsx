/**
 * Trading Block: the manager's players, each with a switch to list him for
 * the AI clubs, and the offers they make over the following matchdays, with
 * what each side gives, the club's reasoning, and Accept / Decline.
 */
import { useState } from 'react';
import { formatEuros, ROUTES, type TradeOffer } from '@hardwood/shared';
import { EmptyState, ErrorNote, Loading } from '../../components/ui';
import { errorMessage } from '../../lib/api';
import { useRouteMutation, useRouteQuery } from '../../lib/contract';
import { toast } from '../../lib/toast';
import { TradeOfferCard } from './TradeOfferCard';

export function TradingBlockPanel() {
  const block = useRouteQuery(ROUTES.tradingBlock.block, {});
  const [busy, setBusy] = useState<string | null>(null);
  const failed = (title: string) => (error: Error) => {
    setBusy(null);
    toast({ title, description: errorMessage(error, title), variant: 'destructive' });
  };
  const listing = useRouteMutation(
    ROUTES.tradingBlock.setListing,
    (vars: { playerId: string; listed: boolean }) => [{ playerId: vars.playerId }, { listed: vars.listed }],
    { onError: failed('Failed to update the trading block') },
  );
  const accept = useRouteMutation(ROUTES.tradingBlock.accept, (offer: TradeOffer) => [{ offerId: offer.id }, {}], {
    onSuccess: (answer) => {
      setBusy(null);
      toast({ title: 'Trade Completed!', description: answer.message });
    },
    onError: failed('Trade Failed'),
  });
  const decline = useRouteMutation(ROUTES.tradingBlock.decline, (offer: TradeOffer) => [{ offerId: offer.id }, {}], {
    onSuccess: (answer) => {
      setBusy(null);
      toast({ title: 'Offer Declined', description: answer.message });
    },
    onError: failed('Failed to decline the offer'),
  });

  if (block.isLoading) return <Loading text="Loading your trading block..." />;
  if (block.isError || !block.data) return <ErrorNote>{errorMessage(block.error, 'Failed to fetch the trading block')}</ErrorNote>;
  const { players, offers, maxListed } = block.data;
  const listedCount = players.filter((p) => p.listed).length;
  const open = offers.filter((o) => o.status === 'pending');
  const settled = offers.filter((o) => o.status !== 'pending');

  return (
    <div data-testid="trading-block" className="space-y-6">
      <section aria-labelledby="block-players" className="space-y-2">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="block-players" className="text-lg font-semibold">
            Your players
          </h2>
          <p className="text-xs text-slate-400">
            {listedCount} of {maxListed} listed · clubs that need the position make offers over the next matchdays
          </p>
        </div>
        {players.length === 0 ? (
          <EmptyState title="No players in your squad" />
        ) : (
          <ul className="grid gap-2" aria-label="Players for the trading block">
            {players.map(({ player, listed, blockedReason }) => {
              const full = !listed && listedCount >= maxListed;
              const disabled = listing.isPending || (!listed && (blockedReason !== null || full));
              return (
                <li key={player.id} className="flex flex-wrap items-center justify-between gap-2 rounded-xl border border-slate-800 p-3">
                  <div className="min-w-0">
                    <p className="truncate font-medium">{player.name}</p>
                    <p className="text-xs text-slate-400">
                      {player.position} · {player.overallRating} · {player.age} yrs · worth {formatEuros(player.value)}
                    </p>
                    {blockedReason ? <p className="text-xs text-amber-300">{blockedReason}</p> : null}
                  </div>
                  <label className="flex items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      role="switch"
                      aria-checked={listed}
                      checked={listed}
                      disabled={disabled}
                      onChange={(e) => listing.mutate({ playerId: player.id, listed: e.target.checked })}
                      className="h-5 w-5 accent-sky-500"
                    />
                    <span>{listed ? 'On the block' : 'List'}</span>
                    <span className="sr-only">{player.name}</span>
                  </label>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <section aria-labelledby="block-offers" className="space-y-2">
        <h2 id="block-offers" className="text-lg font-semibold">
          Offers
        </h2>
        {open.length === 0 ? (
          <EmptyState
            title={listedCount > 0 ? 'No offers yet: clubs answer after the next matchdays' : 'List a player to receive offers'}
          />
        ) : (
          <div className="grid gap-3">
            {open.map((o) => (
              <TradeOfferCard
                key={o.id}
                offer={o}
                pending={busy === o.id}
                onAccept={() => {
                  setBusy(o.id);
                  accept.mutate(o);
                }}
                onDecline={() => {
                  setBusy(o.id);
                  decline.mutate(o);
                }}
              />
            ))}
          </div>
        )}
        {settled.length > 0 ? (
          <details className="text-sm">
            <summary className="cursor-pointer text-slate-400">Earlier offers this season ({settled.length})</summary>
            <div className="mt-2 grid gap-3">
              {settled.map((o) => (
                <TradeOfferCard key={o.id} offer={o} />
              ))}
            </div>
          </details>
        ) : null}
      </section>
    </div>
  );
}
