/**
 * The world's Hall of Fame read back: its members, newest first, and one
 * member's entry, which stands for his player page once he has retired.
 */
import type mongoose from 'mongoose';
import { AWARD_LABELS, HALL_OF_FAME, hallOfFameScoreParts, unpackLine, type HallOfFame, type HallOfFameMember } from '@hardwood/shared';
import { NotFoundError } from '../../infra/errors/domain-errors.js';
import { HallOfFameModel, type HallOfFameDoc } from '../../models/history/hall-of-fame.model.js';
import { competitionName } from './history-reads.js';
import { careerObjectId } from './player-page.service.js';
import { careerSeasons, type CareerSeasons } from './stored-games.js';

function member(doc: HallOfFameDoc, seasons: CareerSeasons): HallOfFameMember {
  const totals = unpackLine(doc.totals, 0);
  return {
    playerId: doc.playerId.toString(),
    name: doc.name,
    position: doc.position,
    nationality: doc.nationality ?? '',
    age: doc.age,
    clubs: doc.clubIds.map((id, i) => ({ id: id.toString(), name: doc.clubNames[i] ?? 'Unknown club' })),
    seasons: doc.seasons.map((season) => ({ season, seasonName: seasons.nameOf(season) })),
    games: doc.games,
    totals,
    awards: doc.awards.map((a) => ({
      season: a.season,
      seasonName: seasons.nameOf(a.season),
      kind: a.kind,
      label: AWARD_LABELS[a.kind],
      leagueName: competitionName(a.leagueId),
    })),
    peakOverall: doc.peakOverall,
    score: doc.score,
    parts: hallOfFameScoreParts({
      seasons: doc.seasons.length,
      points: totals.points,
      rebounds: totals.rebounds,
      assists: totals.assists,
      awards: doc.awards.map((a) => a.kind),
      peakOverall: doc.peakOverall,
    }),
    inducted: { season: doc.inductedSeason, seasonName: seasons.nameOf(doc.inductedSeason) },
  };
}

export async function hallOfFame(worldId: mongoose.Types.ObjectId): Promise<HallOfFame> {
  const [docs, seasons] = await Promise.all([
    HallOfFameModel.find({ worldId }).sort({ inductedSeason: -1, score: -1 }).lean<HallOfFameDoc[]>(),
    careerSeasons(worldId),
  ]);
  return { threshold: HALL_OF_FAME.threshold, members: docs.map((d) => member(d, seasons)) };
}

/** A member of this world's Hall of Fame; 404 for anyone else (another world's players included). */
export async function hallOfFameMember(worldId: mongoose.Types.ObjectId, playerIdParam: string): Promise<HallOfFameMember> {
  const playerId = careerObjectId(playerIdParam, 'Hall of Fame member');
  const [doc, seasons] = await Promise.all([HallOfFameModel.findOne({ worldId, playerId }).lean<HallOfFameDoc>(), careerSeasons(worldId)]);
  if (!doc) throw new NotFoundError('Hall of Fame member not found');
  return member(doc, seasons);
}
