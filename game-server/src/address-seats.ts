/**
 * Seats per address in a match room: a Live Centre pass carries the address
 * it was issued to (signed into the token by the API), and one address holds
 * at most LIVE_CENTRE.seatsPerAddress seats of a match at once, held and
 * reserved seats counted, so one visitor minting passes cannot fill a match
 * while another address still gets in. A match has one room across every
 * game-server process (match-claim.ts), so the room's own seats are the
 * whole count. Passes without an address (a career's) are not bounded here.
 */
import { LIVE_CENTRE } from '@hardwood/shared';
import type { LivePass } from './room-options.js';

export const SEATS_PER_ADDRESS_MESSAGE = `Your address already watches this match from ${LIVE_CENTRE.seatsPerAddress} places; close one first`;

/** Why `pass` may not take one more seat beside `taken`, by its address; null when it may. */
export function addressSeatRefusal(taken: readonly LivePass[], pass: LivePass, limit: number = LIVE_CENTRE.seatsPerAddress): string | null {
  if (pass.address === undefined) return null;
  return taken.filter((p) => p.address === pass.address).length >= limit ? SEATS_PER_ADDRESS_MESSAGE : null;
}
