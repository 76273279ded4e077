/**
 * Calls, queries and mutations typed from the route table in shared
 * (shared/src/routes.ts): the URL, the body and the answer's type come from
 * the one declaration the API mounts. A query's key is its GET URL, and what
 * a successful write refreshes comes from the table too: the reads whose
 * route's tags meet the write's `invalidates`.
 */
import {
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryKey,
  type UseMutationOptions,
  type UseQueryOptions,
} from '@tanstack/react-query';
import {
  allRoutes,
  routeUrl,
  ROUTES,
  type PathParams,
  type RouteDef,
  type RouteRequest,
  type RouteResponse,
  type RouteTag,
} from '@hardwood/shared';
import { useCallback } from 'react';
import { apiRequest } from './api';

type Query = Record<string, string | number | undefined>;

/** The query key of a GET route: its URL. */
export function routeKey<R extends RouteDef<'GET'>>(def: R, params: PathParams<R['path']>, query?: Query): [string] {
  return [routeUrl(def, params, query)];
}

/** Sends a route's request; answers its declared response. */
export function callRoute<R extends RouteDef>(def: R, params: PathParams<R['path']>, body?: RouteRequest<R>): Promise<RouteResponse<R>> {
  return apiRequest<RouteResponse<R>>(def.method, routeUrl(def, params), def.method === 'GET' ? undefined : body);
}

/** Reads a GET route with the query client's defaults (no retries, never stale). */
export function useRouteQuery<R extends RouteDef<'GET'>>(
  def: R,
  params: PathParams<R['path']>,
  options: { query?: Query } & Omit<UseQueryOptions<RouteResponse<R>>, 'queryKey' | 'queryFn'> = {},
) {
  const { query, ...rest } = options;
  return useQuery<RouteResponse<R>>({ queryKey: routeKey(def, params, query), ...rest });
}

/** The GET routes of the table as URL patterns (path parameters match one segment; any query). */
const READS = allRoutes(ROUTES)
  .filter(({ def }) => def.method === 'GET')
  .map(({ def }) => ({ pattern: new RegExp(`^/api${def.path.replace(/:[A-Za-z0-9_]+/g, '[^/?]+')}(\\?.*)?$`), tags: def.tags }));

/** The tags of a cached read, from the route its key (a URL) belongs to; none for a key outside the table. */
export function tagsOfKey(key: QueryKey): readonly RouteTag[] {
  const url = key[0];
  if (typeof url !== 'string') return [];
  return READS.find((r) => r.pattern.test(url))?.tags ?? [];
}

/**
 * The office's lists and badge are read again a moment after a change: the
 * server may still be writing the matters a change gives rise to.
 */
export const OFFICE_REFETCH_DELAY_MS = 500;

/** Refetches the reads a write makes stale (its route's `invalidates`); resolves once the active ones have answered. */
export async function refreshAfter(queryClient: QueryClient, def: RouteDef): Promise<void> {
  const stale = def.invalidates;
  if (stale.length === 0) return;
  const invalidate = (tags: readonly RouteTag[]) =>
    queryClient.invalidateQueries({ predicate: (q) => tagsOfKey(q.queryKey).some((t) => tags.includes(t)) });
  if (stale.includes('office')) setTimeout(() => void invalidate(['office']), OFFICE_REFETCH_DELAY_MS);
  await invalidate(stale);
}

/** Refreshes after a write made outside useRouteMutation (e.g. several calls in one mutation); stable across renders. */
export function useRefreshAfter(): (def: RouteDef) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback((def: RouteDef) => refreshAfter(queryClient, def), [queryClient]);
}

/** A call's path parameters and body. */
export type RouteCall<R extends RouteDef> = [params: PathParams<R['path']>, body?: RouteRequest<R>];

type RouteMutationOptions<R extends RouteDef, V> = Omit<UseMutationOptions<RouteResponse<R>, Error, V>, 'mutationFn'> & {
  /** Runs once the reads the route invalidates have answered again (e.g. to open a view that needs them fresh). */
  onRefreshed?: (data: RouteResponse<R>, vars: V) => void;
};

/**
 * A mutation of one declared route: `request` turns the mutation's variables
 * into the call. After a success, the caller's onSuccess runs (a toast shows at
 * once) and the reads the route invalidates are refetched; the mutation settles
 * once they have answered.
 */
export function useRouteMutation<R extends RouteDef, V = void>(
  def: R,
  request: (vars: V) => RouteCall<R>,
  options: RouteMutationOptions<R, V> = {},
) {
  const queryClient = useQueryClient();
  const { onSuccess, onRefreshed, ...rest } = options;
  return useMutation<RouteResponse<R>, Error, V>({
    ...rest,
    mutationFn: (vars) => {
      const [params, body] = request(vars);
      return callRoute(def, params, body);
    },
    onSuccess: async (...args) => {
      const refreshing = refreshAfter(queryClient, def);
      await onSuccess?.(...args);
      await refreshing;
      onRefreshed?.(args[0], args[1]);
    },
  });
}
