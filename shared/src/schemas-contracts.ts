/**
 * Contracts and wages, the club's books by matchday, and the manager's
 * morale levers: payloads and answers, validated by the API and typed for
 * the client from here.
 */
import { z } from 'zod';
import { CONTRACT_DEFAULT_LENGTH, CONTRACT_LENGTHS } from './rules-economy.js';
import { idSchema, playerSchema } from './schemas.js';
import { refusalExplanationSchema } from './schemas-refusals.js';

const int = () => z.number().int();
const money = () => z.number().int({ error: 'Amounts are whole euros' });

export const CONTRACT_LENGTH_MESSAGE = `A contract runs ${CONTRACT_LENGTHS[0]} to ${CONTRACT_LENGTHS.at(-1) ?? 4} seasons`;
/** 1-4 seasons, a whole number (the client's picker sends the number itself). */
export const contractLengthSchema = z.literal([...CONTRACT_LENGTHS], { error: CONTRACT_LENGTH_MESSAGE });

/** Signing a free agent: the contract's length (the wage is his ask, the server's). */
export const signPayloadSchema = z.object({ contractSeasons: contractLengthSchema.default(CONTRACT_DEFAULT_LENGTH) }).default({
  contractSeasons: CONTRACT_DEFAULT_LENGTH,
});
export type SignPayload = z.input<typeof signPayloadSchema>;

/** The board's wage limit with its parts, as the server enforces it (economy/wage-limit.ts). */
export const wageLimitSchema = z.object({
  incomeShare: z.number(),
  projectedIncome: money(),
  incomePart: money(),
  reserves: money(),
  reservesFloor: money(),
  reservesShare: z.number(),
  reservesPart: money(),
  total: money(),
});
export type WageLimitDto = z.infer<typeof wageLimitSchema>;

/** A player's terms at the manager's club: his ask and what the wage budget leaves. */
export const contractTermsSchema = z.object({
  playerId: idSchema,
  /** His ask per game, whole euros. */
  salary: money(),
  /** The same for a season (a salary is paid per game). */
  seasonWage: money(),
  lengths: z.array(int()),
  defaultLength: int(),
  /** The club's season wage bill now, the board's limit, and what is left of it. */
  wageBill: money(),
  wageBudget: money(),
  room: money(),
  /** The limit now, with its parts: a deal's fee lowers its reserves part (dealWageCheck). */
  limit: wageLimitSchema,
  /** The fee the club pays to sign him when it is fixed (a free agent's), else null (an offer's fee is the manager's). */
  fee: money().nullable(),
  /** Why signing him at this ask (and the fixed fee) would be refused for wages, or null. */
  refusal: z.string().nullable(),
  /** His own answer to joining the club at this ask (no draw: he answers the same when asked); null for the manager's own player. */
  playerAnswer: refusalExplanationSchema.nullable(),
});
export type ContractTerms = z.infer<typeof contractTermsSchema>;

/** The club's wages against what it earns, for the finances tab and the offer dialog. */
export const wageSummarySchema = z.object({
  season: int(),
  seasonName: z.string(),
  wageBill: money(),
  wageBudget: money(),
  room: money(),
  /** The limit with its parts, exactly as the server enforces it. */
  limit: wageLimitSchema,
  projectedIncome: z.object({ gates: money(), tv: money(), sponsors: money(), total: money() }),
  /** Running costs of a season (per game times the league's games). */
  runningCosts: money(),
  /** The season the club's contracts end with, and how many end then (this season first). */
  expiries: z.array(z.object({ season: int(), seasonName: z.string(), players: int(), seasonWage: money() })),
});
export type WageSummary = z.infer<typeof wageSummarySchema>;

export const RENEWAL_STATUSES = ['open', 'agreed', 'refused', 'released'] as const;
export type RenewalStatus = (typeof RENEWAL_STATUSES)[number];

/** A contract that ends with this season, and what the manager decided. */
export const expiringContractSchema = z.object({
  player: playerSchema,
  /** His ask per game to stay, and for a season. */
  ask: money(),
  askSeasonWage: money(),
  status: z.enum(RENEWAL_STATUSES),
  /** The new contract when agreed: salary per game from next season, and its last season's number. */
  agreed: z.object({ salary: money(), endsSeason: int(), endsSeasonName: z.string() }).nullable(),
  /** Why he refused, or what happens to him. */
  message: z.string(),
  /** Why he said no to staying, with what would change his mind, when he refused; else null. */
  refusal: refusalExplanationSchema.nullable(),
});
export type ExpiringContract = z.infer<typeof expiringContractSchema>;

export const expiringContractsSchema = z.object({
  season: int(),
  seasonName: z.string(),
  currentMatchday: int(),
  /** The office lists them (and the badge counts them) from this matchday. */
  noticeFromMatchday: int(),
  contracts: z.array(expiringContractSchema),
});
export type ExpiringContracts = z.infer<typeof expiringContractsSchema>;

export const renewPayloadSchema = z.object({ contractSeasons: contractLengthSchema });
export type RenewPayload = z.input<typeof renewPayloadSchema>;
export const renewResponseSchema = z.object({
  outcome: z.enum(['agreed', 'refused']),
  message: z.string(),
  contract: expiringContractSchema,
  /** Why he said no, when he refused; else null. */
  refusal: refusalExplanationSchema.nullable(),
});
export type RenewResponse = z.infer<typeof renewResponseSchema>;

