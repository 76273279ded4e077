/**
 * nedb needs primitive ids and knows nothing of BSON. Documents are stored with
 * every ObjectId turned into a marked string (ordering preserved: same hex
 * order) and turned back on the way out. Filters and updates are encoded the
 * same way, so matching happens entirely in the encoded space.
 */
import { Types } from 'mongoose';

export type Doc = Record<string, unknown>;

const OID_MARK = '\u0001oid:';

function isObjectId(value: unknown): value is Types.ObjectId {
  return typeof value === 'object' && value !== null && (value as { _bsontype?: unknown })._bsontype === 'ObjectId';
}

function isPlainObject(value: unknown): value is Doc {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

function hasToBSON(value: unknown): value is { toBSON(): unknown } {
  return (
    typeof value === 'object' && value !== null && !(value instanceof Date) && typeof (value as { toBSON?: unknown }).toBSON === 'function'
  );
}

/** How many recent encoded ids are kept for sharing: a burst's worldIds and teamIds, in a few hundred kilobytes at most. */
const SHARED_IDS = 4096;
const sharedIds = new Map<string, string>();

/**
 * The stored form of an ObjectId, one string per id among the recent ones:
 * a world's 2,150 players each held their own copy of the world's and their
 * club's ids. Joined, not `+`: concatenation keeps two strings and a link
 * between them for every id (V8's cons strings), a join one flat string.
 */
function encodeId(hex: string): string {
  let encoded = sharedIds.get(hex);
  if (encoded === undefined) {
    if (sharedIds.size >= SHARED_IDS) sharedIds.clear();
    encoded = [OID_MARK, hex].join('');
    sharedIds.set(hex, encoded);
  }
  return encoded;
}

export function encode(value: unknown): unknown {
  if (isObjectId(value)) return encodeId(value.toHexString());
  if (Array.isArray(value)) return value.map(encode);
  if (hasToBSON(value)) return encode(value.toBSON()); // mongoose documents and subdocuments
  if (isPlainObject(value)) {
    const out: Doc = {};
    for (const [k, v] of Object.entries(value)) if (v !== undefined) out[k] = encode(v);
    return out;
  }
  return value;
}

export function decode(value: unknown): unknown {
  // Hot path (every document read): the common cases first, no intermediate arrays.
  if (typeof value === 'string') return value.startsWith(OID_MARK) ? new Types.ObjectId(value.slice(OID_MARK.length)) : value;
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map(decode);
  if (isPlainObject(value)) {
    const out: Doc = {};
    for (const k of Object.keys(value)) out[k] = decode(value[k]);
    return out;
  }
  // Reads decode nedb's stored documents themselves (no copy by nedb), so a
  // decoded document shares nothing with the store: Dates are copied too.
  if (value instanceof Date) return new Date(value.getTime());
  return value;
}

export function encodeDoc(doc: Doc): Doc {
  return encode(doc) as Doc;
}
export function decodeDoc(doc: Doc): Doc {
  return decode(doc) as Doc;
}
export function newEncodedId(): string {
  return OID_MARK + new Types.ObjectId().toHexString();
}
export { isPlainObject };
