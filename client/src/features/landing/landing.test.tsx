import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderWithClient } from '../../test/render';
import { LandingPage } from './LandingPage';

describe('the landing page', () => {
  it('keeps the header buttons on one line and shows all four features as cards on small screens', () => {
    fakeApi({});
    renderWithClient(<LandingPage />);
    const actions = screen.getByTestId('landing-header-actions');
    for (const name of ['Sign In', 'Start Managing'])
      expect(within(actions).getByRole('button', { name })).toHaveClass('whitespace-nowrap');
    expect(actions).toHaveClass('shrink-0');
    const cards = within(screen.getByTestId('feature-cards')).getAllByRole('heading', { level: 3 });
    expect(cards.map((c) => c.textContent)).toEqual([
      'Deep Player Analytics',
      'Scout Future Superstars',
      'Conquer European Basketball',
      'Master Financial Management',
    ]);
  });
});
