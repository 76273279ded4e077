/**
 * A match report (/match/:id): any played game of the career's world (his
 * league, the European Cup, another league) with the quarters, both box
 * scores and, for a game played live, its shot chart and score flow; and
 * the way to its replay.
 */
import { Link } from 'wouter';
import { matchReplayPath, periodLabel, ROUTES, type MatchReport } from '@hardwood/shared';
import { PageShell } from '../../components/PageShell';
import { Card, CardTitle, EmptyState, ErrorNote, Loading } from '../../components/ui';
import { ApiError } from '../../lib/api';
import { useRouteQuery } from '../../lib/contract';
import { ScoreFlow } from '../match-view/ScoreFlow';
import { BoxScoreTable } from './BoxScoreTable';
import { ReportShotChart } from './ReportShotChart';

function LineScore({ report }: { report: MatchReport }) {
  const periods = Math.max(report.home.periods.length, report.away.periods.length);
  if (periods === 0) return null;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm tabular-nums" data-testid="line-score">
        <thead className="text-[11px] uppercase text-slate-400">
          <tr>
            <th scope="col" className="px-2 py-1 text-left">
              Team
            </th>
            {Array.from({ length: periods }, (_, i) => (
              <th key={i} scope="col" className="px-2 py-1 text-center">
                {periodLabel(i + 1)}
              </th>
            ))}
            <th scope="col" className="px-2 py-1 text-center">
              Final
            </th>
          </tr>
        </thead>
        <tbody>
          {[report.home, report.away].map((side) => (
            <tr key={side.teamId} className="border-t border-slate-800">
              <th
                scope="row"
                className="max-w-[9rem] truncate whitespace-nowrap px-2 py-1.5 text-left font-semibold sm:max-w-none"
                title={side.name}
              >
                {side.name}
              </th>
              {Array.from({ length: periods }, (_, i) => (
                <td key={i} className="px-2 py-1.5 text-center">
                  {side.periods[i] ?? 0}
                </td>
              ))}
              <td className="px-2 py-1.5 text-center font-black">{side.score}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function MatchReportPage({ gameId }: { gameId: string }) {
  const report = useRouteQuery(ROUTES.history.matchReport, { gameId });
  const notFound = report.error instanceof ApiError && report.error.status === 404;
  const r = report.data;
  return (
    <PageShell>
      {report.isLoading ? <Loading text="Loading match report..." /> : null}
      {notFound ? (
        <EmptyState title="Match Not Found">This game is not part of your world, or it has not been played yet.</EmptyState>
      ) : null}
      {report.isError && !notFound ? <ErrorNote>Failed to fetch the match report.</ErrorNote> : null}
      {r ? (
        <article aria-label="Match report" className="space-y-4" data-testid="match-report">
          <header className="space-y-1 text-center">
            <p className="text-xs uppercase tracking-wide text-slate-400">
              {r.competition} · {r.seasonName} · Matchday {r.matchday}
            </p>
            <h1 className="grid grid-cols-[1fr_auto_1fr] items-center gap-3 text-lg font-bold sm:text-2xl">
              <Link href={`/club/${r.home.teamId}/history`} className="text-right hover:text-court-400">
                {r.home.name}
              </Link>
              <span className="font-mono text-3xl font-black sm:text-4xl" data-testid="report-score">
                {r.home.score} - {r.away.score}
              </span>
              <Link href={`/club/${r.away.teamId}/history`} className="text-left hover:text-court-400">
                {r.away.name}
              </Link>
            </h1>
            <Link
              href={matchReplayPath(gameId)}
              className="inline-flex h-10 items-center gap-1 rounded-lg px-3 text-sm font-semibold text-court-400 hover:bg-slate-800"
            >
              <span aria-hidden="true">▶</span> Replay
            </Link>
          </header>
          <Card>
            <LineScore report={r} />
          </Card>
          {r.live ? (
            <div className="grid gap-4 lg:grid-cols-2">
              <Card className="space-y-2">
                <CardTitle>Shot chart</CardTitle>
                <ReportShotChart report={r} />
              </Card>
              <Card className="space-y-2">
                <ScoreFlow flow={r.live.flow} home={r.home.name} away={r.away.name} />
              </Card>
            </div>
          ) : null}
          <BoxScoreTable side={r.home} />
          <BoxScoreTable side={r.away} />
        </article>
      ) : null}
    </PageShell>
  );
}
