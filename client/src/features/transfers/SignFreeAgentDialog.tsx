/**
 * Signing a free agent: the contract's length (1-4 seasons), his fee, his
 * wage for a season and what it does to the wage bill under the board's
 * limit after his fee, from his terms at the club. A signing the server
 * would refuse (fee past the budget, wages past the limit) is disabled with
 * the reason beside its button, as in the offer dialog.
 */
import { errorMessage } from '../../lib/api';
import { useState } from 'react';
import {
  CONTRACT_DEFAULT_LENGTH,
  formatEuros,
  MARKET_MESSAGES,
  POTENTIAL_SHOWN_MAX_AGE,
  ROUTES,
  type ContractLength,
  type MarketPlayerDto,
} from '@hardwood/shared';
import { Dialog } from '../../components/Dialog';
import { ErrorNote, Loading } from '../../components/ui';
import { useRouteMutation } from '../../lib/contract';
import { toast } from '../../lib/toast';
import {
  ContractLengthPicker,
  DealActions,
  dealRefusal,
  playerRefusalReason,
  RefusalReasons,
  seasons,
  useContractTerms,
  useSeasonNamer,
  WageImpactSummary,
} from '../contracts';
import { potentialText } from '../players';

/** Open while `player` is set. */
export function SignFreeAgentDialog({ player, onClose }: { player: MarketPlayerDto | null; onClose: () => void }) {
  return (
    <Dialog
      open={player !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={player ? `Sign ${player.name}` : 'Sign free agent'}
      description={player ? <SignedPlayerLine player={player} /> : undefined}
    >
      {/* Mounted with the dialog, so each player starts at the default length. */}
      {player ? <SignForm player={player} onClose={onClose} /> : null}
    </Dialog>
  );
}

/** Who he is, with his potential as the free agents list and the player database show it (up to the age limit). */
function SignedPlayerLine({ player }: { player: MarketPlayerDto }) {
  const potential = player.age <= POTENTIAL_SHOWN_MAX_AGE ? potentialText(player.potentialView) : null;
  return (
    <>
      {`${player.position} · ${player.age} yrs · OVR ${player.overallRating}`}
      {potential ? <span title={potential.title}>{` · Potential ${potential.text}`}</span> : null}
    </>
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
  // His fee is the server's (a free agent's is fixed); the listing's price stands in until his terms answer.
  const fee = terms.data?.fee ?? player.marketValue;
  const blockedReason = terms.data
    ? (dealRefusal(terms.data, fee, MARKET_MESSAGES.budgetTooLow(fee)) ?? playerRefusalReason(terms.data))
    : null;
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
        <WageImpactSummary terms={terms.data} fee={fee} length={length} />
      ) : (
        <p className="text-sm text-slate-300">
          Fee <strong className="tabular-nums">{formatEuros(fee)}</strong>
        </p>
      )}
      <RefusalReasons refusal={terms.data?.playerAnswer} title="Why he would say no" />
      <DealActions
        label={`Sign for ${seasons(length)}`}
        pendingLabel="Signing..."
        pending={sign.isPending}
        loading={terms.isLoading}
        blockedReason={blockedReason}
        onCancel={onClose}
        onConfirm={() => sign.mutate(length)}
      />
    </div>
  );
}
