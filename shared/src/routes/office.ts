/** The general manager's office: salaries, read marks, agents, injuries, sponsors, declared once (see ../contract.ts). */
import { z } from 'zod';
import { defineRoute, type RouteTag } from '../contract.js';
import {
  agentAnswerSchema,
  agentRequestSchema,
  injurySchema,
  managerSettingsSchema,
  markReadPayloadSchema,
  officeMatchdayQuerySchema,
  officeNotificationSchema,
  paySalaryPayloadSchema,
  paySalaryResponseSchema,
  readRecordSchema,
  respondPayloadSchema,
  salaryPaymentSchema,
  sponsorshipAnswerSchema,
  sponsorshipOfferSchema,
  treatInjuryPayloadSchema,
  treatInjuryResponseSchema,
} from '../schemas-club.js';

const READ = [400, 401] as const;
const OFFICE_CALL = [400, 401, 404, 409] as const;
/** An office decision moves the budget, the money lists, squads and every office list. */
const DECISION_TAGS: readonly RouteTag[] = ['office', 'budget', 'roster'];

export const officeRoutes = {
  /** The matters not yet read (the badge counts them; a live match waits for none). */
  notifications: defineRoute({
    method: 'GET',
    path: '/office/notifications',
    serves: 'club',
    request: officeMatchdayQuerySchema,
    response: z.array(officeNotificationSchema),
    errors: READ,
    tags: ['office'],
  }),
  /** The salary payment of a matchday (default: the latest due); null when none is due. */
  salaryPayment: defineRoute({
    method: 'GET',
    path: '/office/salary-payment',
    serves: 'club',
    request: officeMatchdayQuerySchema,
    response: salaryPaymentSchema.nullable(),
    errors: READ,
    tags: ['office'],
  }),
  paySalary: defineRoute({
    method: 'POST',
    path: '/office/pay-salary',
    serves: 'club',
    request: paySalaryPayloadSchema,
    response: paySalaryResponseSchema,
    errors: OFFICE_CALL,
    invalidates: DECISION_TAGS,
    whileLive: { refused: 'office' },
  }),
  readNotifications: defineRoute({
    method: 'GET',
    path: '/office/read-notifications',
    serves: 'club',
    request: undefined,
    response: z.array(readRecordSchema),
    errors: READ,
    tags: ['office'],
  }),
  /** The manager's own settings at his club: his seat's, never another manager's. */
  managerSettings: defineRoute({
    method: 'GET',
    path: '/settings/manager',
    serves: 'club',
    request: undefined,
    response: managerSettingsSchema,
    errors: READ,
    tags: ['office'],
  }),
  updateManagerSettings: defineRoute({
    method: 'PUT',
    path: '/settings/manager',
    serves: 'club',
    request: managerSettingsSchema,
    response: managerSettingsSchema,
    errors: [400, 401],
    invalidates: ['office'],
  }),
  markRead: defineRoute({
    method: 'POST',
    path: '/office/notifications/mark-read',
    serves: 'club',
    request: markReadPayloadSchema,
    response: z.object({ success: z.literal(true) }),
    errors: [400, 401, 404],
    invalidates: ['office'],
  }),
  agentRequests: defineRoute({
    method: 'GET',
    path: '/office/agent-requests',
    serves: 'club',
    request: undefined,
    response: z.array(agentRequestSchema),
    errors: READ,
    tags: ['office'],
  }),
  answerAgentRequest: defineRoute({
    method: 'POST',
    path: '/office/agent-request/:requestId',
    serves: 'club',
    request: respondPayloadSchema,
    response: agentAnswerSchema,
    errors: OFFICE_CALL,
    invalidates: [...DECISION_TAGS, 'market'],
    whileLive: { refused: 'office' },
  }),
  /** The career's injuries of its own players: active ones, then this season's healed ones. */
  injuries: defineRoute({
    method: 'GET',
    path: '/office/injuries',
    serves: 'club',
    request: undefined,
    response: z.array(injurySchema),
    errors: READ,
    tags: ['office', 'roster'],
  }),
  treatInjury: defineRoute({
    method: 'POST',
    path: '/office/treat-injury/:injuryId',
    serves: 'club',
    request: treatInjuryPayloadSchema,
    response: treatInjuryResponseSchema,
    errors: OFFICE_CALL,
    invalidates: DECISION_TAGS,
    whileLive: { refused: 'office' },
  }),
  sponsorshipOffers: defineRoute({
    method: 'GET',
    path: '/office/sponsorship-offers',
    serves: 'club',
    request: undefined,
    response: z.array(sponsorshipOfferSchema),
    errors: READ,
    tags: ['office'],
  }),
  answerSponsorship: defineRoute({
    method: 'POST',
    path: '/office/sponsorship-offer/:offerId',
    serves: 'club',
    request: respondPayloadSchema,
    response: sponsorshipAnswerSchema,
    errors: OFFICE_CALL,
    invalidates: DECISION_TAGS,
    whileLive: { refused: 'office' },
  }),
} as const;
