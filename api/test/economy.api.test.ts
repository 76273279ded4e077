/**
 * Economy sanity, like the engine's realism bands: over a full
 * season with a passive manager who pays every salary and takes no offers,
 * every club of the league stays within ±40% of its starting budget, nobody
 * goes below zero, and the top club earns more than the bottom one.
 */
import { describe, expect, it } from 'vitest';
import { NewsModel } from '../src/news/news.model.js';
import { useTestApp } from './app-fixture.js';
import { economyTable, passiveSeason } from './economy-season.js';

const BAND = 0.4;

const app = useTestApp({ env: { DEVELOPER_EMAILS: 'economy@example.com' } });

describe('a passive season', () => {
  it('keeps every club of the league within ±40% of its budget, none below zero, the top out-earning the bottom', async () => {
    const rows = await passiveSeason(app.url, 'economy@example.com', 106);
    console.log(economyTable(rows));
    expect(rows).toHaveLength(12);
    for (const r of rows) {
      expect(r.end, r.name).toBeGreaterThanOrEqual(0);
      expect(Math.abs(r.end - r.start) / r.start, r.name).toBeLessThanOrEqual(BAND);
      // Not vacuous: every club paid salaries and took gate receipts.
      expect(r.income, r.name).toBeGreaterThan(0);
      expect(r.expenses, r.name).toBeGreaterThan(0);
    }
    // The season made headlines: streaks of the league's clubs at least.
    const news = await NewsModel.find({ type: { $in: ['win_streak', 'loss_streak'] } }).lean();
    expect(news.length).toBeGreaterThan(0);
    expect(news.every((n) => /in a row|straight/.test(n.title))).toBe(true);
    const top = rows[0];
    const bottom = rows.at(-1);
    expect(top && bottom && top.income > bottom.income).toBe(true);
  }, 120_000);
});
