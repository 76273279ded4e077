import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveMatchView, LivePlayerView, LiveTeamView } from '@hardwood/shared';
import { fakeApi, renderWithClient } from '../../test/render';
import { livePlayer } from '../../test/fixtures';
import { PROCESSING_ERROR_TEXT } from '../processing/ProcessingDialog';
import { ManagerMatchPage } from './ManagerMatchPage';

const SLOTS = ['PG', 'SG', 'SF', 'PF', 'C'] as const;
const team = (side: 'home' | 'away'): LiveTeamView => {
  const starters: LivePlayerView[] = SLOTS.map((slot, i) =>
    livePlayer(`${side}${i + 1}`, {
      name: `${side} starter ${i + 1}`,
      position: slot,
      slot,
      energy: 80 - i,
      minutes: 12,
      fouls: i === 0 ? 4 : 1,
      overall: 75 + i,
    }),
  );
  const bench: LivePlayerView[] = [
    livePlayer(`${side}6`, { name: `${side} sixth man`, position: 'SG', overall: 71, energy: 97, minutes: 3, fouls: 2 }),
    livePlayer(`${side}7`, { name: `${side} fouled`, position: 'C', overall: 68, energy: 90, minutes: 9, fouls: 5, fouledOut: true }),
  ];
  return {
    id: side,
    name: side === 'home' ? 'Home Club' : 'Away Club',
    side,
    managed: side === 'home',
    pace: 'moderate',
    offense: 'balanced',
    defense: 'man-to-man',
    players: [...starters, ...bench],
    onCourt: starters.map((p) => p.id),
  };
};
const base = {
  matchId: 'm1',
  quarter: 2,
  periodLabel: 'Q2',
  clock: 312,
  homeScore: 40,
  awayScore: 38,
  matchday: 3,
  round: 1,
  managerConnected: true,
  resultSaved: false,
  resultFailed: false,
  home: team('home'),
  away: team('away'),
  events: [],
};

let current: LiveMatchView;
const forget = vi.fn();
const send = vi.fn();
vi.mock('./useLiveMatch', () => ({
  useLiveMatch: () => ({ view: current, feed: [], connection: 'connected', error: null, role: 'manager', send, forget, retry: vi.fn() }),
}));

/** A desktop-wide window (jsdom has no matchMedia: without this the page lays out for a phone). */
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
  window.history.replaceState(null, '', '/match/m1/live');
});
afterEach(() => vi.unstubAllGlobals());

describe("the manager's match page", () => {
  it('goes back to the schedule and forgets the seat when the processing dialog is cancelled after an error', async () => {
    current = { ...base, status: 'finished', resultSaved: true };
    fakeApi({ 'POST /api/matches/m1/complete-processing': { status: 500, body: { message: 'boom' } } });
    renderWithClient(<ManagerMatchPage matchId="m1" />);
    expect(screen.getByText('Final: Home Club 40 - 38 Away Club')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(PROCESSING_ERROR_TEXT)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(forget).toHaveBeenCalled();
    expect(window.location.pathname).toBe('/matches');
  });

  it('puts the main action and the substitutions beside the court on a desktop, the break panel under it', () => {
    wideWindow();
    current = { ...base, status: 'break' };
    renderWithClient(<ManagerMatchPage matchId="m1" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Home Club vs Away Club' })).toBeInTheDocument();
    expect(screen.getByText('Matchday 3 • Round 1')).toBeInTheDocument();
    const controls = screen.getByRole('complementary', { name: 'Match controls' });
    fireEvent.click(within(controls).getByRole('button', { name: 'Continue to Quarter 3' }));
    expect(send).toHaveBeenCalledWith('continue');
    // The break panel sits under the court; the substitutions keep the controls' place.
    expect(screen.getByText('End of Q2')).toBeInTheDocument();
    expect(within(controls).queryByText('End of Q2')).not.toBeInTheDocument();
    // Substitutions open first: the manager's controls.
    expect(within(controls).getByRole('tab', { name: 'Substitutions' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('court-view')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Back to the hub' })).toHaveAttribute('href', '/matches');
  });

  it('shows who goes out and who comes in with position, overall, energy, fouls and minutes, then substitutes', () => {
    wideWindow();
    current = { ...base, status: 'paused' };
    renderWithClient(<ManagerMatchPage matchId="m1" />);
    const out = screen.getByRole('radiogroup', { name: 'Going out' });
    const comingIn = screen.getByRole('radiogroup', { name: 'Coming in' });
    expect(within(out).getAllByTestId('sub-out')).toHaveLength(5);
    expect(within(out).getAllByTestId('sub-out')[0]).toHaveTextContent('home starter 1PG · OVR 75 · NRG 80% · PF 4/5 · MIN 12');
    expect(within(comingIn).getAllByTestId('sub-in')[0]).toHaveTextContent('home sixth manSG · OVR 71 · NRG 97% · PF 2/5 · MIN 3');
    // A fouled-out player cannot come back.
    expect(within(comingIn).getByRole('radio', { name: /home fouled/ })).toBeDisabled();
    const button = screen.getByRole('button', { name: 'Substitute' });
    expect(button).toBeDisabled();
    fireEvent.click(within(out).getByRole('radio', { name: /home starter 2/ }));
    fireEvent.click(within(comingIn).getByRole('radio', { name: /home sixth man/ }));
    expect(screen.getByTestId('sub-summary')).toHaveTextContent('home starter 2 out, home sixth man in');
    fireEvent.click(button);
    expect(send).toHaveBeenCalledWith('substitute', { outId: 'home2', inId: 'home6' });
  });

  it('waits for a stopped clock before a substitution', () => {
    wideWindow();
    current = { ...base, status: 'playing' };
    renderWithClient(<ManagerMatchPage matchId="m1" />);
    expect(screen.getByText('Pause the game to make substitutions.')).toBeInTheDocument();
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: '❚❚ Pause' }));
    expect(send).toHaveBeenCalledWith('pause');
  });

  it('keeps a score bar at the top of a phone and the controls in a bar at the bottom, Subs and Tactics a tap away', () => {
    current = { ...base, status: 'paused' };
    renderWithClient(<ManagerMatchPage matchId="m1" />);
    expect(screen.getByTestId('score-bar')).toHaveClass('sticky');
    const bar = screen.getByRole('navigation', { name: 'Match controls' });
    expect(bar).toHaveClass('fixed');
    fireEvent.click(within(bar).getByRole('button', { name: '▶ Play' }));
    expect(send).toHaveBeenCalledWith('play');
    fireEvent.click(within(bar).getByRole('button', { name: 'Tactics' }));
    const sheet = screen.getByRole('dialog', { name: 'Tactics' });
    fireEvent.click(within(sheet).getAllByRole('button', { name: 'fast' })[0] as HTMLElement);
    expect(send).toHaveBeenCalledWith('tactics', { pace: 'fast', offense: 'balanced', defense: 'man-to-man' });
  });
});
