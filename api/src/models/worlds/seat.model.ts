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
    /** The manager's game plan for every match he does not watch (plain JSON, checked by the shared schema); none until he saves one. */
    defaultGamePlan: { type: Schema.Types.Mixed, default: null },
    /** His plan for one match only, `{ matchId, plan }`: it wins over the default for that match, and lapses once the match is played. */
    nextMatchGamePlan: { type: Schema.Types.Mixed, default: null },
    /** Who coaches his side while he is present and gives no command: nobody but him (off), his plan, or the AI after idle minutes. */
    autopilotMode: { type: String, default: 'off' },
    autopilotIdleMinutes: { type: Number, default: null },
    /** In a league: when the manager was last seen there (to the minute or so); he loses the seat after too many rounds away. */
    lastSeenAt: { type: Date, default: null },
  },
  { timestamps: true },
);
seatSchema.index({ worldId: 1, userId: 1 }, { unique: true });
seatSchema.index({ worldId: 1, teamId: 1 }, { unique: true });

export type SeatDoc = InferSchemaType<typeof seatSchema> & { _id: mongoose.Types.ObjectId };
export const SeatModel = mongoose.model('Seat', seatSchema);
