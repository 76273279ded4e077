/**
 * The board's season: the objectives it sets for a club at a season's start
 * (from the club's standing in its league, its Cup seed, its money and its
 * academy), and the season turn, which judges the ended season's objectives
 * and sets the next. Both are guarded single-record writes (an insert on the
 * manager's unique key, a turn while the record still holds the ended
 * season), so a repeat changes nothing.
 */
import type mongoose from 'mongoose';
import {
  BOARD,
  boardObjectivesSchema,
  confidenceAfter,
  cupBracket,
  cupFinishes,
  EMPTY_RECORD,
  managerRecordSchema,
  objectivesMet,
  setObjectives,
  type BoardCupFinish,
  type BoardObjectives,
  type BoardReason,
  type SeasonOutcome,
} from '@hardwood/shared';
import { AcademyModel, YouthPlayerModel } from '../../models/academy/academy.model.js';
import { BoardModel, type BoardDoc } from '../../models/board/board.model.js';
import { SeasonModel, type SeasonDoc } from '../../models/season/season.model.js';
import { TeamModel } from '../../models/teams/team.model.js';
import { cupEntrants, cupMatches, toCupGame } from '../cup/cup.service.js';
import { isDuplicateKeyError } from '../../infra/store/errors.js';
import { rankedStandings } from '../season/season.service.js';

type Id = mongoose.Types.ObjectId;
type SeasonRef = Pick<SeasonDoc, '_id' | 'number' | 'leagueId' | 'totalMatchdays' | 'cupEntrants'>;

export const objectivesOf = (board: Pick<BoardDoc, 'objectives'>): BoardObjectives => boardObjectivesSchema.parse(board.objectives);
export const recordOf = (board: Pick<BoardDoc, 'record'>) => managerRecordSchema.parse(board.record ?? EMPTY_RECORD);
export const reasonsOf = (board: Pick<BoardDoc, 'reasons'>) => (board.reasons ?? []) as BoardReason[];

/** A club's promotions from its academy so far (the academy objective counts the season's new ones). */
export async function promotedCount(worldId: Id, teamId: Id): Promise<number> {
  return YouthPlayerModel.countDocuments({ worldId, teamId, status: 'promoted' });
}

/** What the board of `teamId` asks for `season`, with the academy's promotions as they stand. */
export async function objectivesFor(
  worldId: Id,
  teamId: Id,
  season: SeasonRef,
): Promise<{ objectives: BoardObjectives; promoted: number }> {
  const team = await TeamModel.findOne({ _id: teamId, worldId }, { leagueId: 1, reputation: 1, budget: 1 }).lean();
  if (!team) throw new Error('the board’s club is missing');
  const league = await TeamModel.find({ worldId, leagueId: team.leagueId }, { reputation: 1, budget: 1 }).lean();
  const entrants = await cupEntrants(worldId, season, { store: false });
  const seed = entrants.findIndex((id) => id.equals(teamId));
  const asClub = (t: { _id: Id; reputation: number; budget: number }) => ({
    id: t._id.toString(),
    reputation: t.reputation,
    budget: t.budget,
  });
  const objectives = setObjectives({
    club: asClub(team),
    league: league.map(asClub),
    cupSeed: seed < 0 ? null : seed,
    balance: team.budget,
    hasAcademy: (await AcademyModel.exists({ worldId, teamId })) !== null,
  });
  return { objectives, promoted: await promotedCount(worldId, teamId) };
}

/** A new spell at a club: the board's record for a manager who just took the job (or started his career there). */
export async function freshBoardFields(worldId: Id, teamId: Id, season: SeasonRef) {
  const { objectives, promoted } = await objectivesFor(worldId, teamId, season);
  return {
    teamId,
    season: season.number,
    startSeason: season.number,
    matchdaysAtClub: 0,
    objectives,
    promotedAtStart: promoted,
    confidence: BOARD.confidenceStart,
    seasonWins: 0,
    seasonLosses: 0,
    sacked: false,
    offers: [],
  };
}

