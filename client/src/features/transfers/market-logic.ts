/** The Sell and Free Agents tabs' rules without React: sorting, why a button is disabled. */
import { isSaleBlocked, MAX_ROSTER_SIZE, type MarketPlayerDto, type Player } from '@hardwood/shared';

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
