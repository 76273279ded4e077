/**
 * A refused bid's counter-offer in the offer dialog: "They would accept:"
 * what the club named, and one button that accepts it (the server checks it
 * again before anything moves).
 */
import { ROUTES, type TradeOffer } from '@hardwood/shared';
import { errorMessage } from '../../lib/api';
import { useRouteMutation } from '../../lib/contract';
import { toast } from '../../lib/toast';
import { TradeOfferCard } from './TradeOfferCard';

export function CounterOfferBox({ offer, onDone }: { offer: TradeOffer; onDone: () => void }) {
  const accept = useRouteMutation(ROUTES.tradingBlock.accept, () => [{ offerId: offer.id }, {}], {
    onSuccess: (answer) => {
      toast({ title: 'Offer Accepted!', description: answer.message });
      onDone();
    },
    onError: (error) =>
      toast({ title: 'Transfer Failed', description: errorMessage(error, 'Failed to accept the counter-offer'), variant: 'destructive' }),
  });
  return (
    <div data-testid="counter-offer" className="space-y-2 rounded-xl border border-sky-800 bg-sky-950/40 p-3">
      <p className="text-sm font-semibold text-sky-100">They would accept:</p>
      <TradeOfferCard
        offer={offer}
        testId="counter-offer-card"
        pending={accept.isPending}
        acceptLabel="Accept counter-offer"
        onAccept={() => accept.mutate()}
      />
    </div>
  );
}
