/** League standings: the table, own row marked "(You)", the status legend and the league rules. */
import { POINTS_PER_LOSS, POINTS_PER_WIN, type Standing } from '@hardwood/shared';
import { Badge, Card, cx, ErrorNote, Loading } from '../../components/ui';
import { useActiveSeason, useStandings } from '../../lib/queries';
import { StandingCells } from './StandingCells';
import { shortTeamName, shownStatus, STATUS_TONE, statusLegend } from './standings-logic';

const COLUMNS = ['Pos', 'Team', 'P', 'W', 'L', 'PF', 'PA', '+/-', 'Pts', 'Status'] as const;
/** Columns a phone leaves out (the row's colour bar stands for the status). */
const WIDE_ONLY = new Set<string>(['P', 'PF', 'PA', 'Status']);
/** The status as a bar at the row's start on phones. */
const STATUS_BAR: Record<Standing['status'], string> = {
  Champion: 'border-l-emerald-400',
  Playoffs: 'border-l-sky-400',
  'European Cup': 'border-l-sky-400',
  'Mid-Table': 'border-l-transparent',
  Relegation: 'border-l-red-500',
  Promotion: 'border-l-emerald-400',
};

export function StandingsTab({ onViewTeam, onOpenEurope }: { onViewTeam: (teamId: string) => void; onOpenEurope: () => void }) {
  const { team, seasons, season } = useActiveSeason();
  const standings = useStandings(season?.id);
  const userTeamId = team.data?.id;

  let body: React.ReactNode;
  if (team.isLoading || seasons.isLoading || standings.isLoading) body = <Loading text="Loading standings..." />;
  else if (seasons.isError) body = <ErrorNote>Failed to fetch seasons</ErrorNote>;
  else if (standings.isError) body = <ErrorNote>Failed to fetch standings</ErrorNote>;
  else if (!season) body = <p className="text-slate-300">No active season found.</p>;
  else if (!standings.data || standings.data.length === 0) body = <p className="text-slate-300">No standings data available.</p>;
  else {
    body = (
      <div className="overflow-x-auto rounded-xl border border-slate-800">
        <table className="w-full text-sm sm:min-w-[640px]">
          <thead className="bg-slate-900 text-xs uppercase text-slate-400">
            <tr>
              {COLUMNS.map((c) => (
                <th
                  key={c}
                  scope="col"
                  className={cx('px-2 py-2', c === 'Team' ? 'text-left' : 'text-center', WIDE_ONLY.has(c) && 'hidden sm:table-cell')}
                >
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {standings.data.map((row: Standing) => {
              const own = row.userTeamId === userTeamId;
              const status = shownStatus(row);
              return (
                <tr
                  key={row.id}
                  className={cx('border-t border-slate-800', own ? 'bg-court-500/15 font-semibold' : 'odd:bg-slate-900/40')}
                  data-testid="standings-row"
                  aria-current={own ? 'true' : undefined}
                >
                  <td
                    className={cx(
                      'border-l-4 px-2 py-2 text-center sm:border-l-transparent',
                      status ? STATUS_BAR[status] : 'border-l-transparent',
                    )}
                  >
                    {row.position}
                  </td>
                  <td className="max-w-[9rem] px-2 py-2 sm:max-w-none">
                    <button
                      type="button"
                      onClick={() => onViewTeam(row.userTeamId)}
                      aria-label={row.teamName}
                      title={row.teamName}
                      className="max-w-full truncate text-left align-bottom hover:underline"
                    >
                      <span className="sm:hidden" data-testid="short-team-name">
                        {shortTeamName(row.teamName)}
                      </span>
                      <span className="hidden sm:inline">{row.teamName}</span>
                    </button>
                    {own ? <span className="ml-1 text-court-400">(You)</span> : null}
                  </td>
                  <StandingCells row={row} withPointsForAgainst compactOnPhones />
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    );
  }

  return (
    <section aria-labelledby="standings-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 id="standings-title" className="text-2xl font-bold">
          {team.data?.league ?? 'League'} Standings
        </h1>
        <button type="button" onClick={onOpenEurope} className="text-sm text-court-400 hover:underline">
          European leagues →
        </button>
      </div>
      {body}
      <div className="grid gap-4 md:grid-cols-2">
        <Card>
          <h2 className="mb-2 font-semibold">Legend</h2>
          <ul className="space-y-1 text-sm">
            {statusLegend(team.data?.leagueId, standings.data?.length).map((l) => (
              <li key={l.positions} className="flex flex-wrap items-center gap-2" data-testid="legend-line">
                <Badge tone={STATUS_TONE[l.status]}>{l.status}</Badge>
                <span className="text-slate-400">
                  {l.positions.includes('-') ? 'Positions' : 'Position'} {l.positions}: {l.leadsTo}
                </span>
              </li>
            ))}
          </ul>
        </Card>
        <Card>
          <h2 className="mb-2 font-semibold">League Rules</h2>
          <ul className="list-disc space-y-1 pl-5 text-sm text-slate-300">
            <li>
              {POINTS_PER_WIN} points for a win, {POINTS_PER_LOSS} for a loss.
            </li>
            <li>Ranked by points, then point difference.</li>
            <li>Every team plays every other twice: home and away.</li>
          </ul>
        </Card>
      </div>
    </section>
  );
}
