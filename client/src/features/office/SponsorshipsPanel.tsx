/** Sponsorships: offers to answer and deals in progress. */
import { formatEuros, ROUTES, type SponsorshipOffer } from '@hardwood/shared';
import { Badge, Button, cx, EmptyState, ErrorNote, Loading, ProgressBar } from '../../components/ui';
import { errorMessage } from '../../lib/api';
import { useRouteMutation, useRouteQuery } from '../../lib/contract';
import { toast } from '../../lib/toast';
import { difficultyTone, matchdays, sponsorProgressPct, sponsorStatusLabel } from './office-logic';
import { sponsorPaymentText } from './sponsor-payment';

const STATUS_TONE = { pending: 'yellow', accepted: 'blue', completed: 'green', failed: 'red' } as const;

function OfferCard({ offer }: { offer: SponsorshipOffer }) {
  const answer = useRouteMutation(
    ROUTES.office.answerSponsorship,
    (response: 'accept' | 'reject') => [{ offerId: offer.id }, { response }],
    {
      onSuccess: (result) =>
        toast({ title: result.offer.status === 'accepted' ? 'Sponsorship Accepted' : 'Sponsorship Declined', description: result.message }),
      onError: (error) =>
        toast({ title: 'Failed to respond to sponsorship offer.', description: errorMessage(error, ''), variant: 'destructive' }),
    },
  );
  const tone = STATUS_TONE[offer.status as keyof typeof STATUS_TONE] ?? 'slate';
  const position = offer.objective === 'league_position';
  const settled = offer.status !== 'pending' && offer.status !== 'accepted';
  return (
    <li
      className={cx(
        'space-y-2 rounded-xl border border-slate-800 bg-slate-900/80 p-3',
        settled && offer.status !== 'completed' && 'opacity-70',
      )}
      data-testid="sponsorship"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold">{offer.sponsorName}</p>
        <div className="flex gap-1">
          <Badge tone={difficultyTone(offer.difficulty)}>{offer.difficulty}</Badge>
          <Badge tone={tone}>{sponsorStatusLabel(offer.status)}</Badge>
        </div>
      </div>
      <p className="text-2xl font-black tabular-nums">{formatEuros(offer.offerAmount)}</p>
      <p className="text-sm text-slate-200">{offer.objectiveText}</p>
      <p className="text-xs text-slate-300" data-testid="sponsor-payment">
        {sponsorPaymentText(offer)}
      </p>
      <dl className="grid grid-cols-2 gap-1 text-xs text-slate-400 sm:grid-cols-3">
        <div>
          <dt className="inline">Target: </dt>
          <dd className="inline text-slate-200">{position ? `top ${offer.objectiveTarget}` : offer.objectiveTarget}</dd>
        </div>
        <div>
          <dt className="inline">Duration: </dt>
          <dd className="inline text-slate-200">{matchdays(offer.durationMatchdays)}</dd>
        </div>
        <div>
          <dt className="inline">Success: </dt>
          <dd className="inline text-green-300">+{offer.moraleBonus} morale</dd>
        </div>
        <div className="col-span-2 sm:col-span-3">
          <dt className="inline">Failure: </dt>
          <dd className="inline text-red-300">
            −{offer.moralePenalty} morale and media pressure for {matchdays(offer.moralePenaltyDuration)}
          </dd>
        </div>
      </dl>
      {offer.status === 'pending' ? (
        <>
          <p className="text-xs text-amber-300">Expires when matchday {offer.offeredForMatchday} is processed.</p>
          <div className="flex gap-2">
            <Button size="sm" onClick={() => answer.mutate('accept')} disabled={answer.isPending}>
              Accept
            </Button>
            <Button size="sm" variant="outline" onClick={() => answer.mutate('reject')} disabled={answer.isPending}>
              Reject
            </Button>
          </div>
        </>
      ) : null}
      {offer.status === 'accepted' ? (
        <div className="space-y-1">
          {position ? (
            // A table position is no count to fill: said in words, without a bar.
            <p className="text-sm text-slate-300">
              Position now {offer.currentProgress > 0 ? offer.currentProgress : '–'}, target top {offer.objectiveTarget}
            </p>
          ) : (
            <>
              <p className="text-sm text-slate-300">
                Progress {offer.currentProgress} / {offer.objectiveTarget}
              </p>
              <ProgressBar value={sponsorProgressPct(offer)} label={`${offer.sponsorName} progress`} />
            </>
          )}
          {offer.startMatchday !== null && offer.endMatchday !== null ? (
            <p className="text-xs text-slate-500">
              Matchdays {offer.startMatchday}–{offer.endMatchday}
            </p>
          ) : null}
        </div>
      ) : null}
      {offer.status === 'failed' && offer.pressureMatchdaysLeft > 0 ? (
        <p className="text-xs text-red-300">Media pressure: {matchdays(offer.pressureMatchdaysLeft)} left (wins do not lift morale)</p>
      ) : null}
    </li>
  );
}

export function SponsorshipsPanel() {
  const offers = useRouteQuery(ROUTES.office.sponsorshipOffers, {});
  if (offers.isLoading) return <Loading text="Loading sponsorship offers..." />;
  if (offers.isError) return <ErrorNote>Failed to fetch sponsorship offers</ErrorNote>;
  if (!offers.data || offers.data.length === 0)
    return (
      <EmptyState title="No sponsorship offers">
        Sponsors make their offers after matchdays; each one lasts until the next matchday is processed.
      </EmptyState>
    );
  return (
    <ul className="grid gap-2 md:grid-cols-2">
      {offers.data.map((o) => (
        <OfferCard key={o.id} offer={o} />
      ))}
    </ul>
  );
}
