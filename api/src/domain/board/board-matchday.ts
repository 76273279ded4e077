/**
 * The board judges each processed matchday (called once from processing,
 * after the results): each managed club's result against what its squad
 * should do, its balance against the floor, then the sack when confidence is
 * gone past the grace, or better clubs' approaches for a manager doing very
 * well. One guarded update per board keyed by the matchday, so a repeated
 * step changes nothing; what follows it (the old club back to the AI, the
 * news) is repeatable on its own.
 */
import type mongoose from 'mongoose';
import {
  BOARD,
  careerEventKey,
  confidenceAfter,
  jobOffers,
  keyedRng,
  matchdayKey,
  midSeasonInterest,
  sackedOfferCount,
  shouldSack,
  type BoardEvent,
  type JobOffer,
  type OfferClub,
} from '@hardwood/shared';
import { BoardModel } from '../../models/board/board.model.js';
import { writeNewsOnce } from '../../models/news/news.model.js';
import { PlayerModel } from '../../models/players/player.model.js';
import type { MatchDoc } from '../../models/season/match.model.js';
import type { SeasonDoc } from '../../models/season/season.model.js';
import { TeamModel } from '../../models/teams/team.model.js';
import { SeatModel } from '../../models/worlds/seat.model.js';
import { worldSeed } from '../worlds/seat.js';
import { ensureBoard, objectivesOf, reasonsOf, recordOf } from './board-season.js';

type Id = mongoose.Types.ObjectId;

/** The processing context as the board reads it: the world, its managed clubs, the season and matchday. */
export interface BoardMatchdayContext {
  worldId: Id;
  teamId: Id;
  clubs?: Id[];
  season: SeasonDoc;
  matchday: number;
}

/** The average rating of each club's best eight fit players: the strength the board expects a result from. */
async function strengths(worldId: Id, teamIds: readonly Id[]): Promise<Map<string, number>> {
  const players = await PlayerModel.find(
    { worldId, teamId: { $in: [...teamIds] }, isOnLoan: false },
    { teamId: 1, overallRating: 1, isInjured: 1 },
  ).lean();
  const out = new Map<string, number>();
  for (const id of teamIds) {
    const best = players
      .filter((p) => p.teamId?.equals(id) && !p.isInjured)
      .map((p) => p.overallRating)
      .sort((a, b) => b - a)
      .slice(0, 8);
    out.set(id.toString(), best.length > 0 ? best.reduce((s, r) => s + r, 0) / best.length : 0);
  }
  return out;
}

/** Clubs of the season's league that no manager runs, but `except`: the boards that could take a manager on now. */
export async function freeClubs(worldId: Id, leagueId: number, except: Id): Promise<OfferClub[]> {
  const seated = new Set((await SeatModel.find({ worldId }, { teamId: 1 }).lean()).map((s) => s.teamId.toString()));
  const teams = await TeamModel.find({ worldId, leagueId }, { name: 1, league: 1, reputation: 1, budget: 1 }).lean();
  return teams
    .filter((t) => !seated.has(t._id.toString()) && !t._id.equals(except))
    .map((t) => ({ id: t._id.toString(), name: t.name, league: t.league, reputation: t.reputation, budget: t.budget }));
}

const asOffer = (c: OfferClub, kind: JobOffer['kind']): JobOffer => ({
  teamId: c.id,
  name: c.name,
  league: c.league,
  reputation: c.reputation,
  kind,
});

