import mongoose, { Schema, type InferSchemaType } from '../store/mongoose.js';

const userSchema = new Schema(
  {
    email: { type: String, required: true, unique: true },
    passwordHash: { type: String, required: true },
    firstName: { type: String, required: true },
    lastName: { type: String, required: true },
    profileImageUrl: { type: String, default: null },
    isSetupComplete: { type: Boolean, default: false },
    simulateMode: { type: Boolean, default: false },
    /** The career lease (career/career-lock.ts): setup and abandon never interleave. Epoch ms; 0 when free. */
    careerLockUntil: { type: Number, default: 0 },
    careerLockHolder: { type: String, default: null },
    teamId: { type: Schema.Types.ObjectId, default: null },
    /**
     * The career's secret seed, made at setup and never sent: the keys of the
     * career's game events include it, so a client that knows its own ids
     * cannot work out a sale's outcome or a club's mood before it asks.
     */
    careerSeed: { type: String, default: null },
    /** When the player editor was first used in this career: a sandbox flag, cleared with the career. */
    editorUsedAt: { type: Date, default: null },
  },
  { timestamps: true },
);

export type UserDoc = InferSchemaType<typeof userSchema> & { _id: mongoose.Types.ObjectId };
export const UserModel = mongoose.model('User', userSchema);
