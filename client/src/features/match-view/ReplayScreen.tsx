/**
 * A replay page's shell around a timeline the server replays: the header,
 * the loading state, "no replay" for a 404 with the page's own reason, any
 * other error, and the player (with what the page adds under it).
 */
import type { ReactNode } from 'react';
import type { ReplayTimeline } from '@hardwood/shared';
import { EmptyState, ErrorNote, Loading } from '../../components/ui';
import { ApiError, errorMessage } from '../../lib/api';
import { ReplayHeader } from './ReplayHeader';
import { ReplayPlayer, type ReplaySeek } from './ReplayPlayer';

interface TimelineQuery {
  data: ReplayTimeline | undefined;
  isLoading: boolean;
  isError: boolean;
  error: unknown;
}

export function ReplayScreen({
  timeline,
  kind,
  back,
  missing,
  children,
}: {
  timeline: TimelineQuery;
  /** What the subtitle calls it ("Replay", "Live Centre replay"). */
  kind: string;
  back: { href: string; label: string };
  /** The 404's title and why a game may have none. */
  missing: { title: string; text: string };
  children?: (seek: ReplaySeek, data: ReplayTimeline) => ReactNode;
}) {
  const data = timeline.data;
  const notFound = timeline.error instanceof ApiError && timeline.error.status === 404;
  return (
    <div className="min-h-dvh">
      <ReplayHeader
        title={data ? `${data.home.name} vs ${data.away.name}` : 'Replay'}
        subtitle={`${kind}${data ? ` · final ${data.final.home} - ${data.final.away}` : ''}`}
        back={back}
      />
      {timeline.isLoading ? <Loading text="Replaying the match…" /> : null}
      {notFound ? (
        <main className="mx-auto max-w-3xl px-4 py-4">
          <EmptyState title={missing.title}>{missing.text}</EmptyState>
        </main>
      ) : null}
      {timeline.isError && !notFound ? (
        <main className="mx-auto max-w-3xl px-4 py-4">
          <ErrorNote>{errorMessage(timeline.error, 'Could not load the replay')}</ErrorNote>
        </main>
      ) : null}
      {data ? (
        <main className="mx-auto max-w-6xl px-3 py-3 pb-8 lg:px-4">
          <ReplayPlayer timeline={data}>{children ? (seek) => children(seek, data) : undefined}</ReplayPlayer>
        </main>
      ) : null}
    </div>
  );
}
