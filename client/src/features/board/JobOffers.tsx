/** The job offers: a sacked manager's choice (he must take one to go on) or better clubs' approaches (he may ignore them). */
import { ROUTES, type JobOffer } from '@hardwood/shared';
import { Button, Card, CardTitle, Stars } from '../../components/ui';
import { errorMessage } from '../../lib/api';
import { useRouteMutation } from '../../lib/contract';
import { toast } from '../../lib/toast';

export function JobOffers({ offers, sacked }: { offers: readonly JobOffer[]; sacked: boolean }) {
  const take = useRouteMutation(ROUTES.board.take, (teamId: string) => [{ teamId }, {}], {
    onSuccess: (answer) => toast({ title: `You are the new manager of ${answer.club}` }),
    onError: (error) => toast({ title: 'Could not take the job', description: errorMessage(error, 'Try again'), variant: 'destructive' }),
  });
  const decline = useRouteMutation(ROUTES.board.decline, (teamId: string) => [{ teamId }, {}], {
    onError: (error) => toast({ title: 'Could not decline', description: errorMessage(error, 'Try again'), variant: 'destructive' }),
  });
  if (offers.length === 0) return null;
  return (
    <div data-testid="job-offers" className="space-y-2">
      <p className="text-sm text-slate-300">
        {sacked
          ? 'Choose your next club: these boards want you.'
          : 'Other clubs would like you as their manager. Take a job, or ignore them.'}
      </p>
      <ul className="space-y-2">
        {offers.map((o) => (
          <li key={o.teamId} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-700 p-2">
            <div>
              <p className="font-semibold">{o.name}</p>
              <p className="flex items-center gap-2 text-xs text-slate-400">
                {o.league} <Stars value={o.reputation} />
              </p>
            </div>
            <div className="flex gap-2">
              <Button size="sm" disabled={take.isPending} onClick={() => take.mutate(o.teamId)}>
                Take
              </Button>
              {!sacked || offers.length > 1 ? (
                <Button size="sm" variant="secondary" disabled={decline.isPending} onClick={() => decline.mutate(o.teamId)}>
                  Decline
                </Button>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The hub's screen for a sacked manager: nothing else to do until he takes a job. */
export function SackedScreen({ club, offers }: { club: string; offers: readonly JobOffer[] }) {
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">Sacked</h1>
      <Card>
        <CardTitle>The board of {club} has sacked you</CardTitle>
        <p className="mt-2 text-sm text-slate-400">Your time there is over; the club and its history stay in the world.</p>
        <div className="mt-3">
          <JobOffers offers={offers} sacked />
        </div>
      </Card>
    </div>
  );
}
