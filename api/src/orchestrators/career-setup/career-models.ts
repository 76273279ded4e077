/**
 * Every collection that holds a world's records, keyed by `worldId`. Abandoning
 * a career (or undoing a failed setup) deletes from each; features that add
 * world records register their model here.
 */
import { InjuryModel } from '../../models/medical/injury.model.js';
import { LoanModel, ScoutReportModel } from '../../models/loans/loan.model.js';
import { AcademyModel, YouthPlayerModel } from '../../models/academy/academy.model.js';
import { TournamentMatchModel } from '../../models/academy/tournament.model.js';
import { ProspectModel } from '../../models/youth-scouting/prospect.model.js';
import { SeasonEndModel } from '../../models/season/season-end.model.js';
import { SponsorshipModel } from '../../models/office/sponsorship.model.js';
import type mongoose from 'mongoose';
import { SeatModel } from '../../models/worlds/seat.model.js';
import { WorldModel } from '../../models/worlds/world.model.js';
import { StartingLineupModel } from '../../models/lineup/lineup.model.js';
import { MatchdayProcessingModel } from '../../models/matches/matchday-processing.model.js';
import { WorldMatchModel } from '../../models/matches/world-match.model.js';
import { PlayerMatchStatModel } from '../../models/players/player-match-stat.model.js';
import { PlayerModel } from '../../models/players/player.model.js';
import { MatchModel } from '../../models/season/match.model.js';
import { SeasonModel } from '../../models/season/season.model.js';
import { StandingModel } from '../../models/season/standing.model.js';
import { TeamModel } from '../../models/teams/team.model.js';
import { TransactionModel } from '../../models/money/transaction.model.js';
import { OfficeReadModel, SalaryPaymentModel } from '../../models/office/salary-payment.model.js';
import { AgentRequestModel } from '../../models/office/agent-request.model.js';
import { NewsModel } from '../../models/news/news.model.js';
import { DealModel } from '../../models/transfers/deal.model.js';
import { AiMarketPlanModel } from '../../domain/transfers/ai-market.js';
import { OfferCounterModel, ScoutedTeamModel } from '../../models/transfers/scouting.model.js';
import { ContractRenewalModel } from '../../models/economy/contract-renewal.model.js';
import { MoraleLeverModel, PromiseModel } from '../../models/morale/morale.model.js';
import { SeasonHistoryModel } from '../../models/history/season-history.model.js';
import { HallOfFameModel } from '../../models/history/hall-of-fame.model.js';
import { SeasonRecordsModel } from '../../models/history/season-records.model.js';
import { ListingModel } from '../../models/league-market/listing.model.js';
import { BidModel } from '../../models/league-market/bid.model.js';
import { PairDealModel } from '../../models/league-market/pair-deal.model.js';
import { BlockListingModel, TradeOfferModel } from '../../models/trading-block/trading-block.model.js';
import { BoardModel } from '../../models/board/board.model.js';

interface CareerCollection {
  modelName: string;
  deleteMany(filter: { worldId: mongoose.Types.ObjectId }): PromiseLike<{ deletedCount: number }>;
  countDocuments(filter: { worldId: mongoose.Types.ObjectId }): PromiseLike<number>;
}

export const CAREER_MODELS: readonly CareerCollection[] = [
  ListingModel,
  BidModel,
  PairDealModel,
  BlockListingModel,
  TradeOfferModel,
  BoardModel,
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
  HallOfFameModel,
  SeasonRecordsModel,
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
