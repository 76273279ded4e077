/**
 * Season end for a whole career world: loans
 * come home, the final tables decide the champion and who goes up and
 * down, every player takes his season turn (development he missed, a year
 * older, retirement, the best careers entering the Hall of Fame, fitness
 * back over the close season), academy players age, the AI clubs refill their
 * rosters, and the next season starts with a fresh calendar. Each step is
 * noted when done and converges from any partial state of its own writes;
 * what a step decides is noted before the writes that follow from it, so a
 * repeat after a crash finishes the same season end and a second call
 * answers the stored result. The caller holds the season's lock.
 */
import { closedDivisionOf } from '../../domain/leagues/league-guard.js';
import mongoose from 'mongoose';
import {
  careerEventKey,
  countOf,
  cupEntrantsFromTables,
  FITNESS_AFTER_CLOSE_SEASON,
  keyedRng,
  LEAGUES,
  PROMOTION_LINKS,
  relegationPlaces,
  skillsOf,
  trainingFor,
  turnPlayer,
  type SeasonEndResult,
} from '@hardwood/shared';
import { YouthPlayerModel } from '../../models/academy/academy.model.js';
import { cupChampion, progressCup } from '../../domain/cup/cup.service.js';
import { worldSeed } from '../../domain/worlds/seat.js';
import { LoanModel, type LoanDoc } from '../../models/loans/loan.model.js';
import { endLoan, repairLoanFlags } from '../../domain/loans/loans.service.js';
import { InjuryModel } from '../../models/medical/injury.model.js';
import { writeNewsOnce } from '../../models/news/news.model.js';
import { AgentRequestModel } from '../../models/office/agent-request.model.js';
import { PlayerModel, type PlayerDoc } from '../../models/players/player.model.js';
import { TeamModel } from '../../models/teams/team.model.js';
import { recordSeasonHistory } from './season-history.js';
import { academyTraining, seasonDevelopment } from './season-development.js';
import { induct } from './hall-of-fame-induction.js';
import { managedClubContracts, seasonEndClub } from './season-end-club.js';
import { applyRefill, planWorldRefill, type StoredRefillPlan } from '../../domain/season/season-refill.js';
import { applySeasonContracts, payPrizes, planSeasonContracts, type StoredContractPlan } from './season-books.js';
import { finalTables } from '../../domain/season/final-tables.js';
import { SeasonEndModel, type SeasonEndDoc } from '../../models/season/season-end.model.js';
import type { SeasonDoc } from '../../models/season/season.model.js';
import { nextSeasonOf, recheckLineup, retireSeason, startNextSeason } from '../../domain/season/next-season.js';
import { turnBoards } from '../../domain/board/board-season.js';

const leagueName = (id: number | null | undefined) => LEAGUES.find((l) => l.id === id)?.name ?? '';

// 'history' (awards, club seasons) reads the season as played: after the Cup and the tables, before anyone retires or moves league.
const STEPS = [
  'cup',
  'loans',
  'outcome',
  'history',
  'prizes',
  'players',
  'academy',
  'contracts',
  'refill',
  'leagues',
  'next-season',
  'lineup',
  'news',
] as const;
type StepName = (typeof STEPS)[number];

interface SeasonEndContext {
  worldId: mongoose.Types.ObjectId;
  teamId: mongoose.Types.ObjectId;
  season: SeasonDoc;
  seed: string;
  record: SeasonEndDoc;
}

const reread = async (ctx: SeasonEndContext) => {
  const record = await SeasonEndModel.findById(ctx.record._id).lean<SeasonEndDoc>();
  if (!record) throw new Error('season end record vanished');
  ctx.record = record;
};

/** Loans end with the season: every loanee comes home with his summary (a loan cannot outlast the season it starts in, so this is a safety net for loans made before that rule). */
async function endLoans(ctx: SeasonEndContext): Promise<void> {
  const active = await LoanModel.find({ worldId: ctx.worldId, status: 'active' }).lean<LoanDoc[]>();
  for (const loan of active) await endLoan(loan, 'completed', ctx.season.totalMatchdays);
  // A retry after a crash between a loan's end and its player's flag finds the loan ended: the flag follows the records.
  await repairLoanFlags(ctx.worldId, ctx.season.totalMatchdays);
}

/** The European Cup is played to its end (every round the manager's club is not in was played already). */
async function finishCup(ctx: SeasonEndContext): Promise<void> {
  await progressCup(
    {
      worldId: ctx.worldId,
      teamId: ctx.teamId,
      season: ctx.season,
      matchday: Math.max(ctx.season.totalMatchdays, ctx.season.currentMatchday),
    },
    { playAll: true },
  );
  const champion = await cupChampion(ctx.worldId, ctx.season);
  await SeasonEndModel.updateOne({ _id: ctx.record._id }, { $set: { cupChampion: champion?.name ?? null } });
}