async function judgeClub(ctx: BoardMatchdayContext, teamId: Id, today: readonly MatchDoc[]): Promise<void> {
  const seat = await SeatModel.findOne({ worldId: ctx.worldId, teamId }, { userId: 1 }).lean();
  if (!seat) return;
  const board = await ensureBoard(ctx.worldId, seat.userId, teamId, ctx.season);
  const key = matchdayKey(ctx.season.number, ctx.matchday);
  if (!board.teamId.equals(teamId)) return;
  // A repeat of the step: the sack's consequences again (each repeatable), in case a crash cut them short.
  if (board.matchdayKey >= key || board.sacked) {
    if (board.sacked && board.matchdayKey === key) await afterSack(ctx, teamId);
    return;
  }
  const at = { season: ctx.season.number, matchday: ctx.matchday };
  const events: BoardEvent[] = [];
  const game = today.find((m) => m.homeTeamId.equals(teamId) || m.awayTeamId.equals(teamId));
  let won: boolean | null = null;
  if (game && game.homeScore !== null && game.awayScore !== null) {
    const home = game.homeTeamId.equals(teamId);
    const opponentId = home ? game.awayTeamId : game.homeTeamId;
    const [rated, opponent] = await Promise.all([
      strengths(ctx.worldId, [teamId, opponentId]),
      TeamModel.findById(opponentId, { name: 1 }).lean(),
    ]);
    won = home ? (game.homeScore ?? 0) > (game.awayScore ?? 0) : (game.awayScore ?? 0) > (game.homeScore ?? 0);
    events.push({
      kind: 'result',
      won,
      opponent: opponent?.name ?? 'their opponents',
      own: rated.get(teamId.toString()) ?? 0,
      opponentStrength: rated.get(opponentId.toString()) ?? 0,
      home,
    });
  }
  const team = await TeamModel.findById(teamId, { budget: 1, reputation: 1, name: 1 }).lean();
  events.push({ kind: 'money', balance: team?.budget ?? 0, floor: objectivesOf(board).budgetFloor });
  let state = { confidence: board.confidence, reasons: reasonsOf(board) };
  for (const event of events) state = confidenceAfter(state, event, at);

  const matchdays = (board.matchdaysAtClub ?? 0) + 1;
  const wins = (board.seasonWins ?? 0) + (won === true ? 1 : 0);
  const losses = (board.seasonLosses ?? 0) + (won === false ? 1 : 0);
  const record = recordOf(board);
  const sacked = shouldSack(state.confidence, { startSeason: board.startSeason, season: ctx.season.number, matchdays });
  const approached =
    !sacked && (board.approachedSeason ?? 0) < ctx.season.number && midSeasonInterest(state.confidence, wins, losses, ctx.matchday);
  let offers = (board.offers ?? []) as JobOffer[];
  if (sacked || approached) {
    const rng = keyedRng(
      careerEventKey(await worldSeed(ctx.worldId), ctx.season.number, ctx.matchday, 'board-offers', seat.userId.toString()),
    );
    const pool = await freeClubs(ctx.worldId, ctx.season.leagueId, teamId);
    const picked = sacked
      ? jobOffers({ ...record, sackings: record.sackings + 1 }, pool, sackedOfferCount(rng), rng)
      : jobOffers(record, pool, BOARD.midSeason.offers, rng, team?.reputation ?? 0);
    offers = picked.map((c) => asOffer(c, sacked ? 'sacked' : 'mid-season'));
  }
  const spells = (board.spells ?? []) as Array<Record<string, unknown>>;
  const closed = sacked
    ? spells.map((s, i) => (i === spells.length - 1 ? { ...s, toSeason: ctx.season.number, end: 'sacked' } : s))
    : spells;
  const written = await BoardModel.updateOne(
    { _id: board._id, matchdayKey: { $lt: key }, sacked: false },
    {
      $set: {
        matchdayKey: key,
        matchdaysAtClub: matchdays,
        confidence: state.confidence,
        reasons: state.reasons,
        seasonWins: wins,
        seasonLosses: losses,
        sacked,
        offers,
        spells: closed,
        ...(approached && offers.length > 0 ? { approachedSeason: ctx.season.number } : {}),
        record: {
          ...record,
          wins: record.wins + (won === true ? 1 : 0),
          losses: record.losses + (won === false ? 1 : 0),
          sackings: record.sackings + (sacked ? 1 : 0),
        },
      },
    },
  );
  if (written.modifiedCount === 0) return;
  if (sacked) await afterSack(ctx, teamId);
  else if (approached && offers.length > 0)
    await writeNewsOnce({
      worldId: ctx.worldId,
      teamId,
      key: `board:approach:${ctx.season.number}`,
      type: 'office_digest',
      title: 'Other clubs want you',
      content: `Your season has not gone unnoticed: ${offers.map((o) => o.name).join(' and ')} would like you as their manager. See the Board card on the dashboard.`,
      season: ctx.season.number,
      matchday: ctx.matchday,
    });
}

/** The sack's consequences, each repeatable: the club goes back to the AI's hands, and the manager hears it. */
async function afterSack(ctx: BoardMatchdayContext, teamId: Id): Promise<void> {
  const club = (await TeamModel.findById(teamId, { name: 1 }).lean())?.name ?? 'the club';
  await TeamModel.updateOne({ _id: teamId, worldId: ctx.worldId }, { $set: { isUserTeam: false } });
  await writeNewsOnce({
    worldId: ctx.worldId,
    teamId,
    key: `board:sacked:${ctx.season.number}:${ctx.matchday}`,
    type: 'loss_streak',
    title: `The board of ${club} has sacked you`,
    content:
      'The board has lost its confidence in you. Your time at the club is over; its history stays. Choose your next job from the offers on the dashboard.',
    season: ctx.season.number,
    matchday: ctx.matchday,
  });
}

/** Processing's board step: every managed club's board judges today. */
export async function judgeBoards(ctx: BoardMatchdayContext, day: { today: readonly MatchDoc[] }): Promise<void> {
  const clubs = [ctx.teamId, ...(ctx.clubs ?? []).filter((id) => !id.equals(ctx.teamId))];
  for (const teamId of clubs) await judgeClub(ctx, teamId, day.today);
}
