import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cup, finishedCup } from '../../test/cup-fixtures';
import { fakeApi, renderWithClient } from '../../test/render';
import { EuropeanCupPanel } from './EuropeanCupPanel';
import { EuropeanLeaguesTab } from './EuropeanLeaguesTab';

const cards = (round: string) => screen.getAllByTestId('cup-series').filter((c) => c.getAttribute('data-round') === round);

describe('EuropeanCupPanel', () => {
  it("shows the quarterfinals with seeds, series scores and games, the manager's club marked, in the European Leagues tab", async () => {
    fakeApi({ '/api/european-cup': cup(), '/api/european-leagues': [] });
    renderWithClient(<EuropeanLeaguesTab />);
    expect(await screen.findByRole('heading', { name: 'European Cup' })).toBeInTheDocument();
    expect(await screen.findAllByTestId('cup-series')).toHaveLength(4);
    expect(cards('QF')).toHaveLength(4);
    expect(screen.getByRole('heading', { name: 'Quarterfinals' })).toBeInTheDocument();
    expect(screen.getByText('Best of 5')).toBeInTheDocument();
    expect(screen.getAllByTestId('cup-series-pending').map((c) => c.getAttribute('data-round'))).toEqual(['SF', 'SF', 'F', '3P']);
    expect(within(screen.getByTestId('cup-qualification')).getByText('Your club is in the European Cup')).toBeInTheDocument();
    expect(screen.getByText(/runners-up of the three strongest/)).toBeInTheDocument();

    const [qf1, qf2, , qf4] = cards('QF') as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(qf1).toHaveAccessibleName('Quarterfinal 1: Madrid vs Munich, Madrid win 3-1');
    const [madrid, munich] = within(qf1).getAllByTestId('cup-team') as [HTMLElement, HTMLElement];
    expect(madrid).toHaveTextContent('Madrid');
    expect(madrid).toHaveTextContent('3');
    expect(madrid).toHaveAttribute('data-winner', 'true');
    expect(within(madrid).getByTestId('cup-seed')).toHaveTextContent('Seed 1');
    expect(within(munich).getByTestId('cup-seed')).toHaveTextContent('Seed 8');
    expect(munich).not.toHaveAttribute('data-winner');
    const games = within(qf1).getAllByTestId('cup-game');
    expect(games).toHaveLength(4);
    expect(games[0]).toHaveTextContent('G184-79at Madrid');
    expect(games[2]).toHaveTextContent('G388-80at Munich');

    // The manager's series is ringed; the club is marked "(You)" and nowhere else.
    expect(qf2).toHaveAttribute('data-own', 'true');
    expect(qf2.className).toContain('ring-court-500');
    expect(qf1).not.toHaveAttribute('data-own');
    const own = within(qf2)
      .getAllByTestId('cup-team')
      .find((t) => t.getAttribute('data-own') === 'true');
    expect(own).toHaveTextContent('Lions (You)');
    expect(screen.getAllByText('(You)')).toHaveLength(1);

    // An open series: its score so far and the next game's matchday.
    expect(within(qf4).getByTestId('cup-series-status')).toHaveTextContent('Series tied 1-1');
    expect(within(qf4).getAllByTestId('cup-game')[2]).toHaveTextContent('G3Matchday 25at Kaunas');
    expect(screen.queryByTestId('cup-champion')).not.toBeInTheDocument();
  });

  it('crowns the champion with a banner and fills the Final Four', async () => {
    fakeApi({ '/api/european-cup': finishedCup() });
    renderWithClient(<EuropeanCupPanel />);
    const banner = await screen.findByTestId('cup-champion');
    expect(banner).toHaveTextContent('2025-26 Champion');
    expect(banner).toHaveTextContent('Lions (You)');
    expect(screen.getAllByTestId('cup-series')).toHaveLength(8);
    expect(cards('SF')).toHaveLength(2);
    const [final] = cards('F') as [HTMLElement];
    expect(final).toHaveAttribute('data-own', 'true');
    expect(within(final).getByTestId('cup-series-status')).toHaveTextContent('Lions win 84-79');
    expect(within(final).getByText('Champion')).toBeInTheDocument();
    expect(within(final).getByTestId('cup-game')).toHaveTextContent('G179-84neutral venue');
    const [third] = cards('3P') as [HTMLElement];
    expect(within(third).getByTestId('cup-game')).toHaveTextContent('G1Matchday 31neutral venue');
    expect(within(third).getByTestId('cup-series-status')).toHaveTextContent('Not started');
    expect(screen.queryAllByTestId('cup-series-pending')).toHaveLength(0);
  });

  it('says when the club did not qualify', async () => {
    fakeApi({ '/api/european-cup': cup({ ownTeamId: 'elsewhere', ownQualified: false }) });
    renderWithClient(<EuropeanCupPanel />);
    expect(await screen.findByText('Your club did not qualify this season')).toBeInTheDocument();
    expect(screen.queryByText('(You)')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('cup-series').some((c) => c.hasAttribute('data-own'))).toBe(false);
  });

  it('says when the draw is not made yet, and when the Cup cannot be fetched', async () => {
    fakeApi({ '/api/european-cup': cup({ series: [] }) });
    const first = renderWithClient(<EuropeanCupPanel />);
    expect(await screen.findByText('The European Cup draw has not been made yet.')).toBeInTheDocument();
    first.unmount();
    fakeApi({ '/api/european-cup': { status: 500, body: { message: 'boom' } } });
    renderWithClient(<EuropeanCupPanel />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch the European Cup');
  });
});
