import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formatEuros, type TradeOffer, type TradingBlock } from '@hardwood/shared';
import { team } from '../../test/fixtures';
import { fakeApi, renderWithClient } from '../../test/render';
import { CounterOfferBox } from './CounterOfferBox';
import { TransfersTab } from './TransfersTab';

const tp = (id: string, name: string) => ({ id, name, position: 'PG' as const, age: 25, overallRating: 70, value: 400_000 });
const offer: TradeOffer = {
  id: 'o1',
  kind: 'block',
  club: { id: 'c2', name: 'Rivals' },
  youGive: [tp('p1', 'Listed Larry')],
  youGet: [tp('x1', 'Their Tom')],
  youPay: 0,
  theyPay: 25_000,
  reasoning: ['Their Tom (PG, 70) is surplus for Rivals: they value him at €375K.', 'Rivals come out ahead by €0K: acceptable.'],
  status: 'pending',
  season: 1,
  createdMatchday: 2,
  expiresMatchday: 4,
};
const block = (listed: boolean, offers: TradeOffer[]): TradingBlock => ({
  players: [
    { player: tp('p1', 'Listed Larry'), listed, blockedReason: null },
    { player: tp('p2', 'Other Ollie'), listed: false, blockedReason: null },
  ],
  offers,
  maxListed: 5,
});

describe('trading block', () => {
  it('lists a player with the switch, shows an offer with both sides and the reasoning, and accepts it', async () => {
    const { calls } = fakeApi({
      '/api/user/team': team('t1', 'Hoops', true),
      '/api/trading-block': block(true, [offer]),
      'PUT /api/trading-block/players/p2': block(true, [offer]),
      'POST /api/trading-block/offers/o1/accept': {
        message: 'Trade agreed with Rivals.',
        offer: { ...offer, status: 'accepted' },
        budget: 1,
      },
    });
    renderWithClient(<TransfersTab initialTab="block" />);
    const panel = await screen.findByTestId('trading-block');
    fireEvent.click(within(panel).getByRole('switch', { name: /Other Ollie/ }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT' && c.url === '/api/trading-block/players/p2')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ listed: true });
    const card = within(panel).getByTestId('trade-offer');
    expect(within(card).getByText('You give')).toBeInTheDocument();
    expect(within(card).getByText('Their Tom')).toBeInTheDocument();
    expect(within(card).getByText(formatEuros(25_000))).toBeInTheDocument();
    expect(within(card).getByText(/they value him at/)).toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Trade Completed!')).toBeInTheDocument();
  });

  it('says when there are no offers yet', async () => {
    fakeApi({ '/api/user/team': team('t1', 'Hoops', true), '/api/trading-block': block(false, []) });
    renderWithClient(<TransfersTab initialTab="block" />);
    expect(await screen.findByText('List a player to receive offers')).toBeInTheDocument();
  });

  it('offers the counter-offer in one click', async () => {
    const counter: TradeOffer = { ...offer, id: 'k1', kind: 'counter', youGive: [], youPay: 450_000, theyPay: 0 };
    const { calls } = fakeApi({
      'POST /api/trading-block/offers/k1/accept': {
        message: 'Trade agreed with Rivals.',
        offer: { ...counter, status: 'accepted' },
        budget: 1,
      },
    });
    const done = vi.fn();
    renderWithClient(<CounterOfferBox offer={counter} onDone={done} />);
    const box = screen.getByTestId('counter-offer');
    expect(within(box).getByText('They would accept:')).toBeInTheDocument();
    fireEvent.click(within(box).getByRole('button', { name: 'Accept counter-offer' }));
    await waitFor(() => expect(done).toHaveBeenCalled());
    expect(calls.some((c) => c.method === 'POST' && c.url === '/api/trading-block/offers/k1/accept')).toBe(true);
  });
});
