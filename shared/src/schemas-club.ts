/**
 * Schemas of spec part 2's entities and payloads (transfers, loans, office,
 * finances, news, season end, academy, editor) and of match results and
 * processing. The features that serve them validate with these.
 */
import { z } from 'zod';
import { LOAN_DURATIONS, PLAYER_FORM_RANGES, SPONSOR_DEFAULT_MORALE_BONUS, SPONSOR_DEFAULT_MORALE_PENALTY } from './rules.js';
import { CONTRACT_DEFAULT_LENGTH } from './rules-economy.js';
import { contractLengthSchema } from './schemas-contracts.js';
import { refusalExplanationSchema } from './schemas-refusals.js';
import { idSchema, matchSchema, playerSchema, positionSchema, standingSchema } from './schemas.js';
import { labelText, nationalityText, nameText, urlText } from './text-limits.js';

const int = () => z.number().int();
const money = () => z.number().int({ error: 'Amounts are whole euros' });

// ---- Match results ----
export const playerMatchStatsSchema = z.object({
  points: int(),
  rebounds: int(),
  assists: int(),
  steals: int(),
  blocks: int(),
  turnovers: int(),
  fouls: int(),
  fatigue: z.number(),
  minutes: z.number(),
  fieldGoals: int(),
  fieldGoalAttempts: int(),
  threePointers: int(),
  threePointAttempts: int(),
  freeThrows: int(),
  freeThrowAttempts: int(),
});
export type PlayerMatchStats = z.infer<typeof playerMatchStatsSchema>;
export const teamMatchStatsSchema = playerMatchStatsSchema.omit({ fatigue: true, minutes: true });
export type TeamMatchStats = z.infer<typeof teamMatchStatsSchema>;

export const matchResultPayloadSchema = z.object({
  homeScore: int().min(0),
  awayScore: int().min(0),
  playerStats: z.record(idSchema, playerMatchStatsSchema).optional(),
});
export type MatchResultPayload = z.infer<typeof matchResultPayloadSchema>;

export const processingStepSchema = z.object({ step: z.string(), message: z.string(), completed: z.boolean() });
export const processingResultSchema = z.object({ progress: z.number(), steps: z.array(processingStepSchema) });
export type ProcessingResult = z.infer<typeof processingResultSchema>;

export const simulateMatchResponseSchema = z.object({ homeScore: int(), awayScore: int(), match: matchSchema });
export type SimulateMatchResponse = z.infer<typeof simulateMatchResponseSchema>;
export const simulateMatchdayResponseSchema = z.object({
  matchday: int(),
  simulated: int(),
  processing: processingResultSchema.nullable(),
});
export type SimulateMatchdayResponse = z.infer<typeof simulateMatchdayResponseSchema>;
export const matchdayParamSchema = z.object({
  matchday: z.coerce.number().int().min(1, 'Matchday must be 1 or more').max(99, 'No such matchday'),
});

/** Another national league's live table (processing step 8), for the European leagues tab. */
export const europeanLeagueSchema = z.object({
  leagueId: int(),
  name: z.string(),
  countryId: z.string(),
  matchdaysPlayed: int(),
  standings: z.array(standingSchema.omit({ id: true, userTeamId: true }).extend({ teamId: int(), city: z.string() })),
});
export type EuropeanLeague = z.infer<typeof europeanLeagueSchema>;

// ---- Transfers and scouting ----
// `salary`: the name for a salary payment's transaction.
export const TRANSACTION_TYPES = [
  'player_sale',
  'player_purchase',
  'match_revenue',
  'scouting_cost',
  'salary',
  'academy_cost',
  'sponsorship',
  'injury_treatment',
  'fitness_recovery',
  'tv_rights',
  'sponsor_income',
  'running_costs',
  'prize_money',
  'severance',
  /** An AI club's matchday in one movement (gates, TV, sponsors less wages and running costs), its parts on the record. */
  'matchday_accounts',
] as const;
export const transactionSchema = z.object({
  id: idSchema,
  type: z.string(),
  description: z.string(),
  amount: money(),
  createdAt: z.string(),
  /** When in the career it happened, for the finance charts. */
  season: int().optional(),
  matchday: int().optional(),
});
export type Transaction = z.infer<typeof transactionSchema>;

