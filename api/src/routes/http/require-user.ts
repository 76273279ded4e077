/** Route guards: a signed-in user, a user with a career, a developer. */
import type { Request } from 'express';
import mongoose from 'mongoose';
import { forbidden, HttpError, unauthorized } from '../../infra/http/errors.js';
import { activeSeatOf, type Seat } from '../../domain/worlds/seat.js';
import { isDeveloperEmail } from '../../infra/config/developers.js';
import { UserModel, type UserDoc } from '../../models/auth/user.model.js';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface User {
      id: string;
    }
  }
}

/** The signed-in user, freshly read (the session stores only the id). */
export async function currentUser(req: Request): Promise<UserDoc> {
  const id = req.user?.id;
  if (!id || !mongoose.isValidObjectId(id)) throw unauthorized();
  const user = await UserModel.findById(id).lean<UserDoc>();
  if (!user) throw unauthorized();
  return user;
}

/** The signed-in manager's seat in the world he is looking at (his career, or a league he switched to); 400 until he has one. */
export async function currentCareer(req: Request): Promise<Seat> {
  const seat = await activeSeatOf(await currentUser(req));
  if (!seat) throw new HttpError(400, 'Complete your team setup first');
  return seat;
}

export async function requireDeveloper(req: Request): Promise<UserDoc> {
  const user = await currentUser(req);
  if (!isDeveloperEmail(user.email)) throw forbidden('Developer access required');
  return user;
}
