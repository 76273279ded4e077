/** A retired player's page: his Hall of Fame entry if he entered it, else not found. */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { member } from '../../test/hall-of-fame-fixtures';
import { fakeApi, renderWithClient } from '../../test/render';
import { PlayerPage } from './PlayerPage';

describe('a retired player’s page', () => {
  it('stands for a retired member’s player page; a retired non-member’s page is not found', async () => {
    fakeApi({ '/api/hall-of-fame/p9': member() });
    const { unmount } = renderWithClient(<PlayerPage playerId="p9" />);
    expect(await screen.findByTestId('hall-of-fame-member')).toHaveTextContent('Hall of Fame · class of 2028-29');
    unmount();
    fakeApi({});
    renderWithClient(<PlayerPage playerId="p4" />);
    expect(await screen.findByText('Player Not Found')).toBeInTheDocument();
    expect(screen.queryByTestId('hall-of-fame-member')).not.toBeInTheDocument();
  });
});
