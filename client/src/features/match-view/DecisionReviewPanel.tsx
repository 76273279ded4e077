/**
 * The review of the manager's own decisions in a game his club played: asked
 * for with a button, worked out on the server while the page asks again
 * every second, then his win probability through the game with a dot per
 * decision, each decision with its mark and what it did to his chance and
 * to the margin (a click jumps the replay to it), and the points his
 * coaching added in all.
 */
import { lazy, Suspense, useEffect, useId } from 'react';
import { ROUTES, type DecisionReview, type ReplayTimeline } from '@hardwood/shared';
import { Badge, Button, EmptyState, ErrorNote, Loading } from '../../components/ui';
import { errorMessage } from '../../lib/api';
import { useRouteMutation } from '../../lib/contract';
import { coachingPointsText, decisionStamp, MARK_LABEL, MARK_TONE, pointsDeltaText, REVIEW_POLL_MS, winDeltaText } from './decision-review';

const WinLineChart = lazy(() => import('./WinLineChart').then((m) => ({ default: m.WinLineChart })));

const REVIEWING = 'Reviewing your decisions…';

function ReviewResult({ review, onJump }: { review: DecisionReview; onJump: (second: number) => void }) {
  const first = review.winLine[0];
  const last = review.winLine[review.winLine.length - 1];
  if (review.decisions.length === 0) {
    return (
      <EmptyState title="No decisions to review">
        You gave no commands in this game and no plan gave any for you: there is nothing to mark.
      </EmptyState>
    );
  }
  return (
    <div className="space-y-3">
      <figure className="space-y-1">
        <div
          role="img"
          aria-label={`Your chance of winning: ${first ?? 50}% at tip-off, ${last ?? 50}% at the end; a dot for each decision`}
        >
          <Suspense fallback={<Loading text="Loading the chart…" />}>
            <WinLineChart winLine={review.winLine} decisions={review.decisions} onJump={onJump} />
          </Suspense>
        </div>
        <figcaption className="text-xs text-slate-400">
          Your chance of winning, minute by minute. Each decision was played on {review.pairs} times with it and without it, on the same
          luck.
        </figcaption>
      </figure>
      <ol className="space-y-1.5" aria-label="Your decisions">
        {review.decisions.map((d, i) => (
          <li key={`${d.t}-${i}`}>
            <button
              type="button"
              onClick={() => onJump(d.t)}
              className="w-full rounded-lg border border-slate-800 px-3 py-2 text-left hover:bg-slate-800"
              data-testid="reviewed-decision"
            >
              <span className="flex flex-wrap items-center gap-2">
                <span className="font-mono text-xs text-slate-400 tabular-nums">{decisionStamp(d)}</span>
                <Badge tone={MARK_TONE[d.mark]}>{MARK_LABEL[d.mark]}</Badge>
                {d.byPlan ? <span className="rounded bg-sky-500/20 px-1 text-[11px] font-semibold text-sky-300">plan</span> : null}
                <span className="ml-auto font-mono text-xs tabular-nums text-slate-300">
                  {winDeltaText(d)} · {pointsDeltaText(d)}
                </span>
              </span>
              {d.lines.map((line, j) => (
                <span key={j} className="mt-0.5 block text-sm">
                  {line}
                </span>
              ))}
            </button>
          </li>
        ))}
      </ol>
      <p className="text-sm font-semibold" data-testid="coaching-points">
        {coachingPointsText(review.coachingPoints)}
      </p>
    </div>
  );
}

export function DecisionReviewPanel({
  gameId,
  timeline,
  onJump,
}: {
  gameId: string;
  timeline: Pick<ReplayTimeline, 'decisions' | 'mySide'>;
  onJump: (second: number) => void;
}) {
  const title = useId();
  const ask = useRouteMutation(ROUTES.history.decisionReview, () => [{ gameId }]);
  const { mutate, isPending, data } = ask;
  // Pending: ask again in a second (each answer is a new object, so each schedules the next).
  useEffect(() => {
    if (isPending || data?.status !== 'pending') return;
    const timer = setTimeout(() => mutate(), REVIEW_POLL_MS);
    return () => clearTimeout(timer);
  }, [isPending, data, mutate]);

  const side = timeline.mySide;
  const noneListed = timeline.decisions !== undefined && !timeline.decisions.some((d) => d.side === side);
  const reviewing = isPending || data?.status === 'pending';
  return (
    <section
      aria-labelledby={title}
      className="space-y-3 rounded-xl border border-slate-800 bg-slate-900/60 p-3"
      data-testid="decision-review"
    >
      <h2 id={title} className="text-lg font-bold">
        Your decisions
      </h2>
      {noneListed ? (
        <EmptyState title="No decisions to review">You gave no commands in this game and no plan gave any for you.</EmptyState>
      ) : ask.isIdle ? (
        <div className="flex flex-wrap items-center gap-3">
          <Button onClick={() => mutate()}>Review my decisions</Button>
          <p className="text-sm text-slate-400">
            Each decision is played on with it and without it, to see what it did to your chance of winning.
          </p>
        </div>
      ) : null}
      {reviewing ? <Loading text={REVIEWING} className="min-h-20" /> : null}
      {ask.isError ? (
        <div className="space-y-2">
          <ErrorNote>{errorMessage(ask.error, 'Could not review your decisions')}</ErrorNote>
          <Button variant="secondary" onClick={() => mutate()}>
            Try again
          </Button>
        </div>
      ) : null}
      {data?.status === 'ready' ? <ReviewResult review={data.review} onJump={onJump} /> : null}
    </section>
  );
}
