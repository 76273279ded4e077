/**
 * Baseline headers on every response, by helmet: a content security
 * policy the built client passes, no framing, nosniff, a referrer policy.
 *
 * Why each source is allowed:
 * - script-src 'self': Vite's build has no inline script, only /assets modules.
 * - style-src 'unsafe-inline': Radix (react-remove-scroll) and framer-motion
 *   insert <style> elements at run time; the sign-in page has one too.
 * - img-src https: data:: a manager's profile image may be any https URL.
 * - connect-src: /api and the Colyseus matchmaker are same-origin; the room
 *   socket is ws(s):// on the same host, which older browsers do not count as 'self'.
 * HSTS and upgrade-insecure-requests only when the site runs behind HTTPS
 * (COOKIE_SECURE=1): on plain HTTP they would break local play.
 */
import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import helmet from 'helmet';

const HSTS_MAX_AGE_SECONDS = 180 * 24 * 3600;
/** A Host header that is safe to copy into the policy (name or IP, optional port). */
const PLAIN_HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

function sameHostSockets(req: IncomingMessage): string {
  const host = req.headers.host ?? '';
  return PLAIN_HOST.test(host) ? `ws://${host} wss://${host}` : '';
}

export function securityHeaders(env: Readonly<Record<string, string | undefined>> = process.env): RequestHandler {
  const https = env.COOKIE_SECURE === '1';
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", sameHostSockets],
        objectSrc: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: HSTS_MAX_AGE_SECONDS } : false,
  });
}
