import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PlayerProfile } from '@hardwood/shared';
import { DevelopmentCard } from './DevelopmentCard';
import { developmentGeometry } from './development-chart';

const lines: PlayerProfile['development'] = [
  { season: 1, seasonName: '2025-26', ageAtSeason: 21, from: 60, to: 64, age: 3, minutes: 2, training: 0, draw: -1, current: false },
  { season: 2, seasonName: '2026-27', ageAtSeason: 22, from: 64, to: 66, age: 2, minutes: 0, training: 1, draw: -1, current: true },
];

describe('the development card', () => {
  it('writes a line per season, newest first, with its parts and the proper minus sign', () => {
    render(<DevelopmentCard lines={lines} />);
    const items = within(screen.getByTestId('development-lines')).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      '2026-27 (so far): +2: age 22 +2, training +1, draw −1',
      '2025-26: +4: age 21 +3, minutes +2, draw −1',
    ]);
    expect(screen.getByRole('img', { name: /^Development by season: 2025-26: \+4: age 21 \+3/ })).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Development legend' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Age', 'Minutes', 'Training', 'Draw']);
  });

  it('stacks gains above the zero line and losses below it, to scale', () => {
    const g = developmentGeometry(lines, 320, 120);
    const [first] = g.bars;
    if (!first) throw new Error('no bar');
    const draw = first.segments.find((s) => s.part === 'draw');
    const age = first.segments.find((s) => s.part === 'age');
    expect(draw?.y).toBe(g.zeroY);
    expect((age?.y ?? 0) + (age?.height ?? 0)).toBeLessThanOrEqual(g.zeroY);
    expect((age?.height ?? 0) / 3).toBeCloseTo((draw?.height ?? 0) / 1, 0);
    expect(first.change).toBe(4);
  });

  it('shows nothing without a season', () => {
    const { container } = render(<DevelopmentCard lines={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
