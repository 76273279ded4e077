import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SwipePanes } from './SwipePanes';

const panes = [
  { id: 't-feed', label: 'Live feed', content: <p>Pérez hits a three</p> },
  { id: 't-details', label: 'Box score & more', content: <p>Box score table</p> },
];

describe('swipeable panes (phones)', () => {
  it('shows both panes side by side and says which one is in view', () => {
    render(<SwipePanes panes={panes} label="Match feed and details" />);
    expect(screen.getByText('Pérez hits a three')).toBeTruthy();
    expect(screen.getByText('Box score table')).toBeTruthy();
    const [feed, details] = screen.getAllByRole('tab');
    expect(feed?.getAttribute('aria-selected')).toBe('true');
    expect(details?.getAttribute('aria-selected')).toBe('false');
    expect(screen.getByText('Swipe for box score & more')).toBeTruthy();
  });

  it('moves to another pane on a tap and with the arrow keys, keeping one tab in the tab order', () => {
    render(<SwipePanes panes={panes} label="Match feed and details" />);
    const [feed, details] = screen.getAllByRole('tab') as [HTMLElement, HTMLElement];
    fireEvent.click(details);
    expect(details.getAttribute('aria-selected')).toBe('true');
    expect(details.tabIndex).toBe(0);
    expect(feed.tabIndex).toBe(-1);
    fireEvent.keyDown(details, { key: 'ArrowRight' });
    expect(feed.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(feed);
    fireEvent.keyDown(feed, { key: 'ArrowLeft' });
    expect(details.getAttribute('aria-selected')).toBe('true');
  });
});
