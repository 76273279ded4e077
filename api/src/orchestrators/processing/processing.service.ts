/**
 * Matchday processing: the eight steps in
 * the spec's order, each recorded when done. No transactions: a crash may
 * stop the work at any write, and a repeat call (which skips finished steps)
 * reaches the same end state as an uninterrupted run, because every step
 * converges from any partial state of its own writes:
 * - standings are recounted from the played matches, whatever happened before;
 * - player changes carry a per-player matchday key and are applied once;
 * - a match's stat lines are written before its result and rewritten whole
 *   while it has none (results replay identically from their seeds);
 * - the other leagues' results are inserted where missing, by natural key;
 * - the AI market's moves are planned once into one record, then run as
 *   keyed deals (domain/transfers/ai-market.ts, domain/transfers/deal.ts);
 * - a message that depends on the state before a step's writes is noted on
 *   the record first, so a repeat reports what the interrupted run saw;
 * - the record is completed before the season moves on, and a repeat moves
 *   a season left behind (guarded by its matchday).
 * api/test/processing-crash.api.test.ts crashes it at every write.
 */
import type mongoose from 'mongoose';
import {
  applyMoraleChange,
  countOf,
  driftMorale,
  playingTimeFromMinutes,
  playingTimeFromRank,
  formatEuros,
  matchdayKey,
  fitnessAfterMatch,
  moraleAfterResult,
  moraleLabel,
  PROCESSING_STEPS,
  type ProcessingResult,
} from '@hardwood/shared';
import { PlayerMatchStatModel } from '../../models/players/player-match-stat.model.js';
import { PlayerModel, type PlayerDoc } from '../../models/players/player.model.js';
import { MatchModel, type MatchDoc } from '../../models/season/match.model.js';
import { SeasonModel } from '../../models/season/season.model.js';
import { TeamModel } from '../../models/teams/team.model.js';
import { rankedStandings } from '../../domain/season/season.service.js';
import { MatchdayProcessingModel, type MatchdayProcessingDoc } from '../../models/matches/matchday-processing.model.js';
import { recountStandings, simulateMatches } from '../../domain/matches/results.service.js';
import { simulateWorldMatchday } from '../../domain/matches/world.service.js';
import { runAiMarket } from '../../domain/transfers/ai-market.js';
import { makeBlockOffers } from '../../domain/trading-block/ai-offers.js';
import { chargeSalaries, salaryMessage } from '../../domain/office/economy.service.js';
import { officeChoresOfTheDay } from '../../domain/office/salary-autopay.js';
import { settleMatchdayAccounts } from '../../domain/economy/matchday-accounts.js';
import { driftWorldMorale } from '../../domain/economy/morale-drift.js';
import { readLeagueDay, resultsOf, type LeagueDay } from '../../domain/office/league-day.js';
import { baselineOf, rotationRanks } from '../../domain/economy/morale-drift.js';
import { promisesOfTheDay } from '../../domain/morale/promises.js';
import { writeMatchdayNews } from '../../domain/office/news.service.js';
import { generateAgentRequests } from '../../domain/office/agents.service.js';
import { pendingNotifications } from '../../domain/office/office.service.js';
import { resumePendingDeals } from '../../domain/transfers/deal.js';
import { healInjuries } from '../../domain/medical/injuries.service.js';
import { processLoans } from './loan-processing.js';
import { growAcademy } from '../../domain/academy/academy.service.js';
import { worldSeed } from '../../domain/worlds/seat.js';
import { generateSponsorOffer, trackSponsorships, underMediaPressure } from '../../domain/office/sponsors.service.js';
import { progressCup } from '../../domain/cup/cup.service.js';
import { clubContexts, forEachClub, type ProcessingContext } from './processing-context.js';
import { judgeBoards } from '../../domain/board/board-matchday.js';
import { developPlayers } from './development-step.js';

async function leagueDayOf(ctx: ProcessingContext): Promise<LeagueDay> {
  if (ctx.leagueDay?.day) return ctx.leagueDay.day;
  const day = await readLeagueDay(ctx);
  if (ctx.leagueDay) ctx.leagueDay.day = day;
  return day;
}

