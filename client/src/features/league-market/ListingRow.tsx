/** One listing of the managers' market: the player, the seller, the leading bid, the countdown, and the row's action. */
import type { ReactNode } from 'react';
import { formatEuros, type LeagueListing } from '@hardwood/shared';
import { Badge } from '../../components/ui';
import { Countdown } from './Countdown';

const STATE_LABELS: Record<LeagueListing['state'], { label: string; tone: 'slate' | 'green' | 'red' | 'yellow' | 'blue' }> = {
  open: { label: 'Bidding', tone: 'blue' },
  settling: { label: 'Settling', tone: 'yellow' },
  sold: { label: 'Sold', tone: 'green' },
  unsold: { label: 'No bids', tone: 'slate' },
  failed: { label: 'Not completed', tone: 'red' },
  withdrawn: { label: 'Withdrawn', tone: 'slate' },
};

export function ListingRow({
  listing,
  offsetMs,
  onPassed,
  action,
  extra,
}: {
  listing: LeagueListing;
  offsetMs: number;
  onPassed?: () => void;
  action?: ReactNode;
  extra?: ReactNode;
}) {
  const state = STATE_LABELS[listing.state];
  const { player } = listing;
  return (
    <li
      data-testid="league-listing"
      className="flex flex-col gap-3 rounded-xl border border-slate-800 bg-slate-900/80 p-3 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="min-w-0 space-y-0.5">
        <p className="flex flex-wrap items-center gap-2 font-semibold">
          <span className="truncate">{player.name}</span>
          <Badge tone={state.tone}>{state.label}</Badge>
          {player.isInjured ? <Badge tone="red">Injured</Badge> : null}
        </p>
        <p className="text-xs text-slate-400">
          {player.position} · {player.age} yrs · OVR {player.overallRating} · from {listing.yours ? 'you' : listing.seller.name} · wage{' '}
          {formatEuros(player.salary)} a game
        </p>
        <p className="text-sm text-slate-300">
          {listing.leading ? (
            <>
              Leading bid <strong className="tabular-nums text-slate-50">{formatEuros(listing.leading.amount)}</strong>
              {listing.leading.yours ? ' (you)' : ` by ${listing.leading.teamName}`} · {listing.bids} {listing.bids === 1 ? 'bid' : 'bids'}
            </>
          ) : (
            <>
              Opening bid <strong className="tabular-nums text-slate-50">{formatEuros(listing.openingBid)}</strong> · no bids yet
            </>
          )}
        </p>
        {listing.state === 'open' ? (
          <p className="text-xs text-slate-400">
            Ends in <Countdown deadline={listing.deadline} offsetMs={offsetMs} {...(onPassed ? { onPassed } : {})} />
          </p>
        ) : null}
        {listing.outcome ? <p className="text-xs text-red-300">{listing.outcome}</p> : null}
        {extra}
      </div>
      {action ? <div className="flex shrink-0 flex-col items-stretch gap-1 sm:items-end">{action}</div> : null}
    </li>
  );
}
