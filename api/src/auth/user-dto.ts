import type { User } from '@hardwood/shared';
import { isDeveloperEmail } from './developers.js';
import type { UserDoc } from './user.model.js';

export function toUserDto(user: UserDoc): User {
  return {
    id: user._id.toString(),
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    profileImageUrl: user.profileImageUrl ?? null,
    isSetupComplete: user.isSetupComplete,
    simulateMode: user.simulateMode && isDeveloperEmail(user.email),
    isDeveloper: isDeveloperEmail(user.email),
    editorUsed: Boolean(user.editorUsedAt),
  };
}
