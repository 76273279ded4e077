import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CSV_COLUMNS, type EditorPlayer, type EditorTeam } from '@hardwood/shared';
import { fakeApi, renderWithClient } from '../../../test/render';
import { formErrors, formOf, nationalities, searchWorld } from './editor-logic';
import { PlayerEditor } from './PlayerEditor';

const p = (id: string, name: string, extra: Partial<EditorPlayer> = {}): EditorPlayer => ({
  id,
  teamId: 't1',
  name,
  position: 'PG',
  age: 24,
  height: 190,
  weight: 88,
  nationality: 'Italy',
  avatarUrl: null,
  potential: 80,
  overallRating: 70,
  marketValue: 400_000,
  shooting: 70,
  threePoint: 70,
  passing: 70,
  defense: 70,
  rebounding: 70,
  athletics: 70,
  basketballIQ: 70,
  ...extra,
});
const world: EditorTeam[] = [
  { teamName: 'Lions', teamId: 't1', players: [p('a1', 'Ada Rossi'), p('a2', 'Bo Bianchi', { nationality: 'Narnia' })] },
  { teamName: 'Free Agents', teamId: null, players: [p('f1', 'Cy Verdi')] },
];
const row = (id: string, name: string) =>
  CSV_COLUMNS.map((c) =>
    c === 'id'
      ? id
      : c === 'name'
        ? name
        : c === 'position'
          ? 'PG'
          : c === 'nationality'
            ? 'Italy'
            : c === 'avatarUrl' || c === 'teamName'
              ? ''
              : '50',
  ).join(',');

describe('player editor logic', () => {
  it('reports the messages by field', () => {
    const values = formOf(world[0]!.players[0]!);
    expect(formErrors(values)).toEqual({});
    expect(formErrors({ ...values, name: '', nationality: '', age: 17 })).toMatchObject({
      name: 'Name is required',
      nationality: 'Nationality is required',
      age: expect.stringContaining('18'),
    });
  });

  it('searches by player or team and lists every nationality once, sorted', () => {
    expect(searchWorld(world, 'bianchi').map((t) => t.players.map((x) => x.id))).toEqual([['a2']]);
    expect(searchWorld(world, 'free')[0]?.players).toHaveLength(1);
    const list = nationalities(world);
    expect(list).toContain('Narnia');
    expect([...list].sort((a, b) => a.localeCompare(b))).toEqual(list);
    expect(list.length).toBeGreaterThan(55);
  });
});

describe('PlayerEditor CSV import', () => {
  it('imports a CSV in one request and shows the summary toast', async () => {
    const { calls } = fakeApi({
      '/api/settings/players': world,
      'POST /api/settings/players/import': (body: unknown) => ({
        updated: (body as { rows: unknown[] }).rows.length - 1,
        failed: 1,
        errors: [{ id: 'zz', message: 'Player not found' }],
      }),
    });
    renderWithClient(<PlayerEditor />);
    await screen.findByText(/Ada Rossi/, { selector: 'option' }, { timeout: 5000 });
    const csv = [CSV_COLUMNS.join(','), row('a1', 'Ada Rossi'), row('a2', 'Bo Bianchi'), row('zz', 'Nobody'), row('a3', '')].join('\n');
    fireEvent.change(screen.getByLabelText('CSV file to import'), {
      target: { files: [new File([csv], 'players.csv', { type: 'text/csv' })] },
    });
    // Three rows sent (the nameless one fails in the file): two updated, one failed on the server, one in the file.
    expect(await screen.findByText('2 players updated successfully. 2 failed.')).toBeInTheDocument();
    const sent = calls.filter((c) => c.method === 'POST');
    expect(sent).toHaveLength(1);
    expect((sent[0]?.body as { rows: unknown[] }).rows).toHaveLength(3);
  });

  it('refuses a file that is not a CSV, sending nothing', async () => {
    const { calls } = fakeApi({ '/api/settings/players': world });
    renderWithClient(<PlayerEditor />);
    await screen.findByText(/Ada Rossi/, { selector: 'option' }, { timeout: 5000 });
    fireEvent.change(screen.getByLabelText('CSV file to import'), { target: { files: [new File(['x'], 'players.xlsx')] } });
    expect(await screen.findByText('Please select a CSV file')).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0));
  });
});

describe('PlayerEditor new-player form', () => {
  it('starts from the defaults of a new player and asks for a player on save', async () => {
    const { calls } = fakeApi({ '/api/settings/players': world });
    renderWithClient(<PlayerEditor />);
    await screen.findByText(/Ada Rossi/, { selector: 'option' }, { timeout: 5000 });
    const form = screen.getByRole('form', { name: 'New player' });
    expect(within(form).getByLabelText('Age')).toHaveValue(20);
    expect(within(form).getByLabelText('Height (cm)')).toHaveValue(185);
    expect(within(form).getByLabelText('Weight (kg)')).toHaveValue(85);
    expect(within(form).getByLabelText('Potential')).toHaveValue(75);
    for (const slider of within(form).getAllByRole('slider')) expect(slider).toHaveValue('50');
    // The preview's fallback initials before a name is typed.
    expect(within(form).getByTestId('avatar')).toHaveTextContent('PL');
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Nico Bruni' } });
    expect(within(form).getByTestId('avatar')).toHaveTextContent('NB');
    fireEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect((await screen.findAllByText('Please select a player to edit.')).length).toBeGreaterThan(1);
    expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });
});
