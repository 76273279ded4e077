/**
 * API answers are private unless a route says otherwise: every /api answer
 * carries `Cache-Control: no-store`, set before any route runs, and a route
 * whose answer anyone may cache (the public catalogue's figures) sets its own
 * over it. Without it a browser's or a shared proxy's cache may keep a
 * manager's club, ledger or office (and show it after sign-out or to the next
 * user of the machine). Private by default rather than by listing the
 * signed-in routes: a public route may still answer differently to a
 * signed-in caller (a friendly shows its coach his side), refusals (a 401)
 * must not stand in for the signed-in answer, and a new route is covered
 * without anyone remembering to.
 */
import type { RequestHandler } from 'express';

export const PRIVATE_CACHE_CONTROL = 'no-store';

export function privateByDefault(): RequestHandler {
  return (_req, res, next) => {
    res.setHeader('Cache-Control', PRIVATE_CACHE_CONTROL);
    next();
  };
}
