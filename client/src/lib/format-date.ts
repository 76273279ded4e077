/**
 * The one way the game writes a date and time ("28 Nov 2026, 10:20"), so a
 * flow that shows two of them (a challenge made, then opened) shows them
 * alike. English like the rest of the interface; the reader's own time zone.
 */
const DATE_TIME = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : DATE_TIME.format(date);
}
