/** Opens the store named by a URI: `nedb://memory`, `nedb:///abs/dir`, `nedb://` (./data) or `mongodb://…`. */
import mongoose from './mongoose.js';
import { installEmbeddedDriver } from './mongoose-hooks.js';

export const DEFAULT_DATABASE_URL = 'nedb://';

export async function connectStore(uri: string = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL): Promise<typeof mongoose> {
  installEmbeddedDriver();
  await mongoose.connect(uri, { autoIndex: true, autoCreate: true });
  // Unique indexes must exist before the first write relies on them.
  await Promise.all(Object.values(mongoose.models).map((model) => model.init()));
  return mongoose;
}

export async function disconnectStore(): Promise<void> {
  await mongoose.disconnect();
}

export function isEmbedded(uri: string): boolean {
  return uri.startsWith('nedb://');
}
