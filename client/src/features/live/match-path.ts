/** Where the manager plays his own match live: a page of its own, deep-linkable. */
export const MATCH_LIVE_ROUTE = '/match/:matchId/live';
export const matchLivePath = (matchId: string) => `/match/${encodeURIComponent(matchId)}/live`;
/** Where the page goes back to: the hub's schedule, where the result shows. */
export const MATCH_BACK_PATH = '/matches';
