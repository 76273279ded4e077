import mongoose, { Schema, type InferSchemaType } from '../../infra/store/mongoose.js';

const userSchema = new Schema(
  {
    email: { type: String, required: true, unique: true },
    passwordHash: { type: String, required: true },
    firstName: { type: String, required: true },
    lastName: { type: String, required: true },
    profileImageUrl: { type: String, default: null },
    isSetupComplete: { type: Boolean, default: false },
    simulateMode: { type: Boolean, default: false },
    /** The career lease (domain/career/career-lock.ts): setup and abandon never interleave. Epoch ms; 0 when free. */
    careerLockUntil: { type: Number, default: 0 },
    careerLockHolder: { type: String, default: null },
    /**
     * The world of the single-player career (worlds/): set before its records
     * are written, so an interrupted setup's leftovers are found and removed;
     * the career exists once `isSetupComplete` is also set.
     */
    careerWorldId: { type: Schema.Types.ObjectId, default: null },
    /** The league whose club pages the manager is looking at (he switched to it in the hub); null: his career. */
    activeWorldId: { type: Schema.Types.ObjectId, default: null },
  },
  { timestamps: true },
);

export type UserDoc = InferSchemaType<typeof userSchema> & { _id: mongoose.Types.ObjectId };
export const UserModel = mongoose.model('User', userSchema);
