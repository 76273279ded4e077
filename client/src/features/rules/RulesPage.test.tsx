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
import * as shared from '@hardwood/shared';
import { PRO_TIPS } from '../processing/tips';
import { RulesPage } from './RulesPage';

/** Every number the shared module exports (constants, tables, bands), however deep. */
function tableNumbers(value: unknown, out: Set<number>, depth = 0): Set<number> {
  if (typeof value === 'number' && Number.isFinite(value)) out.add(value);
  else if (value && typeof value === 'object' && depth < 4) for (const v of Object.values(value)) tableNumbers(v, out, depth + 1);
  return out;
}

/** The ways the page writes a table figure: as is, as a percentage, in thousands or millions, as euros, as "one in n". */
function writtenForms(n: number): string[] {
  const forms = [n, n * 100, n / 1000, n / 1_000_000, 1 / n, (n - 1) * 100, -n * 100].flatMap((x) => [
    String(Math.round(x)),
    String(Number(x.toFixed(1))),
    x.toFixed(1),
    x.toFixed(3),
  ]);
  return [...forms, shared.formatEuros(n).replace('€', '')];
}

const NUMBER = /\d+(?:,\d{3})*(?:\.\d+)?/g;

describe('the rules page', () => {
  it('states the figures of the shared rules table, not copies of them', () => {
    const { container } = render(<RulesPage />);
    const text = container.textContent ?? '';
    expect(text).toContain(`${LEAGUE_TEAMS} teams and ${LEAGUE_MATCHDAYS} matchdays`);
    expect(text).toContain(`${QUARTERS} quarters of ${QUARTER_SECONDS / 60} minutes`);
    expect(text).toContain(`${SKILL_KEYS.length} skills`);
    expect(text).toContain(`best ${EUROPEAN_CUP_TEAMS} clubs`);
    expect(text).toContain(
      `games ${EUROPEAN_BETTER_SEED_HOME_GAMES.slice(0, -1).join(', ')} and ${EUROPEAN_BETTER_SEED_HOME_GAMES.at(-1)} at the better seed`,
    );
    expect(text).toContain(`some from ${Math.min(...Object.keys(EARLY_RETIREMENT_CHANCE).map(Number))}`);
    expect(text).toContain(AGEING_YEARS_PER_SEASON === 1 ? 'ages a year' : `ages ${AGEING_YEARS_PER_SEASON} years`);
    // Ordinals read right whatever the number.
    expect(text).not.toMatch(/\b(1|2|3|21|22|23)th\b/);
  });

  it("states no figure that is not the rules table's, or a product of two of its figures", () => {
    const { container } = render(<RulesPage />);
    const numbers = [...tableNumbers(shared, new Set<number>())];
    const span = shared.marketValueSpan();
    const allowed = new Set([...numbers, ...numbers.flatMap((a) => numbers.map((b) => a * b)), span.min, span.max].flatMap(writtenForms));
    const stated = (container.textContent ?? '').match(NUMBER) ?? [];
    expect(stated.length).toBeGreaterThan(80);
    expect(stated.filter((figure) => !allowed.has(figure))).toEqual([]);
  });

  it("prints the engine's calibrations and the market-value formula's span from the table", () => {
    const { container } = render(<RulesPage />);
    const text = container.textContent ?? '';
    const precise = (fraction: number) => `${Number((fraction * 100).toFixed(1))} percent`;
    const span = shared.marketValueSpan();
    // The formula over ratings 25-95 and ages 18-40: about €30K to €1.02M.
    expect(span).toEqual({ min: 30_000, max: 1_020_000 });
    expect(text).toContain(`Market values run from ${shared.formatEuros(span.min)} to ${shared.formatEuros(span.max)}`);
    expect(text).toContain(
      `apply at ${Math.round(shared.HOME_ADVANTAGE_APPLIED_SHARE * 100)} percent of their face value, so home sides shoot about ${precise(shared.HOME_SHOOTING_EFFECT)}`,
    );
    expect(text).toContain(`he plays ${precise(shared.OUT_OF_POSITION_PENALTY * shared.OUT_OF_POSITION_APPLIED_SHARE)} below his level`);
    expect(text).toContain(
      `each at ${Math.round(shared.TACTIC_SHOOTING_APPLIED_SHARE * 100)} percent of its face value: inside shoots ${precise(shared.OFFENSE_EFFECTS.inside.shooting * shared.TACTIC_SHOOTING_APPLIED_SHARE)} better, perimeter ${precise(shared.OFFENSE_EFFECTS.perimeter.shooting * shared.TACTIC_SHOOTING_APPLIED_SHARE)}`,
    );
    expect(text).toContain(`raised by a further ${Math.round((shared.STEAL_TRIGGER_CALIBRATION - 1) * 100)} percent`);
    expect(text).toContain(
      `plays at his level down to ${shared.FATIGUE_EFFECT.freshFrom} energy, then loses ${precise(shared.FATIGUE_EFFECT.perPoint)} of his game for each point below it`,
    );
    expect(text).toContain(`a press tires it ${Math.round(shared.TACTIC_FATIGUE.defense['full-court-press'] * 100)} percent faster`);
    expect(text).toContain(`below ${shared.TURNOVER_IQ_PIVOT} raises his turnover chance by ${precise(1 / shared.TURNOVER_IQ_SPAN)}`);
    // The Pro Tip tells the same home court as the engine.
    expect(PRO_TIPS[0]).toContain(`about a ${Number((shared.HOME_SHOOTING_EFFECT * 100).toFixed(1))}% boost`);
    expect(PRO_TIPS.join(' ')).not.toMatch(/about a 5% boost/);
  });

  it('states the wage, contract, income, morale and sale rules from the rules table', () => {
    const { container } = render(<RulesPage />);
    const text = container.textContent ?? '';
    const pct = (fraction: number) => `${Math.round(fraction * 100)} percent`;
    const [shortest, longest] = [shared.CONTRACT_LENGTHS[0], shared.CONTRACT_LENGTHS.at(-1)];
    expect(text).toContain(`a season's wage is ${shared.SEASON_WAGE_GAMES} games' pay`);
    expect(text).toContain(`${shortest} to ${longest} seasons (${shared.CONTRACT_DEFAULT_LENGTH} unless you choose otherwise)`);
    expect(text).toContain(`up to ${pct(shared.WAGE_ASK_MORALE_SPAN)} more from a miserable player`);
    expect(text).toContain(`wages take at most ${pct(shared.WAGE_BUDGET_SHARE)} of the club's projected income`);
    expect(text).toContain(`From matchday ${shared.CONTRACT_EXPIRY_NOTICE_MATCHDAY} the office lists the contracts`);
    expect(text).toContain(`morale ${shared.RENEWAL.acceptMorale} or more always agrees`);
    expect(text).toContain(`${pct(shared.SEVERANCE_LATER_SEASONS_SHARE)} of each later season's`);
    // TV by league level: the richest league's deal, and Serie A2's.
    const acb = shared.LEAGUES.find((l) => l.name === 'Liga ACB');
    const a2 = shared.LEAGUES.find((l) => l.name === 'Serie A2');
    expect(text).toContain(`Liga ACB ${shared.formatEuros(shared.tvIncomePerGame(acb?.level ?? 0))}`);
    expect(text).toContain(`Serie A2 ${shared.formatEuros(shared.tvIncomePerGame(a2?.level ?? 0))}`);
    expect(text).not.toContain('Youth League €');
    expect(text).toContain(`${shared.formatEuros(shared.SPONSOR_INCOME_PER_STAR_PER_GAME)} per star of reputation per game`);
    expect(text).toContain(`take ${pct(shared.RUNNING_COSTS_SHARE)} of a club's projected income`);
    expect(text).toContain(
      `1st €${shared.formatShortMoney(shared.LEAGUE_PRIZE_BY_PLACE[0])}, 2nd €${shared.formatShortMoney(shared.LEAGUE_PRIZE_BY_PLACE[1])}`,
    );
    expect(text).toContain(`€${shared.formatShortMoney(shared.CUP_PRIZE.champion)} for the title`);
    expect(text).toContain(`moves ${pct(shared.MORALE_DRIFT_SHARE)} of the way toward his baseline`);
    expect(text).toContain(`The baseline starts at ${shared.MORALE_BASELINE.middle}`);
    expect(text).toContain(`lifts everyone's morale by ${shared.TEAM_MEETING.lift} or backfires by ${-shared.TEAM_MEETING.backfire}`);
    expect(text).toContain(`Praise lifts him by ${shared.PLAYER_TALK.praise.lift}`);
    expect(text).toContain(
      `at least ${shared.PLAYING_TIME_PROMISE.minutes} minutes a game on average over his next ${shared.PLAYING_TIME_PROMISE.games} games`,
    );
    expect(text).toContain(`waits ${shared.AGENT_REJECT_COOLDOWN_MATCHDAYS} matchdays before asking again`);
    // Sales: offered only when they can happen, then the page's rate.
    expect(text).toContain(
      `A sale is offered only when some club that needs his position can afford him and your squad keeps at least ${shared.MIN_ELIGIBLE_AFTER_SALE} fit players`,
    );
    expect(text).toContain(`An offered sale succeeds ${pct(shared.SALE_SUCCESS_CHANCE)} of the time`);
    const sections = [...container.querySelectorAll('nav a')].map((a) => a.textContent);
    expect(sections).toEqual(expect.arrayContaining(['Contracts and wages', 'Income and costs', 'Morale']));
  });

  it('gives the fitness band of a new season and why the summer heals', () => {
    const { container } = render(<RulesPage />);
    const text = container.textContent ?? '';
    expect(text).toContain(`every player starts the next season at ${shared.FITNESS_AFTER_CLOSE_SEASON}% fitness or better`);
    expect(text).toContain('The close season is two months without games');
    expect(text).toContain(`drops below ${shared.FITNESS_LOW_WARNING}%`);
  });

  it('names the places of the table as the spec does', () => {
    const { container } = render(<RulesPage />);
    expect(container.textContent).toContain('1 Champion; 2 to 3 Playoffs; 4 to 8 Mid-Table; 9 and below Relegation');
  });
});
