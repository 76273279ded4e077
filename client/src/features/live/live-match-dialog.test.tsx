import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { LiveMatchView, LivePlayerView, LiveTeamView } from '@hardwood/shared';
import { fakeApi, renderWithClient } from '../../test/render';
import { PROCESSING_ERROR_TEXT } from '../processing/ProcessingDialog';
import { LiveMatchDialog } from './LiveMatchDialog';
import { livePlayer } from '../../test/fixtures';

const player = (id: string): LivePlayerView => livePlayer(id, { slot: 'PG', energy: 80, minutes: 30 });
const team = (side: 'home' | 'away'): LiveTeamView => ({
  id: side,
  name: side === 'home' ? 'Home Club' : 'Away Club',
  side,
  managed: side === 'home',
  pace: 'moderate',
  offense: 'balanced',
  defense: 'man-to-man',
  players: [1, 2, 3, 4, 5].map((n) => player(`${side}${n}`)),
  onCourt: [1, 2, 3, 4, 5].map((n) => `${side}${n}`),
});
const finished = {
  matchId: 'm1',
  status: 'finished',
  quarter: 4,
  periodLabel: 'Q4',
  clock: 0,
  homeScore: 88,
  awayScore: 80,
  matchday: 3,
  round: 1,
  managerConnected: true,
  resultSaved: true,
  resultFailed: false,
  home: team('home'),
  away: team('away'),
  events: [],
} as LiveMatchView;

const forget = vi.fn();
vi.mock('./useLiveMatch', () => ({
  useLiveMatch: () => ({
    view: finished,
    feed: [],
    connection: 'connected',
    error: null,
    role: 'manager',
    send: vi.fn(),
    forget,
    retry: vi.fn(),
  }),
}));

describe('the live match dialog', () => {
  it('closes the match when the processing dialog is cancelled after an error', async () => {
    fakeApi({ 'POST /api/matches/m1/complete-processing': { status: 500, body: { message: 'boom' } } });
    const onClose = vi.fn();
    renderWithClient(<LiveMatchDialog matchId="m1" homeName="Home Club" awayName="Away Club" matchday={3} round={1} onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(PROCESSING_ERROR_TEXT)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(forget).toHaveBeenCalled();
    // Not back on the finished match's Save.
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});
