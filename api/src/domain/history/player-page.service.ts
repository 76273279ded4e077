/**
 * A player page: any player of the career's world, with what the manager
 * may see of him (world-view.ts: skills, morale and fitness unless his club
 * is an unscouted one of another league; potential by the scouting rules),
 * his seasons per competition and club summed from the box scores, his
 * overall by season, awards, moves and latest games, and his contract:
 * wages are public (the market shows other clubs' players' wages), so every
 * player's salary and contract end travel whatever the manager may see.
 */
import mongoose from 'mongoose';
import {
  cupStageName,
  developmentSeasonLine,
  marketValue,
  runningDevelopment,
  PLAYER_GAME_LOG_LENGTH,
  seesSkills,
  skillsOf,
  type GameLogEntry,
  type PlayerProfile,
  type SeasonStatRow,
  unpackDevelopmentHistory,
} from '@hardwood/shared';
import type { Seat } from '../worlds/seat.js';
import { contractOf } from '../../models/career/dto.js';
import { NotFoundError } from '../../infra/errors/domain-errors.js';
import { InjuryModel } from '../../models/medical/injury.model.js';
import { PlayerModel, type PlayerDoc } from '../../models/players/player.model.js';
import { activeSeason } from '../season/season.service.js';
import { competitionName, playerAwards } from './history-reads.js';
import { playerEvents } from './player-events.js';
import { isCup, playerClubLines } from './season-lines.js';
import { careerSeasons, lineIn, readPlayerGames, type CareerSeasons, type StoredGame } from './stored-games.js';
import { worldView, type WorldView } from './world-view.js';

/** A path id of the career's world, or 404 (another career's ids and malformed ones alike). */
export function careerObjectId(raw: string, what: string): mongoose.Types.ObjectId {
  if (!mongoose.isValidObjectId(raw) || !/^[0-9a-f]{24}$/i.test(raw)) throw new NotFoundError(`${what} not found`);
  return new mongoose.Types.ObjectId(raw);
}

function seasonRows(games: readonly StoredGame[], playerId: string, view: WorldView, seasons: CareerSeasons): SeasonStatRow[] {
  return playerClubLines(games, playerId)
    .sort((a, b) => a.season - b.season || Number(isCup(a.leagueId)) - Number(isCup(b.leagueId)) || a.lastMatchday - b.lastMatchday)
    .map((l) => ({
      season: l.season,
      seasonName: seasons.nameOf(l.season),
      competition: isCup(l.leagueId) ? 'cup' : 'league',
      leagueId: l.leagueId,
      leagueName: competitionName(l.leagueId),
      teamId: l.teamId,
      teamName: view.clubName(l.teamId),
      games: l.games,
      totals: l.totals,
    }));
}

function gameLog(games: readonly StoredGame[], playerId: string, view: WorldView): GameLogEntry[] {
  return games
    .slice(-PLAYER_GAME_LOG_LENGTH)
    .reverse()
    .flatMap((g) => {
      const mine = lineIn(g, playerId);
      if (!mine) return [];
      const home = mine.side === 'home';
      const [teamId, opponentId] = home ? [g.homeTeamId, g.awayTeamId] : [g.awayTeamId, g.homeTeamId];
      return [
        {
          gameId: g.id,
          season: g.season,
          matchday: g.matchday,
          competition: g.cupRound ? cupStageName(g.cupRound, g.cupGame ?? 1) : competitionName(g.leagueId),
          teamId,
          opponentId,
          opponentName: view.clubName(opponentId),
          home,
          teamScore: home ? g.homeScore : g.awayScore,
          opponentScore: home ? g.awayScore : g.homeScore,
          line: mine.line,
        },
      ];
    });
}

function ratings(player: PlayerDoc, seasons: CareerSeasons, current: number | null): PlayerProfile['ratings'] {
  const pairs = player.ratingHistory ?? [];
  const past: PlayerProfile['ratings'] = [];
  for (let i = 0; i + 1 < pairs.length; i += 2) {
    const season = pairs[i] ?? 0;
    past.push({ season, seasonName: seasons.nameOf(season), overall: pairs[i + 1] ?? 0, current: false });
  }
  return current === null
    ? past
    : [
        ...past.filter((r) => r.season < current),
        { season: current, seasonName: seasons.nameOf(current), overall: player.overallRating, current: true },
      ];
}

/** His season lines, then the current season's so far (when he has developed in it): the overall is public, so are its parts. */
function developmentLines(player: PlayerDoc, seasons: CareerSeasons, current: number | null): PlayerProfile['development'] {
  const running = current === null ? null : runningDevelopment(player.developmentSeason, current);
  const lines = unpackDevelopmentHistory(player.developmentHistory).filter((l) => current === null || l.season < current);
  const all = running ? [...lines, developmentSeasonLine(running.season, player.age, running.from, player.overallRating, running)] : lines;
  return all.map((l) => ({ ...l, seasonName: seasons.nameOf(l.season), current: l.season === current }));
}

export async function playerProfile(career: Seat, playerIdParam: string): Promise<PlayerProfile> {
  const playerId = careerObjectId(playerIdParam, 'Player');
  const player = await PlayerModel.findOne({ _id: playerId, worldId: career.worldId }).lean<PlayerDoc>();
  if (!player) throw new NotFoundError('Player not found');
  const id = playerId.toString();
  const [view, seasons, season, injury, awards] = await Promise.all([
    worldView(career),
    careerSeasons(career.worldId),
    activeSeason(career.worldId),
    InjuryModel.findOne(
      { worldId: career.worldId, playerId, isActive: true },
      { injuryType: 1, severity: 1, remainingMatchdays: 1 },
    ).lean(),
    playerAwards(career.worldId, playerId),
  ]);
  const [games, events] = await Promise.all([
    readPlayerGames(career.worldId, playerId, seasons),
    playerEvents(career.worldId, playerId, awards),
  ]);
  const teamId = player.teamId?.toString() ?? null;
  const relation = view.relationOf(teamId);
  const open = seesSkills(relation);
  const loanClub = player.isOnLoan && player.loanTeamId ? view.clubRef(player.loanTeamId.toString()) : null;
  return {
    player: {
      id,
      name: player.name,
      position: player.position,
      age: player.age,
      height: player.height,
      weight: player.weight,
      nationality: player.nationality,
      avatarUrl: player.avatarUrl ?? null,
      description: player.description ?? '',
      careerPhase: player.careerPhase,
      overallRating: player.overallRating,
      value: marketValue(player.overallRating, player.age),
      ...contractOf(player),
      relation,
      club: view.clubRef(teamId),
      loanClub: loanClub ? { id: loanClub.id, name: loanClub.name } : null,
      isOnLoan: player.isOnLoan,
      skills: open ? skillsOf(player) : null,
      morale: open ? player.morale : null,
      fitness: open ? player.fitness : null,
      potential: view.potentialOf(player, relation),
      injury: injury ? { injuryType: injury.injuryType, severity: injury.severity, remainingMatchdays: injury.remainingMatchdays } : null,
    },
    seasons: seasonRows(games, id, view, seasons),
    ratings: ratings(player, seasons, season?.number ?? null),
    development: developmentLines(player, seasons, season?.number ?? null),
    awards,
    events,
    games: gameLog(games, id, view),
  };
}
