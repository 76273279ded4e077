/**
 * Mounts a route declared in shared (shared/src/routes.ts) on an Express
 * router: the request is validated with the declaration's schema (a 400 with
 * the first issue's message otherwise) once the caller is signed in (401
 * first, unless the route is public), and the handler's answer must have
 * the declared response type. Outside production the answer is also checked
 * against the response schema at run time, so a drift fails the tests loudly.
 */
import type { Request, Router } from 'express';
import type { PathParams, RouteDef, RouteInputOf, RouteResponse } from '@hardwood/shared';
import { parseInput, unauthorized } from './errors.js';

/** What a handler receives: the validated input (body, or query for GET) and the path parameters. */
export interface RouteInput<R extends RouteDef> {
  req: Request;
  params: PathParams<R['path']>;
  input: RouteInputOf<R>;
}

const checkAnswers = process.env.NODE_ENV !== 'production';

export function mountRoute<R extends RouteDef>(router: Router, def: R, handler: (ctx: RouteInput<R>) => Promise<RouteResponse<R>>, options: { status?: number } = {}): void {
  const method = def.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  router[method](def.path, async (req, res) => {
    // Authentication first: a signed-out caller learns nothing from validation (the handler still reads the user and their career).
    if (def.access !== 'public' && !req.user) throw unauthorized();
    const raw: unknown = def.method === 'GET' ? req.query : req.body;
    const input = (def.request ? parseInput(def.request, raw) : undefined) as RouteInput<R>['input'];
    const answer = await handler({ req, params: req.params as PathParams<R['path']>, input });
    if (checkAnswers) {
      const checked = def.response.safeParse(answer);
      if (!checked.success) throw new Error(`${def.method} ${def.path} answered outside its declared schema: ${checked.error.issues[0]?.path.join('.')} ${checked.error.issues[0]?.message}`);
    }
    res.status(options.status ?? 200).json(answer);
  });
}
