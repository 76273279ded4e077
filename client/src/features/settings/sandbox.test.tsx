import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EditorPlayer, EditorTeam } from '@hardwood/shared';
import { user } from '../../test/fixtures';
import { fakeApi, renderWithClient } from '../../test/render';
import { SANDBOX_CHANGES } from './SandboxGate';
import { SettingsTab } from './SettingsTab';

const hidden: EditorPlayer = {
  id: 'a1',
  teamId: 't9',
  name: 'Rival Star',
  position: 'SF',
  age: 27,
  height: 200,
  weight: 95,
  nationality: 'Italy',
  avatarUrl: null,
  potential: null,
  overallRating: 78,
  marketValue: 600_000,
  shooting: 78,
  threePoint: 78,
  passing: 78,
  defense: 78,
  rebounding: 78,
  athletics: 78,
  basketballIQ: 78,
};
const world: EditorTeam[] = [{ teamName: 'Rivals', teamId: 't9', players: [hidden] }];

describe('the editor is a sandbox tool', () => {
  it('says what it changes before it opens, and loads nothing until the manager agrees', async () => {
    const { calls } = fakeApi({ '/api/settings/players': world });
    renderWithClient(<SettingsTab user={user} />);
    expect(screen.getByTestId('sandbox-gate')).toBeInTheDocument();
    expect(calls.some((c) => c.url.includes('/api/settings/players'))).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Open the Player Editor' }));
    const confirm = screen.getByRole('dialog', { name: 'Open the player editor?' });
    for (const line of SANDBOX_CHANGES) expect(within(confirm).getByText(line)).toBeInTheDocument();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('sandbox-gate')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Open the Player Editor' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Open the editor' }));
    expect(await screen.findByRole('heading', { name: 'Player Editor' })).toBeInTheDocument();
  });

  it('keeps a hidden potential hidden and out of the saved edit, so the stored one stays', async () => {
    const { calls } = fakeApi({
      '/api/settings/players': world,
      'PUT /api/settings/player/a1': { ...hidden, potential: 81, name: 'Rival Star II' },
    });
    renderWithClient(<SettingsTab user={user} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open the Player Editor' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Open the editor' }));
    fireEvent.change(await screen.findByRole('combobox', { name: 'Player' }), { target: { value: 'a1' } });
    expect(await screen.findByTestId('potential-hidden')).toHaveValue('Hidden');
    expect(screen.queryByText('81')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Player updated successfully!')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toMatchObject({ name: 'Rival Star' });
    expect(put?.body).not.toHaveProperty('potential');
  });

  it('opens at once in a career that is already a sandbox', async () => {
    fakeApi({ '/api/settings/players': world });
    renderWithClient(<SettingsTab user={{ ...user, editorUsed: true }} />);
    expect(screen.queryByTestId('sandbox-gate')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Player Editor' })).toBeInTheDocument();
  });
});
