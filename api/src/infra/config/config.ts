/**
 * Settings whose safe value depends on NODE_ENV: production refuses
 * to run with a guessable session secret instead of warning and signing cookies
 * with a secret published in this repository.
 */
export const DEV_SESSION_SECRET = 'hardwood-dev-secret-change-me';
/** 32 characters is 256 bits for a hex or random ASCII secret: out of reach of guessing. */
export const SESSION_SECRET_MIN_LENGTH = 32;
export const SESSION_SECRET_MESSAGE = `SESSION_SECRET must be set in production (at least ${SESSION_SECRET_MIN_LENGTH} characters, not the development secret)`;

type Env = Readonly<Record<string, string | undefined>>;

export function isProduction(env: Env = process.env): boolean {
  return env.NODE_ENV === 'production';
}

/** The secret that signs session cookies; throws in production unless a strong one is configured. */
export function sessionSecret(env: Env = process.env): string {
  const secret = env.SESSION_SECRET;
  if (!isProduction(env)) return secret || DEV_SESSION_SECRET;
  if (!secret || secret === DEV_SESSION_SECRET || secret.length < SESSION_SECRET_MIN_LENGTH) throw new Error(SESSION_SECRET_MESSAGE);
  return secret;
}

export const LIVE_TOKEN_SECRET_MESSAGE = `LIVE_TOKEN_SECRET must be set (at least ${SESSION_SECRET_MIN_LENGTH} characters, the same in every process) when REDIS_URL runs several processes`;

/**
 * Several processes: a live token issued by one process
 * is checked by whichever process the matchmaking request reaches, so they
 * share a secret. One process signs with a random secret of its own (null here).
 */
export function liveTokenSecret(env: Env = process.env): Buffer | null {
  if (!env.REDIS_URL) return env.LIVE_TOKEN_SECRET ? Buffer.from(env.LIVE_TOKEN_SECRET) : null;
  const secret = env.LIVE_TOKEN_SECRET;
  if (!secret || secret.length < SESSION_SECRET_MIN_LENGTH) throw new Error(LIVE_TOKEN_SECRET_MESSAGE);
  return Buffer.from(secret);
}

/** Scale-out settings: Redis for presence, room listings and rate limits, and this process's public address. */
export function scaleOut(env: Env = process.env): { redisUrl: string; publicAddress?: string } | null {
  if (!env.REDIS_URL) return null;
  return { redisUrl: env.REDIS_URL, ...(env.PUBLIC_ADDRESS ? { publicAddress: env.PUBLIC_ADDRESS } : {}) };
}

/** Checks every setting that must not fall back to a default; called before the server opens anything. */
export function assertStartupConfig(env: Env = process.env): void {
  sessionSecret(env);
  liveTokenSecret(env);
}
