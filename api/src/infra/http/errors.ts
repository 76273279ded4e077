/** HTTP errors with the message the client shows ("status: body"). */
import type { ErrorRequestHandler } from 'express';
import mongoose from 'mongoose';
import { z } from 'zod';
import {
  BrokenInvariant,
  ConflictError,
  DomainError,
  Forbidden,
  NotFoundError,
  PlayerRefusal,
  RuleViolation,
} from '../errors/domain-errors.js';
import { clientErrorAnswer } from './body-errors.js';

export { objectIdOr404 } from '../errors/domain-errors.js';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const forbidden = (message = 'Forbidden') => new HttpError(403, message);
export const unauthorized = (message = 'Unauthorized') => new HttpError(401, message);

/** Parses input with a shared zod schema; the first issue becomes a 400 message. */
export function parseInput<T extends z.ZodType>(schema: T, data: unknown): z.infer<T> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  // zod's generic messages ("Invalid input…", "Too big…") need the field named; ours already say it.
  const generic = issue ? /^(invalid|too )/i.test(issue.message) : false;
  const where = issue && generic && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  throw badRequest(`${where}${issue?.message ?? 'Invalid input'}`);
}

/** The status of each kind of domain refusal; the first class the error is an instance of wins. */
const DOMAIN_STATUSES: ReadonlyArray<readonly [abstract new (...args: never[]) => DomainError, number]> = [
  [RuleViolation, 400],
  [Forbidden, 403],
  [NotFoundError, 404],
  [ConflictError, 409],
  [BrokenInvariant, 500],
];

export const MALFORMED_PATH_MESSAGE = 'Malformed URL: a path segment is not valid percent-encoding';

/**
 * The router's own URIError for a path parameter that does not decode (e.g.
 * `%E0%A4%A`): it marks it 400 but not `expose`, so it would otherwise be a
 * 500. A URIError without that mark is our own bug and stays a 500.
 */
function isMalformedPath(error: unknown): boolean {
  return error instanceof URIError && (error as URIError & { status?: unknown }).status === 400;
}

/** The status and message a thrown error answers with, when it is one we expect (an HttpError, a domain refusal, a client error). */
function expectedAnswer(error: unknown): { status: number; message: string } | null {
  if (error instanceof HttpError) return { status: error.status, message: error.message };
  if (isMalformedPath(error)) return { status: 400, message: MALFORMED_PATH_MESSAGE };
  if (error instanceof DomainError) {
    const status = DOMAIN_STATUSES.find(([kind]) => error instanceof kind)?.[1] ?? 500;
    return { status, message: error.message };
  }
  return clientErrorAnswer(error);
}

export const errorHandler: ErrorRequestHandler = (error: unknown, _req, res, _next) => {
  const clientError = expectedAnswer(error);
  if (res.headersSent) {
    // Already answered, e.g. by the body size guard's 413 before body-parser gave up on the same body.
    if (clientError) return;
    // A failure halfway through an answer: cut the connection (as Express does) so the client sees it.
    console.error('[api] unhandled error after answering', error);
    res.destroy();
    return;
  }
  if (clientError) {
    // A player's refusal also sends his reasons, so a client can show why he said no.
    res
      .status(clientError.status)
      .json(error instanceof PlayerRefusal ? { message: clientError.message, refusal: error.refusal } : { message: clientError.message });
    return;
  }
  if (error instanceof mongoose.Error.CastError) {
    res.status(404).json({ message: 'Not found' });
    return;
  }
  console.error('[api] unhandled error', error);
  res.status(500).json({ message: 'Internal server error' });
};
