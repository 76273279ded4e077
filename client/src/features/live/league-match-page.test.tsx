/**
 * The match page when the pass is for a league match: the coach's panels act
 * on the side his pass names (both sides have a manager), the clock runs by
 * itself (no Start, Pause or Continue: a timeout stops it), the stop says why
 * and for how long, "Leave it to the plan" hands his side to the plan; a
 * spectator gets a page to watch, and ?spectate=1 asks for a spectator's pass.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LEAGUE_ROOM_NAME, type HeadToHeadView, type LiveMatchView, type LivePlayerView, type LiveTeamView } from '@hardwood/shared';
import { livePlayer } from '../../test/fixtures';
import { renderWithClient } from '../../test/render';
import { LEAGUE_RUNS_ON_ITS_OWN, LEAGUE_VIEW_ONLY } from './league-match';
import { ManagerMatchPage } from './ManagerMatchPage';

const SLOTS = ['PG', 'SG', 'SF', 'PF', 'C'] as const;
const team = (side: 'home' | 'away'): LiveTeamView => {
  const starters: LivePlayerView[] = SLOTS.map((slot, i) =>
    livePlayer(`${side}${i + 1}`, { name: `${side} starter ${i + 1}`, position: slot, slot }),
  );
  return {
    id: side,
    name: side === 'home' ? 'Home Club' : 'Away Club',
    side,
    // Both clubs have a manager: the room marks both sides managed.
    managed: true,
    pace: 'moderate',
    offense: 'balanced',
    defense: 'man-to-man',
    players: [...starters, livePlayer(`${side}6`, { name: `${side} sixth man`, position: 'SG' })],
    onCourt: starters.map((p) => p.id),
  };
};
const h2h = (extra: Partial<HeadToHeadView> = {}): HeadToHeadView => ({
  homeConnected: true,
  awayConnected: true,
  homeTimeoutsLeft: 2,
  awayTimeoutsLeft: 1,
  homeReady: false,
  awayReady: false,
  stop: '',
  stopSide: '',
  stopSeconds: 0,
  ...extra,
});
const liveView = (extra: Partial<LiveMatchView> = {}): LiveMatchView => ({
  matchId: 'm1',
  status: 'playing',
  quarter: 2,
  periodLabel: 'Q2',
  clock: 312,
  homeScore: 40,
  awayScore: 38,
  matchday: 3,
  round: 3,
  managerConnected: true,
  resultSaved: false,
  resultFailed: false,
  home: team('home'),
  away: team('away'),
  events: [],
  headToHead: h2h(),
  ...extra,
});

let current: LiveMatchView;
let pass: { role: 'manager' | 'spectator'; side?: 'home' | 'away' };
const send = vi.fn();
const forget = vi.fn();
const options = vi.fn();
vi.mock('./useLiveMatch', () => ({
  useLiveMatch: (_matchId: string, opts: unknown) => {
    options(opts);
    return {
      view: current,
      feed: [],
      connection: 'connected',
      error: null,
      role: pass.role,
      roomName: LEAGUE_ROOM_NAME,
      side: pass.side,
      send,
      forget,
      retry: vi.fn(),
    };
  },
}));

function wideWindow() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: /min-width/.test(query),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

beforeEach(() => {
  send.mockClear();
  forget.mockClear();
  options.mockClear();
  pass = { role: 'manager', side: 'away' };
  window.history.replaceState(null, '', '/match/m1/live');
});
afterEach(() => vi.unstubAllGlobals());

describe('a league match’s page', () => {
  it('gives the away coach his own side, a timeout instead of Start or Pause, and the line on the clock', () => {
    wideWindow();
    current = liveView();
    renderWithClient(<ManagerMatchPage matchId="m1" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Home Club vs Away Club' })).toBeInTheDocument();
    expect(screen.getByText('League match · Matchday 3')).toBeInTheDocument();
    const controls = screen.getByRole('complementary', { name: 'Match controls' });
    expect(within(controls).queryByRole('button', { name: /Start Match|Pause|Play|Continue/ })).not.toBeInTheDocument();
    expect(within(controls).getByTestId('league-clock-note')).toHaveTextContent(LEAGUE_RUNS_ON_ITS_OWN);
    // The away side's timeouts: one left.
    fireEvent.click(within(controls).getByRole('button', { name: 'Timeout (1 left)' }));
    expect(send).toHaveBeenCalledWith('timeout');

    // Tactics: his side (away) is the one he changes; the home side reads only.
    fireEvent.mouseDown(within(controls).getByRole('tab', { name: 'Tactics' }), { button: 0 });
    expect(within(controls).getByRole('region', { name: 'Home Club tactics' })).toHaveTextContent('(view only)');
    const mine = within(controls).getByRole('region', { name: 'Away Club tactics' });
    fireEvent.click(within(mine).getByRole('button', { name: 'fast' }));
    expect(send).toHaveBeenCalledWith('tactics', { pace: 'fast', offense: 'balanced', defense: 'man-to-man' });
  });

  it('says why the clock is stopped and for how long, and leaves the side to the plan on request', () => {
    wideWindow();
    current = liveView({ status: 'paused', headToHead: h2h({ stop: 'timeout', stopSide: 'home', stopSeconds: 42, homeTimeoutsLeft: 1 }) });
    renderWithClient(<ManagerMatchPage matchId="m1" />);
    expect(screen.getByTestId('stop-banner')).toHaveTextContent('Timeout Home Club · 0:42');
    fireEvent.click(screen.getByRole('button', { name: 'Ready to play' }));
    expect(send).toHaveBeenCalledWith('ready');
    fireEvent.click(screen.getByRole('button', { name: 'Leave it to the plan' }));
    expect(send).toHaveBeenCalledWith('autopilot', { mode: 'plan', idleMinutes: null });
    expect(screen.getByTestId('left-to-plan')).toHaveTextContent('Your plan coaches on');
  });

  it('keeps the timeout in the phone’s bottom bar', () => {
    pass = { role: 'manager', side: 'home' };
    current = liveView();
    renderWithClient(<ManagerMatchPage matchId="m1" />);
    const bar = screen.getByRole('navigation', { name: 'Match controls' });
    fireEvent.click(within(bar).getByRole('button', { name: 'Timeout (2 left)' }));
    expect(send).toHaveBeenCalledWith('timeout');
    expect(screen.getByTestId('league-clock-note')).toHaveTextContent(LEAGUE_RUNS_ON_ITS_OWN);
  });

  it('shows a spectator the match with nothing to command, asked for with ?spectate=1', () => {
    wideWindow();
    window.history.replaceState(null, '', '/match/m1/live?spectate=1');
    pass = { role: 'spectator' };
    current = liveView();
    renderWithClient(<ManagerMatchPage matchId="m1" />);
    expect(options).toHaveBeenCalledWith(expect.objectContaining({ spectate: true }));
    expect(screen.getByText('League match · Matchday 3 · watching')).toBeInTheDocument();
    const controls = screen.getByRole('complementary', { name: 'Match controls' });
    expect(within(controls).queryAllByRole('button', { name: /Timeout|Ready|Leave it to the plan/ })).toHaveLength(0);
    expect(screen.queryByTestId('league-clock-note')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Match controls' })).not.toBeInTheDocument();
    fireEvent.mouseDown(within(controls).getByRole('tab', { name: 'Substitutions' }), { button: 0 });
    expect(within(controls).getByText(LEAGUE_VIEW_ONLY)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Leagues' })).toHaveAttribute('href', '/leagues');
  });

  it('ends with the final score and no Save: the server processes the round; the coach’s seat is forgotten', () => {
    wideWindow();
    current = liveView({ status: 'finished', resultSaved: true, homeScore: 81, awayScore: 77 });
    renderWithClient(<ManagerMatchPage matchId="m1" />);
    expect(screen.getByText('Final: Home Club 81 - 77 Away Club')).toBeInTheDocument();
    expect(screen.getByText(/The matchday is processed once every match of the round is over/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(forget).toHaveBeenCalled();
  });
});