/**
 * Answers the message a step reports: the one an interrupted run of the step
 * noted, if any, else this one, noted first when writes follow (a step with
 * nothing to write reports the same on a repeat, so it skips the write).
 */
type Remember = (message: string, writesFollow: boolean) => Promise<string>;
type Step = (ctx: ProcessingContext, remember: Remember) => Promise<string>;

async function updateStandings(ctx: ProcessingContext): Promise<string> {
  await recountStandings(ctx.worldId, ctx.season._id);
  const table = await rankedStandings(ctx.worldId, ctx.season);
  const own = table.find((row) => row.userTeamId === ctx.teamId.toString());
  return own
    ? `${own.teamName}: position ${own.position} with ${countOf(own.points, 'point')} (${own.wins}-${own.losses})`
    : 'Standings updated';
}

/**
 * The clubs whose players develop and tire every matchday: the own league's.
 * The rest of the world (about 2,000 players) ages and develops at season end
 * (the seasons issue), so a matchday does not rewrite every player of it.
 * Rosters move only in step 5 (the AI market), after the steps that read
 * them here, and a player's matchday key keeps a moved player from
 * developing or tiring twice.
 */
async function ownLeagueTeamIds(ctx: ProcessingContext): Promise<mongoose.Types.ObjectId[]> {
  return (await TeamModel.find({ worldId: ctx.worldId, leagueId: ctx.season.leagueId }, { _id: 1 }).lean()).map((t) => t._id);
}

async function simulateRestOfMatchday(ctx: ProcessingContext, remember: Remember): Promise<string> {
  const pending = await MatchModel.find({ worldId: ctx.worldId, seasonId: ctx.season._id, matchday: ctx.matchday, isPlayed: false }).lean<
    MatchDoc[]
  >();
  const message = await remember(pending.length === 1 ? '1 match simulated' : `${pending.length} matches simulated`, pending.length > 0);
  await simulateMatches(ctx.worldId, pending);
  // Always: a crash after the results and before this recount leaves the repeat nothing pending, and the table must still count them.
  await recountStandings(ctx.worldId, ctx.season._id);
  return message;
}

