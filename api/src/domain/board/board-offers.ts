/**
 * What the manager sees of his board (objectives with their progress,
 * confidence, reasons, offers) and the job offers he takes or declines.
 * Taking one moves his seat to that club, a guarded update the store's
 * unique index keeps to one manager a club; then his board record follows,
 * guarded by the club he leaves, so a repeat after a crash finishes the move
 * and a second call changes nothing. The clubs' records stay the world's.
 */
import type mongoose from 'mongoose';
import {
  BOARD,
  cupBracket,
  cupFinishes,
  cupTargetMet,
  formatEuros,
  managerReputationOf,
  placeOrdinal,
  type BoardView,
  type JobOffer,
  type ObjectiveProgress,
} from '@hardwood/shared';
import { ConflictError, NotFoundError } from '../../infra/errors/domain-errors.js';
import { isDuplicateKeyError } from '../../infra/store/errors.js';
import { AcademyModel } from '../../models/academy/academy.model.js';
import { BoardModel, type BoardDoc } from '../../models/board/board.model.js';
import type { SeasonDoc } from '../../models/season/season.model.js';
import { TeamModel } from '../../models/teams/team.model.js';
import { SeatModel } from '../../models/worlds/seat.model.js';
import { cupMatches, toCupGame } from '../cup/cup.service.js';
import { recheckLineup } from '../season/next-season.js';
import { activeSeason, rankedStandings } from '../season/season.service.js';
import type { Seat } from '../worlds/seat.js';
import { ensureBoard, freshBoardFields, objectivesOf, promotedCount, reasonsOf, recordOf } from './board-season.js';

type Id = mongoose.Types.ObjectId;

export const BOARD_REFUSALS = {
  noSeason: 'There is no season under way',
  noOffer: 'That club has not offered you a job',
  taken: 'That club has just appointed another manager',
  lastOffer: 'You were sacked: keep at least one offer and take it',
} as const;

const CUP_NAMES = { QF: 'the quarterfinal', SF: 'the semifinal', F: 'the final', champion: 'the title' } as const;

async function seasonOf(worldId: Id): Promise<SeasonDoc> {
  const season = await activeSeason(worldId);
  if (!season) throw new ConflictError(BOARD_REFUSALS.noSeason);
  return season;
}

async function progressOf(board: BoardDoc, season: SeasonDoc): Promise<ObjectiveProgress[]> {
  const o = objectivesOf(board);
  const teamId = board.teamId.toString();
  const [table, team] = await Promise.all([rankedStandings(board.worldId, season), TeamModel.findById(board.teamId, { budget: 1 }).lean()]);
  const own = table.find((r) => r.userTeamId === teamId);
  const started = (own?.matchesPlayed ?? 0) > 0;
  const out: ObjectiveProgress[] = [
    {
      key: 'place',
      label: `Finish ${placeOrdinal(o.place.target)} or better (expected: ${placeOrdinal(o.place.expected)} of ${o.place.teams})`,
      progress: started && own ? `Now ${placeOrdinal(own.position)}` : 'The season has not started',
      onCourse: !started || (own?.position ?? o.place.teams) <= o.place.target,
    },
  ];
  if (o.cup) {
    const seeds = (season.cupEntrants ?? []).map((id) => id.toString());
    const games = (await cupMatches(board.worldId, season._id)).map(toCupGame);
    const begun = games.length > 0 && seeds.includes(teamId);
    const finish = begun ? (cupFinishes(seeds, games).get(teamId) ?? null) : null;
    const over = begun && cupBracket(seeds, games).champion !== null;
    out.push({
      key: 'cup',
      label: `European Cup: reach ${CUP_NAMES[o.cup]}`,
      progress: begun && finish ? `Reached ${CUP_NAMES[finish]}` : 'The Cup has not started',
      onCourse: !over || cupTargetMet(o.cup, finish),
    });
  }
  const balance = team?.budget ?? 0;
  out.push({
    key: 'budget',
    label: `Keep the balance above ${formatEuros(o.budgetFloor)}`,
    progress: `Balance ${formatEuros(balance)}`,
    onCourse: balance >= o.budgetFloor,
  });
  if (o.academy === 'promote') {
    const n = (await promotedCount(board.worldId, board.teamId)) - (board.promotedAtStart ?? 0);
    out.push({ key: 'academy', label: 'Promote a youngster from the academy', progress: `${n} promoted this season`, onCourse: n > 0 });
  } else if (o.academy === 'open') {
    const open = (await AcademyModel.exists({ worldId: board.worldId, teamId: board.teamId })) !== null;
    out.push({ key: 'academy', label: 'Open a youth academy', progress: open ? 'Open' : 'No academy yet', onCourse: open });
  }
  return out;
}