/**
 * A POST that takes no body: an absent body or an object, whose keys are
 * stripped and never read. POST /transfers/sell/:playerId is one: the spec's
 * client sends a price; the server prices every sale itself
 * (shared/notes/club-design.md, "Money").
 */
export const noBodySchema = z.object({}).optional();
export const sellPayloadSchema = noBodySchema;
export const sellResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  player: z.object({ id: idSchema, name: z.string() }),
  /** The fee credited on success; null when the sale failed. */
  transaction: z.object({ amount: money() }).nullable(),
  cannotSellUntilMatchday: int(),
});
export type SellResponse = z.infer<typeof sellResponseSchema>;

export const OFFER_AMOUNT_INVALID_MESSAGE = 'Please enter a valid offer amount';
export const OFFER_TEAM_MISSING_MESSAGE = 'Team information is missing';
export const offerPayloadSchema = z.object({
  playerId: idSchema,
  sellerTeamId: z
    .string({ error: OFFER_TEAM_MISSING_MESSAGE })
    .min(1, { error: OFFER_TEAM_MISSING_MESSAGE })
    .max(64, { error: 'Id is too long' }),
  // A number, or a string of digits as a form input sends it; not true, [5000] or "1e3", which coercion would take.
  // zod's int() also refuses unsafe integers, which could not be compared or stored exactly.
  offerAmount: z
    .union([z.number(), labelText('Offer amount').trim().regex(/^\d+$/, { error: OFFER_AMOUNT_INVALID_MESSAGE })], {
      error: OFFER_AMOUNT_INVALID_MESSAGE,
    })
    .transform((amount) => Number(amount))
    .pipe(z.number().int({ error: OFFER_AMOUNT_INVALID_MESSAGE }).min(1, { error: OFFER_AMOUNT_INVALID_MESSAGE })),
  /** The contract he signs if the club accepts: 1-4 seasons at his ask. */
  contractSeasons: contractLengthSchema.default(CONTRACT_DEFAULT_LENGTH),
});
export type OfferPayload = z.infer<typeof offerPayloadSchema>;
export const OFFER_DECISIONS = ['ACCEPT', 'REJECT', 'COUNTER_OFFER'] as const;
export type OfferDecisionKind = (typeof OFFER_DECISIONS)[number];
export const offerResponseSchema = z.object({
  decision: z.enum(OFFER_DECISIONS),
  message: z.string(),
  counterAmount: money().optional(),
});
export type OfferResponse = z.infer<typeof offerResponseSchema>;
/** What POST /transfers/offer answers: the selling club's response. */
export const offerResultSchema = z.object({
  aiResponse: offerResponseSchema,
  /** The player's own refusal of personal terms (the club never heard the offer), with his reasons; absent otherwise. */
  refusal: refusalExplanationSchema.optional(),
});
export type OfferResult = z.infer<typeof offerResultSchema>;

/**
 * How a selling club prices one player for one buyer (shared/src/market):
 * the spec's market value and displayed range, and the club's
 * own thresholds, from which `decideOffer` answers and `acceptanceMeter`
 * draws the Make Offer dialog's meter. Plain data, so the API can send it.
 */
export const PLAYER_ROLES = ['starter', 'backup', 'surplus'] as const;
export const playerValuationSchema = z.object({
  marketValue: money(),
  range: z.object({ low: money(), high: money() }),
  /** 1 = the best at his position in the selling club. */
  rotationRank: int().min(1),
  role: z.enum(PLAYER_ROLES),
  /** The lowest offer accepted outright. */
  askingPrice: money(),
  /** From here up to the asking price the club negotiates (counter-offer). */
  counterFloor: money(),
  /** From here up to counterFloor a rejection says the offer was close. */
  closeFloor: money(),
  /** What a counter-offer names; at least the asking price, so it is accepted. */
  counterAmount: money(),
});
export type PlayerValuation = z.infer<typeof playerValuationSchema>;

