import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LiveEventView, LiveMatchView, LivePlayerView, LiveTeamView } from '@hardwood/shared';
import { BreakPanel } from './MatchStatusPanels';
import { livePlayer } from '../../test/fixtures';

const player = (id: string, name: string, energy: number, slot = ''): LivePlayerView => livePlayer(id, { name, energy, slot, minutes: 5 });
const team = (side: 'home' | 'away', prefix: string): LiveTeamView => ({
  id: side,
  name: side === 'home' ? 'Home Club' : 'Away Club',
  side,
  managed: false,
  pace: 'moderate',
  offense: 'balanced',
  defense: 'man-to-man',
  players: [1, 2, 3, 4, 5, 6].map((n) => player(`${prefix}${n}`, `${prefix.toUpperCase()} Player ${n}`, 50 + n * 5, n <= 5 ? 'PG' : '')),
  onCourt: [1, 2, 3, 4, 5].map((n) => `${prefix}${n}`),
});
const view = {
  matchId: 'm',
  status: 'break',
  quarter: 1,
  periodLabel: 'Q1',
  clock: 0,
  homeScore: 5,
  awayScore: 2,
  matchday: 1,
  round: 1,
  managerConnected: false,
  resultSaved: false,
  resultFailed: false,
  home: team('home', 'h'),
  away: team('away', 'a'),
  events: [],
} as LiveMatchView;
const event = (seq: number, type: string, side: 'home' | 'away', playerId = '', otherId = '', reason = '', text = ''): LiveEventView => ({
  seq,
  type,
  side,
  text,
  period: 1,
  clock: 600 - seq,
  playerId,
  otherId,
  reason,
});

describe('the break panel', () => {
  it("shows each player's energy and the period's plus-minus, bench included", () => {
    // h6 went out for h1 after a home three; then home scored two, away two.
    const feed = [
      event(1, 'three_made', 'home', 'h6'),
      event(2, 'substitution', 'home', 'h6', 'h1'),
      event(3, 'two_made', 'home', 'h2'),
      event(4, 'two_made', 'away', 'a1'),
    ];
    render(<BreakPanel view={view} feed={feed} note="Make your changes." />);
    const [home, away] = screen.getAllByTestId('break-team');
    if (!home || !away) throw new Error('two teams');
    const row = (table: HTMLElement, name: string) => within(table).getByText(name).closest('tr') as HTMLElement;
    // h1 came in after the three: 2 - 2 = 0; h2 was on for all: 3 + 2 - 2 = +3; h6 only for the three: +3; away's five: -3 - 2 + 2 = -3.
    expect(within(row(home, 'H Player 1')).getByText('0')).toBeTruthy();
    expect(within(row(home, 'H Player 2')).getByText('+3')).toBeTruthy();
    expect(within(row(home, 'H Player 6')).getByText('+3')).toBeTruthy();
    expect(within(row(away, 'A Player 1')).getByText('-3')).toBeTruthy();
    expect(within(row(home, 'H Player 2')).getByText('60%')).toBeTruthy();
    expect(screen.getByText('End of Q1')).toBeTruthy();
  });

  it('lists what the automatic substitutions did in the period, and a side left short', () => {
    const feed = [
      event(1, 'substitution', 'home', 'h6', 'h1', '', 'Home Club: H Player 1 in for H Player 6'),
      event(2, 'substitution', 'away', 'a2', 'a6', 'fatigue', 'Away Club: A Player 6 in for A Player 2 (tired)'),
      event(3, 'foul_out', 'home', 'h3', '', '', 'H Player 3 fouls out'),
      event(4, 'substitution', 'home', 'h3', 'h6', 'fouled-out', 'Home Club: H Player 6 in for H Player 3 (fouled out)'),
      event(5, 'injury', 'away', 'a4', '', '', 'A Player 4 is injured and leaves the game'),
      {
        ...event(6, 'substitution', 'away', 'a5', 'a2', 'rest', 'Away Club: A Player 2 in for A Player 5 (resting the starters)'),
        period: 2,
      },
    ].reverse();
    render(<BreakPanel view={view} feed={feed} note="Make your changes." />);
    const lines = within(screen.getByTestId('automatic-changes'))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    // The manager's own change is not listed, the foul-out once (with its substitute), the injury with nobody to come in, Q2's not at all.
    expect(lines).toEqual([
      'Q1 9:58 Away Club: A Player 6 in for A Player 2 (tired)',
      'Q1 9:56 Home Club: H Player 6 in for H Player 3 (fouled out)',
      'Q1 9:55 A Player 4 is injured and leaves the game',
    ]);
    expect(screen.getByRole('region', { name: 'Automatic substitutions in Q1' })).toBeTruthy();
  });

  it('says when there were none', () => {
    render(<BreakPanel view={view} feed={[event(1, 'two_made', 'home', 'h1')]} note="Make your changes." />);
    expect(screen.getByText('None this period.')).toBeTruthy();
  });
});
