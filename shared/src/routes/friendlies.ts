/** Friendlies between two managers, declared once (see ../contract.ts). */
import { z } from 'zod';
import { defineRoute } from '../contract.js';
import {
  friendliesSchema,
  friendlyChallengeLinkSchema,
  friendlyChallengeSchema,
  friendlyClubRequestSchema,
  friendlyPassSchema,
  friendlySchema,
} from '../schemas-friendlies.js';
import { replayTimelineSchema } from '../schemas-replay.js';

/** Signed-in managers with a club, unless a route says otherwise. */
export const friendliesRoutes = {
  /** The manager's open challenges, accepted friendlies to play, and played ones with their results. */
  list: defineRoute({
    method: 'GET',
    path: '/friendlies',
    serves: 'account',
    request: undefined,
    response: friendliesSchema,
    errors: [400, 401],
    tags: ['friendlies'],
  }),
  /** A new challenge from the manager's club: a link with an unguessable token, open for FRIENDLY.challengeExpiryHours. */
  create: defineRoute({
    method: 'POST',
    path: '/friendlies',
    serves: 'account',
    request: friendlyClubRequestSchema,
    response: friendlyChallengeLinkSchema,
    status: 201,
    errors: [400, 401, 404, 409],
    invalidates: ['friendlies'],
  }),
  /** The challenge behind a link, as whoever opens it sees it (signed in; 404 for an unknown token). */
  challenge: defineRoute({
    method: 'GET',
    path: '/friendlies/challenge/:token',
    serves: 'account',
    request: undefined,
    response: friendlyChallengeSchema,
    errors: [401, 404],
    tags: ['friendlies'],
  }),
  /** Accepts a challenge with the manager's own club: the friendly is made, for both managers to coach live. */
  accept: defineRoute({
    method: 'POST',
    path: '/friendlies/challenge/:token/accept',
    serves: 'account',
    request: friendlyClubRequestSchema,
    response: friendlySchema,
    errors: [400, 401, 404, 409],
    invalidates: ['friendlies'],
  }),
  /** Withdraws the manager's own open challenge. */
  cancel: defineRoute({
    method: 'POST',
    path: '/friendlies/challenge/:token/cancel',
    serves: 'account',
    request: undefined,
    response: z.object({ cancelled: z.literal(true) }),
    errors: [401, 404, 409],
    invalidates: ['friendlies'],
  }),
  /** A friendly by the key in its link: the sides, where it stands, its result and box score (public; the caller's side when he coaches it). */
  detail: defineRoute({
    method: 'GET',
    path: '/friendlies/:key',
    serves: 'public',
    request: undefined,
    response: friendlySchema,
    errors: [404],
    tags: ['friendlies'],
  }),
  /** A coach's pass into the friendly's room (404 for anyone else; 409 once it is over). */
  token: defineRoute({
    method: 'POST',
    path: '/friendlies/:key/token',
    serves: 'account',
    request: undefined,
    response: friendlyPassSchema,
    errors: [401, 404, 409],
    invalidates: [],
  }),
  /** A spectator's pass (public, as in the Live Centre: a few a minute per address; 404 unless it is being played). */
  watch: defineRoute({
    method: 'POST',
    path: '/friendlies/:key/watch',
    serves: 'public',
    request: undefined,
    response: friendlyPassSchema,
    errors: [404, 429],
    invalidates: [],
  }),
  /** A finished friendly replayed from its start and command log (public; 404 before it is over). */
  replay: defineRoute({
    method: 'GET',
    path: '/friendlies/:key/replay',
    serves: 'public',
    request: undefined,
    response: replayTimelineSchema,
    errors: [404],
    tags: ['friendlies'],
  }),
} as const;
