/** League standings: the table, own row marked "(You)", the status legend and the league rules. */
import { POINTS_PER_LOSS, POINTS_PER_WIN, type Standing } from '@hardwood/shared';
import { Badge, Card, cx, ErrorNote, Loading } from '../../components/ui';
import { useActiveSeason, useStandings } from '../../lib/queries';
import { StandingCells } from './StandingCells';
import { STATUS_TONE, statusLegend } from './standings-logic';

const COLUMNS = ['Pos', 'Team', 'P', 'W', 'L', 'PF', 'PA', '+/-', 'Pts', 'Status'] as const;

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
        <table className="w-full min-w-[640px] text-sm">
          <thead className="bg-slate-900 text-xs uppercase text-slate-400">
            <tr>
              {COLUMNS.map((c) => (
                <th key={c} scope="col" className={cx('px-2 py-2', c === 'Team' ? 'text-left' : 'text-center')}>
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {standings.data.map((row: Standing) => {
              const own = row.userTeamId === userTeamId;
              return (
                <tr
                  key={row.id}
                  className={cx('border-t border-slate-800', own ? 'bg-court-500/15 font-semibold' : 'odd:bg-slate-900/40')}
                  data-testid="standings-row"
                  aria-current={own ? 'true' : undefined}
                >
                  <td className="px-2 py-2 text-center">{row.position}</td>
                  <td className="px-2 py-2">
                    <button type="button" onClick={() => onViewTeam(row.userTeamId)} className="text-left hover:underline">
                      {row.teamName}
                    </button>
                    {own ? <span className="ml-1 text-court-400">(You)</span> : null}
                  </td>
                  <StandingCells row={row} withPointsForAgainst />
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
              <li key={l.status} className="flex items-center gap-2">
                <Badge tone={STATUS_TONE[l.status]}>{l.status}</Badge>
                <span className="text-slate-400">Positions {l.positions}</span>
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