// ---- Loans ----
export const loanOptionSchema = z.object({ id: idSchema, name: z.string(), country: z.string(), philosophy: z.string() });
export type LoanOption = z.infer<typeof loanOptionSchema>;
export const sendLoanPayloadSchema = z.object(
  {
    playerId: idSchema,
    loanTeamId: idSchema,
    duration: z.literal([...LOAN_DURATIONS], { error: 'Please select a loan destination and duration.' }),
  },
  { error: 'Please select a loan destination and duration.' },
);
export const activeLoanSchema = z.object({
  id: idSchema,
  player: playerSchema,
  loanTeam: z.object({ name: z.string(), country: z.string() }),
  startMatchday: int(),
  currentMatchday: int(),
  endMatchday: int(),
  duration: int(),
  matchesPlayed: int(),
  totalMinutesPlayed: int(),
  pointsScored: int(),
  reboundsGrabbed: int(),
  assistsMade: int(),
  fieldGoalsMade: int(),
  fieldGoalAttempts: int(),
  experienceGained: int(),
  athleticismGained: int(),
  techniqueGained: int(),
  loanSummary: z.string().nullable(),
  /** active, completed (back at endMatchday) or recalled. */
  status: z.enum(['active', 'completed', 'recalled']),
  /** "N matchdays left" while active, "Complete" after. */
  progressLabel: z.string(),
  philosophy: z.string(),
  /** The scouts' feedback on what he has done so far. */
  sentiment: z.enum(['neutral', 'poor', 'average', 'good', 'excellent']),
});
export type ActiveLoan = z.infer<typeof activeLoanSchema>;
export const loanIdPayloadSchema = z.object({ loanId: idSchema });
export const sendLoanResponseSchema = z.object({ message: z.string(), loan: activeLoanSchema });
export const recallLoanResponseSchema = z.object({ message: z.string(), completedLoan: z.object({ loanSummary: z.string().nullable() }) });
export const loanScoutReportResponseSchema = z.object({
  updated: activeLoanSchema,
  currentMatchday: int(),
  report: z.object({ sentiment: z.enum(['neutral', 'poor', 'average', 'good', 'excellent']), text: z.string() }),
});
export type LoanScoutReportResponse = z.infer<typeof loanScoutReportResponseSchema>;
/** A scout's report in the office (the final one of each loan, and those asked for). */
export const scoutReportSchema = z.object({
  id: idSchema,
  loanId: idSchema,
  playerName: z.string(),
  loanTeamName: z.string(),
  matchday: int(),
  kind: z.enum(['final', 'requested']),
  sentiment: z.enum(['neutral', 'poor', 'average', 'good', 'excellent']),
  text: z.string(),
});
export type ScoutReport = z.infer<typeof scoutReportSchema>;

