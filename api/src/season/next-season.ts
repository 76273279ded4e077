/**
 * The next season of a career (issue 14): named after the last, in the
 * manager's club's league as promotion or relegation left it, with a fresh
 * double round-robin and a reset table. Repeatable: the season is upserted
 * by number, and a calendar or table cut short by a crash is rewritten whole.
 */
import type mongoose from 'mongoose';
import { autoAssignLineup, doubleRoundRobin, nextSeasonName, type Position } from '@hardwood/shared';
import { StartingLineupModel } from '../lineup/lineup.model.js';
import { PlayerModel } from '../players/player.model.js';
import { stableId } from '../store/stable-id.js';
import { TeamModel } from '../teams/team.model.js';
import { MatchModel } from './match.model.js';
import { SeasonEndModel } from './season-end.model.js';
import { SeasonModel, type SeasonDoc } from './season.model.js';
import { StandingModel } from './standing.model.js';

export async function startNextSeason(userId: mongoose.Types.ObjectId, teamId: mongoose.Types.ObjectId, season: SeasonDoc, recordId: mongoose.Types.ObjectId): Promise<SeasonDoc> {
  const team = await TeamModel.findOne({ _id: teamId, userId }, { leagueId: 1 }).lean();
  if (!team) throw new Error('the manager’s club is missing');
  const name = nextSeasonName(season.name);
  await SeasonEndModel.updateOne({ _id: recordId }, { $set: { newSeasonName: name, newLeagueId: team.leagueId } });
  const record = await SeasonEndModel.findById(recordId, { cupEntrants: 1 }).lean();
  const teams = await TeamModel.find({ userId, leagueId: team.leagueId }, { _id: 1 }).sort({ templateTeamId: 1 }).lean();
  const fixtures = doubleRoundRobin(teams.map((t) => t._id));
  // Fixed ids for the season, its matches and its table: a repeat after a crash writes the same records.
  const next = await SeasonModel.findOneAndUpdate(
    { userId, number: season.number + 1 },
    {
      $setOnInsert: {
        _id: stableId(`${userId.toString()}:season:${season.number + 1}`),
        leagueId: team.leagueId,
        name,
        isActive: true,
        currentMatchday: 1,
        totalMatchdays: Math.max(...fixtures.map((f) => f.matchday)),
        status: 'in_progress',
        lockedUntil: 0,
        lockHolder: null,
        cupEntrants: record?.cupEntrants ?? [],
      },
    },
    { upsert: true, returnDocument: 'after' },
  ).lean<SeasonDoc>();
  if (!next) throw new Error('next season missing after upsert');
  if ((await MatchModel.countDocuments({ userId, seasonId: next._id })) !== fixtures.length) {
    await MatchModel.deleteMany({ userId, seasonId: next._id });
    await MatchModel.insertMany(fixtures.map((f) => ({ _id: stableId(`${next._id.toString()}:${f.matchday}:${f.home.toString()}`), userId, seasonId: next._id, leagueId: team.leagueId, homeTeamId: f.home, awayTeamId: f.away, matchday: f.matchday, round: f.round })));
  }
  if ((await StandingModel.countDocuments({ userId, seasonId: next._id })) !== teams.length) {
    await StandingModel.deleteMany({ userId, seasonId: next._id });
    await StandingModel.insertMany(teams.map((t) => ({ _id: stableId(`${next._id.toString()}:${t._id.toString()}`), userId, seasonId: next._id, teamId: t._id })));
  }
  return next;
}

/** The ended season stays in the history, no longer active. */
export async function retireSeason(seasonId: mongoose.Types.ObjectId): Promise<void> {
  await SeasonModel.updateOne({ _id: seasonId }, { $set: { isActive: false } });
}

export async function nextSeasonOf(userId: mongoose.Types.ObjectId, number: number): Promise<SeasonDoc | null> {
  return SeasonModel.findOne({ userId, number: number + 1 }).lean<SeasonDoc>();
}

/** The starting five without anyone who retired (or left): auto-assigned again when a place is empty and the roster can fill it. */
export async function recheckLineup(userId: mongoose.Types.ObjectId, teamId: mongoose.Types.ObjectId): Promise<void> {
  const [lineup, roster] = await Promise.all([
    StartingLineupModel.findOne({ userId }).lean(),
    PlayerModel.find({ userId, teamId }, { position: 1, overallRating: 1, isOnLoan: 1, isInjured: 1 }).lean(),
  ]);
  const ids = new Set(roster.map((p) => p._id.toString()));
  const slots = lineup ? [lineup.pgId, lineup.sgId, lineup.sfId, lineup.pfId, lineup.cId] : [];
  if (lineup && slots.every((id) => ids.has(id.toString()))) return;
  const picked = autoAssignLineup(roster.map((p) => ({ id: p._id.toString(), position: p.position as Position, overallRating: p.overallRating, isOnLoan: p.isOnLoan, isInjured: p.isInjured })));
  if (!picked) return;
  await StartingLineupModel.updateOne({ userId }, { $set: { teamId, ...picked } }, { upsert: true });
}
