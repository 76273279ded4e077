/**
 * A Live Centre match as a spectator sees it: the career dialog's
 * scoreboard, feed, score flow and tabs, read-only ("View Only - Teams
 * Controlled by AI"), with no Play, Pause, Continue or Save. It reconnects by
 * itself; when the match is not live it says whether it is over or coming.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'wouter';
import type { LiveCentreMatch, LiveMatchView } from '@hardwood/shared';
import { Button, EmptyState, ErrorNote, Loading, Spinner } from '../../components/ui';
import { MatchDetailTabs } from '../match-view/MatchDetailTabs';
import { MatchLayout, type MatchPanes } from '../match-view/MatchLayout';
import { VIEW_ONLY_TEXT } from '../live/ManagerPanels';
import { BreakPanel, FinalPanel } from '../live/MatchStatusPanels';
import { Scoreboard } from '../match-view/Scoreboard';
import { useLiveMatch } from '../live/useLiveMatch';
import { useMediaQuery } from '../../lib/media';
import { matchTitle } from './live-centre-logic';
import { LINK_SECONDARY } from './live-centre-ui';
import { LiveAnnouncer } from '../live/LiveAnnouncer';

export interface ViewerListing {
  /** The match as the polled listing last showed it (null: not listed, or not loaded yet). */
  match: LiveCentreMatch | null;
  /** When that listing arrived (ms): a match that was not live is tried again once per newer listing that says it is. */
  updatedAt: number;
}

const VIEWER_PANES: MatchPanes = {
  feedId: 'viewer-feed',
  feedLabel: 'Live feed',
  detailsId: 'viewer-details',
  detailsLabel: 'Box score & more',
};

const BackToLiveCentre = () => (
  <Link href="/live" className={LINK_SECONDARY}>
    Back to the Live Centre
  </Link>
);

/** What the listing knows when there is no room to watch. */
function NotLive({ listed }: { listed: LiveCentreMatch | null }) {
  if (listed?.status === 'finished') {
    return (
      <div className="rounded-xl border border-emerald-700 bg-emerald-950/40 p-4 text-center" role="status">
        <p className="text-sm uppercase tracking-wide text-emerald-300">Final</p>
        <p className="mt-1 text-lg font-semibold">
          {listed.home.name} {listed.homeScore} - {listed.awayScore} {listed.away.name}
        </p>
        <div className="mt-3">
          <BackToLiveCentre />
        </div>
      </div>
    );
  }
  if (listed?.status === 'scheduled' || listed?.status === 'live') {
    return (
      <EmptyState title={`${matchTitle(listed)} has not started yet`}>
        <p>It tips off soon; this page joins as soon as it does.</p>
      </EmptyState>
    );
  }
  return (
    <EmptyState title="This match is not live">
      <p className="mb-3">It may have finished a while ago.</p>
      <BackToLiveCentre />
    </EmptyState>
  );
}

export function LiveMatchViewer({
  matchId,
  listing,
  caption,
}: {
  matchId: string;
  listing: ViewerListing;
  /**
   * A line above the scoreboard, drawn from the very view the scoreboard
   * shows (null until the room answers), so the two never disagree.
   */
  caption?: (view: LiveMatchView | null) => ReactNode;
}) {
  const live = useLiveMatch(matchId, { source: 'live-centre', spectate: true });
  const { view, connection, retry } = live;
  const listed = listing.match;
  const wide = useMediaQuery('(min-width: 1024px)');

  // Not live when we asked, live in a newer listing (it has just tipped off): join now.
  const triedAt = useRef(0);
  useEffect(() => {
    if (connection !== 'not-live' || listed?.status !== 'live' || listing.updatedAt <= triedAt.current) return;
    triedAt.current = listing.updatedAt;
    retry();
  }, [connection, listed?.status, listing.updatedAt, retry]);

  if (!view) {
    return (
      <div className="space-y-3">
        {caption?.(null)}
        {connection === 'connecting' ? (
          <Loading text="Joining the match…" />
        ) : connection === 'not-live' ? (
          <NotLive listed={listed} />
        ) : (
          <>
            <ErrorNote>{live.error ?? 'The connection to the game server was lost.'}</ErrorNote>
            <Button variant="secondary" onClick={retry}>
              Try again
            </Button>
          </>
        )}
      </div>
    );
  }

  const over = view.status === 'finished';
  return (
    <div className="space-y-4">
      {connection === 'reconnecting' ? (
        <p
          role="status"
          className="flex items-center justify-center gap-2 rounded-lg border border-amber-700 bg-amber-950/40 p-2 text-sm text-amber-200"
        >
          <Spinner label="Reconnecting" /> Reconnecting…
        </p>
      ) : null}
      {connection === 'failed' ? (
        <div className="flex flex-wrap items-center gap-3">
          <ErrorNote>{live.error ?? 'Could not reconnect to the match'}</ErrorNote>
          <Button variant="secondary" onClick={retry}>
            Try again
          </Button>
        </div>
      ) : null}
      {connection === 'closed' && !over ? <ErrorNote>The game server closed this match.</ErrorNote> : null}
      {caption?.(view)}
      <Scoreboard view={view} />
      <p className="text-center text-sm text-slate-400" data-testid="view-only">
        {VIEW_ONLY_TEXT}
      </p>
      {view.status === 'break' ? (
        <BreakPanel view={view} feed={live.feed} note="Players recover energy during the break; the AI plays on shortly." />
      ) : null}
      {over ? (
        <FinalPanel view={view}>
          <div className="mt-3">
            <BackToLiveCentre />
          </div>
        </FinalPanel>
      ) : connection === 'not-live' ? (
        <NotLive listed={listed} />
      ) : null}
      {/* Desktop: court, chart and tabs on the left, the feed beside them; phones: court and chart above the feed and the tabs, a swipe apart. */}
      <div className="space-y-4">
        <MatchLayout
          view={view}
          feed={live.feed}
          wide={wide}
          details={<MatchDetailTabs view={view} feed={live.feed} />}
          scoreboard={false}
          arrangement="beside"
          panes={VIEWER_PANES}
        />
      </div>
      <LiveAnnouncer view={view} feed={live.feed} />
    </div>
  );
}
