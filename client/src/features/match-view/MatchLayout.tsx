/**
 * How every match page lays out a match (the manager's live match, a league
 * match, a friendly, the Live Centre's viewer, a replay): on a desktop the
 * scoreboard, the court, the score flow and the feed on the left and a side
 * column with the page's own controls around the match's detail tabs; on a
 * phone a slim score bar that stays at the top, the court, the score flow
 * and a swipe between the feed and the details, with the page's bar (its
 * main action, Subs and Tactics) at the bottom. Each page brings its own
 * pieces in the slots: its banners, buttons, final panel and bars.
 */
import type { ReactNode } from 'react';
import type { LiveEventView, LiveMatchView } from '@hardwood/shared';
import { CourtView } from './CourtView';
import { LiveFeed, type FeedWhy } from './LiveFeed';
import { Scoreboard } from './Scoreboard';
import { ScoreFlow } from './ScoreFlow';
import { SwipePanes } from './SwipePanes';

/** The score flow and win chance of the view, once a minute has been played; nothing before. */
export function MatchScoreFlow({ view }: { view: LiveMatchView }) {
  if (!view.flow || view.flow.length === 0) return null;
  return (
    <ScoreFlow flow={view.flow} home={view.home.name} away={view.away.name} chances={view.winChance ?? []} chanceNow={view.winChanceNow} />
  );
}

/** The phone's swipe between the feed and the details: the panes' ids and labels. */
export interface MatchPanes {
  feedId: string;
  feedLabel: string;
  detailsId: string;
  detailsLabel: string;
}

const PANES: MatchPanes = { feedId: 'match-feed', feedLabel: 'Live feed', detailsId: 'match-details', detailsLabel: 'Team & box score' };

export interface MatchLayoutProps {
  view: LiveMatchView;
  feed: readonly LiveEventView[];
  wide: boolean;
  /** The match's detail tabs (MatchDetailTabs with the page's options). */
  details: ReactNode;
  /** Under the scoreboard on both layouts (a stop's banner). */
  banner?: ReactNode;
  /** Desktop: under the court (the break's panel). */
  underCourt?: ReactNode;
  /** Desktop: the side column's name (omitted: a plain column), and what it holds above and below the details. */
  aside?: { label?: string; above?: ReactNode; below?: ReactNode };
  /** Phone: above the court (after the banner), below it, and the bar at the bottom of the screen. */
  phone?: { aboveCourt?: ReactNode; belowCourt?: ReactNode; bar?: ReactNode };
  panes?: MatchPanes;
  /** False: the page shows the scoreboard itself (the Live Centre's, over its notes); no score bar either. */
  scoreboard?: boolean;
  /**
   * Desktop. 'column' (the default): the feed under the court, the details
   * beside them. 'beside' (the Live Centre's): the feed in the right column,
   * the details under the court.
   */
  arrangement?: 'column' | 'beside';
  /** A shot's chance and reasons in the feed, where known (stable). */
  whyOf?: FeedWhy | undefined;
}

export function MatchLayout({
  view,
  feed,
  wide,
  details,
  banner,
  underCourt,
  aside,
  phone,
  panes = PANES,
  scoreboard = true,
  arrangement = 'column',
  whyOf,
}: MatchLayoutProps) {
  const court = <CourtView view={view} feed={feed} />;
  const chart = <MatchScoreFlow view={view} />;
  const liveFeed = <LiveFeed feed={feed} whyOf={whyOf} />;

  if (wide && arrangement === 'beside') {
    return (
      <div className="grid grid-cols-[minmax(0,3fr)_minmax(0,2fr)] gap-4">
        <div className="col-start-1">{court}</div>
        <div className="col-start-1 empty:hidden">{chart}</div>
        <div className="col-start-2 row-span-3 row-start-1">{liveFeed}</div>
        <div className="col-start-1">{details}</div>
      </div>
    );
  }
  if (wide) {
    return (
      <div className="grid grid-cols-[minmax(0,3fr)_minmax(0,2fr)] items-start gap-4">
        <div className="space-y-3">
          {scoreboard ? <Scoreboard view={view} /> : null}
          {banner}
          {court}
          {underCourt}
          {chart}
          {liveFeed}
        </div>
        <aside
          aria-label={aside?.label}
          className="sticky top-3 max-h-[calc(100dvh-1.5rem)] space-y-3 overflow-y-auto rounded-xl border border-slate-800 bg-slate-900/60 p-3"
        >
          {aside?.above}
          {details}
          {aside?.below}
        </aside>
      </div>
    );
  }
  return (
    <>
      {scoreboard ? (
        // The score stays in view while the page scrolls.
        <div className="sticky top-0 z-20 -mx-3 bg-slate-950/95 px-2 py-1 backdrop-blur" data-testid="score-bar">
          <Scoreboard view={view} compact />
        </div>
      ) : null}
      {banner}
      {phone?.aboveCourt}
      {court}
      {phone?.belowCourt}
      {chart}
      <SwipePanes
        label="Match feed and details"
        panes={[
          { id: panes.feedId, label: panes.feedLabel, content: liveFeed },
          { id: panes.detailsId, label: panes.detailsLabel, content: details },
        ]}
      />
      {phone?.bar}
    </>
  );
}
