/**
 * A plan reviewed against the club's last match played live: the match is
 * replayed from its kept record and the plan looks at every second of it
 * (shared plan/review.ts). Private to the club: its plan, and its own
 * commands in that match.
 */
import { reviewPlan, type GamePlan, type PlanReviewView } from '@hardwood/shared';
import { lastMatchRecord } from '../matches/match-records.js';
import { MatchModel } from '../../models/season/match.model.js';
import { TeamModel } from '../../models/teams/team.model.js';
import type { Club } from '../worlds/seat.js';

const NONE: PlanReviewView = { match: null, moments: [], planCount: 0, youCount: 0 };

export async function planReview(club: Club, plan: GamePlan): Promise<PlanReviewView> {
  const record = await lastMatchRecord(club);
  if (!record) return NONE;
  const match = await MatchModel.findOne(
    { _id: record.matchId, worldId: club.worldId },
    { matchday: 1, homeScore: 1, awayScore: 1 },
  ).lean();
  if (!match) return NONE;
  const home = record.homeTeamId.equals(club.teamId);
  const opponent = await TeamModel.findOne(
    { _id: home ? record.awayTeamId : record.homeTeamId, worldId: club.worldId },
    { name: 1 },
  ).lean();
  const review = reviewPlan({ start: record.start, log: record.log, elapsed: record.elapsed }, home ? 'home' : 'away', plan);
  const own = (home ? match.homeScore : match.awayScore) ?? 0;
  const other = (home ? match.awayScore : match.homeScore) ?? 0;
  return {
    match: {
      matchId: String(record.matchId),
      matchday: match.matchday,
      opponent: opponent?.name ?? 'their opponent',
      home,
      score: { own, other },
      replayed: review !== null,
    },
    moments: review?.moments ?? [],
    planCount: review?.planCount ?? 0,
    youCount: review?.youCount ?? 0,
  };
}
