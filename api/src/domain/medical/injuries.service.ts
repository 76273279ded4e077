/**
 * Injuries in a career: recorded from finished engine states,
 * healed a matchday at a time in processing, treated by the manager.
 * Every write converges on a repeat: injuries by their natural key (player
 * and matchday) with their players flagged after them, healing by a
 * per-injury matchday key with the healed players unflagged after (found
 * again by that key on a repeat).
 */
import mongoose from 'mongoose';
import {
  formatEuros,
  INJURY_SPECIALIZED_COST,
  INJURY_SPECIALIZED_RECOVERY_CUT,
  type EngineRosterPlayer,
  type EngineTeam,
  type InjuryDraw,
  type MatchState,
  matchdayKey,
} from '@hardwood/shared';
import { ConflictError, NotFoundError, RuleViolation } from '../../infra/errors/domain-errors.js';
import { moveMoney } from '../money/ledger.js';
import { PlayerModel } from '../../models/players/player.model.js';
import type { Club } from '../worlds/seat.js';
import { InjuryModel, type InjuryDoc } from '../../models/medical/injury.model.js';

export interface InjuryOccurrence {
  playerId: string;
  teamId: mongoose.Types.ObjectId;
  injury: InjuryDraw;
}

/** The players a finished match injured, with the club each played for. */
export function injuriesIn(
  state: MatchState,
  homeTeamId: mongoose.Types.ObjectId,
  awayTeamId: mongoose.Types.ObjectId,
): InjuryOccurrence[] {
  const of = (team: EngineTeam, teamId: mongoose.Types.ObjectId) =>
    team.players.flatMap((p) => (p.injury ? [{ playerId: p.id, teamId, injury: p.injury }] : []));
  return [...of(state.home, homeTeamId), ...of(state.away, awayTeamId)];
}

/**
 * Players hurt in this matchday's own games. A repeat of a matchday (after a
 * crash between its injuries and its results) must field the squads the
 * first run did, so these count as fit for the matchday's games.
 */
export async function injuredOn(worldId: mongoose.Types.ObjectId, season: number, matchday: number): Promise<Set<string>> {
  const rows = await InjuryModel.find({ worldId, season, matchday }, { playerId: 1 }).lean();
  return new Set(rows.map((r) => r.playerId.toString()));
}

/** Rosters as they stood before the matchday's own injuries (see injuredOn). */
export function fitForTheirMatchday(rosters: Iterable<readonly EngineRosterPlayer[]>, hurtToday: ReadonlySet<string>): void {
  if (hurtToday.size === 0) return;
  for (const roster of rosters) for (const p of roster) if (hurtToday.has(p.id)) p.isInjured = false;
}

/** Orders injuries across seasons (the same key as processing's matchdayKey). */
export const injuryKey = matchdayKey;

/**
 * Writes a matchday's injuries (once each, by player and matchday: the
 * unique index backs it) and flags the players. The caller writes the match
 * results after this, so a crash in between replays the same seeded matches
 * and writes the same.
 */
export async function recordInjuries(
  worldId: mongoose.Types.ObjectId,
  season: number,
  matchday: number,
  occurrences: readonly InjuryOccurrence[],
): Promise<void> {
  if (occurrences.length === 0) return;
  // The matchday's injuries already written (by a run a crash cut short) stay as they are; the rest are
  // inserted in one write: upserting each cost about 15 ms a matchday in memory and 40 on the file store.
  const written = new Set(
    (await InjuryModel.find({ worldId, season, matchday }, { playerId: 1 }).lean()).map((i) => i.playerId.toString()),
  );
  const missing = occurrences.filter((o) => !written.has(o.playerId));
  if (missing.length > 0) {
    await InjuryModel.insertMany(
      missing.map((o) => ({
        worldId,
        playerId: new mongoose.Types.ObjectId(o.playerId),
        teamId: o.teamId,
        season,
        matchday,
        injuredKey: injuryKey(season, matchday),
        injuryType: o.injury.injuryType,
        severity: o.injury.severity,
        matchdaysOut: o.injury.matchdaysOut,
        remainingMatchdays: o.injury.matchdaysOut,
        isActive: true,
        treatmentOption: null,
        healedKey: 0,
      })),
      { lean: true },
    );
  }
  await PlayerModel.updateMany(
    { worldId, _id: { $in: occurrences.map((o) => new mongoose.Types.ObjectId(o.playerId)) } },
    { $set: { isInjured: true } },
  );
}

/**
 * A matchday of recovery for the injuries of some clubs (`teamIds`, or every
 * club but those with `except`) hurt before this matchday (those of this
 * matchday's own games start next time), then the healed players' flags
 * cleared. Processing heals the own league's after its
 * games (step 4) and the rest of the world's after theirs (step 8), so an
 * injury of n matchdays always misses the next n games of its league.
 * Answers how many of the manager's players are fit again.
 */
