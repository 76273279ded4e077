/**
 * The replay page: it opens at the tip-off, scrubs and jumps to the end (the
 * final score), and plays at the chosen speed.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReplayTimeline } from '@hardwood/shared';
import { fakeApi, renderWithClient } from '../../test/render';
import { FriendlyReplayPage } from './FriendlyReplayPage';

const players = (side: string) =>
  ['PG', 'SG', 'SF', 'PF', 'C', 'PG'].map((position, i) => ({ id: `${side}${i}`, name: `${side} ${i}`, position, overall: 70 }));
const five = (side: string): Array<[string, string]> => ['PG', 'SG', 'SF', 'PF', 'C'].map((slot, i) => [`${side}${i}`, slot]);
const event = (seq: number, t: number, side: 'home' | 'away', type: string, points: number, playerId: string) => ({
  seq,
  t,
  type,
  side,
  text: `${playerId} ${type}`,
  period: Math.max(1, Math.ceil(t / 600)),
  clock: 600 - (t % 600),
  playerId,
  otherId: '',
  x: 0,
  y: 0,
  zone: '',
  defenderId: '',
  points,
});
const timeline: ReplayTimeline = {
  key: 'k1',
  home: { id: 'h', name: 'Home Club', players: players('h'), tactics: { pace: 'moderate', offense: 'balanced', defense: 'man-to-man' } },
  away: { id: 'a', name: 'Away Club', players: players('a'), tactics: { pace: 'moderate', offense: 'balanced', defense: 'man-to-man' } },
  length: 2400,
  final: { home: 5, away: 2 },
  events: [
    event(1, 30, 'home', 'three_made', 3, 'h0'),
    event(2, 700, 'away', 'two_made', 2, 'a1'),
    event(3, 2300, 'home', 'two_made', 2, 'h2'),
    event(4, 2400, 'home', 'game_end', 0, ''),
  ],
  lineups: [{ t: 0, home: five('h'), away: five('a') }],
  energy: [{ t: 0, home: [100, 100, 100, 100, 100, 100], away: [100, 100, 100, 100, 100, 100] }],
  flow: [3],
  winChance: [50, 60],
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the replay page', () => {
  it('scrubs through the game and ends on the final score', async () => {
    fakeApi({ '/api/friendlies/k1/replay': timeline });
    renderWithClient(<FriendlyReplayPage friendlyKey="k1" />);
    const position = await screen.findByTestId('replay-position');
    expect(screen.getByTestId('home-score')).toHaveTextContent('0');
    fireEvent.change(position, { target: { value: '800' } });
    expect(screen.getByTestId('replay-moment')).toHaveTextContent('Q2 6:40');
    expect(screen.getByTestId('home-score')).toHaveTextContent('3');
    expect(screen.getByTestId('away-score')).toHaveTextContent('2');
    fireEvent.click(screen.getByRole('button', { name: 'Skip to end' }));
    expect(screen.getByTestId('home-score')).toHaveTextContent('5');
    expect(screen.getByTestId('latest-event')).toHaveTextContent('game_end');
    expect(screen.getByRole('button', { name: /Play again/ })).toBeInTheDocument();
  });

  it('plays at the chosen speed: 16x covers sixteen game seconds in 100 ms', async () => {
    let now = 0;
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    fakeApi({ '/api/friendlies/k1/replay': timeline });
    renderWithClient(<FriendlyReplayPage friendlyKey="k1" />);
    await screen.findByTestId('replay-position');
    fireEvent.click(screen.getByRole('button', { name: '16x' }));
    expect(screen.getByRole('button', { name: '16x' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: /Play/ }));
    now = 100;
    // Every frame asked for (framer-motion's too) runs at 100 ms.
    act(() => frames.splice(0).forEach((frame) => frame(now)));
    expect(screen.getByTestId('replay-position')).toHaveValue('16');
  });
});
