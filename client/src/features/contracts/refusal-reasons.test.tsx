import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RefusalExplanation } from '@hardwood/shared';
import { RefusalReasons } from './RefusalReasons';

const refused: RefusalExplanation = {
  accepted: false,
  reasons: [
    { factor: 'morale', label: 'His morale is Poor (30)', weight: 0.6 },
    { factor: 'club', label: 'The club is 11th of 16 and has won 1 of its last 5', weight: 0.25 },
    { factor: 'role', label: 'He is a bench player', weight: 0.15 },
  ],
  wouldChange: [
    'his morale at 50 or more (now 30)',
    'better results: the club is 11th of 16 and has won 1 of its last 5',
    'a starting role: more minutes in the next games',
  ],
};

describe('why he said no', () => {
  it('shows each reason with its share as a bar, heaviest first, and what would change his mind', () => {
    render(<RefusalReasons refusal={refused} />);
    const block = screen.getByTestId('refusal-reasons');
    expect(within(block).getByRole('heading', { name: 'Why he said no' })).toBeInTheDocument();
    const meters = within(block).getAllByRole('meter');
    expect(meters.map((m) => m.getAttribute('aria-valuenow'))).toEqual(['60', '25', '15']);
    expect(meters[0]).toHaveAccessibleName('Morale: share of his refusal');
    expect(within(block).getByText('60%')).toBeInTheDocument();
    expect(within(block).getByText(/The club is 11th of 16/)).toBeInTheDocument();
    const levers = within(block).getByRole('list', { name: 'What would change his mind' });
    expect(
      within(levers)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(refused.wouldChange);
  });

  it('shows nothing when he agreed or nothing was explained', () => {
    const { container } = render(
      <>
        <RefusalReasons refusal={{ accepted: true, reasons: [], wouldChange: [] }} />
        <RefusalReasons refusal={null} />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('names the block as the caller asks, for a refusal not yet given', () => {
    render(<RefusalReasons refusal={refused} title="Why he would say no" />);
    expect(screen.getByRole('heading', { name: 'Why he would say no' })).toBeInTheDocument();
  });
});
