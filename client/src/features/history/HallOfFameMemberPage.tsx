/** A Hall of Fame member's entry (/hall-of-fame/:playerId). */
import { ROUTES } from '@hardwood/shared';
import { PageShell } from '../../components/PageShell';
import { EmptyState, ErrorNote, Loading } from '../../components/ui';
import { ApiError } from '../../lib/api';
import { useRouteQuery } from '../../lib/contract';
import { HallOfFameMemberView } from './HallOfFameMemberView';
import { HistoryNav } from './HistoryNav';

export function HallOfFameMemberPage({ playerId }: { playerId: string }) {
  const member = useRouteQuery(ROUTES.history.hallOfFameMember, { playerId });
  const notFound = member.error instanceof ApiError && member.error.status === 404;
  return (
    <PageShell>
      <HistoryNav />
      {member.isLoading ? <Loading text="Loading the Hall of Fame..." /> : null}
      {notFound ? <EmptyState title="Not in the Hall of Fame">No member of your world’s Hall of Fame has this id.</EmptyState> : null}
      {member.isError && !notFound ? <ErrorNote>Failed to fetch the Hall of Fame entry.</ErrorNote> : null}
      {member.data ? <HallOfFameMemberView member={member.data} /> : null}
    </PageShell>
  );
}
