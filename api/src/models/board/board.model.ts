/**
 * A manager's board in a world: the club he runs for it, this season's
 * objectives, its confidence in him and why it moved, the job offers he
 * holds, and his record as a manager there. One record per manager per
 * world, changed only by guarded single-record updates: a matchday applies
 * while `matchdayKey` is below its key, a season turn while `season` is the
 * ended season, a move while `teamId` is the club he leaves; so a repeated
 * step changes nothing.
 */
import mongoose, { Schema, type InferSchemaType } from '../../infra/store/mongoose.js';

const boardSchema = new Schema({
  worldId: { type: Schema.Types.ObjectId, required: true },
  userId: { type: Schema.Types.ObjectId, required: true },
  /** The club whose board this is (the club he was sacked by, until he takes a new job). */
  teamId: { type: Schema.Types.ObjectId, required: true },
  /** The season the objectives are for. */
  season: { type: Number, required: true },
  /** The season he took the job, and the matchdays processed since: the sack's grace. */
  startSeason: { type: Number, required: true },
  matchdaysAtClub: { type: Number, default: 0 },
  /** The last matchday key (season * 100 + matchday) the board judged. */
  matchdayKey: { type: Number, default: 0 },
  /** Shared BoardObjectives (plain JSON, checked by the shared schema when read). */
  objectives: { type: Schema.Types.Mixed, required: true },
  /** His club's academy promotions when the objectives were set: the academy objective counts new ones. */
  promotedAtStart: { type: Number, default: 0 },
  confidence: { type: Number, required: true },
  /** Shared BoardReason[], newest first. */
  reasons: { type: [Schema.Types.Mixed], default: [] },
  /** This season's results at the club (the mid-season interest reads them). */
  seasonWins: { type: Number, default: 0 },
  seasonLosses: { type: Number, default: 0 },
  sacked: { type: Boolean, default: false },
  /** Shared JobOffer[]: a sacked manager's to choose from, or better clubs' approaches. */
  offers: { type: [Schema.Types.Mixed], default: [] },
  /** The last season better clubs approached him in: once a season. */
  approachedSeason: { type: Number, default: 0 },
  /** Shared ManagerRecord: his whole record in this world, whatever the club. */
  record: { type: Schema.Types.Mixed, required: true },
  /** The clubs he managed here: `{ teamId, club, fromSeason, toSeason, end }`. */
  spells: { type: [Schema.Types.Mixed], default: [] },
});
boardSchema.index({ worldId: 1, userId: 1 }, { unique: true });

export type BoardDoc = InferSchemaType<typeof boardSchema> & { _id: mongoose.Types.ObjectId };
export const BoardModel = mongoose.model('Board', boardSchema);
