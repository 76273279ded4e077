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
 * when it closes the manager is back in the hub's schedule. A league match
 * (its pass is for the league room) has a page of its own, LeagueMatchPage;
 * `?spectate=1` asks for a spectator's pass.
 */
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { LEAGUE_ROOM_NAME, type LiveMatchView } from '@hardwood/shared';
import { useMediaQuery } from '../../lib/media';
import { toast } from '../../lib/toast';
import { ProcessingDialog } from '../processing/ProcessingDialog';
import { CoachingBanner, CoachingControls } from './CoachingBanner';
import { LiveAnnouncer } from './LiveAnnouncer';
import { LeagueMatchPage } from './LeagueMatchPage';
import { MatchControls } from './MatchControls';
import { MatchDetailTabs, type MatchDetailTab } from '../match-view/MatchDetailTabs';
import { MatchLayout } from '../match-view/MatchLayout';
import { MATCH_BACK_PATH } from './match-path';
import { ConnectionNotes, MatchHeader, type LiveMatch } from './MatchPageParts';
import { BreakPanel, FinalPanel } from './MatchStatusPanels';
import { PhoneMatchControls } from './PhoneMatchControls';
import { useLiveMatch } from './useLiveMatch';

const BREAK_NOTE = 'Players recover energy during the break. Make your changes, then continue.';

const HUB_BACK = { href: MATCH_BACK_PATH, label: 'Back to the hub' };
const LOST_TEXT = 'The connection to the game server was lost. Go back to the hub and press Play to rejoin.';

function StatusPanel({ view, live }: { view: LiveMatchView; live: LiveMatch }) {
  if (view.status === 'break') return <BreakPanel view={view} feed={live.feed} note={BREAK_NOTE} />;
  if (view.status === 'finished') return <FinalPanel view={view} />;
  return null;
}

export function ManagerMatchPage({ matchId }: { matchId: string }) {
  // A league match's Watch button opens the page with ?spectate=1: a spectator's pass, even for a coach of the match.
  const spectate = new URLSearchParams(useSearch()).get('spectate') === '1';
  const live = useLiveMatch(matchId, {
    spectate,
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
  const controls = view && send ? <MatchControls view={view} send={send} onSave={() => setProcessing(true)} /> : null;
  const details = view ? <MatchDetailTabs view={view} send={send} feed={live.feed} tab={tab} onTabChange={setTab} /> : null;

  // A league match: two coaches, a clock that runs by itself, no processing of the manager's own.
  if (live.roomName === LEAGUE_ROOM_NAME) return <LeagueMatchPage live={live} wide={wide} />;

  return (
    <div className="min-h-dvh">
      <MatchHeader title={title} subtitle={view ? `Matchday ${view.matchday} • Round ${view.round}` : null} back={HUB_BACK} />

      <main className={wide ? 'mx-auto max-w-6xl space-y-3 px-4 py-3' : 'mx-auto max-w-6xl space-y-3 px-3 pb-28'}>
        <ConnectionNotes live={live} back={HUB_BACK} lostText={LOST_TEXT} />
        {/* Whoever coaches his side when it is not him, and the way to take it back. */}
        {view && send ? <CoachingBanner view={view} send={send} /> : null}
        {view ? (
          <MatchLayout
            view={view}
            feed={live.feed}
            wide={wide}
            details={details}
            // The break's energy and plus-minus under the court: the score, the court and the substitutions stay in view.
            underCourt={view.status === 'break' ? <BreakPanel view={view} feed={live.feed} note={BREAK_NOTE} /> : null}
            aside={{
              label: 'Match controls',
              above: (
                <>
                  {controls ? <div className="flex flex-wrap items-center justify-center gap-2">{controls}</div> : null}
                  {view.status === 'finished' ? <FinalPanel view={view} /> : null}
                </>
              ),
              // Who coaches when he gives no command: below the match's own controls, which stay in view with the score and the court.
              below: send ? <CoachingControls view={view} send={send} /> : null,
            }}
            phone={{
              belowCourt: (
                <>
                  <StatusPanel view={view} live={live} />
                  {send ? <CoachingControls view={view} send={send} /> : null}
                </>
              ),
              bar: send ? <PhoneMatchControls view={view} send={send} controls={controls} /> : null,
            }}
          />
        ) : null}
        {view ? <LiveAnnouncer view={view} feed={live.feed} /> : null}
      </main>
      {processing ? <ProcessingDialog matchId={matchId} onDone={leave} onCancel={leave} /> : null}
    </div>
  );
}