/** The champion and the clubs that go up and down, and next season's Cup entrants, from the final tables. */
async function decideOutcome(ctx: SeasonEndContext): Promise<void> {
  if (ctx.record.champion !== null) return;
  const tables = await finalTables(ctx.worldId, ctx.season);
  const cupEntrants = cupEntrantsFromTables(
    [...tables]
      .map(([leagueId, rows]) => ({
        level: LEAGUES.find((l) => l.id === leagueId && l.tier === 1)?.level ?? 0,
        ranking: rows.map((r) => r.teamId.toString()),
      }))
      .filter((t) => t.level > 0),
  ).map((id) => new mongoose.Types.ObjectId(id));
  const own = tables.get(ctx.season.leagueId) ?? [];
  const promoted: Array<{ teamId: mongoose.Types.ObjectId; name: string }> = [];
  const relegated: Array<{ teamId: mongoose.Types.ObjectId; name: string }> = [];
  const closed = await closedDivisionOf(ctx.worldId);
  for (const link of PROMOTION_LINKS) {
    if (closed !== null && (link.upperLeagueId === closed || link.lowerLeagueId === closed)) continue;
    const upper = tables.get(link.upperLeagueId);
    const lower = tables.get(link.lowerLeagueId);
    if (!upper || !lower) continue;
    const places = Math.min(relegationPlaces(upper.length), lower.length);
    relegated.push(...upper.slice(upper.length - places).map((r) => ({ teamId: r.teamId, name: r.name })));
    promoted.push(...lower.slice(0, places).map((r) => ({ teamId: r.teamId, name: r.name })));
  }
  await SeasonEndModel.updateOne(
    { _id: ctx.record._id, champion: null },
    { $set: { champion: own[0]?.name ?? '', promoted, relegated, cupEntrants } },
  );
}

/** How many matchdays of development a player did not take this season (only the manager's league develops matchday by matchday). */
function missedMatchdays(p: Pick<PlayerDoc, 'developedKey'>, season: SeasonDoc): number {
  const key = p.developedKey ?? 0;
  const developed = Math.floor(key / 100) === season.number ? key % 100 : 0;
  return Math.max(0, season.totalMatchdays - developed);
}

/** Every player of the world (free agents too) takes his season turn; the retired leave, noted first with their clubs. */
async function turnPlayers(ctx: SeasonEndContext): Promise<void> {
  const n = ctx.season.number;
  const players = await PlayerModel.find({ worldId: ctx.worldId, turnedSeason: { $lt: n } }).lean<PlayerDoc[]>();
  const trainingOf = await academyTraining(ctx.worldId);
  const outcomes = players.map((p) => ({
    p,
    o: turnPlayer(
      { ...skillsOf(p), position: p.position, age: p.age, potential: p.potential, overallRating: p.overallRating },
      missedMatchdays(p, ctx.season),
      keyedRng(careerEventKey(ctx.seed, n, 0, 'season-turn', p._id.toString())),
      // The world's games keep no minutes: its catch-up develops with neutral playing time.
      { playingTime: null, training: trainingFor(p.age, trainingOf(p.teamId)) },
    ),
  }));
  if (ctx.record.aged === null) {
    const clubs = new Map((await TeamModel.find({ worldId: ctx.worldId }, { name: 1 }).lean()).map((t) => [t._id.toString(), t.name]));
    const retirements = outcomes
      .filter(({ o }) => o.retired)
      .map(({ p, o }) => ({
        playerId: p._id,
        name: p.name,
        age: o.age,
        club: p.teamId ? (clubs.get(p.teamId.toString()) ?? 'Free agent') : 'Free agent',
        teamId: p.teamId ?? null,
      }));
    await SeasonEndModel.updateOne(
      { _id: ctx.record._id, aged: null },
      { $set: { retirements, aged: outcomes.length - retirements.length } },
    );
    await reread(ctx);
  }
  const writes = outcomes.flatMap(({ p, o }) =>
    o.retired
      ? []
      : [
          {
            updateOne: {
              filter: { _id: p._id, turnedSeason: { $lt: n } },
              update: {
                $set: {
                  age: o.age,
                  careerPhase: o.careerPhase,
                  overallRating: o.overallRating,
                  ...skillsOf(o),
                  turnedSeason: n,
                  // The close season heals: nobody starts the next one worn out by the last (the fit keep their edge).
                  fitness: Math.max(p.fitness, FITNESS_AFTER_CLOSE_SEASON),
                  // His overall at the end of the season, for his page's chart: set whole, as $push costs the embedded store
                  // a slow path (about 0.25 ms a player), and guarded like the rest by turnedSeason.
                  ratingHistory: [...(p.ratingHistory ?? []), n, o.overallRating],
                  // His season's development line (the matchdays' running parts and the catch-up's), set whole for the same reason.
                  ...seasonDevelopment(p, n, o),
                },
              },
            },
          },
        ],
  );
  if (writes.length > 0) await PlayerModel.bulkWrite(writes);
  // The retired whose careers scored enough enter the Hall of Fame, judged while their records are still here.
  await induct(ctx.worldId, n, ctx.record.retirements ?? []);
  const retiredIds = (ctx.record.retirements ?? []).map((r) => r.playerId).filter((id): id is mongoose.Types.ObjectId => Boolean(id));
  if (retiredIds.length > 0) {
    // What pointed at them goes with them: their pending agents' requests and injuries.
    await AgentRequestModel.deleteMany({ worldId: ctx.worldId, playerId: { $in: retiredIds } });
    await InjuryModel.deleteMany({ worldId: ctx.worldId, playerId: { $in: retiredIds } });
    await PlayerModel.deleteMany({ worldId: ctx.worldId, _id: { $in: retiredIds } });
  }
}

