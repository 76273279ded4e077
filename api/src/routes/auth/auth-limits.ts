/**
 * Rate limits of the account routes, each over a bounded store:
 * - failed sign-ins per address and account (LOGIN_RATE_LIMIT): guessing one
 *   account's password;
 * - failed sign-ins per address across accounts (LOGIN_ADDRESS_RATE_LIMIT):
 *   password spraying, one common password against many e-mails;
 * - registrations per address (REGISTER_RATE_LIMIT).
 * Keys have a fixed size: the account key is a hash of `address|e-mail`, taken
 * after the e-mail was normalised and capped, so no input grows the store.
 */
import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import { ipKeyGenerator, rateLimit, type RateLimitRequestHandler } from 'express-rate-limit';
import { BoundedMemoryStore } from '../../infra/http/bounded-rate-store.js';
import type { RateStoreFactory } from './shared-rate-store.js';

export const AUTH_RATE_WINDOW_MS = 15 * 60 * 1000;
export const DEFAULT_LOGIN_RATE_LIMIT = 10;
export const DEFAULT_LOGIN_ADDRESS_RATE_LIMIT = 30;
export const DEFAULT_REGISTER_RATE_LIMIT = 50;
/** Keys per limiter: about 200 bytes each, so a full store stays near 2 MB. */
export const RATE_LIMIT_MAX_KEYS = 10_000;

type Env = Readonly<Record<string, string | undefined>>;

function limitFrom(raw: string | undefined, fallback: number): number {
  const value = Number(raw);
  return raw !== undefined && Number.isInteger(value) && value > 0 ? value : fallback;
}

function addressKey(req: Request): string {
  return ipKeyGenerator(req.ip ?? '');
}

/** Responses that signed someone in; the per-address limiter does not count them. */
const signedIn = new WeakSet<Response>();

export function recordSignIn(res: Response): void {
  signedIn.add(res);
}

// Success is a sign-in, not a status: a failed form post answers a 303 redirect too.
const wasSignIn = (_req: Request, res: Response) => signedIn.has(res);

export function accountKey(address: string, email: string): string {
  return createHash('sha256').update(`${address}|${email}`).digest('base64url');
}

export interface AuthLimiters {
  loginPerAccount: RateLimitRequestHandler;
  loginPerAddress: RateLimitRequestHandler;
  register: RateLimitRequestHandler;
}

/**
 * `emailOf` reads the normalised e-mail (validated before the limiters run);
 * `refuse` answers a limited request in the route's own style (JSON or redirect).
 */
export function authLimiters(options: {
  emailOf: (req: Request) => string;
  refuseLogin: (req: Request, res: Response) => void;
  refuseRegister: (req: Request, res: Response) => void;
  env?: Env;
  /** Counters shared by every process (Redis); otherwise a bounded store in this process. */
  stores?: RateStoreFactory;
}): AuthLimiters {
  const env = options.env ?? process.env;
  const store = (limiter: string) => options.stores?.(limiter) ?? new BoundedMemoryStore(RATE_LIMIT_MAX_KEYS);
  const common = { windowMs: AUTH_RATE_WINDOW_MS, standardHeaders: 'draft-8', legacyHeaders: false } as const;
  return {
    // Per address and account, so one visitor cannot lock out everyone behind a shared address.
    // Neither login limiter counts successful sign-ins: a busy shared address is not locked out.
    loginPerAccount: rateLimit({
      ...common,
      identifier: 'login-account',
      limit: limitFrom(env.LOGIN_RATE_LIMIT, DEFAULT_LOGIN_RATE_LIMIT),
      skipSuccessfulRequests: true,
      requestWasSuccessful: wasSignIn,
      store: store('login-account'),
      keyGenerator: (req) => accountKey(addressKey(req), options.emailOf(req)),
      handler: (req, res) => options.refuseLogin(req, res),
    }),
    // Across accounts, so one address cannot try a common password on many e-mails.
    loginPerAddress: rateLimit({
      ...common,
      identifier: 'login-address',
      limit: limitFrom(env.LOGIN_ADDRESS_RATE_LIMIT, DEFAULT_LOGIN_ADDRESS_RATE_LIMIT),
      skipSuccessfulRequests: true,
      requestWasSuccessful: wasSignIn,
      store: store('login-address'),
      keyGenerator: addressKey,
      handler: (req, res) => options.refuseLogin(req, res),
    }),
    register: rateLimit({
      ...common,
      limit: limitFrom(env.REGISTER_RATE_LIMIT, DEFAULT_REGISTER_RATE_LIMIT),
      store: store('register'),
      keyGenerator: addressKey,
      handler: (req, res) => options.refuseRegister(req, res),
    }),
  };
}
