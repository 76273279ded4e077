/** The manager's club and its season: teams, players, lineup, fixtures, results and money, declared once (see ../contract.ts). */
import { z } from 'zod';
import { defineRoute, type RouteTag } from '../contract.js';
import { matchFeedSchema } from '../match-feed.js';
import { europeanCupSchema } from '../schemas-cup.js';
import { clubRosterPlayerSchema } from '../schemas-history.js';
import { nextMatchActionSchema } from '../next-match.js';
import {
  europeanLeagueSchema,
  matchResultPayloadSchema,
  newsItemSchema,
  noBodySchema,
  processingResultSchema,
  seasonEndResultSchema,
  simulateMatchdayResponseSchema,
  simulateMatchResponseSchema,
  transactionSchema,
} from '../schemas-club.js';
import {
  dashboardStatsSchema,
  fitnessRecoveryQuoteSchema,
  leagueIdQuerySchema,
  matchSchema,
  playerSchema,
  playerSeasonStatsSchema,
  recoverFitnessPayloadSchema,
  recoverFitnessResponseSchema,
  seasonIdQuerySchema,
  seasonSchema,
  seasonStatusSchema,
  standingSchema,
  startingLineupPayloadSchema,
  startingLineupSchema,
  teamSchema,
} from '../schemas.js';
import { ledgerPageSchema, ledgerQuerySchema } from '../schemas-ledger.js';

/** A career's routes: 401 signed out, 400 until its setup is complete. */
const CAREER = [400, 401] as const;

/** What a played and processed matchday moves: nearly everything a career shows. */
export const MATCHDAY_TAGS: readonly RouteTag[] = ['teams', 'budget', 'roster', 'season', 'office', 'loans', 'market', 'academy', 'news'];

export const teamsRoutes = {
  /** The manager's own club (the header's budget). */
  myTeam: defineRoute({
    method: 'GET',
    path: '/user/team',
    serves: 'club',
    request: undefined,
    response: teamSchema,
    errors: [400, 401, 404],
    tags: ['teams', 'budget'],
  }),
  team: defineRoute({
    method: 'GET',
    path: '/user-teams/:teamId',
    serves: 'world',
    request: undefined,
    response: teamSchema,
    errors: [400, 401, 404],
    tags: ['teams', 'budget'],
  }),
  /** The career's clubs, of one league when asked; each says whether the manager has scouted it. */
  list: defineRoute({
    method: 'GET',
    path: '/teams',
    serves: 'world',
    request: leagueIdQuerySchema,
    response: z.array(teamSchema),
    errors: CAREER,
    tags: ['teams', 'budget', 'market'],
  }),
} as const;

export const playersRoutes = {
  /** The manager's squad, by position then rating. */
  roster: defineRoute({
    method: 'GET',
    path: '/players/roster',
    serves: 'club',
    request: undefined,
    response: z.array(playerSchema),
    errors: CAREER,
    tags: ['roster'],
  }),
  /** A club's roster when the manager may see it (own league, or scouted); 403 otherwise. */
  teamPlayers: defineRoute({
    method: 'GET',
    path: '/players/team/:teamId',
    serves: 'world',
    request: undefined,
    response: z.array(clubRosterPlayerSchema),
    errors: [400, 401, 403, 404],
    tags: ['roster', 'market'],
  }),
  /** A scouted club's roster by its template team id; 403 until scouted (own-league clubs need none). */
  templateTeamRoster: defineRoute({
    method: 'GET',
    path: '/players/template-team/:templateTeamId',
    serves: 'world',
    request: undefined,
    response: z.array(clubRosterPlayerSchema),
    errors: [400, 401, 403, 404],
    tags: ['roster', 'market'],
  }),
  /** Fills an empty career club from its template roster; a second call changes nothing. */
  generate: defineRoute({
    method: 'POST',
    path: '/players/generate/:teamId',
    serves: 'club',
    request: undefined,
    response: z.array(clubRosterPlayerSchema),
    errors: [400, 401, 403, 404],
    invalidates: ['roster'],
  }),
  injuredIds: defineRoute({
    method: 'GET',
    path: '/players/injured-ids',
    serves: 'world',
    request: undefined,
    response: z.array(z.string()),
    errors: CAREER,
    tags: ['roster', 'office'],
  }),
  statistics: defineRoute({
    method: 'GET',
    path: '/players/statistics',
    serves: 'world',
    request: undefined,
    response: z.array(playerSeasonStatsSchema),
    errors: CAREER,
    tags: ['roster', 'season'],
  }),
  /** Fitness recovery: a paid decision once per matchday. */
  fitnessRecoveryQuote: defineRoute({
    method: 'GET',
    path: '/players/recover-fitness',
    serves: 'club',
    request: undefined,
    response: fitnessRecoveryQuoteSchema,
    errors: CAREER,
    tags: ['roster', 'budget'],
  }),
  recoverFitness: defineRoute({
    method: 'POST',
    path: '/players/recover-fitness',
    serves: 'club',
    request: recoverFitnessPayloadSchema,
    response: recoverFitnessResponseSchema,
    errors: [400, 401, 409],
    invalidates: ['roster', 'budget'],
    whileLive: { refused: 'money' },
  }),
} as const;

export const lineupRoutes = {
  /** The saved starting five, else the auto-assigned one; 404 when no five can be fielded. */
  get: defineRoute({
    method: 'GET',
    path: '/starting-lineup',
    serves: 'club',
    request: undefined,
    response: startingLineupSchema,
    errors: [400, 401, 404],
    tags: ['roster'],
  }),
  save: defineRoute({
    method: 'PUT',
    path: '/starting-lineup',
    serves: 'club',
    request: startingLineupPayloadSchema,
    response: startingLineupSchema,
    errors: [400, 401, 404],
    invalidates: ['roster'],
  }),
} as const;

