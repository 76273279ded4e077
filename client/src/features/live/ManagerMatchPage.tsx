/**
 * The manager's own live match on a page of its own (/match/:id/live),
 * laid out like the Live Centre's viewer. A desktop shows the scoreboard,
 * the court, the score flow and the feed on the left and the manager's
 * controls beside them (the main action, the final score, Substitutions
 * first, Tactics and the rest), the break panel under the court; a phone keeps a slim score bar at the
 * top, the court and a swipe between feed and details below, and the main
 * action with Subs and Tactics in a bar at the bottom, a thumb away. The
 * server plays; this only shows and asks. A banner says when his plan or
 * the AI coaches his side, with the way to take control back, and the
 * autopilot sits with the controls. Save opens the processing dialog;
 * when it closes the manager is back in the hub's schedule.
 */
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { LiveMatchView } from '@hardwood/shared';
import { Button, ErrorNote, Loading, Spinner } from '../../components/ui';
import { useMediaQuery } from '../../lib/media';
import { toast } from '../../lib/toast';
import { ProcessingDialog } from '../processing/ProcessingDialog';
import { CoachingBanner, CoachingControls } from './CoachingBanner';
import { CourtView } from './CourtView';
import { LiveAnnouncer } from './LiveAnnouncer';
import { LiveFeed } from './LiveFeed';
import { MatchControls } from './MatchControls';
import { MatchDetailTabs, type MatchDetailTab } from './MatchDetailTabs';
import { MATCH_BACK_PATH } from './match-path';
import { BreakPanel, FinalPanel } from './MatchStatusPanels';
import { Scoreboard } from './Scoreboard';
import { PhoneMatchControls } from './PhoneMatchControls';
import { ScoreFlow } from './ScoreFlow';
import { SwipePanes } from './SwipePanes';
import { useLiveMatch } from './useLiveMatch';

const BREAK_NOTE = 'Players recover energy during the break. Make your changes, then continue.';

const BackToHub = ({ className }: { className?: string }) => (
  <Link href={MATCH_BACK_PATH} className={className ?? 'text-sm font-semibold text-court-400 hover:underline'}>
    ← Back to the hub
  </Link>
);

/** What the connection says when there is no match to show, or over the match while it recovers. */
function ConnectionNotes({ live }: { live: ReturnType<typeof useLiveMatch> }) {
  const view = live.view;
  return (
    <>
      {live.connection === 'connecting' ? <Loading text="Connecting to the game server..." /> : null}
      {live.connection === 'reconnecting' ? (
        <p
          role="status"
          className="flex items-center justify-center gap-2 rounded-lg border border-amber-700 bg-amber-950/40 p-2 text-sm text-amber-200"
        >
          <Spinner label="Reconnecting" /> Connection lost: reconnecting to the match…
        </p>
      ) : null}
      {live.connection === 'failed' || live.connection === 'not-live' ? (
        <div className="space-y-3" data-testid="match-unavailable">
          <ErrorNote>{live.error ?? 'This match can no longer be played live.'}</ErrorNote>
          <div className="flex flex-wrap items-center gap-3">
            <Button variant="secondary" onClick={live.retry}>
              Try again
            </Button>
            <BackToHub />
          </div>
        </div>
      ) : null}
      {view?.resultFailed ? <ErrorNote>This match could not be saved, so the game server has closed it.</ErrorNote> : null}
      {live.connection === 'closed' && view?.status !== 'finished' && !view?.resultFailed ? (
        <ErrorNote>The connection to the game server was lost. Go back to the hub and press Play to rejoin.</ErrorNote>
      ) : null}
    </>
  );
}

function StatusPanel({ view, live }: { view: LiveMatchView; live: ReturnType<typeof useLiveMatch> }) {
  if (view.status === 'break') return <BreakPanel view={view} feed={live.feed} note={BREAK_NOTE} />;
  if (view.status === 'finished') return <FinalPanel view={view} />;
  return null;
}

