/** Store documents to the shared API shapes (ids as strings, derived fields filled in). */
import {
  playerSalary,
  skillsOf,
  VALUATION_REPUTATION_NEUTRAL,
  visiblePotential,
  type Match,
  type Player,
  type Season,
  type Team,
  type TeamBoxScore,
} from '@hardwood/shared';
import type { MatchDoc } from '../season/match.model.js';
import type { SeasonDoc } from '../season/season.model.js';
import type { PlayerDoc } from '../players/player.model.js';
import type { TeamDoc } from '../teams/team.model.js';

export function toTeamDto(team: TeamDoc): Team {
  return {
    id: team._id.toString(),
    name: team.name,
    city: team.city,
    leagueId: team.leagueId,
    league: team.league,
    budget: team.budget,
    reputation: team.reputation,
    description: team.description ?? '',
    templateTeamId: team.templateTeamId,
    isUserTeam: team.isUserTeam ?? false,
  };
}

/**
 * What a player earns per game and his contract's last season, as every
 * screen shows them (wages are public): the stored salary, or for careers
 * made before salaries the formula's at a neutral club; a free agent keeps
 * what he earned last but has no contract.
 */
export function contractOf(player: Pick<PlayerDoc, 'salary' | 'contractEndsSeason' | 'teamId' | 'overallRating' | 'age'>): {
  salary: number;
  contractEndsSeason: number | null;
} {
  return {
    salary: player.salary && player.salary > 0 ? player.salary : playerSalary(player, VALUATION_REPUTATION_NEUTRAL),
    contractEndsSeason: player.teamId ? (player.contractEndsSeason ?? null) : null,
  };
}

/**
 * `access.scouted`: the manager may know this player's potential (his own
 * club or a club he scouted); the age rule of the spec applies on top.
 */
export function toPlayerDto(player: PlayerDoc, teamName: string | undefined, access: { scouted: boolean }): Player {
  return {
    id: player._id.toString(),
    teamId: player.teamId ? player.teamId.toString() : null,
    ...(teamName !== undefined ? { teamName } : {}),
    name: player.name,
    position: player.position,
    age: player.age,
    height: player.height,
    weight: player.weight,
    nationality: player.nationality,
    avatarUrl: player.avatarUrl ?? null,
    description: player.description ?? '',
    potential: visiblePotential(player, access),
    careerPhase: player.careerPhase,
    morale: player.morale,
    fitness: player.fitness,
    overallRating: player.overallRating,
    isOnLoan: player.isOnLoan,
    cannotSellUntilMatchday: player.cannotSellUntilMatchday,
    ...contractOf(player),
    ...skillsOf(player),
  };
}

export function toSeasonDto(season: SeasonDoc): Season {
  return {
    id: season._id.toString(),
    name: season.name,
    isActive: season.isActive,
    leagueId: season.leagueId,
    currentMatchday: season.currentMatchday,
  };
}

export function toMatchDto(match: MatchDoc): Match {
  return {
    id: match._id.toString(),
    seasonId: match.seasonId.toString(),
    homeTeamId: match.homeTeamId.toString(),
    awayTeamId: match.awayTeamId.toString(),
    homeScore: match.homeScore ?? null,
    awayScore: match.awayScore ?? null,
    matchday: match.matchday,
    round: match.round === 2 ? 2 : 1,
    isPlayed: match.isPlayed,
    homeStats: (match.homeStats as TeamBoxScore | null | undefined) ?? null,
    awayStats: (match.awayStats as TeamBoxScore | null | undefined) ?? null,
    leagueId: match.leagueId,
    cup: match.cupRound
      ? { round: match.cupRound as 'QF', slot: match.cupSlot ?? 1, game: match.cupGame ?? 1, neutralVenue: match.neutralVenue ?? false }
      : null,
  };
}
