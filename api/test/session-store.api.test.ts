/**
 * The session store's rolling expiry: a session is
 * written again at most once per SESSION_TOUCH_AFTER_MS by its touches, not
 * on every signed-in request; a full save or a later touch still moves it.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MongooseSessionStore, SESSION_TOUCH_AFTER_MS, SessionModel } from '../src/models/auth/session.model.js';
import { connectStore, disconnectStore } from '../src/infra/store/connect.js';

beforeAll(async () => {
  await connectStore('nedb://memory');
});
afterAll(async () => disconnectStore());

const call = (fn: (done: (err?: unknown) => void) => void) =>
  new Promise<void>((resolve, reject) => fn((err) => (err ? reject(err) : resolve())));

describe('session touches', () => {
  it('write the expiry once per interval, then again once it has passed', async () => {
    const store = new MongooseSessionStore();
    const at = (ms: number) => ({ cookie: { originalMaxAge: 1000, expires: new Date(ms) } }) as never;
    await call((done) => store.set('s1', at(Date.now() + 1_000_000), done));
    const writes = vi.spyOn(SessionModel, 'updateOne');
    try {
      const now = Date.now();
      vi.useFakeTimers({ now, toFake: ['Date'] });
      for (let i = 0; i < 20; i += 1) await call((done) => store.touch('s1', at(now + 2_000_000 + i), done));
      // The save just now counts as a touch: twenty touches, no write.
      expect(writes).toHaveBeenCalledTimes(0);
      vi.setSystemTime(now + SESSION_TOUCH_AFTER_MS + 1);
      await call((done) => store.touch('s1', at(now + 3_000_000), done));
      await call((done) => store.touch('s1', at(now + 3_000_001), done));
      expect(writes).toHaveBeenCalledTimes(1);
      const stored = await SessionModel.findById('s1').lean();
      expect(stored?.expires.getTime()).toBe(now + 3_000_000);
    } finally {
      vi.useRealTimers();
      writes.mockRestore();
      store.close();
    }
  });
});
