/** The leagues' pages: the list (with founding) and a league's page, opened by an invite link with `?invite=`. */
export const LEAGUES_PATH = '/leagues';
export const LEAGUE_ROUTE = '/leagues/:id';

/** A league's page; with the invite code, the link a member shares. */
export function leaguePath(id: string, invite?: string): string {
  const path = `${LEAGUES_PATH}/${encodeURIComponent(id)}`;
  return invite ? `${path}?invite=${encodeURIComponent(invite)}` : path;
}
