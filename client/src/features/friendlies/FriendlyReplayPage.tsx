/**
 * A played friendly again (/friendly/:key/replay), from the timeline the
 * server replayed from its start and command log: the match kit's replay
 * player (court, feed, score and its flow at any game second, 1x, 4x or
 * 16x, a timeline to drag and the key moments).
 */
import { friendlyMatchPath, ROUTES } from '@hardwood/shared';
import { ErrorNote, Loading } from '../../components/ui';
import { errorMessage } from '../../lib/api';
import { useRouteQuery } from '../../lib/contract';
import { ReplayHeader } from '../match-view/ReplayHeader';
import { ReplayPlayer } from '../match-view/ReplayPlayer';
import { FRIENDLY_VIEW_ONLY } from './friendly-logic';

export function FriendlyReplayPage({ friendlyKey }: { friendlyKey: string }) {
  const timeline = useRouteQuery(ROUTES.friendlies.replay, { key: friendlyKey });
  const data = timeline.data;
  return (
    <div className="min-h-dvh">
      <ReplayHeader
        title={data ? `${data.home.name} vs ${data.away.name}` : 'Replay'}
        subtitle={`Friendly replay${data ? ` · final ${data.final.home} - ${data.final.away}` : ''}`}
        back={{ href: friendlyMatchPath(friendlyKey), label: 'The friendly' }}
      />
      {timeline.isLoading ? <Loading text="Replaying the match…" /> : null}
      {timeline.error ? (
        <main className="mx-auto max-w-3xl px-4 py-4">
          <ErrorNote>{errorMessage(timeline.error, 'No replay of this friendly')}</ErrorNote>
        </main>
      ) : null}
      {data ? (
        <main className="mx-auto max-w-6xl px-3 py-3 pb-8 lg:px-4">
          <ReplayPlayer timeline={data} viewOnlyText={FRIENDLY_VIEW_ONLY} />
        </main>
      ) : null}
    </div>
  );
}
