/**
 * A friendly at its link (/friendly/:key): its two coaches each command their
 * own side live (substitutions at a stop, tactics any time, timeouts, "Ready"
 * to end a stop); anyone else watches it, as in the Live Centre. Laid out
 * like the manager's match page from the same pieces. A played friendly shows
 * its result, box score and replay.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { friendlyMatchPath, friendlyReplayPath, ROUTES, type Friendly, type LiveMatchView, type Side } from '@hardwood/shared';
import { Button, ErrorNote, Loading, Spinner } from '../../components/ui';
import { errorMessage } from '../../lib/api';
import { routeKey, tagsOfKey, useRouteQuery } from '../../lib/contract';
import { useMediaQuery } from '../../lib/media';
import { toast } from '../../lib/toast';
import { LiveAnnouncer } from '../live/LiveAnnouncer';
import { MatchDetailTabs, type MatchDetailTab } from '../match-view/MatchDetailTabs';
import { MatchLayout } from '../match-view/MatchLayout';
import { FinalPanel } from '../live/MatchStatusPanels';
import { PhoneMatchControls } from '../live/PhoneMatchControls';
import { useLiveMatch } from '../live/useLiveMatch';
import { BoxScore } from './BoxScore';
import { ShareLink } from './FriendliesPage';
import { CoachLine, FriendlyControls, StopBanner, type SendFriendlyMessage } from './FriendlyControls';
import { connectFriendly } from './friendly-connection';
import { coachView, FRIENDLY_VIEW_ONLY, resultWord, SUBSTITUTE_AT_STOP } from './friendly-logic';
import { FRIENDLIES_PATH } from './friendly-paths';

/** A spectator who comes before the tip-off tries again this often. */
const NOT_LIVE_RETRY_MS = 5_000;

function Header({ title, subtitle, signedIn }: { title: string; subtitle: string; signedIn: boolean }) {
  return (
    <header className="border-b border-slate-800 bg-slate-950/90">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-2">
        <div className="min-w-0">
          <h1 className="truncate text-lg font-black sm:text-xl">{title}</h1>
          <p className="text-xs text-slate-400">{subtitle}</p>
        </div>
        <Link
          href={signedIn ? FRIENDLIES_PATH : '/live'}
          className="shrink-0 rounded-lg px-2 py-1 text-sm font-semibold text-court-400 hover:bg-slate-800"
        >
          ← {signedIn ? 'Friendlies' : 'Live Centre'}
        </Link>
      </div>
    </header>
  );
}

function PlayedFriendly({ friendly }: { friendly: Friendly }) {
  const result = friendly.result;
  return (
    <main className="mx-auto max-w-3xl space-y-4 px-4 py-4">
      {result ? (
        <div className="rounded-xl border border-emerald-700 bg-emerald-950/40 p-4 text-center" role="status">
          <p className="text-sm text-slate-300">{resultWord(result, friendly.mySide)}</p>
          <p className="text-2xl font-black tabular-nums" data-testid="friendly-final">
            {friendly.home.name} {result.homeScore} - {result.awayScore} {friendly.away.name}
          </p>
          {friendly.replayable ? (
            <Link href={friendlyReplayPath(friendly.key)} className="mt-2 inline-block font-semibold text-court-400 hover:underline">
              ▶ Watch the replay
            </Link>
          ) : null}
        </div>
      ) : null}
      <BoxScore friendly={friendly} />
    </main>
  );
}

