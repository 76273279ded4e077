import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gamePlanPreset, type PlanReviewView } from '@hardwood/shared';
import { fakeApi, renderWithClient } from '../../test/render';
import { LastMatchReview, momentClock, REVIEW_DEBOUNCE_MS } from './LastMatchReview';

const REVIEW: PlanReviewView = {
  match: { matchId: 'a'.repeat(24), matchday: 3, opponent: 'Real Madrid', home: false, score: { own: 81, other: 77 }, replayed: true },
  moments: [
    { t: 0, period: 1, clock: 600, who: 'plan', line: 'Pushing the pace' },
    { t: 100, period: 1, clock: 500, who: 'you', line: 'Slow pace' },
    { t: 2700, period: 4, clock: 45, who: 'plan', line: 'Ahead by 4, 0:45 left, running the clock' },
  ],
  planCount: 2,
  youCount: 1,
};

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the plan in the last match', () => {
  it('reviews the draft once it rests, and lists the plan beside the side with their clocks', async () => {
    const { calls } = fakeApi({ 'POST /api/game-plan/review': REVIEW });
    const plan = gamePlanPreset('chase-the-game');
    renderWithClient(<LastMatchReview plan={plan} />);
    const region = screen.getByRole('region', { name: 'The plan in your last match' });
    await waitFor(() => expect(within(region).getByText(/at Real Madrid/)).toBeInTheDocument(), { timeout: REVIEW_DEBOUNCE_MS + 2000 });
    expect(calls.filter((c) => c.method === 'POST')).toEqual([expect.objectContaining({ body: { plan } })]);
    expect(within(region).getByText('W 81-77')).toBeInTheDocument();
    expect(within(region).getByTestId('review-counts')).toHaveTextContent('This plan: 2 decisions · Your side: 1 command');
    const rows = within(region).getAllByTestId('review-moment');
    expect(rows.map((r) => r.textContent)).toEqual([
      'Q1 10:00PlanPushing the pace',
      'Q1 8:20Your sideSlow pace',
      'Q4 0:45PlanAhead by 4, 0:45 left, running the clock',
    ]);
  });

  it('asks nothing while the plan has something to fix, and says so', async () => {
    const { calls } = fakeApi({ 'POST /api/game-plan/review': REVIEW });
    renderWithClient(<LastMatchReview plan={null} />);
    expect(screen.getByText('Fix the plan above to see what it would have done.')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, REVIEW_DEBOUNCE_MS + 100)));
    expect(calls).toEqual([]);
  });

  it('has an empty state before any match was played live, and a note for a match that no longer replays', async () => {
    fakeApi({ 'POST /api/game-plan/review': { match: null, moments: [], planCount: 0, youCount: 0 } });
    const first = renderWithClient(<LastMatchReview plan={gamePlanPreset('balanced')} />);
    expect(await screen.findByText('No match played live yet', {}, { timeout: REVIEW_DEBOUNCE_MS + 2000 })).toBeInTheDocument();
    first.unmount();
    fakeApi({ 'POST /api/game-plan/review': { ...REVIEW, match: { ...REVIEW.match, replayed: false }, moments: [] } });
    renderWithClient(<LastMatchReview plan={gamePlanPreset('balanced')} />);
    expect(await screen.findByText(/no longer replays/, {}, { timeout: REVIEW_DEBOUNCE_MS + 2000 })).toBeInTheDocument();
  });

  it('writes overtime and the clock as the scoreboard does', () => {
    expect(momentClock({ period: 5, clock: 299 })).toBe('OT 4:59');
    expect(momentClock({ period: 6, clock: 5 })).toBe('OT2 0:05');
  });
});
