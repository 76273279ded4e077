/**
 * The club's running money: salaries and home-match
 * revenue, from the rules table. Pure; the API applies them in processing.
 */
import { careerPhaseForAge } from '../development.js';
import {
  ATTENDANCE_BASE,
  ATTENDANCE_FORM_RANGE,
  ATTENDANCE_PER_STAR,
  ATTENDANCE_VISITOR_STEP,
  SALARY_AGE_FACTORS,
  SALARY_BASE_PER_MATCHDAY,
  SALARY_RATING_AMOUNT,
  SALARY_RATING_FLOOR,
  SALARY_RATING_SPAN,
  SALARY_REPUTATION_STEP,
  SALARY_ROUNDING,
  TICKET_PRICE_BASE,
  TICKET_PRICE_PER_STAR,
  VALUATION_REPUTATION_NEUTRAL,
} from '../rules.js';

/** A player's salary per matchday in whole euros (rules.ts, "Club economy"). */
export function playerSalary(player: { overallRating: number; age: number }, clubReputation: number): number {
  const over = Math.max(0, player.overallRating - SALARY_RATING_FLOOR) / SALARY_RATING_SPAN;
  const age = SALARY_AGE_FACTORS[careerPhaseForAge(player.age)];
  const club = 1 + (clubReputation - VALUATION_REPUTATION_NEUTRAL) * SALARY_REPUTATION_STEP;
  const raw = (SALARY_BASE_PER_MATCHDAY + SALARY_RATING_AMOUNT * over * over) * age * club;
  return Math.max(SALARY_ROUNDING, Math.round(raw / SALARY_ROUNDING) * SALARY_ROUNDING);
}

/** Form over the last results (newest last; W or L): 0.9 with five losses to 1.1 with five wins, 1 with none. */
export function formFactor(results: readonly ('W' | 'L')[]): number {
  const last = results.slice(-5);
  if (last.length === 0) return 1;
  const share = last.filter((r) => r === 'W').length / last.length;
  const [low, high] = ATTENDANCE_FORM_RANGE;
  return low + (high - low) * share;
}

export function matchAttendance(input: { homeReputation: number; awayReputation: number; form: number }): number {
  const visitor = 1 + (input.awayReputation - VALUATION_REPUTATION_NEUTRAL) * ATTENDANCE_VISITOR_STEP;
  return Math.round((ATTENDANCE_BASE + ATTENDANCE_PER_STAR * input.homeReputation) * input.form * visitor);
}

export function ticketPrice(homeReputation: number): number {
  return TICKET_PRICE_BASE + TICKET_PRICE_PER_STAR * homeReputation;
}

/** A home game's gate receipts: attendance times the ticket price. */
export function homeMatchRevenue(input: { homeReputation: number; awayReputation: number; form: number }): {
  attendance: number;
  revenue: number;
} {
  const attendance = matchAttendance(input);
  return { attendance, revenue: attendance * ticketPrice(input.homeReputation) };
}
