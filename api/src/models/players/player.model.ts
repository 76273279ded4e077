/** A career's player: starts as a copy of a template player and develops from there. */
import mongoose, { Schema, type InferSchemaType } from '../../infra/store/mongoose.js';
import { CAREER_PHASES, DEFAULT_MORALE, FITNESS_MAX, HEIGHT_DEFAULT_CM, POSITIONS } from '@hardwood/shared';
import { skillFields } from './skill-fields.js';

const playerSchema = new Schema({
  worldId: { type: Schema.Types.ObjectId, required: true, index: true },
  teamId: { type: Schema.Types.ObjectId, default: null, index: true },
  templateTeamId: { type: Number, default: null },
  name: { type: String, required: true },
  position: { type: String, enum: POSITIONS, required: true },
  age: { type: Number, required: true },
  height: { type: Number, default: HEIGHT_DEFAULT_CM },
  weight: { type: Number, default: 85 },
  nationality: { type: String, required: true },
  avatarUrl: { type: String, default: null },
  description: { type: String, default: '' },
  potential: { type: Number, required: true },
  careerPhase: { type: String, enum: CAREER_PHASES, required: true },
  morale: { type: Number, default: DEFAULT_MORALE },
  fitness: { type: Number, default: FITNESS_MAX },
  overallRating: { type: Number, required: true },
  isOnLoan: { type: Boolean, default: false },
  /** While on loan: the world club he plays for (his own club stays teamId). */
  loanTeamId: { type: Schema.Types.ObjectId, default: null },
  /** The last matchday key whose loan growth his skills took: a repeat of processing grows him once. */
  loanGrowthKey: { type: Number, default: 0 },
  isInjured: { type: Boolean, default: false },
  cannotSellUntilMatchday: { type: Number, default: 0 },
  /** Per matchday, whole euros (shared playerSalary at setup; agents may raise it). 0 on careers made before salaries: read through `salaryOf`. */
  salary: { type: Number, default: 0 },
  /** The number of the last season of his contract; null for a free agent (or a career made before contracts: read as ending this season). */
  contractEndsSeason: { type: Number, default: null },
  /** The matchday key of the last morale drift he took (the world's players drift after the world's games): a repeat skips. */
  moraleKey: { type: Number, default: 0 },
  /** His agent asks nothing before this matchday key (a rejected request's cooldown). */
  agentQuietUntilKey: { type: Number, default: 0 },
  /** The matchday keys of the last team meeting and the last word with him whose morale change he took, and the promise applied: each once. */
  meetingKey: { type: Number, default: 0 },
  talkKey: { type: Number, default: 0 },
  promiseAppliedId: { type: String, default: null },
  /** The matchday key of his last physio session (fitness recovery): one a matchday. */
  recoveredKey: { type: Number, default: 0 },
  /** The matchday key (season * 100 + matchday) of the last unpaid salary whose morale cost he has taken; a repeat skips. */
  salaryPenaltyKey: { type: Number, default: 0 },
  /** How many times he has moved club in this career: part of each move's key, so a second move is a new deal. */
  transferCount: { type: Number, default: 0 },
  /** Put on the transfer list (an accepted transfer request): the Sell tab shows it. */
  transferListed: { type: Boolean, default: false },
  /** The last agent request whose answer changed him: an answer applies once, even when retried. */
  agentAnsweredId: { type: String, default: null },
  /** The last sponsorship whose morale bonus or penalty he took: a repeat of processing applies it once. */
  sponsorSettledId: { type: String, default: null },
  /** Last processed matchday (season * 100 + matchday) applied by the development and condition steps; a repeat skips. */
  developedKey: { type: Number, default: 0 },
  /** The last season whose turn (catch-up development, a year older) he took: a repeat of season end turns him once. */
  turnedSeason: { type: Number, default: 0 },
  /**
   * His overall at the end of each season he finished in this career, as pairs [season, overall, season, overall…]
   * (written by the season turn; numbers, not subdocuments, which mongoose would cast one by one for 2,000 players).
   */
  ratingHistory: { type: [Number], default: undefined },
  conditionKey: { type: Number, default: 0 },
  /**
   * This season's development so far: the season, his overall at its start, and the expected parts of his changes
   * summed (age, minutes, training; floats), added by each matchday's guarded development write.
   */
  developmentSeason: {
    season: { type: Number },
    from: { type: Number },
    age: { type: Number },
    minutes: { type: Number },
    training: { type: Number },
  },
  /**
   * A line per season he finished in this career, the numbers of DEVELOPMENT_LINE_FIELDS each (season, age that season, overall
   * from and to, and the whole parts age, minutes, training, draw that sum to to - from): flat numbers like ratingHistory.
   */
  developmentHistory: { type: [Number], default: undefined },
  ...skillFields(),
});

export type PlayerDoc = InferSchemaType<typeof playerSchema> & { _id: mongoose.Types.ObjectId };
export const PlayerModel = mongoose.model('Player', playerSchema);
