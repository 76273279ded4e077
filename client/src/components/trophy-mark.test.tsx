import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Honours } from '../features/players/PlayerHistory';
import { TrophyMark } from './TrophyMark';

describe('the trophy mark', () => {
  it('is an icon, not the 🏆 emoji, and is named only where it says something', () => {
    const { container } = render(
      <p>
        <TrophyMark label="Champion" />
        <TrophyMark />
      </p>,
    );
    expect(screen.getByRole('img', { name: 'Champion' }).tagName.toLowerCase()).toBe('svg');
    expect(screen.getAllByTestId('trophy')[1]).toHaveAttribute('aria-hidden', 'true');
    expect(container.textContent).not.toContain('🏆');
  });

  it('marks a player’s honours without an emoji', () => {
    const { container } = render(
      <Honours
        awards={[
          {
            season: 1,
            seasonName: '2025-26',
            kind: 'mvp',
            label: 'Most Valuable Player',
            leagueId: 1,
            leagueName: 'Serie A',
            playerId: 'p1',
            name: 'Marco Bellini',
            position: 'SF',
            teamId: 't1',
            teamName: 'Milano',
            games: 22,
            value: 24.5,
          },
        ]}
      />,
    );
    expect(screen.getByTestId('player-awards')).toHaveTextContent('Most Valuable Player');
    expect(screen.getByTestId('trophy')).toBeInTheDocument();
    expect(container.textContent).not.toContain('🏆');
  });
});
