/**
 * Walks a zod schema's string fields, for the tests that hold every input to
 * a bounded length: which strings a request schema has and their maximum,
 * and a valid example request with any one of them made over-long. Generic
 * over the schema's shape, so a route added to the table is covered as is.
 */
import type { z } from 'zod';

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  element?: z.ZodType;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  items?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  getter?: () => z.ZodType;
  entries?: Record<string, string | number>;
  values?: unknown[];
}
interface CheckDef {
  check: string;
  maximum?: number;
  minimum?: number;
  value?: number;
}
const defOf = (schema: z.ZodType) =>
  (schema as unknown as { _zod: { def: Def & { checks?: Array<{ _zod: { def: CheckDef } }> } } })._zod.def;
const checksOf = (schema: z.ZodType): CheckDef[] => (defOf(schema).checks ?? []).map((c) => c._zod.def);
/** The schema's own maximum length, if it declares one. */
export function maxLengthOf(schema: z.ZodType): number | undefined {
  const maxima = checksOf(schema).flatMap((c) => (c.check === 'max_length' && c.maximum !== undefined ? [c.maximum] : []));
  return maxima.length > 0 ? Math.min(...maxima) : undefined;
}
const minLengthOf = (schema: z.ZodType) =>
  Math.max(0, ...checksOf(schema).flatMap((c) => (c.check === 'min_length' && c.minimum !== undefined ? [c.minimum] : [])));
const minimumOf = (schema: z.ZodType) => checksOf(schema).find((c) => c.check === 'greater_than')?.value;

/** Values tried, in order, for a string field: the first its schema accepts is its example. */
const STRING_CANDIDATES = [
  'x',
  '1',
  '0123456789abcdef01234567',
  'correct-horse-battery-staple',
  'a@example.com',
  'https://example.com/a.png',
  '2030-01-01T20:00:00.000Z',
];
/** The length sent for a string that declares no maximum: far past any meaningful field, well under the body limit. */
export const UNBOUNDED_PROBE_LENGTH = 100_000;

export interface StringSlot {
  /** Where it is, e.g. "rows.0.<key>" or "name". */
  path: string;
  max: number | undefined;
}

function stringExample(schema: z.ZodType): string {
  return STRING_CANDIDATES.find((c) => schema.safeParse(c).success) ?? 'x';
}
/** The example padded to one past its maximum (or to the probe length), by repeating its last character. */
function overLong(schema: z.ZodType, whole: z.ZodType): string {
  const base = stringExample(whole);
  const length = (maxLengthOf(schema) ?? UNBOUNDED_PROBE_LENGTH - 1) + 1;
  return base + base.slice(-1).repeat(Math.max(0, length - base.length));
}

/** Whether a string can occur anywhere inside (so a union prefers the option that carries one). */
function hasString(schema: z.ZodType, depth = 0): boolean {
  if (depth > 20) return false;
  const def = defOf(schema);
  if (def.type === 'string') return true;
  return children(def).some((child) => hasString(child, depth + 1));
}
function children(def: Def): z.ZodType[] {
  const list: Array<z.ZodType | undefined> = [
    def.innerType,
    def.in,
    def.element,
    def.keyType,
    def.valueType,
    def.left,
    def.right,
    ...(def.options ?? []),
    ...(def.items ?? []),
    ...Object.values(def.shape ?? {}),
  ];
  return list.filter((c): c is z.ZodType => c !== undefined);
}

interface Walk {
  /** Which string slot gets the over-long value (by order of visit), or -1 for none. */
  long: number;
  slots: StringSlot[];
}

/** `whole`: the schema a string's value must pass as a whole (a pipe's, whose input is the string). */
function build(schema: z.ZodType, walk: Walk, path: string, whole: z.ZodType = schema): unknown {
  const def = defOf(schema);
  switch (def.type) {
    case 'string': {
      const slot = walk.slots.length;
      walk.slots.push({ path, max: maxLengthOf(schema) });
      return slot === walk.long ? overLong(schema, whole) : stringExample(whole);
    }
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(def.shape ?? {})) {
        if (defOf(field).type === 'unknown' || defOf(field).type === 'any') continue;
        out[key] = build(field, walk, path ? `${path}.${key}` : key);
      }
      return out;
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return build(def.innerType as z.ZodType, walk, path);
    case 'pipe':
      return build(def.in as z.ZodType, walk, path, whole);
    case 'lazy':
      return build((def.getter as () => z.ZodType)(), walk, path);
    case 'union': {
      const options = def.options ?? [];
      const chosen = options.find((o) => hasString(o)) ?? options[0];
      return chosen ? build(chosen, walk, path) : undefined;
    }
    case 'array': {
      const min = minLengthOf(schema);
      return Array.from({ length: Math.max(1, min) }, (_, i) => build(def.element as z.ZodType, walk, `${path}.${i}`));
    }
    case 'record': {
      const key = build(def.keyType as z.ZodType, walk, `${path}.<key>`);
      return { [String(key)]: build(def.valueType as z.ZodType, walk, `${path}.<value>`) };
    }
    case 'tuple':
      return (def.items ?? []).map((item, i) => build(item, walk, `${path}.${i}`));
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'literal':
      return def.values?.[0];
    case 'number':
      return minimumOf(schema) ?? 1;
    case 'boolean':
      return false;
    case 'null':
      return null;
    default:
      return undefined;
  }
}

/** Every string field of a schema (object fields, array items, record keys and values, union options that carry one). */
export function stringSlots(schema: z.ZodType): StringSlot[] {
  const walk: Walk = { long: -1, slots: [] };
  build(schema, walk, '');
  return walk.slots;
}

/** A request the schema accepts, with string slot `long` (an index of `stringSlots`) one past its maximum, or none when -1. */
export function exampleWith(schema: z.ZodType, long = -1): unknown {
  return build(schema, { long, slots: [] }, '');
}
