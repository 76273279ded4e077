/**
 * The API's routes declared once (shared/src/contract.ts): the API mounts
 * each from here and the client calls it from here. Routes move here as
 * their features are touched; the club's routes are born here.
 */
import { z } from 'zod';
import { defineRoute } from './contract.js';
import { europeanCupSchema } from './schemas-cup.js';
import { liveCentreSchema, liveCentreTokenRequestSchema, liveCentreTokenResponseSchema } from './schemas-live-centre.js';
import {
  academyAnswerSchema,
  academyPayloadSchema,
  academySchema,
  academySlotSchema,
  promoteAnswerSchema,
  promotePayloadSchema,
  prospectDiscardAnswerSchema,
  prospectSignAnswerSchema,
  recruitAnswerSchema,
  recruitPayloadSchema,
  releaseAnswerSchema,
  scoutingReportsSchema,
  scoutingStartAnswerSchema,
  scoutingStartPayloadSchema,
  tournamentMatchPayloadSchema,
  tournamentMatchSchema,
  tournamentOverviewSchema,
  tournamentPlayAnswerSchema,
  youthPlayerStatsSchema,
} from './schemas-academy.js';
import {
  agentAnswerSchema,
  activeLoanSchema,
  editorPlayerSchema,
  editorTeamSchema,
  importPlayersPayloadSchema,
  importPlayersResponseSchema,
  playerFormSchema,
  agentRequestSchema,
  loanIdPayloadSchema,
  loanOptionSchema,
  loanScoutReportResponseSchema,
  recallLoanResponseSchema,
  scoutReportSchema,
  sendLoanPayloadSchema,
  sendLoanResponseSchema,
  injurySchema,
  sponsorshipAnswerSchema,
  sponsorshipOfferSchema,
  treatInjuryPayloadSchema,
  treatInjuryResponseSchema,
  markReadPayloadSchema,
  respondPayloadSchema,
  newsItemSchema,
  seasonEndResultSchema,
  noBodySchema,
  offerPayloadSchema,
  offerResultSchema,
  officeMatchdayQuerySchema,
  officeNotificationSchema,
  paySalaryPayloadSchema,
  paySalaryResponseSchema,
  readRecordSchema,
  salaryPaymentSchema,
  sellPayloadSchema,
  sellResponseSchema,
  transactionSchema,
} from './schemas-club.js';
import { marketPlayerSchema, offerValuationSchema, scoutTeamResponseSchema, signResponseSchema } from './schemas-market.js';
import { dashboardStatsSchema, fitnessRecoveryQuoteSchema, playerSchema, recoverFitnessPayloadSchema, recoverFitnessResponseSchema, seasonStatusSchema } from './schemas.js';

