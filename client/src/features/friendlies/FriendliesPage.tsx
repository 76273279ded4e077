/**
 * The manager's friendlies (/friendlies): make a challenge and share its
 * link, his open challenges (copy again, withdraw), friendlies accepted and
 * waiting to be played, and the played ones with their results, box scores
 * and replays.
 */
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { FRIENDLY, friendlyMatchPath, friendlyReplayPath, ROUTES, type Friendly, type FriendlyChallengeLink } from '@hardwood/shared';
import { Badge, Button, Card, CardTitle, EmptyState, ErrorNote, Loading } from '../../components/ui';
import { errorMessage } from '../../lib/api';
import { formatDateTime } from '../../lib/format-date';
import { useRouteMutation, useRouteQuery } from '../../lib/contract';
import { toast } from '../../lib/toast';
import { BoxScore } from './BoxScore';
import { resultWord } from './friendly-logic';

/** A link with the site's origin, and a button that copies it. */
export function ShareLink({ path, label }: { path: string; label: string }) {
  const url = `${window.location.origin}${path}`;
  const copy = () => {
    const done = () => toast({ title: 'Link copied', description: 'Send it to the other manager.' });
    if (navigator.clipboard) navigator.clipboard.writeText(url).then(done, () => toast({ title: 'Copy the link from the box' }));
    else toast({ title: 'Copy the link from the box' });
  };
  return (
    <div className="flex flex-col gap-2 sm:flex-row">
      <input
        readOnly
        value={url}
        aria-label={label}
        onFocus={(e) => e.currentTarget.select()}
        className="min-w-0 flex-1 rounded-lg border border-slate-700 bg-slate-950 px-3 py-2 font-mono text-xs text-slate-200"
        data-testid="share-link"
      />
      <Button variant="outline" onClick={copy}>
        Copy link
      </Button>
    </div>
  );
}

function OpenChallenge({ link }: { link: FriendlyChallengeLink }) {
  const cancel = useRouteMutation(ROUTES.friendlies.cancel, () => [{ token: link.token }], {
    onSuccess: () => toast({ title: 'Challenge withdrawn' }),
    onError: (e) => toast({ title: 'Could not withdraw it', description: errorMessage(e, 'Try again'), variant: 'destructive' }),
  });
  return (
    <li className="space-y-2 rounded-lg border border-slate-800 bg-slate-950/60 p-3" data-testid="open-challenge">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span>
          Open until <span className="font-semibold">{formatDateTime(link.expiresAt)}</span>
        </span>
        <Button size="sm" variant="ghost" disabled={cancel.isPending} onClick={() => cancel.mutate()}>
          Withdraw
        </Button>
      </div>
      <ShareLink path={link.path} label="Challenge link" />
    </li>
  );
}

function Upcoming({ friendly }: { friendly: Friendly }) {
  const [, navigate] = useLocation();
  const opponent = friendly.mySide === 'home' ? friendly.away : friendly.home;
  return (
    <li
      className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-800 bg-slate-950/60 p-3"
      data-testid="upcoming-friendly"
    >
      <div className="min-w-0">
        <p className="truncate font-semibold">
          {friendly.home.name} vs {friendly.away.name}
        </p>
        <p className="text-xs text-slate-400">
          Against {opponent.manager} · strength {opponent.strength.toFixed(1)}
        </p>
      </div>
      <Button onClick={() => navigate(friendlyMatchPath(friendly.key))}>▶ Play</Button>
    </li>
  );
}

