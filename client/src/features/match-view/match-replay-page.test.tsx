/**
 * The replay page of a played game and its decision review: asked for, it
 * shows its progress while the server answers "pending" (asked again every
 * second), then the win line with a dot per decision, each decision with
 * its mark and figures (a click jumps the replay to it) and the points the
 * coaching added; an empty review, an error and a game with no replay say so.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DecisionReviewResponse } from '@hardwood/shared';
import { fakeApi, renderWithClient } from '../../test/render';
import { decisionReviewFixture, replayTimelineFixture } from '../../test/replay-fixtures';
import { MatchReplayPage } from './MatchReplayPage';

const REPLAY = '/api/match-reports/g1/replay';
const REVIEW = 'POST /api/match-reports/g1/review';

afterEach(() => vi.unstubAllGlobals());

describe('the match replay page', () => {
  it('reviews his decisions: pending while the server works, then the win line, the marks and the total', async () => {
    let asked = 0;
    const { calls } = fakeApi({
      [REPLAY]: replayTimelineFixture(),
      [REVIEW]: (): DecisionReviewResponse => {
        asked += 1;
        return asked === 1 ? { status: 'pending' } : { status: 'ready', review: decisionReviewFixture };
      },
    });
    renderWithClient(<MatchReplayPage gameId="g1" />);
    expect(await screen.findByRole('heading', { name: 'Home Club vs Away Club' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Review my decisions' }));
    expect(await screen.findByText('Reviewing your decisions…')).toBeInTheDocument();
    expect(await screen.findByText('Points your coaching added: +2.4', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.queryByText('Reviewing your decisions…')).toBeNull();
    // Asked once, answered pending, asked again a second later.
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2);

    const decisions = screen.getAllByTestId('reviewed-decision');
    expect(decisions).toHaveLength(2);
    const [good, costly] = decisions as [HTMLElement, HTMLElement];
    expect(good).toHaveTextContent('Q1 0:02');
    expect(within(good).getByText('Good')).toBeInTheDocument();
    expect(good).toHaveTextContent('+3.1 ± 1.2 win % · +0.8 pts');
    expect(within(good).queryByText('plan')).toBeNull();
    expect(costly).toHaveTextContent('Q4 9:58');
    expect(within(costly).getByText('Costly')).toBeInTheDocument();
    expect(within(costly).getByText('plan')).toBeInTheDocument();
    expect(costly).toHaveTextContent('−6.2 ± 1.5 win % · −1.1 pts');

    // The chart (loaded on demand): a dot per decision, coloured by its mark.
    const dots = await screen.findAllByTestId('decision-dot');
    expect(dots.map((d) => d.getAttribute('data-mark'))).toEqual(['good', 'costly']);

    // A decision jumps the replay to its second.
    fireEvent.click(costly);
    expect(screen.getByTestId('replay-moment')).toHaveTextContent('Q4 9:58');
  });

  it('says so when there is nothing to review', async () => {
    fakeApi({ [REPLAY]: replayTimelineFixture(), [REVIEW]: { status: 'ready', review: { ...decisionReviewFixture, decisions: [] } } });
    renderWithClient(<MatchReplayPage gameId="g1" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Review my decisions' }));
    expect(await screen.findByText('No decisions to review')).toBeInTheDocument();
    expect(screen.queryByTestId('reviewed-decision')).toBeNull();
  });

  it('shows the error when the review cannot be had', async () => {
    fakeApi({ [REPLAY]: replayTimelineFixture(), [REVIEW]: { status: 409, body: { message: 'This game is not reviewable' } } });
    renderWithClient(<MatchReplayPage gameId="g1" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Review my decisions' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This game is not reviewable');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('offers no review of a game his club did not play', async () => {
    fakeApi({ [REPLAY]: replayTimelineFixture({ mySide: null }) });
    renderWithClient(<MatchReplayPage gameId="g1" />);
    expect(await screen.findByRole('slider', { name: 'Timeline' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Review my decisions' })).toBeNull();
  });

  it('says when a game has no replay', async () => {
    fakeApi({});
    renderWithClient(<MatchReplayPage gameId="g1" />);
    expect(await screen.findByText('No replay of this game')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Match report/ })).toHaveAttribute('href', '/match/g1');
  });
});
