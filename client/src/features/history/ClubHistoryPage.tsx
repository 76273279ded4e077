/**
 * A club's history (/club/:id/history): its champions' banners, then each
 * ended season's league and finish, record, European Cup run, awards its
 * players won and its top scorer.
 */
import { Link } from 'wouter';
import { ROUTES, type ClubSeason } from '@hardwood/shared';
import { PageShell } from '../../components/PageShell';
import { TrophyMark } from '../../components/TrophyMark';
import { Badge, EmptyState, ErrorNote, Loading } from '../../components/ui';
import { ApiError } from '../../lib/api';
import { useRouteQuery } from '../../lib/contract';
import { PlayerLink } from '../players/PlayerLink';
import { ChampionBanners } from './ChampionBanners';
import { HALL_OF_FAME_PATH, RECORDS_PATH } from './history-paths';

const CUP_TONE: Record<NonNullable<ClubSeason['cup']>, 'yellow' | 'orange' | 'blue' | 'slate'> = {
  Champion: 'yellow',
  Final: 'orange',
  'Final Four': 'blue',
  Quarterfinal: 'slate',
};

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 21st. */
const ordinal = (n: number) => (n % 100 >= 11 && n % 100 <= 13 ? `${n}th` : `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`);

export function ClubHistoryPage({ teamId }: { teamId: string }) {
  const history = useRouteQuery(ROUTES.history.clubHistory, { teamId });
  const notFound = history.error instanceof ApiError && history.error.status === 404;
  const data = history.data;
  return (
    <PageShell>
      {history.isLoading ? <Loading text="Loading club history..." /> : null}
      {notFound ? <EmptyState title="Team Not Found">This club is not part of your world.</EmptyState> : null}
      {history.isError && !notFound ? <ErrorNote>Failed to fetch the club’s history.</ErrorNote> : null}
      {data ? (
        <article aria-label={`${data.team.name} history`} className="space-y-4" data-testid="club-history">
          <header>
            <h1 className="text-2xl font-bold">
              {data.team.name} {data.team.isUserTeam ? <span className="text-base text-court-400">(Your club)</span> : null}
            </h1>
            <p className="text-sm text-slate-400">
              {data.team.city} · {data.team.league} ·{' '}
              <Link
                href={`/players?leagueId=${data.team.leagueId}&teamId=${data.team.id}`}
                className="font-semibold text-court-400 hover:underline"
              >
                Players
              </Link>{' '}
              ·{' '}
              <Link href={HALL_OF_FAME_PATH} className="font-semibold text-court-400 hover:underline">
                Hall of Fame
              </Link>{' '}
              ·{' '}
              <Link href={RECORDS_PATH} className="font-semibold text-court-400 hover:underline">
                Records
              </Link>
            </p>
          </header>
          <ChampionBanners seasons={data.seasons} />
          {data.seasons.length === 0 ? (
            <EmptyState title="No seasons finished yet">
              A season’s finish, record, Cup run and awards are written here when it ends.
            </EmptyState>
          ) : (
            <div className="overflow-x-auto rounded-xl border border-slate-800">
              <table className="w-full text-sm tabular-nums" data-testid="club-seasons">
                <thead className="bg-slate-900 text-xs uppercase text-slate-400">
                  <tr>
                    <th scope="col" className="px-3 py-2 text-left">
                      Season
                    </th>
                    <th scope="col" className="px-3 py-2 text-left">
                      League
                    </th>
                    <th scope="col" className="px-3 py-2 text-center">
                      Finish
                    </th>
                    <th scope="col" className="px-3 py-2 text-center">
                      W-L
                    </th>
                    <th scope="col" className="px-3 py-2 text-left">
                      European Cup
                    </th>
                    <th scope="col" className="px-3 py-2 text-left">
                      Awards
                    </th>
                    <th scope="col" className="px-3 py-2 text-left">
                      Top scorer
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.seasons.map((s) => (
                    <tr key={s.season} className="border-t border-slate-800 align-top">
                      <td className="whitespace-nowrap px-3 py-2 font-semibold">
                        <Link href={`/awards?season=${s.season}`} className="hover:text-court-400 hover:underline">
                          {s.seasonName}
                        </Link>
                      </td>
                      <td className="whitespace-nowrap px-3 py-2 text-slate-300">{s.leagueName}</td>
                      <td className="whitespace-nowrap px-3 py-2 text-center">
                        {s.position === 1 ? <TrophyMark label="Champion" className="mr-1" /> : null}
                        {ordinal(s.position)} of {s.teams}
                      </td>
                      <td className="px-3 py-2 text-center">
                        {s.wins}-{s.losses}
                      </td>
                      <td className="px-3 py-2">
                        {s.cup ? <Badge tone={CUP_TONE[s.cup]}>{s.cup}</Badge> : <span className="text-slate-500">–</span>}
                      </td>
                      <td className="px-3 py-2">
                        {s.awards.length === 0 ? (
                          <span className="text-slate-500">–</span>
                        ) : (
                          <ul className="space-y-0.5">
                            {s.awards.map((a) => (
                              <li key={`${a.kind}:${a.playerId}`}>
                                <span className="text-slate-400">{a.label}:</span> <PlayerLink playerId={a.playerId}>{a.name}</PlayerLink>
                              </li>
                            ))}
                          </ul>
                        )}
                      </td>
                      <td className="whitespace-nowrap px-3 py-2">
                        {s.topScorer ? (
                          <>
                            <PlayerLink playerId={s.topScorer.playerId}>{s.topScorer.name}</PlayerLink>{' '}
                            <span className="text-xs text-slate-400">{s.topScorer.pointsPerGame.toFixed(1)} ppg</span>
                          </>
                        ) : (
                          '–'
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </article>
      ) : null}
    </PageShell>
  );
}
