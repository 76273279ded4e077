/**
 * Settings whose safe value depends on NODE_ENV (issue 18): production refuses
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

/** Checks every setting that must not fall back to a default; called before the server opens anything. */
export function assertStartupConfig(env: Env = process.env): void {
  sessionSecret(env);
}
