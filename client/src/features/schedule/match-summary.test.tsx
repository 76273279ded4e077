import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderWithClient } from '../../test/render';
import { match } from '../../test/fixtures';
import { MatchSummaryDialog } from './MatchSummaryDialog';

const played = match('m1', 1, 'me', 'x', { homeScore: 81, awayScore: 77, isPlayed: true });
const open = () => renderWithClient(<MatchSummaryDialog match={played} homeName="Lions" awayName="Bears" onClose={() => undefined} />);

describe('the match summary', () => {
  it("shows a live-played match's play-by-play, each line with its period and clock", async () => {
    fakeApi({
      '/api/matches/m1/feed': {
        lines: [
          { period: 1, clock: 590, side: 'home', type: 'two_made', text: 'Levi scores two (2 pts)' },
          { period: 3, clock: 252, side: 'away', type: 'substitution', text: 'Bears: Cohen in for Katz (tired)' },
          { period: 5, clock: 9, side: 'home', type: 'foul', text: 'Lions foul to stop the clock: Levi on Cohen' },
        ],
      },
    });
    open();
    const lines = within(await screen.findByTestId('play-by-play')).getAllByRole('listitem');
    expect(lines.map((li) => li.textContent)).toEqual([
      'Q1 9:50 Levi scores two (2 pts)',
      'Q3 4:12 Bears: Cohen in for Katz (tired)',
      '1st OT 0:09 Lions foul to stop the clock: Levi on Cohen',
    ]);
  });

  it('says when a match kept no play-by-play', async () => {
    fakeApi({ '/api/matches/m1/feed': { lines: [] } });
    open();
    expect(await screen.findByText('No play-by-play: this match was simulated, not played live.')).toBeTruthy();
  });

  it('says so when the play-by-play fails to load', async () => {
    fakeApi({ '/api/matches/m1/feed': { status: 500, body: { message: 'boom' } } });
    open();
    expect((await screen.findByRole('alert')).textContent).toBe('The play-by-play could not be loaded.');
  });
});
