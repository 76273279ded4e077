/**
 * Morale's pull to the middle in processing: every player of the world
 * moves toward the baseline his situation sets (shared economy/morale.ts):
 * playing time, his club's results, his pay. The manager's league takes it
 * every matchday in step 4 after the result's bump (his own players by the
 * minutes they played, the rest by their rank in their squad); the rest of
 * the world in step 8 after its games, each player every
 * WORLD_MORALE_CADENCE matchdays with those matchdays' pull at once. A
 * player's matchday key guards each write, and only a morale that moves is
 * written.
 */
import type mongoose from 'mongoose';
import {
  driftMorale,
  moraleBaseline,
  playingTimeFromRank,
  wageAsk,
  WORLD_MORALE_CADENCE,
  type PlayingTime,
  type Result,
  matchdayKey,
} from '@hardwood/shared';
import { PlayerModel } from '../../models/players/player.model.js';
import { formOf, type BooksTeam } from './matchday-accounts.js';

export type DriftRow = {
  _id: mongoose.Types.ObjectId;
  teamId?: mongoose.Types.ObjectId | null;
  overallRating: number;
  age: number;
  morale: number;
  salary?: number | null;
  isOnLoan?: boolean | null;
  moraleKey?: number | null;
};

/** Whether a player of the other leagues settles his morale this matchday: every WORLD_MORALE_CADENCE matchdays, spread by his id. */
export function settlesOn(playerId: mongoose.Types.ObjectId, key: number): boolean {
  const hex = playerId.toString();
  return (parseInt(hex.slice(-6), 16) + key) % WORLD_MORALE_CADENCE === 0;
}

/** Each club's players ranked by overall (1 the best): AI coaches play their best, so rank is playing time. */
export function rotationRanks(rows: readonly DriftRow[]): Map<string, number> {
  const byClub = new Map<string, DriftRow[]>();
  for (const p of rows) {
    if (!p.teamId || p.isOnLoan) continue;
    const list = byClub.get(p.teamId.toString()) ?? [];
    list.push(p);
    byClub.set(p.teamId.toString(), list);
  }
  const ranks = new Map<string, number>();
  for (const list of byClub.values()) {
    list.sort((a, b) => b.overallRating - a.overallRating || a._id.toString().localeCompare(b._id.toString()));
    list.forEach((p, i) => ranks.set(p._id.toString(), i + 1));
  }
  return ranks;
}

/** Where a player's morale is heading: his baseline at his club. */
export function baselineOf(player: DriftRow, club: { reputation: number }, results: readonly Result[], playingTime: PlayingTime) {
  return moraleBaseline({
    playingTime,
    results,
    salary: player.salary ?? 0,
    ask: wageAsk(player, club.reputation),
  });
}

/**
 * Step 8: the players of every club outside the manager's league drift
 * toward their baselines (free agents keep theirs: no club, no situation).
 * `teams` carries each club's form with today's results.
 */
export async function driftWorldMorale(
  ctx: { worldId: mongoose.Types.ObjectId; season: { number: number; leagueId: number }; matchday: number },
  teams: ReadonlyMap<string, BooksTeam>,
  careerPlayers?: readonly DriftRow[],
): Promise<number> {
  const key = matchdayKey(ctx.season.number, ctx.matchday);
  const rows =
    careerPlayers ??
    (await PlayerModel.find(
      { worldId: ctx.worldId, teamId: { $ne: null } },
      { teamId: 1, overallRating: 1, age: 1, morale: 1, salary: 1, isOnLoan: 1, moraleKey: 1 },
    ).lean<DriftRow[]>());
  const ranks = rotationRanks(rows);
  const writes = rows.flatMap((p) => {
    const team = p.teamId ? teams.get(p.teamId.toString()) : undefined;
    if (!team || team.leagueId === ctx.season.leagueId || (p.moraleKey ?? 0) >= key || !settlesOn(p._id, key)) return [];
    const playingTime = playingTimeFromRank(ranks.get(p._id.toString()) ?? Number.MAX_SAFE_INTEGER);
    const morale = driftMorale(p.morale, baselineOf(p, team, formOf(team), playingTime).value, WORLD_MORALE_CADENCE);
    if (morale === p.morale) return [];
    return [
      {
        updateOne: {
          filter: { _id: p._id, $or: [{ moraleKey: { $lt: key } }, { moraleKey: null }] },
          update: { $set: { morale, moraleKey: key } },
        },
      },
    ];
  });
  if (writes.length > 0) await PlayerModel.bulkWrite(writes);
  return writes.length;
}
