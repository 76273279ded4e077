import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LEAGUES } from '@hardwood/shared';
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

  it('counts the countries, leagues and clubs of the catalogue itself, whatever the stats call answers', async () => {
    // The stats call answers other figures (the Youth League counted in): the page keeps the catalogue's.
    fakeApi({ '/api/catalogue/stats': { countries: 13, leagues: 14, clubs: 161, players: 2150, matchdays: 22 } });
    renderWithClient(<LandingPage />);
    const national = LEAGUES.filter((l) => l.tier > 0);
    const expected = {
      Countries: String(new Set(national.map((l) => l.countryId)).size),
      Leagues: String(national.length),
      Clubs: String(national.reduce((n, l) => n + l.clubs.length, 0)),
      Players: '2,150',
    };
    await screen.findByText('2,150');
    const shown = Object.fromEntries(
      screen.getAllByTestId('landing-stat').map((s) => [s.querySelector('dt')?.textContent, s.querySelector('dd')?.textContent]),
    );
    expect(shown).toEqual(expected);
  });
});
