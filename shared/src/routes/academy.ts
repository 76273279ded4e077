/** The youth academy, youth scouting and the player editor, declared once (see ../contract.ts). */
import { z } from 'zod';
import { defineRoute, ROUTE_TAGS, type RouteTag } from '../contract.js';
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
} from '../schemas-academy.js';
import {
  editorPlayerSchema,
  editorTeamSchema,
  importPlayersPayloadSchema,
  importPlayersResponseSchema,
  noBodySchema,
  playerFormSchema,
} from '../schemas-club.js';

const READ = [400, 401] as const;
const ACADEMY_CALL = [400, 401, 404, 409] as const;
/** The academy, its slots, the budget, the roster and the money lists all move. */
const ACADEMY_TAGS: readonly RouteTag[] = ['academy', 'budget', 'roster', 'office'];

export const academyRoutes = {
  academy: defineRoute({
    method: 'GET',
    path: '/youth-academy',
    serves: 'club',
    request: undefined,
    response: academySchema.nullable(),
    errors: READ,
    tags: ['academy'],
  }),
  academySlots: defineRoute({
    method: 'GET',
    path: '/youth-academy/slots',
    serves: 'club',
    request: undefined,
    response: z.array(academySlotSchema),
    errors: READ,
    tags: ['academy'],
  }),
  /** The server's price and capacity: a client's `capacity` and `cost` are read and ignored. */
  createAcademy: defineRoute({
    method: 'POST',
    path: '/youth-academy',
    serves: 'club',
    request: academyPayloadSchema,
    response: academyAnswerSchema,
    errors: ACADEMY_CALL,
    invalidates: ACADEMY_TAGS,
    whileLive: { refused: 'money' },
  }),
  upgradeAcademy: defineRoute({
    method: 'POST',
    path: '/youth-academy/upgrade',
    serves: 'club',
    request: academyPayloadSchema,
    response: academyAnswerSchema,
    errors: ACADEMY_CALL,
    invalidates: ACADEMY_TAGS,
    whileLive: { refused: 'money' },
  }),
  recruitYouth: defineRoute({
    method: 'POST',
    path: '/youth-academy/recruit',
    serves: 'club',
    request: recruitPayloadSchema,
    response: recruitAnswerSchema,
    errors: ACADEMY_CALL,
    invalidates: ACADEMY_TAGS,
  }),
  releaseYouth: defineRoute({
    method: 'POST',
    path: '/youth-academy/release/:playerId',
    serves: 'club',
    request: noBodySchema,
    response: releaseAnswerSchema,
    errors: ACADEMY_CALL,
    invalidates: ACADEMY_TAGS,
    whileLive: { refused: 'money' },
  }),
  promoteYouth: defineRoute({
    method: 'POST',
    path: '/youth-academy/promote/:playerId',
    serves: 'club',
    request: promotePayloadSchema,
    response: promoteAnswerSchema,
    errors: ACADEMY_CALL,
    invalidates: ACADEMY_TAGS,
    whileLive: { refused: 'squad' },
  }),
  /** The season's tournament (null without an academy): the 10 matches with their states and records, and the running tally. */
  tournamentMatches: defineRoute({
    method: 'GET',
    path: '/youth-academy/tournament-matches',
    serves: 'club',
    request: undefined,
    response: tournamentOverviewSchema.nullable(),
    errors: READ,
    tags: ['academy', 'season'],
  }),
  /** The match of the current matchday while it is unplayed (it warns on the live Play button), else null. */
  pendingTournamentMatch: defineRoute({
    method: 'GET',
    path: '/youth-academy/pending-match',
    serves: 'club',
    request: undefined,
    response: tournamentMatchSchema.nullable(),
    errors: READ,
    tags: ['academy', 'season'],
  }),
  youthPlayerStats: defineRoute({
    method: 'GET',
    path: '/youth-academy/player-stats',
    serves: 'club',
    request: undefined,
    response: z.array(youthPlayerStatsSchema),
    errors: READ,
    tags: ['academy'],
  }),
  /** The server plays it from the career's seed: only matchId is read; a second call answers the stored record. */
  playTournamentMatch: defineRoute({
    method: 'POST',
    path: '/youth-academy/tournament-match',
    serves: 'club',
    request: tournamentMatchPayloadSchema,
    response: tournamentPlayAnswerSchema,
    errors: ACADEMY_CALL,
    invalidates: [...ACADEMY_TAGS, 'news'],
  }),
} as const;

export const youthScoutingRoutes = {
  reports: defineRoute({
    method: 'GET',
    path: '/scouting/reports',
    serves: 'club',
    request: undefined,
    response: scoutingReportsSchema,
    errors: READ,
    tags: ['academy'],
  }),
  start: defineRoute({
    method: 'POST',
    path: '/scouting/start',
    serves: 'club',
    request: scoutingStartPayloadSchema,
    response: scoutingStartAnswerSchema,
    errors: ACADEMY_CALL,
    invalidates: ACADEMY_TAGS,
    whileLive: { refused: 'money' },
  }),
  signProspect: defineRoute({
    method: 'POST',
    path: '/scouting/sign/:prospectId',
    serves: 'club',
    request: noBodySchema,
    response: prospectSignAnswerSchema,
    errors: ACADEMY_CALL,
    invalidates: ACADEMY_TAGS,
  }),
  /** Discarding a prospect pays his compensation. */
  discardProspect: defineRoute({
    method: 'POST',
    path: '/scouting/discard/:prospectId',
    serves: 'club',
    request: noBodySchema,
    response: prospectDiscardAnswerSchema,
    errors: ACADEMY_CALL,
    invalidates: ACADEMY_TAGS,
    whileLive: { refused: 'money' },
  }),
} as const;

/** An edited player may be anyone's, and the career becomes a sandbox: every read goes stale. */
const EDITOR_TAGS = ROUTE_TAGS;

export const editorRoutes = {
  /** Every player of the career's world, grouped by team name (free agents last); 409 in a world of several managers. */
  players: defineRoute({
    method: 'GET',
    path: '/settings/players',
    serves: 'club',
    request: undefined,
    response: z.array(editorTeamSchema),
    errors: [400, 401, 409, 429],
    tags: ['roster'],
  }),
  updatePlayer: defineRoute({
    method: 'PUT',
    path: '/settings/player/:playerId',
    serves: 'club',
    request: playerFormSchema,
    response: editorPlayerSchema,
    errors: [400, 401, 404, 409],
    invalidates: EDITOR_TAGS,
    whileLive: { refused: 'editor' },
  }),
  importPlayers: defineRoute({
    method: 'POST',
    path: '/settings/players/import',
    serves: 'club',
    request: importPlayersPayloadSchema,
    response: importPlayersResponseSchema,
    errors: [400, 401, 409],
    invalidates: EDITOR_TAGS,
    whileLive: { refused: 'editor' },
  }),
} as const;
