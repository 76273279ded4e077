import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { LiveMatchView } from '@hardwood/shared';
import { livePlayer, liveTeam, liveView } from '../../test/fixtures';
import { SubstitutionPanel } from './SubstitutionPanel';

const view = (managed: boolean): LiveMatchView =>
  liveView(
    liveTeam('home', [livePlayer('home6', { name: 'home sixth man', position: 'SG' })], { managed }),
    liveTeam('away', [livePlayer('away6', { name: 'away sixth man', position: 'SG' })]),
    { status: 'paused' },
  );

describe('the substitutions panel', () => {
  it('heads its two lists with the spec’s words, Starting Five and Bench Players', () => {
    render(<SubstitutionPanel view={view(true)} send={vi.fn()} />);
    const groups = screen.getAllByRole('group');
    expect(groups.map((g) => g.querySelector('legend')?.textContent)).toEqual(['Starting Five', 'Bench Players']);
    expect(within(screen.getByRole('group', { name: 'Starting Five' })).getAllByTestId('sub-out')).toHaveLength(5);
    expect(within(screen.getByRole('group', { name: 'Bench Players' })).getAllByTestId('sub-in')).toHaveLength(1);
  });

  it('shows the view-only words when neither team is the manager’s', () => {
    render(<SubstitutionPanel view={view(false)} send={vi.fn()} />);
    expect(screen.getByText('View Only - Teams Controlled by AI')).toBeInTheDocument();
    expect(screen.queryByText('Starting Five')).not.toBeInTheDocument();
  });
});
