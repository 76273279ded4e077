/** The manager's game plans: his default one and the one for his next match, declared once (see ../contract.ts). */
import { z } from 'zod';
import { defineRoute } from '../contract.js';
import { gamePlanSchema } from '../plan/schema.js';
import { AUTOPILOT_MODES } from '../plan/autopilot.js';
import { GAME_PLAN_LIMITS } from '../rules.js';
import { idSchema } from '../schemas.js';

/** Who coaches a present manager's side when he gives no command: nobody but him, his plan, or the AI after some idle minutes. */
export const autopilotSchema = z
  .object({
    mode: z.enum(AUTOPILOT_MODES),
    /** With 'ai-after': the game minutes without a command before the AI coaches for him. */
    idleMinutes: z.number().int().min(GAME_PLAN_LIMITS.minIdleMinutes).max(GAME_PLAN_LIMITS.maxIdleMinutes).nullable(),
  })
  .strict()
  .refine((a) => (a.mode === 'ai-after') === (a.idleMinutes !== null), {
    message: 'Idle minutes are given with "the AI after N idle minutes", and only then',
  });
export type Autopilot = z.infer<typeof autopilotSchema>;

/** A manager's plans: the default for every match, one for his next match only (it wins for that match), and his autopilot. */
export const gamePlansSchema = z.object({
  defaultPlan: gamePlanSchema.nullable(),
  nextMatch: z.object({ matchId: idSchema, plan: gamePlanSchema }).nullable(),
  autopilot: autopilotSchema,
});
export type GamePlans = z.infer<typeof gamePlansSchema>;

/** Saving a plan: the default, or the next match's (null clears it); the autopilot alone may be saved too. */
export const saveGamePlanSchema = z.discriminatedUnion('scope', [
  z.object({ scope: z.literal('default'), plan: gamePlanSchema.nullable() }).strict(),
  z.object({ scope: z.literal('next-match'), plan: gamePlanSchema.nullable() }).strict(),
  z.object({ scope: z.literal('autopilot'), autopilot: autopilotSchema }).strict(),
]);
export type SaveGamePlan = z.infer<typeof saveGamePlanSchema>;

export const gamePlanRoutes = {
  plans: defineRoute({
    method: 'GET',
    path: '/game-plan',
    serves: 'club',
    request: undefined,
    response: gamePlansSchema,
    errors: [401],
    tags: ['roster'],
  }),
  /** A plan's rules are checked with messages naming the rule at fault (400); a player not of the club is refused too. */
  save: defineRoute({
    method: 'PUT',
    path: '/game-plan',
    serves: 'club',
    request: saveGamePlanSchema,
    response: gamePlansSchema,
    errors: [400, 401, 409],
    invalidates: ['roster'],
  }),
} as const;
