/**
 * A youth tournament match report: the score, the team's
 * figures, the box score with the MVP highlighted and the team's totals, and
 * each player's scout notes. Every team figure is the box score's sum, so the
 * two can never disagree. The box score scrolls sideways on a phone.
 */
import { tournamentTeamStats, type TournamentRecord } from '@hardwood/shared';
import { Dialog } from '../../components/Dialog';
import { TrophyMark } from '../../components/TrophyMark';
import { Badge, Button, cx } from '../../components/ui';
import { formatPct, madeAttempted, opponentName, reportMvpId, versusLabel } from './tournament-logic';

export function reportTitle(record: Pick<TournamentRecord, 'opponent'>): string {
  return `Match Report ${versusLabel(record.opponent)}`;
}

const COLUMNS = ['Player', 'Pos', 'MIN', 'PTS', 'REB', 'AST', 'STL', 'BLK', 'TO', 'FG', '3P', 'FT'] as const;

export function TournamentReportDialog({ record, teamName, onClose }: { record: TournamentRecord; teamName: string; onClose: () => void }) {
  const mvpId = reportMvpId(record);
  const mvp = record.selectedPlayers.find((l) => l.playerId === mvpId);
  const won = record.result === 'win';
  const lines = record.selectedPlayers.map((l) => l.stats);
  // From the one box score; a record without one keeps the figures it came with.
  const stats = lines.length > 0 ? tournamentTeamStats(lines) : record.teamStats;
  const total = (key: keyof (typeof lines)[number]) => lines.reduce((sum, l) => sum + l[key], 0);
  const teamFigures: Array<[string, string]> = [
    ['Points', String(stats.totalPoints)],
    ['Rebounds', String(stats.totalRebounds)],
    ['Assists', String(stats.totalAssists)],
    ['FG%', formatPct(stats.fieldGoalPct)],
    ['3P%', formatPct(stats.threePointPct)],
    ['FT%', formatPct(stats.freeThrowPct)],
  ];
  const withNotes = record.selectedPlayers.filter((l) => l.scoutNotes.length > 0);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={reportTitle(record)}
      description={`${record.tournament} · Matchday ${record.matchday}`}
      className="sm:max-w-3xl"
    >
      <div className="space-y-4" data-testid="tournament-report">
        <div
          className={cx(
            'rounded-xl border p-4 text-center',
            won ? 'border-emerald-700/60 bg-emerald-950/30' : 'border-red-800/60 bg-red-950/30',
          )}
        >
          <Badge tone={won ? 'green' : 'red'}>{won ? 'Win' : 'Loss'}</Badge>
          <div className="mt-2 grid grid-cols-[1fr_auto_1fr] items-center gap-3">
            <p className="truncate text-right font-semibold">{teamName}</p>
            <p className="font-mono text-3xl font-black tabular-nums" aria-label={`${record.teamScore} to ${record.opponentScore}`}>
              {record.teamScore} – {record.opponentScore}
            </p>
            <p className="truncate text-left font-semibold">{opponentName(record.opponent)}</p>
          </div>
        </div>

        {mvp ? (
          <p className="rounded-lg border border-amber-500/40 bg-amber-500/10 p-3 text-sm" data-testid="tournament-mvp">
            <TrophyMark className="mr-1" />
            <span className="font-semibold text-amber-300">MVP {mvp.name}</span>{' '}
            <span className="text-slate-300">
              · {mvp.stats.points} PTS · {mvp.stats.rebounds} REB · {mvp.stats.assists} AST
            </span>
          </p>
        ) : null}

        <section aria-label="Team stats">
          <h3 className="mb-2 text-sm font-semibold text-slate-400">Team Stats</h3>
          <dl className="grid grid-cols-3 gap-2 text-center sm:grid-cols-6">
            {teamFigures.map(([label, value]) => (
              <div key={label} className="rounded-lg bg-slate-800/70 p-2">
                <dt className="text-xs text-slate-400">{label}</dt>
                <dd className="font-bold tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
        </section>

        <section aria-label="Box score">
          <h3 className="mb-2 text-sm font-semibold text-slate-400">Box Score</h3>
          {record.selectedPlayers.length === 0 ? (
            <p className="text-sm text-slate-500">No box score was kept for this match.</p>
          ) : (
            <div className="overflow-x-auto rounded-lg border border-slate-800" tabIndex={0} aria-label="Box score table, scrolls sideways">
              <table className="w-full min-w-[44rem] text-sm tabular-nums">
                <thead className="bg-slate-800/70 text-xs text-slate-400">
                  <tr>
                    {COLUMNS.map((c, i) => (
                      <th
                        key={c}
                        scope="col"
                        className={cx('px-2 py-2 font-semibold', i === 0 ? 'sticky left-0 bg-slate-800 text-left' : 'text-right')}
                      >
                        {c}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {record.selectedPlayers.map((l) => {
                    const isMvp = l.playerId === mvpId;
                    const s = l.stats;
                    const cells = [
                      l.position,
                      s.minutesPlayed,
                      s.points,
                      s.rebounds,
                      s.assists,
                      s.steals,
                      s.blocks,
                      s.turnovers,
                      madeAttempted(s.fgm, s.fga),
                      madeAttempted(s.threepm, s.threepa),
                      madeAttempted(s.ftm, s.fta),
                    ];
                    return (
                      <tr
                        key={l.playerId}
                        className={cx('border-t border-slate-800', isMvp ? 'bg-amber-500/10' : '')}
                        data-testid={isMvp ? 'box-score-mvp' : 'box-score-row'}
                      >
                        <th
                          scope="row"
                          className={cx(
                            'sticky left-0 whitespace-nowrap px-2 py-1.5 text-left font-medium',
                            isMvp ? 'bg-amber-950' : 'bg-slate-900',
                          )}
                        >
                          {l.name}{' '}
                          {isMvp ? (
                            <Badge tone="yellow" className="ml-1">
                              MVP
                            </Badge>
                          ) : null}
                        </th>
                        {cells.map((value, i) => (
                          <td key={COLUMNS[i + 1]} className="px-2 py-1.5 text-right">
                            {value}
                          </td>
                        ))}
                      </tr>
                    );
                  })}
                </tbody>
                <tfoot className="border-t-2 border-slate-700 font-semibold" data-testid="box-score-totals">
                  <tr>
                    <th scope="row" className="sticky left-0 bg-slate-900 px-2 py-1.5 text-left">
                      Team
                    </th>
                    {[
                      '',
                      total('minutesPlayed'),
                      total('points'),
                      total('rebounds'),
                      total('assists'),
                      total('steals'),
                      total('blocks'),
                      total('turnovers'),
                      madeAttempted(total('fgm'), total('fga')),
                      madeAttempted(total('threepm'), total('threepa')),
                      madeAttempted(total('ftm'), total('fta')),
                    ].map((value, i) => (
                      <td key={COLUMNS[i + 1]} className="px-2 py-1.5 text-right">
                        {value}
                      </td>
                    ))}
                  </tr>
                </tfoot>
              </table>
            </div>
          )}
        </section>

        <section aria-label="Scout notes">
          <h3 className="mb-2 text-sm font-semibold text-slate-400">Scout Notes</h3>
          {withNotes.length === 0 ? (
            <p className="text-sm text-slate-500">The scouts had nothing to add.</p>
          ) : (
            <ul className="grid gap-2 sm:grid-cols-2">
              {withNotes.map((l) => (
                <li key={l.playerId} className="rounded-lg bg-slate-800/50 p-3 text-sm">
                  <p className="font-semibold">
                    {l.name} <span className="text-xs font-normal text-slate-400">{l.position}</span>
                  </p>
                  <ul className="mt-1 list-disc space-y-0.5 pl-5 text-slate-300">
                    {l.scoutNotes.map((note, i) => (
                      <li key={i}>{note}</li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          )}
        </section>

        <div className="flex justify-end">
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
