/**
 * Youth scouting: a scout, paid at the academy
 * tier's price, reports a prospect a matchday from the next one on, each
 * with a potential range (the true value is never sent). A prospect can be
 * signed into a free slot of his position or discarded for the 25,000
 * compensation. The caller holds the world's lock (withMarket). A club's
 * scouting is private to it: every read and write names the world and the
 * club.
 */
import mongoose from 'mongoose';
import {
  ACADEMY_DISCARD_COMPENSATION,
  careerEventKey,
  draftProspects,
  formatEuros,
  keyedRng,
  skillsOf,
  slotsPerPosition,
  YOUTH_SCOUTING,
  type AcademySlot,
  type Position,
  type ScoutingReports,
  type YouthProspect,
} from '@hardwood/shared';
import { YouthPlayerModel } from '../../models/academy/academy.model.js';
import { academyOf, clubOf, homeNationality, NO_ACADEMY, nowOf, slotsOf, YOUTH_ABROAD } from '../academy/academy.service.js';
import { ConflictError, NotFoundError, RuleViolation } from '../../infra/errors/domain-errors.js';
import { moveMoney } from '../money/ledger.js';
import type { MarketCall } from '../transfers/transfers.service.js';
import type { Club } from '../worlds/seat.js';
import { ProspectModel, type ProspectDoc } from '../../models/youth-scouting/prospect.model.js';

export const PROSPECT_NOT_FOUND = 'Prospect not found';

/** When a report arrives: season * 100 + matchday (processing.service matchdayKey), rolling into the next season past its last matchday. */
export function arrivalKey(season: number, matchday: number, totalMatchdays: number): number {
  const over = Math.floor((matchday - 1) / totalMatchdays);
  return (season + over) * 100 + (((matchday - 1) % totalMatchdays) + 1);
}

export function toProspectDto(p: ProspectDoc): YouthProspect {
  return {
    id: p._id.toString(),
    name: p.name,
    position: p.position,
    age: p.age,
    nationality: p.nationality,
    overall: p.overallRating,
    potentialRange: { min: p.rangeMin, max: p.rangeMax },
    reportedAtMatchday: p.arrivesMatchday,
    status: p.status,
  };
}

/** The reports that have reached the club's office (newest first) and how many are still on their way. */
export async function scoutingReports(
  club: Club,
  now: { season: number; matchday: number; totalMatchdays: number } | null,
): Promise<ScoutingReports> {
  const academy = await academyOf(club);
  const scoutingCost = academy ? YOUTH_SCOUTING[academy.type].cost : null;
  if (!now) return { reportsDue: 0, scoutingCost, reports: [] };
  const key = arrivalKey(now.season, now.matchday, now.totalMatchdays);
  const [arrived, reportsDue] = await Promise.all([
    ProspectModel.find({ ...clubOf(club), arrivesKey: { $lte: key } })
      .sort({ arrivesKey: -1, mission: -1, index: 1 })
      .limit(40)
      .lean<ProspectDoc[]>(),
    ProspectModel.countDocuments({ ...clubOf(club), arrivesKey: { $gt: key } }),
  ]);
  return { reportsDue, scoutingCost, reports: arrived.map(toProspectDto) };
}

/** Sends the matchday's scout: pays once per mission, then writes the mission's prospects (a retry after a crash writes the same ones). */
export async function startScouting(call: MarketCall, position: Position | undefined): Promise<{ cost: number; reportsDue: number }> {
  const academy = await academyOf(call.career);
  if (!academy) throw new RuleViolation(NO_ACADEMY);
  const type = academy.type;
  const tier = YOUTH_SCOUTING[type];
  // One mission a club and matchday, named by it: parallel or repeated calls are the same purchase, paid once and drafted once.
  const mission = call.season.number * 1000 + call.matchday;
  const paid = await moveMoney({
    worldId: call.career.worldId,
    teamId: call.team._id,
    amount: -tier.cost,
    // Ledger keys are unique in the world: the club in the key lets each club of it send its own scout.
    key: `youth-scouting:${call.career.teamId.toString()}:${mission}`,
    type: 'scouting_cost',
    description: `Youth scout sent out${position ? ` for a ${position}` : ''}`,
    season: call.season.number,
    matchday: call.matchday,
  });
  if (!paid) throw new RuleViolation(`Not enough budget: a scout costs ${formatEuros(tier.cost)}.`);
  const home = homeNationality(call.team.leagueId);
  // Four in five from home, as with recruits.
  const nationalities = [...Array<string>(YOUTH_ABROAD.length * 4).fill(home), ...YOUTH_ABROAD];
  const drafts = draftProspects(
    // The club is in the draw's key: two clubs of one world scouting the same matchday find their own prospects.
    keyedRng(careerEventKey(call.seed, call.season.number, call.matchday, 'youth-scouting', `${call.career.teamId.toString()}:${mission}`)),
    type,
    position,
    nationalities,
  );
  await ProspectModel.bulkWrite(
    drafts.map((d, index) => {
      const arrivesAt = call.matchday + d.arrivesAfter;
      const arrivesKey = arrivalKey(call.season.number, arrivesAt, call.season.totalMatchdays);
      return {
        updateOne: {
          filter: { ...clubOf(call.career), mission, index },
          update: {
            $setOnInsert: {
              name: d.name,
              position: d.position,
              age: d.age,
              nationality: d.nationality,
              potential: d.potential,
              overallRating: d.overallRating,
              ...skillsOf(d),
              rangeMin: d.rangeMin,
              rangeMax: d.rangeMax,
              arrivesKey,
              arrivesMatchday: arrivesKey % 100,
              status: 'available',
              createdAt: new Date(),
            },
          },
          upsert: true,
        },
      };
    }),
  );
  return { cost: tier.cost, reportsDue: drafts.length };
}