export function ManagerMatchPage({ matchId }: { matchId: string }) {
  const live = useLiveMatch(matchId, {
    onRefused: (e) => toast({ title: 'Not allowed', description: e.message, variant: 'destructive' }),
  });
  const [, navigate] = useLocation();
  const [processing, setProcessing] = useState(false);
  const [tab, setTab] = useState<MatchDetailTab>('substitutions');
  const wide = useMediaQuery('(min-width: 1024px)');
  const view = live.view;
  const manager = live.role === 'manager';
  const send = manager ? live.send : undefined;

  // However the processing dialog closes (Continue, or Cancel after an error), the match is over: back to the schedule, where an unprocessed matchday is finished.
  const leave = () => {
    live.forget();
    navigate(MATCH_BACK_PATH);
  };

  const title = view ? `${view.home.name} vs ${view.away.name}` : 'Your live match';
  const chart =
    view?.flow && view.flow.length > 0 ? (
      <ScoreFlow
        flow={view.flow}
        home={view.home.name}
        away={view.away.name}
        chances={view.winChance ?? []}
        chanceNow={view.winChanceNow}
      />
    ) : null;
  const controls = view && send ? <MatchControls view={view} send={send} onSave={() => setProcessing(true)} /> : null;

  return (
    <div className="min-h-dvh">
      <header className="border-b border-slate-800 bg-slate-950/90">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-2">
          <div className="min-w-0">
            <h1 className="truncate text-lg font-black sm:text-xl">{title}</h1>
            {view ? (
              <p className="text-xs text-slate-400">
                Matchday {view.matchday} • Round {view.round}
              </p>
            ) : null}
          </div>
          <BackToHub className="shrink-0 rounded-lg px-2 py-1 text-sm font-semibold text-court-400 hover:bg-slate-800" />
        </div>
      </header>

      <main className={wide ? 'mx-auto max-w-6xl space-y-3 px-4 py-3' : 'mx-auto max-w-6xl space-y-3 px-3 pb-28'}>
        <ConnectionNotes live={live} />
        {/* Whoever coaches his side when it is not him, and the way to take it back. */}
        {view && send ? <CoachingBanner view={view} send={send} /> : null}
        {view && wide ? (
          <div className="grid grid-cols-[minmax(0,3fr)_minmax(0,2fr)] items-start gap-4">
            <div className="space-y-3">
              <Scoreboard view={view} />
              <CourtView view={view} feed={live.feed} />
              {/* The break's energy and plus-minus under the court: the score, the court and the substitutions stay in view. */}
              {view.status === 'break' ? <BreakPanel view={view} feed={live.feed} note={BREAK_NOTE} /> : null}
              {chart}
              <LiveFeed feed={live.feed} />
            </div>
            <aside
              aria-label="Match controls"
              className="sticky top-3 max-h-[calc(100dvh-1.5rem)] space-y-3 overflow-y-auto rounded-xl border border-slate-800 bg-slate-900/60 p-3"
            >
              {controls ? <div className="flex flex-wrap items-center justify-center gap-2">{controls}</div> : null}
              {view.status === 'finished' ? <FinalPanel view={view} /> : null}
              <MatchDetailTabs view={view} send={send} feed={live.feed} tab={tab} onTabChange={setTab} />
              {/* Who coaches when he gives no command: below the match's own controls, which stay in view with the score and the court. */}
              {send ? <CoachingControls view={view} send={send} /> : null}
            </aside>
          </div>
        ) : null}
        {view && !wide ? (
          <>
            {/* The score stays in view while the page scrolls. */}
            <div className="sticky top-0 z-20 -mx-3 bg-slate-950/95 px-2 py-1 backdrop-blur" data-testid="score-bar">
              <Scoreboard view={view} compact />
            </div>
            <CourtView view={view} feed={live.feed} />
            <StatusPanel view={view} live={live} />
            {send ? <CoachingControls view={view} send={send} /> : null}
            {chart}
            <SwipePanes
              label="Match feed and details"
              panes={[
                { id: 'match-feed', label: 'Live feed', content: <LiveFeed feed={live.feed} /> },
                {
                  id: 'match-details',
                  label: 'Team & box score',
                  content: <MatchDetailTabs view={view} send={send} feed={live.feed} tab={tab} onTabChange={setTab} />,
                },
              ]}
            />
            {send ? <PhoneMatchControls view={view} send={send} controls={controls} /> : null}
          </>
        ) : null}
        {view ? <LiveAnnouncer view={view} feed={live.feed} /> : null}
      </main>
      {processing ? <ProcessingDialog matchId={matchId} onDone={leave} onCancel={leave} /> : null}
    </div>
  );
}
