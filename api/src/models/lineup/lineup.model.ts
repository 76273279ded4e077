import mongoose, { Schema } from '../../infra/store/mongoose.js';

const lineupSchema = new Schema({
  worldId: { type: Schema.Types.ObjectId, required: true },
  /** The club whose manager saved it: a club's lineup is private to its seat until tip-off. */
  teamId: { type: Schema.Types.ObjectId, required: true },
  pgId: { type: Schema.Types.ObjectId, required: true },
  sgId: { type: Schema.Types.ObjectId, required: true },
  sfId: { type: Schema.Types.ObjectId, required: true },
  pfId: { type: Schema.Types.ObjectId, required: true },
  cId: { type: Schema.Types.ObjectId, required: true },
});

lineupSchema.index({ worldId: 1, teamId: 1 }, { unique: true });

export const StartingLineupModel = mongoose.model('StartingLineup', lineupSchema);
