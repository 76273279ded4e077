/**
 * The youth academy: create and upgrade at
 * the server's prices (through the ledger, once), recruit into a free slot
 * (drawn from the world's secret seed), release for the compensation, and
 * promote at 15 or older. The caller holds the world's lock (withMarket).
 * An academy and its players are private to their club: every read and
 * write names the world and the club, so another manager of the same world
 * finds none of them.
 */
import mongoose from 'mongoose';
import {
  ACADEMY_ORDER,
  ACADEMY_PROMOTE_MIN_AGE,
  ACADEMY_RELEASE_COST,
  ACADEMY_TYPES,
  canUpgrade,
  COUNTRIES,
  LEAGUES,
  careerEventKey,
  careerPhaseForAge,
  draftYouthPlayer,
  formatEuros,
  growYouth,
  keyedRng,
  MAX_ROSTER_SIZE,
  playerSalary,
  POSITIONS,
  potentialView,
  skillsOf,
  slotsPerPosition,
  upgradeCost,
  type Academy,
  type AcademySlot,
  type AcademyType,
  type Position,
  type YouthPlayer,
  matchdayKey,
} from '@hardwood/shared';
import { ConflictError, NotFoundError, RuleViolation } from '../../infra/errors/domain-errors.js';
import { moveMoney } from '../money/ledger.js';
import { PlayerModel, type PlayerDoc } from '../../models/players/player.model.js';
import type { MarketCall } from '../transfers/transfers.service.js';
import type { Club } from '../worlds/seat.js';
import { AcademyModel, YouthPlayerModel, type AcademyDoc, type YouthPlayerDoc } from '../../models/academy/academy.model.js';

export const NO_ACADEMY = 'Create an academy first';
export const YOUTH_NOT_FOUND = 'Youth player not found';

const NAMES: Record<AcademyType, { name: string; description: string }> = {
  compact: { name: 'Compact Academy', description: 'A small programme: one prospect per position, regional tournament.' },
  standard: { name: 'Standard Academy', description: 'A full programme: three prospects per position, national tournament.' },
  elite: {
    name: 'Elite Academy',
    description: 'The best facilities: six prospects per position, international tournament, the best talent.',
  },
};

/** Matchdays since he was recruited, across seasons. */
export function elapsedMatchdays(
  youth: Pick<YouthPlayerDoc, 'recruitedSeason' | 'recruitedAtMatchday'>,
  now: { season: number; matchday: number; totalMatchdays: number },
): number {
  return (now.season - youth.recruitedSeason) * now.totalMatchdays + now.matchday - youth.recruitedAtMatchday;
}

export function toYouthDto(y: YouthPlayerDoc, now: { season: number; matchday: number; totalMatchdays: number }): YouthPlayer {
  const discovery = potentialView(y.potential, elapsedMatchdays(y, now));
  return {
    id: y._id.toString(),
    name: y.name,
    position: y.position,
    age: y.age,
    overall: y.overallRating,
    potential: discovery.status === 'exact' ? y.potential : null,
    discovery,
    nationality: y.nationality,
    recruitedAtMatchday: y.recruitedAtMatchday,
  };
}

export async function academyDto(academy: AcademyDoc): Promise<Academy> {
  const type = academy.type;
  const players = await YouthPlayerModel.countDocuments({ ...clubOf(academy), status: 'academy' });
  const tier = ACADEMY_TYPES[type];
  return {
    type,
    ...NAMES[type],
    capacity: tier.capacity,
    cost: tier.cost,
    tournament: tier.tournament,
    players,
    available: tier.capacity - players,
    upgrades: ACADEMY_ORDER.filter((to) => canUpgrade(type, to)).map((to) => ({ type: to, cost: upgradeCost(type, to) })),
  };
}

export async function slotsOf(
  academy: AcademyDoc,
  now: { season: number; matchday: number; totalMatchdays: number },
): Promise<AcademySlot[]> {
  const youth = await YouthPlayerModel.find({ ...clubOf(academy), status: 'academy' })
    .sort({ recruitNumber: 1 })
    .lean<YouthPlayerDoc[]>();
  const per = slotsPerPosition(academy.type);
  return POSITIONS.flatMap((position) => {
    const here = youth.filter((y) => y.position === position);
    return Array.from({ length: per }, (_, i): AcademySlot => {
      const y = here[i];
      return { id: `${position}-${i + 1}`, position, isOccupied: Boolean(y), youthPlayer: y ? toYouthDto(y, now) : null };
    });
  });
}

/** Where academies look abroad (a fifth of recruits). */
export const YOUTH_ABROAD = ['USA', 'Serbia', 'Lithuania', 'Croatia', 'France', 'Spain', 'Greece', 'Germany', 'Italy', 'Turkey'] as const;

/** The nationality of the club's country: most youngsters come from nearby. */
export function homeNationality(leagueId: number): string {
  const countryId = LEAGUES.find((l) => l.id === leagueId)?.countryId;
  return COUNTRIES.find((c) => c.id === countryId)?.nationality ?? 'Italy';
}

