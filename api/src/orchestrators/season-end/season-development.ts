/**
 * The season turn's part in development you can read: every player's
 * season closes into a line (his overall at its start and end, and the
 * whole parts that sum to the change), kept on his document with the turn's
 * other writes under its turnedSeason guard, and his running parts start
 * again for the next season.
 */
import type mongoose from 'mongoose';
import {
  developmentSeasonLine,
  packDevelopmentLine,
  runningDevelopment,
  type DevelopmentParts,
  type DevelopmentSeason,
  type DevelopmentTraining,
} from '@hardwood/shared';
import { AcademyModel } from '../../models/academy/academy.model.js';
import type { PlayerDoc } from '../../models/players/player.model.js';

/** Each club's academy type (the clubs that have one), for the catch-up's training. */
export async function academyTraining(
  worldId: mongoose.Types.ObjectId,
): Promise<(teamId: mongoose.Types.ObjectId | null | undefined) => DevelopmentTraining | null> {
  const academies = await AcademyModel.find({ worldId }, { teamId: 1, type: 1 }).lean();
  const byTeam = new Map(academies.map((a) => [a.teamId.toString(), a.type as DevelopmentTraining]));
  return (teamId) => (teamId ? (byTeam.get(teamId.toString()) ?? null) : null);
}

/**
 * The fields the turn sets for his development: the season's line appended
 * to his history (the running parts of the matchdays he developed, plus the
 * catch-up's; from his overall at the season's start, or before the catch-up
 * when he took no matchday), and the next season's running parts at zero.
 */
export function seasonDevelopment(
  p: Pick<PlayerDoc, 'developmentSeason' | 'developmentHistory' | 'overallRating' | 'age'>,
  season: number,
  turned: { overallRating: number; parts: DevelopmentParts },
): { developmentHistory: number[]; developmentSeason: DevelopmentSeason } {
  const running = runningDevelopment(p.developmentSeason, season);
  const from = running?.from ?? p.overallRating;
  const line = developmentSeasonLine(season, p.age, from, turned.overallRating, {
    age: (running?.age ?? 0) + turned.parts.age,
    minutes: (running?.minutes ?? 0) + turned.parts.minutes,
    training: (running?.training ?? 0) + turned.parts.training,
  });
  return {
    developmentHistory: [...(p.developmentHistory ?? []), ...packDevelopmentLine(line)],
    developmentSeason: { season: season + 1, from: turned.overallRating, age: 0, minutes: 0, training: 0 },
  };
}