/** Academy players are a year older (the tournament's schedule is the season's, so the next season's starts fresh). */
async function ageAcademy(ctx: SeasonEndContext): Promise<void> {
  const n = ctx.season.number;
  await YouthPlayerModel.updateMany(
    { worldId: ctx.worldId, status: 'academy', agedSeason: { $lt: n } },
    { $inc: { age: 1 }, $set: { agedSeason: n } },
  );
}

async function decideContracts(ctx: SeasonEndContext): Promise<void> {
  if (ctx.record.contractPlan === null) {
    const plan = await planSeasonContracts(ctx.worldId, ctx.teamId, ctx.season.number, ctx.seed);
    const clubContracts = await managedClubContracts(ctx.worldId, ctx.season.number, plan);
    await SeasonEndModel.updateOne({ _id: ctx.record._id, contractPlan: null }, { $set: { contractPlan: plan, clubContracts } });
    await reread(ctx);
  }
  await applySeasonContracts(ctx.worldId, ctx.season.number, ctx.record.contractPlan as StoredContractPlan);
}

async function refillRosters(ctx: SeasonEndContext): Promise<void> {
  if (ctx.record.refillPlan === null) {
    const plan = await planWorldRefill(ctx.worldId, ctx.teamId, ctx.season.number, ctx.seed);
    await SeasonEndModel.updateOne({ _id: ctx.record._id, refillPlan: null }, { $set: { refillPlan: plan } });
    await reread(ctx);
  }
  await applyRefill(ctx.worldId, ctx.record.refillPlan as StoredRefillPlan);
}

async function moveLeagues(ctx: SeasonEndContext): Promise<void> {
  for (const link of PROMOTION_LINKS) {
    const upper = { id: link.upperLeagueId, name: leagueName(link.upperLeagueId) };
    const lower = { id: link.lowerLeagueId, name: leagueName(link.lowerLeagueId) };
    const down = (ctx.record.relegated ?? []).map((r) => r.teamId);
    const up = (ctx.record.promoted ?? []).map((r) => r.teamId);
    if (down.length > 0)
      await TeamModel.updateMany({ worldId: ctx.worldId, _id: { $in: down } }, { $set: { leagueId: lower.id, league: lower.name } });
    if (up.length > 0)
      await TeamModel.updateMany({ worldId: ctx.worldId, _id: { $in: up } }, { $set: { leagueId: upper.id, league: upper.name } });
  }
}

async function seasonNews(ctx: SeasonEndContext): Promise<void> {
  const r = ctx.record;
  const moved = (list: typeof r.promoted) => (list ?? []).map((t) => t.name).join(', ');
  const retired = r.retirements ?? [];
  const lines = [
    r.champion ? `${r.champion} are the champions of ${ctx.season.name}.` : '',
    r.cupChampion ? `${r.cupChampion} won the European Cup.` : '',
    (r.promoted ?? []).length > 0 ? `Promoted: ${moved(r.promoted)}. Relegated: ${moved(r.relegated)}.` : '',
    retired.length > 0
      ? `${countOf(retired.length, 'player')} retired, among them ${retired
          .slice(0, 3)
          .map((p) => `${p.name} (${p.age}, ${p.club})`)
          .join(', ')}.`
      : 'Nobody retired.',
  ].filter(Boolean);
  // World news (no teamId): in every manager's feed.
  await writeNewsOnce({
    worldId: ctx.worldId,
    key: `season-end:${ctx.season.number}`,
    type: 'player_stats',
    title: `Season ${ctx.season.name} is over`,
    content: lines.join(' '),
    season: ctx.season.number + 1,
    matchday: 1,
  });
  const own = ctx.teamId.toString();
  const up = (r.promoted ?? []).some((t) => t.teamId?.toString() === own);
  const down = (r.relegated ?? []).some((t) => t.teamId?.toString() === own);
  if (up || down) {
    const league = leagueName(r.newLeagueId) || 'a new league';
    await writeNewsOnce({
      worldId: ctx.worldId,
      teamId: ctx.teamId,
      key: `season-end:${ctx.season.number}:own-move`,
      type: up ? 'win_streak' : 'loss_streak',
      title: up ? `Promoted to ${league}!` : `Relegated to ${league}`,
      content: up ? `Your club plays ${league} next season.` : `Your club drops to ${league} next season: time to rebuild.`,
      season: ctx.season.number + 1,
      matchday: 1,
    });
  }
}