function Played({ friendly }: { friendly: Friendly }) {
  const [open, setOpen] = useState(false);
  const result = friendly.result;
  if (!result) return null;
  const word = resultWord(result, friendly.mySide);
  return (
    <li className="space-y-2 rounded-lg border border-slate-800 bg-slate-950/60 p-3" data-testid="played-friendly">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <p className="truncate font-semibold tabular-nums">
            <Badge tone={word === 'Won' ? 'green' : 'red'} className="mr-2">
              {word}
            </Badge>
            {friendly.home.name} {result.homeScore} - {result.awayScore} {friendly.away.name}
            {result.overtimes > 0 ? <span className="text-xs text-slate-400"> (OT)</span> : null}
          </p>
          <p className="text-xs text-slate-400">{friendly.playedAt ? formatDateTime(friendly.playedAt) : ''}</p>
        </div>
        <div className="flex gap-2">
          <Button size="sm" variant="outline" aria-expanded={open} onClick={() => setOpen((v) => !v)}>
            Box score
          </Button>
          {friendly.replayable ? (
            <Link
              href={friendlyReplayPath(friendly.key)}
              className="inline-flex h-8 items-center rounded-lg bg-slate-800 px-3 text-sm font-semibold hover:bg-slate-700"
            >
              Replay
            </Link>
          ) : null}
        </div>
      </div>
      {open ? <BoxScore friendly={friendly} /> : null}
    </li>
  );
}

export function FriendliesPage() {
  const list = useRouteQuery(ROUTES.friendlies.list, {});
  const [made, setMade] = useState<FriendlyChallengeLink | null>(null);
  const create = useRouteMutation(ROUTES.friendlies.create, () => [{}, {}], {
    onSuccess: (link) => setMade(link),
    onError: (e) => toast({ title: 'No challenge made', description: errorMessage(e, 'Try again'), variant: 'destructive' }),
  });
  const data = list.data;
  return (
    <div className="min-h-dvh">
      <header className="border-b border-slate-800 bg-slate-950/90">
        <div className="mx-auto flex max-w-3xl items-center justify-between gap-3 px-4 py-3">
          <h1 className="text-xl font-black">Friendlies</h1>
          <Link href="/dashboard" className="text-sm font-semibold text-court-400 hover:underline">
            ← Back to the hub
          </Link>
        </div>
      </header>
      <main className="mx-auto max-w-3xl space-y-4 px-4 py-4">
        <Card className="space-y-3">
          <CardTitle>Challenge another manager</CardTitle>
          <p className="text-sm text-slate-300">
            Make a link and send it to another manager. He accepts with his own club, and you both coach the game live, each his own side:
            substitutions when the clock stops, tactics any time, {FRIENDLY.timeoutsPerHalf} timeouts a half. Nothing of it counts in either
            career: no fatigue, injuries, money or standings.
          </p>
          <Button onClick={() => create.mutate()} disabled={create.isPending}>
            {create.isPending ? 'Making the link…' : 'Make a challenge link'}
          </Button>
          {made ? (
            <div className="space-y-2" data-testid="new-challenge">
              <p className="text-sm text-emerald-300">
                Your challenge is ready: anyone with this link may accept it until {formatDateTime(made.expiresAt)}.
              </p>
              <ShareLink path={made.path} label="Your new challenge link" />
            </div>
          ) : null}
        </Card>
        {list.isLoading ? <Loading text="Loading your friendlies…" /> : null}
        {list.error ? <ErrorNote>{errorMessage(list.error, 'Could not load your friendlies')}</ErrorNote> : null}
        {data ? (
          <>
            <Card className="space-y-2">
              <CardTitle>To play</CardTitle>
              {data.upcoming.length === 0 ? (
                <p className="text-sm text-slate-400">No friendly to play: once a challenge is accepted it shows here.</p>
              ) : (
                <ul className="space-y-2">
                  {data.upcoming.map((f) => (
                    <Upcoming key={f.key} friendly={f} />
                  ))}
                </ul>
              )}
            </Card>
            {data.open.length > 0 ? (
              <Card className="space-y-2">
                <CardTitle>Open challenges</CardTitle>
                <ul className="space-y-2">
                  {data.open.map((link) => (
                    <OpenChallenge key={link.token} link={link} />
                  ))}
                </ul>
              </Card>
            ) : null}
            <Card className="space-y-2">
              <CardTitle>Played</CardTitle>
              {data.history.length === 0 ? (
                <EmptyState title="No friendlies played yet">Results, box scores and replays of your friendlies show here.</EmptyState>
              ) : (
                <ul className="space-y-2">
                  {data.history.map((f) => (
                    <Played key={f.key} friendly={f} />
                  ))}
                </ul>
              )}
            </Card>
          </>
        ) : null}
      </main>
    </div>
  );
}
