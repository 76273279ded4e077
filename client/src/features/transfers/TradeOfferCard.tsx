/**
 * One trade offer as the manager reads it: what he gives and what he gets
 * (players with their worth, money), the club's reasoning from the
 * acceptance meter, and, while it is open, the buttons to answer it.
 */
import { formatEuros, type TradeOffer, type TradePlayer } from '@hardwood/shared';
import { Button, cx } from '../../components/ui';

function Side({ title, players, money }: { title: string; players: readonly TradePlayer[]; money: number }) {
  return (
    <div className="rounded-lg bg-slate-950/60 p-3">
      <h4 className="text-xs font-semibold uppercase tracking-wide text-slate-400">{title}</h4>
      <ul className="mt-1 space-y-0.5 text-sm">
        {players.map((p) => (
          <li key={p.id}>
            <span className="font-medium text-slate-100">{p.name}</span>{' '}
            <span className="text-slate-400">
              {p.position} · {p.overallRating} · {p.age} yrs · {formatEuros(p.value)}
            </span>
          </li>
        ))}
        {money > 0 ? <li className="font-medium tabular-nums text-emerald-300">{formatEuros(money)}</li> : null}
        {players.length === 0 && money === 0 ? <li className="text-slate-500">Nothing</li> : null}
      </ul>
    </div>
  );
}

const STATUS_TEXT: Record<TradeOffer['status'], string> = {
  pending: 'Open',
  accepting: 'Completing',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired',
};

export function TradeOfferCard({
  offer,
  testId = 'trade-offer',
  onAccept,
  onDecline,
  pending = false,
  acceptLabel = 'Accept',
}: {
  offer: TradeOffer;
  testId?: string;
  onAccept?: () => void;
  onDecline?: () => void;
  pending?: boolean;
  acceptLabel?: string;
}) {
  const open = offer.status === 'pending';
  return (
    <article data-testid={testId} aria-label={`Offer from ${offer.club.name}`} className="space-y-3 rounded-xl border border-slate-800 p-3">
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold">{offer.club.name}</h3>
        <span className={cx('text-xs', open ? 'text-sky-300' : 'text-slate-400')}>
          {STATUS_TEXT[offer.status]}
          {open ? ` · until matchday ${offer.expiresMatchday}` : ''}
        </span>
      </header>
      <div className="grid gap-2 sm:grid-cols-2">
        <Side title="You give" players={offer.youGive} money={offer.youPay} />
        <Side title="You get" players={offer.youGet} money={offer.theyPay} />
      </div>
      <details className="text-sm text-slate-300">
        <summary className="cursor-pointer text-slate-400">Why they see it this way</summary>
        <ul className="mt-1 list-disc space-y-0.5 pl-5" data-testid="trade-reasoning">
          {offer.reasoning.map((line, i) => (
            <li key={i}>{line}</li>
          ))}
        </ul>
      </details>
      {open && (onAccept || onDecline) ? (
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          {onDecline ? (
            <Button variant="outline" size="sm" onClick={onDecline} disabled={pending}>
              Decline
            </Button>
          ) : null}
          {onAccept ? (
            <Button size="sm" onClick={onAccept} disabled={pending}>
              {pending ? 'Working...' : acceptLabel}
            </Button>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
