import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { NextMatchAction } from '@hardwood/shared';
import { fakeApi, renderWithClient } from '../../test/render';
import { PlayNextMatch } from './PlayNextMatch';

const match = { id: 'm7', matchday: 3, round: 1, isHome: true, opponent: 'Rivals' };
const answer = (extra: Partial<NextMatchAction>): NextMatchAction => ({ match, blocker: null, canSimulate: false, ...extra });

beforeEach(() => window.history.replaceState(null, '', '/dashboard'));

describe('Play next match', () => {
  it("opens the match's own live page when nothing holds it", async () => {
    fakeApi({ '/api/dashboard/next-match': answer({}) });
    renderWithClient(<PlayNextMatch />);
    const play = await screen.findByRole('button', { name: '▶ Play next match' });
    expect(play).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Simulate instantly' })).not.toBeInTheDocument();
    fireEvent.click(play);
    expect(window.location.pathname).toBe('/match/m7/live');
  });

  it('says in words what holds it and links to where it is dealt with', async () => {
    fakeApi({
      '/api/dashboard/next-match': answer({
        blocker: { kind: 'office', message: 'Pay the salaries of matchday 2 in the Office', place: 'office', officeMatter: 'salary_due' },
      }),
    });
    renderWithClient(<PlayNextMatch />);
    expect(await screen.findByRole('button', { name: '▶ Play next match' })).toBeDisabled();
    expect(screen.getByTestId('next-match-blocker')).toHaveTextContent('Pay the salaries of matchday 2 in the Office');
    fireEvent.click(screen.getByRole('button', { name: 'Go to the Office' }));
    expect(`${window.location.pathname}${window.location.search}`).toBe('/?tab=office&office=salaries');
  });

  it('offers an instant simulation to a developer in simulate mode, then processes the matchday', async () => {
    const { calls } = fakeApi({
      '/api/dashboard/next-match': answer({ canSimulate: true }),
      'POST /api/matches/m7/simulate': { homeScore: 80, awayScore: 75, match: { id: 'm7' } },
      'POST /api/matches/m7/complete-processing': { progress: 100, steps: [] },
    });
    renderWithClient(<PlayNextMatch />);
    fireEvent.click(await screen.findByRole('button', { name: 'Simulate instantly' }));
    expect(await screen.findByText('Match completed: 80-75')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.url === '/api/matches/m7/simulate')).toBe(true);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });
});
