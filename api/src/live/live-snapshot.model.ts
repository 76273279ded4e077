/**
 * Crash-recovery snapshots of live matches (issue 17): the newest engine
 * state of each match being played, as JSON (its RNG state included, so it is
 * never sent to anyone), written by the rooms every few game seconds and
 * removed once the result is saved. A room created again for the match after
 * its process died resumes from it.
 */
import mongoose, { Schema, type InferSchemaType } from '../store/mongoose.js';

const liveSnapshotSchema = new Schema({
  /** A career match's id or a Live Centre match's id: one snapshot per match. */
  matchId: { type: String, required: true, unique: true },
  /** Game seconds played: a write older than the stored snapshot changes nothing. */
  elapsed: { type: Number, required: true },
  /** The room's snapshot as JSON: a string, so the store never rewrites or inspects the engine's keys. */
  json: { type: String, required: true },
  savedAt: { type: Date, required: true },
});

export type LiveSnapshotDoc = InferSchemaType<typeof liveSnapshotSchema>;
export const LiveSnapshotModel = mongoose.model('LiveSnapshot', liveSnapshotSchema);
