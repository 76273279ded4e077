/**
 * Typed routes: each route is declared once here in shared (method, path,
 * request and response schemas), the API mounts its handler from the
 * declaration (validating the request, type-checking the answer) and the
 * client calls or queries it from the same declaration, so a route's types
 * are written once (shared/notes/club-design.md, "Typed boundaries").
 */
import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The `:name` segments of a path, as a record of strings. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name | keyof PathParams<`/${Rest}`>]: string }
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: string }
    : Record<never, never>;

export interface RouteDef<M extends HttpMethod = HttpMethod, P extends string = string, Req extends z.ZodType | undefined = z.ZodType | undefined, Res extends z.ZodType = z.ZodType> {
  method: M;
  /** Under /api, with `:name` parameters (Express syntax). */
  path: P;
  /** The JSON body (POST, PUT, PATCH) or the query (GET); undefined when the route takes none. */
  request: Req;
  response: Res;
  /** 'public' for the few routes anyone may call signed out; every other route answers 401 before reading its input. */
  access?: 'public';
}

/** Declares a route; the literal types of method and path are kept. */
export function defineRoute<M extends HttpMethod, P extends string, Req extends z.ZodType | undefined, Res extends z.ZodType>(def: RouteDef<M, P, Req, Res>): RouteDef<M, P, Req, Res> {
  return def;
}

/** What a caller sends (before the schema's defaults and coercions). */
export type RouteRequest<R extends RouteDef> = R['request'] extends z.ZodType ? z.input<R['request']> : undefined;
/** What a handler receives, once validated. */
export type RouteInputOf<R extends RouteDef> = R['request'] extends z.ZodType ? z.infer<R['request']> : undefined;
export type RouteResponse<R extends RouteDef> = z.infer<R['response']>;

/** The URL of a route with its parameters filled in (each one URL-encoded); GET queries appended in key order. */
export function routeUrl<R extends RouteDef>(def: R, params: PathParams<R['path']>, query?: Record<string, string | number | undefined>): string {
  const values = params as Record<string, string>;
  const path = def.path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`routeUrl: missing :${name} for ${def.path}`);
    return encodeURIComponent(value);
  });
  const entries = Object.entries(query ?? {})
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .sort(([a], [b]) => a.localeCompare(b));
  const search = entries.length > 0 ? `?${new URLSearchParams(entries.map(([k, v]): [string, string] => [k, String(v)])).toString()}` : '';
  return `/api${path}${search}`;
}
