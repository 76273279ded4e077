/**
 * The ended season's awards on the season summary: the manager's league's
 * honours and the Final Four MVP, his own club's winners marked, with the
 * way to every league's awards.
 */
import { Link } from 'wouter';
import { EUROPEAN_CUP_LEAGUE_ID, ROUTES } from '@hardwood/shared';
import { Loading } from '../../components/ui';
import { useRouteQuery } from '../../lib/contract';
import { useMyTeam } from '../../lib/queries';
import { AwardList } from './AwardList';
import { awardsByLeague } from './awards-logic';
import { HALL_OF_FAME_PATH, RECORDS_PATH } from './history-paths';

export function SeasonAwardsSummary({ season }: { season?: number }) {
  const awards = useRouteQuery(ROUTES.history.seasonAwards, {}, season === undefined ? {} : { query: { season } });
  const team = useMyTeam();
  if (awards.isLoading) return <Loading text="Loading awards..." className="min-h-16" />;
  if (!awards.data) return null;
  const shown = awardsByLeague(awards.data).filter((l) => l.leagueId === awards.data?.ownLeagueId || l.leagueId === EUROPEAN_CUP_LEAGUE_ID);
  return (
    <section aria-label="Season awards" className="space-y-2" data-testid="season-awards">
      <p className="font-semibold">Awards of {awards.data.seasonName}</p>
      {shown.map((league) => (
        <div key={league.leagueId}>
          <p className="text-xs uppercase tracking-wide text-slate-500">{league.leagueName}</p>
          <AwardList awards={league.awards} ownTeamId={team.data?.id} />
        </div>
      ))}
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm font-semibold">
        <Link href={`/awards?season=${awards.data.season}`} className="text-court-400 hover:underline">
          Every league’s awards
        </Link>
        <Link href={HALL_OF_FAME_PATH} className="text-court-400 hover:underline">
          Hall of Fame
        </Link>
        <Link href={RECORDS_PATH} className="text-court-400 hover:underline">
          Records
        </Link>
      </p>
    </section>
  );
}
