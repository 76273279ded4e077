/**
 * League schedule: both rounds, matchday by matchday; the next
 * matchday is badged and scrolled to; each row shows its score (with a
 * Summary), Play, a reason to wait, or Scheduled. European Cup games
 * follow the league's rounds, their matchdays badged "European Cup".
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { EUROPEAN_CUP_NAME, OFFICE_MATTER_LABELS, ROUTES, type Match, type Team, type User } from '@hardwood/shared';
import { Badge, Button, EmptyState, ErrorNote, Loading } from '../../components/ui';
import { errorMessage } from '../../lib/api';
import { useRouteMutation, useRouteQuery } from '../../lib/contract';
import { useActiveSeason, useEuropeanCup, useLeagueTeams, useMatches, useSeasonStatus } from '../../lib/queries';
import { toast } from '../../lib/toast';
import { officePath, officeTabOf, useLiveBlockingOfficeItems } from '../office/office-gate';
import { matchLivePath } from '../live/match-path';
import { ProcessingDialog } from '../processing/ProcessingDialog';
import {
  isCupMatch,
  rowAction,
  SCHEDULED_TEXT,
  scheduleCounts,
  showsTournamentWarning,
  TOURNAMENT_PATH,
  TOURNAMENT_WARNING,
  WAIT_TEXT,
} from './match-actions';
import { MatchSummaryDialog } from './MatchSummaryDialog';
import { tipOffText, useLeagueTimes } from './league-times';

const SCROLL_DELAY_MS = 500;

const matchdaysOf = (games: readonly Match[]) => [...new Set(games.map((m) => m.matchday))].sort((a, b) => a - b);

export function ScheduleTab({
  user,
  onViewTeam,
  onPlay,
}: {
  user: User;
  onViewTeam: (teamId: string) => void;
  onPlay?: (match: Match) => void;
}) {
  const { team, seasons, season } = useActiveSeason();
  const matches = useMatches(season?.id);
  const teams = useLeagueTeams(team.data?.leagueId);
  const [summary, setSummary] = useState<Match | null>(null);
  const [processing, setProcessing] = useState<string | null>(null);
  const [, navigate] = useLocation();
  // Play opens the match's own page (the live client loads with it).
  const play = onPlay ?? ((match: Match) => navigate(matchLivePath(match.id)));
  const nextRef = useRef<HTMLElement | null>(null);
  // Cup opponents come from other leagues: their names come with the Cup, asked only when the schedule has Cup games.
  const hasCupGames = Boolean(matches.data?.some(isCupMatch));
  const cup = useEuropeanCup(hasCupGames);
  const names = useMemo(
    () => new Map([...(cup.data?.teams ?? []), ...(teams.data ?? [])].map((t: Pick<Team, 'id' | 'name'>) => [t.id, t.name])),
    [teams.data, cup.data],
  );
  const league = useLeagueTimes();
  // In a league the calendar plays the matchdays: no developer shortcuts either.
  const simulating = user.isDeveloper && user.simulateMode && league === null;
  // Only decisions hold live play; loan notices and scout reports inform.
  const blockingOffice = useLiveBlockingOfficeItems();
  // A youth tournament match due today warns next to Play; it never disables it.
  const pendingTournament = useRouteQuery(ROUTES.academy.pendingTournamentMatch, {});

  const status = useSeasonStatus();
  const userTeamId = team.data?.id ?? '';
  // The highlighted next matchday is the season's current one, until the season is complete.
  const nextMatchday = season && !status.data?.isComplete ? season.currentMatchday : null;

  useEffect(() => {
    if (nextMatchday === null) return;
    const timer = setTimeout(() => nextRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' }), SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [nextMatchday, matches.data !== undefined]);

  const simulateMatch = useRouteMutation(ROUTES.matches.simulate, (match: Match) => [{ id: match.id }], {
    onSuccess: (result) => {
      toast({ title: 'Match Simulated', description: `Match completed: ${result.homeScore}-${result.awayScore}` });
      if (result.match.homeTeamId === userTeamId || result.match.awayTeamId === userTeamId) setProcessing(result.match.id);
    },
    onError: (error) =>
      toast({ title: 'Simulation Failed', description: errorMessage(error, 'Failed to simulate match'), variant: 'destructive' }),
  });
  const simulateMatchday = useRouteMutation(ROUTES.matches.simulateMatchday, (matchday: number) => [{ matchday: String(matchday) }], {
    onSuccess: (result) => toast({ title: 'Matchday Simulated', description: `All matches for matchday ${result.matchday} completed` }),
    onError: (error) =>
      toast({
        title: 'Full Matchday Simulation Failed',
        description: errorMessage(error, 'Failed to simulate full matchday'),
        variant: 'destructive',
      }),
  });

  if (team.isLoading || seasons.isLoading || (season && matches.isLoading)) return <Loading text="Loading schedule..." />;
  if (seasons.isError) return <ErrorNote>Failed to fetch seasons</ErrorNote>;
  if (matches.isError) return <ErrorNote>Failed to fetch matches</ErrorNote>;
  if (!season || !matches.data || matches.data.length === 0) {
    return (
      <EmptyState title="No Schedule Available">
        The season schedule will be automatically generated when you complete your team setup.
      </EmptyState>
    );
  }

  const leagueGames = matches.data.filter((m) => !isCupMatch(m));
  const cupGames = matches.data.filter(isCupMatch);
  const counts = scheduleCounts(leagueGames);
  const name = (id: string) => names.get(id) ?? '…';
  const busy = simulateMatch.isPending || simulateMatchday.isPending;
  const teamsFailed = teams.isError || (hasCupGames && cup.isError);

  const renderRow = (m: Match) => {
    const ownAction = rowAction(m, {
      userTeamId,
      nextMatchday,
      pendingOfficeItems: blockingOffice.length,
      blockingMatter: blockingOffice[0],
    });
    // A league's match is never started, simulated or closed by hand: played, or waiting for its tip-off.
    const action: typeof ownAction =
      league === null
        ? ownAction
        : ownAction.kind === 'played' || ownAction.kind === 'process'
          ? { kind: 'played' }
          : { kind: 'scheduled' };
    const own = m.homeTeamId === userTeamId || m.awayTeamId === userTeamId;
    const teamButton = (id: string) => (
      <button
        type="button"
        onClick={() => onViewTeam(id)}
        className={`truncate text-left hover:underline ${id === userTeamId ? 'font-bold text-court-400' : ''}`}
      >
        {name(id)}
      </button>
    );
    return (
      <li
        key={m.id}
        className={`flex flex-col gap-2 rounded-lg border p-3 sm:flex-row sm:items-center sm:justify-between ${own ? 'border-court-600/50 bg-court-500/5' : 'border-slate-800 bg-slate-900/60'}`}
        data-testid="match-row"
      >
        <div className="grid min-w-0 flex-1 grid-cols-[1fr_auto_1fr] items-center gap-2 text-sm">
          {teamButton(m.homeTeamId)}
          <span className="text-center font-mono font-bold">{m.isPlayed ? `${m.homeScore} - ${m.awayScore}` : 'vs'}</span>
          <span className="flex justify-end">{teamButton(m.awayTeamId)}</span>
        </div>
        <div className="flex shrink-0 flex-wrap items-center justify-end gap-2">
          {action.kind === 'played' || action.kind === 'process' ? (
            <Button size="sm" variant="outline" onClick={() => setSummary(m)}>
              Summary
            </Button>
          ) : null}
          {action.kind === 'process' ? (
            <Button size="sm" onClick={() => setProcessing(m.id)}>
              Close &amp; Save Match
            </Button>
          ) : null}
          {action.kind === 'play' ? (
            <Button size="sm" onClick={() => play(m)} disabled={busy}>
              ▶ Play
            </Button>
          ) : null}
          {action.kind === 'blocked' ? (
            <>
              <Button size="sm" disabled>
                ▶ Play
              </Button>
              <span className="text-xs text-amber-300" data-testid="office-block">
                {action.reason}
              </span>
              {action.matter ? (
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => navigate(officePath(officeTabOf(action.matter?.notificationType ?? 'salary_due')))}
                >
                  Open {OFFICE_MATTER_LABELS[action.matter.notificationType]}
                </Button>
              ) : null}
            </>
          ) : null}
          {showsTournamentWarning(action, Boolean(pendingTournament.data)) ? (
            <span
              className="flex w-full flex-wrap items-center justify-end gap-2 text-xs text-amber-300 sm:w-auto"
              data-testid="tournament-warning"
            >
              <span role="status">{TOURNAMENT_WARNING}</span>
              <Button size="sm" variant="outline" onClick={() => navigate(TOURNAMENT_PATH)}>
                Open Tournament
              </Button>
            </span>
          ) : null}
          {action.kind === 'wait' ? <span className="text-xs text-slate-400">{WAIT_TEXT}</span> : null}
          {action.kind === 'scheduled' ? <span className="text-xs text-slate-500">{SCHEDULED_TEXT}</span> : null}
          {simulating && action.kind === 'play' ? (
            <Button size="sm" variant="secondary" disabled={busy} onClick={() => simulateMatch.mutate(m)}>
              Simulate Match
            </Button>
          ) : null}
        </div>
      </li>
    );
  };

  // A matchday's block: its header (badged for the Cup, and when it is next) and its matches of that competition.
  const renderDay = (day: number, games: readonly Match[], isCup: boolean) => {
    const isNext = day === nextMatchday;
    const tipOff = league?.tipOffOf(day) ?? null;
    return (
      <div
        key={day}
        ref={isNext ? (el) => void (nextRef.current = el) : undefined}
        className={`scroll-mt-24 rounded-xl border border-slate-800 bg-slate-900/80 p-4 ${isNext ? 'ring-2 ring-court-500' : ''}`}
        data-testid="matchday"
        data-competition={isCup ? 'cup' : 'league'}
      >
        <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
          <h3 className="font-semibold">
            Matchday {day} {isCup ? <Badge tone="blue">{EUROPEAN_CUP_NAME}</Badge> : null}{' '}
            {isNext ? <Badge tone="orange">Next Game</Badge> : null}
            {tipOff ? (
              <span className="ml-1 text-sm font-normal text-slate-400" data-testid="tip-off">
                tips off {tipOffText(tipOff)}
              </span>
            ) : null}
          </h3>
          {simulating && isNext ? (
            <Button size="sm" variant="secondary" disabled={busy} onClick={() => simulateMatchday.mutate(day)}>
              Simulate Full Matchday
            </Button>
          ) : null}
        </div>
        <ul className="space-y-2">{games.filter((m) => m.matchday === day).map(renderRow)}</ul>
      </div>
    );
  };

  const rounds = [
    { round: 1, title: 'Round 1 - First Leg' },
    { round: 2, title: 'Round 2 - Return Leg' },
  ] as const;
  return (
    <section aria-labelledby="schedule-title" className="space-y-6">
      <header>
        <h1 id="schedule-title" className="text-2xl font-bold">
          {season.name} - League Schedule
        </h1>
        <p className="text-sm text-slate-400">
          {counts.teams} teams · {counts.matchdays} matchdays · {counts.perRound} matches per round
        </p>
      </header>
      {teamsFailed ? <ErrorNote>Failed to fetch teams</ErrorNote> : null}
      {rounds.map(({ round, title }) => {
        const days = matchdaysOf(leagueGames.filter((m) => m.round === round));
        return (
          <section key={round} aria-label={title} className="space-y-4">
            <h2 className="text-lg font-bold text-court-400">{title}</h2>
            {days.map((day) => renderDay(day, leagueGames, false))}
          </section>
        );
      })}
      {cupGames.length > 0 ? (
        <section aria-label={EUROPEAN_CUP_NAME} className="space-y-4">
          {matchdaysOf(cupGames).map((day) => renderDay(day, cupGames, true))}
        </section>
      ) : null}
      {summary ? (
        <MatchSummaryDialog
          match={summary}
          homeName={name(summary.homeTeamId)}
          awayName={name(summary.awayTeamId)}
          onClose={() => setSummary(null)}
        />
      ) : null}
      {processing ? (
        <ProcessingDialog matchId={processing} onDone={() => setProcessing(null)} onCancel={() => setProcessing(null)} />
      ) : null}
    </section>
  );
}
