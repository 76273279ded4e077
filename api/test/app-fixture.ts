/**
 * The shared test fixture: starts the API (with the game server) on a free
 * port over an in-memory store for the test file, with the settings the file
 * needs given as options (never by changing process.env), and hands out
 * clients that call routes through the route table.
 *
 * CI runs a failed test once more in the same app. Most tests register
 * their accounts under fixed e-mails, so before a retry the accounts the
 * failed attempt registered are retired (their e-mails renamed): the retry
 * registers afresh instead of meeting "an account already exists".
 */
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { UserModel } from '../src/models/auth/user.model.js';
import { startServer } from '../src/main.js';
import { HttpClient } from './http-client.js';

type StartOptions = NonNullable<Parameters<typeof startServer>[0]>;

export interface TestAppOptions extends Omit<StartOptions, 'port'> {
  /** Settings over the process environment's, e.g. DEVELOPER_EMAILS or LOGIN_RATE_LIMIT. */
  env?: StartOptions['env'];
}

export interface TestApp {
  /** The server's base URL (once the file's beforeAll has run). */
  readonly url: string;
  readonly server: Awaited<ReturnType<typeof startServer>>;
  /** A fresh browser-like client (its own cookie jar). */
  client(): HttpClient;
}

/** Starts the app before the file's tests and stops it after them. */
export function useTestApp(options: TestAppOptions = {}): TestApp {
  let running: Awaited<ReturnType<typeof startServer>> | null = null;
  beforeAll(async () => {
    running = await startServer({ databaseUrl: 'nedb://memory', clientDir: '/nonexistent', ...options, port: 0 });
  });
  afterAll(async () => {
    await running?.close();
  });
  const accountsBefore = new Map<string, Set<string>>();
  beforeEach(async ({ task }) => {
    if (!running) return;
    const ids = (await UserModel.find({}, { _id: 1 }).lean()).map((u) => u._id.toString());
    const before = accountsBefore.get(task.id);
    if (!before || (task.result?.retryCount ?? 0) === 0) {
      accountsBefore.set(task.id, new Set(ids));
      return;
    }
    for (const id of ids.filter((x) => !before.has(x))) {
      await UserModel.updateOne({ _id: id }, { $set: { email: `retired-${id}@example.invalid` } });
    }
  });
  const server = () => {
    if (!running) throw new Error('useTestApp: the app starts in beforeAll; use it inside a test');
    return running;
  };
  return {
    get url() {
      return server().url;
    },
    get server() {
      return server();
    },
    client: () => new HttpClient(server().url),
  };
}