/** How the ended season's objectives came out for the club. */
async function seasonOutcome(board: BoardDoc, ended: SeasonRef): Promise<{ outcome: SeasonOutcome; titles: number }> {
  const objectives = objectivesOf(board);
  const table = await rankedStandings(board.worldId, ended);
  const own = table.find((r) => r.userTeamId === board.teamId.toString());
  const seeds = (ended.cupEntrants ?? []).map((id) => id.toString());
  const games = (await cupMatches(board.worldId, ended._id)).map(toCupGame);
  const finish: BoardCupFinish | null = seeds.includes(board.teamId.toString())
    ? (cupFinishes(seeds, games).get(board.teamId.toString()) ?? null)
    : null;
  const team = await TeamModel.findById(board.teamId, { budget: 1 }).lean();
  const academy =
    objectives.academy === 'promote'
      ? { kind: 'promote' as const, met: (await promotedCount(board.worldId, board.teamId)) > (board.promotedAtStart ?? 0) }
      : objectives.academy === 'open'
        ? { kind: 'open' as const, met: (await AcademyModel.exists({ worldId: board.worldId, teamId: board.teamId })) !== null }
        : null;
  const champion = cupBracket(seeds, games).champion === board.teamId.toString();
  return {
    outcome: {
      place: { finished: own?.position ?? objectives.place.teams, target: objectives.place.target },
      cup: objectives.cup ? { finish, target: objectives.cup } : null,
      budget: { balance: team?.budget ?? 0, floor: objectives.budgetFloor },
      academy,
    },
    titles: (own?.position === 1 ? 1 : 0) + (champion ? 1 : 0),
  };
}

/**
 * Turns a board from its season to `next`: the ended season's objectives
 * judged (unless he was sacked and has not chosen yet), confidence pulled
 * toward a fresh start, the next season's objectives set, approaches lapse.
 */
export async function turnBoard(board: BoardDoc, next: SeasonRef): Promise<void> {
  if (board.season >= next.number) return;
  const ended = await SeasonModel.findOne({ worldId: board.worldId, number: board.season }).lean<SeasonDoc>();
  if (board.sacked || !ended) {
    await BoardModel.updateOne({ _id: board._id, season: board.season }, { $set: { season: next.number } });
    return;
  }
  const { outcome, titles } = await seasonOutcome(board, ended);
  let state = { confidence: board.confidence, reasons: reasonsOf(board) };
  state = confidenceAfter(state, { kind: 'season-end', outcome }, { season: ended.number, matchday: ended.totalMatchdays });
  state = confidenceAfter(state, { kind: 'new-season' }, { season: next.number, matchday: 0 });
  const record = recordOf(board);
  const counted = objectivesMet(outcome);
  const { objectives, promoted } = await objectivesFor(board.worldId, board.teamId, next);
  await BoardModel.updateOne(
    { _id: board._id, season: board.season },
    {
      $set: {
        season: next.number,
        objectives,
        promotedAtStart: promoted,
        confidence: state.confidence,
        reasons: state.reasons,
        seasonWins: 0,
        seasonLosses: 0,
        offers: [],
        record: {
          ...record,
          seasons: record.seasons + 1,
          titles: record.titles + titles,
          objectivesMet: record.objectivesMet + counted.met,
          objectivesSet: record.objectivesSet + counted.set,
        },
      },
    },
  );
}

/**
 * The board of the manager `userId` at `teamId` for `season`: made at his
 * first look (the objectives of a career's first season, or of a world
 * older than the board), turned when a season end did not turn it.
 */
export async function ensureBoard(worldId: Id, userId: Id, teamId: Id, season: SeasonRef): Promise<BoardDoc> {
  let board = await BoardModel.findOne({ worldId, userId }).lean<BoardDoc>();
  if (!board) {
    const team = await TeamModel.findById(teamId, { name: 1 }).lean();
    const fields = await freshBoardFields(worldId, teamId, season);
    try {
      await BoardModel.updateOne(
        { worldId, userId },
        {
          $setOnInsert: {
            ...fields,
            matchdayKey: 0,
            reasons: [],
            approachedSeason: 0,
            record: EMPTY_RECORD,
            spells: [{ teamId, club: team?.name ?? '', fromSeason: season.number, toSeason: null, end: null }],
          },
        },
        { upsert: true },
      );
    } catch (error) {
      // Two first looks at once: the other one made it.
      if (!isDuplicateKeyError(error)) throw error;
    }
    board = await BoardModel.findOne({ worldId, userId }).lean<BoardDoc>();
    if (!board) throw new Error('board missing after upsert');
  }
  if (board.season < season.number) {
    await turnBoard(board, season);
    board = await BoardModel.findOne({ worldId, userId }).lean<BoardDoc>();
    if (!board) throw new Error('board vanished');
  }
  return board;
}

/** The season end's call: every board of the world turns to the season that starts now. */
export async function turnBoards(worldId: Id, ended: Pick<SeasonDoc, 'number'>): Promise<void> {
  const next = await SeasonModel.findOne({ worldId, number: ended.number + 1 }).lean<SeasonDoc>();
  if (!next) return;
  for (const board of await BoardModel.find({ worldId, season: ended.number }).lean<BoardDoc[]>()) await turnBoard(board, next);
}
