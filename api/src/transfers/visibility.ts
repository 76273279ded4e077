/**
 * What the manager may see of other clubs ("Scouting and other
 * clubs"; club-design.md "What the server keeps to itself"): rosters of his
 * own league are open, other leagues' open once scouted; exact potential
 * only for his own club and scouted clubs (and only up to 24).
 */
import type mongoose from 'mongoose';
import { Forbidden } from '../domain-errors.js';
import type { TeamDoc } from '../teams/team.model.js';
import { ScoutedTeamModel } from './scouting.model.js';

/** Another league's club: its roster opens once scouted. */
export const SCOUT_FIRST_MESSAGE = 'Scout this team first to see its roster';

type TeamRef = Pick<TeamDoc, '_id' | 'leagueId' | 'templateTeamId'>;

export async function isScouted(worldId: mongoose.Types.ObjectId, templateTeamId: number): Promise<boolean> {
  return (await ScoutedTeamModel.countDocuments({ worldId, templateTeamId })) > 0;
}

export async function scoutedTemplateIds(worldId: mongoose.Types.ObjectId): Promise<Set<number>> {
  const rows = await ScoutedTeamModel.find({ worldId }, { templateTeamId: 1 }).lean();
  return new Set(rows.map((r) => r.templateTeamId));
}

/** How much of `team` the manager of `own` may see. */
export async function teamAccess(
  worldId: mongoose.Types.ObjectId,
  own: TeamRef,
  team: TeamRef,
): Promise<{ roster: boolean; scouted: boolean }> {
  if (team._id.equals(own._id)) return { roster: true, scouted: true };
  const scouted = await isScouted(worldId, team.templateTeamId);
  return { roster: scouted || team.leagueId === own.leagueId, scouted };
}

/** 403 with the scouting message unless the roster is open to the manager; answers the access. */
export async function assertRosterVisible(worldId: mongoose.Types.ObjectId, own: TeamRef, team: TeamRef): Promise<{ scouted: boolean }> {
  const access = await teamAccess(worldId, own, team);
  if (!access.roster) throw new Forbidden(SCOUT_FIRST_MESSAGE);
  return access;
}
