/**
 * What a player weighs when he says no (shared economy/refusal.ts), read
 * from the career: the club's table place and form, his minutes in its last
 * game (or for a newcomer the place his rating gives him in its squad), his
 * morale and the money against his ask. Reads only; the decisions and their
 * records stay with the services that take them.
 */
import type mongoose from 'mongoose';
import {
  AGENT_UNHAPPY_MORALE,
  agentRequestRefusal,
  decideJoin,
  playingTimeFromMinutes,
  playingTimeFromRank,
  refusalExplanationSchema,
  wageAsk,
  wontJoinMessage,
  type AgentAsk,
  type ClubSituation,
  type PlayingTime,
  type RefusalExplanation,
} from '@hardwood/shared';
import { PlayerRefusal } from '../../infra/errors/domain-errors.js';
import { PlayerMatchStatModel } from '../../models/players/player-match-stat.model.js';
import { PlayerModel, type PlayerDoc } from '../../models/players/player.model.js';
import { MatchModel } from '../../models/season/match.model.js';
import type { SeasonDoc } from '../../models/season/season.model.js';
import { rankedStandings } from '../season/season.service.js';
import { formOf } from './matchday-accounts.js';

type SituationTeam = { _id: mongoose.Types.ObjectId; reputation: number; form?: string | null };
type SituationSeason = Pick<SeasonDoc, '_id' | 'leagueId'>;

/** The club as a player weighs it: reputation, its place in the table once it has played, its form. */
export async function clubSituation(
  worldId: mongoose.Types.ObjectId,
  season: SituationSeason,
  team: SituationTeam,
): Promise<ClubSituation> {
  const table = await rankedStandings(worldId, season);
  const row = table.find((r) => r.userTeamId === team._id.toString());
  return {
    reputation: team.reputation,
    position: row && row.matchesPlayed > 0 ? row.position : null,
    clubs: table.length,
    results: formOf(team),
  };
}

/** Each player's minutes in the club's last played game of the season, or null before its first. */
export async function lastGameMinutes(
  worldId: mongoose.Types.ObjectId,
  seasonId: mongoose.Types.ObjectId,
  teamId: mongoose.Types.ObjectId,
): Promise<Map<string, number> | null> {
  const last = await MatchModel.findOne(
    { worldId, seasonId, isPlayed: true, $or: [{ homeTeamId: teamId }, { awayTeamId: teamId }] },
    { _id: 1 },
  )
    .sort({ matchday: -1 })
    .lean();
  if (!last) return null;
  const lines = await PlayerMatchStatModel.find({ matchId: last._id }, { playerId: 1, minutes: 1 }).lean();
  return new Map(lines.map((l) => [l.playerId.toString(), l.minutes]));
}

/** A player's playing time at his club, as the morale panel reads it: his last game's minutes (none yet: rotation). */
export async function playingTimeOf(
  worldId: mongoose.Types.ObjectId,
  season: SituationSeason,
  teamId: mongoose.Types.ObjectId,
): Promise<(playerId: mongoose.Types.ObjectId) => PlayingTime> {
  const minutes = await lastGameMinutes(worldId, season._id, teamId);
  return (playerId) => (minutes ? playingTimeFromMinutes(minutes.get(playerId.toString()) ?? 0) : 'rotation');
}

/** His place by rating in a squad he would join (ties go against him), as AI coaches pick their players. */
async function rankInSquad(worldId: mongoose.Types.ObjectId, teamId: mongoose.Types.ObjectId, player: PlayerDoc): Promise<number> {
  const ahead = await PlayerModel.countDocuments({
    worldId,
    teamId,
    isOnLoan: { $ne: true },
    _id: { $ne: player._id },
    overallRating: { $gte: player.overallRating },
  });
  return ahead + 1;
}

/** His answer to joining this club at his ask: a free agent's signing, or the personal terms of a transfer. */
export async function joinAnswer(
  worldId: mongoose.Types.ObjectId,
  season: SituationSeason,
  team: SituationTeam,
  player: PlayerDoc,
): Promise<RefusalExplanation> {
  const [club, rank] = await Promise.all([clubSituation(worldId, season, team), rankInSquad(worldId, team._id, player)]);
  const ask = wageAsk(player, team.reputation);
  return decideJoin({
    morale: player.morale,
    playingTime: playingTimeFromRank(rank),
    club,
    offered: ask,
    ask,
    rating: player.overallRating,
  });
}

/** Refuses a signing he will not join, with his reasons in the answer. */
export async function assertJoins(...args: Parameters<typeof joinAnswer>): Promise<void> {
  const answer = await joinAnswer(...args);
  if (!answer.accepted) throw new PlayerRefusal(wontJoinMessage(args[3].name, answer), answer);
}

/**
 * What an agent's request says he will not go on with: his mood under the
 * agents' line, his minutes, the club's table and form, his pay against the
 * raise asked (a transfer request weighs his pay against his ask at the club).
 */
export function agentRefusal(
  player: Pick<PlayerDoc, 'morale' | 'overallRating' | 'age'>,
  ask: AgentAsk,
  playingTime: PlayingTime,
  club: ClubSituation,
): RefusalExplanation {
  const worth = ask.requestType === 'salary_increase' ? ask.requestedSalary : wageAsk(player, club.reputation);
  return agentRequestRefusal(
    { morale: player.morale, playingTime, club, offered: ask.currentSalary, ask: worth },
    AGENT_UNHAPPY_MORALE + 1,
  );
}

/** A refusal as a record keeps it (a free-form field): read back through its schema, null when absent or of another shape. */
export function storedRefusal(value: unknown): RefusalExplanation | null {
  const parsed = refusalExplanationSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