// ---- News and season ----
export const NEWS_TYPES = ['player_stats', 'market_transfer', 'win_streak', 'loss_streak', 'youth_result', 'office_digest'] as const;
export const newsItemSchema = z.object({
  id: idSchema,
  type: z.enum(NEWS_TYPES),
  title: z.string(),
  content: z.string(),
  matchday: int(),
  createdAt: z.string(),
});
export type NewsItem = z.infer<typeof newsItemSchema>;
/** One club's own season end: where it finished, the prize money booked, its contracts, its retirements and next season's wages. */
export const seasonEndClubSchema = z.object({
  teamId: idSchema,
  teamName: z.string(),
  /** The league it played the ended season in, its final place there (null if it had none) and its record. */
  leagueName: z.string(),
  position: int().nullable(),
  teams: int(),
  wins: int(),
  losses: int(),
  /** How far it went in the European Cup, or null when it was not in it. */
  cupFinish: z.string().nullable(),
  /** The season's prize money booked to its budget, line by line, and their sum. */
  prizes: z.array(z.object({ description: z.string(), amount: money() })),
  prizeMoney: money(),
  /** Contracts that ended with the season: renewed (new terms, per game, and the season they run to) or ended (the player left). */
  contractsRenewed: z.array(z.object({ id: idSchema, name: z.string(), salary: money(), endsSeason: int() })),
  contractsEnded: z.array(z.object({ id: idSchema, name: z.string() })),
  retirements: z.array(z.object({ id: idSchema, name: z.string(), age: int() })),
  /** Next season's wage budget as the board's wage limit gives it, and the wage bill it starts against. */
  wageBudget: money(),
  wageBill: money(),
});
export type SeasonEndClub = z.infer<typeof seasonEndClubSchema>;
/** POST /api/season/end (newSeason.seasonName, ageingResults), with the champion, who went up and down. */
export const seasonEndResultSchema = z.object({
  newSeason: z.object({ id: idSchema, seasonName: z.string(), leagueName: z.string() }),
  ageingResults: z.object({
    aged: int(),
    retirements: z.array(z.object({ id: idSchema, name: z.string(), age: int(), club: z.string() })),
  }),
  champion: z.string(),
  promotions: z.array(z.object({ id: idSchema, name: z.string() })),
  relegations: z.array(z.object({ id: idSchema, name: z.string() })),
  /** The European Cup: this season's winner and next season's entrants in seed order. */
  cupChampion: z.string().nullable(),
  cupEntrants: z.array(z.object({ id: idSchema, name: z.string() })),
  /** The caller's own club's season end: private to its manager, so the summary opens with it. */
  club: seasonEndClubSchema,
});
export type SeasonEndResult = z.infer<typeof seasonEndResultSchema>;

/** The manager's own settings at his club (his seat's). */
export const managerSettingsSchema = z.object({
  /** Pay each matchday's salaries from the budget when they fall due (off until he turns it on). */
  autoPaySalaries: z.boolean(),
});
export type ManagerSettings = z.infer<typeof managerSettingsSchema>;

// ---- Office ----
export const OFFICE_NOTIFICATION_TYPES = [
  'salary_due',
  'agent_request',
  'injury_report',
  'sponsorship_offer',
  'scout_report',
  'contract_expiring',
] as const;
/**
 * The matters that hold the live match until read: each asks the manager for
 * a decision. Loan notices and scout reports only inform, so they count on
 * the office badge but never block play.
 */
export const LIVE_BLOCKING_OFFICE_TYPES = ['salary_due', 'agent_request', 'injury_report', 'sponsorship_offer'] as const;
export function blocksLivePlay(notificationType: (typeof OFFICE_NOTIFICATION_TYPES)[number]): boolean {
  return (LIVE_BLOCKING_OFFICE_TYPES as readonly string[]).includes(notificationType);
}
/** Where the office keeps each kind of matter: the tab that reads it. */
export const OFFICE_MATTER_LABELS: Record<(typeof OFFICE_NOTIFICATION_TYPES)[number], string> = {
  salary_due: 'Salaries',
  agent_request: 'Agent Requests',
  injury_report: 'Medical Reports',
  sponsorship_offer: 'Sponsorships',
  scout_report: 'Scout Reports',
  contract_expiring: 'Contracts',
};
export const salaryPaymentSchema = z.object({
  id: idSchema,
  matchday: int(),
  totalAmount: money(),
  isPaid: z.boolean(),
  /** Paid by matchday processing under the manager's auto-pay setting. */
  paidAutomatically: z.boolean().optional(),
});
export type SalaryPayment = z.infer<typeof salaryPaymentSchema>;
export const agentRequestSchema = z.object({
  id: idSchema,
  player: playerSchema,
  /** salary_increase or transfer_request. */
  requestType: z.string(),
  status: z.enum(['pending', 'accepted', 'rejected']),
  /** Per game, as salaries are stored. */
  currentSalary: money(),
  requestedSalary: money(),
  /** The same as a season's wage, as the game states wages. */
  currentSeasonWage: money(),
  requestedSeasonWage: money(),
  description: z.string(),
  /** What he refuses to go on with, by weight, and what would change his mind (null for a request made before reasons were kept). */
  refusal: refusalExplanationSchema.nullable(),
});
export const injurySchema = z.object({
  id: idSchema,
  player: playerSchema,
  injuryType: z.string(),
  severity: z.enum(['minor', 'moderate', 'severe']),
  matchdaysOut: int(),
  remainingMatchdays: int(),
  isActive: z.boolean(),
  treatmentOption: z.enum(['standard', 'specialized']).nullable(),
  /** The matchday he was hurt. */
  matchday: int(),
  /** What specialized treatment costs and leaves (the server's figures). */
  specializedCost: money(),
  specializedRemainingMatchdays: int(),
});
export type Injury = z.infer<typeof injurySchema>;
export const treatInjuryResponseSchema = z.object({ message: z.string(), injury: injurySchema, budget: money() });
export type TreatInjuryResponse = z.infer<typeof treatInjuryResponseSchema>;

