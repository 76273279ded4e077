/**
 * The live match dialog: scoreboard, play/pause, the live feed,
 * Rosters, Substitutions, Tactics and Statistics tabs, the break panel and
 * Save at the end. The server plays; this only shows and asks. Its pieces are
 * shared with the Live Centre's read-only viewer.
 */
import { useState } from 'react';
import { Dialog } from '../../components/Dialog';
import { Button, ErrorNote, Loading, Spinner } from '../../components/ui';
import { toast } from '../../lib/toast';
import { ProcessingDialog } from '../processing/ProcessingDialog';
import { LiveFeed } from './LiveFeed';
import { continueLabel } from './live-logic';
import { MatchDetailTabs } from './MatchDetailTabs';
import { BreakPanel, FinalPanel } from './MatchStatusPanels';
import { CourtView } from './CourtView';
import { Scoreboard } from './Scoreboard';
import { ScoreFlow } from './ScoreFlow';
import { SwipePanes } from './SwipePanes';
import { useLiveMatch } from './useLiveMatch';
import { useMediaQuery } from '../../lib/media';
import { LiveAnnouncer } from './LiveAnnouncer';

export function LiveMatchDialog({
  matchId,
  homeName,
  awayName,
  matchday,
  round,
  onClose,
  spectate,
}: {
  matchId: string;
  homeName: string;
  awayName: string;
  matchday: number;
  round: number;
  onClose: () => void;
  spectate?: boolean;
}) {
  const live = useLiveMatch(matchId, {
    spectate: spectate ?? false,
    onRefused: (e) => toast({ title: 'Not allowed', description: e.message, variant: 'destructive' }),
  });
  const [processing, setProcessing] = useState(false);
  const view = live.view;
  const manager = live.role === 'manager';
  // Phones: the feed and the tabs a swipe apart under the court; wider screens stack them.
  const phone = !useMediaQuery('(min-width: 640px)');

  if (processing) {
    // Saving is the match's last step: however the processing dialog closes (Continue, or Cancel after an error), the match closes with it; an unprocessed matchday is finished from the schedule.
    const closeMatch = () => {
      live.forget();
      onClose();
    };
    return <ProcessingDialog matchId={matchId} onDone={closeMatch} onCancel={closeMatch} />;
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`${view?.home.name ?? homeName} vs ${view?.away.name ?? awayName}`}
      description={`Matchday ${view?.matchday ?? matchday} • Round ${view?.round ?? round}`}
      className="sm:max-w-3xl"
    >
      {live.connection === 'connecting' ? <Loading text="Connecting to the game server..." /> : null}
      {live.connection === 'reconnecting' ? (
        <p
          role="status"
          className="flex items-center justify-center gap-2 rounded-lg border border-amber-700 bg-amber-950/40 p-2 text-sm text-amber-200"
        >
          <Spinner label="Reconnecting" /> Connection lost: reconnecting to the match…
        </p>
      ) : null}
      {live.connection === 'not-live' ? (
        <ErrorNote>This match can no longer be played live. Close this window to see the matchday.</ErrorNote>
      ) : null}
      {live.connection === 'failed' ? <ErrorNote>{live.error}</ErrorNote> : null}
      {view?.resultFailed ? (
        <ErrorNote>This match could not be saved, so the game server has closed it. Close this window.</ErrorNote>
      ) : null}
      {live.connection === 'closed' && view?.status !== 'finished' && !view?.resultFailed ? (
        <ErrorNote>The connection to the game server was lost. Close and press Play to rejoin.</ErrorNote>
      ) : null}
      {view ? (
        <div className="space-y-4">
          <Scoreboard view={view} />
          {manager ? (
            <div className="flex flex-wrap items-center justify-center gap-2">
              {view.status === 'playing' ? (
                <Button variant="secondary" onClick={() => live.send('pause')}>
                  ❚❚ Pause
                </Button>
              ) : null}
              {view.status === 'not_started' || view.status === 'paused' ? (
                <Button onClick={() => live.send('play')}>▶ {view.status === 'not_started' ? 'Start Match' : 'Play'}</Button>
              ) : null}
            </div>
          ) : null}
          {view.status === 'break' ? (
            <BreakPanel view={view} feed={live.feed} note="Players recover energy during the break. Make your changes, then continue.">
              {manager ? (
                <Button className="mt-3" onClick={() => live.send('continue')}>
                  {continueLabel(view.quarter)}
                </Button>
              ) : null}
            </BreakPanel>
          ) : null}
          {view.status === 'finished' ? (
            <FinalPanel view={view}>
              {manager && !view.resultFailed ? (
                <Button className="mt-3" disabled={!view.resultSaved} onClick={() => setProcessing(true)}>
                  {view.resultSaved ? 'Save' : 'Recording result...'}
                </Button>
              ) : null}
            </FinalPanel>
          ) : null}
          <CourtView view={view} feed={live.feed} />
          {view.flow && view.flow.length > 0 ? (
            <ScoreFlow
              flow={view.flow}
              home={view.home.name}
              away={view.away.name}
              chances={view.winChance ?? []}
              chanceNow={view.winChanceNow}
            />
          ) : null}
          {phone ? (
            <SwipePanes
              label="Match feed and details"
              panes={[
                { id: 'dialog-feed', label: 'Live feed', content: <LiveFeed feed={live.feed} /> },
                {
                  id: 'dialog-details',
                  label: manager ? 'Team & box score' : 'Box score & more',
                  content: <MatchDetailTabs view={view} send={manager ? live.send : undefined} feed={live.feed} />,
                },
              ]}
            />
          ) : (
            <>
              <LiveFeed feed={live.feed} />
              <MatchDetailTabs view={view} send={manager ? live.send : undefined} feed={live.feed} />
            </>
          )}
          <LiveAnnouncer view={view} feed={live.feed} />
        </div>
      ) : null}
    </Dialog>
  );
}
