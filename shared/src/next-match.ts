/**
 * The dashboard's "Play next match": the manager's next match and, when he
 * cannot play it yet, what holds it, in words, and where he deals with it.
 */
import { z } from 'zod';
import { OFFICE_NOTIFICATION_TYPES } from './schemas-club.js';

/**
 * What can hold the next match: an office decision, a played match still to
 * save, no game today, a finished season, no season, or (in a league) its
 * calendar, which tips the match off.
 */
export const NEXT_MATCH_BLOCKERS = ['office', 'process', 'no-game', 'season-over', 'no-season', 'calendar'] as const;
/** Where a blocker is dealt with: the hub's office (on the matter's tab), schedule or dashboard. */
export const NEXT_MATCH_PLACES = ['office', 'schedule', 'dashboard'] as const;

export const nextMatchActionSchema = z.object({
  match: z
    .object({
      id: z.string(),
      matchday: z.number().int(),
      round: z.number().int(),
      isHome: z.boolean(),
      opponent: z.string(),
      /** A European Cup game's stage, else absent. */
      competition: z.string().optional(),
    })
    .nullable(),
  /** Null when the match can be played now. */
  blocker: z
    .object({
      kind: z.enum(NEXT_MATCH_BLOCKERS),
      /** What to do, in words ("Pay the salaries of matchday 3 in the Office"). */
      message: z.string(),
      place: z.enum(NEXT_MATCH_PLACES),
      /** For an office matter: its kind, which names the office's tab. */
      officeMatter: z.enum(OFFICE_NOTIFICATION_TYPES).optional(),
    })
    .nullable(),
  /** A developer in simulate mode may also play it instantly. */
  canSimulate: z.boolean(),
});
export type NextMatchAction = z.infer<typeof nextMatchActionSchema>;
