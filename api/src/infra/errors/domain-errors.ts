/**
 * What a service refuses, said in the domain's terms. Services know nothing of HTTP: the API's error handler
 * (infra/http/errors.ts) gives each kind its status, and the message goes to the client as it is.
 */
import mongoose from 'mongoose';
import type { RefusalExplanation } from '@hardwood/shared';

export abstract class DomainError extends Error {}

/** The request breaks a rule of the game or skips a step (not enough budget, no free slot, setup not done). */
export class RuleViolation extends DomainError {}

/** A player's own no (to joining the club): a rule violation whose answer also carries his reasons and what would change his mind. */
export class PlayerRefusal extends RuleViolation {
  constructor(
    message: string,
    readonly refusal: RefusalExplanation,
  ) {
    super(message);
  }
}

/** The career has no such thing (another career's ids included: they are not this career's to see). */
export class NotFoundError extends DomainError {
  constructor(message = 'Not found') {
    super(message);
  }
}

/** The thing exists but its state refuses the change now (already done, busy, out of turn). */
export class ConflictError extends DomainError {}

/** The manager may not see or do this (e.g. a roster not scouted yet). */
export class Forbidden extends DomainError {
  constructor(message = 'Forbidden') {
    super(message);
  }
}

/** The store contradicts what was just written: a server fault, its message kept for the log and the client. */
export class BrokenInvariant extends DomainError {}

/** An id that is not an ObjectId cannot name anything of this career. */
export function objectIdOr404(id: string | undefined, what = 'Not found'): mongoose.Types.ObjectId {
  if (!id || !/^[0-9a-f]{24}$/i.test(id)) throw new NotFoundError(what);
  return new mongoose.Types.ObjectId(id);
}
