/**
 * One client's message budget: a token bucket (burst, refill rate) checked
 * before a message is even validated, plus a second counter of the messages
 * dropped, draining at the same rate, that tells a flood from fast clicking.
 * Hand-written rather than a library: it is a few lines, synchronous (it runs
 * for every message) and keeps no timers.
 */
import { FLOOD_DISCONNECT_EXCESS, MESSAGE_BURST, MESSAGE_RATE_PER_SECOND } from './limits.js';

/** `accept`: handle it; `drop`: ignore it silently; `flood`: ignore it and disconnect the client. */
export type BudgetVerdict = 'accept' | 'drop' | 'flood';

export interface BudgetLimits {
  ratePerSecond: number;
  burst: number;
  floodExcess: number;
}

export const DEFAULT_BUDGET_LIMITS: BudgetLimits = {
  ratePerSecond: MESSAGE_RATE_PER_SECOND,
  burst: MESSAGE_BURST,
  floodExcess: FLOOD_DISCONNECT_EXCESS,
};

export class MessageBudget {
  private tokens: number;
  private excess = 0;
  private at: number;

  constructor(
    now: number,
    private readonly limits: BudgetLimits = DEFAULT_BUDGET_LIMITS,
  ) {
    this.tokens = limits.burst;
    this.at = now;
  }

  /** Spends one message at `now` (milliseconds, monotonic). */
  take(now: number): BudgetVerdict {
    const refill = (Math.max(0, now - this.at) * this.limits.ratePerSecond) / 1000;
    this.at = Math.max(this.at, now);
    this.tokens = Math.min(this.limits.burst, this.tokens + refill);
    this.excess = Math.max(0, this.excess - refill);
    if (this.tokens >= 1) {
      this.tokens -= 1;
      return 'accept';
    }
    this.excess += 1;
    return this.excess > this.limits.floodExcess ? 'flood' : 'drop';
  }
}

/** One budget per user for as long as the room lives: rejoining or reconnecting never refills it (a handful of entries: the caps bound who is here). */
export class UserBudgets {
  private readonly budgets = new Map<string, MessageBudget>();

  of(userId: string, now: number): MessageBudget {
    let budget = this.budgets.get(userId);
    if (!budget) {
      budget = new MessageBudget(now);
      this.budgets.set(userId, budget);
    }
    return budget;
  }
}
