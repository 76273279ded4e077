/**
 * What the manager may see of other clubs ("Scouting and other
 * clubs"; club-design.md "What the server keeps to itself"): rosters of his
 * own league are open, other leagues' open once his club scouted them; exact
 * potential only for his own club and the clubs it scouted (and only up to
 * 24). Scouting is a club's own knowledge: what another manager of the world
 * scouted opens nothing to him.
 */
import { Forbidden } from '../../infra/errors/domain-errors.js';
import type { TeamDoc } from '../../models/teams/team.model.js';
import type { Club } from '../worlds/seat.js';
import { ScoutedTeamModel } from '../../models/transfers/scouting.model.js';

/** Another league's club: its roster opens once scouted. */
export const SCOUT_FIRST_MESSAGE = 'Scout this team first to see its roster';

type TeamRef = Pick<TeamDoc, '_id' | 'leagueId' | 'templateTeamId'>;

/** Whether `club` scouted the club `templateTeamId`. */
export async function isScouted(club: Club, templateTeamId: number): Promise<boolean> {
  return (await ScoutedTeamModel.countDocuments({ worldId: club.worldId, ownerTeamId: club.teamId, templateTeamId })) > 0;
}

/** The template ids of the clubs `club` scouted. */
export async function scoutedTemplateIds(club: Club): Promise<Set<number>> {
  const rows = await ScoutedTeamModel.find({ worldId: club.worldId, ownerTeamId: club.teamId }, { templateTeamId: 1 }).lean();
  return new Set(rows.map((r) => r.templateTeamId));
}

/** How much of `team` the manager of `own` may see: what `own` scouted counts, nobody else's. */
export async function teamAccess(worldId: Club['worldId'], own: TeamRef, team: TeamRef): Promise<{ roster: boolean; scouted: boolean }> {
  if (team._id.equals(own._id)) return { roster: true, scouted: true };
  const scouted = await isScouted({ worldId, teamId: own._id }, team.templateTeamId);
  return { roster: scouted || team.leagueId === own.leagueId, scouted };
}

/** 403 with the scouting message unless the roster is open to the manager of `own`; answers the access. */
export async function assertRosterVisible(worldId: Club['worldId'], own: TeamRef, team: TeamRef): Promise<{ scouted: boolean }> {
  const access = await teamAccess(worldId, own, team);
  if (!access.roster) throw new Forbidden(SCOUT_FIRST_MESSAGE);
  return access;
}
