/** What a league match's page says, and who the reader is in it: the coach of one side, or a spectator. */
import type { Side } from '@hardwood/shared';
import type { LiveRole } from './live-connection';

/** The coach's line where a career match has its Start, Pause and Continue buttons. */
export const LEAGUE_RUNS_ON_ITS_OWN = 'A league match runs on its own: call a timeout to stop the clock';
/** What a spectator reads where a coach has his panels. */
export const LEAGUE_VIEW_ONLY = 'View only: each side is coached by its manager, his game plan or the AI.';
/** Under the final score: nobody saves a league match, the server's calendar processes the round. */
export const LEAGUE_FINAL_NOTE = 'The matchday is processed once every match of the round is over: the table follows by itself.';

/** The side the reader commands: his pass's, when it made him a coach; null for a spectator. */
export function leagueCoachSide(pass: { role: LiveRole | null; side?: Side | undefined }): Side | null {
  return pass.role === 'manager' && pass.side ? pass.side : null;
}
