/** The autopilot's choices in words, for the plan editor and the live match alike. */
import type { Autopilot, AutopilotMode } from '@hardwood/shared';

/**
 * The idle minutes the "AI after N idle minutes" choice starts at when the
 * manager has not chosen any yet: the editor's first suggestion, not a game
 * rule (the room takes any whole number the autopilot schema allows).
 */
export const SUGGESTED_IDLE_MINUTES = 5;

export const AUTOPILOT_CHOICES: ReadonlyArray<{ mode: AutopilotMode; label: string; explanation: string }> = [
  {
    mode: 'off',
    label: 'Off',
    explanation: 'You coach every game you watch; nobody takes over, however long you stay silent.',
  },
  {
    mode: 'plan',
    label: 'Follow my plan',
    explanation: 'Your game plan coaches even while you watch; a substitution, tactic or instruction of yours takes the side back.',
  },
  {
    mode: 'ai-after',
    label: 'The AI after idle minutes',
    explanation: 'If you give no command for that many game minutes, the AI coaches for you until you do.',
  },
];

/** The autopilot as its short label says it: "The AI after 5 idle minutes". */
export function autopilotLabel(autopilot: Autopilot): string {
  if (autopilot.mode === 'ai-after') return `The AI after ${autopilot.idleMinutes ?? SUGGESTED_IDLE_MINUTES} idle minutes`;
  return AUTOPILOT_CHOICES.find((c) => c.mode === autopilot.mode)?.label ?? autopilot.mode;
}

/** The autopilot a room's team reports (strings, the idle minutes 0 unless 'ai-after'), as the contract's shape. */
export function autopilotOf(mode: string | undefined, idleMinutes: number | undefined): Autopilot {
  if (mode === 'plan') return { mode: 'plan', idleMinutes: null };
  if (mode === 'ai-after') return { mode: 'ai-after', idleMinutes: idleMinutes && idleMinutes > 0 ? idleMinutes : SUGGESTED_IDLE_MINUTES };
  return { mode: 'off', idleMinutes: null };
}
