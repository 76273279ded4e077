/**
 * A played match's play-by-play, as the match summary shows it: the same
 * words the live feed said (the shared commentary over the match's one event
 * log), each line with its period and clock.
 */
import { z } from 'zod';
import { Commentator } from './engine/commentary.js';
import type { MatchEvent, Side } from './engine/types.js';

export const matchFeedLineSchema = z.object({
  period: z.number().int(),
  /** Seconds left in the period; `eventStamp` shows it as "Q3 4:12". */
  clock: z.number().int(),
  side: z.enum(['home', 'away']),
  type: z.string(),
  text: z.string(),
});
export type MatchFeedLine = z.infer<typeof matchFeedLineSchema>;

export const matchFeedSchema = z.object({
  /** Oldest first; empty for a match simulated instantly (it keeps no event log). */
  lines: z.array(matchFeedLineSchema),
});
export type MatchFeed = z.infer<typeof matchFeedSchema>;

/** The lines of a recorded event log, narrated in order as the live room did. */
export function matchFeedLines(
  events: readonly MatchEvent[],
  nameOf: (id: string | undefined) => string,
  teamName: (side: Side) => string,
): MatchFeedLine[] {
  const commentator = new Commentator(nameOf, teamName);
  return events.map((event) => ({
    period: event.period,
    clock: Math.max(0, Math.ceil(event.clock)),
    side: event.side,
    type: event.type,
    text: commentator.narrate(event).text,
  }));
}