export async function healInjuries(
  ctx: { worldId: mongoose.Types.ObjectId; teamId: mongoose.Types.ObjectId; season: { number: number }; matchday: number },
  clubs: { teamIds: readonly mongoose.Types.ObjectId[]; except: boolean },
): Promise<number> {
  const key = injuryKey(ctx.season.number, ctx.matchday);
  const teamFilter = clubs.except ? { $nin: clubs.teamIds } : { $in: clubs.teamIds };
  const due = await InjuryModel.find({
    worldId: ctx.worldId,
    isActive: true,
    injuredKey: { $lt: key },
    healedKey: { $lt: key },
    teamId: teamFilter,
  }).lean<InjuryDoc[]>();
  if (due.length > 0) {
    await InjuryModel.bulkWrite(
      due.map((i) => {
        const remaining = Math.max(0, i.remainingMatchdays - 1);
        return {
          updateOne: {
            filter: { _id: i._id, healedKey: { $lt: key } },
            update: { $set: { remainingMatchdays: remaining, isActive: remaining > 0, healedKey: key } },
          },
        };
      }),
    );
  }
  // The players this matchday healed (now, or in a run a crash cut short) are fit again unless hurt again since.
  const healed = await InjuryModel.find(
    { worldId: ctx.worldId, healedKey: key, isActive: false, teamId: teamFilter },
    { playerId: 1, teamId: 1 },
  ).lean();
  if (healed.length > 0) {
    const still = await InjuryModel.find(
      { worldId: ctx.worldId, isActive: true, playerId: { $in: healed.map((i) => i.playerId) } },
      { playerId: 1 },
    ).lean();
    const hurt = new Set(still.map((i) => i.playerId.toString()));
    const fit = healed.filter((i) => !hurt.has(i.playerId.toString())).map((i) => i.playerId);
    if (fit.length > 0)
      await PlayerModel.updateMany({ worldId: ctx.worldId, _id: { $in: fit }, isInjured: true }, { $set: { isInjured: false } });
  }
  return healed.filter((i) => i.teamId.equals(ctx.teamId)).length;
}

/** Matchdays still out after specialized treatment: half, rounded up (a one-matchday knock stays one). */
export function specializedRemaining(remaining: number): number {
  return Math.ceil(remaining * INJURY_SPECIALIZED_RECOVERY_CUT);
}

export const INJURY_NOT_FOUND = 'Injury not found';

/**
 * The manager's treatment of one of his players' injuries: standard
 * (natural recovery) or specialized (paid by severity, recovery halved).
 * Once: the same choice again answers as before without paying twice (the
 * ledger key is the injury's), a different one is refused. An injury of
 * another club's player is not found.
 */
export async function treatInjury(
  club: Club,
  injuryId: mongoose.Types.ObjectId,
  treatment: 'standard' | 'specialized',
  when: { season: number; matchday: number },
): Promise<{ injury: InjuryDoc; message: string }> {
  const { worldId, teamId } = club;
  const injury = await InjuryModel.findOne({ _id: injuryId, worldId }).lean<InjuryDoc>();
  if (!injury) throw new NotFoundError(INJURY_NOT_FOUND);
  // His injury is the matter of the club he plays for now (he may have been hurt playing for another).
  const player = await PlayerModel.findOne({ _id: injury.playerId, worldId, teamId }, { name: 1 }).lean();
  if (!player) throw new NotFoundError(INJURY_NOT_FOUND);
  if (injury.treatmentOption === treatment) return { injury, message: `${player.name} is already on ${treatment} treatment.` };
  if (injury.treatmentOption) throw new ConflictError(`${player.name} is already on ${injury.treatmentOption} treatment.`);
  if (!injury.isActive) throw new ConflictError(`${player.name} has already recovered.`);
  const cost = INJURY_SPECIALIZED_COST[injury.severity];
  if (treatment === 'specialized') {
    const paid = await moveMoney({
      worldId,
      teamId,
      amount: -cost,
      key: `injury-treatment:${injury._id.toString()}`,
      type: 'injury_treatment',
      description: `Specialized treatment for ${player.name} (${injury.injuryType.toLowerCase()})`,
      season: when.season,
      matchday: when.matchday,
    });
    if (!paid) throw new RuleViolation(`Not enough budget: specialized treatment costs ${formatEuros(cost)}.`);
  }
  const remaining = treatment === 'specialized' ? specializedRemaining(injury.remainingMatchdays) : injury.remainingMatchdays;
  const treated = await InjuryModel.findOneAndUpdate(
    { _id: injury._id, treatmentOption: null },
    { $set: { treatmentOption: treatment, remainingMatchdays: remaining } },
    { returnDocument: 'after' },
  ).lean<InjuryDoc>();
  if (!treated) throw new ConflictError(`${player.name} is already being treated.`);
  const message =
    treatment === 'specialized'
      ? `${player.name} starts specialized treatment (${formatEuros(cost)}): out for ${remaining} ${remaining === 1 ? 'matchday' : 'matchdays'}.`
      : `${player.name} will recover naturally: out for ${remaining} ${remaining === 1 ? 'matchday' : 'matchdays'}.`;
  return { injury: treated, message };
}
