/**
 * The two mongoose internals the embedded driver needs, isolated here because
 * mongoose's typings do not declare them:
 *  1. the native driver's Connection class, whose `createClient(uri)` builds the
 *     MongoClient: we subclass it so `nedb://` URIs get an nedb client instead;
 *  2. `onOpen()`, which marks the connection open and opens its collections.
 * Verified against mongoose 9.12 (pinned ~9.12 in api/package.json).
 */
import { createRequire } from 'node:module';
import mongoose from 'mongoose';
import { NedbClient, parseNedbUri } from './nedb-db.js';

interface NativeConnectionInstance {
  client: unknown;
  db: unknown;
  name: string;
  host?: string;
  port?: number;
  onOpen(): void;
  createClient(uri: string, options: unknown): Promise<unknown>;
}
type NativeConnectionClass = new (...args: unknown[]) => NativeConnectionInstance;
interface NativeDriver {
  Connection: NativeConnectionClass;
  Collection: unknown;
  BulkWriteResult: unknown;
}

const require = createRequire(import.meta.url);
const nativeDriver = require('mongoose/lib/drivers/node-mongodb-native/index.js') as NativeDriver;
const NativeConnection = nativeDriver.Connection;

class EmbeddedAwareConnection extends NativeConnection {
  override async createClient(uri: string, options: unknown): Promise<unknown> {
    if (typeof uri !== 'string' || !uri.startsWith('nedb://')) return super.createClient(uri, options);
    const client = new NedbClient(parseNedbUri(uri));
    this.client = client;
    this.db = client.db();
    this.name = 'hardwood';
    this.host = 'embedded';
    this.onOpen();
    return this;
  }
}

let installed = false;
/** Installs the driver once, before any connection opens. `mongodb://` URIs still use the stock driver. */
export function installEmbeddedDriver(): void {
  if (installed) return;
  mongoose.setDriver({ ...nativeDriver, Connection: EmbeddedAwareConnection });
  installed = true;
}
