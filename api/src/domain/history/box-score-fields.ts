/**
 * A finished engine state as the box score its game stores (box-score.schema.ts):
 * written with the result by the writer of each kind of game (the manager's
 * season in domain/matches/results.service.ts, the other leagues in
 * domain/matches/world.service.ts), in the same write, so a game never has a result
 * without its box score.
 */
import mongoose from 'mongoose';
import {
  packFeed,
  packInts,
  packShots,
  periodsFromEvents,
  playersWhoPlayed,
  scoreFlowFromEvents,
  sideLines,
  type EngineTeam,
  type MatchState,
  type PeriodScores,
} from '@hardwood/shared';

/** The players of a side who were on the court, as stored (engine ids are the career players' ids). */
export const playedIds = (team: Pick<EngineTeam, 'players'>) => playersWhoPlayed(team).map((p) => new mongoose.Types.ObjectId(p.id));

/**
 * `periods`: the points of each period when the game was simulated
 * (shared simulateWithPeriods); a live game's come from its feed.
 */
export function boxScoreOf(state: MatchState, periods: PeriodScores | undefined) {
  return {
    homePlayerIds: playedIds(state.home),
    awayPlayerIds: playedIds(state.away),
    homeBox: packInts(sideLines(state.home)),
    awayBox: packInts(sideLines(state.away)),
    periods: packInts(periods ?? (state.recordEvents ? periodsFromEvents(state.events, state.period) : [])),
  };
}

/**
 * What a game played live keeps for its report beyond the box score: its
 * shots, score flow and play-by-play, each packed (the feed's players as
 * their box score places: shared history/live-feed.ts, not the events whole).
 */
export function liveExtrasOf(state: MatchState): { shots: string; flow: string; feed?: string } | null {
  if (!state.recordEvents) return null;
  const ids = (team: EngineTeam) => playersWhoPlayed(team).map((p) => p.id);
  const feed = packFeed(state.events, [...ids(state.home), ...ids(state.away)]);
  return {
    shots: packInts(packShots(state.events, ids(state.home), ids(state.away))),
    flow: packInts(scoreFlowFromEvents(state.events, state)),
    // A feed this encoding cannot keep exactly is left out: the summary says it has none rather than tell it wrong.
    ...(feed && feed.length > 0 ? { feed: packInts(feed) } : {}),
  };
}
