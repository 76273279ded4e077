/**
 * Every collection that holds a world's records, keyed by `worldId`. Abandoning
 * a career (or undoing a failed setup) deletes from each; features that add
 * world records register their model here.
 */
import { InjuryModel } from '../medical/injury.model.js';
import { LoanModel, ScoutReportModel } from '../loans/loan.model.js';
import { AcademyModel, YouthPlayerModel } from '../academy/academy.model.js';
import { TournamentMatchModel } from '../academy/tournament.model.js';
import { ProspectModel } from '../youth-scouting/prospect.model.js';
import { SeasonEndModel } from '../season/season-end.model.js';
import { SponsorshipModel } from '../office/sponsorship.model.js';
import type mongoose from 'mongoose';
import { SeatModel } from '../worlds/seat.model.js';
import { WorldModel } from '../worlds/world.model.js';
import { StartingLineupModel } from '../lineup/lineup.model.js';
import { MatchdayProcessingModel } from '../matches/matchday-processing.model.js';
import { WorldMatchModel } from '../matches/world-match.model.js';
import { PlayerMatchStatModel } from '../players/player-match-stat.model.js';
import { PlayerModel } from '../players/player.model.js';
import { MatchModel } from '../season/match.model.js';
import { SeasonModel } from '../season/season.model.js';
import { StandingModel } from '../season/standing.model.js';
import { TeamModel } from '../teams/team.model.js';
import { TransactionModel } from '../money/transaction.model.js';
import { OfficeReadModel, SalaryPaymentModel } from '../office/salary-payment.model.js';
import { AgentRequestModel } from '../office/agent-request.model.js';
import { NewsModel } from '../news/news.model.js';
import { DealModel } from '../transfers/deal.model.js';
import { AiMarketPlanModel } from '../transfers/ai-market.js';
import { OfferCounterModel, ScoutedTeamModel } from '../transfers/scouting.model.js';
import { ContractRenewalModel } from '../economy/contract-renewal.model.js';
import { MoraleLeverModel, PromiseModel } from '../morale/morale.model.js';
import { SeasonHistoryModel } from '../history/season-history.model.js';

interface CareerCollection {
  modelName: string;
  deleteMany(filter: { worldId: mongoose.Types.ObjectId }): PromiseLike<{ deletedCount: number }>;
  countDocuments(filter: { worldId: mongoose.Types.ObjectId }): PromiseLike<number>;
}

export const CAREER_MODELS: readonly CareerCollection[] = [
  AiMarketPlanModel,
  ContractRenewalModel,
  MoraleLeverModel,
  PromiseModel,
  InjuryModel,
  SponsorshipModel,
  LoanModel,
  ScoutReportModel,
  AcademyModel,
  YouthPlayerModel,
  TournamentMatchModel,
  ProspectModel,
  SeasonEndModel,
  SeasonHistoryModel,
  SalaryPaymentModel,
  AgentRequestModel,
  OfficeReadModel,
  DealModel,
  OfferCounterModel,
  ScoutedTeamModel,
  NewsModel,
  TransactionModel,
  WorldMatchModel,
  MatchdayProcessingModel,
  PlayerMatchStatModel,
  StartingLineupModel,
  StandingModel,
  MatchModel,
  SeasonModel,
  PlayerModel,
  TeamModel,
];

/** Deletes a world whole: its records, then its seats, then the world itself (so a crash part-way leaves a world to delete again). */
export async function deleteWorldRecords(worldId: mongoose.Types.ObjectId): Promise<number> {
  let deleted = 0;
  for (const model of CAREER_MODELS) deleted += (await model.deleteMany({ worldId })).deletedCount;
  await SeatModel.deleteMany({ worldId });
  await WorldModel.deleteOne({ _id: worldId });
  return deleted;
}

export async function countCareerRecords(worldId: mongoose.Types.ObjectId): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const model of CAREER_MODELS) counts[model.modelName] = await model.countDocuments({ worldId });
  return counts;
}
