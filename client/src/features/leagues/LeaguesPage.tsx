/**
 * The leagues of managers (/leagues): the public ones and the manager's
 * own, each with its managers, free clubs and the next tip-off counting
 * down; and founding a new one.
 */
import { useState } from 'react';
import { Link } from 'wouter';
import { ROUTES, type LeagueSummary } from '@hardwood/shared';
import { PageShell } from '../../components/PageShell';
import { Badge, Button, Card, EmptyState, ErrorNote, Loading } from '../../components/ui';
import { errorMessage } from '../../lib/api';
import { useRouteQuery } from '../../lib/contract';
import { FoundLeagueDialog } from './FoundLeagueDialog';
import { leaguePath } from './league-paths';
import { freeClubsText, managersText } from './league-text';
import { RoundCountdown, RoundStatus } from './RoundCountdown';
import { useNow } from './use-now';

function LeagueRow({ league, now }: { league: LeagueSummary; now: Date }) {
  return (
    <li data-testid="league-row">
      <Card className="flex h-full min-w-0 flex-col gap-3">
        <div className="flex min-w-0 items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 className="truncate text-lg font-bold">
              <Link href={leaguePath(league.id)} className="hover:text-court-400 hover:underline">
                {league.name}
              </Link>
            </h2>
            <p className="truncate text-sm text-slate-400">
              {league.country} · {league.division}
            </p>
          </div>
          <span className="flex shrink-0 flex-wrap justify-end gap-1">
            {league.member ? <Badge tone="green">Member</Badge> : null}
            {league.visibility === 'invite' ? <Badge>Invite only</Badge> : null}
          </span>
        </div>
        <p className="text-sm text-slate-300">
          {managersText(league.managers, league.clubs)} · {freeClubsText(league.managers, league.clubs)}
        </p>
        <RoundStatus round={league.round} />
        <RoundCountdown round={league.round} now={now} />
        <Link
          href={leaguePath(league.id)}
          className="mt-auto inline-flex h-9 items-center justify-center rounded-lg border border-slate-600 px-3 text-sm font-semibold hover:bg-slate-800"
          aria-label={`Open ${league.name}`}
        >
          {league.member ? 'Open' : 'See the clubs'}
        </Link>
      </Card>
    </li>
  );
}

export function LeaguesPage() {
  const leagues = useRouteQuery(ROUTES.leagues.list, {});
  const list = leagues.data?.leagues ?? [];
  const now = useNow(list.length > 0);
  const [founding, setFounding] = useState(false);
  // The manager's own first; otherwise the server's order (next tip-off first).
  const ordered = [...list.filter((l) => l.member), ...list.filter((l) => !l.member)];

  return (
    <PageShell>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h1 className="text-2xl font-bold">Leagues</h1>
          <p className="text-sm text-slate-400">
            Play a season against other managers: one country’s top division, a matchday at fixed times, the AI coaching every club nobody
            manages. Your career stays as it is.
          </p>
        </div>
        <Button onClick={() => setFounding(true)}>Found a league</Button>
      </div>

      {leagues.isLoading ? <Loading text="Loading the leagues…" /> : null}
      {leagues.isError ? <ErrorNote>{errorMessage(leagues.error, 'Failed to load the leagues')}</ErrorNote> : null}
      {leagues.data && ordered.length === 0 ? (
        <EmptyState title="No public league yet: found the first">
          <p>Pick a country and your club, name the league and choose when its matchdays tip off; then share it.</p>
          <Button className="mt-3" onClick={() => setFounding(true)}>
            Found a league
          </Button>
        </EmptyState>
      ) : null}
      {ordered.length > 0 ? (
        <ul className="grid grid-cols-1 gap-3 md:grid-cols-2" aria-label="Leagues">
          {ordered.map((league) => (
            <LeagueRow key={league.id} league={league} now={now} />
          ))}
        </ul>
      ) : null}

      <FoundLeagueDialog open={founding} onOpenChange={setFounding} />
    </PageShell>
  );
}
