/**
 * Who coaches a game the manager watches when he gives no command: nobody
 * but him, his plan, or the AI after the idle minutes he chooses; each with
 * its one-line explanation. Saved on its own (scope 'autopilot').
 */
import { useEffect, useId, useState } from 'react';
import { ROUTES, type Autopilot, type AutopilotMode } from '@hardwood/shared';
import { Button, Card, CardTitle, ErrorNote, cx } from '../../components/ui';
import { errorMessage } from '../../lib/api';
import { useRouteMutation, type RouteCall } from '../../lib/contract';
import { toast } from '../../lib/toast';
import { AUTOPILOT_CHOICES, SUGGESTED_IDLE_MINUTES } from './autopilot-text';

export function AutopilotChoice({ saved }: { saved: Autopilot }) {
  const [mode, setMode] = useState<AutopilotMode>(saved.mode);
  const [idle, setIdle] = useState<number>(saved.idleMinutes ?? SUGGESTED_IDLE_MINUTES);
  // A fresh answer from the server (after a save elsewhere) resets the choice.
  useEffect(() => {
    setMode(saved.mode);
    setIdle(saved.idleMinutes ?? SUGGESTED_IDLE_MINUTES);
  }, [saved.mode, saved.idleMinutes]);
  const idleId = useId();
  const name = useId();
  const save = useRouteMutation(
    ROUTES.gamePlan.save,
    (autopilot: Autopilot): RouteCall<typeof ROUTES.gamePlan.save> => [{}, { scope: 'autopilot', autopilot }],
    { onSuccess: () => toast({ title: 'Autopilot saved' }) },
  );
  const next: Autopilot = { mode, idleMinutes: mode === 'ai-after' ? idle : null };
  const changed = next.mode !== saved.mode || next.idleMinutes !== saved.idleMinutes;

  return (
    <Card className="min-w-0 space-y-3">
      <CardTitle>Autopilot</CardTitle>
      <p className="text-sm text-slate-400">
        When you watch a game but give no command. A game you do not watch is always coached by your plan (or the AI without one).
      </p>
      <div role="radiogroup" aria-label="Autopilot" className="space-y-2">
        {AUTOPILOT_CHOICES.map((choice) => (
          <label
            key={choice.mode}
            className={cx(
              'flex min-w-0 cursor-pointer items-start gap-2 rounded-lg border p-2',
              mode === choice.mode ? 'border-court-500 bg-court-500/10' : 'border-slate-800',
            )}
          >
            <input type="radio" name={name} className="mt-1" checked={mode === choice.mode} onChange={() => setMode(choice.mode)} />
            <span className="min-w-0">
              <span className="block font-semibold">{choice.label}</span>
              <span className="block text-sm text-slate-400">{choice.explanation}</span>
            </span>
          </label>
        ))}
      </div>
      {mode === 'ai-after' ? (
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={idleId} className="text-sm text-slate-300">
            Idle game minutes
          </label>
          <input
            id={idleId}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            className="h-9 w-20 rounded-lg border border-slate-700 bg-slate-950 px-2 text-sm"
            value={Number.isFinite(idle) ? idle : ''}
            onChange={(e) => setIdle(Math.trunc(Number(e.target.value)))}
          />
        </div>
      ) : null}
      {save.isError ? <ErrorNote>{errorMessage(save.error, 'The autopilot could not be saved')}</ErrorNote> : null}
      <Button variant="secondary" disabled={!changed || save.isPending} onClick={() => save.mutate(next)}>
        {save.isPending ? 'Saving…' : 'Save autopilot'}
      </Button>
    </Card>
  );
}
