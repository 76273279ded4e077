/** Pure helpers on encoded documents and filters, for the embedded collection. */
import { isPlainObject, type Doc } from './codec.js';

function isPrimitive(value: unknown): value is string | number | boolean {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

/**
 * The plain-equality part of a filter, which nedb answers exactly as MongoDB
 * does; mingo then applies the whole filter to what nedb returns.
 */
export function prefilter(filter: Doc): Doc {
  const out: Doc = {};
  for (const [key, value] of Object.entries(filter)) {
    if (key.startsWith('$')) continue;
    if (isPrimitive(value)) out[key] = value;
    else if (isPlainObject(value)) {
      const keys = Object.keys(value);
      const inList = value.$in;
      if (keys.length === 1 && Array.isArray(inList) && inList.every(isPrimitive)) out[key] = { $in: inList };
    }
  }
  return out;
}

export function hasOperators(update: Doc): boolean {
  return Object.keys(update).some((k) => k.startsWith('$'));
}

export function setPath(target: Doc, path: string, value: unknown): void {
  const parts = path.split('.');
  let cursor: Doc = target;
  for (const part of parts.slice(0, -1)) {
    const next = cursor[part];
    if (!isPlainObject(next)) cursor[part] = {};
    cursor = cursor[part] as Doc;
  }
  cursor[parts[parts.length - 1] as string] = value;
}

export function getPath(doc: unknown, path: string): unknown {
  let cursor: unknown = doc;
  for (const part of path.split('.')) {
    if (Array.isArray(cursor)) cursor = cursor.flatMap((item) => (isPlainObject(item) ? [item[part]] : []));
    else if (isPlainObject(cursor)) cursor = cursor[part];
    else return undefined;
  }
  return cursor;
}

/** Seed of an upserted document: the filter's equality fields (MongoDB does the same). */
export function upsertSeed(filter: Doc): Doc {
  const seed: Doc = {};
  for (const [key, value] of Object.entries(filter)) {
    if (key.startsWith('$')) continue;
    if (isPlainObject(value) && Object.keys(value).some((k) => k.startsWith('$'))) {
      const eq = value.$eq;
      if (eq !== undefined) setPath(seed, key, eq);
      continue;
    }
    setPath(seed, key, value);
  }
  return seed;
}
