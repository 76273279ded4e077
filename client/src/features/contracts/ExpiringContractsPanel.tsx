/**
 * The office's Contracts tab: from the notice matchday on, the contracts
 * that end with the season, each with his ask, his mood and the decision
 * taken. The manager offers a new contract at the ask (an unhappy player may
 * refuse) or lets him go when the season ends.
 */
import { errorMessage } from '../../lib/api';
import { useState } from 'react';
import {
  CONTRACT_DEFAULT_LENGTH,
  formatEuros,
  moraleLabel,
  RENEWAL,
  ROUTES,
  wageLimitFormula,
  type ContractLength,
  type ExpiringContract,
} from '@hardwood/shared';
import { Badge, Button, EmptyState, ErrorNote, Loading } from '../../components/ui';
import { useRouteMutation, useRouteQuery } from '../../lib/contract';
import { toast } from '../../lib/toast';
import { ContractLengthPicker } from './ContractLengthPicker';
import { nameSeason as calendarName, perSeason, RENEWAL_STATUS_LABEL, RENEWAL_STATUS_TONE, type SeasonNamer } from './contract-logic';
import { useWageSummary } from './contract-queries';
import { RefusalReasons } from './RefusalReasons';

export function ExpiringContractsPanel() {
  const expiring = useRouteQuery(ROUTES.contracts.expiring, {});
  const summary = useWageSummary();
  if (expiring.isLoading) return <Loading text="Loading contracts..." />;
  if (expiring.isError || !expiring.data)
    return <ErrorNote>{errorMessage(expiring.error, 'Failed to fetch expiring contracts')}</ErrorNote>;
  const { season, seasonName, currentMatchday, noticeFromMatchday, contracts } = expiring.data;
  if (currentMatchday < noticeFromMatchday)
    return (
      <EmptyState title={`Contracts ending with the season are listed from matchday ${noticeFromMatchday}`}>
        It is matchday {currentMatchday}. From matchday {noticeFromMatchday} you decide here who stays after {seasonName}.
      </EmptyState>
    );
  if (contracts.length === 0)
    return <EmptyState title={`No contracts end with ${seasonName}`}>Every player of your squad is signed beyond this season.</EmptyState>;
  const nameSeason = calendarName;
  const open = contracts.filter((c) => c.status === 'open').length;
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-300">
        {contracts.length} {contracts.length === 1 ? 'contract ends' : 'contracts end'} with {seasonName}; {open} undecided.
        {summary.data ? (
          <span className="text-slate-400">
            {' '}
            Wage room this season: <span className="tabular-nums">{formatEuros(summary.data.room)}</span> under a limit of{' '}
            <span data-testid="renewal-wage-limit">{wageLimitFormula(summary.data.limit)}</span>; a renewal counts against next season’s
            bill.
          </span>
        ) : null}
      </p>
      {open > 0 ? (
        <p className="text-xs text-slate-400">
          Undecided at the season end, the board decides as any club does: it keeps the players it wants and can pay, and lets the others
          go.
        </p>
      ) : null}
      <ul className="grid gap-2 lg:grid-cols-2" aria-label="Expiring contracts">
        {contracts.map((c) => (
          <ExpiringContractCard key={c.player.id} contract={c} currentSeason={season} nameSeason={nameSeason} />
        ))}
      </ul>
    </div>
  );
}

function ExpiringContractCard({
  contract,
  currentSeason,
  nameSeason,
}: {
  contract: ExpiringContract;
  currentSeason: number;
  nameSeason: SeasonNamer;
}) {
  const { player, status } = contract;
  const [length, setLength] = useState<ContractLength>(CONTRACT_DEFAULT_LENGTH);
  const renew = useRouteMutation(
    ROUTES.contracts.renew,
    (contractSeasons: ContractLength) => [{ playerId: player.id }, { contractSeasons }],
    {
      onSuccess: (answer) =>
        toast({
          title: answer.outcome === 'agreed' ? 'Contract Signed' : 'Offer Refused',
          description: answer.message,
          variant: answer.outcome === 'agreed' ? 'default' : 'destructive',
        }),
      onError: (error) =>
        toast({ title: 'Offer Failed', description: errorMessage(error, 'Failed to offer a contract'), variant: 'destructive' }),
    },
  );
  const release = useRouteMutation(ROUTES.contracts.release, () => [{ playerId: player.id }, { when: 'season-end' as const }], {
    onSuccess: (answer) => toast({ title: 'Player Released', description: answer.message }),
    onError: (error) =>
      toast({ title: 'Release Failed', description: errorMessage(error, 'Failed to release player'), variant: 'destructive' }),
  });
  const pending = renew.isPending || release.isPending;
  const unhappy = player.morale < RENEWAL.acceptMorale;
  return (
    <li className="space-y-3 rounded-xl border border-slate-800 bg-slate-900/80 p-3" data-testid="expiring-contract">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="truncate font-semibold">{player.name}</p>
          <p className="text-xs text-slate-400">
            {player.position} · {player.age} yrs · OVR {player.overallRating}
          </p>
        </div>
        <Badge tone={RENEWAL_STATUS_TONE[status]}>{RENEWAL_STATUS_LABEL[status]}</Badge>
      </div>
      <dl className="grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-xs text-slate-400">Wage now</dt>
          <dd className="tabular-nums">{formatEuros(perSeason(player.salary))}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-400">His ask</dt>
          <dd className="font-semibold tabular-nums" data-testid="contract-ask">
            {formatEuros(contract.askSeasonWage)}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-slate-400">Morale</dt>
          <dd className={unhappy ? 'text-amber-300' : ''}>
            {moraleLabel(player.morale)} <span className="text-xs text-slate-400">({player.morale})</span>
          </dd>
        </div>
      </dl>
      <p className="text-xs text-slate-400">Wages are a season&apos;s, at {formatEuros(contract.ask)} a game.</p>
      {contract.agreed ? (
        <p className="text-sm text-emerald-300">
          {formatEuros(perSeason(contract.agreed.salary))} a season until the end of {contract.agreed.endsSeasonName}.
        </p>
      ) : null}
      {contract.message ? <p className="text-sm text-slate-300">{contract.message}</p> : null}
      <RefusalReasons refusal={contract.refusal} />
      {status === 'open' ? (
        <div className="space-y-2">
          {unhappy ? <p className="text-xs text-amber-300">He is unhappy: he may refuse a new contract.</p> : null}
          <ContractLengthPicker
            value={length}
            onChange={setLength}
            currentSeason={currentSeason + 1}
            nameSeason={nameSeason}
            disabled={pending}
          />
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button size="sm" className="sm:flex-1" onClick={() => renew.mutate(length)} disabled={pending}>
              {renew.isPending ? 'Offering...' : `Offer ${length}-season contract`}
            </Button>
            <Button size="sm" variant="outline" onClick={() => release.mutate()} disabled={pending}>
              {release.isPending ? 'Releasing...' : 'Let him go'}
            </Button>
          </div>
        </div>
      ) : null}
    </li>
  );
}