async function viewOf(board: BoardDoc, season: SeasonDoc): Promise<BoardView> {
  const team = await TeamModel.findById(board.teamId, { name: 1 }).lean();
  const record = recordOf(board);
  const spells = (board.spells ?? []) as Array<{
    club?: string;
    fromSeason?: number;
    toSeason?: number | null;
    end?: 'sacked' | 'left' | null;
  }>;
  return {
    club: team?.name ?? '',
    season: board.season,
    confidence: Math.round(board.confidence),
    objectives: objectivesOf(board),
    progress: await progressOf(board, season),
    reasons: reasonsOf(board),
    offers: (board.offers ?? []) as JobOffer[],
    sacked: board.sacked,
    reputation: managerReputationOf(record),
    record,
    spells: spells.map((s) => ({ club: s.club ?? '', fromSeason: s.fromSeason ?? 0, toSeason: s.toSeason ?? null, end: s.end ?? null })),
  };
}

/** The board of the seat's club, made at his first look. */
export async function boardView(seat: Seat): Promise<BoardView> {
  const season = await seasonOf(seat.worldId);
  const board = await ensureBoard(seat.worldId, seat.userId, seat.teamId, season);
  return viewOf(board, season);
}

function offerIn(board: BoardDoc, teamId: string): JobOffer {
  const offer = ((board.offers ?? []) as JobOffer[]).find((o) => o.teamId === teamId);
  if (!offer) throw new NotFoundError(BOARD_REFUSALS.noOffer);
  return offer;
}

/** Takes a job offer: the seat moves to the club, then the board record follows it. */
export async function takeOffer(seat: Seat, teamId: string): Promise<{ club: string; teamId: string }> {
  const season = await seasonOf(seat.worldId);
  const board = await ensureBoard(seat.worldId, seat.userId, seat.teamId, season);
  const offer = offerIn(board, teamId);
  const target = await TeamModel.findOne({ worldId: seat.worldId, _id: teamId }, { name: 1 }).lean();
  if (!target) throw new NotFoundError(BOARD_REFUSALS.noOffer);
  const leaving = board.teamId;
  if (!seat.teamId.equals(target._id)) {
    try {
      const moved = await SeatModel.updateOne(
        { worldId: seat.worldId, userId: seat.userId, teamId: leaving },
        { $set: { teamId: target._id, defaultGamePlan: null, nextMatchGamePlan: null } },
      );
      if (moved.matchedCount === 0) throw new ConflictError(BOARD_REFUSALS.taken);
    } catch (error) {
      if (isDuplicateKeyError(error)) throw new ConflictError(BOARD_REFUSALS.taken);
      throw error;
    }
  }
  // The clubs change hands: the one he leaves goes to the AI (its five picked by the AI from now), the new one is his.
  await TeamModel.updateOne({ _id: leaving, worldId: seat.worldId }, { $set: { isUserTeam: false } });
  await TeamModel.updateOne({ _id: target._id, worldId: seat.worldId }, { $set: { isUserTeam: true } });
  await recheckLineup(seat.worldId, target._id);
  const fresh = await freshBoardFields(seat.worldId, target._id, season);
  const spells = (board.spells ?? []) as Array<Record<string, unknown>>;
  const closed = spells.map((s, i) => (i === spells.length - 1 && !s.end ? { ...s, toSeason: season.number, end: 'left' } : s));
  const joined = {
    label: `Took the job at ${target.name}${offer.kind === 'sacked' ? ' after the sack' : ''}`,
    delta: 0,
    season: season.number,
    matchday: season.currentMatchday,
  };
  await BoardModel.updateOne(
    { _id: board._id, teamId: leaving },
    {
      $set: {
        ...fresh,
        reasons: [joined, ...reasonsOf(board)].slice(0, BOARD.reasonsKept),
        spells: [...closed, { teamId: target._id, club: target.name, fromSeason: season.number, toSeason: null, end: null }],
      },
    },
  );
  return { club: target.name, teamId: target._id.toString() };
}

/** Declines an offer; a sacked manager must keep one to take. */
export async function declineOffer(seat: Seat, teamId: string): Promise<BoardView> {
  const season = await seasonOf(seat.worldId);
  const board = await ensureBoard(seat.worldId, seat.userId, seat.teamId, season);
  offerIn(board, teamId);
  const offers = (board.offers ?? []) as JobOffer[];
  if (board.sacked && offers.length <= 1) throw new ConflictError(BOARD_REFUSALS.lastOffer);
  await BoardModel.updateOne({ _id: board._id, teamId: board.teamId }, { $set: { offers: offers.filter((o) => o.teamId !== teamId) } });
  const after = await BoardModel.findById(board._id).lean<BoardDoc>();
  return viewOf(after ?? board, season);
}
