/** A signed-in manager's career as the services take it: the user and the club they run. */
import type mongoose from 'mongoose';
import type { UserDoc } from '../auth/user.model.js';

export interface Career {
  user: UserDoc;
  userId: mongoose.Types.ObjectId;
  teamId: mongoose.Types.ObjectId;
}
