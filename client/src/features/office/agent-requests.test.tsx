import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatEuros, routeUrl, ROUTES, seasonWage, type AgentRequest } from '@hardwood/shared';
import { player } from '../../test/fixtures';
import { fakeApi, renderWithClient } from '../../test/render';
import { AgentRequestsPanel } from './OfficePanels';

describe('the agent requests panel', () => {
  it('states a raise in wages a season, as every other screen does', async () => {
    const request: AgentRequest = {
      id: 'a1',
      player: player('p1', 'SG', 74, { name: 'Raise Ray' }),
      requestType: 'salary_increase',
      status: 'pending',
      currentSalary: 4_000,
      requestedSalary: 6_000,
      currentSeasonWage: seasonWage(4_000),
      requestedSeasonWage: seasonWage(6_000),
      description: 'Raise Ray wants more.',
      refusal: {
        accepted: false,
        reasons: [{ factor: 'money', label: 'His pay is short of his ask', weight: 1 }],
        wouldChange: [`an offer of at least ${formatEuros(seasonWage(6_000))} a season`],
      },
    };
    fakeApi({ [routeUrl(ROUTES.office.agentRequests, {})]: [request] });
    renderWithClient(<AgentRequestsPanel />);
    const card = await screen.findByTestId('agent-request');
    expect(card).toHaveTextContent(`${formatEuros(seasonWage(4_000))} → ${formatEuros(seasonWage(6_000))} a season`);
    expect(card).not.toHaveTextContent('a matchday');
    // Why his agent knocks, by weight, and what would settle it.
    const why = within(card).getByTestId('refusal-reasons');
    expect(why).toHaveTextContent('Why he asks');
    expect(within(why).getByRole('meter', { name: 'Money: share of his refusal' })).toHaveAttribute('aria-valuenow', '100');
    expect(why).toHaveTextContent(`an offer of at least ${formatEuros(seasonWage(6_000))} a season`);
  });
});
