/**
 * The whole feed so far, for a client joining late: the engine
 * records every event of a live match, so the feed is narrated from that
 * record on demand by a commentator of its own (the same voice as the live
 * one: running totals and runs depend only on the events before). Narrated
 * only when someone joins, and only the events since the last join, so a room
 * nobody joins late keeps no copy.
 */
import { Commentator, liveEventView, type LiveEventView, type MatchState } from '@hardwood/shared';

/** A commentator who knows the match's players and teams by name. */
export function commentatorFor(engine: MatchState): Commentator {
  const players = new Map([...engine.home.players, ...engine.away.players].map((p) => [p.id, p.name]));
  return new Commentator(
    (id) => (id ? (players.get(id) ?? '') : ''),
    (side) => (side === 'home' ? engine.home.name : engine.away.name),
  );
}

/** The room's live voice, having heard every event so far (a match resumed from a snapshot): running totals and runs go on. */
export function liveCommentator(engine: MatchState): Commentator {
  const commentator = commentatorFor(engine);
  for (const event of engine.events) commentator.narrate(event);
  return commentator;
}

export class FeedHistory {
  private readonly narrated: LiveEventView[] = [];
  private readonly commentator: Commentator;

  constructor(private readonly engine: MatchState) {
    this.commentator = commentatorFor(engine);
  }

  /** Every event so far, oldest first; seq is the event's ordinal, as in the synced feed. */
  all(): readonly LiveEventView[] {
    const events = this.engine.events;
    for (let i = this.narrated.length; i < events.length; i += 1) {
      const event = events[i];
      if (!event) break;
      this.narrated.push(liveEventView(i + 1, event, this.commentator.narrate(event).text));
    }
    return this.narrated;
  }
}