export const SPONSOR_OBJECTIVES = ['win_home_games', 'win_games', 'league_position', 'score_points'] as const;
export type SponsorObjective = (typeof SPONSOR_OBJECTIVES)[number];
export const SPONSOR_DIFFICULTIES = ['EASY', 'MEDIUM', 'HARD', 'VERY HARD'] as const;
export type SponsorDifficulty = (typeof SPONSOR_DIFFICULTIES)[number];
export const SPONSOR_STATUSES = ['pending', 'accepted', 'rejected', 'completed', 'failed', 'expired'] as const;
export const sponsorshipOfferSchema = z.object({
  id: idSchema,
  sponsorName: z.string(),
  offerAmount: money(),
  durationMatchdays: int(),
  objective: z.enum(SPONSOR_OBJECTIVES),
  /** The objective in words, e.g. "Win the next 2 home games". */
  objectiveText: z.string(),
  objectiveTarget: int(),
  currentProgress: int(),
  /** pending, accepted, completed; anything else is shown as declined. */
  status: z.enum(SPONSOR_STATUSES),
  moraleBonus: int().default(SPONSOR_DEFAULT_MORALE_BONUS),
  moralePenalty: int().default(SPONSOR_DEFAULT_MORALE_PENALTY),
  moralePenaltyDuration: int(),
  difficulty: z.enum(SPONSOR_DIFFICULTIES),
  /** The matchday during which a pending offer may be answered; it expires at that matchday's processing. */
  offeredForMatchday: int(),
  /** Accepted offers: the matchdays the objective covers. */
  startMatchday: int().nullable(),
  endMatchday: int().nullable(),
  /** Failed offers: matchdays of media pressure left (wins do not lift morale). */
  pressureMatchdaysLeft: int(),
});
export type SponsorshipOffer = z.infer<typeof sponsorshipOfferSchema>;
export const sponsorshipAnswerSchema = z.object({ message: z.string(), offer: sponsorshipOfferSchema });
export type SponsorshipAnswer = z.infer<typeof sponsorshipAnswerSchema>;
/**
 * An office matter not yet read,
 * with what marking it read takes (its type and related id): the badge counts
 * these, and a live match waits until there are none.
 */
export const officeNotificationSchema = z.object({
  id: idSchema,
  title: z.string(),
  notificationType: z.enum(OFFICE_NOTIFICATION_TYPES),
  relatedId: idSchema,
});
export type OfficeNotification = z.infer<typeof officeNotificationSchema>;
export const readRecordSchema = z.object({ notificationType: z.enum(OFFICE_NOTIFICATION_TYPES), relatedId: idSchema });
export const officeMatchdayQuerySchema = z.object({ matchday: z.coerce.number().int().min(1).max(99).optional() });
export const paySalaryResponseSchema = z.object({ message: z.string(), payment: salaryPaymentSchema, budget: money() });
export type PaySalaryResponse = z.infer<typeof paySalaryResponseSchema>;
export const markReadPayloadSchema = z.object({ notificationType: z.enum(OFFICE_NOTIFICATION_TYPES), relatedId: idSchema });
export const paySalaryPayloadSchema = z.object({ salaryPaymentId: idSchema });
export const respondPayloadSchema = z.object({ response: z.enum(['accept', 'reject'], { error: 'response must be accept or reject' }) });
export type AgentRequest = z.infer<typeof agentRequestSchema>;
export const agentAnswerSchema = z.object({ message: z.string(), request: agentRequestSchema });
export const treatInjuryPayloadSchema = z.object({ treatment: z.enum(['standard', 'specialized']) });

