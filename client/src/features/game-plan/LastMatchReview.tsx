/**
 * What the plan being edited would have done in the club's last match played
 * live, moment by moment beside what the side did: the server replays the
 * match from its record and lets the plan look at every second of it. Asked
 * again a moment after the draft stops changing, the last answer staying on
 * screen meanwhile.
 */
import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { QUARTERS, ROUTES, type GamePlan, type PlanReviewView } from '@hardwood/shared';
import { Badge, Card, CardTitle, EmptyState, ErrorNote, Loading, cx } from '../../components/ui';
import { errorMessage } from '../../lib/api';
import { callRoute } from '../../lib/contract';

/** How long the draft must rest before it is reviewed (typing a number is several changes). */
export const REVIEW_DEBOUNCE_MS = 600;

type Moment = PlanReviewView['moments'][number];

export function momentClock(m: Pick<Moment, 'period' | 'clock'>): string {
  const period = m.period > QUARTERS ? `OT${m.period - QUARTERS > 1 ? m.period - QUARTERS : ''}` : `Q${m.period}`;
  return `${period} ${Math.floor(m.clock / 60)}:${String(m.clock % 60).padStart(2, '0')}`;
}

function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

function Header({
  match,
  planCount,
  youCount,
}: Pick<PlanReviewView, 'planCount' | 'youCount'> & { match: NonNullable<PlanReviewView['match']> }) {
  const { own, other } = match.score;
  const outcome = own > other ? 'W' : own < other ? 'L' : 'D';
  return (
    <div className="min-w-0 space-y-1 text-sm">
      <p className="break-words">
        Matchday {match.matchday} · {match.home ? 'vs' : 'at'} {match.opponent} ·{' '}
        <span className={cx('font-semibold', outcome === 'W' ? 'text-emerald-300' : outcome === 'L' ? 'text-rose-300' : '')}>
          {outcome} {own}-{other}
        </span>
      </p>
      <p className="text-slate-400" data-testid="review-counts">
        This plan: {planCount === 1 ? '1 decision' : `${planCount} decisions`} · Your side:{' '}
        {youCount === 1 ? '1 command' : `${youCount} commands`}
      </p>
    </div>
  );
}

/** `plan`: the draft to review, or null while it has something to fix. */
export function LastMatchReview({ plan }: { plan: GamePlan | null }) {
  const asked = useSettled(plan, REVIEW_DEBOUNCE_MS);
  const review = useQuery({
    queryKey: ['game-plan-review', asked],
    queryFn: () => callRoute(ROUTES.gamePlan.review, {}, { plan: asked as GamePlan }),
    enabled: asked !== null,
    placeholderData: keepPreviousData,
  });
  const data = review.data;

  return (
    <Card className="min-w-0 space-y-3" role="region" aria-label="The plan in your last match">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <CardTitle>Your last match, by this plan</CardTitle>
        {review.isFetching && data ? <span className="text-xs text-slate-400">Updating…</span> : null}
      </div>
      {plan === null ? <p className="text-sm text-slate-400">Fix the plan above to see what it would have done.</p> : null}
      {plan !== null && review.isLoading ? <Loading text="Replaying your last match…" /> : null}
      {review.isError ? <ErrorNote>{errorMessage(review.error, 'The last match could not be replayed')}</ErrorNote> : null}
      {data && !data.match ? (
        <EmptyState title="No match played live yet">
          Play a match live, or start one and leave it to your plan: this then shows, moment by moment, what this plan would have done in
          it.
        </EmptyState>
      ) : null}
      {data?.match && !data.match.replayed ? (
        <p className="text-sm text-slate-400">
          Your last match was played before the current match engine, so it no longer replays. Your next match will.
        </p>
      ) : null}
      {data?.match?.replayed ? (
        <>
          <Header match={data.match} planCount={data.planCount} youCount={data.youCount} />
          {data.moments.length === 0 ? (
            <p className="text-sm text-slate-400">Neither this plan nor your side changed anything in that match.</p>
          ) : (
            <ol
              className="max-h-96 space-y-1 overflow-y-auto pr-1 text-sm focus-visible:outline focus-visible:outline-court-500"
              aria-label="Moments of the last match"
              tabIndex={0}
            >
              {data.moments.map((m, i) => (
                <li key={`${m.t}-${m.who}-${i}`} className="flex min-w-0 items-baseline gap-2" data-testid="review-moment">
                  <span className="w-16 shrink-0 tabular-nums text-slate-400">{momentClock(m)}</span>
                  <Badge tone={m.who === 'plan' ? 'orange' : 'blue'}>{m.who === 'plan' ? 'Plan' : 'Your side'}</Badge>
                  <span className="min-w-0 break-words">{m.line}</span>
                </li>
              ))}
            </ol>
          )}
          {data.planCount + data.youCount > data.moments.length ? (
            <p className="text-xs text-slate-400">The first {data.moments.length} moments are shown.</p>
          ) : null}
        </>
      ) : null}
    </Card>
  );
}
