import type { User } from '@hardwood/shared';
import { isDeveloperEmail } from '../../infra/config/developers.js';
import type { UserDoc } from './user.model.js';
import { WorldModel } from '../worlds/world.model.js';
import { SeatModel } from '../worlds/seat.model.js';

/**
 * The account as the client sees it; the editor flag is the career world's.
 * A manager looking at a league he holds a seat in has a club to manage even
 * without a career of his own.
 */
export async function toUserDto(user: UserDoc): Promise<User> {
  const world = user.careerWorldId ? await WorldModel.findById(user.careerWorldId, { editorUsedAt: 1 }).lean() : null;
  const inLeague = Boolean(user.activeWorldId && (await SeatModel.exists({ worldId: user.activeWorldId, userId: user._id })));
  return {
    id: user._id.toString(),
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    profileImageUrl: user.profileImageUrl ?? null,
    isSetupComplete: user.isSetupComplete || inLeague,
    simulateMode: user.simulateMode && isDeveloperEmail(user.email),
    isDeveloper: isDeveloperEmail(user.email),
    editorUsed: Boolean(user.isSetupComplete && world?.editorUsedAt),
  };
}
