/**
 * The manager's own settings, kept on his seat: they belong to him at his
 * club in this world, so another manager of the world has his own, and an
 * abandoned career takes them with its seat.
 */
import type mongoose from 'mongoose';
import type { ManagerSettings } from '@hardwood/shared';
import { SeatModel } from '../../models/worlds/seat.model.js';
import type { Club } from '../worlds/seat.js';

/** The club's manager's settings; a club no manager runs (an AI club) has the defaults. */
export async function managerSettings({ worldId, teamId }: Club): Promise<ManagerSettings> {
  const seat = await SeatModel.findOne({ worldId, teamId }, { autoPaySalaries: 1 }).lean();
  // A seat stored before the setting existed has no field: it reads as the default, off.
  return { autoPaySalaries: seat?.autoPaySalaries === true };
}

export async function updateManagerSettings(
  seat: Club & { userId: mongoose.Types.ObjectId },
  settings: ManagerSettings,
): Promise<ManagerSettings> {
  await SeatModel.updateOne(
    { worldId: seat.worldId, userId: seat.userId, teamId: seat.teamId },
    { $set: { autoPaySalaries: settings.autoPaySalaries } },
  );
  return managerSettings(seat);
}
