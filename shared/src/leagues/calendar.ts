/**
 * A league's calendar: its rounds tip off at fixed real times, the first at
 * `firstTipOff` and each after it `everySeconds` later, across seasons (the
 * round counter runs on over season ends). Pure: the server's clock asks it
 * when a round is due, the client when to count down to.
 */
export interface LeagueCalendar {
  /** ISO date-time of round 0's tip-off. */
  firstTipOff: string;
  everySeconds: number;
  /** The league's time zone, for showing its times (an IANA name). */
  timeZone: string;
}

/** When round `round` (0 first, counted over seasons) tips off. */
export function tipOffAt(calendar: Pick<LeagueCalendar, 'firstTipOff' | 'everySeconds'>, round: number): Date {
  return new Date(Date.parse(calendar.firstTipOff) + round * calendar.everySeconds * 1000);
}

/** Whether a round that tipped off at `started` started late, by the server's clock at `due`. */
export function startedLate(due: Date, started: Date, lateAfterSeconds: number): boolean {
  return started.getTime() - due.getTime() > lateAfterSeconds * 1000;
}

/** Seconds until `at` from `now`, never below zero. */
export function secondsUntil(at: Date | string, now: Date): number {
  return Math.max(0, Math.ceil(((typeof at === 'string' ? Date.parse(at) : at.getTime()) - now.getTime()) / 1000));
}

/** A countdown as a clock reads it: "2d 03:04:05", "03:04:05", "04:05". */
export function countdownText(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const days = Math.floor(s / 86_400);
  const hours = Math.floor((s % 86_400) / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const pad = (n: number) => String(n).padStart(2, '0');
  const clock = hours > 0 || days > 0 ? `${pad(hours)}:${pad(minutes)}:${pad(s % 60)}` : `${pad(minutes)}:${pad(s % 60)}`;
  return days > 0 ? `${days}d ${clock}` : clock;
}
