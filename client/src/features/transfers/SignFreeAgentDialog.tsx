/**
 * Signing a free agent: the contract's length (1-4 seasons), his fee, his
 * wage for a season and what it does to the wage bill under the board's
 * limit, from his terms at the club. The server's refusal is shown as it
 * wrote it.
 */
import { errorMessage } from '../../lib/api';
import { useState } from 'react';
import { CONTRACT_DEFAULT_LENGTH, formatEuros, ROUTES, type ContractLength, type MarketPlayerDto } from '@hardwood/shared';
import { Dialog } from '../../components/Dialog';
import { Button, ErrorNote, Loading } from '../../components/ui';
import { useRouteMutation } from '../../lib/contract';
import { toast } from '../../lib/toast';
import { ContractLengthPicker, seasons, useContractTerms, useSeasonNamer, WageImpactSummary } from '../contracts';

/** Open while `player` is set. */
export function SignFreeAgentDialog({ player, onClose }: { player: MarketPlayerDto | null; onClose: () => void }) {
  return (
    <Dialog
      open={player !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={player ? `Sign ${player.name}` : 'Sign free agent'}
      description={player ? `${player.position} · ${player.age} yrs · OVR ${player.overallRating}` : undefined}
    >
      {/* Mounted with the dialog, so each player starts at the default length. */}
      {player ? <SignForm player={player} onClose={onClose} /> : null}
    </Dialog>
  );
}

function SignForm({ player, onClose }: { player: MarketPlayerDto; onClose: () => void }) {
  const terms = useContractTerms(player.id);
  const { currentSeason, nameSeason } = useSeasonNamer();
  const [length, setLength] = useState<ContractLength>(CONTRACT_DEFAULT_LENGTH);
  const sign = useRouteMutation(
    ROUTES.transfers.signPlayer,
    (contractSeasons: ContractLength) => [{ playerId: player.id }, { contractSeasons }],
    {
      // The transaction is the ledger's entry, negative for money spent.
      onSuccess: (answer) => {
        toast({
          title: 'Player Signed Successfully',
          description: `${answer.player.name} joined for ${formatEuros(Math.abs(answer.transaction.amount))}.`,
        });
        onClose();
      },
      // The dialog stays open: a shorter contract will not change his wage, but the manager reads why.
      onError: (error) =>
        toast({ title: 'Signing Failed', description: errorMessage(error, 'Failed to sign player'), variant: 'destructive' }),
    },
  );
  const refused = terms.data?.refusal ?? null;
  return (
    <div className="space-y-4">
      <ContractLengthPicker
        value={length}
        onChange={setLength}
        lengths={terms.data?.lengths}
        currentSeason={currentSeason}
        nameSeason={nameSeason}
        disabled={sign.isPending}
      />
      {terms.isLoading ? <Loading text="Loading his terms..." className="min-h-16" /> : null}
      {terms.isError ? <ErrorNote>{errorMessage(terms.error, 'Failed to fetch his terms')}</ErrorNote> : null}
      {terms.data ? (
        <WageImpactSummary terms={terms.data} fee={player.marketValue} length={length} />
      ) : (
        <p className="text-sm text-slate-300">
          Fee <strong className="tabular-nums">{formatEuros(player.marketValue)}</strong>
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={sign.isPending}>
          Cancel
        </Button>
        <Button onClick={() => sign.mutate(length)} disabled={sign.isPending || terms.isLoading || refused !== null}>
          {sign.isPending ? 'Signing...' : `Sign for ${seasons(length)}`}
        </Button>
      </div>
    </div>
  );
}
