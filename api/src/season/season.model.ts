import mongoose, { Schema, type InferSchemaType } from '../store/mongoose.js';

const seasonSchema = new Schema({
  userId: { type: Schema.Types.ObjectId, required: true, index: true },
  leagueId: { type: Number, required: true },
  name: { type: String, required: true },
  number: { type: Number, required: true },
  isActive: { type: Boolean, default: true },
  currentMatchday: { type: Number, default: 1 },
  totalMatchdays: { type: Number, required: true },
  status: { type: String, enum: ['in_progress', 'complete'], default: 'in_progress' },
});

export type SeasonDoc = InferSchemaType<typeof seasonSchema> & { _id: mongoose.Types.ObjectId };
export const SeasonModel = mongoose.model('Season', seasonSchema);
