import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AVATAR_FALLBACK_INITIALS } from '@hardwood/shared';
import { player } from '../test/fixtures';
import { PlayerCard } from '../features/roster/PlayerCard';
import { PlayerRow } from '../features/transfers/PlayerRow';
import { Avatar, avatarInitials } from './Avatar';

describe('player avatars', () => {
  it('fall back to the first two initials, or the rules table initials for no name', () => {
    expect(avatarInitials('Luka Ivan Petrovic')).toBe('LI');
    expect(avatarInitials('nico')).toBe('N');
    expect(avatarInitials('  ')).toBe(AVATAR_FALLBACK_INITIALS);
    expect(AVATAR_FALLBACK_INITIALS).toBe('PL');
  });

  it('show the image, and the initials when it fails to load', () => {
    const { container } = render(<Avatar name="Marco Rossi" url="https://img.example/m.png" />);
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('src', 'https://img.example/m.png');
    fireEvent.error(img as HTMLImageElement);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByTestId('avatar')).toHaveTextContent('MR');
  });

  it('appear on roster cards and market rows', () => {
    render(
      <>
        <PlayerCard player={player('p1', 'PG', 70, { name: 'Dario Conti' })} stats={undefined} />
        <ul>
          <PlayerRow
            player={player('p2', 'C', 65, { name: 'Ugo Neri', avatarUrl: 'https://img.example/u.png' })}
            action={null}
            testId="row"
          />
        </ul>
      </>,
    );
    expect(within(screen.getByTestId('player-card')).getByTestId('avatar')).toHaveTextContent('DC');
    expect(within(screen.getByTestId('row')).getByTestId('avatar').querySelector('img')).toHaveAttribute(
      'src',
      'https://img.example/u.png',
    );
  });
});
