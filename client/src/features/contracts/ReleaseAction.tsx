/**
 * Releasing one of the manager's players: a button for his card, and a
 * confirmation that prices both ways out: now, for the severance the server
 * quotes, or when the season ends, for nothing.
 */
import { errorMessage } from '../../lib/api';
import { useState } from 'react';
import { formatEuros, ROUTES, SEVERANCE_LATER_SEASONS_SHARE, type Player, type ReleasePayload } from '@hardwood/shared';
import { Dialog } from '../../components/Dialog';
import { Button, ErrorNote, Loading } from '../../components/ui';
import { useRouteMutation, useRouteQuery } from '../../lib/contract';
import { toast } from '../../lib/toast';
import { contractEndLabel, type SeasonNamer } from './contract-logic';

export function ReleaseAction({ player, nameSeason }: { player: Player; nameSeason?: SeasonNamer }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="outline" aria-label={`Release ${player.name}`} onClick={() => setOpen(true)}>
        Release
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={`Release ${player.name}?`}
        description={`Contract ${contractEndLabel(player.contractEndsSeason, nameSeason)}`}
      >
        {open ? <ReleaseChoice player={player} onDone={() => setOpen(false)} /> : null}
      </Dialog>
    </>
  );
}

function ReleaseChoice({ player, onDone }: { player: Player; onDone: () => void }) {
  // One answer prices every player of the roster; asked when a confirmation opens.
  const quotes = useRouteQuery(ROUTES.contracts.releaseQuotes, {});
  const quote = quotes.data?.find((q) => q.playerId === player.id);
  const release = useRouteMutation(ROUTES.contracts.release, (when: ReleasePayload['when']) => [{ playerId: player.id }, { when }], {
    onSuccess: (answer) => {
      toast({ title: 'Player Released', description: answer.message });
      onDone();
    },
    onError: (error) =>
      toast({ title: 'Release Failed', description: errorMessage(error, 'Failed to release player'), variant: 'destructive' }),
  });
  const pendingWhen = release.isPending ? release.variables : null;
  return (
    <div className="space-y-4 text-sm text-slate-300">
      {quotes.isLoading ? <Loading text="Pricing his release..." className="min-h-16" /> : null}
      {quotes.isError ? <ErrorNote>{errorMessage(quotes.error, 'Failed to fetch the severance')}</ErrorNote> : null}
      <div className="rounded-lg border border-slate-800 bg-slate-950/60 p-3">
        <p className="font-semibold text-slate-100">Now</p>
        <p>
          He leaves today. Severance pays the rest of this season&apos;s wages and {Math.round(SEVERANCE_LATER_SEASONS_SHARE * 100)}% of
          each later season of his contract.
        </p>
        {quote ? (
          <p className="mt-1" data-testid="severance">
            Severance <strong className="text-slate-50">{formatEuros(quote.severance)}</strong>
            <span className="text-slate-400">
              {' '}
              · {quote.gamesLeftThisSeason} {quote.gamesLeftThisSeason === 1 ? 'game' : 'games'} left this season
            </span>
          </p>
        ) : quotes.data ? (
          <p className="mt-1 text-amber-300">He cannot be released now.</p>
        ) : null}
      </div>
      <div className="rounded-lg border border-slate-800 bg-slate-950/60 p-3">
        <p className="font-semibold text-slate-100">At the season end</p>
        <p>He plays out the season and leaves when it ends, for nothing.</p>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={release.isPending}>
          Cancel
        </Button>
        <Button variant="secondary" onClick={() => release.mutate('season-end')} disabled={release.isPending}>
          {pendingWhen === 'season-end' ? 'Releasing...' : 'Release at season end'}
        </Button>
        <Button variant="danger" onClick={() => release.mutate('now')} disabled={release.isPending || !quote}>
          {pendingWhen === 'now' ? 'Releasing...' : quote ? `Release now · ${formatEuros(quote.severance)}` : 'Release now'}
        </Button>
      </div>
    </div>
  );
}
