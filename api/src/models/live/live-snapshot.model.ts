/**
 * Crash-recovery records of live matches, as JSON strings the
 * store never inspects (they hold the RNG state, so they are never sent to
 * anyone): a match's start, written once when its room first starts it, and
 * its progress (seconds played and what was done to it), rewritten every few
 * game seconds. Two collections, so the progress's frequent small writes
 * never rewrite the start (the embedded store appends a whole document on
 * every update). A room created again for the match after its process died
 * replays it from these; both go once the result is saved.
 */
import mongoose, { Schema } from '../../infra/store/mongoose.js';

const liveStartSchema = new Schema({
  /** A career match's id or a Live Centre match's id: one start per match. */
  matchId: { type: String, required: true, unique: true },
  /** The engine before the match's first second, as JSON. */
  start: { type: String, required: true },
  savedAt: { type: Date, required: true },
});

const liveProgressSchema = new Schema({
  matchId: { type: String, required: true, unique: true },
  /** Game seconds played: a write older than the stored progress changes nothing. */
  elapsed: { type: Number, required: true },
  progress: { type: String, required: true },
  savedAt: { type: Date, required: true },
});

export const LiveStartModel = mongoose.model('LiveStart', liveStartSchema);
export const LiveProgressModel = mongoose.model('LiveProgress', liveProgressSchema);
