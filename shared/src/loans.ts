/**
 * Loans: which clubs take a young player and
 * how they use him, how he grows from the minutes he plays, the scouts'
 * feedback, and the summary he comes back with. Pure and seeded.
 */
import { overallRating, skillsOf } from './formulas.js';
import type { Rng } from './rng.js';
import {
  LOAN_FEEDBACK,
  LOAN_GROWTH_AT_POTENTIAL,
  LOAN_GROWTH_PER_MINUTE,
  LOAN_GROWTH_SPLIT,
  LOAN_PHILOSOPHIES,
  SKILL_KEYS,
  type LoanPhilosophy,
} from './rules.js';
import type { Position, Skills } from './types.js';

/**
 * A club's philosophy, fixed per club: small clubs mostly develop youth,
 * big ones mostly play veterans, a few of each kind break the pattern.
 */
export function loanPhilosophy(club: { templateTeamId: number; reputation: number }): LoanPhilosophy {
  const twist = (club.templateTeamId * 2654435761) % 7;
  if (club.reputation <= 2) return twist === 0 ? 'balanced' : 'develops youth';
  if (club.reputation >= 4) return twist === 0 ? 'balanced' : 'plays veterans';
  return twist <= 1 ? 'develops youth' : twist === 2 ? 'plays veterans' : 'balanced';
}

/** Whether the loan club starts him: by its philosophy, against its fifth-best player. */
export function loaneeStarts(philosophy: LoanPhilosophy, loaneeOverall: number, clubOveralls: readonly number[]): boolean {
  const margin = LOAN_PHILOSOPHIES[philosophy].startMargin;
  if (margin === Infinity) return true;
  if (margin === -Infinity) return false;
  const fifth = [...clubOveralls].sort((a, b) => b - a)[4] ?? 0;
  return loaneeOverall >= fifth - margin;
}

export interface LoanGains {
  experience: number;
  athleticism: number;
  technique: number;
}

export const noGains = (): LoanGains => ({ experience: 0, athleticism: 0, technique: 0 });
export const totalGains = (g: LoanGains) => g.experience + g.athleticism + g.technique;

/** Whole points from an expected amount: the fraction is a chance of one more. */
function stochasticRound(value: number, rng: Rng): number {
  const whole = Math.floor(value);
  return whole + (rng.chance(value - whole) ? 1 : 0);
}

/** One matchday's growth from the minutes he played there. */
export function loanGrowth(minutes: number, philosophy: LoanPhilosophy, atPotential: boolean, rng: Rng): LoanGains {
  if (minutes <= 0) return noGains();
  const points = minutes * LOAN_GROWTH_PER_MINUTE * LOAN_PHILOSOPHIES[philosophy].growth * (atPotential ? LOAN_GROWTH_AT_POTENTIAL : 1);
  return {
    experience: stochasticRound(points * LOAN_GROWTH_SPLIT.experience, rng),
    athleticism: stochasticRound(points * LOAN_GROWTH_SPLIT.athleticism, rng),
    technique: stochasticRound(points * LOAN_GROWTH_SPLIT.technique, rng),
  };
}

/** The craft a position's technique gains go to. */
export const TECHNIQUE_SKILL: Record<Position, keyof Skills> = {
  PG: 'passing',
  SG: 'threePoint',
  SF: 'shooting',
  PF: 'rebounding',
  C: 'defense',
};

/** Skills after gains (each at most 99), and the overall recomputed from them. */
export function applyLoanGains(player: Skills & { position: Position }, gains: LoanGains): Skills & { overallRating: number } {
  const skills: Skills = skillsOf(player);
  const add = (key: keyof Skills, n: number) => {
    skills[key] = Math.min(99, skills[key] + n);
  };
  add('basketballIQ', gains.experience);
  add('athletics', gains.athleticism);
  add(TECHNIQUE_SKILL[player.position], gains.technique);
  return { ...skills, overallRating: overallRating(player.position, skills) };
}

export interface LoanSummary {
  skillsChanged: Array<{ skill: keyof Skills; from: number; to: number }>;
  overallChange: number;
}

export function loanSummary(before: Skills & { overallRating: number }, after: Skills & { overallRating: number }): LoanSummary {
  return {
    skillsChanged: SKILL_KEYS.filter((k) => after[k] !== before[k]).map((k) => ({ skill: k, from: before[k], to: after[k] })),
    overallChange: after.overallRating - before.overallRating,
  };
}

export type LoanSentiment = 'neutral' | 'poor' | 'average' | 'good' | 'excellent';

/** The scouts' feedback, in the spec's order. */
export function loanSentiment(loan: {
  matchesPlayed: number;
  totalMinutesPlayed: number;
  pointsScored: number;
  reboundsGrabbed: number;
  assistsMade: number;
  gains: number;
  /** Share of the loan's matchdays already gone, 0-1. */
  elapsed: number;
}): LoanSentiment {
  if (loan.matchesPlayed === 0) return 'neutral';
  const per = (n: number) => n / loan.matchesPlayed;
  const minutes = per(loan.totalMinutesPlayed);
  const f = LOAN_FEEDBACK;
  if (minutes < f.poorMinutes) return 'poor';
  if (minutes >= f.excellent.minutes && per(loan.pointsScored) >= f.excellent.points) return 'excellent';
  if (
    minutes >= f.good.minutes &&
    (per(loan.pointsScored) >= f.good.points || per(loan.reboundsGrabbed) >= f.good.rebounds || per(loan.assistsMade) >= f.good.assists)
  )
    return 'good';
  if (loan.gains >= f.goodGains && loan.elapsed > 0.5) return 'good';
  if (minutes >= f.averageMinutes) return 'average';
  return 'poor';
}
