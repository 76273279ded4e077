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

/** A plan to review against the club's last match played live (the editor's draft, saved or not). */
export const planReviewRequestSchema = z.object({ plan: gamePlanSchema }).strict();

export const planReviewMomentSchema = z.object({
  t: z.number().int().nonnegative(),
  period: z.number().int().positive(),
  clock: z.number().int().nonnegative(),
  who: z.enum(['plan', 'you']),
  line: z.string(),
});

/**
 * What the plan would have done in the club's last match played live, beside
 * what the manager did; `match` is null before the club has played one live,
 * and `replayed` false when its record no longer replays (an older engine).
 */
export const planReviewSchema = z.object({
  match: z
    .object({
      matchId: idSchema,
      matchday: z.number().int().positive(),
      opponent: z.string(),
      home: z.boolean(),
      score: z.object({ own: z.number().int(), other: z.number().int() }),
      replayed: z.boolean(),
    })
    .nullable(),
  moments: z.array(planReviewMomentSchema),
  planCount: z.number().int().nonnegative(),
  youCount: z.number().int().nonnegative(),
});
export type PlanReviewView = z.infer<typeof planReviewSchema>;

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
  /** Changes nothing: a POST because the plan under review travels in the body. */
  review: defineRoute({
    method: 'POST',
    path: '/game-plan/review',
    serves: 'club',
    request: planReviewRequestSchema,
    response: planReviewSchema,
    errors: [400, 401],
    invalidates: [],
  }),
} as const;
