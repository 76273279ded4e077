import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EMPTY_RECORD, type BoardView } from '@hardwood/shared';
import { fakeApi, renderWithClient } from '../../test/render';
import { DashboardTab } from '../dashboard/DashboardTab';
import { BoardCard } from './BoardCard';
import { meterTone } from './board-logic';

const view = (over: Partial<BoardView> = {}): BoardView => ({
  club: 'Lions',
  season: 2,
  confidence: 12,
  objectives: { place: { target: 7, expected: 6, teams: 12 }, cup: null, budgetFloor: 1_000_000, academy: null },
  progress: [
    { key: 'place', label: 'Finish 7th or better', progress: 'Now 11th', onCourse: false },
    { key: 'budget', label: 'Keep the balance above €1,000,000', progress: 'Balance €2,000,000', onCourse: true },
  ],
  reasons: [
    { label: 'Lost to Bears as the favourite', delta: -4, season: 2, matchday: 5 },
    { label: 'Beat Wolves as the underdog', delta: 5, season: 2, matchday: 4 },
  ],
  offers: [],
  sacked: false,
  reputation: 40,
  record: EMPTY_RECORD,
  spells: [{ club: 'Lions', fromSeason: 1, toSeason: null, end: null }],
  ...over,
});

describe('the board card', () => {
  it('shows the meter in its colour, the objectives with progress and the reasons with signed deltas', async () => {
    fakeApi({ '/api/board': view() });
    renderWithClient(<BoardCard />);
    const card = await screen.findByTestId('board-card');
    expect(within(card).getByRole('meter', { name: 'Board confidence' })).toHaveAttribute('aria-valuenow', '12');
    expect(meterTone(12)).toBe('red');
    expect(within(card).getByText('Now 11th')).toBeInTheDocument();
    expect(within(card).getByText('−4')).toBeInTheDocument();
    expect(within(card).getByText('+5')).toBeInTheDocument();
  });

  it('puts a sacked manager in front of his job offers instead of the dashboard', async () => {
    fakeApi({
      '/api/board': view({
        sacked: true,
        confidence: 0,
        offers: [
          { teamId: 't1', name: 'Hawks', league: 'Serie A', reputation: 2, kind: 'sacked' },
          { teamId: 't2', name: 'Owls', league: 'Serie A', reputation: 3, kind: 'sacked' },
        ],
      }),
    });
    renderWithClient(<DashboardTab onOpenSchedule={() => undefined} onOpenRoster={() => undefined} onOpenFinances={() => undefined} />);
    const offers = await screen.findByTestId('job-offers');
    expect(within(offers).getAllByRole('button', { name: 'Take' })).toHaveLength(2);
    expect(screen.queryByText('Next Game')).not.toBeInTheDocument();
  });
});
