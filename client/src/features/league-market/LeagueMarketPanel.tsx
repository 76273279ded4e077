/**
 * The managers' market of a league: the league's listings with their
 * leading bids and live countdowns, the manager's own listings and bids,
 * what he holds for his leading bids, and listing a player. The server
 * decides every bid and settles each deadline on its own; the lists are
 * read again a moment after a countdown ends and every so often while
 * open, since other managers bid too.
 */
import { useCallback, useMemo, useState } from 'react';
import { formatEuros, LEAGUE_MARKET, ROUTES, type LeagueListing } from '@hardwood/shared';
import { Button, Card, CardTitle, EmptyState, ErrorNote, Loading } from '../../components/ui';
import { errorMessage } from '../../lib/api';
import { useRefreshAfter, useRouteMutation, useRouteQuery } from '../../lib/contract';
import { formatDateTime } from '../../lib/format-date';
import { toast } from '../../lib/toast';
import { BidDialog } from './BidDialog';
import { ListingRow } from './ListingRow';
import { ListPlayerDialog } from './ListPlayerDialog';
import { bidBlock, bidStanding, clockOffset } from './market-clock';

/** Other managers bid meanwhile: the open lists are read again this often. */
const REFRESH_MS = 15_000;
/** A deadline settles on the server's next tick: read again once it has had the time. */
const AFTER_DEADLINE_MS = (LEAGUE_MARKET.settleEverySeconds + 1) * 1000;

export function LeagueMarketPanel() {
  const market = useRouteQuery(ROUTES.leagueMarket.listings, {}, { refetchInterval: REFRESH_MS });
  const mine = useRouteQuery(ROUTES.leagueMarket.mine, {}, { refetchInterval: REFRESH_MS });
  const refresh = useRefreshAfter();
  const [biddingId, setBiddingId] = useState<string | null>(null);
  const [listing, setListing] = useState(false);
  const offsetMs = useMemo(
    () => (market.data ? clockOffset(market.data.serverTime, market.dataUpdatedAt) : 0),
    [market.data, market.dataUpdatedAt],
  );
  const onPassed = useCallback(() => {
    setTimeout(() => void refresh(ROUTES.leagueMarket.bid), AFTER_DEADLINE_MS);
  }, [refresh]);
  const withdraw = useRouteMutation(ROUTES.leagueMarket.withdraw, (l: LeagueListing) => [{ listingId: l.id }], {
    onSuccess: (answer) => toast({ title: 'Listing withdrawn', description: answer.message }),
    onError: (error) =>
      toast({ title: 'Withdrawal refused', description: errorMessage(error, 'Failed to withdraw'), variant: 'destructive' }),
  });

  const tradesFrom = mine.data?.tradesFrom ?? null;
  const open = market.data?.listings ?? [];
  const bidding = open.find((l) => l.id === biddingId) ?? null;
  const listedIds = new Set(
    (mine.data?.listings ?? []).filter((l) => l.state === 'open' || l.state === 'settling').map((l) => l.player.id),
  );

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-400">
          {mine.data ? (
            <>
              Held for your leading bids <strong className="tabular-nums text-slate-100">{formatEuros(mine.data.heldEuros)}</strong>
            </>
          ) : null}
        </p>
        <Button onClick={() => setListing(true)} disabled={!mine.data || tradesFrom !== null}>
          List a player
        </Button>
      </div>
      {tradesFrom ? (
        <p className="rounded-lg border border-amber-800 bg-amber-950/40 p-3 text-sm text-amber-200">
          New managers' rule: you may list and bid from {formatDateTime(tradesFrom)}, after your first {LEAGUE_MARKET.firstDays} days in the
          league.
        </p>
      ) : null}

      <section aria-labelledby="league-listings" className="space-y-2">
        <CardTitle className="px-1">
          <span id="league-listings">Open listings</span>
        </CardTitle>
        {market.isLoading ? (
          <Loading text="Loading the managers' market..." />
        ) : market.isError ? (
          <ErrorNote>{errorMessage(market.error, "Failed to fetch the managers' market.")}</ErrorNote>
        ) : open.length === 0 ? (
          <EmptyState title="No players listed">When a manager of your league lists a player, he shows here with his countdown.</EmptyState>
        ) : (
          <ul className="grid gap-2" aria-label="Open listings">
            {open.map((l) => {
              const block = bidBlock(l, tradesFrom);
              return (
                <ListingRow
                  key={l.id}
                  listing={l}
                  offsetMs={offsetMs}
                  onPassed={onPassed}
                  action={
                    <Button
                      size="sm"
                      variant={block ? 'secondary' : 'primary'}
                      disabled={block !== null}
                      aria-label={block ? `${l.player.name}: ${block}` : `Bid for ${l.player.name}`}
                      onClick={() => setBiddingId(l.id)}
                    >
                      {block ?? `Bid ${formatEuros(l.minimumBid)}+`}
                    </Button>
                  }
                />
              );
            })}
          </ul>
        )}
      </section>

      <Card className="space-y-3">
        <CardTitle>Your listings and bids</CardTitle>
        {mine.isLoading ? (
          <Loading text="Loading your listings and bids..." className="min-h-16" />
        ) : mine.isError || !mine.data ? (
          <ErrorNote>{errorMessage(mine.error, 'Failed to fetch your listings and bids.')}</ErrorNote>
        ) : mine.data.listings.length === 0 && mine.data.bids.length === 0 ? (
          <EmptyState title="Nothing listed or bid on yet" />
        ) : (
          <>
            {mine.data.listings.length > 0 ? (
              <ul className="grid gap-2" aria-label="Your listings">
                {mine.data.listings.map((l) => (
                  <ListingRow
                    key={l.id}
                    listing={l}
                    offsetMs={offsetMs}
                    action={
                      l.state === 'open' && l.bids === 0 ? (
                        <Button size="sm" variant="outline" disabled={withdraw.isPending} onClick={() => withdraw.mutate(l)}>
                          Withdraw
                        </Button>
                      ) : undefined
                    }
                  />
                ))}
              </ul>
            ) : null}
            {mine.data.bids.length > 0 ? (
              <ul className="grid gap-2" aria-label="Your bids">
                {mine.data.bids.map((b) => (
                  <ListingRow
                    key={b.listing.id}
                    listing={b.listing}
                    offsetMs={offsetMs}
                    extra={
                      <p className="text-xs text-slate-300">
                        Your bid {formatEuros(b.myBid)} ·{' '}
                        <span className={b.leading ? 'text-emerald-300' : 'text-amber-300'}>{bidStanding(b.listing.state, b.leading)}</span>
                      </p>
                    }
                  />
                ))}
              </ul>
            ) : null}
          </>
        )}
      </Card>

      <BidDialog listing={bidding} onClose={() => setBiddingId(null)} />
      <ListPlayerDialog open={listing} listedIds={listedIds} onClose={() => setListing(false)} />
    </div>
  );
}
