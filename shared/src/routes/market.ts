/** The transfer market, scouting of clubs and loans, declared once (see ../contract.ts). */
import { z } from 'zod';
import { defineRoute, type RouteTag } from '../contract.js';
import {
  activeLoanSchema,
  loanIdPayloadSchema,
  loanOptionSchema,
  loanScoutReportResponseSchema,
  noBodySchema,
  offerPayloadSchema,
  recallLoanResponseSchema,
  scoutReportSchema,
  sellPayloadSchema,
  sellResponseSchema,
  sendLoanPayloadSchema,
  sendLoanResponseSchema,
} from '../schemas-club.js';
import { saleOptionSchema, signPayloadSchema } from '../schemas-contracts.js';
import { marketPlayerSchema, offerValuationSchema, scoutTeamResponseSchema, signResponseSchema } from '../schemas-market.js';
import { offerWithCounterSchema } from '../schemas-trading.js';

/** Market calls wait for the season's lock: 409 when it stays busy. */
const MARKET_CALL = [400, 401, 404, 409] as const;
const READ = [400, 401] as const;

/** What a deal changes: budgets, rosters and lineups, the market's lists, other clubs' budgets. */
const DEAL_TAGS: readonly RouteTag[] = ['budget', 'roster', 'market', 'teams', 'news'];

export const transfersRoutes = {
  freeAgents: defineRoute({
    method: 'GET',
    path: '/transfers/free-agents',
    serves: 'world',
    request: undefined,
    response: z.array(marketPlayerSchema),
    errors: READ,
    tags: ['market'],
  }),
  /** Puts one of the manager's players up for sale: the server prices it and draws the outcome. */
  sellPlayer: defineRoute({
    method: 'POST',
    path: '/transfers/sell/:playerId',
    serves: 'club',
    request: sellPayloadSchema,
    response: sellResponseSchema,
    errors: MARKET_CALL,
    invalidates: DEAL_TAGS,
    whileLive: { refused: 'squad' },
  }),
  /** Signs a free agent at his market value, on a contract of the chosen length at his ask. */
  signPlayer: defineRoute({
    method: 'POST',
    path: '/transfers/sign/:playerId',
    serves: 'club',
    request: signPayloadSchema,
    response: signResponseSchema,
    errors: MARKET_CALL,
    invalidates: DEAL_TAGS,
    whileLive: { refused: 'squad' },
  }),
  /** The selling club's valuation of one of its players, for the Make Offer dialog. */
  offerValuation: defineRoute({
    method: 'GET',
    path: '/transfers/valuation/:playerId',
    serves: 'club',
    request: undefined,
    response: offerValuationSchema,
    errors: [400, 401, 403, 404],
    tags: ['market', 'budget'],
  }),
  /** A counter is remembered for the day, so the valuation moves whatever the answer. */
  makeOffer: defineRoute({
    method: 'POST',
    path: '/transfers/offer',
    serves: 'club',
    request: offerPayloadSchema,
    response: offerWithCounterSchema,
    errors: MARKET_CALL,
    invalidates: DEAL_TAGS,
    whileLive: { refused: 'squad' },
  }),
  /** Pays for a scout of another league's club (its id in the career); its roster opens. */
  scoutTeam: defineRoute({
    method: 'POST',
    path: '/transfers/scout-team/:teamId',
    serves: 'club',
    request: noBodySchema,
    response: scoutTeamResponseSchema,
    errors: MARKET_CALL,
    invalidates: DEAL_TAGS,
    whileLive: { refused: 'money' },
  }),
  /** Which of the manager's players the game offers for sale now, and why not the others. */
  saleOptions: defineRoute({
    method: 'GET',
    path: '/transfers/sale-options',
    serves: 'club',
    request: undefined,
    response: z.array(saleOptionSchema),
    errors: READ,
    tags: ['roster', 'market', 'teams', 'season'],
  }),
  /** The template team ids of the clubs the manager has scouted. */
  scoutedTeams: defineRoute({
    method: 'GET',
    path: '/transfers/scouted-teams',
    serves: 'club',
    request: undefined,
    response: z.array(z.number().int()),
    errors: READ,
    tags: ['market'],
  }),
} as const;

/** A loan moves a player out of (or back into) the squad: the deal's reads, the loans and the office's reports. */
const LOAN_TAGS: readonly RouteTag[] = [...DEAL_TAGS, 'loans', 'office'];

export const loansRoutes = {
  /** Clubs of the career's world that would take a player under 23 not on loan. */
  options: defineRoute({
    method: 'GET',
    path: '/loans/options/:playerId',
    serves: 'club',
    request: undefined,
    response: z.array(loanOptionSchema),
    errors: [400, 401, 404],
    // Only the matchday moves them: a loan's own refresh would read them for a player now on loan (a 400).
    tags: ['season'],
  }),
  send: defineRoute({
    method: 'POST',
    path: '/loans/send',
    serves: 'club',
    request: sendLoanPayloadSchema,
    response: sendLoanResponseSchema,
    errors: MARKET_CALL,
    invalidates: LOAN_TAGS,
    whileLive: { refused: 'squad' },
  }),
  /** This season's loans: running ones first, then those that ended. */
  active: defineRoute({
    method: 'GET',
    path: '/loans/active',
    serves: 'club',
    request: undefined,
    response: z.array(activeLoanSchema),
    errors: READ,
    tags: ['loans'],
  }),
  recall: defineRoute({
    method: 'POST',
    path: '/loans/recall/:loanId',
    serves: 'club',
    request: noBodySchema,
    response: recallLoanResponseSchema,
    errors: MARKET_CALL,
    invalidates: LOAN_TAGS,
    whileLive: { refused: 'squad' },
  }),
  scoutReport: defineRoute({
    method: 'POST',
    path: '/loans/scout-report',
    serves: 'club',
    request: loanIdPayloadSchema,
    response: loanScoutReportResponseSchema,
    errors: [400, 401, 404],
    invalidates: ['loans', 'office'],
  }),
  scoutReports: defineRoute({
    method: 'GET',
    path: '/office/scout-reports',
    serves: 'club',
    request: undefined,
    response: z.array(scoutReportSchema),
    errors: READ,
    tags: ['loans', 'office'],
  }),
} as const;