/** A prospect whose report has reached this club; anything else (another club's, of this world or another) is not found. */
async function arrivedProspect(call: MarketCall, id: mongoose.Types.ObjectId): Promise<ProspectDoc> {
  const key = arrivalKey(call.season.number, call.matchday, call.season.totalMatchdays);
  const prospect = await ProspectModel.findOne({ _id: id, ...clubOf(call.career), arrivesKey: { $lte: key } }).lean<ProspectDoc>();
  if (!prospect) throw new NotFoundError(PROSPECT_NOT_FOUND);
  return prospect;
}

/** Into a free slot of his position; his id becomes the youth player's, so a retry after a crash finds him there. */
export async function signProspect(call: MarketCall, id: mongoose.Types.ObjectId): Promise<AcademySlot> {
  const prospect = await arrivedProspect(call, id);
  const academy = await academyOf(call.career);
  if (!academy) throw new RuleViolation(NO_ACADEMY);
  const already = await YouthPlayerModel.exists({ _id: prospect._id });
  if (prospect.status !== 'available' && !already) throw new ConflictError(`${prospect.name} has already been ${prospect.status}.`);
  if (!already) {
    const [here, recruitsSoFar] = await Promise.all([
      YouthPlayerModel.countDocuments({ ...clubOf(call.career), status: 'academy', position: prospect.position }),
      YouthPlayerModel.countDocuments({ ...clubOf(call.career), position: prospect.position }),
    ]);
    if (here >= slotsPerPosition(academy.type)) throw new RuleViolation(`No free ${prospect.position} slot: release or promote one first.`);
    await YouthPlayerModel.updateOne(
      { _id: prospect._id },
      {
        $setOnInsert: {
          ...clubOf(call.career),
          name: prospect.name,
          position: prospect.position,
          age: prospect.age,
          nationality: prospect.nationality,
          potential: prospect.potential,
          overallRating: prospect.overallRating,
          ...skillsOf(prospect),
          recruitedSeason: call.season.number,
          recruitedAtMatchday: call.matchday,
          recruitNumber: recruitsSoFar,
          status: 'academy',
          grownKey: 0,
        },
      },
      { upsert: true },
    );
  }
  await ProspectModel.updateOne({ _id: prospect._id, status: 'available' }, { $set: { status: 'signed' } });
  const slot = (await slotsOf(academy, nowOf(call))).find((s) => s.youthPlayer?.id === prospect._id.toString());
  if (!slot) throw new ConflictError(`${prospect.name} is no longer in the academy.`);
  return slot;
}

/** discarding a prospect pays the 25,000 compensation, once. */
export async function discardProspect(call: MarketCall, id: mongoose.Types.ObjectId): Promise<ProspectDoc> {
  const prospect = await arrivedProspect(call, id);
  if (prospect.status === 'signed') throw new ConflictError(`${prospect.name} has already been signed.`);
  const paid = await moveMoney({
    worldId: call.career.worldId,
    teamId: call.team._id,
    amount: -ACADEMY_DISCARD_COMPENSATION,
    key: `youth-discard:${prospect._id.toString()}`,
    type: 'academy_cost',
    description: `Compensation for discarded prospect ${prospect.name}`,
    season: call.season.number,
    matchday: call.matchday,
  });
  if (!paid) throw new RuleViolation(`Not enough budget: discarding him costs ${formatEuros(ACADEMY_DISCARD_COMPENSATION)}.`);
  await ProspectModel.updateOne({ _id: prospect._id, status: 'available' }, { $set: { status: 'discarded' } });
  return prospect;
}
