import mongoose, { Schema } from '../store/mongoose.js';

const lineupSchema = new Schema({
  userId: { type: Schema.Types.ObjectId, required: true, unique: true },
  teamId: { type: Schema.Types.ObjectId, required: true },
  pgId: { type: Schema.Types.ObjectId, required: true },
  sgId: { type: Schema.Types.ObjectId, required: true },
  sfId: { type: Schema.Types.ObjectId, required: true },
  pfId: { type: Schema.Types.ObjectId, required: true },
  cId: { type: Schema.Types.ObjectId, required: true },
});

export const StartingLineupModel = mongoose.model('StartingLineup', lineupSchema);
