import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AI_SUBSTITUTION_CHECK_SECONDS, GAME_PLAN_LIMITS, GAME_PLAN_PRESETS, LATE_GAME } from '@hardwood/shared';
import { RulesPage } from './RulesPage';

describe('the rules page on game plans', () => {
  it('explains plans, the autopilot, the late-game instructions and the substitution windows with the table’s figures', () => {
    render(<RulesPage />);
    expect(screen.getByRole('link', { name: 'Game plans and autopilot' })).toHaveAttribute('href', '#game-plans');
    const section = screen.getByRole('region', { name: 'Game plans and autopilot' });
    const text = section.textContent ?? '';
    expect(text).toContain(`up to ${GAME_PLAN_LIMITS.maxRules} rules by situation`);
    expect(text).toContain(`(${GAME_PLAN_LIMITS.minEnergy} to ${GAME_PLAN_LIMITS.maxEnergy})`);
    expect(text).toContain(`up to ${GAME_PLAN_LIMITS.maxClosers} closers`);
    expect(text).toContain(`run of ${GAME_PLAN_LIMITS.minOpponentRun} to ${GAME_PLAN_LIMITS.maxOpponentRun} unanswered points`);
    for (const preset of GAME_PLAN_PRESETS) expect(text).toContain(preset.label.toLowerCase());
    // Who coaches: the absent manager's plan; a present manager only by his own choice.
    expect(text).toContain('Your default plan coaches every game you do not watch');
    expect(text).toContain('A manager who watches is never replaced, unless he chose the autopilot');
    // The instructions and when they apply.
    expect(text).toContain(`when behind in the last ${LATE_GAME.foulWindow / 60} minutes of the game`);
    expect(text).toContain(`when the margin is ${LATE_GAME.restMinMargin} or more either way`);
    expect(text).toContain(`runs the clock ahead in the last ${LATE_GAME.runClockSeconds / 60} minutes`);
    // The substitution windows.
    expect(text).toContain('Substitutions are made only while the clock is stopped');
    expect(text).toContain(
      `at most once every ${AI_SUBSTITUTION_CHECK_SECONDS} seconds a side and ${LATE_GAME.substitutionWave} players at a time`,
    );
    expect(within(section).getAllByRole('listitem').length).toBeGreaterThanOrEqual(6);
  });
});
