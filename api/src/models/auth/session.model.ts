/**
 * express-session store on a mongoose model, so sessions live in whichever
 * store the app runs on (embedded or MongoDB) and survive a restart.
 */
import session from 'express-session';
import mongoose, { Schema } from '../../infra/store/mongoose.js';

const sessionSchema = new Schema({
  _id: { type: String, required: true },
  data: { type: String, required: true },
  expires: { type: Date, required: true, index: true },
});
export const SessionModel = mongoose.model('Session', sessionSchema);

const DEFAULT_TTL_MS = 14 * 24 * 3600 * 1000;
/**
 * A rolling session's expiry moves on every request; writing it each time was
 * one store write per read. A session touched less
 * than this long ago is not written again: its expiry is at most this much
 * early, out of 14 days (connect-mongo's `touchAfter`, the same idea).
 */
export const SESSION_TOUCH_AFTER_MS = 10 * 60 * 1000;
/** Sessions whose last touch this process remembers; the oldest are forgotten first (and simply touched again). */
const TOUCHED_REMEMBERED = 10_000;

export class MongooseSessionStore extends session.Store {
  private readonly pruneTimer: NodeJS.Timeout;
  /** When this process last wrote each session's expiry (insertion order = age). */
  private readonly touched = new Map<string, number>();

  constructor(pruneEveryMs = 15 * 60 * 1000) {
    super();
    this.pruneTimer = setInterval(() => void this.prune(), pruneEveryMs);
    this.pruneTimer.unref();
  }

  async prune(): Promise<void> {
    await SessionModel.deleteMany({ expires: { $lt: new Date() } });
  }

  private expiry(sess: session.SessionData): Date {
    const cookieExpiry = sess.cookie?.expires;
    return cookieExpiry ? new Date(cookieExpiry) : new Date(Date.now() + DEFAULT_TTL_MS);
  }

  override get(sid: string, callback: (err: unknown, session?: session.SessionData | null) => void): void {
    SessionModel.findById(sid)
      .lean()
      .then((doc) => {
        if (!doc || doc.expires.getTime() < Date.now()) return callback(null, null);
        callback(null, JSON.parse(doc.data) as session.SessionData);
      })
      .catch(callback);
  }

  override set(sid: string, sess: session.SessionData, callback?: (err?: unknown) => void): void {
    // A full write carries the new expiry too.
    this.remember(sid, Date.now());
    SessionModel.updateOne({ _id: sid }, { $set: { data: JSON.stringify(sess), expires: this.expiry(sess) } }, { upsert: true })
      .then(() => callback?.())
      .catch((err: unknown) => callback?.(err));
  }

  override touch(sid: string, sess: session.SessionData, callback?: (err?: unknown) => void): void {
    const now = Date.now();
    const last = this.touched.get(sid);
    if (last !== undefined && now - last < SESSION_TOUCH_AFTER_MS) {
      callback?.();
      return;
    }
    this.remember(sid, now);
    SessionModel.updateOne({ _id: sid }, { $set: { expires: this.expiry(sess) } })
      .then(() => callback?.())
      .catch((err: unknown) => {
        this.touched.delete(sid);
        callback?.(err);
      });
  }

  private remember(sid: string, at: number): void {
    this.touched.delete(sid);
    this.touched.set(sid, at);
    if (this.touched.size > TOUCHED_REMEMBERED) {
      const oldest = this.touched.keys().next().value;
      if (oldest !== undefined) this.touched.delete(oldest);
    }
  }

  override destroy(sid: string, callback?: (err?: unknown) => void): void {
    this.touched.delete(sid);
    SessionModel.deleteOne({ _id: sid })
      .then(() => callback?.())
      .catch((err: unknown) => callback?.(err));
  }

  close(): void {
    clearInterval(this.pruneTimer);
  }
}
