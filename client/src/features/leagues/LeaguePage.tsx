/**
 * A league's page (/leagues/:id, or its invite link with ?invite=): what it
 * is and when it plays, its round counting down, the round's matches (live
 * ones to watch, his own to coach), its clubs with their managers and the
 * free ones to take; for its members, the invite link to
 * share and the way to open the league in the hub.
 */
import { useCallback } from 'react';
import { Link, useSearch } from 'wouter';
import { ROUTES, type LeagueDetail } from '@hardwood/shared';
import { PageShell } from '../../components/PageShell';
import { Badge, Button, Card, CardTitle, ErrorNote, Loading } from '../../components/ui';
import { ApiError, errorMessage } from '../../lib/api';
import { useRouteQuery } from '../../lib/contract';
import { formatDateTime } from '../../lib/format-date';
import { toast } from '../../lib/toast';
import { LeagueClubs } from './LeagueClubs';
import { LEAGUES_PATH, leaguePath } from './league-paths';
import { calendarWords, freeClubsText, managersText } from './league-text';
import { RoundCountdown, RoundStatus } from './RoundCountdown';
import { ThisRound } from './ThisRound';
import { useNow } from './use-now';
import { activeWorld, useMyWorlds, useSwitchWorld } from './use-worlds';

/** The invite link with a Copy button; the box holds it to copy by hand where the clipboard is refused. */
function InviteLink({ league, invite }: { league: LeagueDetail; invite: NonNullable<LeagueDetail['invite']> }) {
  const url = `${window.location.origin}${leaguePath(league.id, invite.code)}`;
  const copy = () => {
    const done = () => toast({ title: 'Invite link copied', description: 'Send it to the managers you want in the league.' });
    const byHand = () => toast({ title: 'Copy the link from the box' });
    if (navigator.clipboard) navigator.clipboard.writeText(url).then(done, byHand);
    else byHand();
  };
  return (
    <Card className="min-w-0 space-y-2">
      <CardTitle>Invite link</CardTitle>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          readOnly
          value={url}
          aria-label="Invite link"
          onFocus={(e) => e.currentTarget.select()}
          className="min-w-0 flex-1 rounded-lg border border-slate-700 bg-slate-950 px-3 py-2 font-mono text-xs text-slate-200"
        />
        <Button variant="outline" onClick={copy}>
          Copy
        </Button>
      </div>
      <p className="text-xs text-slate-400">It admits managers until {formatDateTime(invite.expiresAt)}.</p>
    </Card>
  );
}

/** For a member: open the league in the hub (it becomes the world every club page reads). */
function OpenLeague({ league }: { league: LeagueDetail }) {
  const worlds = useMyWorlds();
  const switchWorld = useSwitchWorld();
  // The league's id is its world's.
  const open = activeWorld(worlds.data?.worlds)?.worldId === league.id;
  return (
    <Card className="flex min-w-0 flex-wrap items-center justify-between gap-3">
      <p className="min-w-0 text-sm text-slate-300">
        {open ? 'This league is open in your hub.' : 'Your hub shows another world now. Your career stays as it is.'}
      </p>
      {open ? (
        <Link
          href="/dashboard"
          className="inline-flex h-10 items-center rounded-lg bg-court-500 px-4 text-sm font-semibold text-slate-950 hover:bg-court-400"
        >
          Go to the dashboard
        </Link>
      ) : (
        <Button onClick={() => switchWorld.mutate(league.id)} disabled={switchWorld.isPending}>
          {switchWorld.isPending ? 'Opening…' : 'Open this league'}
        </Button>
      )}
    </Card>
  );
}

function LeagueView({ league, invite, onRoundMoved }: { league: LeagueDetail; invite: string | undefined; onRoundMoved: () => void }) {
  const now = useNow();
  const { round } = league;
  return (
    <>
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="min-w-0 break-words text-2xl font-bold">{league.name}</h1>
          <Badge>{league.visibility === 'public' ? 'Public' : 'Invite only'}</Badge>
          {league.member ? <Badge tone="green">Member</Badge> : null}
        </div>
        <p className="text-sm text-slate-400">
          {league.country} · {league.division}
        </p>
        <p className="text-sm text-slate-300" data-testid="league-calendar">
          {calendarWords(league.calendar)}
        </p>
        <p className="text-sm text-slate-300">
          {managersText(league.managers, league.clubs)} · {freeClubsText(league.managers, league.clubs)}
        </p>
      </div>

      <Card className="min-w-0 space-y-2" role="region" aria-label="Round">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle>
            Season {round.season} · Matchday {round.matchday}
          </CardTitle>
          <RoundStatus round={round} />
        </div>
        <RoundCountdown round={round} now={now} />
        {round.startedLate ? (
          <p className="text-xs text-amber-300">
            The last matchday started late: the server was busy or down at its time. Its matches were played all the same.
          </p>
        ) : null}
      </Card>

      <ThisRound league={league} invite={invite} onRoundMoved={onRoundMoved} />

      {league.member ? <OpenLeague league={league} /> : null}
      {league.member && league.invite ? <InviteLink league={league} invite={league.invite} /> : null}

      <Card className="min-w-0 space-y-2">
        <CardTitle>Clubs</CardTitle>
        {!league.member && league.managers >= league.clubs ? (
          <p className="text-sm text-slate-400">Every club has a manager: this league is full.</p>
        ) : null}
        <LeagueClubs league={league} invite={invite} />
      </Card>
    </>
  );
}

export function LeaguePage({ id }: { id: string }) {
  const search = useSearch();
  const invite = new URLSearchParams(search).get('invite')?.trim() || undefined;
  const league = useRouteQuery(ROUTES.leagues.detail, { id }, { query: { invite } });
  const notFound = league.error instanceof ApiError && league.error.status === 404;
  const { refetch } = league;
  const refetchLeague = useCallback(() => void refetch(), [refetch]);

  return (
    <PageShell>
      {league.isLoading ? <Loading text="Loading the league…" /> : null}
      {league.isError ? (
        <div className="space-y-2">
          <ErrorNote>{errorMessage(league.error, 'Failed to load the league')}</ErrorNote>
          {notFound ? (
            <p className="text-sm text-slate-400">
              {invite
                ? 'This invite link is not valid or has expired: ask a member of the league for a new one.'
                : 'An invite-only league shows to its members and to managers with its invite link.'}{' '}
              <Link href={LEAGUES_PATH} className="text-court-400 hover:underline">
                See the leagues
              </Link>
            </p>
          ) : null}
        </div>
      ) : null}
      {league.data ? <LeagueView league={league.data} invite={invite} onRoundMoved={refetchLeague} /> : null}
    </PageShell>
  );
}
