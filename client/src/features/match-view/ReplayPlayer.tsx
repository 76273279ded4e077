/**
 * A played game again, from the timeline the server replayed: the court,
 * the feed (each shot with why it went in or not), the scoreboard, the
 * score flow and the box score (with expected points) at any moment. It
 * plays at 1x (the live pace), 4x or 16x, pauses, and goes anywhere on a
 * timeline with the key moments marked, or straight to one from their list.
 * Seeking is instant: a view is folded from the start of the timeline
 * (well under a millisecond for a whole game), and while the timeline is
 * dragged the match redraws as a deferred update, so the timeline never
 * waits for the court and the feed.
 */
import { memo, useCallback, useDeferredValue, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  keyMoments,
  replayViewAt,
  TICK_MS,
  type KeyMoment,
  type LiveEventView,
  type LiveMatchView,
  type ReplayTimeline,
} from '@hardwood/shared';
import { Button, cx } from '../../components/ui';
import { useMediaQuery } from '../../lib/media';
import { VIEW_ONLY_TEXT } from '../live/ManagerPanels';
import { KeyMomentsList, MomentLegend } from './KeyMomentsList';
import { MatchDetailTabs } from './MatchDetailTabs';
import type { FeedWhy } from './LiveFeed';
import { MatchLayout } from './MatchLayout';
import { REPLAY_SPEEDS, secondStamp, useReplayClock, type ReplaySpeed } from './replay-clock';
import type { ShotWhyOf } from './ShotChart';
import { expectedPoints, whyBySeq } from './shot-why';
import { TimelineSlider } from './TimelineSlider';

/**
 * The match at the second shown: memoised, so the urgent redraw of a drag
 * (the timeline, its stamp) does not redraw it; it follows as a deferred one.
 */
const ReplayMatch = memo(function ReplayMatch({
  view,
  feed,
  wide,
  feedWhy,
  shotWhy,
  xPts,
  moments,
  at,
  onJump,
  viewOnlyText,
}: {
  view: LiveMatchView;
  feed: readonly LiveEventView[];
  wide: boolean;
  feedWhy: FeedWhy;
  shotWhy: ShotWhyOf;
  xPts: ReadonlyMap<string, number> | null;
  moments: readonly KeyMoment[];
  at: number;
  onJump: (second: number) => void;
  viewOnlyText: string;
}) {
  const momentsList = <KeyMomentsList moments={moments} at={at} onJump={onJump} />;
  return (
    <MatchLayout
      view={view}
      feed={feed}
      wide={wide}
      whyOf={feedWhy}
      details={<MatchDetailTabs view={view} feed={feed} viewOnlyText={viewOnlyText} xPts={xPts} whyOf={shotWhy} />}
      aside={{ above: momentsList }}
      phone={{ belowCourt: momentsList }}
    />
  );
});

/** How the page below the player moves the replay (the decision review's list). */
export type ReplaySeek = (second: number) => void;

export function ReplayPlayer({
  timeline,
  viewOnlyText = VIEW_ONLY_TEXT,
  children,
}: {
  timeline: ReplayTimeline;
  /** What the substitutions and tactics tabs say (nobody coaches a replay). */
  viewOnlyText?: string;
  /** Under the player, with the way to jump the replay to a second. */
  children?: (seek: ReplaySeek) => ReactNode;
}) {
  const [speed, setSpeed] = useState<ReplaySpeed>(4);
  const { at, seek, playing, setPlaying } = useReplayClock(timeline.length, speed);
  const wide = useMediaQuery('(min-width: 1024px)');
  const second = Math.floor(at);
  // While the timeline is dragged, it and its stamp follow the pointer at once and the match (court, feed, box
  // score) catches up as a deferred redraw; a click, a key or the clock moves both together.
  const [scrubbing, setScrubbing] = useState(false);
  const deferredSecond = useDeferredValue(second);
  const shownSecond = scrubbing ? deferredSecond : second;
  const { view, feed } = useMemo(() => replayViewAt(timeline, shownSecond, TICK_MS / speed), [timeline, shownSecond, speed]);
  // Paused mid-game, the clock stands still.
  const shown = useMemo(() => (playing || view.status !== 'playing' ? view : { ...view, status: 'paused' }), [view, playing]);
  const atEnd = second >= timeline.length;
  const stamp = secondStamp(second);

  const moments = useMemo(() => keyMoments(timeline), [timeline]);
  const whys = useMemo(() => whyBySeq(timeline.events), [timeline]);
  const feedWhy = useCallback((e: LiveEventView) => whys.get(e.seq), [whys]);
  const shotWhy = useCallback((seq: number) => whys.get(seq), [whys]);
  const xPts = useMemo(() => expectedPoints(timeline.events, shownSecond), [timeline, shownSecond]);

  // A jump from below the player brings the player back into view.
  const top = useRef<HTMLElement>(null);
  const jump = useCallback(
    (t: number) => {
      seek(t);
      top.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
    },
    [seek],
  );

  return (
    <div className="space-y-3">
      <section ref={top} aria-label="Replay controls" className="space-y-2 rounded-xl border border-slate-800 bg-slate-900/60 p-3">
        <div className="flex flex-wrap items-center gap-2">
          <Button
            onClick={() => {
              if (atEnd) seek(0);
              setPlaying(!playing);
            }}
          >
            {playing ? '❚❚ Pause' : atEnd ? '↺ Play again' : '▶ Play'}
          </Button>
          <div role="group" aria-label="Speed" className="flex gap-1">
            {REPLAY_SPEEDS.map((s) => (
              <button
                key={s}
                type="button"
                aria-pressed={speed === s}
                onClick={() => setSpeed(s)}
                className={cx(
                  'h-10 min-w-11 rounded-lg px-3 text-sm font-semibold',
                  speed === s ? 'bg-court-500 text-slate-950' : 'bg-slate-800 text-slate-200',
                )}
              >
                {s}x
              </button>
            ))}
          </div>
          <Button variant="ghost" onClick={() => seek(timeline.length)}>
            Skip to end
          </Button>
          <span className="ml-auto font-mono text-sm tabular-nums text-slate-300" data-testid="replay-moment">
            {stamp}
          </span>
        </div>
        <TimelineSlider value={second} max={timeline.length} valueText={stamp} moments={moments} onSeek={seek} onScrub={setScrubbing} />
        <MomentLegend />
      </section>
      <ReplayMatch
        view={shown}
        feed={feed}
        wide={wide}
        feedWhy={feedWhy}
        shotWhy={shotWhy}
        xPts={xPts}
        moments={moments}
        at={shownSecond}
        onJump={seek}
        viewOnlyText={viewOnlyText}
      />
      {children?.(jump)}
    </div>
  );
}
