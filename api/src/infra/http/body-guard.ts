/**
 * Request bodies at the edge, around body-parser.
 *
 * body-parser caps what it buffers (after inflating, so a compressed "zip
 * bomb" stops at the limit), but once it refuses a body it reads the rest of
 * it to keep the connection alive: a body declared or streamed far past the
 * limit would still be read to its very end. `bodySizeGuard` answers 413
 * first and closes the connection: before reading anything when the
 * Content-Length is over the limit, and as soon as a chunked body's bytes pass
 * it. `bodyShapeGuard`, after the parsers, refuses what they left unparsed
 * (other content types) and JSON that is not an object: every API payload is
 * an object, and routes read fields such as `req.body.email` before validating.
 */
import type { Request, RequestHandler, Response } from 'express';
import { FORM_BODY_LIMIT_BYTES, FORM_CONTENT_TYPE, JSON_BODY_LIMIT_BYTES, JSON_CONTENT_TYPE } from './limits.js';

function bodyLimitFor(req: Request): number {
  return req.is(FORM_CONTENT_TYPE) ? FORM_BODY_LIMIT_BYTES : JSON_BODY_LIMIT_BYTES;
}

/** A body with at least one byte (an empty POST from fetch carries `Content-Length: 0`). */
function hasNonEmptyBody(req: Request): boolean {
  return req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
}

function refuseTooLarge(req: Request, res: Response, limit: number): void {
  if (res.headersSent) {
    // Answered without the body (e.g. the SPA's page): Node would drain the rest of it to keep the connection alive.
    if (res.writableFinished) req.socket.destroy();
    else res.once('finish', () => req.socket.destroy());
    return;
  }
  // The rest of the body is never read: close rather than drain it for keep-alive.
  res
    .status(413)
    .set('Connection', 'close')
    .json({ message: `The request body is over ${limit} bytes` });
}

/** On every path (the SPA and static files too): nothing reads past the limit. */
export function bodySizeGuard(): RequestHandler {
  return (req, res, next) => {
    const limit = bodyLimitFor(req);
    const declared = req.headers['content-length'];
    if (declared !== undefined) {
      // Node's HTTP parser never delivers more bytes than a Content-Length declares.
      if (Number(declared) > limit) refuseTooLarge(req, res, limit);
      else next();
      return;
    }
    if (req.headers['transfer-encoding'] === undefined) {
      next();
      return;
    }
    let received = 0;
    const count = (chunk: Buffer) => {
      received += chunk.length;
      if (received <= limit) return;
      req.off('data', count);
      refuseTooLarge(req, res, limit);
    };
    // A 'data' listener starts the flow on the next tick only; the parsers attach
    // theirs synchronously further down this same middleware chain, so they miss
    // no byte. With no parser (other content types, paths outside /api) the
    // body is simply discarded as it is counted.
    req.on('data', count);
    next();
  };
}

/** After the parsers: stop if the size guard answered; refuse other content types and non-object JSON. */
export function bodyShapeGuard(): RequestHandler {
  return (req, res, next) => {
    if (res.headersSent) return;
    if (!hasNonEmptyBody(req)) {
      next();
      return;
    }
    if (!req.is([JSON_CONTENT_TYPE, FORM_CONTENT_TYPE])) {
      res.status(415).json({ message: `Send the request body as ${JSON_CONTENT_TYPE} or ${FORM_CONTENT_TYPE}` });
      return;
    }
    const body: unknown = req.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      res.status(400).json({ message: 'The request body must be a JSON object' });
      return;
    }
    next();
  };
}
