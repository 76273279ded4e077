/**
 * What a deal (sale, signing, accepted offer, scouting) changes: the budget in
 * the header (the user team), the dashboard's transfer budget, rosters,
 * lineup, statistics, the market's lists and other clubs' budgets.
 */
import { useQueryClient, type Query } from '@tanstack/react-query';
import { ROUTES } from '@hardwood/shared';
import { routeKey } from '../../lib/contract';
import { KEYS } from '../../lib/queries';

const DEAL_KEYS: string[] = [
  KEYS.myTeam,
  KEYS.dashboard,
  KEYS.roster,
  KEYS.lineup,
  KEYS.statistics,
  routeKey(ROUTES.freeAgents, {})[0],
  routeKey(ROUTES.transactions, {})[0],
  routeKey(ROUTES.scoutedTeams, {})[0],
];

/**
 * Keys by prefix: every club's roster (own-league and scouted), offer
 * valuations (a club's price moves with its squad and budget) and league team
 * lists (clubs' budgets, scouted flags).
 */
const DEAL_KEY_PREFIXES = ['/api/players/', '/api/transfers/', '/api/teams'];

export function isDealQuery(query: Pick<Query, 'queryKey'>): boolean {
  const key = query.queryKey[0];
  return typeof key === 'string' && (DEAL_KEYS.includes(key) || DEAL_KEY_PREFIXES.some((prefix) => key.startsWith(prefix)));
}

/** Refetches everything a deal changed; resolves once the active queries have answered. */
export function useRefreshAfterDeal(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ predicate: isDealQuery });
}
