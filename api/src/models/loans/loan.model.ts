/**
 * A loan of one of the manager's young players to a club of the career's
 * world. The player keeps his club (and
 * his salary there) and plays for the loan club until endMatchday; his
 * statistics are the sums of his lines in that club's world matches.
 */
import { LOAN_REPORT_KINDS, LOAN_STATUSES } from '@hardwood/shared';
import mongoose, { Schema, type InferSchemaType } from '../../infra/store/mongoose.js';

const statsSchema = new Schema(
  {
    matchesPlayed: { type: Number, default: 0 },
    totalMinutesPlayed: { type: Number, default: 0 },
    pointsScored: { type: Number, default: 0 },
    reboundsGrabbed: { type: Number, default: 0 },
    assistsMade: { type: Number, default: 0 },
    fieldGoalsMade: { type: Number, default: 0 },
    fieldGoalAttempts: { type: Number, default: 0 },
  },
  { _id: false },
);

const skillsSchema = new Schema(
  {
    shooting: Number,
    threePoint: Number,
    passing: Number,
    defense: Number,
    rebounding: Number,
    athletics: Number,
    basketballIQ: Number,
    overallRating: Number,
  },
  { _id: false },
);

const loanSchema = new Schema({
  worldId: { type: Schema.Types.ObjectId, required: true, index: true },
  playerId: { type: Schema.Types.ObjectId, required: true },
  /** The club that lent him: the loan's owner, the only club whose manager sees it, asks for reports on it or recalls him. */
  parentTeamId: { type: Schema.Types.ObjectId, required: true },
  loanTeamId: { type: Schema.Types.ObjectId, required: true },
  philosophy: { type: String, required: true },
  season: { type: Number, required: true },
  startMatchday: { type: Number, required: true },
  endMatchday: { type: Number, required: true },
  duration: { type: Number, required: true },
  status: { type: String, enum: LOAN_STATUSES, default: 'active' },
  stats: { type: statsSchema, default: () => ({}) },
  experienceGained: { type: Number, default: 0 },
  athleticismGained: { type: Number, default: 0 },
  techniqueGained: { type: Number, default: 0 },
  /** The last matchday whose growth is counted in the gains above; the player's loanGrowthKey guards his skills. */
  grownThrough: { type: Number, default: 0 },
  /** His skills when he left: the summary compares against them. */
  skillsAtStart: { type: skillsSchema, required: true },
  /** JSON of shared LoanSummary, written when he comes back. */
  loanSummary: { type: String, default: null },
  endedAtMatchday: { type: Number, default: null },
  /**
   * The send that made it: the player's id and how many of his loans had ended
   * before ("<playerId>:<n>"). A retry or a parallel send of the same player
   * names the same loan, so he is never sent twice; ids are unique, so the key is too.
   */
  requestKey: { type: String },
});
loanSchema.index({ worldId: 1, status: 1 });
// Sparse: loans written before sends were keyed have none.
loanSchema.index({ requestKey: 1 }, { unique: true, sparse: true });

export type LoanDoc = InferSchemaType<typeof loanSchema> & { _id: mongoose.Types.ObjectId };
export const LoanModel = mongoose.model('Loan', loanSchema);

/** A scout's report on a loan: asked for by the manager, or written when the loan ends. */
const scoutReportSchema = new Schema({
  worldId: { type: Schema.Types.ObjectId, required: true, index: true },
  /** The club that lent him (its loan's parentTeamId): its scouts' words are for its manager only. */
  teamId: { type: Schema.Types.ObjectId, required: true },
  loanId: { type: Schema.Types.ObjectId, required: true },
  season: { type: Number, required: true },
  matchday: { type: Number, required: true },
  /** 'final' for the report of a loan's end (one per loan), 'requested' for the manager's. */
  kind: { type: String, enum: LOAN_REPORT_KINDS, required: true },
  sentiment: { type: String, required: true },
  text: { type: String, required: true },
  stats: { type: statsSchema, default: () => ({}) },
  createdAt: { type: Date, default: () => new Date() },
});
scoutReportSchema.index({ worldId: 1, loanId: 1, kind: 1, matchday: 1 }, { unique: true });

export type ScoutReportDoc = InferSchemaType<typeof scoutReportSchema> & { _id: mongoose.Types.ObjectId };
export const ScoutReportModel = mongoose.model('ScoutReport', scoutReportSchema);
