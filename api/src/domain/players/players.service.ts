import type mongoose from 'mongoose';
import type { PlayerSeasonStats } from '@hardwood/shared';
import { PlayerMatchStatModel } from '../../models/players/player-match-stat.model.js';

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Season averages per player, summed from their match lines. */
export async function playerSeasonStats(
  worldId: mongoose.Types.ObjectId,
  playerIds: mongoose.Types.ObjectId[],
  seasonId: mongoose.Types.ObjectId | null,
): Promise<PlayerSeasonStats[]> {
  const lines = seasonId ? await PlayerMatchStatModel.find({ worldId, seasonId, playerId: { $in: playerIds } }).lean() : [];
  return playerIds.map((playerId) => {
    const own = lines.filter((l) => l.playerId.equals(playerId));
    const n = own.length;
    const sum = (
      key: 'minutes' | 'points' | 'rebounds' | 'assists' | 'fieldGoals' | 'fieldGoalAttempts' | 'threePointers' | 'threePointAttempts',
    ) => own.reduce((s, l) => s + (l[key] ?? 0), 0);
    const pct = (made: number, attempts: number) => (attempts > 0 ? round1((made / attempts) * 100) : 0);
    return {
      playerId: playerId.toString(),
      matchesPlayed: n,
      averageMinutes: n ? round1(sum('minutes') / n) : 0,
      pointsPerGame: n ? round1(sum('points') / n) : 0,
      reboundsPerGame: n ? round1(sum('rebounds') / n) : 0,
      assistsPerGame: n ? round1(sum('assists') / n) : 0,
      fieldGoalPercentage: pct(sum('fieldGoals'), sum('fieldGoalAttempts')),
      threePointPercentage: pct(sum('threePointers'), sum('threePointAttempts')),
    };
  });
}
