/** The Sell and Free Agents tabs' rules without React: sorting, why a button is disabled. */
import { isSaleBlocked, MAX_ROSTER_SIZE, type MarketPlayerDto, type Player, type SaleOption } from '@hardwood/shared';

export const FREE_AGENT_SORTS = [
  { id: 'rating', label: 'Rating' },
  { id: 'value', label: 'Price' },
  { id: 'age', label: 'Age' },
] as const;
export type FreeAgentSort = (typeof FREE_AGENT_SORTS)[number]['id'];

/** Rating best first, price cheapest first, age youngest first; ties by name. */
export function sortFreeAgents<T extends Pick<MarketPlayerDto, 'overallRating' | 'marketValue' | 'age' | 'name'>>(
  players: readonly T[],
  sort: FreeAgentSort,
): T[] {
  const compare: Record<FreeAgentSort, (a: T, b: T) => number> = {
    rating: (a, b) => b.overallRating - a.overallRating,
    value: (a, b) => a.marketValue - b.marketValue,
    age: (a, b) => a.age - b.age,
  };
  return [...players].sort((a, b) => compare[sort](a, b) || a.name.localeCompare(b.name));
}

/** Why the manager cannot sign at this price right now (short, under the button), or null. */
export function signBlockReason(input: { rosterSize: number; budget: number | undefined; price: number }): string | null {
  if (input.rosterSize >= MAX_ROSTER_SIZE) return `Roster full (${MAX_ROSTER_SIZE})`;
  if (input.budget !== undefined && input.price > input.budget) return 'Not enough budget';
  return null;
}

export type SaleState = 'available' | 'blocked' | 'on-loan';

/** A loaned player cannot be sold; a failed sale blocks him until a later matchday. */
export function saleState(player: Pick<Player, 'isOnLoan' | 'cannotSellUntilMatchday'>, currentMatchday: number): SaleState {
  if (player.isOnLoan) return 'on-loan';
  return isSaleBlocked(player.cannotSellUntilMatchday, currentMatchday) ? 'blocked' : 'available';
}

export interface SellAvailability {
  offered: boolean;
  /** The button's word. */
  label: 'Sell' | 'Blocked' | 'On loan' | 'No buyer';
  /** Why no sale is offered, under the button; null when it is. */
  reason: string | null;
}

/**
 * Whether the Sell button offers a sale: the server's sale options decide
 * (no club can afford him, the squad minimum, a failed sale's block), in
 * their words; until they answer (or when they fail) the loan and the block
 * the player record shows.
 */
export function sellAvailability(
  player: Pick<Player, 'isOnLoan' | 'cannotSellUntilMatchday'>,
  option: SaleOption | undefined,
  currentMatchday: number,
): SellAvailability {
  const local = saleState(player, currentMatchday);
  const label = local === 'on-loan' ? 'On loan' : local === 'blocked' ? 'Blocked' : 'No buyer';
  if (option) return option.offered ? { offered: true, label: 'Sell', reason: null } : { offered: false, label, reason: option.reason };
  if (local === 'available') return { offered: true, label: 'Sell', reason: null };
  return { offered: false, label, reason: local === 'blocked' ? `Until matchday ${player.cannotSellUntilMatchday}` : null };
}
