/**
 * The stored box score of a game (shared history/box-score.ts), the same on
 * the manager's season's matches and on the other leagues' results: each
 * side's players who played, in the engine's order, and their lines as one
 * list of numbers per side, plus the points of each period, the lists stored
 * as text (shared packInts: far smaller in BSON than arrays of numbers).
 * Games recorded before box scores have none of it.
 */
import { Schema } from '../../infra/store/mongoose.js';

export function boxScoreFields() {
  return {
    homePlayerIds: { type: [Schema.Types.ObjectId], default: [] },
    awayPlayerIds: { type: [Schema.Types.ObjectId], default: [] },
    /** BOX_WIDTH numbers per player of homePlayerIds, in that order. */
    homeBox: { type: String, default: undefined },
    awayBox: { type: String, default: undefined },
    /** Points of each period, home and away interleaved. */
    periods: { type: String, default: undefined },
  };
}

/** A player's games are found through these (the embedded store indexes each id of the arrays). */
export function indexBoxScorePlayers(schema: Schema): void {
  schema.index({ homePlayerIds: 1 });
  schema.index({ awayPlayerIds: 1 });
}
