/**
 * A career's season end: one record per
 * season ended, its steps done in order and each noted when done, and what
 * it decided noted before the writes that follow from it, so a crash can
 * be repeated and a second call answers the stored result.
 */
import mongoose, { Schema, type InferSchemaType } from '../../infra/store/mongoose.js';

const seasonEndSchema = new Schema({
  worldId: { type: Schema.Types.ObjectId, required: true },
  /** The season that ended (its number). */
  season: { type: Number, required: true },
  stepsDone: { type: [String], default: [] },
  /** Players who retired: noted before they leave the rosters. */
  retirements: {
    type: [{ playerId: Schema.Types.ObjectId, name: String, age: Number, club: String, teamId: Schema.Types.ObjectId, _id: false }],
    default: undefined,
  },
  aged: { type: Number, default: null },
  /** The AI clubs' refill, planned once (regens with their ids, signings). */
  refillPlan: { type: Schema.Types.Mixed, default: null },
  /** Every contract ending with the season, decided once (renewals with their terms, releases). */
  contractPlan: { type: Schema.Types.Mixed, default: null },
  /** The managed clubs' ending contracts as decided, with the players' names: each manager's summary lists his own. */
  clubContracts: {
    type: [
      {
        teamId: Schema.Types.ObjectId,
        playerId: Schema.Types.ObjectId,
        name: String,
        renewed: Boolean,
        salary: Number,
        endsSeason: Number,
        _id: false,
      },
    ],
    default: undefined,
  },
  promoted: { type: [{ teamId: Schema.Types.ObjectId, name: String, _id: false }], default: undefined },
  relegated: { type: [{ teamId: Schema.Types.ObjectId, name: String, _id: false }], default: undefined },
  champion: { type: String, default: null },
  /** Next season's European Cup entrants in seed order, from the final tables. */
  cupEntrants: { type: [Schema.Types.ObjectId], default: undefined },
  /** This season's Cup winner's name, once played. */
  cupChampion: { type: String, default: null },
  newSeasonName: { type: String, default: null },
  newLeagueId: { type: Number, default: null },
  completedAt: { type: Date, default: null },
});
seasonEndSchema.index({ worldId: 1, season: 1 }, { unique: true });

export type SeasonEndDoc = InferSchemaType<typeof seasonEndSchema> & { _id: mongoose.Types.ObjectId };
export const SeasonEndModel = mongoose.model('SeasonEnd', seasonEndSchema);
