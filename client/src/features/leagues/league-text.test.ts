/** A league's calendar in words, and the calendar the found form makes from the manager's choice. */
import { describe, expect, it } from 'vitest';
import { calendarFor, calendarWords, nextDailyTipOff, noticeText, parseClock, tipOffInHours } from './league-text';

describe('a league calendar', () => {
  it('reads in words, in the league’s own time zone', () => {
    expect(calendarWords({ firstTipOff: '2026-01-05T19:00:00.000Z', everySeconds: 86_400, timeZone: 'Europe/Rome' })).toBe(
      'Every day at 20:00 (Europe/Rome)',
    );
    expect(calendarWords({ firstTipOff: '2026-01-05T19:00:00.000Z', everySeconds: 3 * 3600, timeZone: 'Europe/Rome' })).toBe(
      'Every 3 hours',
    );
    expect(calendarWords({ firstTipOff: '2026-01-05T19:00:00.000Z', everySeconds: 3600, timeZone: 'UTC' })).toBe('Every hour');
  });

  it('tips off daily at the next time the clock shows, at least a minute ahead', () => {
    const afternoon = new Date(2026, 2, 10, 15, 0, 0);
    expect(nextDailyTipOff(afternoon, '20:00')).toEqual(new Date(2026, 2, 10, 20, 0, 0));
    // Less than a minute before 20:00: tomorrow's.
    expect(nextDailyTipOff(new Date(2026, 2, 10, 19, 59, 30), '20:00')).toEqual(new Date(2026, 2, 11, 20, 0, 0));
    expect(nextDailyTipOff(new Date(2026, 2, 10, 21, 0, 0), '20:00')).toEqual(new Date(2026, 2, 11, 20, 0, 0));
    expect(nextDailyTipOff(afternoon, '25:00')).toBeNull();
    expect(parseClock('7:05')).toBe(7 * 60 + 5);
  });

  it('tips off every N hours from now plus N hours, rounded up to the minute', () => {
    const now = new Date('2026-03-10T12:00:30.000Z');
    expect(tipOffInHours(now, 3).toISOString()).toBe('2026-03-10T15:01:00.000Z');
    expect(calendarFor({ kind: 'hours', hours: 3 }, now, 'Europe/Rome')).toEqual({
      firstTipOff: '2026-03-10T15:01:00.000Z',
      everySeconds: 10_800,
      timeZone: 'Europe/Rome',
    });
  });

  it('words the notice before a tip-off', () => {
    expect(noticeText(5, 300)).toBe('Matchday 5 tips off in 5 minutes');
    expect(noticeText(5, 42)).toBe('Matchday 5 tips off in 1 minute');
  });
});
