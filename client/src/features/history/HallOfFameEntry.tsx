/** A retired player's page: his Hall of Fame entry when he entered it (the player page shows it once his own is gone). */
import type { ReactNode } from 'react';
import { ROUTES } from '@hardwood/shared';
import { Loading } from '../../components/ui';
import { useRouteQuery } from '../../lib/contract';
import { HallOfFameMemberView } from './HallOfFameMemberView';

/** His Hall of Fame entry if he is a member, else `otherwise` (a player who left the world without entering). */
export function HallOfFameEntryOr({ playerId, otherwise }: { playerId: string; otherwise: ReactNode }) {
  const member = useRouteQuery(ROUTES.history.hallOfFameMember, { playerId });
  if (member.isLoading) return <Loading text="Loading player..." />;
  if (member.data) return <HallOfFameMemberView member={member.data} />;
  return otherwise;
}
