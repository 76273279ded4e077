/**
 * A league's calendar and round in words, and the calendar the found form
 * builds from "Every day at 20:00" or "Every 3 hours". Pure: the caller
 * passes the time it means by "now".
 */
import type { LeagueCalendar, LeagueRound, RoundStatus } from '@hardwood/shared';

const DAY_SECONDS = 86_400;
const HOUR_SECONDS = 3_600;
/** A daily first tip-off is at least this far ahead, so the founder is not caught by a round already due. */
const MIN_LEAD_MS = 60_000;

export const STATUS_LABELS: Record<RoundStatus, string> = {
  waiting: 'Waiting for tip-off',
  playing: 'Playing',
  processing: 'Processing results',
  'season-end': 'Season over',
};

/** "20:00" in the league's zone (the reader's own should the zone be unknown to his browser). */
export function clockIn(iso: string, timeZone: string): string {
  const options = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
  try {
    return new Intl.DateTimeFormat('en-GB', { ...options, timeZone }).format(new Date(iso));
  } catch {
    return new Intl.DateTimeFormat('en-GB', options).format(new Date(iso));
  }
}

const plural = (n: number, one: string) => (n === 1 ? one : `${n} ${one}s`);

/** "Every day at 20:00 (Europe/Rome)", "Every 3 hours", "Every hour". */
export function calendarWords(calendar: LeagueCalendar): string {
  const every = calendar.everySeconds;
  if (every % DAY_SECONDS === 0) {
    const days = every / DAY_SECONDS;
    return `Every ${days === 1 ? 'day' : `${days} days`} at ${clockIn(calendar.firstTipOff, calendar.timeZone)} (${calendar.timeZone})`;
  }
  if (every % HOUR_SECONDS === 0) return `Every ${plural(every / HOUR_SECONDS, 'hour')}`;
  if (every % 60 === 0) return `Every ${plural(every / 60, 'minute')}`;
  return `Every ${plural(every, 'second')}`;
}

/** "4 of 12 managers". */
export function managersText(managers: number, clubs: number): string {
  return `${managers} of ${clubs} managers`;
}

/** "8 free clubs", "1 free club", "No free club". */
export function freeClubsText(managers: number, clubs: number): string {
  const free = Math.max(0, clubs - managers);
  return free === 0 ? 'No free club' : `${free} free ${free === 1 ? 'club' : 'clubs'}`;
}

/** What the round is doing, in a line: "Matchday 3 tips off in", "Matchday 3 is being played". */
export function roundHeadline(round: Pick<LeagueRound, 'matchday' | 'status' | 'season'>): string {
  switch (round.status) {
    case 'waiting':
      return `Matchday ${round.matchday} tips off in`;
    case 'playing':
      return `Matchday ${round.matchday} is being played`;
    case 'processing':
      return `Matchday ${round.matchday} is being processed`;
    case 'season-end':
      return `Season ${round.season} is over · next tip-off in`;
  }
}

/** Whether the round line ends with a countdown (the round has not started yet). */
export function countsDown(status: RoundStatus): boolean {
  return status === 'waiting' || status === 'season-end';
}

/** The in-app notice before a tip-off: "Matchday 5 tips off in 5 minutes". */
export function noticeText(matchday: number, secondsLeft: number): string {
  const minutes = Math.max(1, Math.ceil(secondsLeft / 60));
  return `Matchday ${matchday} tips off in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/** "20:00" → minutes after midnight, or null for anything else. */
export function parseClock(text: string): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  return hours < 24 && minutes < 60 ? hours * 60 + minutes : null;
}

/** The next time the reader's clock shows `clock` ("HH:MM"), at least a minute after `now`. */
export function nextDailyTipOff(now: Date, clock: string): Date | null {
  const minutes = parseClock(clock);
  if (minutes === null) return null;
  const at = new Date(now);
  at.setHours(Math.floor(minutes / 60), minutes % 60, 0, 0);
  // setDate keeps the local time of day across a change of summer time.
  while (at.getTime() - now.getTime() < MIN_LEAD_MS) at.setDate(at.getDate() + 1);
  return at;
}

/** `hours` after `now`, rounded up to the minute. */
export function tipOffInHours(now: Date, hours: number): Date {
  const at = now.getTime() + hours * HOUR_SECONDS * 1000;
  return new Date(Math.ceil(at / 60_000) * 60_000);
}

export type CalendarChoice = { kind: 'daily'; clock: string } | { kind: 'hours'; hours: number };

/** The calendar a choice makes, in the reader's time zone; null while the daily clock is not a time. */
export function calendarFor(choice: CalendarChoice, now: Date, timeZone: string): LeagueCalendar | null {
  if (choice.kind === 'hours') {
    return { firstTipOff: tipOffInHours(now, choice.hours).toISOString(), everySeconds: choice.hours * HOUR_SECONDS, timeZone };
  }
  const first = nextDailyTipOff(now, choice.clock);
  return first ? { firstTipOff: first.toISOString(), everySeconds: DAY_SECONDS, timeZone } : null;
}

/** The reader's time zone as his browser names it. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
