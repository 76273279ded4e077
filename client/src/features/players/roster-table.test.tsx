import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PlayerSeasonStats } from '@hardwood/shared';
import { player } from '../../test/fixtures';
import { chartGeometry, shortSeason } from './overall-chart';
import { RosterTable } from './RosterTable';

const stats = (playerId: string, pointsPerGame: number): PlayerSeasonStats => ({
  playerId,
  matchesPlayed: 5,
  averageMinutes: 25,
  pointsPerGame,
  reboundsPerGame: 4,
  assistsPerGame: 2,
  fieldGoalPercentage: 45,
  threePointPercentage: 35,
});

describe('the roster table', () => {
  const squad = [
    player('a', 'C', 70, { name: 'Carl Center', age: 30 }),
    player('b', 'PG', 65, { name: 'Paul Guard', age: 21 }),
    player('c', 'SF', 75, { name: 'Sam Forward', age: 26 }),
  ];
  const byId = new Map([
    ['a', stats('a', 8)],
    ['b', stats('b', 19)],
    ['c', stats('c', 12)],
  ]);
  const names = () =>
    within(screen.getByRole('table', { name: 'Roster' }))
      .getAllByTestId('roster-row')
      .map((r) => r.querySelector('a')?.textContent);

  it('sorts by any column, again to turn it round, and opens each player’s page', () => {
    render(<RosterTable players={squad} stats={byId} injured={new Set(['a'])} />);
    expect(names()).toEqual(['Paul Guard', 'Sam Forward', 'Carl Center']);
    fireEvent.click(screen.getByRole('button', { name: /^PTS/ }));
    expect(names()).toEqual(['Paul Guard', 'Sam Forward', 'Carl Center']);
    fireEvent.click(screen.getByRole('button', { name: /^OVR/ }));
    expect(names()).toEqual(['Sam Forward', 'Carl Center', 'Paul Guard']);
    fireEvent.click(screen.getByRole('button', { name: /^OVR/ }));
    expect(names()).toEqual(['Paul Guard', 'Carl Center', 'Sam Forward']);
    expect(screen.getByRole('columnheader', { name: /OVR/ })).toHaveAttribute('aria-sort', 'ascending');
    fireEvent.click(screen.getByRole('button', { name: /^Age/ }));
    expect(names()).toEqual(['Paul Guard', 'Sam Forward', 'Carl Center']);
    expect(screen.getByRole('link', { name: 'Carl Center' })).toHaveAttribute('href', '/player/a');
    expect(screen.getByRole('link', { name: 'Carl Center' }).parentElement).toHaveTextContent('INJ');
  });
});

describe('the overall-by-season chart', () => {
  it('spreads the seasons across and draws higher overalls higher, on a scale of tens', () => {
    const g = chartGeometry(
      [
        { season: 1, seasonName: '2025-26', overall: 61, current: false },
        { season: 2, seasonName: '2026-27', overall: 67, current: false },
        { season: 3, seasonName: '2027-28', overall: 66, current: true },
      ],
      320,
      120,
    );
    expect(g.points.map((p) => p.label)).toEqual(['25-26', '26-27', 'Now']);
    const [a, b, c] = g.points;
    expect((a?.x ?? 0) < (b?.x ?? 0) && (b?.x ?? 0) < (c?.x ?? 0)).toBe(true);
    expect(b?.y).toBeLessThan(a?.y ?? 0);
    expect(g.gridlines.every((l) => l.value % 10 === 0)).toBe(true);
    expect(g.gridlines[0]?.value).toBeLessThanOrEqual(61);
    expect(g.gridlines.at(-1)?.value).toBeGreaterThanOrEqual(67);
    expect(g.path.startsWith(`M${a?.x},${a?.y}`)).toBe(true);
    expect(shortSeason('Season 4')).toBe('Season 4');
  });
});
