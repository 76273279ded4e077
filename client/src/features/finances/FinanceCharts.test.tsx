import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seasonBooks } from '../../test/economy-fixtures';
import { BudgetLineChart, MatchdayFlowChart } from './FinanceCharts';

describe('finance charts', () => {
  it("shows the hovered matchday's income, wages and other costs, and hides them when the pointer leaves", () => {
    render(<MatchdayFlowChart books={seasonBooks} />);
    const svg = screen.getByTestId('books-chart').querySelector('svg')!;
    // The bars of matchday 2 sit in the middle of the plot (52 px to 326 px at the fallback width).
    fireEvent.pointerMove(svg, { clientX: 189 });
    expect(screen.getByText('Matchday 2')).toBeInTheDocument();
    expect(screen.getByText('Income: €110,000')).toBeInTheDocument();
    expect(screen.getByText('Other costs: €95,000')).toBeInTheDocument();
    fireEvent.pointerLeave(svg);
    expect(screen.queryByText('Matchday 2')).toBeNull();
  });

  it('shows the projected end when the pointer reaches the season end', () => {
    render(<BudgetLineChart books={seasonBooks} />);
    fireEvent.pointerDown(screen.getByTestId('budget-chart').querySelector('svg')!, { clientX: 330 });
    expect(screen.getByText('Matchday 30')).toBeInTheDocument();
    expect(screen.getByText('Projected: €7,300,000')).toBeInTheDocument();
  });

  it("fits a phone's card: labels inside the chart's width", () => {
    render(<BudgetLineChart books={seasonBooks} />);
    const svg = screen.getByTestId('budget-chart').querySelector('svg')!;
    expect(svg.getAttribute('width')).toBe('340');
    const xs = [...svg.querySelectorAll('[data-axis="x"] text')].map((t) => Number(t.getAttribute('x')));
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(52);
    expect(Math.max(...xs)).toBeLessThanOrEqual(340 - 14);
  });
});
