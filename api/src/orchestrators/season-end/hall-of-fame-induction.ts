/**
 * The season end's Hall of Fame: each player retiring at it gets his
 * career's score (shared hall-of-fame.ts: seasons, box-score totals, awards,
 * peak overall) and those at the threshold or above enter. It runs inside
 * the players' turn, after the retirements are noted and before the retired
 * leave the world: a retry finds every retiree still there until all have
 * been judged, and each entry is written under an id fixed by the world and
 * the player, only if missing, so a repeat writes nothing twice.
 */
import mongoose from 'mongoose';
import { BOX_COLUMNS, entersHallOfFame, hallOfFameScore, peakOverall, sumLines, type AwardKind, type BoxLine } from '@hardwood/shared';
import { stableId } from '../../infra/store/stable-id.js';
import { careerSeasons, lineIn, readPlayerGames, type StoredGame } from '../../domain/history/stored-games.js';
import { HallOfFameModel } from '../../models/history/hall-of-fame.model.js';
import { SeasonHistoryModel } from '../../models/history/season-history.model.js';
import { PlayerModel, type PlayerDoc } from '../../models/players/player.model.js';
import { TeamModel } from '../../models/teams/team.model.js';

interface Retirement {
  playerId?: mongoose.Types.ObjectId | null;
  age?: number | null;
}

interface Award {
  season: number;
  kind: AwardKind;
  leagueId: number;
}

/** A retiree's career as the box scores and the awards tell it. */
export interface RetiredCareer {
  seasons: number[];
  games: number;
  totals: BoxLine;
  /** Club ids in the order he first played for each. */
  clubIds: string[];
}

export function careerOf(games: readonly StoredGame[], playerId: string): RetiredCareer {
  const seasons = new Set<number>();
  const clubs: string[] = [];
  const lines: BoxLine[] = [];
  for (const game of games) {
    const mine = lineIn(game, playerId);
    if (!mine) continue;
    seasons.add(game.season);
    const club = mine.side === 'home' ? game.homeTeamId : game.awayTeamId;
    if (!clubs.includes(club)) clubs.push(club);
    lines.push(mine.line);
  }
  return { seasons: [...seasons].sort((a, b) => a - b), games: lines.length, totals: sumLines(lines), clubIds: clubs };
}

/** Judges the retirees of season `seasonNumber` and writes the entries of those who enter. */
export async function induct(worldId: mongoose.Types.ObjectId, seasonNumber: number, retirements: readonly Retirement[]): Promise<void> {
  const ages = new Map(retirements.flatMap((r) => (r.playerId ? [[r.playerId.toString(), r.age ?? 0] as const] : [])));
  if (ages.size === 0) return;
  const ids = [...ages.keys()].map((id) => new mongoose.Types.ObjectId(id));
  const [players, entered] = await Promise.all([
    PlayerModel.find({ worldId, _id: { $in: ids } }, { name: 1, position: 1, nationality: 1, overallRating: 1, ratingHistory: 1 }).lean<
      PlayerDoc[]
    >(),
    HallOfFameModel.find({ worldId, playerId: { $in: ids } }, { playerId: 1 }).lean(),
  ]);
  const judged = new Set(entered.map((e) => e.playerId.toString()));
  const waiting = players.filter((p) => !judged.has(p._id.toString()));
  if (waiting.length === 0) return;
  const [seasons, histories, teams] = await Promise.all([
    careerSeasons(worldId),
    SeasonHistoryModel.find({ worldId }, { season: 1, awards: 1 }).lean(),
    TeamModel.find({ worldId }, { name: 1 }).lean(),
  ]);
  const awardsOf = (playerId: mongoose.Types.ObjectId): Award[] =>
    histories
      .flatMap((h) =>
        h.awards.filter((a) => a.playerId.equals(playerId)).map((a) => ({ season: h.season, kind: a.kind, leagueId: a.leagueId })),
      )
      .sort((a, b) => a.season - b.season);
  const teamName = new Map(teams.map((t) => [t._id.toString(), t.name]));

  const writes = [];
  for (const player of waiting) {
    const id = player._id.toString();
    const career = careerOf(await readPlayerGames(worldId, player._id, seasons), id);
    const awards = awardsOf(player._id);
    const peak = peakOverall(player.ratingHistory, player.overallRating);
    const score = hallOfFameScore({
      seasons: career.seasons.length,
      points: career.totals.points,
      rebounds: career.totals.rebounds,
      assists: career.totals.assists,
      awards: awards.map((a) => a.kind),
      peakOverall: peak,
    });
    if (!entersHallOfFame(score)) continue;
    const entry = {
      worldId,
      playerId: player._id,
      name: player.name,
      position: player.position,
      nationality: player.nationality,
      age: ages.get(id) ?? 0,
      clubIds: career.clubIds.map((c) => new mongoose.Types.ObjectId(c)),
      clubNames: career.clubIds.map((c) => teamName.get(c) ?? 'Unknown club'),
      seasons: career.seasons,
      games: career.games,
      totals: BOX_COLUMNS.map((c) => career.totals[c]),
      awards,
      peakOverall: peak,
      score,
      inductedSeason: seasonNumber,
    };
    writes.push({
      updateOne: {
        filter: { _id: stableId(`${worldId.toString()}:hall-of-fame:${id}`) },
        update: { $setOnInsert: entry },
        upsert: true,
      },
    });
  }
  if (writes.length > 0) await HallOfFameModel.bulkWrite(writes);
}
