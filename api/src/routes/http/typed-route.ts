/**
 * Mounts routes declared in shared (shared/src/routes.ts) on an Express
 * router. A feature's group is mounted with one call whose handler record
 * must name every route of the group (a missing one does not compile), like
 * ts-rest's exhaustive router. For each route: the caller's access is checked
 * first (a signed-out call answers 401 whatever its body), then the request is
 * validated with the declaration's schema (a 400 with the first issue's
 * message otherwise), and the handler's answer must have the declared response
 * type; it is sent with the declared success status. A club write that the
 * club's own live match holds back (the declaration's `whileLive`) answers
 * 409 while that match is being played, before its handler runs: the rule is
 * checked here only, so a new decision route needs only its declaration.
 * Outside production the answer is also checked against the response schema
 * at run time, and an error status the route does not declare fails loudly,
 * so a drift from the table fails the tests.
 */
import type { Request, Response, Router } from 'express';
import type { PathParams, RouteDef, RouteGroup, RouteInputOf, RouteResponse } from '@hardwood/shared';
import { currentCareer, currentUser, requireDeveloper } from './require-user.js';
import type { Seat } from '../../domain/worlds/seat.js';
import type { UserDoc } from '../../models/auth/user.model.js';
import { HttpError, parseInput } from '../../infra/http/errors.js';
import { refuseDuringLiveMatch } from '../../domain/live/live-guard.js';
import { refuseWhileSacked } from '../../domain/board/board-guard.js';

/**
 * Who may call a route: anyone, a signed-in user, a developer account, a
 * manager through his seat (world and club), or a developer through his seat.
 */
export type Access = 'public' | 'user' | 'developer' | 'career' | 'developerCareer';

type AccessContext<A extends Access> = A extends 'career'
  ? { career: Seat }
  : A extends 'developerCareer'
    ? { career: Seat; user: UserDoc }
    : A extends 'user' | 'developer'
      ? { user: UserDoc }
      : Record<never, never>;

/** What a handler receives: the validated input (body, or query for GET), the path parameters and the checked caller. */
export type RouteInput<R extends RouteDef, A extends Access = 'public'> = {
  req: Request;
  /** For headers only (e.g. Cache-Control): the answer is the handler's return value. */
  res: Response;
  params: PathParams<R['path']>;
  input: RouteInputOf<R>;
} & AccessContext<A>;

export type RouteHandler<R extends RouteDef, A extends Access> = (ctx: RouteInput<R, A>) => Promise<RouteResponse<R>> | RouteResponse<R>;

/** A handler with its own access level, for the odd route of a group (e.g. a developer tool among a career's routes). */
export type HandlerWithAccess<R extends RouteDef> = { [A in Access]: { access: A; handle: RouteHandler<R, A> } }[Access];

/** One handler for every route of the group; a route without one is a type error. */
export type GroupHandlers<G extends RouteGroup, A extends Access> = { [K in keyof G]: RouteHandler<G[K], A> | HandlerWithAccess<G[K]> };

const checkAnswers = process.env.NODE_ENV !== 'production';

async function accessContext(access: Access, req: Request): Promise<{ career?: Seat; user?: UserDoc }> {
  switch (access) {
    case 'public':
      return {};
    case 'user':
      return { user: await currentUser(req) };
    case 'developer':
      return { user: await requireDeveloper(req) };
    case 'career':
      return { career: await currentCareer(req) };
    case 'developerCareer': {
      // The developer check comes first: a manager without it is refused before his seat is looked up.
      const user = await requireDeveloper(req);
      return { user, career: await currentCareer(req) };
    }
  }
}

/** The access levels that can serve what a route declares it serves: a world's or a club's data only through a seat. */
const ACCESS_FOR: Record<RouteDef['serves'], readonly Access[]> = {
  public: ['public', 'user', 'developer', 'career', 'developerCareer'],
  account: ['user', 'developer', 'career', 'developerCareer'],
  world: ['career', 'developerCareer'],
  club: ['career', 'developerCareer'],
};

function mountOne(router: Router, def: RouteDef, access: Access, handle: (ctx: Record<string, unknown>) => unknown): void {
  if (!ACCESS_FOR[def.serves].includes(access))
    throw new Error(
      `${def.method} ${def.path} serves ${def.serves} data but is mounted for ${access} access: a seat must resolve its world and club`,
    );
  // The live guard reads the club through the seat, and its refusal is a 409 the route must declare.
  if (def.whileLive && (def.serves !== 'club' || !def.errors.includes(409)))
    throw new Error(`${def.method} ${def.path} waits for a live match (whileLive) but is not a club route declaring 409`);
  const method = def.method.toLowerCase() as Lowercase<RouteDef['method']>;
  router[method](def.path, async (req, res) => {
    try {
      const caller = await accessContext(access, req);
      const raw: unknown = def.method === 'GET' ? req.query : req.body;
      const input = def.request ? parseInput(def.request, raw) : undefined;
      if (def.whileLive) {
        // A club route is mounted only for an access that resolves a seat (ACCESS_FOR).
        if (!caller.career) throw new Error(`${def.method} ${def.path}: no seat to check the live match of`);
        await refuseDuringLiveMatch(caller.career, def.whileLive.refused);
        // The routes a live match holds are the ones that change a squad: a sacked manager's club is no longer his to change.
        await refuseWhileSacked(caller.career);
      }
      const answer = await handle({ ...caller, req, res, params: req.params, input });
      if (checkAnswers) {
        const checked = def.response.safeParse(answer);
        if (!checked.success)
          throw new Error(
            `${def.method} ${def.path} answered outside its declared schema: ${checked.error.issues[0]?.path.join('.')} ${checked.error.issues[0]?.message}`,
          );
      }
      res.status(def.status).json(answer);
    } catch (error) {
      if (checkAnswers && error instanceof HttpError && !def.errors.includes(error.status as (typeof def.errors)[number])) {
        throw new Error(`${def.method} ${def.path} answered ${error.status} ("${error.message}"), which its declaration does not list`, {
          cause: error,
        });
      }
      throw error;
    }
  });
}

/**
 * Mounts every route of a feature's group; `access` applies to each route
 * whose handler does not name its own.
 */
export function mountGroup<G extends RouteGroup, A extends Access>(
  router: Router,
  group: G,
  options: { access: A },
  handlers: GroupHandlers<G, A>,
): void {
  for (const name of Object.keys(group) as Array<keyof G & string>) {
    const def = group[name];
    const handler = handlers[name];
    if (!def || !handler) throw new Error(`mountGroup: no handler for ${name}`);
    if (typeof handler === 'function') mountOne(router, def, options.access, handler as (ctx: Record<string, unknown>) => unknown);
    else mountOne(router, def, handler.access, handler.handle as (ctx: Record<string, unknown>) => unknown);
  }
}
