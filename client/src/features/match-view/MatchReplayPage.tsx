/**
 * A played game of the manager's world again (/match/:gameId/replay): his
 * league and Cup games, live or instant, and the other leagues' games,
 * replayed on the server from their start and command log. Under the player,
 * for a game his club played, the review of his decisions.
 */
import { ROUTES } from '@hardwood/shared';
import { useRouteQuery } from '../../lib/contract';
import { DecisionReviewPanel } from './DecisionReviewPanel';
import { ReplayScreen } from './ReplayScreen';

export function MatchReplayPage({ gameId }: { gameId: string }) {
  const timeline = useRouteQuery(ROUTES.history.matchReplay, { gameId });
  return (
    <ReplayScreen
      timeline={timeline}
      kind="Replay"
      back={{ href: `/match/${gameId}`, label: 'Match report' }}
      missing={{
        title: 'No replay of this game',
        text: 'It was played before replays were kept, or it is not a played game of your world.',
      }}
    >
      {(seek, data) => (data.mySide ? <DecisionReviewPanel gameId={gameId} timeline={data} onJump={seek} /> : null)}
    </ReplayScreen>
  );
}
