/**
 * Results of a career's own league: the engine plays a match on the server,
 * its box score becomes PlayerMatchStat lines and team stats on the match,
 * and the table is recounted from the played matches.
 */
import type mongoose from 'mongoose';
import {
  createMatch,
  seedFromString,
  simulateToEnd,
  sumStats,
  tallyStandings,
  type EngineTeam,
  type EngineTeamInput,
  type MatchState,
} from '@hardwood/shared';
import { PlayerMatchStatModel } from '../players/player-match-stat.model.js';
import { MatchModel, type MatchDoc } from '../season/match.model.js';
import { StandingModel } from '../season/standing.model.js';

export function matchSeed(match: Pick<MatchDoc, '_id' | 'seed'>): number {
  return match.seed ?? seedFromString(match._id.toString());
}

/** Plays a match to the end with the AI coaching both sides. */
export function playMatch(match: Pick<MatchDoc, '_id' | 'seed'>, home: EngineTeamInput, away: EngineTeamInput): MatchState {
  return simulateToEnd(createMatch({ ...home, managed: false }, { ...away, managed: false }, { recordEvents: false }, matchSeed(match)));
}

function statLines(match: MatchDoc, team: EngineTeam, teamId: mongoose.Types.ObjectId) {
  return team.players
    .filter((p) => p.secondsPlayed > 0)
    .map((p) => ({
      userId: match.userId,
      seasonId: match.seasonId,
      matchId: match._id,
      matchday: match.matchday,
      teamId,
      playerId: p.id,
      minutes: Math.round((p.secondsPlayed / 60) * 10) / 10,
      fatigue: Math.round(p.energy),
      ...p.stats,
    }));
}

/**
 * Records a finished engine state as the match's result. Safe to repeat: the
 * stat lines are replaced, and the result is written only while the match is
 * unplayed (the caller holds the season lock, so nobody writes in between).
 */
export async function recordResult(match: MatchDoc, state: MatchState): Promise<MatchDoc> {
  if (state.status !== 'finished') throw new Error('recordResult needs a finished match');
  await PlayerMatchStatModel.deleteMany({ userId: match.userId, matchId: match._id });
  await PlayerMatchStatModel.insertMany([...statLines(match, state.home, match.homeTeamId), ...statLines(match, state.away, match.awayTeamId)]);
  const teamStats = (team: EngineTeam) => sumStats(team.players.map((p) => p.stats));
  const updated = await MatchModel.findOneAndUpdate(
    { _id: match._id, userId: match.userId, isPlayed: false },
    {
      $set: {
        homeScore: state.score.home,
        awayScore: state.score.away,
        isPlayed: true,
        seed: state.seed,
        homeStats: teamStats(state.home),
        awayStats: teamStats(state.away),
        ...(state.recordEvents ? { events: state.events } : {}),
      },
    },
    { returnDocument: 'after' },
  ).lean<MatchDoc>();
  return updated ?? ((await MatchModel.findById(match._id).lean<MatchDoc>()) as MatchDoc);
}

/** Recounts a season's table from its played matches (idempotent by construction). */
export async function recountStandings(userId: mongoose.Types.ObjectId, seasonId: mongoose.Types.ObjectId): Promise<void> {
  const [rows, played] = await Promise.all([
    StandingModel.find({ userId, seasonId }, { teamId: 1 }).lean(),
    MatchModel.find({ userId, seasonId, isPlayed: true }, { homeTeamId: 1, awayTeamId: 1, homeScore: 1, awayScore: 1 }).lean<MatchDoc[]>(),
  ]);
  const table = tallyStandings(
    rows.map((r) => r.teamId.toString()),
    played.map((m) => ({ home: m.homeTeamId.toString(), away: m.awayTeamId.toString(), homeScore: m.homeScore ?? 0, awayScore: m.awayScore ?? 0 })),
  );
  await StandingModel.bulkWrite(
    rows.map((r) => ({ updateOne: { filter: { _id: r._id }, update: { $set: { ...table.get(r.teamId.toString()) } } } })),
  );
}
