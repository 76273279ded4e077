/** The account, the public catalogue and a career's setup, declared once (see ../contract.ts). */
import { z } from 'zod';
import { defineRoute } from '../contract.js';
import {
  catalogueStatsSchema,
  countrySchema,
  setupCompletePayloadSchema,
  setupTeamSchema,
  simulateModePatchSchema,
  simulateModePostSchema,
  userSchema,
} from '../schemas.js';

/** Signed-in routes answer 401 without a session. */
const SIGNED_IN = [401] as const;

export const authRoutes = {
  /** The signed-in user; 401 when signed out (the client reads that as "signed out", not as an error). */
  currentUser: defineRoute({
    method: 'GET',
    path: '/auth/user',
    serves: 'account',
    request: undefined,
    response: userSchema,
    errors: SIGNED_IN,
    tags: ['user'],
  }),
  forceRefreshUser: defineRoute({
    method: 'POST',
    path: '/auth/user/force-refresh',
    serves: 'account',
    request: undefined,
    response: userSchema,
    errors: SIGNED_IN,
    invalidates: ['user'],
  }),
  /** Developers only: 403 for anyone else, checked before the body. */
  setSimulateMode: defineRoute({
    method: 'PATCH',
    path: '/auth/user/simulate-mode',
    serves: 'account',
    request: simulateModePatchSchema,
    response: userSchema,
    errors: [400, 401, 403],
    invalidates: ['user'],
  }),
  /** The profile page's older form of the same switch. */
  setSimulateModeByFlag: defineRoute({
    method: 'POST',
    path: '/user/simulate-mode',
    serves: 'account',
    request: simulateModePostSchema,
    response: userSchema,
    errors: [400, 401, 403],
    invalidates: ['user'],
  }),
} as const;

export const catalogueRoutes = {
  /** Public figures for the landing page; cached by browsers for five minutes. */
  stats: defineRoute({
    method: 'GET',
    path: '/catalogue/stats',
    serves: 'public',
    request: undefined,
    response: catalogueStatsSchema,
    errors: [],
    tags: [],
  }),
} as const;

const setupResultSchema = z.object({
  success: z.literal(true),
  team: z.object({ id: z.string(), name: z.string(), city: z.string(), league: z.string() }),
  seasonId: z.string(),
});
export type SetupResult = z.infer<typeof setupResultSchema>;

/** Everything a career holds: what setting one up or abandoning it makes stale. */
const CAREER_TAGS = ['user', 'teams', 'budget', 'roster', 'season', 'office', 'loans', 'market', 'academy', 'news'] as const;

export const setupRoutes = {
  countries: defineRoute({
    method: 'GET',
    path: '/setup/countries',
    serves: 'account',
    request: undefined,
    response: z.array(countrySchema),
    errors: SIGNED_IN,
    tags: [],
  }),
  teams: defineRoute({
    method: 'GET',
    path: '/setup/teams/:countryId',
    serves: 'account',
    request: undefined,
    response: z.array(setupTeamSchema),
    errors: [401, 404],
    tags: [],
  }),
  /** Builds the career's world; 409 while another setup or an abandon of the same account runs. */
  complete: defineRoute({
    method: 'POST',
    path: '/setup/complete',
    serves: 'account',
    request: setupCompletePayloadSchema,
    response: setupResultSchema,
    status: 201,
    errors: [400, 401, 409],
    invalidates: CAREER_TAGS,
  }),
  /** Deletes the career (and closes its live match). The client drops the career's cached reads rather than fetch them again. */
  abandonCareer: defineRoute({
    method: 'POST',
    path: '/user/abandon-career',
    serves: 'account',
    request: undefined,
    response: z.object({ success: z.literal(true), deleted: z.number().int() }),
    errors: [401, 409],
    invalidates: ['user'],
  }),
} as const;