export const nowOf = (call: MarketCall) => ({
  season: call.season.number,
  matchday: call.matchday,
  totalMatchdays: call.season.totalMatchdays,
});

/** The owner of a club's private records, as a filter: exactly the world and the club, whatever else the argument carries. */
export function clubOf(club: Club): Club {
  return { worldId: club.worldId, teamId: club.teamId };
}

/** The club's academy (a seat's, or the club a record belongs to), or null. */
export async function academyOf(club: Club): Promise<AcademyDoc | null> {
  return AcademyModel.findOne(clubOf(club)).lean<AcademyDoc>();
}

/** Creates the club's academy at the tier's price; a second creation is refused, and a retry after a crash pays once. */
export async function createAcademy(call: MarketCall, type: AcademyType): Promise<AcademyDoc> {
  const existing = await academyOf(call.career);
  if (existing && existing.type !== type) throw new ConflictError(`You already have a ${existing.type} academy: upgrade it instead.`);
  if (existing) throw new ConflictError('You already have an academy.');
  const cost = ACADEMY_TYPES[type].cost;
  const paid = await moveMoney({
    worldId: call.career.worldId,
    teamId: call.team._id,
    amount: -cost,
    // Ledger keys are unique in the world: the club in the key lets each club of it found its own.
    key: `academy-create:${call.career.teamId.toString()}`,
    type: 'academy_cost',
    description: `${NAMES[type].name} founded`,
    season: call.season.number,
    matchday: call.matchday,
  });
  if (!paid) throw new RuleViolation(`Not enough budget: the ${NAMES[type].name.toLowerCase()} costs ${formatEuros(cost)}.`);
  await AcademyModel.updateOne(
    clubOf(call.career),
    { $setOnInsert: { type, createdAt: new Date(), foundedSeason: call.season.number, foundedMatchday: call.matchday } },
    { upsert: true },
  );
  const academy = await academyOf(call.career);
  if (!academy) throw new NotFoundError(NO_ACADEMY);
  return academy;
}

/** Upward only, paying the difference between the tiers. */
export async function upgradeAcademy(call: MarketCall, to: AcademyType): Promise<AcademyDoc> {
  const academy = await academyOf(call.career);
  if (!academy) throw new RuleViolation(NO_ACADEMY);
  const from = academy.type;
  if (!canUpgrade(from, to))
    throw new RuleViolation(from === to ? `Your academy is already ${to}.` : `A ${from} academy cannot become ${to}: upgrades go up only.`);
  const cost = upgradeCost(from, to);
  const paid = await moveMoney({
    worldId: call.career.worldId,
    teamId: call.team._id,
    amount: -cost,
    key: `academy-upgrade:${call.career.teamId.toString()}:${from}->${to}`,
    type: 'academy_cost',
    description: `Academy upgraded from ${from} to ${to}`,
    season: call.season.number,
    matchday: call.matchday,
  });
  if (!paid) throw new RuleViolation(`Not enough budget: the upgrade costs ${formatEuros(cost)}.`);
  await AcademyModel.updateOne({ _id: academy._id, type: from }, { $set: { type: to } });
  return (await academyOf(call.career)) ?? academy;
}

/** Fills a free slot of the position with a recruit drawn from the world's seed. */
export async function recruit(call: MarketCall, position: Position): Promise<AcademySlot> {
  const academy = await academyOf(call.career);
  if (!academy) throw new RuleViolation(NO_ACADEMY);
  const type = academy.type;
  const [here, recruitsSoFar, inAcademy] = await Promise.all([
    YouthPlayerModel.countDocuments({ ...clubOf(call.career), status: 'academy', position }),
    YouthPlayerModel.countDocuments({ ...clubOf(call.career), position }),
    YouthPlayerModel.find({ ...clubOf(call.career), status: 'academy' }, { name: 1 }).lean<Array<Pick<YouthPlayerDoc, 'name'>>>(),
  ]);
  if (here >= slotsPerPosition(type)) throw new RuleViolation(`No free ${position} slot: release or promote one first.`);
  // The club is in the draw's key: two clubs of one world recruiting their n-th of a position the same matchday get their own youngsters.
  const rng = keyedRng(
    careerEventKey(
      call.seed,
      call.season.number,
      call.matchday,
      'recruit',
      `${call.career.teamId.toString()}:${position}:${recruitsSoFar}`,
    ),
  );
  const nationality = rng.chance(0.8) ? homeNationality(call.team.leagueId) : rng.pick(YOUTH_ABROAD);
  // No two of one name in the academy: the squad and its box scores tell players apart by name.
  const draft = draftYouthPlayer(rng, position, type, nationality, new Set(inAcademy.map((y) => y.name)));
  const youth = await YouthPlayerModel.create({
    ...draft,
    ...clubOf(call.career),
    recruitedSeason: call.season.number,
    recruitedAtMatchday: call.matchday,
    recruitNumber: recruitsSoFar,
  });
  const slots = await slotsOf(academy, nowOf(call));
  const slot = slots.find((s) => s.youthPlayer?.id === youth._id.toString());
  if (!slot) throw new NotFoundError(YOUTH_NOT_FOUND);
  return slot;
}

