/**
 * A player's refusal explained: each reason with the share of the refusal it
 * carries, and what would change his mind (economy/refusal.ts makes it).
 */
import { z } from 'zod';

export const REFUSAL_FACTORS = ['morale', 'role', 'club', 'money'] as const;
export type RefusalFactor = (typeof REFUSAL_FACTORS)[number];

export const refusalReasonSchema = z.object({
  factor: z.enum(REFUSAL_FACTORS),
  /** What counts against him, in words ("Your club is 11th of 16"). */
  label: z.string(),
  /**
   * This factor's share of everything that counts against him, 0-1: the
   * reasons' weights sum to 1 (rounded to hundredths, the largest takes the rest).
   */
  weight: z.number().min(0).max(1),
});
export type RefusalReason = z.infer<typeof refusalReasonSchema>;

export const refusalExplanationSchema = z.object({
  accepted: z.boolean(),
  /** What counts against him, heaviest first; empty when nothing does. */
  reasons: z.array(refusalReasonSchema),
  /** Concrete levers, one per reason, in the reasons' order ("an offer of at least €1.2M a season"). */
  wouldChange: z.array(z.string()),
});
export type RefusalExplanation = z.infer<typeof refusalExplanationSchema>;