export const ROUTES = {
  dashboardStats: defineRoute({ method: 'GET', path: '/dashboard/stats', request: undefined, response: dashboardStatsSchema }),
  seasonStatus: defineRoute({ method: 'GET', path: '/season/status', request: undefined, response: seasonStatusSchema }),
  /** Only when the season is complete (409 before); a second call answers the stored result. Irreversible. */
  endSeason: defineRoute({ method: 'POST', path: '/season/end', request: noBodySchema, response: seasonEndResultSchema }),
  /** The season's European Cup: entrants, bracket with every game, the champion (issue 14). */
  europeanCup: defineRoute({ method: 'GET', path: '/european-cup', request: undefined, response: europeanCupSchema }),

  // ---- The Live Centre (issue 15): public, no sign-in ----
  /** Live matches with score, period, clock and spectators; the last results, the next fixtures and the table. */
  liveCentre: defineRoute({ method: 'GET', path: '/live-centre', request: undefined, response: liveCentreSchema, access: 'public' }),
  /** A spectator's pass into one live Live Centre match (404 for anything else). */
  liveCentreToken: defineRoute({ method: 'POST', path: '/live-centre/token', request: liveCentreTokenRequestSchema, response: liveCentreTokenResponseSchema, access: 'public' }),

  // ---- Transfer market and scouting (issue 9; part 2 §7) ----
  /** The manager's club's money movements, newest first. */
  transactions: defineRoute({ method: 'GET', path: '/transactions', request: undefined, response: z.array(transactionSchema) }),
  /** The career world's news, newest first. */
  news: defineRoute({ method: 'GET', path: '/news', request: undefined, response: z.array(newsItemSchema) }),
  freeAgents: defineRoute({ method: 'GET', path: '/transfers/free-agents', request: undefined, response: z.array(marketPlayerSchema) }),
  /** Puts one of the manager's players up for sale: the server prices it and draws the outcome. */
  sellPlayer: defineRoute({ method: 'POST', path: '/transfers/sell/:playerId', request: sellPayloadSchema, response: sellResponseSchema }),
  /** Signs a free agent at his market value. */
  signPlayer: defineRoute({ method: 'POST', path: '/transfers/sign/:playerId', request: noBodySchema, response: signResponseSchema }),
  /** The selling club's valuation of one of its players, for the Make Offer dialog. */
  offerValuation: defineRoute({ method: 'GET', path: '/transfers/valuation/:playerId', request: undefined, response: offerValuationSchema }),
  makeOffer: defineRoute({ method: 'POST', path: '/transfers/offer', request: offerPayloadSchema, response: offerResultSchema }),
  /** Pays for a scout of another league's club (its id in the career); its roster opens. */
  scoutTeam: defineRoute({ method: 'POST', path: '/transfers/scout-team/:teamId', request: noBodySchema, response: scoutTeamResponseSchema }),
  /** The template team ids of the clubs the manager has scouted. */
  scoutedTeams: defineRoute({ method: 'GET', path: '/transfers/scouted-teams', request: undefined, response: z.array(z.number().int()) }),
  /** A scouted club's roster by its template team id; 403 until scouted (own-league clubs need none). */
  templateTeamRoster: defineRoute({ method: 'GET', path: '/players/template-team/:templateTeamId', request: undefined, response: z.array(playerSchema) }),

  // ---- Fitness recovery: a paid decision once per matchday (issue 10) ----
  fitnessRecoveryQuote: defineRoute({ method: 'GET', path: '/players/recover-fitness', request: undefined, response: fitnessRecoveryQuoteSchema }),
  recoverFitness: defineRoute({ method: 'POST', path: '/players/recover-fitness', request: recoverFitnessPayloadSchema, response: recoverFitnessResponseSchema }),

  // ---- Loans (issue 11; part 2 §7) ----
  /** Clubs of the career's world that would take a player under 23 not on loan. */
  loanOptions: defineRoute({ method: 'GET', path: '/loans/options/:playerId', request: undefined, response: z.array(loanOptionSchema) }),
  sendLoan: defineRoute({ method: 'POST', path: '/loans/send', request: sendLoanPayloadSchema, response: sendLoanResponseSchema }),
  /** This season's loans: running ones first, then those that ended. */
  activeLoans: defineRoute({ method: 'GET', path: '/loans/active', request: undefined, response: z.array(activeLoanSchema) }),
  recallLoan: defineRoute({ method: 'POST', path: '/loans/recall/:loanId', request: noBodySchema, response: recallLoanResponseSchema }),
  loanScoutReport: defineRoute({ method: 'POST', path: '/loans/scout-report', request: loanIdPayloadSchema, response: loanScoutReportResponseSchema }),
  scoutReports: defineRoute({ method: 'GET', path: '/office/scout-reports', request: undefined, response: z.array(scoutReportSchema) }),

  // ---- Youth academy (issue 12; part 2 §7) ----
  academy: defineRoute({ method: 'GET', path: '/youth-academy', request: undefined, response: academySchema.nullable() }),
  academySlots: defineRoute({ method: 'GET', path: '/youth-academy/slots', request: undefined, response: z.array(academySlotSchema) }),
  /** The server's price and capacity: a client's `capacity` and `cost` are read and ignored. */
  createAcademy: defineRoute({ method: 'POST', path: '/youth-academy', request: academyPayloadSchema, response: academyAnswerSchema }),
  upgradeAcademy: defineRoute({ method: 'POST', path: '/youth-academy/upgrade', request: academyPayloadSchema, response: academyAnswerSchema }),
  recruitYouth: defineRoute({ method: 'POST', path: '/youth-academy/recruit', request: recruitPayloadSchema, response: recruitAnswerSchema }),
  releaseYouth: defineRoute({ method: 'POST', path: '/youth-academy/release/:playerId', request: noBodySchema, response: releaseAnswerSchema }),
  promoteYouth: defineRoute({ method: 'POST', path: '/youth-academy/promote/:playerId', request: promotePayloadSchema, response: promoteAnswerSchema }),
  /** The season's tournament (null without an academy): the 10 matches with their states and records, and the running tally. */
  tournamentMatches: defineRoute({ method: 'GET', path: '/youth-academy/tournament-matches', request: undefined, response: tournamentOverviewSchema.nullable() }),
  /** The match of the current matchday while it is unplayed (it warns on the live Play button), else null. */
  pendingTournamentMatch: defineRoute({ method: 'GET', path: '/youth-academy/pending-match', request: undefined, response: tournamentMatchSchema.nullable() }),
  youthPlayerStats: defineRoute({ method: 'GET', path: '/youth-academy/player-stats', request: undefined, response: z.array(youthPlayerStatsSchema) }),
  /** The server plays it from the career's seed: only matchId is read; a second call answers the stored record. */
  playTournamentMatch: defineRoute({ method: 'POST', path: '/youth-academy/tournament-match', request: tournamentMatchPayloadSchema, response: tournamentPlayAnswerSchema }),

  // ---- Youth scouting (issue 12; part 2 §7) ----
  scoutingReports: defineRoute({ method: 'GET', path: '/scouting/reports', request: undefined, response: scoutingReportsSchema }),
  startScouting: defineRoute({ method: 'POST', path: '/scouting/start', request: scoutingStartPayloadSchema, response: scoutingStartAnswerSchema }),
  signProspect: defineRoute({ method: 'POST', path: '/scouting/sign/:prospectId', request: noBodySchema, response: prospectSignAnswerSchema }),
  /** Part 2 §7, §9: discarding a prospect pays the 25,000 compensation. */
  discardProspect: defineRoute({ method: 'POST', path: '/scouting/discard/:prospectId', request: noBodySchema, response: prospectDiscardAnswerSchema }),

  // ---- Player editor (issue 13; part 2 §7) ----
  /** Every player of the career's world, grouped by team name (free agents last). */
  editorPlayers: defineRoute({ method: 'GET', path: '/settings/players', request: undefined, response: z.array(editorTeamSchema) }),
  updatePlayer: defineRoute({ method: 'PUT', path: '/settings/player/:playerId', request: playerFormSchema, response: editorPlayerSchema }),
  importPlayers: defineRoute({ method: 'POST', path: '/settings/players/import', request: importPlayersPayloadSchema, response: importPlayersResponseSchema }),

  // ---- The office (issue 10; part 2 §7) ----
  /** The matters not yet read (the badge counts them; a live match waits for none). */
  officeNotifications: defineRoute({ method: 'GET', path: '/office/notifications', request: officeMatchdayQuerySchema, response: z.array(officeNotificationSchema) }),
  /** The salary payment of a matchday (default: the latest due); null when none is due. */
  salaryPayment: defineRoute({ method: 'GET', path: '/office/salary-payment', request: officeMatchdayQuerySchema, response: salaryPaymentSchema.nullable() }),
  paySalary: defineRoute({ method: 'POST', path: '/office/pay-salary', request: paySalaryPayloadSchema, response: paySalaryResponseSchema }),
  readNotifications: defineRoute({ method: 'GET', path: '/office/read-notifications', request: undefined, response: z.array(readRecordSchema) }),
  markRead: defineRoute({ method: 'POST', path: '/office/notifications/mark-read', request: markReadPayloadSchema, response: z.object({ success: z.literal(true) }) }),
  agentRequests: defineRoute({ method: 'GET', path: '/office/agent-requests', request: undefined, response: z.array(agentRequestSchema) }),
  answerAgentRequest: defineRoute({ method: 'POST', path: '/office/agent-request/:requestId', request: respondPayloadSchema, response: agentAnswerSchema }),
  /** The career's injuries of its own players: active ones, then this season's healed ones. */
  injuries: defineRoute({ method: 'GET', path: '/office/injuries', request: undefined, response: z.array(injurySchema) }),
  treatInjury: defineRoute({ method: 'POST', path: '/office/treat-injury/:injuryId', request: treatInjuryPayloadSchema, response: treatInjuryResponseSchema }),
  sponsorshipOffers: defineRoute({ method: 'GET', path: '/office/sponsorship-offers', request: undefined, response: z.array(sponsorshipOfferSchema) }),
  answerSponsorship: defineRoute({ method: 'POST', path: '/office/sponsorship-offer/:offerId', request: respondPayloadSchema, response: sponsorshipAnswerSchema }),
} as const;
