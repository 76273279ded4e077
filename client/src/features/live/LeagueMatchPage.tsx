/**
 * A league match at its page (/match/:id/live, its pass for the league
 * room). The server's calendar tipped it off and both clubs may have their
 * manager here: each coaches his own side (the panels act on the side his
 * pass names), the clock runs by itself and a timeout stops it, the breaks
 * end by themselves or once both coaches are ready, as in a friendly (whose
 * buttons and stop texts these are). He may leave it to his plan and go; a
 * spectator watches with the panels read-only. Nobody saves it: the round
 * is processed by the server once its last match is over.
 */
import { useEffect, useState } from 'react';
import type { LiveMatchView } from '@hardwood/shared';
import { CoachLine, FriendlyControls, StopBanner, type SendFriendlyMessage } from '../friendlies/FriendlyControls';
import { coachView, SUBSTITUTE_AT_STOP } from '../friendlies/friendly-logic';
import { LEAGUES_PATH } from '../leagues';
import { CoachingBanner, CoachingControls } from './CoachingBanner';
import { LiveAnnouncer } from './LiveAnnouncer';
import { LEAGUE_FINAL_NOTE, LEAGUE_RUNS_ON_ITS_OWN, LEAGUE_VIEW_ONLY, leagueCoachSide } from './league-match';
import { MatchDetailTabs, type MatchDetailTab } from '../match-view/MatchDetailTabs';
import { MatchLayout } from '../match-view/MatchLayout';
import { MATCH_BACK_PATH } from './match-path';
import { ConnectionNotes, MatchHeader, type BackLink, type LiveMatch } from './MatchPageParts';
import { FinalPanel } from './MatchStatusPanels';
import { PhoneMatchControls } from './PhoneMatchControls';

const COACH_BACK: BackLink = { href: MATCH_BACK_PATH, label: 'Back to the hub' };
const SPECTATOR_BACK: BackLink = { href: LEAGUES_PATH, label: 'Leagues' };
const LOST_TEXT = 'The connection to the game server was lost: reload the page to rejoin the match.';

export function LeagueMatchPage({ live, wide }: { live: LiveMatch; wide: boolean }) {
  const side = leagueCoachSide(live);
  const [tab, setTab] = useState<MatchDetailTab>(side ? 'substitutions' : 'rosters');
  const raw = live.view;
  const view: LiveMatchView | null = raw ? coachView(raw, side) : null;
  const send = side ? live.send : undefined;
  const sendStop: SendFriendlyMessage = (type) => live.send(type as never);
  const finished = view?.status === 'finished';
  const { forget } = live;
  // Over: his seat need not come back after a reload (the calendar processes the round, there is nothing to save).
  useEffect(() => {
    if (finished && side) forget();
  }, [finished, side, forget]);

  const back = side ? COACH_BACK : SPECTATOR_BACK;
  const title = view ? `${view.home.name} vs ${view.away.name}` : 'League match';
  const subtitle = view ? `League match · Matchday ${view.matchday}${side ? '' : ' · watching'}` : null;
  const coaching = Boolean(view && side && !finished);
  const buttons = view && side && coaching ? <FriendlyControls view={view} side={side} send={sendStop} /> : null;
  const note = coaching ? (
    <p className="text-center text-xs text-slate-400" data-testid="league-clock-note">
      {LEAGUE_RUNS_ON_ITS_OWN}
    </p>
  ) : null;
  const final =
    view && finished ? (
      <FinalPanel view={view}>
        <p className="text-sm text-slate-300">{LEAGUE_FINAL_NOTE}</p>
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
      viewOnlyText={LEAGUE_VIEW_ONLY}
    />
  ) : null;

  return (
    <div className="min-h-dvh">
      <MatchHeader title={title} subtitle={subtitle} back={back} />
      <main className={wide ? 'mx-auto max-w-6xl space-y-3 px-4 py-3' : 'mx-auto max-w-6xl space-y-3 px-3 pb-28'}>
        <ConnectionNotes live={live} back={back} lostText={LOST_TEXT} />
        {/* Whoever coaches his side when it is not him (his plan, the AI), and the way to take it back. */}
        {view && send ? <CoachingBanner view={view} send={send} /> : null}
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
                  {buttons ? <div className="flex flex-wrap items-center justify-center gap-2">{buttons}</div> : null}
                  {note}
                  {final}
                </>
              ),
              below: send ? <CoachingControls view={view} send={send} /> : null,
            }}
            phone={{
              aboveCourt: (
                <>
                  {note}
                  <CoachLine view={raw} />
                  {final}
                </>
              ),
              belowCourt: send ? <CoachingControls view={view} send={send} /> : null,
              bar: send ? <PhoneMatchControls view={view} send={send} controls={buttons} runningHint={SUBSTITUTE_AT_STOP} /> : null,
            }}
          />
        ) : null}
        {view ? <LiveAnnouncer view={view} feed={live.feed} /> : null}
      </main>
    </div>
  );
}
