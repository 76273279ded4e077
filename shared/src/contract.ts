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

/**
 * What a cached read shows, named so that a write can say what it changes:
 * a GET route lists the tags of its answer, a write the tags it makes stale,
 * and the client refetches the reads whose tags meet a write's after it
 * succeeds (the way Basketball GM's worker tags its updates).
 */
export const ROUTE_TAGS = [
  /** The signed-in account (name, developer flags, setup done). */
  'user',
  /** The clubs of the career's world: names, budgets, scouted flags. */
  'teams',
  /** The manager's budget and the lists of money movements. */
  'budget',
  /** Players of any club: rosters, lineups, statistics, injuries on them. */
  'roster',
  /** Seasons, fixtures, results, tables, the European competitions. */
  'season',
  /** The office's matters: salaries, agents, injuries, sponsors, read marks. */
  'office',
  'loans',
  /** Free agents, valuations, scouted clubs. */
  'market',
  'academy',
  'news',
  /** Friendly challenges, friendlies to play and played ones. */
  'friendlies',
  /** Leagues of managers: the list, a league's members and calendar, the manager's seats and which is active. */
  'leagues',
] as const;
export type RouteTag = (typeof ROUTE_TAGS)[number];

/**
 * Whose data a route serves, so that access is read off the table: anyone's
 * (`public`), the signed-in account's own (`account`), what every manager of
 * the caller's world may see: tables, fixtures, results, box scores, rosters,
 * player pages with their public fields, wages (`world`), or what only the
 * manager of the caller's club may: its finances and ledger, office, scouting
 * knowledge and hidden potential as the club knows it, lineup and tactics,
 * academy, offers (`club`).
 */
export const ROUTE_SERVES = ['public', 'account', 'world', 'club'] as const;
export type RouteServes = (typeof ROUTE_SERVES)[number];

/**
 * The kinds of decision the club's own live match holds back, each with its
 * own refusal (api/src/domain/live/live-guard.ts words them). While the match
 * runs its score is known to the manager but not yet to the server's records,
 * so a decision then would be taken with hindsight; and the squads, money
 * and morale it changes are those the match is being played with. Reading
 * goes on: only writes declare one.
 */
export const LIVE_HELD_DECISIONS = ['squad', 'contract', 'morale', 'money', 'office', 'editor'] as const;
export type LiveHeldDecision = (typeof LIVE_HELD_DECISIONS)[number];

/** An HTTP error status a route declares it may answer (its message in `{message}`). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 503;

export interface RouteDef<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  Req extends z.ZodType | undefined = z.ZodType | undefined,
  Res extends z.ZodType = z.ZodType,
> {
  method: M;
  /** Under /api, with `:name` parameters (Express syntax). */
  path: P;
  serves: RouteServes;
  /** The JSON body (POST, PUT, PATCH) or the query (GET); undefined when the route takes none. */
  request: Req;
  response: Res;
  /** The status of a success. */
  status: 200 | 201;
  /** The error statuses the route answers besides 500 (the API's tests fail on any other). */
  errors: readonly ErrorStatus[];
  /** A read's tags (what its answer shows). */
  tags: readonly RouteTag[];
  /** A write's tags (what it makes stale); the client refetches the reads carrying any of them. */
  invalidates: readonly RouteTag[];
  /**
   * A club write the club's own live match holds back: refused with 409 (so
   * the route lists 409) while an unplayed match of its current matchday is
   * being played live. Checked once, where routes are mounted.
   */
  whileLive?: { refused: LiveHeldDecision };
}

type Declared<M extends HttpMethod, P extends string, Req extends z.ZodType | undefined, Res extends z.ZodType> = Omit<
  RouteDef<M, P, Req, Res>,
  'status' | 'tags' | 'invalidates'
> & {
  status?: 200 | 201;
} & (M extends 'GET'
    ? { tags: readonly RouteTag[]; invalidates?: never; whileLive?: never }
    : { invalidates: readonly RouteTag[]; tags?: never });

/** Declares a route; the literal types of method and path are kept. A read names its tags, a write what it invalidates. */
export function defineRoute<M extends HttpMethod, P extends string, Req extends z.ZodType | undefined, Res extends z.ZodType>(
  def: Declared<M, P, Req, Res>,
): RouteDef<M, P, Req, Res> {
  return { ...def, status: def.status ?? 200, tags: def.tags ?? [], invalidates: def.invalidates ?? [] };
}

/** A feature's routes by name. */
export type RouteGroup = Record<string, RouteDef>;

/** Every route of a table of groups, flattened (for listings and lookups). */
export function allRoutes(table: Record<string, RouteGroup>): Array<{ group: string; name: string; def: RouteDef }> {
  return Object.entries(table).flatMap(([group, routes]) => Object.entries(routes).map(([name, def]) => ({ group, name, def })));
}

/** What a caller sends (before the schema's defaults and coercions). */
export type RouteRequest<R extends RouteDef> = R['request'] extends z.ZodType ? z.input<R['request']> : undefined;
/** What a handler receives, once validated. */
export type RouteInputOf<R extends RouteDef> = R['request'] extends z.ZodType ? z.infer<R['request']> : undefined;
export type RouteResponse<R extends RouteDef> = z.infer<R['response']>;

/** The URL of a route with its parameters filled in (each one URL-encoded); GET queries appended in key order. */
export function routeUrl<R extends RouteDef>(
  def: R,
  params: PathParams<R['path']>,
  query?: Record<string, string | number | undefined>,
): string {
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
