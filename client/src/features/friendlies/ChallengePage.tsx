/**
 * A challenge link opened (/friendly/challenge/:token): who challenges, with
 * which club and how strong, until when; accept with your own club and go
 * to the match. Signed out, or without a club yet, the link is kept and
 * opened again once the manager is signed in with his club.
 */
import type { ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { friendlyChallengePath, friendlyMatchPath, ROUTES, SIGN_IN_URL, type FriendlyChallenge, type User } from '@hardwood/shared';
import { Button, Card, ErrorNote, Loading } from '../../components/ui';
import { errorMessage } from '../../lib/api';
import { formatDateTime } from '../../lib/format-date';
import { useRouteMutation, useRouteQuery } from '../../lib/contract';
import { useMyTeam } from '../../lib/queries';
import { toast } from '../../lib/toast';
import { ShareLink } from './FriendliesPage';
import { FRIENDLIES_PATH, rememberPendingChallenge } from './friendly-paths';

function Shell({ children }: { children: ReactNode }) {
  return (
    <main className="mx-auto flex min-h-dvh max-w-lg flex-col justify-center gap-4 px-4 py-8">
      <h1 className="text-2xl font-black">A friendly challenge</h1>
      {children}
    </main>
  );
}

function Challenger({ challenge }: { challenge: FriendlyChallenge }) {
  const c = challenge.challenger;
  return (
    <div className="space-y-1">
      <p className="text-lg font-semibold" data-testid="challenger-club">
        {c.name}
      </p>
      <p className="text-sm text-slate-300">
        Coached by {c.manager} · squad strength {c.strength.toFixed(1)}
      </p>
      <p className="text-xs text-slate-400">Open until {formatDateTime(challenge.expiresAt)}</p>
    </div>
  );
}

function Answer({ token, challenge }: { token: string; challenge: FriendlyChallenge }) {
  const [, navigate] = useLocation();
  const team = useMyTeam();
  const accept = useRouteMutation(ROUTES.friendlies.accept, () => [{ token }, team.data ? { teamId: team.data.id } : {}], {
    onSuccess: (friendly) => navigate(friendlyMatchPath(friendly.key)),
    onError: (e) => toast({ title: 'Not accepted', description: errorMessage(e, 'Try again'), variant: 'destructive' }),
  });
  if (challenge.friendlyKey)
    return <Button onClick={() => navigate(friendlyMatchPath(challenge.friendlyKey ?? ''))}>Go to the match</Button>;
  switch (challenge.state) {
    case 'expired':
      return <ErrorNote>This challenge has expired. Ask for a new link.</ErrorNote>;
    case 'cancelled':
      return <ErrorNote>This challenge was withdrawn.</ErrorNote>;
    case 'accepted':
      return <ErrorNote>Another manager has already accepted this challenge.</ErrorNote>;
    case 'open':
      return challenge.mine ? (
        <div className="space-y-2">
          <p className="text-sm text-slate-300">This is your own challenge: send this link to another manager.</p>
          <ShareLink path={friendlyChallengePath(token)} label="Challenge link" />
        </div>
      ) : (
        <Button size="lg" disabled={accept.isPending || !team.data} onClick={() => accept.mutate()}>
          {accept.isPending ? 'Accepting…' : `Accept with ${team.data?.name ?? 'your club'}`}
        </Button>
      );
  }
}

export function ChallengePage({ token, user }: { token: string; user: User | null }) {
  const path = friendlyChallengePath(token);
  const challenge = useRouteQuery(ROUTES.friendlies.challenge, { token }, { enabled: user?.isSetupComplete === true });
  if (!user || !user.isSetupComplete)
    return (
      <Shell>
        <Card className="space-y-3">
          <p>
            Another manager challenges you to a friendly: both of you coach the game live, each his own club.{' '}
            {user
              ? 'Set up your club first; this link opens again when you are done.'
              : 'Sign in (or sign up and pick a club) to accept it.'}
          </p>
          <Button
            onClick={() => {
              rememberPendingChallenge(path);
              if (user) window.location.assign('/');
              else window.location.assign(SIGN_IN_URL);
            }}
          >
            {user ? 'Set up my club' : 'Sign in to accept'}
          </Button>
        </Card>
      </Shell>
    );
  return (
    <Shell>
      <Card className="space-y-4">
        {challenge.isLoading ? <Loading text="Opening the challenge…" /> : null}
        {challenge.error ? <ErrorNote>{errorMessage(challenge.error, 'This challenge could not be opened')}</ErrorNote> : null}
        {challenge.data ? (
          <>
            <Challenger challenge={challenge.data} />
            <Answer token={token} challenge={challenge.data} />
          </>
        ) : null}
      </Card>
      <Link href={FRIENDLIES_PATH} className="text-sm font-semibold text-court-400 hover:underline">
        Your friendlies
      </Link>
    </Shell>
  );
}
