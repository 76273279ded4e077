/**
 * A bid on another manager's listing: the server's minimum filled in, the
 * budget it is held from, and what happens next. The server decides: a
 * refusal (outbid meanwhile, not enough budget, a rule) is shown in its
 * words and the dialog stays open with the fresh minimum.
 */
import { useState, type FormEvent } from 'react';
import { formatEuros, LEAGUE_MARKET, ROUTES, type LeagueListing } from '@hardwood/shared';
import { Dialog } from '../../components/Dialog';
import { Button, ErrorNote } from '../../components/ui';
import { errorMessage } from '../../lib/api';
import { useRefreshAfter, useRouteMutation } from '../../lib/contract';
import { useMyTeam } from '../../lib/queries';
import { toast } from '../../lib/toast';

/** Open while `listing` is set. */
export function BidDialog({ listing, onClose }: { listing: LeagueListing | null; onClose: () => void }) {
  return (
    <Dialog
      open={listing !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={listing ? `Bid for ${listing.player.name}` : 'Bid'}
      description={
        listing
          ? `${listing.player.position} · ${listing.player.age} yrs · OVR ${listing.player.overallRating} · from ${listing.seller.name}`
          : undefined
      }
    >
      {/* Mounted with the dialog, so each listing starts at its own minimum. */}
      {listing ? <BidForm listing={listing} onClose={onClose} /> : null}
    </Dialog>
  );
}

function BidForm({ listing, onClose }: { listing: LeagueListing; onClose: () => void }) {
  const team = useMyTeam();
  const [amount, setAmount] = useState(String(listing.minimumBid));
  const [refusal, setRefusal] = useState<string | null>(null);
  const refresh = useRefreshAfter();
  const bid = useRouteMutation(ROUTES.leagueMarket.bid, (euros: number) => [{ listingId: listing.id }, { amount: euros }], {
    onSuccess: (answer) => {
      toast({ title: 'Bid placed', description: answer.message });
      onClose();
    },
    onError: (error) => {
      const message = errorMessage(error, 'Failed to place the bid');
      setRefusal(message);
      // Someone may have bid meanwhile: the listing's minimum is read again.
      void refresh(ROUTES.leagueMarket.bid);
      toast({ title: 'Bid refused', description: message, variant: 'destructive' });
    },
  });
  const euros = Number(amount);
  const whole = Number.isSafeInteger(euros) && euros > 0;
  const belowMinimum = whole && euros < listing.minimumBid;
  const overBudget = whole && team.data !== undefined && euros > team.data.budget;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!whole || belowMinimum) return;
    setRefusal(null);
    bid.mutate(euros);
  };
  return (
    <form className="space-y-4 text-sm text-slate-300" onSubmit={submit}>
      <dl className="grid grid-cols-2 gap-2">
        <dt className="text-slate-400">{listing.leading ? 'Leading bid' : 'Opening bid'}</dt>
        <dd className="text-right font-semibold tabular-nums text-slate-50">
          {formatEuros(listing.leading?.amount ?? listing.openingBid)}
        </dd>
        <dt className="text-slate-400">Minimum bid</dt>
        <dd className="text-right font-semibold tabular-nums text-slate-50">{formatEuros(listing.minimumBid)}</dd>
        <dt className="text-slate-400">Your budget</dt>
        <dd className="text-right tabular-nums">{team.data ? formatEuros(team.data.budget) : '…'}</dd>
      </dl>
      <label className="block">
        <span className="mb-1 block font-semibold text-slate-200">Your bid (€)</span>
        <input
          type="number"
          inputMode="numeric"
          min={listing.minimumBid}
          step={1000}
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          aria-describedby="bid-help"
          aria-invalid={!whole || belowMinimum}
          className="h-11 w-full rounded-lg border border-slate-700 bg-slate-950 px-3 text-base tabular-nums text-slate-50 focus:border-court-400 focus:outline-none"
        />
      </label>
      <p id="bid-help" className="text-xs text-slate-400">
        {belowMinimum
          ? `The minimum bid is ${formatEuros(listing.minimumBid)}.`
          : `A leading bid is held from your budget until you are outbid or the deadline. A bid in the last ${LEAGUE_MARKET.lastMinutesExtend} minutes extends the deadline by ${LEAGUE_MARKET.extendMinutes} minutes. At the deadline the fee and his wages are checked against your budget and wage limit.`}
      </p>
      {overBudget ? <p className="text-xs text-amber-300">That is more than your budget: the server will refuse it.</p> : null}
      {refusal ? <ErrorNote>{refusal}</ErrorNote> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={bid.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={bid.isPending || !whole || belowMinimum}>
          {bid.isPending ? 'Bidding...' : `Bid ${whole ? formatEuros(euros) : ''}`.trim()}
        </Button>
      </div>
    </form>
  );
}