/** The club's own academy player by id; another club's (of this world or another) is not found. */
async function ownYouth(club: Club, id: mongoose.Types.ObjectId): Promise<YouthPlayerDoc> {
  const youth = await YouthPlayerModel.findOne({ _id: id, ...clubOf(club) }).lean<YouthPlayerDoc>();
  if (!youth) throw new NotFoundError(YOUTH_NOT_FOUND);
  if (youth.status !== 'academy') throw new ConflictError(`${youth.name} is no longer in the academy.`);
  return youth;
}

/** Releases him for the compensation, once. */
export async function release(call: MarketCall, id: mongoose.Types.ObjectId): Promise<YouthPlayerDoc> {
  const youth = await ownYouth(call.career, id);
  const paid = await moveMoney({
    worldId: call.career.worldId,
    teamId: call.team._id,
    amount: -ACADEMY_RELEASE_COST,
    key: `academy-release:${youth._id.toString()}`,
    type: 'academy_cost',
    description: `${youth.name} released from the academy`,
    season: call.season.number,
    matchday: call.matchday,
  });
  if (!paid) throw new RuleViolation(`Not enough budget: releasing him costs ${formatEuros(ACADEMY_RELEASE_COST)}.`);
  await YouthPlayerModel.updateOne({ _id: youth._id, status: 'academy' }, { $set: { status: 'released' } });
  return youth;
}

/** At 15 or older: to the first-team roster (a real player on a salary), or out of the academy. */
export async function promote(call: MarketCall, id: mongoose.Types.ObjectId, toRoster: boolean): Promise<PlayerDoc | null> {
  const youth = await ownYouth(call.career, id);
  if (youth.age < ACADEMY_PROMOTE_MIN_AGE)
    throw new RuleViolation(`Players are promoted from age ${ACADEMY_PROMOTE_MIN_AGE}: ${youth.name} is ${youth.age}.`);
  if (!toRoster) {
    await YouthPlayerModel.updateOne({ _id: youth._id, status: 'academy' }, { $set: { status: 'left' } });
    return null;
  }
  const rosterSize = await PlayerModel.countDocuments({ worldId: call.career.worldId, teamId: call.team._id });
  if (rosterSize >= MAX_ROSTER_SIZE) throw new RuleViolation(`Your roster is full (${MAX_ROSTER_SIZE} players).`);
  // The youth player's id becomes the roster player's: a retry after a crash finds him there.
  const player = {
    _id: youth._id,
    worldId: call.career.worldId,
    teamId: call.team._id,
    name: youth.name,
    position: youth.position,
    age: youth.age,
    height:
      185 + (youth.position === 'C' ? 20 : youth.position === 'PF' ? 14 : youth.position === 'SF' ? 8 : youth.position === 'SG' ? 3 : 0),
    weight: 80,
    nationality: youth.nationality,
    description: 'Academy graduate.',
    potential: youth.potential,
    careerPhase: careerPhaseForAge(youth.age),
    overallRating: youth.overallRating,
    ...skillsOf(youth),
    salary: playerSalary({ overallRating: youth.overallRating, age: youth.age }, call.team.reputation),
  };
  await PlayerModel.updateOne({ _id: youth._id }, { $setOnInsert: player }, { upsert: true });
  await YouthPlayerModel.updateOne({ _id: youth._id, status: 'academy' }, { $set: { status: 'promoted' } });
  return PlayerModel.findById(youth._id).lean<PlayerDoc>();
}

/**
 * Processing step 5: a matchday of growth for every academy player of the
 * world, each at his own club's tier, drawn per player and matchday from the
 * world's seed and guarded by his matchday key, so a repeat after a crash
 * grows nobody twice. The matchday is the world's, so every club's academy
 * grows with it, whichever seat's run processes it.
 */
export async function growAcademy(
  ctx: { worldId: mongoose.Types.ObjectId; season: { number: number }; matchday: number },
  seed: string,
): Promise<number> {
  const academies = await AcademyModel.find({ worldId: ctx.worldId }).lean<AcademyDoc[]>();
  const key = matchdayKey(ctx.season.number, ctx.matchday);
  let grownCount = 0;
  for (const academy of academies) {
    const youth = await YouthPlayerModel.find({ ...clubOf(academy), status: 'academy', grownKey: { $lt: key } }).lean<YouthPlayerDoc[]>();
    if (youth.length === 0) continue;
    await YouthPlayerModel.bulkWrite(
      youth.map((y) => {
        const grown = growYouth(
          y,
          academy.type,
          keyedRng(careerEventKey(seed, ctx.season.number, ctx.matchday, 'youth-growth', y._id.toString())),
        );
        return { updateOne: { filter: { _id: y._id, grownKey: { $lt: key } }, update: { $set: { ...grown, grownKey: key } } } };
      }),
    );
    grownCount += youth.length;
  }
  return grownCount;
}
