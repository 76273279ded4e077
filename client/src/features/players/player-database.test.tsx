import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatEuros, seasonWage, type PlayerDatabaseResponse } from '@hardwood/shared';
import { databaseRow } from '../../test/history-fixtures';
import { fakeApi, renderWithClient } from '../../test/render';
import { EMPTY_STATE, requestQuery, searchFromState, stateFromSearch } from './database-query';
import { PlayerDatabasePage } from './PlayerDatabasePage';

const answer = (rows: PlayerDatabaseResponse['rows'], extra: Partial<PlayerDatabaseResponse> = {}): PlayerDatabaseResponse => ({
  rows,
  total: rows.length,
  page: 1,
  pageSize: 25,
  pages: 1,
  ...extra,
});
const searches = (calls: Array<{ url: string }>) => calls.map((c) => c.url).filter((u) => u.startsWith('/api/players/search'));

describe('the player database', () => {
  beforeEach(() => window.history.replaceState(null, '', '/players'));

  it('lists the server’s page and asks it again for a sort, a filter and the next page', async () => {
    const { calls } = fakeApi({
      '/api/players/search?dir=desc&page=1&pageSize=25&sort=overall': answer(
        [databaseRow('p1', 'Ana Top', 84), databaseRow('p2', 'Ben Next', 80, { club: null, relation: 'free-agent' })],
        { total: 60, pages: 3 },
      ),
      '/api/players/search?dir=asc&page=1&pageSize=25&sort=age': answer([databaseRow('p3', 'Cal Young', 60, { age: 18 })]),
      '/api/players/search?dir=asc&page=1&pageSize=25&position=C&sort=age': answer([]),
      '/api/players/search?dir=desc&page=2&pageSize=25&sort=overall': answer([databaseRow('p4', 'Dan Deep', 70)], {
        total: 60,
        page: 2,
        pages: 3,
      }),
      '/api/teams?leagueId=0': [],
    });
    renderWithClient(<PlayerDatabasePage />);
    const table = await screen.findByRole('table', { name: 'Players' });
    expect(screen.getByText('60 players')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Ana Top' })).toHaveAttribute('href', '/player/p1');
    expect(within(table).getAllByTestId('database-row')[1]).toHaveTextContent('Free agent');
    expect(within(table).getAllByTestId('database-row')[0]).toHaveTextContent('?');
    expect(within(table).getAllByTestId('database-row')[0]).toHaveTextContent(formatEuros(seasonWage(5_000)));
    expect(within(table).getByRole('columnheader', { name: /OVR/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByTestId('database-page')).toHaveTextContent('Page 1 of 3');

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Dan Deep');
    expect(window.location.search).toBe('?page=2');

    fireEvent.click(within(table).getByRole('button', { name: /Age/ }));
    await screen.findByText('Cal Young');
    expect(window.location.search).toBe('?sort=age');
    fireEvent.change(screen.getByLabelText('Position'), { target: { value: 'C' } });
    await screen.findByText('No players match');
    expect(searches(calls)).toContain('/api/players/search?dir=asc&page=1&pageSize=25&position=C&sort=age');
  });

  it('shows a potential the server only estimates as its range, the way a club roster shows it', async () => {
    fakeApi({
      '/api/players/search?dir=desc&page=1&pageSize=25&sort=overall': answer([
        databaseRow('p1', 'Young Yuri', 74, { age: 20, relation: 'own-league', potential: { kind: 'range', min: 89, max: 99 } }),
      ]),
      '/api/teams?leagueId=0': [],
    });
    renderWithClient(<PlayerDatabasePage />);
    const table = await screen.findByRole('table', { name: 'Players' });
    expect(within(table).getByTestId('database-row')).toHaveTextContent('89–99');
  });

  it('sorts by the season’s wage and filters by a wage range the server is asked in euros a season', async () => {
    const { calls } = fakeApi({
      '/api/players/search?dir=desc&page=1&pageSize=25&sort=overall': answer([databaseRow('p1', 'Ana Top', 84)]),
      '/api/players/search?dir=desc&page=1&pageSize=25&sort=wage': answer([
        databaseRow('p2', 'Rich Pay', 70, { salary: 20_000 }),
        databaseRow('p1', 'Ana Top', 84),
      ]),
      '/api/players/search?dir=desc&page=1&pageSize=25&sort=wage&wageMin=100000': answer([
        databaseRow('p2', 'Rich Pay', 70, { salary: 20_000 }),
      ]),
      '/api/teams?leagueId=0': [],
    });
    renderWithClient(<PlayerDatabasePage />);
    const table = await screen.findByRole('table', { name: 'Players' });
    fireEvent.click(within(table).getByRole('button', { name: /Wage/ }));
    await screen.findByText('Rich Pay');
    expect(window.location.search).toBe('?sort=wage');
    expect(within(table).getByRole('columnheader', { name: /Wage/ })).toHaveAttribute('aria-sort', 'descending');
    expect(within(table).getAllByTestId('database-row')[0]).toHaveTextContent(formatEuros(seasonWage(20_000)));

    fireEvent.change(screen.getByLabelText('Wage from'), { target: { value: '100000' } });
    await waitFor(() => expect(within(table).getAllByTestId('database-row')).toHaveLength(1));
    expect(searches(calls)).toContain('/api/players/search?dir=desc&page=1&pageSize=25&sort=wage&wageMin=100000');
    expect(window.location.search).toBe('?wageMin=100000&sort=wage');
    // The ceiling offers nothing below the floor, so the range cannot be upside down.
    const ceilings = within(screen.getByLabelText('Wage to'))
      .getAllByRole('option')
      .map((o) => o.getAttribute('value'));
    expect(ceilings).toContain('100000');
    expect(ceilings).not.toContain('50000');
  });

  it('reads its search back from the address, ignoring what the server would refuse', () => {
    const state = stateFromSearch(
      '?sort=value&dir=asc&position=PF&ageMin=20&ageMax=abc&wageMin=50000&wageMax=x&page=3&pageSize=50&teamId=nope&freeAgents=true',
    );
    expect(state).toMatchObject({
      sort: 'value',
      dir: 'asc',
      position: 'PF',
      ageMin: '20',
      ageMax: '',
      wageMin: '50000',
      wageMax: '',
      page: 3,
      pageSize: 50,
      teamId: '',
      freeAgents: true,
    });
    expect(stateFromSearch(searchFromState(state))).toEqual(state);
    expect(searchFromState(EMPTY_STATE)).toBe('');
    expect(stateFromSearch('?sort=potential').sort).toBe('overall');
    // Free agents have no league or club to filter by.
    expect(requestQuery({ ...state, leagueId: '2' })).toMatchObject({
      freeAgents: 'true',
      leagueId: undefined,
      ageMin: 20,
      valueMax: undefined,
      wageMin: 50_000,
      wageMax: undefined,
    });
  });

  it('says when the search fails', async () => {
    fakeApi({ '/api/players/search?dir=desc&page=1&pageSize=25&sort=overall': { status: 500, body: { message: 'boom' } } });
    renderWithClient(<PlayerDatabasePage />);
    await waitFor(() => expect(screen.getByText('Failed to fetch players.')).toBeInTheDocument());
  });

  it('shows the server’s words when it refuses the search', async () => {
    window.history.replaceState(null, '', '/players?ageMin=30&ageMax=20');
    fakeApi({
      '/api/players/search?ageMax=20&ageMin=30&dir=desc&page=1&pageSize=25&sort=overall': {
        status: 400,
        body: { message: 'Minimum age must not be above the maximum' },
      },
      '/api/teams?leagueId=0': [],
    });
    renderWithClient(<PlayerDatabasePage />);
    expect(await screen.findByText('Minimum age must not be above the maximum')).toBeInTheDocument();
    expect(screen.queryByText('Failed to fetch players.')).not.toBeInTheDocument();
  });
});
