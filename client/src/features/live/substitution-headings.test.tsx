import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { LiveMatchView, LivePlayerView, LiveTeamView } from '@hardwood/shared';
import { livePlayer } from '../../test/fixtures';
import { SubstitutionPanel } from './SubstitutionPanel';

const SLOTS = ['PG', 'SG', 'SF', 'PF', 'C'] as const;
const team = (side: 'home' | 'away', managed: boolean): LiveTeamView => {
  const starters: LivePlayerView[] = SLOTS.map((slot, i) =>
    livePlayer(`${side}${i + 1}`, { name: `${side} starter ${i + 1}`, position: slot, slot }),
  );
  const bench = [livePlayer(`${side}6`, { name: `${side} sixth man`, position: 'SG' })];
  return {
    id: side,
    name: side === 'home' ? 'Home Club' : 'Away Club',
    side,
    managed,
    pace: 'moderate',
    offense: 'balanced',
    defense: 'man-to-man',
    players: [...starters, ...bench],
    onCourt: starters.map((p) => p.id),
  };
};
const view = (managed: boolean): LiveMatchView => ({
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
  status: 'paused',
  home: team('home', managed),
  away: team('away', false),
  events: [],
});

describe('the substitutions panel', () => {
  it('heads its two lists with the spec’s words, Starting Five and Bench Players', () => {
    render(<SubstitutionPanel view={view(true)} send={vi.fn()} />);
    const groups = screen.getAllByRole('group');
    expect(groups.map((g) => g.querySelector('legend')?.textContent)).toEqual(['Starting Five', 'Bench Players']);
    expect(within(screen.getByRole('group', { name: 'Starting Five' })).getAllByTestId('sub-out')).toHaveLength(5);
    expect(within(screen.getByRole('group', { name: 'Bench Players' })).getAllByTestId('sub-in')).toHaveLength(1);
  });

  it('shows the view-only words when neither team is the manager’s', () => {
    render(<SubstitutionPanel view={view(false)} send={vi.fn()} />);
    expect(screen.getByText('View Only - Teams Controlled by AI')).toBeInTheDocument();
    expect(screen.queryByText('Starting Five')).not.toBeInTheDocument();
  });
});
