/**
 * What a league's calendar does that a career's manager does himself:
 * starting, simulating and processing matchdays, ending the season. In a
 * league these run on the server's clock for every club at once, so a
 * manager's own call would play his rivals' games for them; and the player
 * editor, a career's sandbox, would rewrite a shared world.
 */
import type mongoose from 'mongoose';
import { ConflictError } from '../../infra/errors/domain-errors.js';
import { WorldModel } from '../../models/worlds/world.model.js';

export const LEAGUE_CALENDAR_REFUSAL = 'In a league the calendar plays the matchdays: they tip off, end and are processed on time';
export const LEAGUE_EDITOR_REFUSAL = 'The player editor is for single-player careers: a league is a shared world';

export async function isLeagueWorld(worldId: mongoose.Types.ObjectId): Promise<boolean> {
  return (await WorldModel.exists({ _id: worldId, kind: 'league' })) !== null;
}

/** Refuses, with `message`, what only a career's manager may do. */
export async function refuseInLeague(worldId: mongoose.Types.ObjectId, message = LEAGUE_CALENDAR_REFUSAL): Promise<void> {
  if (await isLeagueWorld(worldId)) throw new ConflictError(message);
}

/**
 * A league's division, which no club leaves or enters at a season's end: the
 * league's season is that one division, so a managed club relegated out of
 * it would have no games to play. Null for a career's world.
 */
export async function closedDivisionOf(worldId: mongoose.Types.ObjectId): Promise<number | null> {
  const world = await WorldModel.findOne({ _id: worldId, kind: 'league' }, { leagueId: 1 }).lean();
  return world?.leagueId ?? null;
}
