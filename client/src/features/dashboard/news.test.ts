import { describe, expect, it } from 'vitest';
import { newsAge } from './news-logic';

describe('news age', () => {
  const now = Date.parse('2026-11-22T12:00:00Z');
  it('reads minutes, hours and days as the spec shows them', () => {
    expect(newsAge('2026-11-22T11:30:00Z', now)).toBe('A few minutes ago');
    expect(newsAge('2026-11-22T11:00:00Z', now)).toBe('1 hour ago');
    expect(newsAge('2026-11-22T02:00:00Z', now)).toBe('10 hours ago');
    expect(newsAge('2026-11-21T11:00:00Z', now)).toBe('1 day ago');
    expect(newsAge('2026-11-19T12:00:00Z', now)).toBe('3 days ago');
    expect(newsAge('not a date', now)).toBe('A few minutes ago');
  });
});
