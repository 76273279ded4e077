/**
 * The manager's late-game instructions: foul to stop the clock, run the
 * clock, rest the starters. Each is a toggle the room keeps until he turns it
 * off; the room refuses one that makes no sense now (the refusal shows as any
 * other), and the synced team says which are in force.
 */
import type { LateInstruction, LiveMatchView } from '@hardwood/shared';
import { cx } from '../../components/ui';
import type { SendLiveMessage } from './ManagerPanels';
import { managedTeam } from './live-logic';

export const LATE_CHOICES: ReadonlyArray<{ instruction: LateInstruction; label: string; hint: string }> = [
  {
    instruction: 'foul',
    label: 'Foul to stop the clock',
    hint: 'Behind late: foul at once, so the clock stops and the leader must make his free throws.',
  },
  { instruction: 'run-clock', label: 'Run the clock', hint: 'Ahead late: use the whole shot clock on every possession.' },
  { instruction: 'rest', label: 'Rest the starters', hint: 'A decided game: bring the bench on and save the starters’ legs.' },
];

/**
 * The buttons' colours in every state. The one in force keeps dark text on
 * the court orange (about 7:1) even under the cursor, where it used to take
 * the idle buttons' grey hover; a tick and bold type mark it beyond colour.
 */
export const LATE_BUTTON_CLASS = {
  on: 'bg-court-500 font-semibold text-slate-950 ring-2 ring-court-400 hover:bg-court-400',
  off: 'bg-slate-800 text-slate-200 hover:bg-slate-700',
} as const;

/** The instructions in force for a synced team. */
export function activeInstructions(instructions: string | undefined): Set<string> {
  return new Set((instructions ?? '').split(',').filter(Boolean));
}

export function LateGamePanel({ view, send }: { view: LiveMatchView; send: SendLiveMessage }) {
  const mine = managedTeam(view);
  if (!mine) return null;
  const active = activeInstructions(mine.instructions);
  return (
    <section aria-label="Late game" className="space-y-2 rounded-lg bg-slate-950/60 p-3">
      <h4 className="font-semibold">Late game</h4>
      <div className="flex flex-wrap gap-1">
        {LATE_CHOICES.map((choice) => {
          const on = active.has(choice.instruction);
          return (
            <button
              key={choice.instruction}
              type="button"
              aria-pressed={on}
              title={choice.hint}
              onClick={() => send('instruction', { instruction: choice.instruction, on: !on })}
              className={cx('rounded-full px-3 py-1 text-sm', on ? LATE_BUTTON_CLASS.on : LATE_BUTTON_CLASS.off)}
            >
              {on ? <span aria-hidden="true">✓ </span> : null}
              {choice.label}
            </button>
          );
        })}
      </div>
      <ul className="space-y-0.5 text-xs text-slate-400">
        {LATE_CHOICES.map((choice) => (
          <li key={choice.instruction}>
            <span className="text-slate-300">{choice.label}:</span> {choice.hint}
          </li>
        ))}
      </ul>
    </section>
  );
}
