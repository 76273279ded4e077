/**
 * A manager's place in a world: which user runs which club there. A user
 * holds at most one seat in a world and a club at most one manager.
 */
import mongoose, { Schema, type InferSchemaType } from '../../infra/store/mongoose.js';

const seatSchema = new Schema(
  {
    worldId: { type: Schema.Types.ObjectId, required: true },
    /** The manager: the seat's occupant, not the owner of the world's records. */
    userId: { type: Schema.Types.ObjectId, required: true, index: true },
    teamId: { type: Schema.Types.ObjectId, required: true },
    /** The manager's setting: matchday processing pays his club's salaries when they fall due. Off until he turns it on. */
    autoPaySalaries: { type: Boolean, default: false },
  },
  { timestamps: true },
);
seatSchema.index({ worldId: 1, userId: 1 }, { unique: true });
seatSchema.index({ worldId: 1, teamId: 1 }, { unique: true });

export type SeatDoc = InferSchemaType<typeof seatSchema> & { _id: mongoose.Types.ObjectId };
export const SeatModel = mongoose.model('Seat', seatSchema);
