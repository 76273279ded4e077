/**
 * The next season of a career: named after the last, in the
 * manager's club's league as promotion or relegation left it, with a fresh
 * calendar and table (season-calendar.ts, repeatable); the ended season's
 * retirement and the lineup's re-check.
 */
import type mongoose from 'mongoose';
import { autoAssignLineup, nextSeasonName } from '@hardwood/shared';
import { StartingLineupModel } from '../../models/lineup/lineup.model.js';
import { PlayerModel } from '../../models/players/player.model.js';
import { TeamModel } from '../../models/teams/team.model.js';
import { writeSeason } from './season-calendar.js';
import { SeasonEndModel } from '../../models/season/season-end.model.js';
import { SeasonModel, type SeasonDoc } from '../../models/season/season.model.js';

export async function startNextSeason(
  worldId: mongoose.Types.ObjectId,
  teamId: mongoose.Types.ObjectId,
  season: SeasonDoc,
  recordId: mongoose.Types.ObjectId,
): Promise<SeasonDoc> {
  const team = await TeamModel.findOne({ _id: teamId, worldId }, { leagueId: 1 }).lean();
  if (!team) throw new Error('the manager’s club is missing');
  const name = nextSeasonName(season.name);
  await SeasonEndModel.updateOne({ _id: recordId }, { $set: { newSeasonName: name, newLeagueId: team.leagueId } });
  const record = await SeasonEndModel.findById(recordId, { cupEntrants: 1 }).lean();
  const teams = await TeamModel.find({ worldId, leagueId: team.leagueId }, { _id: 1 }).sort({ templateTeamId: 1 }).lean();
  return writeSeason({
    worldId,
    leagueId: team.leagueId,
    number: season.number + 1,
    name,
    teamIds: teams.map((t) => t._id),
    cupEntrants: record?.cupEntrants ?? [],
  });
}

/** The ended season stays in the history, no longer active. */
export async function retireSeason(seasonId: mongoose.Types.ObjectId): Promise<void> {
  await SeasonModel.updateOne({ _id: seasonId }, { $set: { isActive: false } });
}

export async function nextSeasonOf(worldId: mongoose.Types.ObjectId, number: number): Promise<SeasonDoc | null> {
  return SeasonModel.findOne({ worldId, number: number + 1 }).lean<SeasonDoc>();
}

/** The starting five without anyone who retired (or left): auto-assigned again when a place is empty and the roster can fill it. */
export async function recheckLineup(worldId: mongoose.Types.ObjectId, teamId: mongoose.Types.ObjectId): Promise<void> {
  const [lineup, roster] = await Promise.all([
    StartingLineupModel.findOne({ worldId, teamId }).lean(),
    PlayerModel.find({ worldId, teamId }, { position: 1, overallRating: 1, isOnLoan: 1, isInjured: 1 }).lean(),
  ]);
  const ids = new Set(roster.map((p) => p._id.toString()));
  const slots = lineup ? [lineup.pgId, lineup.sgId, lineup.sfId, lineup.pfId, lineup.cId] : [];
  if (lineup && slots.every((id) => ids.has(id.toString()))) return;
  const picked = autoAssignLineup(
    roster.map((p) => ({
      id: p._id.toString(),
      position: p.position,
      overallRating: p.overallRating,
      isOnLoan: p.isOnLoan,
      isInjured: p.isInjured,
    })),
  );
  if (!picked) return;
  await StartingLineupModel.updateOne({ worldId, teamId }, { $set: picked }, { upsert: true });
}
