/**
 * Who coaches a present manager's side when he gives no command. Never the
 * AI behind his back: off (he coaches, or nobody does), his plan, or the AI
 * after the idle minutes he chose. An absent manager's side is always
 * coached by his plan when he has one (the AI otherwise).
 */
export const AUTOPILOT_MODES = ['off', 'plan', 'ai-after'] as const;
export type AutopilotMode = (typeof AUTOPILOT_MODES)[number];

/** Who is coaching a side right now, as the room shows it ("Your plan is coaching · take control"). */
export const COACHED_BY = ['manager', 'plan', 'ai'] as const;
export type CoachedBy = (typeof COACHED_BY)[number];
