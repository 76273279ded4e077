import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { report } from '../../test/history-fixtures';
import { fakeApi, renderWithClient } from '../../test/render';
import { MatchReportPage } from './MatchReportPage';

describe('a match report', () => {
  it('links its replay', async () => {
    fakeApi({ '/api/match-reports/g1': report(false) });
    renderWithClient(<MatchReportPage gameId="g1" />);
    expect(await screen.findByRole('link', { name: /Replay/ })).toHaveAttribute('href', '/match/g1/replay');
  });
});
