/**
 * The academy's Tournament tab: the season's ten opponents
 * with their states, the progress and the tally, the MVP awards, PLAY MATCH
 * on the available matchday and the report dialog (reopened from a played
 * row). The server plays the match: the client sends only its id.
 */
import { useState } from 'react';
import { ROUTES, type TournamentMatch, type TournamentRecord } from '@hardwood/shared';
import { Badge, Button, Card, CardTitle, cx, EmptyState, ErrorNote, Loading, ProgressBar } from '../../components/ui';
import { errorMessage } from '../../lib/api';
import { useRouteMutation, useRouteQuery } from '../../lib/contract';
import { useMyTeam } from '../../lib/queries';
import { toast } from '../../lib/toast';
import { awardsText, matchStateText, progressPct, resultText, sortMvpAwards, versusLabel } from './tournament-logic';
import { TournamentReportDialog } from './TournamentReportDialog';

export const PLAY_MATCH_LABEL = 'PLAY MATCH';

function MatchState({
  match,
  onPlay,
  playing,
  onOpen,
}: {
  match: TournamentMatch;
  onPlay: () => void;
  playing: boolean;
  onOpen: (r: TournamentRecord) => void;
}) {
  if (match.status === 'available') {
    return (
      <div className="flex items-center gap-2">
        <Badge tone="orange">{matchStateText(match)}</Badge>
        <Button size="sm" onClick={onPlay} disabled={playing} aria-busy={playing}>
          {playing ? 'PLAYING…' : PLAY_MATCH_LABEL}
        </Button>
      </div>
    );
  }
  if (match.status === 'played' && match.record) {
    const record = match.record;
    const won = record.result === 'win';
    return (
      <button
        type="button"
        onClick={() => onOpen(record)}
        title="Open the match report"
        aria-label={`${resultText(record)}, MVP ${record.mvpPlayer.name}: open the report`}
        className="flex flex-col items-end rounded-lg px-2 py-1 text-right hover:bg-slate-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-court-400"
      >
        <span className={cx('font-mono font-bold', won ? 'text-emerald-300' : 'text-red-300')}>{resultText(record)}</span>
        <span className="text-xs text-slate-400">MVP {record.mvpPlayer.name}</span>
      </button>
    );
  }
  if (match.status === 'missed') return <Badge tone="red">{matchStateText(match)}</Badge>;
  return <span className="text-xs text-slate-400">{matchStateText(match)}</span>;
}

export function TournamentPanel() {
  const overview = useRouteQuery(ROUTES.academy.tournamentMatches, {});
  const team = useMyTeam();
  const [report, setReport] = useState<TournamentRecord | null>(null);
  // The tally, the academy cards' averages, the pending warning on Play and the news all move (the route's invalidates).
  const play = useRouteMutation(ROUTES.academy.playTournamentMatch, (matchId: string) => [{}, { matchId }], {
    onSuccess: (answer) => {
      setReport(answer.match);
      toast({ title: answer.match.result === 'win' ? 'Tournament Match Won!' : 'Tournament Match Lost', description: answer.message });
    },
    onError: (error) =>
      toast({
        title: 'Tournament match failed',
        description: errorMessage(error, 'Failed to play the tournament match'),
        variant: 'destructive',
      }),
  });

  if (overview.isLoading) return <Loading text="Loading tournament..." />;
  if (overview.isError) return <ErrorNote>Failed to load the tournament</ErrorNote>;
  const t = overview.data;
  if (!t) return <EmptyState title="No tournament yet">Create an academy to enter its youth tournament.</EmptyState>;
  const awards = sortMvpAwards(t.mvpAwards);
  const teamName = team.data ? `${team.data.name} Academy` : 'Your Academy';

  return (
    <div className="space-y-4">
      <Card className="space-y-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 className="text-lg font-bold">{t.tournament}</h2>
          <p className="text-sm text-slate-400">Matchday {t.currentMatchday}</p>
        </div>
        <div className="space-y-1">
          <p className="text-sm text-slate-300">
            <span className="font-semibold tabular-nums">
              {t.played}/{t.matches.length}
            </span>{' '}
            matches played
          </p>
          <ProgressBar value={progressPct(t)} label="Tournament progress" />
        </div>
        <dl className="grid grid-cols-3 gap-2 text-center">
          {[
            ['Wins', String(t.wins)],
            ['Losses', String(t.losses)],
            ['Avg Points', t.played > 0 ? t.averagePoints.toFixed(1) : '–'],
          ].map(([label, value]) => (
            <div key={label} className="rounded-lg bg-slate-800/70 p-2">
              <dt className="text-xs text-slate-400">{label}</dt>
              <dd className="text-xl font-black tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      </Card>

      <section aria-labelledby="tournament-schedule-title" className="space-y-2">
        <h2 id="tournament-schedule-title" className="font-semibold">
          Schedule
        </h2>
        {t.matches.length === 0 ? (
          <EmptyState title="No matches scheduled">The tournament schedule appears with the season.</EmptyState>
        ) : (
          <ol className="space-y-2">
            {t.matches.map((match) => (
              <li
                key={match.matchId}
                data-testid="tournament-match"
                data-status={match.status}
                className={cx(
                  'flex flex-wrap items-center justify-between gap-2 rounded-xl border p-3 text-sm',
                  match.status === 'available' ? 'border-court-500 bg-court-500/10' : 'border-slate-800 bg-slate-900/80',
                  match.status === 'locked' || match.status === 'missed' ? 'opacity-80' : '',
                )}
              >
                <div className="flex min-w-0 items-center gap-3">
                  <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-slate-800 font-bold tabular-nums">
                    <span className="sr-only">Match </span>
                    {match.number}
                  </span>
                  <div className="min-w-0">
                    <p className="truncate font-semibold">{versusLabel(match.opponent)}</p>
                    <p className="text-xs text-slate-400">Matchday {match.matchday}</p>
                  </div>
                </div>
                <MatchState match={match} playing={play.isPending} onPlay={() => play.mutate(match.matchId)} onOpen={setReport} />
              </li>
            ))}
          </ol>
        )}
      </section>

      <Card className="space-y-2">
        <CardTitle>MVP Awards</CardTitle>
        {awards.length === 0 ? (
          <p className="text-sm text-slate-500">No MVP awards yet: play a match to crown the first.</p>
        ) : (
          <ol className="space-y-1 text-sm">
            {awards.map((a) => (
              <li key={a.playerId} className="flex items-center justify-between gap-2">
                <span>{a.name}</span>
                <Badge tone="yellow">{awardsText(a.awards)}</Badge>
              </li>
            ))}
          </ol>
        )}
      </Card>

      {report ? <TournamentReportDialog record={report} teamName={teamName} onClose={() => setReport(null)} /> : null}
    </div>
  );
}
