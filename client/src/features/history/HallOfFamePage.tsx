/** The world's Hall of Fame (/hall-of-fame): the retired whose careers scored enough, newest class first. */
import { Link } from 'wouter';
import { ROUTES, type HallOfFameMember } from '@hardwood/shared';
import { PageShell } from '../../components/PageShell';
import { Badge, EmptyState, ErrorNote, Loading } from '../../components/ui';
import { useRouteQuery } from '../../lib/contract';
import { HistoryNav } from './HistoryNav';
import { hallOfFameMemberPath } from './history-paths';
import { seasonSpan } from './HallOfFameMemberView';

function MemberCard({ member }: { member: HallOfFameMember }) {
  const { totals } = member;
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-amber-500/30 bg-slate-900/80 p-4" data-testid="hall-of-fame-card">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <Link
            href={hallOfFameMemberPath(member.playerId)}
            className="text-lg font-bold text-slate-50 hover:text-court-400 hover:underline"
          >
            {member.name}
          </Link>
          <p className="text-xs text-slate-400">
            {member.position} · {seasonSpan(member.seasons)}
          </p>
        </div>
        <Badge tone="yellow" className="shrink-0">
          {member.score.toFixed(1)}
        </Badge>
      </div>
      <p className="text-sm tabular-nums text-slate-300">
        {member.games} games · {totals.points} pts · {totals.rebounds} reb · {totals.assists} ast
      </p>
      <p className="truncate text-xs text-slate-400" title={member.clubs.map((c) => c.name).join(', ')}>
        {member.clubs.map((c) => c.name).join(' · ')}
      </p>
      <p className="mt-auto text-xs text-amber-300">
        Class of {member.inducted.seasonName}
        {member.awards.length > 0 ? ` · ${member.awards.length} ${member.awards.length === 1 ? 'award' : 'awards'}` : ''}
      </p>
    </li>
  );
}

export function HallOfFamePage() {
  const fame = useRouteQuery(ROUTES.history.hallOfFame, {});
  const data = fame.data;
  return (
    <PageShell>
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">Hall of Fame</h1>
        <HistoryNav />
      </header>
      {data ? (
        <p className="text-sm text-slate-400">
          A player enters when he retires with a career score of {data.threshold} or more: his seasons, points, rebounds and assists, awards
          and peak overall.
        </p>
      ) : null}
      {fame.isLoading ? <Loading text="Loading the Hall of Fame..." /> : null}
      {fame.isError ? <ErrorNote>Failed to fetch the Hall of Fame.</ErrorNote> : null}
      {data && data.members.length === 0 ? (
        <EmptyState title="No one has retired into the Hall of Fame yet">
          The best careers enter at the season end they retire in.
        </EmptyState>
      ) : null}
      {data && data.members.length > 0 ? (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="Hall of Fame members">
          {data.members.map((m) => (
            <MemberCard key={m.playerId} member={m} />
          ))}
        </ul>
      ) : null}
    </PageShell>
  );
}