// ---- Player editor ----
const ranged = (key: keyof typeof PLAYER_FORM_RANGES) => {
  const [min, max] = PLAYER_FORM_RANGES[key];
  return z.coerce.number().int().min(min).max(max);
};
export const playerFormSchema = z.object({
  name: nameText().trim().min(1, { error: 'Name is required' }),
  position: positionSchema,
  age: ranged('age'),
  height: ranged('height'),
  weight: ranged('weight'),
  avatarUrl: urlText('Avatar URL').url().or(z.literal('')).optional(),
  nationality: nationalityText().trim().min(1, { error: 'Nationality is required' }),
  /** Absent: keep the stored potential (the form and an export hide it until the career is a sandbox). */
  potential: ranged('potential').optional(),
  shooting: ranged('skill'),
  threePoint: ranged('skill'),
  passing: ranged('skill'),
  defense: ranged('skill'),
  rebounding: ranged('skill'),
  athletics: ranged('skill'),
  basketballIQ: ranged('skill'),
});
export type PlayerForm = z.infer<typeof playerFormSchema>;

/**
 * A player as the editor shows him: every editable field and the computed
 * overall. `potential` is exact once the career is a sandbox (its first saved
 * edit); before that it is what the rest of the game shows (null where hidden).
 */
export const editorPlayerSchema = z.object({
  id: idSchema,
  teamId: idSchema.nullable(),
  name: z.string(),
  position: positionSchema,
  age: int(),
  height: int(),
  weight: int(),
  nationality: z.string(),
  avatarUrl: z.string().nullable(),
  potential: int().nullable(),
  overallRating: int(),
  marketValue: money(),
  shooting: int(),
  threePoint: int(),
  passing: int(),
  defense: int(),
  rebounding: int(),
  athletics: int(),
  basketballIQ: int(),
});
export type EditorPlayer = z.infer<typeof editorPlayerSchema>;
export const editorTeamSchema = z.object({ teamName: z.string(), teamId: idSchema.nullable(), players: z.array(editorPlayerSchema) });
export type EditorTeam = z.infer<typeof editorTeamSchema>;
/** One import request carries the whole file (2,000 rows in seconds); each row is validated like the PUT. */
export const IMPORT_MAX_ROWS = 5_000;
/**
 * A CSV cell as the client sends it: a primitive no longer than the longest
 * form field (the avatar URL); each row is then validated by the form's own
 * schema. An object or array where a cell belongs is refused outright.
 */
export const IMPORT_CELL_INVALID_MESSAGE = 'Each cell must be a text, a number, a boolean or empty';
export const importCellSchema = z.union([urlText('A cell'), z.number(), z.boolean(), z.null()], { error: IMPORT_CELL_INVALID_MESSAGE });
const IMPORT_MAX_COLUMNS = 40;
export const importRowSchema = z
  .record(labelText('A column name'), importCellSchema)
  .refine((row) => Object.keys(row).length <= IMPORT_MAX_COLUMNS, { error: `At most ${IMPORT_MAX_COLUMNS} columns per row` });
export const importPlayersPayloadSchema = z.object({
  rows: z.array(importRowSchema).max(IMPORT_MAX_ROWS, { error: `At most ${IMPORT_MAX_ROWS} rows per import` }),
});
export const importPlayersResponseSchema = z.object({
  updated: int(),
  failed: int(),
  /** The first failures, with why. */
  errors: z.array(z.object({ id: z.string(), message: z.string() })),
});
export type ImportPlayersResponse = z.infer<typeof importPlayersResponseSchema>;
