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

const SIMPLE_OPERATORS = new Set(['$set', '$inc', '$unset']);

/** The container a dotted path writes into, if every step is a plain object (or missing); else undefined. */
function plainParent(doc: Doc, path: string): { parts: string[] } | undefined {
  const parts = path.split('.');
  if (parts.some((p) => p === '' || p.startsWith('$') || /^\d+$/.test(p))) return undefined;
  let cursor: unknown = doc;
  for (const part of parts.slice(0, -1)) {
    if (cursor === undefined) break;
    if (!isPlainObject(cursor)) return undefined;
    cursor = cursor[part];
  }
  if (cursor !== undefined && !isPlainObject(cursor)) return undefined;
  return { parts };
}

/**
 * Applies an update made only of `$set`, `$inc` and `$unset` on plain object
 * paths, in place, and answers true; answers false (touching nothing) when
 * it needs mingo (arrays, positional paths, other operators). Matchday
 * processing writes hundreds of such updates, and mingo's general updater
 * costs about ten times more per call.
 */
export function applySimpleUpdate(doc: Doc, update: Doc): boolean {
  const entries = Object.entries(update);
  if (entries.length === 0 || entries.some(([op, fields]) => !SIMPLE_OPERATORS.has(op) || !isPlainObject(fields))) return false;
  for (const [op, fields] of entries) {
    for (const [path, value] of Object.entries(fields as Doc)) {
      if (!plainParent(doc, path)) return false;
      if (op === '$inc') {
        const current = getPath(doc, path);
        if (typeof value !== 'number' || (current !== undefined && typeof current !== 'number')) return false;
      }
    }
  }
  for (const [op, fields] of entries) {
    for (const [path, value] of Object.entries(fields as Doc)) {
      if (op === '$set') setPath(doc, path, typeof value === 'object' && value !== null ? structuredClone(value) : value);
      else if (op === '$inc') setPath(doc, path, ((getPath(doc, path) as number | undefined) ?? 0) + (value as number));
      else unsetPath(doc, path);
    }
  }
  return true;
}

function unsetPath(doc: Doc, path: string): void {
  const parts = path.split('.');
  let cursor: unknown = doc;
  for (const part of parts.slice(0, -1)) {
    if (!isPlainObject(cursor)) return;
    cursor = cursor[part];
  }
  if (isPlainObject(cursor)) delete cursor[parts[parts.length - 1] as string];
}
