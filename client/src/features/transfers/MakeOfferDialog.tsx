/**
 * Make Transfer Offer: the player, the selling club's
 * valuation range, an amount with an acceptance meter drawn from the same
 * valuation the club decides with, the contract he would sign (its length,
 * his wage a season next to the fee, the wage room it leaves after the fee),
 * and the club's answer as a toast. Send Offer is disabled, with the reason
 * beside it, while the server's refusal is already known.
 */
import { m } from 'framer-motion';
import { useId, useState, type FormEvent } from 'react';
import {
  acceptanceMeter,
  CONTRACT_DEFAULT_LENGTH,
  formatEuros,
  OFFER_AMOUNT_STEP,
  offerZone,
  POTENTIAL_SHOWN_MAX_AGE,
  ROUTES,
  type ContractLength,
  type OfferPayload,
  type Player,
  type PlayerPotential,
  type RouteResponse,
  type TradeOffer,
} from '@hardwood/shared';
import { Dialog } from '../../components/Dialog';
import { Button, cx, ErrorNote, Loading } from '../../components/ui';
import { errorMessage } from '../../lib/api';
import { useRouteMutation, useRouteQuery } from '../../lib/contract';
import { toast } from '../../lib/toast';
import {
  ContractLengthPicker,
  DealActions,
  playerRefusalReason,
  RefusalReasons,
  useContractTerms,
  useSeasonNamer,
  WageImpactSummary,
} from '../contracts';
import { potentialText } from '../players';
import { ratingTone, TONE_CLASS } from '../roster/roster-logic';
import { CounterOfferBox } from './CounterOfferBox';
import { METER_BAR_CLASS, meterPercent, offerBlockedReason, offerOutcome, parseOfferAmount, validateOffer } from './offer-logic';

type Valuation = RouteResponse<typeof ROUTES.transfers.offerValuation>;

/** A club roster's player carries the server's view of his potential; the valuation answers it too. */
type OfferTarget = Player & { potentialView?: PlayerPotential };

/** Open while `player` is set; `sellerTeamId` is the selling club's id in the career. */
export function MakeOfferDialog({
  player,
  sellerTeamId,
  onClose,
}: {
  player: OfferTarget | null;
  sellerTeamId: string | undefined;
  onClose: () => void;
}) {
  return (
    <Dialog open={player !== null} onOpenChange={(open) => (open ? undefined : onClose())} title="Make Transfer Offer">
      {/* The form mounts with the dialog, so closing it clears the amount. */}
      {player ? <OfferForm player={player} sellerTeamId={sellerTeamId} onClose={onClose} /> : null}
    </Dialog>
  );
}