function LiveFriendly({ friendly }: { friendly: Friendly }) {
  const side: Side | null = friendly.mySide;
  const live = useLiveMatch(friendly.key, {
    source: 'friendly',
    spectate: side === null,
    connect: () => connectFriendly(friendly.key, side !== null),
    onRefused: (e) => toast({ title: 'Not allowed', description: e.message, variant: 'destructive' }),
  });
  const [tab, setTab] = useState<MatchDetailTab>(side ? 'substitutions' : 'rosters');
  const wide = useMediaQuery('(min-width: 1024px)');
  const { retry, connection } = live;
  // Watching before the tip-off: the room comes when a coach starts it.
  useEffect(() => {
    if (connection !== 'not-live') return;
    const timer = setTimeout(retry, NOT_LIVE_RETRY_MS);
    return () => clearTimeout(timer);
  }, [connection, retry]);

  const raw = live.view;
  // Saved: the friendlies lists show it now (this page keeps the live view until the manager leaves).
  const saved = raw?.resultSaved === true;
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!saved) return;
    const here = routeKey(ROUTES.friendlies.detail, { key: friendly.key })[0];
    void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== here && tagsOfKey(q.queryKey).includes('friendlies') });
  }, [saved, queryClient, friendly.key]);
  const coach = side !== null && live.role === 'manager';
  const view: LiveMatchView | null = raw ? coachView(raw, coach ? side : null) : null;
  const send = coach ? live.send : undefined;
  const sendFriendly: SendFriendlyMessage = (type) => live.send(type as never);
  const controls = view && coach && side ? <FriendlyControls view={view} side={side} send={sendFriendly} /> : null;
  const final =
    view?.status === 'finished' ? (
      <FinalPanel view={view}>
        {view.resultSaved ? (
          <Link href={friendlyReplayPath(friendly.key)} className="mt-2 inline-block font-semibold text-court-400 hover:underline">
            ▶ Watch the replay
          </Link>
        ) : (
          <p className="text-sm text-slate-300">Recording the result…</p>
        )}
      </FinalPanel>
    ) : null;
  const details = view ? (
    <MatchDetailTabs
      view={view}
      send={send}
      feed={live.feed}
      tab={tab}
      onTabChange={setTab}
      substituteHint={SUBSTITUTE_AT_STOP}
      viewOnlyText={FRIENDLY_VIEW_ONLY}
    />
  ) : null;

  return (
    <main className={wide ? 'mx-auto max-w-6xl space-y-3 px-4 py-3' : 'mx-auto max-w-6xl space-y-3 px-3 pb-28'}>
      {connection === 'connecting' ? <Loading text="Connecting to the game server..." /> : null}
      {connection === 'reconnecting' ? (
        <p
          role="status"
          className="flex items-center justify-center gap-2 rounded-lg border border-amber-700 bg-amber-950/40 p-2 text-sm text-amber-200"
        >
          <Spinner label="Reconnecting" /> Connection lost: reconnecting to the match…
        </p>
      ) : null}
      {connection === 'not-live' ? (
        <p role="status" className="rounded-lg border border-slate-700 p-3 text-sm text-slate-300" data-testid="not-live">
          This friendly is not being played yet: the page joins as soon as a coach starts it.
        </p>
      ) : null}
      {connection === 'failed' ? (
        <div className="space-y-2">
          <ErrorNote>{live.error ?? 'Could not connect to the match'}</ErrorNote>
          <Button variant="secondary" onClick={retry}>
            Try again
          </Button>
        </div>
      ) : null}
      {view?.resultFailed ? <ErrorNote>This friendly could not be saved, so the game server has closed it.</ErrorNote> : null}
      {view && raw ? (
        <MatchLayout
          view={view}
          feed={live.feed}
          wide={wide}
          details={details}
          banner={<StopBanner view={view} />}
          aside={{
            label: 'Match controls',
            above: (
              <>
                <CoachLine view={raw} />
                {controls ? <div className="flex flex-wrap items-center justify-center gap-2">{controls}</div> : null}
                {final}
              </>
            ),
            below: <ShareLink path={friendlyMatchPath(friendly.key)} label="Link to watch this friendly" />,
          }}
          phone={{
            aboveCourt: (
              <>
                <CoachLine view={raw} />
                {final}
              </>
            ),
            bar: send && side ? <PhoneMatchControls view={view} send={send} controls={controls} runningHint={SUBSTITUTE_AT_STOP} /> : null,
          }}
        />
      ) : null}
      {view ? <LiveAnnouncer view={view} feed={live.feed} /> : null}
    </main>
  );
}

export function FriendlyMatchPage({ friendlyKey, signedIn }: { friendlyKey: string; signedIn: boolean }) {
  const detail = useRouteQuery(ROUTES.friendlies.detail, { key: friendlyKey });
  const friendly = detail.data;
  const title = friendly ? `${friendly.home.name} vs ${friendly.away.name}` : 'Friendly';
  const subtitle = friendly ? `Friendly · ${friendly.home.manager} against ${friendly.away.manager}` : 'Friendly';
  return (
    <div className="min-h-dvh">
      <Header title={title} subtitle={subtitle} signedIn={signedIn} />
      {detail.isLoading ? <Loading text="Loading the friendly…" /> : null}
      {detail.error ? (
        <main className="mx-auto max-w-3xl px-4 py-4">
          <ErrorNote>{errorMessage(detail.error, 'Friendly not found')}</ErrorNote>
        </main>
      ) : null}
      {friendly?.status === 'finished' ? <PlayedFriendly friendly={friendly} /> : null}
      {friendly?.status === 'scheduled' ? <LiveFriendly friendly={friendly} /> : null}
    </div>
  );
}
