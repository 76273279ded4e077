/** An ObjectId fixed by a key: a step repeated after a crash writes the same records under the same ids. */
import { createHash } from 'node:crypto';
import mongoose from 'mongoose';

export function stableIdHex(key: string): string {
  return createHash('sha1').update(key).digest('hex').slice(0, 24);
}

export function stableId(key: string): mongoose.Types.ObjectId {
  return new mongoose.Types.ObjectId(stableIdHex(key));
}
