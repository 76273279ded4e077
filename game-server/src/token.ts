/**
 * Short-lived signed tokens that let a signed-in user into one match room:
 * the API issues them (`POST /api/live/token`), the room checks them. HMAC
 * over the claims with a secret shared in-process; nothing else is trusted.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export interface LiveTokenClaims {
  userId: string;
  matchId: string;
  role: 'manager' | 'spectator';
  /** The requester's address (a Live Centre pass): the room bounds the seats one address holds. */
  address?: string;
  /** Epoch ms after which the token is refused. */
  exp: number;
}

/** Long enough to open the dialog and connect; a reload asks for a new one. */
export const LIVE_TOKEN_TTL_MS = 5 * 60_000;

export class LiveTokenSigner {
  constructor(private readonly secret: Buffer = randomBytes(32)) {}

  sign(claims: Omit<LiveTokenClaims, 'exp'>, now = Date.now()): string {
    const body = Buffer.from(JSON.stringify({ ...claims, exp: now + LIVE_TOKEN_TTL_MS })).toString('base64url');
    return `${body}.${this.mac(body)}`;
  }

  /** The claims of a valid, unexpired token; null for anything else. */
  verify(token: unknown, now = Date.now()): LiveTokenClaims | null {
    if (typeof token !== 'string') return null;
    const [body, mac] = token.split('.');
    if (!body || !mac) return null;
    const expected = Buffer.from(this.mac(body));
    const given = Buffer.from(mac);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    try {
      const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as LiveTokenClaims;
      if (
        typeof claims.userId !== 'string' ||
        typeof claims.matchId !== 'string' ||
        (claims.role !== 'manager' && claims.role !== 'spectator')
      )
        return null;
      if (claims.address !== undefined && typeof claims.address !== 'string') return null;
      return claims.exp > now ? claims : null;
    } catch {
      return null;
    }
  }

  private mac(body: string): string {
    return createHmac('sha256', this.secret).update(body).digest('base64url');
  }
}
