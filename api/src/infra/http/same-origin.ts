/**
 * Refuses state-changing requests a browser sent from another site:
 * a cross-site form or link must not sign anyone in or out. SameSite=Lax
 * cookies stop most of it; this also covers sibling subdomains and old browsers.
 *
 * - `Origin` present: it must be this server's own origin (protocol and Host,
 *   both honouring `trust proxy`) or one named in PUBLIC_ORIGIN (comma-separated,
 *   for a proxy that rewrites Host).
 * - no `Origin`: `Sec-Fetch-Site: cross-site` is refused.
 * - neither: allowed; that is a non-browser client (tests, scripts), which
 *   cannot ride a visitor's cookies anyway.
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

export function isSameOriginRequest(req: Request, env: Readonly<Record<string, string | undefined>> = process.env): boolean {
  const origin = req.get('origin');
  if (origin === undefined) return req.get('sec-fetch-site') !== 'cross-site';
  // "null" is what sandboxed frames and some redirects send: never our own page.
  const claimed = origin === 'null' ? null : originOf(origin);
  if (claimed === null) return false;
  return claimed === originOf(`${req.protocol}://${req.host}`) || publicOrigins(env).has(claimed);
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
