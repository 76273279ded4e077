import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { tacticHint, type LiveMatchView, type LiveTeamView } from '@hardwood/shared';
import { LateGamePanel } from './LateGamePanel';

const team = (side: 'home' | 'away', managed: boolean, instructions = ''): LiveTeamView => ({
  id: side,
  name: side === 'home' ? 'Home Club' : 'Away Club',
  side,
  managed,
  pace: 'moderate',
  offense: 'balanced',
  defense: 'man-to-man',
  players: [],
  onCourt: [],
  instructions,
});
const view = (instructions: string): LiveMatchView => ({
  matchId: 'm1',
  status: 'playing',
  quarter: 4,
  periodLabel: 'Q4',
  clock: 55,
  homeScore: 70,
  awayScore: 75,
  matchday: 1,
  round: 1,
  managerConnected: true,
  resultSaved: false,
  resultFailed: false,
  home: team('home', true, instructions),
  away: team('away', false),
  events: [],
});

describe('the late-game instructions', () => {
  it('shows which are in force and toggles one with a message to the room', () => {
    const send = vi.fn();
    render(<LateGamePanel view={view('foul')} send={send} />);
    const foul = screen.getByRole('button', { name: 'Foul to stop the clock' });
    const runClock = screen.getByRole('button', { name: 'Run the clock' });
    expect(foul.getAttribute('aria-pressed')).toBe('true');
    expect(runClock.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('button', { name: 'Rest the starters' }).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(foul);
    expect(send).toHaveBeenLastCalledWith('instruction', { instruction: 'foul', on: false });
    fireEvent.click(runClock);
    expect(send).toHaveBeenLastCalledWith('instruction', { instruction: 'run-clock', on: true });
    // Each says in one line what it does.
    expect(screen.getByText(/the leader must make his free throws/)).toBeTruthy();
  });

  it('is not shown to a spectator of an AI game', () => {
    const v = view('');
    v.home.managed = false;
    const { container } = render(<LateGamePanel view={v} send={vi.fn()} />);
    expect(container.textContent).toBe('');
  });
});

describe('the tactic hints', () => {
  it('say what each choice does and what it costs, from the rules table', () => {
    expect(tacticHint('pace', 'fast')).toBe(
      '+5% performance, +30% turnovers, 15% more possessions; tires your five 50% faster and theirs 20%: push when your five is the fresher (+3% a shot per 10 energy)',
    );
    expect(tacticHint('defense', 'full-court-press')).toBe(
      '+8% performance, +50% steals, +40% fouls; tires your five twice as fast, and a beaten press gives up easy shots (+10%): a burst when behind',
    );
    expect(tacticHint('defense', 'zone')).toContain('for a five that cannot shoot');
    expect(tacticHint('offense', 'inside')).toBe(
      '+4% shooting, +20% offensive rebounds, 15% of shots from three: for man-to-man; a zone packs the paint against it (twos −6%)',
    );
    expect(tacticHint('offense', 'balanced')).toBe('No bonus and no cost: the baseline.');
  });
});
