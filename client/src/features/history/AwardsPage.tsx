/** Every league's awards of an ended season (/awards?season=n; the latest without one), with the other seasons to choose from. */
import { useLocation, useSearch } from 'wouter';
import { ROUTES } from '@hardwood/shared';
import { PageShell } from '../../components/PageShell';
import { Card, CardTitle, EmptyState, ErrorNote, Loading } from '../../components/ui';
import { ApiError } from '../../lib/api';
import { useRouteQuery } from '../../lib/contract';
import { useMyTeam } from '../../lib/queries';
import { AwardList } from './AwardList';
import { awardsByLeague } from './awards-logic';
import { HistoryNav } from './HistoryNav';

export function AwardsPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const asked = Number(new URLSearchParams(search).get('season'));
  const season = Number.isInteger(asked) && asked > 0 ? asked : undefined;
  const awards = useRouteQuery(ROUTES.history.seasonAwards, {}, season === undefined ? {} : { query: { season } });
  const latest = useRouteQuery(ROUTES.history.seasonAwards, {});
  const team = useMyTeam();
  const none = awards.error instanceof ApiError && awards.error.status === 404;
  const last = latest.data?.season ?? 0;
  return (
    <PageShell>
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">Season Awards {awards.data ? awards.data.seasonName : ''}</h1>
        {last > 1 ? (
          <label className="flex items-center gap-2 text-sm text-slate-300">
            Season
            <select
              value={awards.data?.season ?? last}
              onChange={(e) => navigate(`/awards?season=${e.target.value}`, { replace: true })}
              className="h-9 rounded-lg border border-slate-700 bg-slate-950 px-2"
            >
              {Array.from({ length: last }, (_, i) => last - i).map((n) => (
                <option key={n} value={n}>
                  Season {n}
                </option>
              ))}
            </select>
          </label>
        ) : null}
      </header>
      <HistoryNav />
      {awards.isLoading ? <Loading text="Loading awards..." /> : null}
      {none ? <EmptyState title="No awards yet">Awards are named when a season ends.</EmptyState> : null}
      {awards.isError && !none ? <ErrorNote>Failed to fetch the awards.</ErrorNote> : null}
      {awards.data ? (
        <div className="grid gap-4 lg:grid-cols-2">
          {awardsByLeague(awards.data).map((league) => (
            <Card key={league.leagueId} className="space-y-2">
              <CardTitle>{league.leagueName}</CardTitle>
              <AwardList awards={league.awards} ownTeamId={team.data?.id} />
            </Card>
          ))}
        </div>
      ) : null}
    </PageShell>
  );
}