const STEP_WORK: Record<StepName, (ctx: SeasonEndContext) => Promise<void>> = {
  cup: finishCup,
  loans: endLoans,
  outcome: decideOutcome,
  prizes: async (ctx) => {
    await payPrizes(ctx);
  },
  history: (ctx) => recordSeasonHistory(ctx.worldId, ctx.season),
  players: turnPlayers,
  academy: ageAcademy,
  contracts: decideContracts,
  refill: refillRosters,
  leagues: moveLeagues,
  'next-season': async (ctx) => {
    await startNextSeason(ctx.worldId, ctx.teamId, ctx.season, ctx.record._id);
    await turnBoards(ctx.worldId, ctx.season);
  },
  lineup: (ctx) => recheckLineup(ctx.worldId, ctx.teamId),
  news: seasonNews,
};

export interface SeasonEndOptions {
  /** Test seam: throw before this step, as a crash would. */
  crashBeforeStep?: StepName;
}

/** Runs (or resumes) the end of `season`, then retires it: the next season is the active one. */
export async function runSeasonEnd(
  worldId: mongoose.Types.ObjectId,
  teamId: mongoose.Types.ObjectId,
  season: SeasonDoc,
  options: SeasonEndOptions = {},
): Promise<SeasonEndResult> {
  const record = await SeasonEndModel.findOneAndUpdate(
    { worldId, season: season.number },
    { $setOnInsert: { stepsDone: [], completedAt: null } },
    { upsert: true, returnDocument: 'after' },
  ).lean<SeasonEndDoc>();
  if (!record) throw new Error('season end record missing after upsert');
  const ctx: SeasonEndContext = { worldId, teamId, season, seed: await worldSeed(worldId), record };
  for (const step of STEPS) {
    if (ctx.record.stepsDone.includes(step)) continue;
    if (options.crashBeforeStep === step) throw new Error(`simulated crash before season end step ${step}`);
    await STEP_WORK[step](ctx);
    await SeasonEndModel.updateOne({ _id: record._id }, { $addToSet: { stepsDone: step } });
    await reread(ctx);
  }
  // The ended season retires before the record completes: a crash in between leaves an unfinished record, which the route resumes here.
  await retireSeason(season._id);
  if (!ctx.record.completedAt) await SeasonEndModel.updateOne({ _id: record._id }, { $set: { completedAt: new Date() } });
  return seasonEndResult(worldId, teamId, season.number);
}

async function namedTeams(ids: readonly mongoose.Types.ObjectId[]): Promise<Array<{ id: string; name: string }>> {
  const teams = await TeamModel.find({ _id: { $in: [...ids] } }, { name: 1 }).lean();
  return ids.map((id) => ({ id: id.toString(), name: teams.find((t) => t._id.equals(id))?.name ?? '' }));
}

/** The stored answer of a finished season end, with the club `teamId`'s own part (for its manager only). */
export async function seasonEndResult(
  worldId: mongoose.Types.ObjectId,
  teamId: mongoose.Types.ObjectId,
  seasonNumber: number,
): Promise<SeasonEndResult> {
  const record = await SeasonEndModel.findOne({ worldId, season: seasonNumber }).lean<SeasonEndDoc>();
  if (!record) throw new Error(`no season end for season ${seasonNumber}`);
  const next = await nextSeasonOf(worldId, seasonNumber);
  const team = (list: typeof record.promoted) => (list ?? []).map((t) => ({ id: t.teamId?.toString() ?? '', name: t.name ?? '' }));
  return {
    newSeason: {
      id: next?._id.toString() ?? '',
      seasonName: record.newSeasonName ?? next?.name ?? '',
      leagueName: leagueName(record.newLeagueId),
    },
    ageingResults: {
      aged: record.aged ?? 0,
      retirements: (record.retirements ?? []).map((r) => ({
        id: r.playerId?.toString() ?? '',
        name: r.name ?? '',
        age: r.age ?? 0,
        club: r.club ?? '',
      })),
    },
    champion: record.champion ?? '',
    promotions: team(record.promoted),
    relegations: team(record.relegated),
    cupChampion: record.cupChampion ?? null,
    cupEntrants: await namedTeams(record.cupEntrants ?? []),
    club: await seasonEndClub(worldId, teamId, record),
  };
}
