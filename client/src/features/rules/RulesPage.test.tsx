import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  AGEING_YEARS_PER_SEASON,
  EARLY_RETIREMENT_CHANCE,
  EUROPEAN_BETTER_SEED_HOME_GAMES,
  EUROPEAN_CUP_TEAMS,
  LEAGUE_MATCHDAYS,
  LEAGUE_TEAMS,
  QUARTERS,
  QUARTER_SECONDS,
  SKILL_KEYS,
} from '@hardwood/shared';
import { RulesPage } from './RulesPage';

describe('the rules page', () => {
  it('states the figures of the shared rules table, not copies of them', () => {
    const { container } = render(<RulesPage />);
    const text = container.textContent ?? '';
    expect(text).toContain(`${LEAGUE_TEAMS} teams and ${LEAGUE_MATCHDAYS} matchdays`);
    expect(text).toContain(`${QUARTERS} quarters of ${QUARTER_SECONDS / 60} minutes`);
    expect(text).toContain(`${SKILL_KEYS.length} skills`);
    expect(text).toContain(`best ${EUROPEAN_CUP_TEAMS} clubs`);
    expect(text).toContain(`games ${EUROPEAN_BETTER_SEED_HOME_GAMES.slice(0, -1).join(', ')} and ${EUROPEAN_BETTER_SEED_HOME_GAMES.at(-1)} at the better seed`);
    expect(text).toContain(`some from ${Math.min(...Object.keys(EARLY_RETIREMENT_CHANCE).map(Number))}`);
    expect(text).toContain(AGEING_YEARS_PER_SEASON === 1 ? 'ages a year' : `ages ${AGEING_YEARS_PER_SEASON} years`);
    // Ordinals read right whatever the number.
    expect(text).not.toMatch(/\b(1|2|3|21|22|23)th\b/);
  });
});
