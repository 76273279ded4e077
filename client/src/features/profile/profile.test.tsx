import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { team, user } from '../../test/fixtures';
import { fakeApi, renderWithClient } from '../../test/render';
import { ProfilePanel } from './ProfilePanel';

describe('the profile', () => {
  it("names the club's league, not its id", async () => {
    fakeApi({ '/api/user/team': team('me', 'Olimpia Milano Lions', true) });
    renderWithClient(<ProfilePanel user={user} variant="tab" />);
    const league = (await screen.findByText('Serie A')).closest('div');
    expect(league).toHaveTextContent('LeagueSerie A');
    expect(screen.queryByText('1')).not.toBeInTheDocument();
    expect(screen.queryByText('League 1')).not.toBeInTheDocument();
  });
});
