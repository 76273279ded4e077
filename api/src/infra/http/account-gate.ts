/**
 * A per-account bound on heavy reads (the player database reads a whole
 * world per search): at most HEAVY_READ_RUNNING of an account's heavy reads
 * run at once, up to HEAVY_READ_WAITING more wait their turn in order, and
 * any beyond answer 429 with Retry-After. One account's flood then queues
 * behind itself instead of crowding out every other visitor's requests.
 *
 * Waiting rather than refusing at once, because that is what a player
 * expects: the player database sends a search per filter change and does not
 * cancel the previous ones, so a quick player has a few in flight and each
 * should answer, a little later, not fail. Only a client with more in flight
 * than a player ever has (a script) is told to come back, so no queue grows
 * without bound.
 *
 * A slot is held until the route has answered (its `res.end`), not until the
 * visitor leaves: a read whose client went away still runs on the server, and
 * freeing its slot then would let abort-and-resend get past the bound. A read
 * still waiting when its visitor leaves is dropped before it runs.
 *
 * Per process: it protects the event loop and store of the process it runs in.
 * Signed-out requests pass (their route answers 401 without reading anything).
 */
import type { RequestHandler, Response, Router } from 'express';

export const HEAVY_READ_RUNNING = 2;
export const HEAVY_READ_WAITING = 6;
export const HEAVY_READ_RETRY_AFTER_SECONDS = 1;
export const HEAVY_READ_BUSY_MESSAGE =
  'Too many player searches and lists at once from your account: wait for those already running, then try again';

interface Account {
  running: number;
  waiting: Array<() => void>;
}

/** Calls `callback` once the route has answered (or failed halfway through answering). */
function afterAnswer(res: Response, callback: () => void): void {
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  res.end = ((...args: unknown[]) => {
    try {
      return end(...args);
    } finally {
      callback();
    }
  }) as Response['end'];
  // The error handler cuts a connection whose answer failed halfway (no end): the route is done all the same.
  res.once('close', () => {
    if (res.headersSent) callback();
  });
}

export class AccountGate {
  /** Only accounts with a read running or waiting: an idle account takes no memory. */
  private readonly accounts = new Map<string, Account>();

  constructor(readonly limits: { running: number; waiting: number }) {}

  /**
   * Runs `start` now or when a slot frees; the caller must `leave` once after
   * `start` has run. Answers a cancel for a read still waiting, or null when
   * the account's queue is full.
   */
  enter(key: string, start: () => void): { cancel: () => void } | null {
    const account = this.accounts.get(key) ?? { running: 0, waiting: [] };
    this.accounts.set(key, account);
    if (account.running < this.limits.running) {
      account.running += 1;
      start();
      return { cancel: () => undefined };
    }
    if (account.waiting.length >= this.limits.waiting) return null;
    account.waiting.push(start);
    return {
      cancel: () => {
        const at = account.waiting.indexOf(start);
        if (at >= 0) account.waiting.splice(at, 1);
        this.forgetIfIdle(key, account);
      },
    };
  }

  leave(key: string): void {
    const account = this.accounts.get(key);
    if (!account) return;
    const next = account.waiting.shift();
    if (next) {
      // The slot passes straight to the next in line.
      next();
      return;
    }
    account.running = Math.max(0, account.running - 1);
    this.forgetIfIdle(key, account);
  }

  /** Middleware: holds a request until its account has a free slot (429 when too many wait already). */
  middleware(): RequestHandler {
    return (req, res, next) => {
      const key = req.user?.id;
      if (!key) return next();
      let state: 'waiting' | 'running' | 'done' = 'waiting';
      const ticket = this.enter(key, () => {
        state = 'running';
        afterAnswer(res, () => {
          if (state !== 'running') return;
          state = 'done';
          this.leave(key);
        });
        next();
      });
      if (!ticket) {
        res.status(429).set('Retry-After', String(HEAVY_READ_RETRY_AFTER_SECONDS)).json({ message: HEAVY_READ_BUSY_MESSAGE });
        return;
      }
      res.once('close', () => {
        if (state !== 'waiting') return;
        state = 'done';
        ticket.cancel();
      });
    };
  }

  /**
   * Gates one route of `router` (its path may have parameters): the other
   * methods and longer paths under it pass. HEAD runs a GET route's handler,
   * so it is gated with GET.
   */
  gateRoute(router: Router, route: { method: string; path: string }): void {
    const gate = this.middleware();
    const gated = (method: string) => method === route.method || (route.method === 'GET' && method === 'HEAD');
    router.use(route.path, (req, res, next) => (gated(req.method) && req.path === '/' ? gate(req, res, next) : next()));
  }

  private forgetIfIdle(key: string, account: Account): void {
    if (account.running === 0 && account.waiting.length === 0 && this.accounts.get(key) === account) this.accounts.delete(key);
  }
}

/** The one gate of every heavy read: an account's heavy reads share its slots, whichever routes they call. */
export const heavyReads = new AccountGate({ running: HEAVY_READ_RUNNING, waiting: HEAVY_READ_WAITING });
