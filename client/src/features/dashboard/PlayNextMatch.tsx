/**
 * "Play next match" on the dashboard: live on its own page, or instantly
 * for a developer in simulate mode. When something holds it the button is
 * disabled and the card says, in the server's words, what and where ("Pay
 * the salaries of matchday 3 in the Office"), with a link there.
 */
import { useState } from 'react';
import { useLocation } from 'wouter';
import { ROUTES, type NextMatchAction } from '@hardwood/shared';
import { Button } from '../../components/ui';
import { errorMessage } from '../../lib/api';
import { useRouteMutation, useRouteQuery } from '../../lib/contract';
import { toast } from '../../lib/toast';
import { matchLivePath, MATCH_BACK_PATH } from '../live/match-path';
import { officePath, officeTabOf } from '../office/office-gate';
import { ProcessingDialog } from '../processing/ProcessingDialog';

type Blocker = NonNullable<NextMatchAction['blocker']>;

/** Where a blocker is dealt with, and the link's words; none when it is on the dashboard itself. */
export function blockerLink(blocker: Blocker): { path: string; label: string } | null {
  switch (blocker.place) {
    case 'office':
      return { path: officePath(officeTabOf(blocker.officeMatter ?? 'salary_due')), label: 'Go to the Office' };
    case 'schedule':
      return { path: MATCH_BACK_PATH, label: 'Go to the Schedule' };
    case 'dashboard':
      return null;
  }
}

export function PlayNextMatch() {
  const action = useRouteQuery(ROUTES.dashboard.nextMatch, {});
  const [, navigate] = useLocation();
  const [processing, setProcessing] = useState<string | null>(null);
  const simulate = useRouteMutation(ROUTES.matches.simulate, (matchId: string) => [{ id: matchId }], {
    onSuccess: (result) => {
      toast({ title: 'Match Simulated', description: `Match completed: ${result.homeScore}-${result.awayScore}` });
      setProcessing(result.match.id);
    },
    onError: (error) =>
      toast({ title: 'Simulation Failed', description: errorMessage(error, 'Failed to simulate match'), variant: 'destructive' }),
  });
  const data = action.data;
  if (!data) return null;
  const match = data.match;
  const blocker = data.blocker;
  const link = blocker ? blockerLink(blocker) : null;
  return (
    <div className="space-y-2 border-t border-slate-800 pt-3" data-testid="play-next-match">
      <div className="flex flex-wrap gap-2">
        <Button disabled={!match || blocker !== null || simulate.isPending} onClick={() => match && navigate(matchLivePath(match.id))}>
          ▶ Play next match
        </Button>
        {data.canSimulate && match ? (
          <Button variant="secondary" disabled={simulate.isPending} onClick={() => simulate.mutate(match.id)}>
            {simulate.isPending ? 'Simulating...' : 'Simulate instantly'}
          </Button>
        ) : null}
      </div>
      {blocker ? (
        <p className="flex flex-wrap items-center gap-2 text-sm text-amber-300" role="status" data-testid="next-match-blocker">
          <span>⚠️ {blocker.message}</span>
          {link ? (
            <Button size="sm" variant="outline" onClick={() => navigate(link.path)}>
              {link.label}
            </Button>
          ) : null}
        </p>
      ) : null}
      {processing ? (
        <ProcessingDialog matchId={processing} onDone={() => setProcessing(null)} onCancel={() => setProcessing(null)} />
      ) : null}
    </div>
  );
}
