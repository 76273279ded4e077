/**
 * A finished Live Centre match again (/live/replay/:matchId): public,
 * like the Live Centre, replayed on the server from its start and command
 * log while its cycle's records are kept.
 */
import { ROUTES } from '@hardwood/shared';
import { EmptyState, ErrorNote, Loading } from '../../components/ui';
import { ApiError, errorMessage } from '../../lib/api';
import { useRouteQuery } from '../../lib/contract';
import { ReplayHeader } from '../match-view/ReplayHeader';
import { ReplayPlayer } from '../match-view/ReplayPlayer';

export function LiveCentreReplayPage({ matchId }: { matchId: string }) {
  const timeline = useRouteQuery(ROUTES.liveCentre.replay, { id: matchId });
  const data = timeline.data;
  const notFound = timeline.error instanceof ApiError && timeline.error.status === 404;
  return (
    <div className="min-h-dvh">
      <ReplayHeader
        title={data ? `${data.home.name} vs ${data.away.name}` : 'Replay'}
        subtitle={`Live Centre replay${data ? ` · final ${data.final.home} - ${data.final.away}` : ''}`}
        back={{ href: '/live', label: 'Live Centre' }}
      />
      {timeline.isLoading ? <Loading text="Replaying the match…" /> : null}
      {notFound ? (
        <main className="mx-auto max-w-3xl px-4 py-4">
          <EmptyState title="No replay of this match">Replays are kept for the current and the last Live Centre cycle only.</EmptyState>
        </main>
      ) : null}
      {timeline.isError && !notFound ? (
        <main className="mx-auto max-w-3xl px-4 py-4">
          <ErrorNote>{errorMessage(timeline.error, 'Could not load the replay')}</ErrorNote>
        </main>
      ) : null}
      {data ? (
        <main className="mx-auto max-w-6xl px-3 py-3 pb-8 lg:px-4">
          <ReplayPlayer timeline={data} />
        </main>
      ) : null}
    </div>
  );
}
