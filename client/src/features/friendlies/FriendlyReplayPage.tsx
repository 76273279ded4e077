/**
 * A played friendly again (/friendly/:key/replay), from the timeline the
 * server replayed from its start and command log: the court, the feed, the
 * score and its flow at any game second. It plays at 1x (the live pace),
 * 4x or 16x, pauses, and scrubs to any moment.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'wouter';
import { friendlyMatchPath, replayViewAt, ROUTES, TICK_MS, type ReplayTimeline } from '@hardwood/shared';
import { Button, cx, ErrorNote, Loading } from '../../components/ui';
import { errorMessage } from '../../lib/api';
import { useRouteQuery } from '../../lib/contract';
import { CourtView } from '../live/CourtView';
import { LiveFeed } from '../live/LiveFeed';
import { formatClock } from '../live/live-logic';
import { MatchDetailTabs } from '../live/MatchDetailTabs';
import { Scoreboard } from '../live/Scoreboard';
import { ScoreFlow } from '../live/ScoreFlow';
import { FRIENDLY_VIEW_ONLY } from './friendly-logic';

export const REPLAY_SPEEDS = [1, 4, 16] as const;
export type ReplaySpeed = (typeof REPLAY_SPEEDS)[number];

/** The replay's clock: game seconds played so far, advanced by animation frames at `speed` times the live pace. */
function useReplayClock(length: number, speed: ReplaySpeed) {
  const [at, setAt] = useState(0);
  const [playing, setPlaying] = useState(false);
  const frame = useRef(0);
  useEffect(() => {
    if (!playing) return;
    let last = performance.now();
    const step = (now: number) => {
      const elapsedMs = now - last;
      last = now;
      setAt((current) => Math.min(length, current + (elapsedMs * speed) / TICK_MS));
      frame.current = requestAnimationFrame(step);
    };
    frame.current = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame.current);
  }, [playing, speed, length]);
  useEffect(() => {
    if (at >= length) setPlaying(false);
  }, [at, length]);
  return { at, setAt, playing, setPlaying };
}

function Replay({ timeline }: { timeline: ReplayTimeline }) {
  const [speed, setSpeed] = useState<ReplaySpeed>(4);
  const { at, setAt, playing, setPlaying } = useReplayClock(timeline.length, speed);
  const second = Math.floor(at);
  const { view, feed } = useMemo(() => replayViewAt(timeline, second, TICK_MS / speed), [timeline, second, speed]);
  // Paused mid-game, the clock stands still.
  const shown = playing || view.status !== 'playing' ? view : { ...view, status: 'paused' };
  const atEnd = second >= timeline.length;
  return (
    <main className="mx-auto max-w-6xl space-y-3 px-3 py-3 lg:px-4">
      <section aria-label="Replay controls" className="space-y-2 rounded-xl border border-slate-800 bg-slate-900/60 p-3">
        <div className="flex flex-wrap items-center gap-2">
          <Button
            onClick={() => {
              if (atEnd) setAt(0);
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
                  'h-10 rounded-lg px-3 text-sm font-semibold',
                  speed === s ? 'bg-court-500 text-slate-950' : 'bg-slate-800 text-slate-200',
                )}
              >
                {s}x
              </button>
            ))}
          </div>
          <Button variant="ghost" onClick={() => setAt(timeline.length)}>
            Skip to end
          </Button>
          <span className="ml-auto font-mono text-sm tabular-nums text-slate-300" data-testid="replay-moment">
            {shown.periodLabel} {formatClock(shown.clock)}
          </span>
        </div>
        <input
          type="range"
          min={0}
          max={timeline.length}
          step={1}
          value={second}
          onChange={(e) => setAt(Number(e.currentTarget.value))}
          aria-label="Replay position (game seconds)"
          aria-valuetext={`${shown.periodLabel} ${formatClock(shown.clock)}`}
          className="w-full accent-court-500"
          data-testid="replay-position"
        />
      </section>
      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-3">
          <Scoreboard view={shown} />
          <CourtView view={shown} feed={feed} />
          {shown.flow && shown.flow.length > 0 ? (
            <ScoreFlow
              flow={shown.flow}
              home={shown.home.name}
              away={shown.away.name}
              chances={shown.winChance ?? []}
              chanceNow={shown.winChanceNow}
            />
          ) : null}
          <LiveFeed feed={feed} />
        </div>
        <aside className="space-y-3 rounded-xl border border-slate-800 bg-slate-900/60 p-3">
          <MatchDetailTabs view={shown} feed={feed} viewOnlyText={FRIENDLY_VIEW_ONLY} />
        </aside>
      </div>
    </main>
  );
}

export function FriendlyReplayPage({ friendlyKey }: { friendlyKey: string }) {
  const timeline = useRouteQuery(ROUTES.friendlies.replay, { key: friendlyKey });
  const data = timeline.data;
  return (
    <div className="min-h-dvh">
      <header className="border-b border-slate-800 bg-slate-950/90">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-2">
          <div className="min-w-0">
            <h1 className="truncate text-lg font-black sm:text-xl">{data ? `${data.home.name} vs ${data.away.name}` : 'Replay'}</h1>
            <p className="text-xs text-slate-400">Friendly replay{data ? ` · final ${data.final.home} - ${data.final.away}` : ''}</p>
          </div>
          <Link
            href={friendlyMatchPath(friendlyKey)}
            className="shrink-0 rounded-lg px-2 py-1 text-sm font-semibold text-court-400 hover:bg-slate-800"
          >
            ← The friendly
          </Link>
        </div>
      </header>
      {timeline.isLoading ? <Loading text="Replaying the match…" /> : null}
      {timeline.error ? (
        <main className="mx-auto max-w-3xl px-4 py-4">
          <ErrorNote>{errorMessage(timeline.error, 'No replay of this friendly')}</ErrorNote>
        </main>
      ) : null}
      {data ? <Replay timeline={data} /> : null}
    </div>
  );
}
