/**
 * Season Progress: progress bar and status badge; once the
 * season is complete, Advance to Next Season behind a confirmation that
 * says it is irreversible, then what the season end did. Hidden when the
 * status call fails.
 */
import { useState } from 'react';
import { ROUTES, type SeasonEndResult } from '@hardwood/shared';
import { Dialog } from '../../components/Dialog';
import { Badge, Button, Card, CardTitle, ProgressBar } from '../../components/ui';
import { errorMessage } from '../../lib/api';
import { useRouteMutation } from '../../lib/contract';
import { useSeasonStatus } from '../../lib/queries';
import { toast } from '../../lib/toast';
import { SeasonEndSummary } from '../season-end';

export function SeasonProgressCard() {
  const { data, isError } = useSeasonStatus();
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<SeasonEndResult | null>(null);
  // A new season: every list of the hub moves (the route's invalidates).
  const advance = useRouteMutation(ROUTES.season.end, () => [{}, {}], {
    onSuccess: (answer) => {
      toast({
        title: 'Season Completed Successfully!',
        description: `${answer.newSeason.seasonName} begins in ${answer.newSeason.leagueName}.`,
      });
      setResult(answer);
    },
    onError: (error) =>
      toast({ title: 'Season End Failed', description: errorMessage(error, 'Failed to process season end'), variant: 'destructive' }),
  });
  // Hidden when the status call fails.
  if (isError) return result ? <SeasonEndSummary result={result} onClose={() => setResult(null)} /> : null;
  return (
    <Card className="min-h-40">
      <div className="flex items-center justify-between">
        <CardTitle>Season Progress</CardTitle>
        {data?.season ? <Badge tone={data.isComplete ? 'green' : 'orange'}>{data.isComplete ? 'Complete' : 'In Progress'}</Badge> : null}
      </div>
      <p className="mt-3 text-3xl font-black">{data ? `${data.completionPercentage}%` : '—'}</p>
      <div className="mt-2">
        <ProgressBar value={data?.completionPercentage ?? 0} label="Season progress" />
      </div>
      <p className="mt-2 text-sm text-slate-400">
        {data ? `${data.season?.seasonName ?? 'No season'} · ${data.completedMatchdays} of ${data.totalMatchdays} matchdays played` : ' '}
      </p>
      {data?.isComplete ? (
        <Button className="mt-3" size="sm" onClick={() => setConfirming(true)} disabled={advance.isPending}>
          {advance.isPending ? 'Advancing…' : 'Advance to Next Season'}
        </Button>
      ) : null}
      {confirming ? (
        <Dialog
          open
          onOpenChange={(open) => !open && setConfirming(false)}
          title="Advance to the next season?"
          description="This cannot be undone. Every player ages a year and some veterans retire, clubs go up and down between Serie A and Serie A2, tables reset, and the new season's calendar and academy tournament begin."
        >
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button
              onClick={() => {
                setConfirming(false);
                advance.mutate();
              }}
            >
              Advance to Next Season
            </Button>
          </div>
        </Dialog>
      ) : null}
      {result ? <SeasonEndSummary result={result} onClose={() => setResult(null)} /> : null}
    </Card>
  );
}
