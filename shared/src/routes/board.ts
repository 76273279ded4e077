/** The board: its objectives, confidence and reasons, and the job offers the manager takes or declines, declared once (see ../contract.ts). */
import { defineRoute, ROUTE_TAGS, type RouteTag } from '../contract.js';
import { noBodySchema } from '../schemas-club.js';
import { boardViewSchema, takeOfferResponseSchema } from '../schemas-board.js';

/** Taking a job moves the manager to another club: every read of his club is stale. */
const NEW_CLUB_TAGS: readonly RouteTag[] = ROUTE_TAGS;

export const boardRoutes = {
  /** The board of the manager's club: objectives with their progress, confidence and its reasons, his job offers, and whether he was sacked. */
  view: defineRoute({
    method: 'GET',
    path: '/board',
    serves: 'club',
    request: undefined,
    response: boardViewSchema,
    errors: [400, 401, 409],
    tags: ['season', 'teams', 'budget'],
  }),
  /** Takes a job offer: his seat moves to that club (the old club's records stay with it). */
  take: defineRoute({
    method: 'POST',
    path: '/board/offers/:teamId/take',
    serves: 'club',
    request: noBodySchema,
    response: takeOfferResponseSchema,
    errors: [400, 401, 404, 409],
    invalidates: NEW_CLUB_TAGS,
  }),
  /** Declines a job offer (a sacked manager keeps at least one to take). */
  decline: defineRoute({
    method: 'POST',
    path: '/board/offers/:teamId/decline',
    serves: 'club',
    request: noBodySchema,
    response: boardViewSchema,
    errors: [400, 401, 404, 409],
    invalidates: ['teams'],
  }),
} as const;
