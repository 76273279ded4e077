/** Passes into live match rooms and the public Live Centre, declared once (see ../contract.ts). */
import { defineRoute } from '../contract.js';
import { liveCentreSchema, liveCentreTokenRequestSchema, liveCentreTokenResponseSchema } from '../schemas-live-centre.js';
import { replayTimelineSchema } from '../schemas-replay.js';
import { liveTokenRequestSchema, liveTokenResponseSchema } from '../schemas-live.js';

export const liveRoutes = {
  /** A short-lived pass into one of the career's match rooms, as manager or spectator (404 for anything else). */
  token: defineRoute({
    method: 'POST',
    path: '/live/token',
    serves: 'account',
    request: liveTokenRequestSchema,
    response: liveTokenResponseSchema,
    errors: [400, 401, 404, 409],
    invalidates: [],
  }),
} as const;

/** Public: no sign-in. */
export const liveCentreRoutes = {
  /** Live matches with score, period, clock and spectators; the last results, the next fixtures and the table. */
  listing: defineRoute({
    method: 'GET',
    path: '/live-centre',
    serves: 'public',
    request: undefined,
    response: liveCentreSchema,
    errors: [],
    tags: [],
  }),
  /** A spectator's pass into one live Live Centre match (404 for anything else). */
  token: defineRoute({
    method: 'POST',
    path: '/live-centre/token',
    serves: 'public',
    request: liveCentreTokenRequestSchema,
    response: liveCentreTokenResponseSchema,
    errors: [400, 404, 429],
    invalidates: [],
  }),
  /** A finished Live Centre match again, replayed from its start and command log (404 while it plays, or once its cycle's records are gone). */
  replay: defineRoute({
    method: 'GET',
    path: '/live-centre/matches/:id/replay',
    serves: 'public',
    request: undefined,
    response: replayTimelineSchema,
    errors: [404, 429],
    tags: [],
  }),
} as const;
