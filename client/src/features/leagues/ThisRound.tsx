/**
 * The league's round on its page: each match of the matchday, the live ones
 * with their score and clock and a Watch button (a spectator's seat on the
 * match page), the played ones with their final score. The manager's own
 * match stands out, with Coach to take his side. Read again every few
 * seconds while the round plays (and once its tip-off is due), so the
 * scores move and the round's end shows without a reload.
 */
import { useEffect } from 'react';
import { Link } from 'wouter';
import { ROUTES, type LeagueDetail, type LeagueRoundMatches, type RoundMatch } from '@hardwood/shared';
import { Badge, Card, CardTitle, cx, ErrorNote, Loading } from '../../components/ui';
import { errorMessage } from '../../lib/api';
import { useRouteQuery } from '../../lib/contract';
import { matchLivePath } from '../live/match-path';
import { roundIsMoving, spectatePath } from './round-matches';

/** How often the round is read while it plays: the scores on the page follow the games closely enough. */
export const ROUND_MATCHES_POLL_MS = 5_000;

const ACTION = 'inline-flex h-8 items-center rounded-lg px-3 text-sm font-semibold';

function Score({ match }: { match: RoundMatch }) {
  if (match.homeScore === null || match.awayScore === null || (!match.live && !match.isPlayed))
    return <span className="text-slate-500">vs</span>;
  return (
    <span className="font-mono font-bold tabular-nums text-slate-50">
      {match.homeScore} - {match.awayScore}
    </span>
  );
}

function MatchRow({ match, mine }: { match: RoundMatch; mine: boolean }) {
  return (
    <li
      data-testid="round-match"
      aria-current={mine ? 'true' : undefined}
      className={cx(
        'flex min-w-0 flex-wrap items-center justify-between gap-2 rounded-lg px-2 py-2',
        mine ? 'border border-court-500/60 bg-court-500/10' : 'border border-transparent',
      )}
    >
      {/* At least 12rem for the teams and score: a narrow row puts its badge and button on a line of their own. */}
      <p className="flex min-w-[12rem] flex-1 flex-wrap items-baseline gap-x-2 text-sm">
        <span className="min-w-0 break-words font-semibold">{match.home}</span>
        <Score match={match} />
        <span className="min-w-0 break-words font-semibold">{match.away}</span>
      </p>
      <span className="ml-auto flex shrink-0 items-center gap-2 text-xs">
        {match.live ? (
          <>
            <Badge tone="green">Live</Badge>
            {match.clock ? <span className="font-mono tabular-nums text-slate-300">{match.clock}</span> : null}
          </>
        ) : match.isPlayed ? (
          <span className="font-semibold text-slate-400">Final</span>
        ) : null}
        {match.live && mine ? (
          <Link href={matchLivePath(match.matchId)} className={cx(ACTION, 'bg-court-500 text-slate-950 hover:bg-court-400')}>
            Coach
          </Link>
        ) : null}
        {match.live && !mine ? (
          <Link
            href={spectatePath(match.matchId)}
            className={cx(ACTION, 'border border-slate-600 hover:bg-slate-800')}
            aria-label={`Watch ${match.home} vs ${match.away}`}
          >
            Watch
          </Link>
        ) : null}
      </span>
    </li>
  );
}

export function ThisRound({
  league,
  invite,
  onRoundMoved,
}: {
  league: LeagueDetail;
  invite: string | undefined;
  /** The round read here has moved on from the league's (started, processed): the page reads the league again. */
  onRoundMoved: () => void;
}) {
  const tipOffAt = league.round.tipOffAt;
  const round = useRouteQuery(
    ROUTES.leagues.round,
    { id: league.id },
    {
      query: { invite },
      refetchInterval: (query) => (roundIsMoving(query.state.data, tipOffAt, Date.now()) ? ROUND_MATCHES_POLL_MS : false),
    },
  );
  const data: LeagueRoundMatches | undefined = round.data;
  const moved = data !== undefined && (data.status !== league.round.status || data.matchday !== league.round.matchday);
  useEffect(() => {
    if (moved) onRoundMoved();
  }, [moved, onRoundMoved]);
  // The manager's own club in this league, by its name as the round lists it.
  const mine = league.table.find((c) => c.you)?.name ?? null;

  return (
    <Card className="min-w-0 space-y-2" role="region" aria-label="This round">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <CardTitle>This round</CardTitle>
        {data ? <span className="text-xs text-slate-400">Matchday {data.matchday}</span> : null}
      </div>
      {round.isLoading ? <Loading text="Loading the round…" /> : null}
      {round.isError ? <ErrorNote>{errorMessage(round.error, 'Failed to load the round')}</ErrorNote> : null}
      {data ? (
        <ul className="space-y-1" aria-label={`Matchday ${data.matchday}`}>
          {data.matches.map((match) => (
            <MatchRow key={match.matchId} match={match} mine={mine !== null && (match.home === mine || match.away === mine)} />
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
