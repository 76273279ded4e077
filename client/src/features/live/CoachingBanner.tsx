/**
 * Who coaches the manager's side in his live match. A banner whenever it is
 * anybody but him ("Your plan is coaching · take control"), the autopilot as
 * a small select, and "Leave it to the plan": his plan coaches on while he
 * browses the club. Before tip-off, a link to the plan editor.
 */
import { useEffect, useId, useState } from 'react';
import { Link } from 'wouter';
import type { Autopilot, LiveMatchView } from '@hardwood/shared';
import { Button } from '../../components/ui';
import { AUTOPILOT_CHOICES, autopilotLabel, autopilotOf, GAME_PLAN_PATH } from '../game-plan';
import { managedTeam } from './live-logic';
import type { SendLiveMessage } from './ManagerPanels';

export const TAKE_CONTROL: Autopilot = { mode: 'off', idleMinutes: null };

const COACHED_TEXT: Record<string, string> = {
  plan: 'Your plan is coaching',
  ai: 'The AI is coaching',
};

/** The banner over the match while the plan or the AI coaches his side; nothing while he does. */
export function CoachingBanner({ view, send }: { view: LiveMatchView; send: SendLiveMessage }) {
  const mine = managedTeam(view);
  const text = mine?.coachedBy ? COACHED_TEXT[mine.coachedBy] : undefined;
  if (!text || view.status === 'finished') return null;
  return (
    <div
      role="status"
      data-testid="coaching-banner"
      className="flex flex-wrap items-center justify-center gap-x-2 gap-y-1 rounded-lg border border-sky-700 bg-sky-950/50 px-3 py-2 text-sm text-sky-100"
    >
      <span className="min-w-0 font-semibold">{text}</span> <span aria-hidden="true">·</span>{' '}
      <button
        type="button"
        onClick={() => send('autopilot', TAKE_CONTROL)}
        className="rounded font-semibold text-court-400 underline-offset-2 hover:underline"
      >
        take control
      </button>
    </div>
  );
}

/** The autopilot select, "Leave it to the plan", and before tip-off the way to the plan editor. */
export function CoachingControls({ view, send }: { view: LiveMatchView; send: SendLiveMessage }) {
  const mine = managedTeam(view);
  const selectId = useId();
  /** The mode he left to the plan from, until the room says the plan has it (the note shows at once, not after the round trip). */
  const [leftFrom, setLeftFrom] = useState<string | null>(null);
  const current = autopilotOf(mine?.autopilot, mine?.autopilotIdleMinutes);
  useEffect(() => {
    if (current.mode === 'plan') setLeftFrom(null);
  }, [current.mode]);
  if (!mine || view.status === 'finished') return null;
  // The "AI after N minutes" option keeps the minutes he chose (the editor's suggestion when he has none yet).
  const aiAfter = autopilotOf('ai-after', mine.autopilotIdleMinutes);
  const options: Autopilot[] = [{ mode: 'off', idleMinutes: null }, { mode: 'plan', idleMinutes: null }, aiAfter];
  const choose = (mode: string) => {
    const next = options.find((o) => o.mode === mode);
    if (next) send('autopilot', next);
  };
  const leave = () => {
    send('autopilot', { mode: 'plan', idleMinutes: null });
    setLeftFrom(current.mode);
  };
  const explanation = AUTOPILOT_CHOICES.find((c) => c.mode === current.mode)?.explanation;
  return (
    <section aria-label="Coaching" className="min-w-0 space-y-2 rounded-lg bg-slate-950/60 p-3 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={selectId} className="text-slate-300">
          Autopilot
        </label>
        <select
          id={selectId}
          value={current.mode}
          onChange={(e) => choose(e.target.value)}
          className="h-9 min-w-0 max-w-full rounded-lg border border-slate-700 bg-slate-950 px-2 text-sm text-slate-100"
        >
          {options.map((o) => (
            <option key={o.mode} value={o.mode}>
              {autopilotLabel(o)}
            </option>
          ))}
        </select>
        {current.mode !== 'plan' ? (
          <Button variant="outline" size="sm" onClick={leave}>
            Leave it to the plan
          </Button>
        ) : null}
        {view.status === 'not_started' ? (
          <Link href={GAME_PLAN_PATH} className="font-semibold text-court-400 hover:underline">
            Game plan
          </Link>
        ) : null}
      </div>
      {explanation ? <p className="text-xs text-slate-400">{explanation}</p> : null}
      {leftFrom === current.mode || current.mode === 'plan' ? (
        <p className="text-xs text-sky-200" data-testid="left-to-plan">
          Your plan coaches on: you may{' '}
          <Link href="/dashboard" className="font-semibold text-court-400 hover:underline">
            browse the club
          </Link>{' '}
          while it plays on, and come back to take control at any time.
        </p>
      ) : null}
    </section>
  );
}
