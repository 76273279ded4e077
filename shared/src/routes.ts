/**
 * The API's routes declared once (shared/src/contract.ts): the API mounts
 * each from here and the client calls it from here. Routes move here as
 * their features are touched; the club's routes are born here.
 */
import { defineRoute } from './contract.js';
import { dashboardStatsSchema, seasonStatusSchema } from './schemas.js';

export const ROUTES = {
  dashboardStats: defineRoute({ method: 'GET', path: '/dashboard/stats', request: undefined, response: dashboardStatsSchema }),
  seasonStatus: defineRoute({ method: 'GET', path: '/season/status', request: undefined, response: seasonStatusSchema }),
} as const;
