/**
 * The countdowns of the managers' market run on the server's clock: the
 * listings come with the server's time, and the difference to this
 * device's clock is kept, so a phone whose clock is a minute out still
 * shows the deadline the server settles at.
 */
import { LEAGUE_MARKET, type LeagueListing } from '@hardwood/shared';

/** Milliseconds to add to this device's clock to read the server's. */
export function clockOffset(serverTime: string, receivedAt: number): number {
  const server = Date.parse(serverTime);
  return Number.isNaN(server) ? 0 : server - receivedAt;
}

/** "2h 05m 09s", "4m 09s", "9s"; "Closing" once the deadline has passed (the server is settling it). */
export function countdownText(msLeft: number): string {
  if (msLeft <= 0) return 'Closing';
  const total = Math.ceil(msLeft / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  if (h > 0) return `${h}h ${pad(m)}m ${pad(s)}s`;
  if (m > 0) return `${m}m ${pad(s)}s`;
  return `${s}s`;
}

/** Whether a bid now would push the deadline on (it falls in the last minutes). */
export function inExtensionWindow(msLeft: number): boolean {
  return msLeft > 0 && msLeft <= LEAGUE_MARKET.lastMinutesExtend * 60_000;
}

/** Why the caller may not bid on this listing now, or null. */
export function bidBlock(listing: LeagueListing, tradesFrom: string | null): string | null {
  if (listing.yours) return 'Your listing';
  if (listing.state !== 'open') return 'Closed';
  if (listing.leading?.yours) return 'You lead';
  if (tradesFrom) return 'New manager';
  return null;
}

/** Where the caller's bid stands: leading or outbid while bidding; won or lost once settled. */
export function bidStanding(state: LeagueListing['state'], leading: boolean): string {
  if (state === 'open' || state === 'settling') return leading ? 'leading' : 'outbid';
  if (state === 'sold') return leading ? 'won' : 'lost';
  return leading ? 'not completed' : 'lost';
}

export const LENGTH_LABELS: Record<(typeof LEAGUE_MARKET.lengthsHours)[number], string> = { 1: '1 hour', 6: '6 hours', 24: '24 hours' };