export const dashboardRoutes = {
  stats: defineRoute({
    method: 'GET',
    path: '/dashboard/stats',
    serves: 'club',
    request: undefined,
    response: dashboardStatsSchema,
    errors: CAREER,
    tags: ['season', 'budget', 'roster'],
  }),
  /** The next match and, when it cannot be played yet, what holds it and where that is dealt with. */
  nextMatch: defineRoute({
    method: 'GET',
    path: '/dashboard/next-match',
    serves: 'club',
    request: undefined,
    response: nextMatchActionSchema,
    errors: CAREER,
    tags: ['season', 'office', 'user'],
  }),
} as const;

export const seasonRoutes = {
  /** The career's seasons, newest first, of one league when asked. */
  list: defineRoute({
    method: 'GET',
    path: '/seasons',
    serves: 'world',
    request: leagueIdQuerySchema,
    response: z.array(seasonSchema),
    errors: CAREER,
    tags: ['season'],
  }),
  /** A season's fixtures (the active season's without a seasonId). */
  matches: defineRoute({
    method: 'GET',
    path: '/matches',
    serves: 'world',
    request: seasonIdQuerySchema,
    response: z.array(matchSchema),
    errors: [400, 401, 404],
    tags: ['season'],
  }),
  standings: defineRoute({
    method: 'GET',
    path: '/standings/season/:seasonId',
    serves: 'world',
    request: undefined,
    response: z.array(standingSchema),
    errors: [400, 401, 404],
    tags: ['season'],
  }),
  status: defineRoute({
    method: 'GET',
    path: '/season/status',
    serves: 'world',
    request: undefined,
    response: seasonStatusSchema,
    errors: CAREER,
    tags: ['season'],
  }),
  /** Only when the season is complete (409 before); a second call answers the stored result. Irreversible. */
  end: defineRoute({
    method: 'POST',
    path: '/season/end',
    serves: 'club',
    request: noBodySchema,
    response: seasonEndResultSchema,
    errors: [400, 401, 409],
    invalidates: MATCHDAY_TAGS,
  }),
} as const;

export const matchesRoutes = {
  /** Developers in simulate mode only (403 otherwise). */
  simulate: defineRoute({
    method: 'POST',
    path: '/matches/:id/simulate',
    serves: 'club',
    request: undefined,
    response: simulateMatchResponseSchema,
    errors: [400, 401, 403, 404, 409],
    invalidates: ['season', 'roster', 'budget'],
  }),
  simulateMatchday: defineRoute({
    method: 'POST',
    path: '/matches/simulate-matchday/:matchday',
    serves: 'club',
    request: undefined,
    response: simulateMatchdayResponseSchema,
    errors: [400, 401, 403, 409],
    invalidates: MATCHDAY_TAGS,
  }),
  /** Runs the matchday's processing once its own match is played; idempotent. */
  completeProcessing: defineRoute({
    method: 'POST',
    path: '/matches/:id/complete-processing',
    serves: 'club',
    request: undefined,
    response: processingResultSchema,
    errors: [400, 401, 404, 409],
    invalidates: MATCHDAY_TAGS,
  }),
  /** Clients once reported scores here; now it only confirms the result the server recorded (409 otherwise). */
  confirmResult: defineRoute({
    method: 'PATCH',
    path: '/matches/:id/result',
    serves: 'club',
    request: matchResultPayloadSchema,
    response: matchSchema,
    errors: [400, 401, 404, 409],
    invalidates: [],
  }),
  /** A played match's play-by-play, each line with its period and clock (empty for an instant simulation); another career's match answers 404. */
  feed: defineRoute({
    method: 'GET',
    path: '/matches/:id/feed',
    serves: 'world',
    request: undefined,
    response: matchFeedSchema,
    errors: [400, 401, 404],
    tags: ['season'],
  }),
  /** The other national leagues' tables. */
  europeanLeagues: defineRoute({
    method: 'GET',
    path: '/european-leagues',
    serves: 'world',
    request: undefined,
    response: z.array(europeanLeagueSchema),
    errors: CAREER,
    tags: ['season'],
  }),
} as const;

export const cupRoutes = {
  /** The season's European Cup: entrants, bracket with every game, the champion. */
  europeanCup: defineRoute({
    method: 'GET',
    path: '/european-cup',
    serves: 'world',
    request: undefined,
    response: europeanCupSchema,
    errors: CAREER,
    tags: ['season'],
  }),
} as const;

export const moneyRoutes = {
  /** The manager's club's money movements, newest first. */
  transactions: defineRoute({
    method: 'GET',
    path: '/transactions',
    serves: 'club',
    request: undefined,
    response: z.array(transactionSchema),
    errors: CAREER,
    tags: ['budget'],
  }),
  /** One page of the club's transaction history, newest first, for one season or all; a bad page or limit is a 400. */
  ledger: defineRoute({
    method: 'GET',
    path: '/finances/ledger',
    serves: 'club',
    request: ledgerQuerySchema,
    response: ledgerPageSchema,
    errors: CAREER,
    tags: ['budget'],
  }),
  /** The career world's news, newest first. */
  news: defineRoute({
    method: 'GET',
    path: '/news',
    serves: 'club',
    request: undefined,
    response: z.array(newsItemSchema),
    errors: CAREER,
    tags: ['news'],
  }),
} as const;