export const RELEASE_WHEN = ['season-end', 'now'] as const;
export const releasePayloadSchema = z.object({
  when: z.enum(RELEASE_WHEN, { error: 'when must be season-end or now' }),
});
export type ReleasePayload = z.infer<typeof releasePayloadSchema>;
export const releaseResponseSchema = z.object({
  message: z.string(),
  /** Severance paid now (0 when he leaves at the season end). */
  severance: money(),
  budget: money(),
});
export type ReleaseResponse = z.infer<typeof releaseResponseSchema>;

/** What releasing each of the manager's players now would cost, for the confirmation. */
export const releaseQuoteSchema = z.object({ playerId: idSchema, severance: money(), seasonsLeft: int(), gamesLeftThisSeason: int() });
export type ReleaseQuote = z.infer<typeof releaseQuoteSchema>;

/** Whether the game offers a sale of this player now, and why not. */
export const saleOptionSchema = z.object({
  playerId: idSchema,
  /** His price (the market value) if sold. */
  fee: money(),
  offered: z.boolean(),
  /** Why a sale is not offered now; null when it is. */
  reason: z.string().nullable(),
});
export type SaleOption = z.infer<typeof saleOptionSchema>;

// ---- The books by matchday ----
export const matchdayBooksSchema = z.object({
  matchday: int(),
  /** Gates, TV, sponsors, prize money: every positive movement of the matchday but a transfer fee. */
  income: money(),
  /** Salaries paid for the matchday (by the manager, in the office). */
  wages: money(),
  /** Every other cost but a transfer: running costs, treatment, scouting. */
  otherCosts: money(),
  /**
   * Transfer fees received and paid, and severance for released players:
   * one-off deals, kept apart so that one of them does not dwarf the
   * matchday's running books.
   */
  transfersIn: money(),
  transfersOut: money(),
  /** Everything the matchday moved, transfers included. */
  net: money(),
  /** The budget after the matchday's movements. */
  budget: money(),
});
export type MatchdayBooks = z.infer<typeof matchdayBooksSchema>;
export const seasonBooksSchema = z.object({
  season: int(),
  seasonName: z.string(),
  startBudget: money(),
  rows: z.array(matchdayBooksSchema),
  totals: z.object({
    income: money(),
    wages: money(),
    otherCosts: money(),
    transfersIn: money(),
    transfersOut: money(),
    net: money(),
  }),
  totalMatchdays: int(),
  /** Whether this is the season being played (the only one with a projection). */
  current: z.boolean(),
  /**
   * The season's end foreseen from its running books: the budget after the
   * last booked matchday plus, for each matchday left, the average net of the
   * booked ones without transfers (a one-off deal is not expected to repeat).
   * Null for a past season, and for one with no matchday booked or none left.
   */
  projection: z.object({ fromMatchday: int(), endBudget: money(), perMatchday: money(), matchdaysLeft: int() }).nullable(),
  /** The career's seasons, newest first, for the season selector. */
  seasons: z.array(z.object({ season: int(), name: z.string() })),
});
export type SeasonBooks = z.infer<typeof seasonBooksSchema>;

// ---- Morale ----
export const moralePlayerSchema = z.object({
  playerId: idSchema,
  name: z.string(),
  position: z.string(),
  age: int(),
  morale: int(),
  /** Where his morale is drifting to, and the parts of it. */
  baseline: int(),
  parts: z.object({ playingTime: int(), results: int(), pay: int() }),
  /** A word with him is allowed once a matchday. */
  talkedThisMatchday: z.boolean(),
  promise: z.object({ minutes: int(), games: int(), gamesPlayed: int(), averageMinutes: z.number() }).nullable(),
});
export type MoralePlayer = z.infer<typeof moralePlayerSchema>;
export const moraleOverviewSchema = z.object({
  teamMorale: int(),
  matchday: int(),
  meetingAvailable: z.boolean(),
  /** The last meeting's outcome this season, if any. */
  lastMeeting: z.object({ matchday: int(), message: z.string() }).nullable(),
  /** Promises the manager broke this season halve what new ones do. */
  promisesBroken: int(),
  players: z.array(moralePlayerSchema),
});
export type MoraleOverview = z.infer<typeof moraleOverviewSchema>;

export const LEVER_OUTCOMES = ['lifted', 'no_change', 'backfired'] as const;
export const leverResultSchema = z.object({
  outcome: z.enum(LEVER_OUTCOMES),
  change: int(),
  message: z.string(),
  teamMorale: int(),
});
export type LeverResultDto = z.infer<typeof leverResultSchema>;
export const talkPayloadSchema = z.object({ kind: z.enum(['praise', 'criticise'], { error: 'kind must be praise or criticise' }) });
export type TalkPayload = z.infer<typeof talkPayloadSchema>;
export const promiseResponseSchema = z.object({ message: z.string(), change: int(), teamMorale: int() });
export type PromiseResponse = z.infer<typeof promiseResponseSchema>;
