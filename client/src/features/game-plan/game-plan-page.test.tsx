import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GAME_PLAN_LIMITS, gamePlanPreset, type GamePlan, type GamePlans } from '@hardwood/shared';
import { fakeApi, renderWithClient } from '../../test/render';
import { player } from '../../test/fixtures';
import { GamePlanPage } from './GamePlanPage';

const NO_PLANS: GamePlans = { defaultPlan: null, nextMatch: null, autopilot: { mode: 'off', idleMinutes: null } };
const ROSTER = [player('p1', 'PG', 80, { name: 'Ada Guard' }), player('p2', 'C', 75, { name: 'Bo Centre' })];

function api(
  plans: GamePlans,
  save: (body: unknown) => unknown = (body) => ({ ...plans, defaultPlan: (body as { plan: GamePlan }).plan }),
) {
  return fakeApi({ 'GET /api/game-plan': plans, '/api/players/roster': ROSTER, 'PUT /api/game-plan': save });
}
const puts = (calls: ReturnType<typeof fakeApi>['calls']) => calls.filter((c) => c.method === 'PUT');
const ruleCard = (n: number) => screen.getByRole('listitem', { name: `Rule ${n}` });

afterEach(() => vi.unstubAllGlobals());

describe('the game plan editor', () => {
  it('starts empty, loads a preset, edits a rule in plain words, refuses a bad value naming the rule, and saves the plan', async () => {
    const { calls } = api(NO_PLANS);
    renderWithClient(<GamePlanPage />);
    expect(await screen.findByText('No game plan yet')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Use the Protect a lead preset' }));
    expect(within(ruleCard(2)).getByTestId('rule-words')).toHaveTextContent(
      'Rule 2. Ahead by 10 or more in the 4th quarter: slow pace, man-to-man, run the clock',
    );

    // A lead beyond the limit: the same message the server gives, naming the rule, and Save waits.
    const least = within(ruleCard(2)).getByLabelText('Ahead by at least');
    fireEvent.change(least, { target: { value: String(GAME_PLAN_LIMITS.maxMargin + 10) } });
    expect(within(ruleCard(2)).getByRole('alert')).toHaveTextContent(
      `Rule 2 (Ahead by ${GAME_PLAN_LIMITS.maxMargin + 10} or more in the 4th quarter): lead must be between 1 and ${GAME_PLAN_LIMITS.maxMargin}`,
    );
    const save = screen.getByRole('button', { name: 'Save as my default' });
    expect(save).toBeDisabled();

    fireEvent.change(least, { target: { value: '12' } });
    fireEvent.change(within(ruleCard(2)).getByLabelText('Pace'), { target: { value: 'suited' } });
    expect(within(ruleCard(2)).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(ruleCard(2)).getByTestId('rule-words')).toHaveTextContent(
      'Ahead by 12 or more in the 4th quarter: pace to suit the matchup, man-to-man, run the clock',
    );
    fireEvent.change(screen.getByLabelText('Minutes for Ada Guard'), { target: { value: '32' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Bo Centre closes games' }));

    expect(save).toBeEnabled();
    fireEvent.click(save);
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    const expected = gamePlanPreset('protect-a-lead');
    const rule = expected.rules[1];
    if (!rule) throw new Error('the preset has a second rule');
    rule.when.leadAtLeast = 12;
    rule.then = [
      { type: 'tactics', pace: 'suited', defense: 'man-to-man' },
      { type: 'instruction', instruction: 'run-clock', on: true },
    ];
    expected.rotation.minutes = { p1: 32 };
    expected.rotation.closers = ['p2'];
    expect(puts(calls)[0]?.body).toEqual({ scope: 'default', plan: expected });
  });

  it("shows the server's refusal beside Save", async () => {
    const message = 'Rule 1 (All game): it does nothing: give it at least one action';
    api({ ...NO_PLANS, defaultPlan: gamePlanPreset('balanced') }, () => ({ status: 400, body: { message } }));
    renderWithClient(<GamePlanPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Save as my default' }));
    expect(await screen.findByTestId('save-error')).toHaveTextContent(message);
  });

  it('adds, moves with buttons a keyboard reaches, and removes rules; saves for the next match only', async () => {
    const { calls } = api({ ...NO_PLANS, defaultPlan: gamePlanPreset('balanced') });
    renderWithClient(<GamePlanPage />);
    await screen.findByRole('listitem', { name: 'Rule 2' });
    fireEvent.click(screen.getByRole('button', { name: '+ Add a rule' }));
    // A new rule does nothing yet: it says so.
    expect(within(ruleCard(3)).getByRole('alert')).toHaveTextContent('Rule 3 (All game): it does nothing: give it at least one action');
    fireEvent.change(within(ruleCard(3)).getByLabelText('Score'), { target: { value: 'behind' } });
    fireEvent.change(within(ruleCard(3)).getByLabelText('Behind by at least'), { target: { value: '8' } });
    fireEvent.change(within(ruleCard(3)).getByLabelText('Defence'), { target: { value: 'full-court-press' } });
    const words = () => screen.getAllByTestId('rule-words').map((w) => w.textContent);
    expect(words()[2]).toBe('Rule 3. Behind by 8 or more: full-court press');

    const up = screen.getByRole('button', { name: 'Move rule 3 up' });
    up.focus();
    expect(up).toHaveFocus();
    fireEvent.click(up);
    expect(words()[1]).toBe('Rule 2. Behind by 8 or more: full-court press');
    // The focus stays with the moved rule, on its own button, for the next press.
    expect(screen.getByRole('button', { name: 'Move rule 2 up' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Move rule 2 up' }));
    // At the top its up button is disabled: the focus goes to its down button.
    expect(screen.getByRole('button', { name: 'Move rule 1 down' })).toHaveFocus();
    expect(words()[0]).toBe('Rule 1. Behind by 8 or more: full-court press');
    fireEvent.click(screen.getByRole('button', { name: 'Move rule 1 down' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove rule 1' }));
    expect(words()).toEqual(['Rule 1. Behind by 8 or more: full-court press', expect.stringContaining('Rule 2. Behind by up to 6')]);

    fireEvent.click(screen.getByRole('radio', { name: /Only the next match/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save for the next match' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    const body = puts(calls)[0]?.body as { scope: string; plan: GamePlan };
    expect(body.scope).toBe('next-match');
    expect(body.plan.rules.map((r) => r.id)).toEqual(['rule-3', 'foul-late']);
  });

  it('saves the autopilot choice with its idle minutes', async () => {
    const { calls } = api(NO_PLANS, (body) => ({ ...NO_PLANS, autopilot: (body as { autopilot: GamePlans['autopilot'] }).autopilot }));
    renderWithClient(<GamePlanPage />);
    const group = await screen.findByRole('radiogroup', { name: 'Autopilot' });
    expect(within(group).getByText(/nobody takes over/)).toBeInTheDocument();
    fireEvent.click(within(group).getByRole('radio', { name: /The AI after idle minutes/ }));
    fireEvent.change(screen.getByLabelText('Idle game minutes'), { target: { value: '8' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save autopilot' }));
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]?.body).toEqual({ scope: 'autopilot', autopilot: { mode: 'ai-after', idleMinutes: 8 } });
  });

  it('shows a loading state while the plans come', () => {
    fakeApi({ 'GET /api/game-plan': () => new Promise(() => undefined), '/api/players/roster': ROSTER });
    renderWithClient(<GamePlanPage />);
    expect(screen.getByText('Loading your game plan…')).toBeInTheDocument();
  });
});
