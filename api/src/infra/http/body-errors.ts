/**
 * The client errors body-parser (raw-body, zlib) and serve-static raise, as a
 * status and a message we can show. They are the client's fault, so the error
 * handler answers them like any 4xx: no 500, no stack trace in the log.
 */
import { STATUS_CODES } from 'node:http';

export interface ClientErrorAnswer {
  status: number;
  message: string;
}

/** body-parser's `type` of each error it raises, with our status and message. */
const BODY_ERRORS: Record<string, ClientErrorAnswer> = {
  'entity.parse.failed': { status: 400, message: 'Malformed JSON body' },
  'entity.too.large': { status: 413, message: 'The request body is too large' },
  'parameters.too.many': { status: 413, message: 'The form has too many fields' },
  'encoding.unsupported': { status: 415, message: 'Unsupported Content-Encoding (use gzip, deflate, br or none)' },
  'charset.unsupported': { status: 415, message: 'Unsupported charset (use UTF-8)' },
  'entity.verify.failed': { status: 403, message: 'The request body was refused' },
  'request.aborted': { status: 400, message: 'The request was aborted' },
  'request.size.invalid': { status: 400, message: 'The request body does not match its Content-Length' },
};

const field = (error: object, name: string): unknown => (name in error ? (error as Record<string, unknown>)[name] : undefined);

/** The answer for a client error (an http-errors 4xx), or null for anything else (a 500). */
export function clientErrorAnswer(error: unknown): ClientErrorAnswer | null {
  if (typeof error !== 'object' || error === null) return null;
  const type = field(error, 'type');
  const known = typeof type === 'string' ? BODY_ERRORS[type] : undefined;
  if (known) {
    const limit = field(error, 'limit');
    return type === 'entity.too.large' && typeof limit === 'number'
      ? { status: 413, message: `The request body is over ${limit} bytes` }
      : known;
  }
  const status = field(error, 'status');
  // http-errors marks client errors `expose`; body-parser's own server errors (stream.encoding.set…) are 500s.
  if (typeof status !== 'number' || status < 400 || status > 499 || field(error, 'expose') !== true) return null;
  // zlib's errors (a body that is not the gzip/deflate/br it claims), wrapped by body-parser as 400.
  const code = field(error, 'code');
  if (typeof code === 'string' && code.startsWith('Z_')) return { status, message: 'The compressed request body is corrupt' };
  return { status, message: STATUS_CODES[status] ?? 'Bad request' };
}
