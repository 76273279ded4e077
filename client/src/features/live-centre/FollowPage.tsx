/**
 * /live/follow, "Follow the action": a whip-around that watches
 * the closest finish (or, with none, the game nearest its end) and moves to
 * another game when it becomes the closest finish, after announcing it.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { isCloseFinish, LIVE_CENTRE, type LiveCentreMatch, type LiveMatchView } from '@hardwood/shared';
import { Button, EmptyState, ErrorNote, Loading } from '../../components/ui';
import { errorMessage } from '../../lib/api';
import { GameClock } from '../live/GameClock';
import { formatClock } from '../live/live-logic';
import { findListedMatch, followReason, followStateOfView, marginLabel, marginText, matchTitle, periodName } from './live-centre-logic';
import { NOTHING_LIVE } from './LiveCentrePage';
import { LiveCentreShell, UpcomingList } from './live-centre-ui';
import { LiveMatchViewer } from './LiveMatchViewer';
import { useLiveCentre } from './useLiveCentre';
import { INITIAL_WHIP_AROUND, noticeSecondsLeft, stepWhipAround, switchNow, whipAroundPick, type PendingSwitch } from './whip-around';

/** How often the countdown redraws and the switch is checked while a notice is up. */
const NOTICE_TICK_MS = 250;

function SwitchNotice({ pending, onSwitchNow }: { pending: PendingSwitch; onSwitchNow: () => void }) {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), NOTICE_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  const left = noticeSecondsLeft(pending, now);
  const spent = Math.min(1, (now - pending.sinceMs) / LIVE_CENTRE.switchNoticeMs);
  return (
    <div className="space-y-2 rounded-xl border border-court-600 bg-court-500/15 p-3" data-testid="switch-notice">
      <div className="flex flex-wrap items-center justify-between gap-2">
        {/* Announced once: the sentence is fixed when the notice goes up; the countdown beside it is not read out. */}
        <p role="status" className="font-semibold">
          Switching to {pending.home} vs {pending.away} — {marginText(pending.margin)}, {formatClock(pending.clock)} left
        </p>
        <span className="flex items-center gap-2">
          <span aria-hidden="true" className="font-mono text-lg tabular-nums">
            {left}s
          </span>
          <Button size="sm" onClick={onSwitchNow}>
            Switch now
          </Button>
        </span>
      </div>
      <div aria-hidden="true" className="h-1.5 overflow-hidden rounded-full bg-slate-800">
        <div className="h-full bg-court-500 transition-[width] duration-200 ease-linear" style={{ width: `${spent * 100}%` }} />
      </div>
    </div>
  );
}

/**
 * Why this game is on screen. Once the room answers, the caption reads the
 * room's view, the one the scoreboard beside it shows, and runs the same
 * clock: the listing, polled every few seconds, would lag it. Before that,
 * with no scoreboard yet, the listing is all there is.
 */
function FollowCaption({ view, listed }: { view: LiveMatchView | null; listed: LiveCentreMatch | null }) {
  const state = view ? followStateOfView(view) : listed;
  return (
    <div className="rounded-xl border border-slate-800 bg-slate-900/80 p-3" data-testid="follow-reason">
      <p className="text-sm text-slate-400">Now showing</p>
      <p className="font-semibold">{view ? matchTitle(view) : listed ? matchTitle(listed) : 'The last game we followed'}</p>
      {view && state && isCloseFinish(state) ? (
        <p className="text-sm text-slate-300">
          Closest finish: {marginLabel(view.homeScore, view.awayScore)},{' '}
          <GameClock clock={view.clock} status={view.status} quarter={view.quarter} tickMs={view.tickMs} testId="follow-clock" /> left in{' '}
          {periodName(view)}.
        </p>
      ) : state ? (
        <p className="text-sm text-slate-300">{followReason(state)}</p>
      ) : null}
    </div>
  );
}

export function FollowPage() {
  const listing = useLiveCentre();
  const [whip, setWhip] = useState(INITIAL_WHIP_AROUND);
  const live = listing.data?.live;
  const noticeUp = whip.pending !== null;

  // Decide on every poll, and a few times a second while a notice counts down.
  useEffect(() => {
    if (!live) return;
    const decide = () => setWhip((state) => stepWhipAround(state, live, Date.now()));
    decide();
    if (!noticeUp) return;
    const timer = setInterval(decide, NOTICE_TICK_MS);
    return () => clearInterval(timer);
  }, [live, noticeUp]);

  const shell = (body: ReactNode) => (
    <LiveCentreShell back={{ href: '/live', label: 'Live Centre' }}>
      <h1 className="text-xl font-black sm:text-2xl">Follow the action</h1>
      {body}
    </LiveCentreShell>
  );

  if (!listing.data) {
    return shell(
      listing.isError ? (
        <ErrorNote>Could not load the live games: {errorMessage(listing.error, 'the server did not answer')}.</ErrorNote>
      ) : (
        <Loading text="Finding the closest game…" />
      ),
    );
  }
  // The first pick shows on the first render with a listing, not one effect later (no flash of the empty state).
  const watchingId = whip.watchingId ?? whipAroundPick(listing.data.live)?.match.matchId ?? null;
  const watched = watchingId ? findListedMatch(listing.data, watchingId) : null;
  if (!watchingId) {
    return shell(
      <div className="space-y-4">
        <EmptyState title={NOTHING_LIVE}>This page picks up the first game that starts.</EmptyState>
        <UpcomingList upcoming={listing.data.upcoming} />
      </div>,
    );
  }
  return shell(
    <div className="space-y-4">
      {whip.pending ? <SwitchNotice key={whip.pending.matchId} pending={whip.pending} onSwitchNow={() => setWhip(switchNow)} /> : null}
      <LiveMatchViewer
        key={watchingId}
        matchId={watchingId}
        listing={{ match: watched, updatedAt: listing.dataUpdatedAt }}
        caption={(view) => <FollowCaption view={view} listed={watched} />}
      />
    </div>,
  );
}