async function updateMoraleAndFitness(ctx: ProcessingContext, remember: Remember): Promise<string> {
  const key = matchdayKey(ctx.season.number, ctx.matchday);
  const clubs = clubContexts(ctx);
  const managed = new Set(clubs.map((c) => c.teamId.toString()));
  // Who of each manager's squad could play today: read before the injured heal (a promise counts the games he was fit for).
  const ownBefore = await PlayerModel.find(
    { worldId: ctx.worldId, teamId: { $in: clubs.map((c) => c.teamId) } },
    { teamId: 1, isInjured: 1, isOnLoan: 1 },
  ).lean();
  // A matchday of recovery for the injured (those hurt today start next matchday).
  const teams = await TeamModel.find({ worldId: ctx.worldId, leagueId: ctx.season.leagueId }, { reputation: 1 }).lean();
  const teamIds = teams.map((t) => t._id);
  const back = await healInjuries(ctx, { teamIds, except: false });
  // A failed sponsorship's media pressure: for a few matchdays wins do not lift the squad.
  const pressured = new Set<string>();
  for (const club of clubs) if (await underMediaPressure(club)) pressured.add(club.teamId.toString());
  const day = await leagueDayOf(ctx);
  const matchdayMatchIds = day.today.map((m) => m._id);
  const [lines, players] = await Promise.all([
    PlayerMatchStatModel.find({ matchId: { $in: matchdayMatchIds } }, { playerId: 1, minutes: 1 }).lean(),
    PlayerModel.find({ worldId: ctx.worldId, teamId: { $in: teamIds } }).lean<PlayerDoc[]>(),
  ]);
  const scoreOf = new Map<string, [number, number]>();
  for (const m of day.today) {
    scoreOf.set(m.homeTeamId.toString(), [m.homeScore ?? 0, m.awayScore ?? 0]);
    scoreOf.set(m.awayTeamId.toString(), [m.awayScore ?? 0, m.homeScore ?? 0]);
  }
  const minutes = new Map(lines.map((l) => [l.playerId.toString(), l.minutes]));
  // Each manager's promises, for the games his fit players could play today.
  const changes = new Map<string, number>();
  const recorders: Array<() => Promise<void>> = [];
  for (const club of clubs) {
    const played = scoreOf.has(club.teamId.toString());
    const fit = new Map(
      played
        ? ownBefore
            .filter((p) => p.teamId?.equals(club.teamId) && !p.isOnLoan && !p.isInjured)
            .map((p) => [p._id.toString(), minutes.get(p._id.toString()) ?? 0])
        : [],
    );
    const promises = await promisesOfTheDay(club, key, fit);
    for (const [id, change] of promises.changes) changes.set(id, change);
    recorders.push(() => promises.record());
  }
  const reputation = new Map(teams.map((t) => [t._id.toString(), t.reputation]));
  const ranks = rotationRanks(players);
  const writes = players
    .filter((p) => (p.conditionKey ?? 0) < key)
    .map((p) => {
      const teamId = p.teamId?.toString() ?? '';
      const own = managed.has(teamId);
      const score = scoreOf.get(teamId);
      const afterResult = score ? moraleAfterResult(p.morale, score[0], score[1]) : p.morale;
      // Then the pull to his baseline: his own minutes today for a manager's players, his rank in the squad for the league's others.
      const playingTime =
        own && score ? playingTimeFromMinutes(minutes.get(p._id.toString()) ?? 0) : playingTimeFromRank(ranks.get(p._id.toString()) ?? 99);
      const baseline = baselineOf(p, { reputation: reputation.get(teamId) ?? 3 }, resultsOf(day.played, teamId), playingTime);
      const drifted = applyMoraleChange(driftMorale(afterResult, baseline.value), changes.get(p._id.toString()) ?? 0);
      const morale = own && pressured.has(teamId) ? Math.min(drifted, p.morale) : drifted;
      const fitness = fitnessAfterMatch(p.fitness, minutes.get(p._id.toString()) ?? 0);
      return {
        updateOne: {
          filter: { _id: p._id, conditionKey: { $lt: key } },
          update: { $set: { morale, fitness, conditionKey: key, moraleKey: key } },
        },
      };
    });
  if (writes.length > 0) await PlayerModel.bulkWrite(writes);
  for (const record of recorders) await record();
  const own = await PlayerModel.find({ worldId: ctx.worldId, teamId: ctx.teamId }, { morale: 1 }).lean();
  const average = own.length > 0 ? Math.round(own.reduce((s, p) => s + p.morale, 0) / own.length) : 0;
  const recovered = back === 0 ? '' : `; ${back} ${back === 1 ? 'player' : 'players'} back from injury`;
  // The healed count is read back from this matchday's keys, so a repeat reports the same.
  return remember(`Team morale: ${moraleLabel(average)} (${average})${recovered}`, false);
}

/**
 * Background operations: the AI clubs' transfer market, the
 * league's gate receipts, sponsorships and the matchday's headlines (issue
 * 10), and the academy's players growing.
 */
async function backgroundOperations(ctx: ProcessingContext, remember: Remember): Promise<string> {
  const { done } = await runAiMarket(ctx);
  await makeBlockOffers(ctx);
  const day = await leagueDayOf(ctx);
  const seed = await worldSeed(ctx.worldId);
  const sponsors = await forEachClub(ctx, async (club) => {
    const tracked = await trackSponsorships(club, day);
    await growAcademy(club, seed);
    await writeMatchdayNews(club, day, ctx.careerPlayers?.rows ?? undefined);
    return tracked;
  });
  // The count is fixed by the stored plan and the receipts by their keys, so a repeat reports the same.
  const market =
    done === 0
      ? 'Transfer market: a quiet day, no moves between clubs'
      : `Transfer market: ${done} ${done === 1 ? 'move' : 'moves'} between clubs`;
  const settled = [
    sponsors.completed > 0 ? `${sponsors.completed} sponsorship completed` : '',
    sponsors.failed > 0 ? `${sponsors.failed} sponsorship failed` : '',
  ].filter(Boolean);
  return remember(`${market}${settled.length > 0 ? `; ${settled.join(', ')}` : ''}`, false);
}

