/**
 * The plan's rotation and timeouts: the energy a player is rested at and
 * comes back at, each squad player's most minutes and whether he closes
 * games (at most a five), when the closers come on; a timeout after the
 * other side's run, one kept for the end. An emptied box is "not set".
 */
import { useId } from 'react';
import { GAME_PLAN_LIMITS, type GamePlan, type Player, type PlanRotation, type PlanTimeouts } from '@hardwood/shared';
import { Button, Card, CardTitle } from '../../components/ui';
import { numberOrUndefined } from './plan-edit';

const INPUT = 'h-9 w-full min-w-0 rounded-lg border border-slate-700 bg-slate-950 px-2 text-sm text-slate-100';

function NumberBox({
  label,
  hint,
  value,
  onChange,
}: {
  label: string;
  hint?: string;
  value: number | null | undefined;
  onChange: (value: number | undefined) => void;
}) {
  const id = useId();
  return (
    <div className="min-w-0 space-y-1">
      <label htmlFor={id} className="block text-xs text-slate-400">
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        step={1}
        className={INPUT}
        value={value ?? ''}
        onChange={(e) => onChange(numberOrUndefined(e.target.value))}
      />
      {hint ? <p className="text-xs text-slate-500">{hint}</p> : null}
    </div>
  );
}

function Errors({ errors }: { errors: readonly string[] }) {
  if (errors.length === 0) return null;
  return (
    <ul role="alert" className="space-y-0.5 break-words rounded-lg border border-red-800 bg-red-950/60 p-2 text-sm text-red-200">
      {errors.map((e) => (
        <li key={e}>{e}</li>
      ))}
    </ul>
  );
}

export function RotationEditor({
  plan,
  roster,
  errors,
  gone,
  onChange,
  onDropGone,
}: {
  plan: GamePlan;
  roster: readonly Player[];
  /** The rotation's own errors ("Rotation: ..."). */
  errors: readonly string[];
  /** Player ids the plan names who are no longer in the squad. */
  gone: readonly string[];
  onChange: (rotation: PlanRotation) => void;
  onDropGone: () => void;
}) {
  const rotation = plan.rotation;
  const set = (patch: Partial<PlanRotation>) => onChange({ ...rotation, ...patch });
  const setMinutes = (id: string, value: number | undefined) => {
    const minutes = { ...rotation.minutes };
    if (value === undefined) delete minutes[id];
    else minutes[id] = value;
    set({ minutes });
  };
  const closersFull = rotation.closers.length >= GAME_PLAN_LIMITS.maxClosers;
  const toggleCloser = (id: string, on: boolean) =>
    set({ closers: on ? [...rotation.closers, id] : rotation.closers.filter((c) => c !== id) });

  return (
    <Card className="min-w-0 space-y-3">
      <CardTitle>Rotation</CardTitle>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <NumberBox
          label="Rest a player below energy"
          hint="Empty: the AI coach's own substitutions."
          value={rotation.restBelowEnergy}
          onChange={(v) => set({ restBelowEnergy: v ?? null })}
        />
        <NumberBox label="Bring him back at energy" value={rotation.returnAtEnergy} onChange={(v) => set({ returnAtEnergy: v ?? 0 })} />
        <NumberBox
          label="Closers on for the last seconds"
          value={rotation.closeFromSeconds}
          onChange={(v) => set({ closeFromSeconds: v ?? 0 })}
        />
      </div>
      <div className="min-w-0">
        <p className="text-xs text-slate-400">
          Most minutes a game (empty: no limit) and up to {GAME_PLAN_LIMITS.maxClosers} closers, who play the end of the last quarter and
          overtime.
        </p>
        {roster.length === 0 ? <p className="mt-2 text-sm text-slate-400">No players in the squad.</p> : null}
        <ul className="mt-2 divide-y divide-slate-800" aria-label="Minutes and closers">
          {roster.map((p) => {
            const closer = rotation.closers.includes(p.id);
            return (
              <li key={p.id} className="flex min-w-0 items-center gap-2 py-1.5">
                <span className="min-w-0 flex-1 truncate text-sm">
                  {p.name} <span className="text-xs text-slate-500">{p.position}</span>
                </span>
                <input
                  type="number"
                  inputMode="numeric"
                  step={1}
                  aria-label={`Minutes for ${p.name}`}
                  className={`${INPUT} w-16 shrink-0 sm:w-20`}
                  value={rotation.minutes[p.id] ?? ''}
                  onChange={(e) => setMinutes(p.id, numberOrUndefined(e.target.value))}
                />
                <label className="flex shrink-0 items-center gap-1 text-xs text-slate-300">
                  <input
                    type="checkbox"
                    checked={closer}
                    disabled={!closer && closersFull}
                    onChange={(e) => toggleCloser(p.id, e.target.checked)}
                    aria-label={`${p.name} closes games`}
                  />
                  Closer
                </label>
              </li>
            );
          })}
        </ul>
        {gone.length > 0 ? (
          <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-amber-300">
            <span>
              {gone.length === 1
                ? 'A player the plan names has left the squad.'
                : `${gone.length} players the plan names have left the squad.`}
            </span>
            <Button variant="secondary" size="sm" onClick={onDropGone}>
              Remove them from the plan
            </Button>
          </div>
        ) : null}
      </div>
      <Errors errors={errors} />
    </Card>
  );
}

export function TimeoutsEditor({
  timeouts,
  errors,
  onChange,
}: {
  timeouts: PlanTimeouts;
  errors: readonly string[];
  onChange: (timeouts: PlanTimeouts) => void;
}) {
  return (
    <Card className="min-w-0 space-y-3">
      <CardTitle>Timeouts</CardTitle>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <NumberBox
          label="After an opponent run of (points)"
          hint="Empty: no timeout for runs."
          value={timeouts.afterOpponentRun}
          onChange={(v) => onChange({ ...timeouts, afterOpponentRun: v ?? null })}
        />
        <NumberBox
          label="Keep one for the last seconds"
          hint="0: none kept."
          value={timeouts.keepForLastSeconds}
          onChange={(v) => onChange({ ...timeouts, keepForLastSeconds: v ?? 0 })}
        />
      </div>
      <Errors errors={errors} />
    </Card>
  );
}
