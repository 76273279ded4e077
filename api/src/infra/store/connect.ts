/** Opens the store named by a URI: `nedb://memory`, `nedb:///abs/dir`, `nedb://` (./data) or `mongodb://…`. */
import mongoose from './mongoose.js';
import { installEmbeddedDriver } from './mongoose-hooks.js';

export const DEFAULT_DATABASE_URL = 'nedb://';

export interface ConnectOptions {
  /** Runs on the open store before the models' indexes are built: a migration that retires an index or renames a field. */
  beforeIndexes?: (db: mongoose.mongo.Db) => Promise<unknown>;
}

export async function connectStore(
  uri: string = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL,
  options: ConnectOptions = {},
): Promise<typeof mongoose> {
  installEmbeddedDriver();
  // Indexes are built below, once a migration has had the store: an old document under a new unique index would refuse it.
  await mongoose.connect(uri, { autoIndex: false, autoCreate: true });
  const { db } = mongoose.connection;
  if (options.beforeIndexes && db) await options.beforeIndexes(db);
  const models = Object.values(mongoose.models);
  await Promise.all(models.map((model) => model.init()));
  // Unique indexes must exist before the first write relies on them.
  await Promise.all(models.map((model) => model.createIndexes()));
  return mongoose;
}

export async function disconnectStore(): Promise<void> {
  await mongoose.disconnect();
}

export function isEmbedded(uri: string): boolean {
  return uri.startsWith('nedb://');
}
