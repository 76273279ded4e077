import { describe, expect, it } from 'vitest';
import {
  experienceDisplay,
  formatEuros,
  formatMillions,
  formatShortMoney,
  marketValue,
  marketValueRange,
  moraleLabel,
  moraleValue,
  overallRating,
  potentialDisplay,
} from '../src/index.js';

describe('overall rating', () => {
  it('is the plain skill value when all skills are equal', () => {
    const skills = { shooting: 70, threePoint: 70, passing: 70, defense: 70, rebounding: 70, athletics: 70, basketballIQ: 70 };
    for (const pos of ['PG', 'SG', 'SF', 'PF', 'C'] as const) expect(overallRating(pos, skills)).toBe(70);
  });
  it('weights passing 1.5 of 8.0 for a point guard', () => {
    // (50 * 8.0 + 30 * 1.5) / 8.0 = 55.625 -> 56
    expect(overallRating('PG', { passing: 80 })).toBe(56);
  });
  it('gives a centre rebounding weight 1.5 and passing 0.7', () => {
    // C weights sum: 1.5+1.4+1.1+1.1+1.1+0.7+0.7 = 7.6
    const c = { shooting: 60, threePoint: 30, passing: 40, defense: 80, rebounding: 90, athletics: 70, basketballIQ: 65 };
    const expected = Math.round((90 * 1.5 + 80 * 1.4 + 60 * 1.1 + 70 * 1.1 + 65 * 1.1 + 30 * 0.7 + 40 * 0.7) / 7.6);
    expect(overallRating('C', c)).toBe(expected);
    expect(overallRating('C', c)).toBe(67);
  });
  it('uses weight 1 for skills the position does not list (SF passing, rebounding)', () => {
    // SF weights: 1.3+1.3+1.2+1.2+1.1+1+1 = 8.1; passing 95 adds 45/8.1 = 5.56
    expect(overallRating('SF', { passing: 95 })).toBe(56);
  });
});

describe('market value', () => {
  it('matches the spec formula at the bands', () => {
    expect(marketValue(95, 25)).toBe(1_020_000); // (50K + 800K) * 1.2
    expect(marketValue(50, 27)).toBe(50_000);
    expect(marketValue(40, 40)).toBe(30_000); // floor at 50K * 0.6
    expect(marketValue(72, 31)).toBe(352_889); // (50K + 22/45 * 800K) * 0.8
    expect(marketValue(null, 28)).toBe(Math.round(50_000 + (10 / 45) * 800_000)); // rating defaults to 60
    expect(marketValue(80, 33)).toBe(Math.round((50_000 + (30 / 45) * 800_000) * 0.6));
  });
  it('shows a 70% to 130% range', () => {
    expect(marketValueRange(100_000)).toEqual({ low: 70_000, high: 130_000 });
  });
});

describe('morale', () => {
  it('maps the spec values to their labels', () => {
    expect(moraleLabel(90)).toBe('Excellent');
    expect(moraleLabel(75)).toBe('Very Good');
    expect(moraleLabel(50)).toBe('Good');
    expect(moraleLabel(25)).toBe('Poor');
    expect(moraleLabel(10)).toBe('Very Poor');
    expect(moraleLabel(0)).toBe('Very Poor');
    expect(moraleLabel(74)).toBe('Good');
    expect(moraleValue('Good')).toBe(50);
  });
  it('turns excess confidence into the worse labels, Delusional last', () => {
    expect(moraleLabel(93)).toBe('Overjoyed');
    expect(moraleLabel(95)).toBe('Overconfident');
    expect(moraleLabel(97)).toBe('Reckless');
    expect(moraleLabel(100)).toBe('Delusional');
  });
});

describe('display rules', () => {
  it('shows experience only over 30, capped at 99', () => {
    expect(experienceDisplay(30)).toBeNull();
    expect(experienceDisplay(31)).toBe(55);
    expect(experienceDisplay(36)).toBe(80);
    expect(experienceDisplay(45)).toBe(99);
  });
  it('shows potential only at 24 or under', () => {
    expect(potentialDisplay(24, 88)).toBe(88);
    expect(potentialDisplay(25, 88)).toBeNull();
  });
  it('formats money three ways', () => {
    expect(formatMillions(2_500_000)).toBe('€2.5M');
    expect(formatMillions(12_000_000)).toBe('€12.0M');
    expect(formatEuros(2_500_000)).toBe('€2,500,000');
    expect(formatEuros(-25_000)).toBe('-€25,000');
    expect(formatShortMoney(250_000)).toBe('250K');
    expect(formatShortMoney(2_500_000)).toBe('2.5M');
    expect(formatShortMoney(900)).toBe('900');
  });
});
