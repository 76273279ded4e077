/**
 * Live Centre passes per address: each pass is a new guest, so without a
 * bound one address could mint a pass a request and fill a match. At most
 * LIVE_CENTRE.passesPerAddressPerMinute a minute per address, counted in the
 * shared store when Redis runs several processes, else in a bounded store of
 * this process. The address also goes into the pass, where the room bounds
 * the seats it holds (game-server/src/address-seats.ts).
 */
import type { Request } from 'express';
import { ipKeyGenerator, rateLimit, type RateLimitRequestHandler } from 'express-rate-limit';
import { LIVE_CENTRE } from '@hardwood/shared';
import type { RateStoreFactory } from '../auth/shared-rate-store.js';
import { RATE_LIMIT_MAX_KEYS } from '../auth/auth-limits.js';
import { BoundedMemoryStore } from '../../infra/http/bounded-rate-store.js';

export const PASS_WINDOW_MS = 60_000;
export const TOO_MANY_PASSES_MESSAGE = 'Too many Live Centre passes from your address: try again in a minute';

/** The requester's address as the limits count it (an IPv6 address by its /56 network, as express-rate-limit does). */
export const passAddress = (req: Request): string => ipKeyGenerator(req.ip ?? '');

export function liveCentrePassLimiter(stores?: RateStoreFactory): RateLimitRequestHandler {
  return addressPassLimiter('live-centre-pass', TOO_MANY_PASSES_MESSAGE, stores);
}

/** Spectator passes of one kind (the Live Centre's, a friendly's), LIVE_CENTRE.passesPerAddressPerMinute a minute per address. */
export function addressPassLimiter(identifier: string, message: string, stores?: RateStoreFactory): RateLimitRequestHandler {
  return rateLimit({
    windowMs: PASS_WINDOW_MS,
    limit: LIVE_CENTRE.passesPerAddressPerMinute,
    identifier,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    store: stores?.(identifier) ?? new BoundedMemoryStore(RATE_LIMIT_MAX_KEYS, { windowMs: PASS_WINDOW_MS }),
    keyGenerator: passAddress,
    handler: (_req, res) => {
      res.status(429).json({ message });
    },
  });
}
