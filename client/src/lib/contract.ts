/**
 * Calls and queries typed from the route declarations in shared
 * (shared/src/routes.ts): the URL, the body and the answer's type come from
 * the one declaration the API mounts. Query keys stay the GET URLs (part 1 §7),
 * so invalidating by URL keeps working.
 */
import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { routeUrl, type PathParams, type RouteDef, type RouteRequest, type RouteResponse } from '@hardwood/shared';
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
