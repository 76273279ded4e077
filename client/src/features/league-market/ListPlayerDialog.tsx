/**
 * Listing one of the manager's players on the managers' market: which
 * player (his roster, not those on loan or listed already) and for how
 * long. The opening bid is the server's, shown once listed.
 */
import { useState, type FormEvent } from 'react';
import { LEAGUE_MARKET, ROUTES, type ListLeaguePlayer } from '@hardwood/shared';
import { Dialog } from '../../components/Dialog';
import { Button, EmptyState, ErrorNote, Loading } from '../../components/ui';
import { errorMessage } from '../../lib/api';
import { useRouteMutation } from '../../lib/contract';
import { useRoster } from '../../lib/queries';
import { toast } from '../../lib/toast';
import { LENGTH_LABELS } from './market-clock';

type Length = ListLeaguePlayer['lengthHours'];

export function ListPlayerDialog({ open, listedIds, onClose }: { open: boolean; listedIds: ReadonlySet<string>; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title="List a player"
      description="The other managers of your league bid until the deadline."
    >
      {open ? <ListForm listedIds={listedIds} onClose={onClose} /> : null}
    </Dialog>
  );
}

function ListForm({ listedIds, onClose }: { listedIds: ReadonlySet<string>; onClose: () => void }) {
  const roster = useRoster();
  const players = (roster.data ?? []).filter((p) => !p.isOnLoan && !listedIds.has(p.id)).sort((a, b) => b.overallRating - a.overallRating);
  const [playerId, setPlayerId] = useState('');
  const [length, setLength] = useState<Length>(LEAGUE_MARKET.lengthsHours[2]);
  const list = useRouteMutation(ROUTES.leagueMarket.list, (input: ListLeaguePlayer) => [{}, input], {
    onSuccess: (listing) => {
      toast({ title: 'Player listed', description: `${listing.player.name} is on the managers' market.` });
      onClose();
    },
    onError: (error) =>
      toast({ title: 'Listing refused', description: errorMessage(error, 'Failed to list the player'), variant: 'destructive' }),
  });
  const chosen = players.find((p) => p.id === playerId) ?? players[0];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen) list.mutate({ playerId: chosen.id, lengthHours: length });
  };
  if (roster.isLoading) return <Loading text="Loading your players..." className="min-h-16" />;
  if (roster.isError) return <ErrorNote>Failed to fetch your roster.</ErrorNote>;
  if (players.length === 0) return <EmptyState title="No player to list">Players on loan or listed already cannot be listed.</EmptyState>;
  return (
    <form className="space-y-4 text-sm" onSubmit={submit}>
      <label className="block">
        <span className="mb-1 block font-semibold text-slate-200">Player</span>
        <select
          value={chosen?.id ?? ''}
          onChange={(e) => setPlayerId(e.target.value)}
          className="h-11 w-full rounded-lg border border-slate-700 bg-slate-950 px-3 text-base text-slate-50 focus:border-court-400 focus:outline-none"
        >
          {players.map((p) => (
            <option key={p.id} value={p.id}>
              {`${p.name} · ${p.position} · ${p.age} yrs · OVR ${p.overallRating}`}
            </option>
          ))}
        </select>
      </label>
      <fieldset>
        <legend className="mb-1 font-semibold text-slate-200">Length</legend>
        <div className="grid grid-cols-3 gap-2">
          {LEAGUE_MARKET.lengthsHours.map((h) => (
            <label
              key={h}
              className="flex h-11 cursor-pointer items-center justify-center rounded-lg border border-slate-700 text-slate-200 has-[:checked]:border-court-400 has-[:checked]:bg-court-500/20 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-court-400"
            >
              <input type="radio" name="length" value={h} checked={length === h} onChange={() => setLength(h)} className="sr-only" />
              {LENGTH_LABELS[h]}
            </label>
          ))}
        </div>
      </fieldset>
      <p className="text-xs text-slate-400">
        Bidding opens at half his transfer fee. You can withdraw him until the first bid; after the deadline he moves to the highest bidder
        at once, on his contract.
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={list.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={list.isPending || !chosen}>
          {list.isPending ? 'Listing...' : 'List player'}
        </Button>
      </div>
    </form>
  );
}
