/**
 * Refuses state-changing requests a browser sent from another site:
 * a cross-site form or link must not sign anyone in or out. SameSite=Lax
 * cookies stop most of it; this also covers sibling subdomains and old browsers.
 *
 * - `Origin` present: it must be this server's own origin (protocol and Host,
 *   both honouring `trust proxy`) or one named in PUBLIC_ORIGIN (comma-separated,
 *   for a proxy that rewrites Host).
 * - no `Origin`: `Sec-Fetch-Site: cross-site` is refused, and so is a
 *   `Referer` from another origin (an older browser that sends no `Origin`).
 * - none of them: allowed; that is a non-browser client (tests, scripts, the
 *   load tests), which cannot ride a visitor's cookies anyway.
 */
import type { Request, RequestHandler, Response } from 'express';
import { forbidden } from './errors.js';

export const CROSS_SITE_MESSAGE = 'Cross-site request refused';

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

function publicOrigins(env: Readonly<Record<string, string | undefined>>): Set<string> {
  const origins = (env.PUBLIC_ORIGIN ?? '').split(',').map((o) => originOf(o.trim()));
  return new Set(origins.filter((o): o is string => o !== null));
}

function isOwnOrigin(claimed: string | null, req: Request, env: Readonly<Record<string, string | undefined>>): boolean {
  if (claimed === null) return false;
  return claimed === originOf(`${req.protocol}://${req.host}`) || publicOrigins(env).has(claimed);
}

export function isSameOriginRequest(req: Request, env: Readonly<Record<string, string | undefined>> = process.env): boolean {
  const origin = req.get('origin');
  if (origin === undefined) {
    if (req.get('sec-fetch-site') === 'cross-site') return false;
    const referer = req.get('referer');
    return referer === undefined || isOwnOrigin(originOf(referer), req, env);
  }
  // "null" is what sandboxed frames and some redirects send: never our own page.
  return isOwnOrigin(origin === 'null' ? null : originOf(origin), req, env);
}

/**
 * Middleware: continues for same-origin requests; otherwise calls `refuse`
 * (e.g. a redirect back to a form), or answers 403 `{message}`.
 */
export function requireSameOrigin(refuse?: (req: Request, res: Response) => void): RequestHandler {
  return (req, res, next) => {
    if (isSameOriginRequest(req)) return next();
    if (refuse) return refuse(req, res);
    next(forbidden(CROSS_SITE_MESSAGE));
  };
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * For a whole router, in front of its body parsers: every state-changing
 * request (POST, PUT, PATCH, DELETE) a browser sent from another site answers
 * 403 `{message}` before its body is read. SameSite=Lax alone leaves sibling
 * subdomains (same site, other origin) and browsers without SameSite able to
 * post with a visitor's cookie. The client's own fetches send our `Origin`.
 * `except`: paths of the router whose routes refuse in their own way (the
 * sign-in forms redirect back to their page).
 */
export function refuseCrossSiteWrites(env: Readonly<Record<string, string | undefined>>, except: readonly string[] = []): RequestHandler {
  const ownCheck = new Set(except);
  return (req, _res, next) => {
    if (!STATE_CHANGING.has(req.method) || ownCheck.has(req.path) || isSameOriginRequest(req, env)) return next();
    next(forbidden(CROSS_SITE_MESSAGE));
  };
}
