/**
 * A played game of the manager's world again (/match/:gameId/replay): his
 * league and Cup games, live or instant, and the other leagues' games,
 * replayed on the server from their start and command log. Under the player,
 * for a game his club played, the review of his decisions.
 */
import { ROUTES } from '@hardwood/shared';
import { EmptyState, ErrorNote, Loading } from '../../components/ui';
import { ApiError, errorMessage } from '../../lib/api';
import { useRouteQuery } from '../../lib/contract';
import { DecisionReviewPanel } from './DecisionReviewPanel';
import { ReplayHeader } from './ReplayHeader';
import { ReplayPlayer } from './ReplayPlayer';

export function MatchReplayPage({ gameId }: { gameId: string }) {
  const timeline = useRouteQuery(ROUTES.history.matchReplay, { gameId });
  const data = timeline.data;
  const notFound = timeline.error instanceof ApiError && timeline.error.status === 404;
  return (
    <div className="min-h-dvh">
      <ReplayHeader
        title={data ? `${data.home.name} vs ${data.away.name}` : 'Replay'}
        subtitle={`Replay${data ? ` · final ${data.final.home} - ${data.final.away}` : ''}`}
        back={{ href: `/match/${gameId}`, label: 'Match report' }}
      />
      {timeline.isLoading ? <Loading text="Replaying the match…" /> : null}
      {notFound ? (
        <main className="mx-auto max-w-3xl px-4 py-4">
          <EmptyState title="No replay of this game">
            It was played before replays were kept, or it is not a played game of your world.
          </EmptyState>
        </main>
      ) : null}
      {timeline.isError && !notFound ? (
        <main className="mx-auto max-w-3xl px-4 py-4">
          <ErrorNote>{errorMessage(timeline.error, 'Could not load the replay')}</ErrorNote>
        </main>
      ) : null}
      {data ? (
        <main className="mx-auto max-w-6xl px-3 py-3 pb-8 lg:px-4">
          <ReplayPlayer timeline={data}>
            {(seek) => (data.mySide ? <DecisionReviewPanel gameId={gameId} timeline={data} onJump={seek} /> : null)}
          </ReplayPlayer>
        </main>
      ) : null}
    </div>
  );
}
