/**
 * The friendly pages' paths (the server's links use the same, from shared),
 * and a challenge link opened while signed out: kept until the manager is
 * signed in with a club, then opened again.
 */
export const FRIENDLIES_PATH = '/friendlies';
export const FRIENDLY_CHALLENGE_ROUTE = '/friendly/challenge/:token';
export const FRIENDLY_REPLAY_ROUTE = '/friendly/:key/replay';
export const FRIENDLY_MATCH_ROUTE = '/friendly/:key';

const PENDING_KEY = 'hardwood.pendingChallenge';
const CHALLENGE_PREFIX = '/friendly/challenge/';

export function rememberPendingChallenge(path: string): void {
  if (path.startsWith(CHALLENGE_PREFIX)) localStorage.setItem(PENDING_KEY, path);
}

/** The challenge link to open again, once (it is forgotten as it is read); null when there is none. */
export function takePendingChallenge(): string | null {
  const path = localStorage.getItem(PENDING_KEY);
  if (path === null) return null;
  localStorage.removeItem(PENDING_KEY);
  return path.startsWith(CHALLENGE_PREFIX) ? path : null;
}
