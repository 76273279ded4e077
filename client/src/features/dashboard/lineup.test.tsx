import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { player } from '../../test/fixtures';
import { fakeApi, renderWithClient } from '../../test/render';
import { LineupPanel } from './LineupPanel';

const roster = [
  player('pg', 'PG', 80),
  player('sg', 'SG', 78),
  player('sf', 'SF', 76),
  player('pf', 'PF', 74),
  player('c', 'C', 72),
  player('loan', 'C', 90, { isOnLoan: true }),
  player('hurt', 'PG', 88),
  player('bench', 'SF', 60),
];
const saved = { pgId: 'pg', sgId: 'sg', sfId: 'sf', pfId: 'pf', cId: 'c' };

function api(lineup: Record<string, string>) {
  return fakeApi({
    '/api/players/roster': roster,
    '/api/players/injured-ids': ['hurt'],
    '/api/starting-lineup': lineup,
    'PUT /api/starting-lineup': (body: unknown) => body,
  });
}

describe('starting lineup panel', () => {
  it('saves a valid lineup', async () => {
    const { calls } = api(saved);
    renderWithClient(<LineupPanel onManageRoster={() => undefined} />);
    expect(await screen.findByRole('combobox', { name: 'PG player' })).toHaveTextContent('Player pg (PG, 80)');
    fireEvent.click(screen.getByRole('button', { name: 'Save Lineup' }));
    expect(await screen.findByText('Starting Lineup Updated')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual(saved);
  });

  it('refuses a player in two slots and flags a player out of position', async () => {
    const { calls } = api({ ...saved, sfId: 'sg' });
    renderWithClient(<LineupPanel onManageRoster={() => undefined} />);
    expect(await screen.findByRole('combobox', { name: 'SF player' })).toHaveTextContent('Player sg (SG, 78)');
    expect(screen.getByText('(Out of Position)')).toBeInTheDocument(); // the SG at small forward
    fireEvent.click(screen.getByRole('button', { name: 'Save Lineup' }));
    expect(await screen.findAllByText('A player cannot occupy two positions.')).not.toHaveLength(0);
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('refuses loaned and injured players and auto-assigns around them', async () => {
    const { calls } = api({ ...saved, cId: 'loan', pgId: 'hurt' });
    renderWithClient(<LineupPanel onManageRoster={() => undefined} />);
    expect(await screen.findByRole('combobox', { name: 'C player' })).toHaveTextContent('Player loan (C, 90)');
    fireEvent.click(screen.getByRole('button', { name: 'Save Lineup' }));
    expect(await screen.findAllByText('Loaned and injured players cannot be selected.')).not.toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Auto-Assign' }));
    expect(await screen.findByText('Lineup Auto-Assigned')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save Lineup' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual(saved));
  });
});
