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
const event = (seq: number, type: string, side: 'home' | 'away', playerId = '', otherId = ''): LiveEventView => ({
  seq,
  type,
  side,
  text: '',
  period: 1,
  clock: 600 - seq,
  playerId,
  otherId,
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
});
