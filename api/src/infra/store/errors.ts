/** Errors shaped like the MongoDB driver's, so application code handles them once. */
export class MongoServerError extends Error {
  override name = 'MongoServerError';
  readonly code: number;
  readonly codeName: string;
  readonly keyPattern?: Record<string, 1>;
  readonly keyValue?: Record<string, unknown>;
  constructor(message: string, code: number, codeName: string, extra: Partial<Pick<MongoServerError, 'keyPattern' | 'keyValue'>> = {}) {
    super(message);
    this.code = code;
    this.codeName = codeName;
    if (extra.keyPattern) this.keyPattern = extra.keyPattern;
    if (extra.keyValue) this.keyValue = extra.keyValue;
  }
  get errmsg(): string {
    return this.message;
  }
}

const DUPLICATE_KEY = 11000;

/** nedb's uniqueViolated carries `key`; we know the index's fields from the collection. */
export function duplicateKeyError(collection: string, indexName: string, fields: string[], key: unknown): MongoServerError {
  const keyPattern = Object.fromEntries(fields.map((f) => [f, 1 as const]));
  const keyValue = fields.length === 1 ? { [fields[0] as string]: key } : { [fields.join(',')]: key };
  return new MongoServerError(
    `E11000 duplicate key error collection: ${collection} index: ${indexName} dup key: ${JSON.stringify(keyValue)}`,
    DUPLICATE_KEY,
    'DuplicateKey',
    { keyPattern, keyValue },
  );
}

export function isUniqueViolation(error: unknown): error is { errorType: 'uniqueViolated'; key: unknown } {
  return typeof error === 'object' && error !== null && (error as { errorType?: unknown }).errorType === 'uniqueViolated';
}

/** A duplicate key on a unique index, from MongoDB or the embedded store: application code checks this one. */
export function isDuplicateKeyError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === DUPLICATE_KEY;
}