function OfferForm({ player, sellerTeamId, onClose }: { player: OfferTarget; sellerTeamId: string | undefined; onClose: () => void }) {
  const inputId = useId();
  const valuation = useRouteQuery(ROUTES.transfers.offerValuation, { playerId: player.id });
  // null until the manager types: the field shows the market value meanwhile.
  const [typed, setTyped] = useState<string | null>(null);
  const raw = typed ?? (valuation.data ? String(valuation.data.valuation.marketValue) : '');
  const amount = parseOfferAmount(raw);
  const standingCounter = valuation.data?.standingCounter ?? null;
  // The player database's rule, decided by the server: a range for a club he has not scouted, not the exact number.
  const potential: PlayerPotential | undefined =
    valuation.data?.potentialView ??
    player.potentialView ??
    (player.potential !== null ? { kind: 'exact', value: player.potential } : undefined);
  const shownPotential = potential && player.age <= POTENTIAL_SHOWN_MAX_AGE ? potentialText(potential) : null;
  // His ask at the manager's club: the yearly cost beside the fee.
  const terms = useContractTerms(player.id);
  const { currentSeason, nameSeason } = useSeasonNamer();
  const [length, setLength] = useState<ContractLength>(CONTRACT_DEFAULT_LENGTH);
  const [counter, setCounter] = useState<TradeOffer | null>(null);

  // A counter is remembered for the day (standingCounter): the valuation changes whatever the answer, and the route refreshes it.
  const offer = useRouteMutation(ROUTES.transfers.makeOffer, (payload: OfferPayload) => [{}, payload], {
    onSuccess: (answer) => {
      const outcome = offerOutcome(answer);
      toast(outcome.toast);
      // A refused bid with the club's counter-offer stays open on it: one click accepts it.
      if (answer.counterOffer) setCounter(answer.counterOffer);
      else onClose();
    },
    // The dialog stays open on a refusal (over budget, roster full) so the manager can change the amount.
    onError: (error) =>
      toast({ title: 'Transfer Failed', description: errorMessage(error, 'Failed to send transfer offer'), variant: 'destructive' }),
  });

  const budget = terms.data?.limit.reserves ?? valuation.data?.budget ?? null;
  const blockedReason = offerBlockedReason({ amount, sellerTeamId, budget, terms: terms.data }) ?? playerRefusalReason(terms.data);
  // Nothing to judge yet: the amount prefills with the valuation, the wage check needs his terms.
  const loading = (valuation.isLoading && typed === null) || terms.isLoading;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateOffer({ playerId: player.id, sellerTeamId, rawAmount: raw, contractSeasons: length });
    if (!checked.ok) {
      toast(checked.toast);
      return;
    }
    offer.mutate(checked.payload);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="flex items-center justify-between gap-3 rounded-xl border border-slate-800 bg-slate-950/60 p-3">
        <div className="min-w-0">
          <p className="truncate font-semibold">{player.name}</p>
          <p className="text-xs text-slate-400">
            {player.position} · {player.age} yrs{player.teamName ? ` · ${player.teamName}` : ''}
            {shownPotential ? <span title={shownPotential.title}>{` · Potential ${shownPotential.text}`}</span> : null}
          </p>
        </div>
        <span
          aria-label={`Rating ${player.overallRating}`}
          className={cx('text-2xl font-black', TONE_CLASS[ratingTone(player.overallRating)])}
        >
          {player.overallRating}
        </span>
      </div>

      {valuation.isLoading ? <Loading text="Loading valuation..." className="min-h-16" /> : null}
      {valuation.isError ? <ErrorNote>{errorMessage(valuation.error, "Failed to fetch the club's valuation")}</ErrorNote> : null}
      {valuation.data ? <ValuationSummary valuation={valuation.data} /> : null}

      <div className="space-y-1">
        <label htmlFor={inputId} className="text-sm font-medium text-slate-200">
          Offer amount (€)
        </label>
        {/* min 0 (the spec's other reading) keeps the step arrows on round thousands; below 1 disables Send Offer with the reason. */}
        <input
          id={inputId}
          aria-invalid={amount === null && !loading}
          type="number"
          inputMode="numeric"
          min={0}
          step={OFFER_AMOUNT_STEP}
          value={raw}
          onChange={(e) => setTyped(e.target.value)}
          className="h-11 w-full rounded-lg border border-slate-700 bg-slate-950 px-3 text-base tabular-nums"
        />
        {amount !== null ? <p className="text-xs text-slate-400">{formatEuros(amount)}</p> : null}
        {valuation.data && amount !== null && amount > valuation.data.budget ? (
          <p className="text-sm text-amber-300">Above your budget of {formatEuros(valuation.data.budget)}.</p>
        ) : null}
      </div>

      {valuation.data ? <Meter valuation={valuation.data} amount={amount} /> : null}

      <ContractLengthPicker value={length} onChange={setLength} currentSeason={currentSeason} nameSeason={nameSeason} />
      {terms.isError ? <ErrorNote>{errorMessage(terms.error, 'Failed to fetch his wage ask')}</ErrorNote> : null}
      {terms.data ? <WageImpactSummary terms={terms.data} fee={amount} length={length} /> : null}
      <RefusalReasons refusal={terms.data?.playerAnswer} title="Why he would say no" />

      {standingCounter !== null ? (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-sky-800 bg-sky-950/50 p-3 text-sm text-sky-100">
          <span>They asked for {formatEuros(standingCounter)} today.</span>
          <Button size="sm" variant="secondary" onClick={() => setTyped(String(standingCounter))}>
            Offer {formatEuros(standingCounter)}
          </Button>
        </div>
      ) : null}

      {counter ? <CounterOfferBox offer={counter} onDone={onClose} /> : null}

      <DealActions
        label="Send Offer"
        pendingLabel="Sending..."
        pending={offer.isPending}
        loading={loading}
        blockedReason={loading ? null : blockedReason}
        onCancel={onClose}
      />
    </form>
  );
}

function ValuationSummary({ valuation }: { valuation: Valuation }) {
  const { range, marketValue } = valuation.valuation;
  return (
    <dl className="grid grid-cols-2 gap-3 text-sm">
      <div className="rounded-lg bg-slate-950/60 p-3">
        <dt className="text-xs text-slate-400">Market value range</dt>
        <dd className="font-semibold tabular-nums">
          {formatEuros(range.low)} – {formatEuros(range.high)}
        </dd>
      </div>
      <div className="rounded-lg bg-slate-950/60 p-3">
        <dt className="text-xs text-slate-400">Market value</dt>
        <dd className="font-semibold tabular-nums">{formatEuros(marketValue)}</dd>
      </div>
    </dl>
  );
}

/** How likely the club is to take this amount: the same thresholds it decides with. */
function Meter({ valuation, amount }: { valuation: Valuation; amount: number | null }) {
  const offered = amount ?? 0;
  const meter = acceptanceMeter(valuation.valuation, offered);
  const percent = meterPercent(meter.value);
  return (
    <div className="space-y-1">
      <div className="flex items-center justify-between text-sm">
        <span className="text-slate-300">Chance of acceptance</span>
        <span className="font-semibold" data-testid="acceptance-label">
          {meter.label}
        </span>
      </div>
      <div
        role="meter"
        aria-label="Chance of acceptance"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={meter.label}
        className="h-3 w-full overflow-hidden rounded-full bg-slate-800"
      >
        <m.div
          className={cx('h-full rounded-full', METER_BAR_CLASS[offerZone(valuation.valuation, offered)])}
          initial={false}
          animate={{ width: `${percent}%` }}
          transition={{ type: 'spring', stiffness: 260, damping: 30 }}
        />
      </div>
    </div>
  );
}
