/**
 * A finished Live Centre match again (/live/replay/:matchId): public,
 * like the Live Centre, replayed on the server from its start and command
 * log while its cycle's records are kept.
 */
import { ROUTES } from '@hardwood/shared';
import { useRouteQuery } from '../../lib/contract';
import { ReplayScreen } from '../match-view/ReplayScreen';

export function LiveCentreReplayPage({ matchId }: { matchId: string }) {
  const timeline = useRouteQuery(ROUTES.liveCentre.replay, { id: matchId });
  return (
    <ReplayScreen
      timeline={timeline}
      kind="Live Centre replay"
      back={{ href: '/live', label: 'Live Centre' }}
      missing={{ title: 'No replay of this match', text: 'Replays are kept for the current and the last Live Centre cycle only.' }}
    />
  );
}
