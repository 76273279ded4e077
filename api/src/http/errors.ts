/** HTTP errors with the message the client shows ("status: body"). */
import type { ErrorRequestHandler } from 'express';
import mongoose from 'mongoose';
import { z } from 'zod';

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

/** A route id that is not an ObjectId cannot name anything of this career: 404. */
export function objectIdOr404(id: string | undefined, what = 'Not found'): mongoose.Types.ObjectId {
  if (!id || !/^[0-9a-f]{24}$/i.test(id)) throw notFound(what);
  return new mongoose.Types.ObjectId(id);
}

export const errorHandler: ErrorRequestHandler = (error: unknown, _req, res, _next) => {
  if (error instanceof HttpError) {
    res.status(error.status).json({ message: error.message });
    return;
  }
  if (typeof error === 'object' && error !== null && 'type' in error && (error as { type: unknown }).type === 'entity.parse.failed') {
    res.status(400).json({ message: 'Malformed JSON body' });
    return;
  }
  if (error instanceof mongoose.Error.CastError) {
    res.status(404).json({ message: 'Not found' });
    return;
  }
  console.error('[api] unhandled error', error);
  res.status(500).json({ message: 'Internal server error' });
};
