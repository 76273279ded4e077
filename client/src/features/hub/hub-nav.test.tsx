import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithClient } from '../../test/render';
import { HubNav } from './HubNav';
import { HUB_TABS } from './tabs';

const wide = (matches: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));

afterEach(() => vi.unstubAllGlobals());

describe('the hub bar', () => {
  it('reaches every one of the ten tabs on a phone: four in the bar, the other six and the rules under More', () => {
    wide(false);
    const onGo = vi.fn();
    renderWithClient(<HubNav active="finances" pendingOfficeItems={2} onGo={onGo} />);
    const bar = screen.getByRole('navigation', { name: 'Hub' });
    const inBar = within(bar)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(inBar).toEqual(['Dashboard', 'Office2', 'Schedule', 'Standings', 'More']);
    expect(within(bar).getByLabelText('2 unread')).toBeInTheDocument();
    // Finances lives under More: More is marked as the current place.
    expect(within(bar).getByRole('button', { name: 'More' })).toHaveAttribute('aria-current', 'page');
    const reached = new Set<string>(['dashboard', 'office', 'schedule', 'standings']);
    for (const tab of HUB_TABS.filter((t) => !reached.has(t.id))) {
      fireEvent.click(within(bar).getByRole('button', { name: 'More' }));
      const sheet = screen.getByRole('dialog', { name: 'More' });
      fireEvent.click(within(sheet).getByRole('button', { name: tab.label }));
      expect(onGo).toHaveBeenLastCalledWith(tab.id);
      reached.add(tab.id);
    }
    expect(reached.size).toBe(10);
    fireEvent.click(within(bar).getByRole('button', { name: 'More' }));
    expect(within(screen.getByRole('dialog', { name: 'More' })).getByRole('link', { name: 'Rules' })).toHaveAttribute('href', '/rules');
  });

  it('shows all ten tabs on a wider screen', () => {
    wide(true);
    renderWithClient(<HubNav active="dashboard" pendingOfficeItems={0} onGo={() => undefined} />);
    expect(within(screen.getByRole('navigation', { name: 'Hub' })).getAllByRole('button')).toHaveLength(10);
  });
});
