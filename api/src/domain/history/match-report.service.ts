/**
 * A match report: any played game of the career's world (the manager's
 * league, the European Cup, another league) with both box scores, the points
 * of each period and, for a game played live, its shots and score flow.
 * Players who have since retired keep their name from the season end's
 * record, without a page to link to.
 */
import type mongoose from 'mongoose';
import { cupStageName, EUROPEAN_CUP_NAME, sumLines, unpackLine, unpackShots, type MatchReport, type ReportSide } from '@hardwood/shared';
import type { Seat } from '../worlds/seat.js';
import { NotFoundError } from '../../infra/errors/domain-errors.js';
import { PlayerModel } from '../../models/players/player.model.js';
import { SeasonEndModel } from '../../models/season/season-end.model.js';
import { TeamModel } from '../../models/teams/team.model.js';
import { competitionName } from './history-reads.js';
import { careerObjectId } from './player-page.service.js';
import { careerSeasons, readGame, type StoredGame } from './stored-games.js';

interface Named {
  name: string;
  position: ReportSide['players'][number]['position'];
  linkable: boolean;
}

/** The names of a game's players: the world's, then the retired from the season ends' records. */
async function playerNames(worldId: mongoose.Types.ObjectId, ids: readonly string[]): Promise<Map<string, Named>> {
  const names = new Map<string, Named>();
  const players = await PlayerModel.find({ worldId, _id: { $in: [...ids] } }, { name: 1, position: 1 }).lean();
  for (const p of players) names.set(p._id.toString(), { name: p.name, position: p.position, linkable: true });
  const missing = ids.filter((id) => !names.has(id));
  if (missing.length > 0) {
    const records = await SeasonEndModel.find({ worldId }, { retirements: 1 }).lean();
    for (const r of records.flatMap((rec) => rec.retirements ?? [])) {
      const id = r.playerId?.toString();
      if (id && missing.includes(id)) names.set(id, { name: r.name ?? 'Retired player', position: null, linkable: false });
    }
  }
  return names;
}

function side(game: StoredGame, which: 'home' | 'away', teamName: string, names: ReadonlyMap<string, Named>): ReportSide {
  const ids = which === 'home' ? game.homeIds : game.awayIds;
  const box = which === 'home' ? game.homeBox : game.awayBox;
  const players = ids.map((playerId, i) => {
    const named = names.get(playerId) ?? { name: 'Unknown player', position: null, linkable: false };
    return { playerId, ...named, line: unpackLine(box, i) };
  });
  const offset = which === 'home' ? 0 : 1;
  return {
    teamId: which === 'home' ? game.homeTeamId : game.awayTeamId,
    name: teamName,
    score: which === 'home' ? game.homeScore : game.awayScore,
    periods: game.periods.filter((_, i) => i % 2 === offset),
    players,
    totals: sumLines(players.map((p) => p.line)),
  };
}

export async function matchReport(career: Seat, gameIdParam: string): Promise<MatchReport> {
  const gameId = careerObjectId(gameIdParam, 'Match');
  const seasons = await careerSeasons(career.worldId);
  const game = await readGame(career.worldId, gameId, seasons);
  if (!game) throw new NotFoundError('Match not found');
  const [names, teams] = await Promise.all([
    playerNames(career.worldId, [...game.homeIds, ...game.awayIds]),
    TeamModel.find({ worldId: career.worldId, _id: { $in: [game.homeTeamId, game.awayTeamId] } }, { name: 1 }).lean(),
  ]);
  const teamName = (id: string) => teams.find((t) => t._id.toString() === id)?.name ?? 'Unknown club';
  return {
    id: game.id,
    kind: game.kind,
    competition: game.cupRound
      ? `${EUROPEAN_CUP_NAME} · ${cupStageName(game.cupRound, game.cupGame ?? 1)}`
      : competitionName(game.leagueId),
    leagueId: game.leagueId,
    season: game.season,
    seasonName: seasons.nameOf(game.season),
    matchday: game.matchday,
    home: side(game, 'home', teamName(game.homeTeamId), names),
    away: side(game, 'away', teamName(game.awayTeamId), names),
    live: game.shots || game.flow ? { shots: unpackShots(game.shots ?? [], game.homeIds, game.awayIds), flow: game.flow ?? [] } : null,
  };
}
