/** The friendlies flow writes every date one way: the list's link and the challenge page it opens show the same "open until". */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Friendlies, FriendlyChallenge } from '@hardwood/shared';
import { formatDateTime } from '../../lib/format-date';
import { team, user } from '../../test/fixtures';
import { fakeApi, renderWithClient } from '../../test/render';
import { ChallengePage } from './ChallengePage';
import { FriendliesPage } from './FriendliesPage';

const EXPIRES = '2026-01-03T10:00:00.000Z';
const club = (name: string, manager: string) => ({ teamId: name, name, manager, strength: 71.5 });

describe('dates in the friendlies flow', () => {
  it('writes a date and time as "3 Jan 2026, 10:00" (in the reader’s zone), and nothing for a bad one', () => {
    expect(formatDateTime(EXPIRES)).toMatch(/^\d{1,2} [A-Z][a-z]{2} 2026, \d{2}:\d{2}$/);
    expect(formatDateTime('not a date')).toBe('');
  });

  it('shows the same expiry on the friendlies page and on the challenge page', async () => {
    const list: Friendlies = {
      open: [{ token: 't1', path: '/friendly/challenge/t1', challenger: club('My Club', 'Ada A'), createdAt: EXPIRES, expiresAt: EXPIRES }],
      upcoming: [],
      history: [],
    };
    fakeApi({ '/api/friendlies': list });
    const page = renderWithClient(<FriendliesPage />);
    expect(await screen.findByTestId('open-challenge')).toHaveTextContent(`Open until ${formatDateTime(EXPIRES)}`);
    page.unmount();

    const challenge: FriendlyChallenge = {
      state: 'open',
      challenger: club('Their Club', 'Bo B'),
      expiresAt: EXPIRES,
      mine: false,
      friendlyKey: null,
    };
    fakeApi({ '/api/friendlies/challenge/tok': challenge, '/api/user/team': team('mine', 'My Club', true) });
    renderWithClient(<ChallengePage token="tok" user={user} />);
    expect(await screen.findByText(`Open until ${formatDateTime(EXPIRES)}`)).toBeInTheDocument();
  });
});
