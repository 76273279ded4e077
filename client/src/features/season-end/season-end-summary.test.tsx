import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SeasonEndResult } from '@hardwood/shared';
import { fakeApi, renderWithClient } from '../../test/render';
import { SeasonEndSummary } from './SeasonEndSummary';

const result: SeasonEndResult = {
  newSeason: { id: 's2', seasonName: '2026-27', leagueName: 'Serie A' },
  ageingResults: {
    aged: 1890,
    retirements: [
      { id: 'r1', name: 'Old Own', age: 39, club: 'Olimpia Milano' },
      ...Array.from({ length: 89 }, (_, i) => ({ id: `w${i}`, name: `World Veteran ${i}`, age: 38, club: 'Elsewhere' })),
    ],
  },
  champion: 'Virtus Bologna',
  promotions: [{ id: 'p1', name: 'Up Club' }],
  relegations: [{ id: 'd1', name: 'Down Club' }],
  cupChampion: 'Real Madrid',
  cupEntrants: [],
  club: {
    teamId: 't1',
    teamName: 'Olimpia Milano',
    leagueName: 'Serie A',
    position: 3,
    teams: 12,
    wins: 15,
    losses: 7,
    cupFinish: null,
    prizes: [{ description: 'Prize money: 3rd in the league', amount: 400_000 }],
    prizeMoney: 400_000,
    contractsRenewed: [{ id: 'c1', name: 'Kept Karl', salary: 10_000, endsSeason: 3 }],
    contractsEnded: [{ id: 'c2', name: 'Gone Gino' }],
    retirements: [{ id: 'r1', name: 'Old Own', age: 39 }],
    wageBudget: 4_200_000,
    wageBill: 3_100_000,
  },
};

describe('the season end summary', () => {
  it('opens with the club’s own season, and keeps the world’s behind a link', () => {
    fakeApi({});
    renderWithClient(<SeasonEndSummary result={result} onClose={vi.fn()} />);
    const own = screen.getByTestId('season-end-club');
    expect(own).toHaveTextContent('Olimpia Milano finished 3rd of 12 in Serie A (15-7).');
    expect(own).toHaveTextContent('Prize money: €400,000');
    expect(own).toHaveTextContent('Kept Karl: renewed');
    expect(own).toHaveTextContent('Gone Gino: contract ended');
    expect(own).toHaveTextContent('Your retirements: 1');
    expect(own).toHaveTextContent('Old Own (39)');
    expect(own).toHaveTextContent('Next season’s wage budget: €4,200,000');
    // The club's part comes first in the summary.
    const summary = screen.getByTestId('season-end-summary');
    expect(summary.firstElementChild).toBe(own);

    // The world's ninety retirements and its champions wait behind the link.
    expect(screen.queryByTestId('season-end-world')).not.toBeInTheDocument();
    expect(screen.queryByText(/World Veteran 0/)).not.toBeInTheDocument();
    expect(screen.queryByText('Virtus Bologna')).not.toBeInTheDocument();
    const link = screen.getByRole('button', { name: /The world’s season: champions, promotions and 90 retirements/ });
    expect(link).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(link);
    const world = screen.getByTestId('season-end-world');
    expect(within(world).getByText('Virtus Bologna')).toBeInTheDocument();
    expect(world).toHaveTextContent('1890 players a year older · 90 retired');
    expect(within(world).getByText(/World Veteran 88/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide the world’s season' })).toHaveAttribute('aria-expanded', 'true');
  });
});
