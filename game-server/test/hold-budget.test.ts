/** A two-coach room's budget of holds per coach (unit): so many holds, so much held time in all, each side its own. */
import { describe, expect, it } from 'vitest';
import { HoldBudget } from '../src/hold-budget.js';
import { RECONNECT_HOLD_TOTAL_MS, RECONNECT_HOLDS_PER_GAME } from '../src/limits.js';

describe('a coach’s budget of holds', () => {
  it('gives so many holds a game, then none; the other side keeps its own', () => {
    const budget = new HoldBudget();
    for (let hold = 0; hold < RECONNECT_HOLDS_PER_GAME; hold += 1) {
      expect(budget.take('away', hold * 10_000, 5_000)).toBe(5_000);
      budget.end('away', hold * 10_000 + 1_000);
    }
    expect(budget.take('away', 100_000, 5_000)).toBe(0);
    expect(budget.take('home', 100_000, 5_000)).toBe(5_000);
  });

  it('cuts a hold to the time left, counting each from leaving to its end', () => {
    const budget = new HoldBudget(10, 30_000);
    expect(budget.take('home', 0, 20_000)).toBe(20_000);
    // The AI took his side when the hold ran out: all 20 s counted.
    budget.end('home', 20_000);
    expect(budget.take('home', 50_000, 20_000)).toBe(10_000);
    // Back after 4 s: 4 s counted, 6 s left.
    budget.end('home', 54_000);
    expect(budget.take('home', 60_000, 20_000)).toBe(6_000);
    budget.end('home', 66_000);
    expect(budget.take('home', 70_000, 20_000)).toBe(0);
    // Nothing held, nothing counted.
    budget.end('home', 90_000);
    expect(new HoldBudget().take('home', 0, RECONNECT_HOLD_TOTAL_MS * 2)).toBe(RECONNECT_HOLD_TOTAL_MS);
  });
});