async function salaryCheck(ctx: ProcessingContext): Promise<string> {
  return forEachClub(ctx, async (club) => {
    const charged = await chargeSalaries(club, ctx.careerPlayers?.rows ?? undefined);
    // The manager's auto-pay, when on, pays what fell due and lists the day's decisions in his news.
    const automatic = await officeChoresOfTheDay(club, charged.due);
    return salaryMessage(charged, automatic ?? undefined);
  });
}

async function officeNotifications(ctx: ProcessingContext): Promise<string> {
  const day = await leagueDayOf(ctx);
  await forEachClub(ctx, async (club) => {
    await generateAgentRequests(club);
    await generateSponsorOffer(club, day);
  });
  await judgeBoards(ctx, day);
  const pending = (await pendingNotifications(ctx)).length;
  return pending === 0
    ? 'No new office notifications'
    : `${pending} office ${pending === 1 ? 'matter needs' : 'matters need'} your attention`;
}

/**
 * Step 5's read of the career's players with the manager's own read again:
 * steps 5-7 change his players after that read (squad morale from a settled
 * sponsorship, the unpaid-salary cost), and his loanees play in the world's
 * games; a retry that skipped step 5 reads everything fresh, so the
 * uninterrupted run must too (the crash test found a loanee's stale morale).
 */
async function withFreshOwnPlayers(ctx: ProcessingContext): Promise<PlayerDoc[] | undefined> {
  const rows = ctx.careerPlayers?.rows;
  if (!rows) return undefined;
  const own = new Map(
    (await PlayerModel.find({ worldId: ctx.worldId, teamId: ctx.teamId }).lean<PlayerDoc[]>()).map((p) => [p._id.toString(), p]),
  );
  return rows.map((row) => own.get(row._id.toString()) ?? row);
}

async function simulateEuropeanLeagues(ctx: ProcessingContext): Promise<string> {
  const players = await withFreshOwnPlayers(ctx);
  const { leagues, matches } = await simulateWorldMatchday(ctx.worldId, ctx.season.leagueId, ctx.season.number, ctx.matchday, players);
  // The world's injured heal after the world's games, as the own league's after its own (step 4).
  await healInjuries(ctx, { teamIds: await ownLeagueTeamIds(ctx), except: true });
  // Loanees played in those games: their loans count them, grow them, and bring back those that end today.
  const back = await forEachClub(ctx, (club) => processLoans(club));
  // After the league's last matchday: the European Cup's next round.
  const cup = await progressCup(ctx);
  // Every club's books for the games it played today, then the AI clubs' players' morale drifts with their form.
  const accounts = await settleMatchdayAccounts(ctx, players);
  const books = accounts.managed.get(ctx.teamId.toString());
  await driftWorldMorale(ctx, accounts.teams, players);
  const world =
    matches > 0
      ? `${countOf(leagues, 'league')} played matchday ${ctx.matchday} (${countOf(matches, 'match')})`
      : 'The national leagues are over';
  const receipts = books ? `your takings ${formatEuros(books.income)}, running costs ${formatEuros(books.costs)}` : '';
  return [world, receipts, back > 0 ? `${back} back from loan` : '', cup].filter(Boolean).join('; ');
}

/** The eight steps, in the order and under the names of PROCESSING_STEPS. */
export const PROCESSING_PIPELINE: ReadonlyArray<readonly [(typeof PROCESSING_STEPS)[number], Step]> = [
  [PROCESSING_STEPS[0], updateStandings],
  [PROCESSING_STEPS[1], async (ctx, remember) => developPlayers(ctx, remember, await ownLeagueTeamIds(ctx))],
  [PROCESSING_STEPS[2], simulateRestOfMatchday],
  [PROCESSING_STEPS[3], updateMoraleAndFitness],
  [PROCESSING_STEPS[4], backgroundOperations],
  [PROCESSING_STEPS[5], salaryCheck],
  [PROCESSING_STEPS[6], officeNotifications],
  [PROCESSING_STEPS[7], simulateEuropeanLeagues],
];

