/**
 * A slim bar under the header of every page while the manager has a league
 * open: the countdown to its next tip-off; at the tip-off, "Your match is
 * live" with the one click to his match page; once his match is over and
 * while the rest of the round plays, a Watch link to the league's page,
 * where the round's live matches are.
 */
import { Link } from 'wouter';
import { countdownText } from '@hardwood/shared';
import { Badge } from '../../components/ui';
import { matchLivePath } from '../live/match-path';
import { leaguePath } from './league-paths';
import { countsDown, roundHeadline } from './league-text';
import { useLeagueClock } from './use-league-clock';

const ACTION = 'rounded-md bg-court-500 px-2 py-1 font-semibold text-slate-950 hover:bg-court-400';

export function LeagueBar() {
  const clock = useLeagueClock();
  if (!clock) return null;
  const { world, round, seconds } = clock;
  // His own match while the round plays and it is not over.
  const live = world.liveMatchId;
  return (
    <div className="border-t border-slate-800 bg-court-500/10" data-testid="league-bar">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-2 px-4 py-1.5 text-xs sm:text-sm">
        {/* The league's name gives way on a narrow screen; the round and its countdown never do. */}
        <p className="flex min-w-0 items-baseline text-slate-200">
          {/* The league's id is its world's. */}
          <Link href={leaguePath(world.worldId)} className="min-w-0 truncate font-semibold text-court-400 hover:underline">
            {world.name}
          </Link>{' '}
          <span className="ml-1 shrink-0 whitespace-nowrap">· {live ? 'Your match is live' : roundHeadline(round)}</span>
          {countsDown(round.status) ? (
            <>
              {' '}
              <time dateTime={round.tipOffAt} className="ml-1 shrink-0 font-mono font-bold tabular-nums text-slate-50">
                {countdownText(seconds)}
              </time>
            </>
          ) : null}
        </p>
        <span className="flex shrink-0 items-center gap-2">
          {round.startedLate && round.status === 'playing' ? (
            <Badge tone="yellow" className="hidden sm:inline-flex">
              Started late
            </Badge>
          ) : null}
          {live ? (
            <Link href={matchLivePath(live)} className={ACTION}>
              Open match
            </Link>
          ) : round.status === 'playing' ? (
            <Link href={leaguePath(world.worldId)} className={ACTION}>
              Watch
            </Link>
          ) : null}
        </span>
      </div>
    </div>
  );
}