export type { ProcessingContext };

export function toProcessingResult(record: Pick<MatchdayProcessingDoc, 'steps'>): ProcessingResult {
  const steps = record.steps.map((s) => ({ step: s.step, message: s.message, completed: s.completed }));
  const done = steps.filter((s) => s.completed).length;
  return { progress: steps.length > 0 ? Math.round((done / steps.length) * 100) : 0, steps };
}

export async function findProcessing(seasonId: mongoose.Types.ObjectId, matchday: number): Promise<MatchdayProcessingDoc | null> {
  return MatchdayProcessingModel.findOne({ seasonId, matchday }).lean<MatchdayProcessingDoc>();
}

export interface ProcessingOptions {
  /** Test seam: throw after this many steps, as a crash would (api/test/processing-crash.api.test.ts crashes at any write). */
  crashAfterStep?: number;
}

/**
 * Moves the season past a processed matchday; guarded by the matchday, so a
 * repeat changes nothing. After the league the season goes on while the
 * manager's club has a European Cup game to play.
 */
async function advanceSeason(ctx: ProcessingContext): Promise<void> {
  const more = await MatchModel.exists({
    worldId: ctx.worldId,
    seasonId: ctx.season._id,
    matchday: { $gt: ctx.matchday },
    isPlayed: false,
  });
  const last = ctx.matchday >= ctx.season.totalMatchdays && !more;
  await SeasonModel.updateOne(
    { _id: ctx.season._id, currentMatchday: ctx.matchday, status: { $ne: 'complete' } },
    { $set: last ? { status: 'complete' } : { currentMatchday: ctx.matchday + 1 } },
  );
}

/**
 * Runs (or resumes) the processing of a matchday. The caller holds the season
 * lock and has checked that the matchday is the current one.
 */
export async function runProcessing(context: ProcessingContext, options: ProcessingOptions = {}): Promise<ProcessingResult> {
  const ctx: ProcessingContext = { ...context, careerPlayers: { rows: null }, leagueDay: { day: null } };
  const record = await MatchdayProcessingModel.findOneAndUpdate(
    { worldId: ctx.worldId, seasonId: ctx.season._id, matchday: ctx.matchday },
    { $setOnInsert: { steps: PROCESSING_PIPELINE.map(([step]) => ({ step, message: '', completed: false })), completedAt: null } },
    { upsert: true, returnDocument: 'after' },
  ).lean<MatchdayProcessingDoc>();
  if (!record) throw new Error('processing record missing after upsert');
  // A deal a crash cut short moves its player before any step reads the rosters.
  await resumePendingDeals(ctx.worldId);
  for (const [index, [name, step]] of PROCESSING_PIPELINE.entries()) {
    const stored = record.steps[index];
    if (stored?.completed) continue;
    if (options.crashAfterStep !== undefined && index >= options.crashAfterStep)
      throw new Error(`simulated crash before step ${index + 1} (${name})`);
    const remember: Remember = async (message, writesFollow) => {
      if (stored?.message) return stored.message;
      if (writesFollow) await MatchdayProcessingModel.updateOne({ _id: record._id }, { $set: { [`steps.${index}.message`]: message } });
      return message;
    };
    const message = await step(ctx, remember);
    await MatchdayProcessingModel.updateOne(
      { _id: record._id },
      { $set: { [`steps.${index}.message`]: message, [`steps.${index}.completed`]: true } },
    );
  }
  // The record first, then the season: a crash in between leaves a finished
  // record on a season still at this matchday, which the route sends back
  // here to move on. (The other order would leave a season moved on with an
  // unfinished record, which no call could reach any more.)
  const finished = record.completedAt
    ? record
    : await MatchdayProcessingModel.findOneAndUpdate(
        { _id: record._id },
        { $set: { completedAt: new Date() } },
        { returnDocument: 'after' },
      ).lean<MatchdayProcessingDoc>();
  if (!finished) throw new Error('processing record vanished');
  await advanceSeason(ctx);
  return toProcessingResult(finished);
}
