/**
 * One rule of the plan: its plain words (`describeRule`), then its
 * situation (from which quarter, the time left, the score, their three-point
 * shooting) and what it does (pace, offence, defence, the late-game
 * instructions), with buttons to move it up or down and remove it, and its
 * own errors under it. Every control is a labelled native input, so the
 * keyboard and a screen reader use it as any form.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import {
  describeRule,
  GAME_PLAN_LIMITS,
  OVERTIME_QUARTER,
  PLAN_DEFENSES,
  PLAN_INSTRUCTIONS,
  PLAN_OFFENSES,
  PLAN_PACES,
  QUARTERS,
  type LateInstruction,
  type PlanRule,
} from '@hardwood/shared';
import { Button } from '../../components/ui';
import {
  actionsOf,
  numberOrUndefined,
  ruleActions,
  scoreSide,
  withCondition,
  withScoreSide,
  type InstructionSetting,
  type RuleActions,
  type ScoreSide,
  type TacticPart,
} from './plan-edit';

/**
 * What "watch their three-point shooting" starts at when ticked: the
 * editor's first suggestion (40% after 10 attempts), which the manager then
 * sets; not a game rule.
 */
const SUGGESTED_THREE_WATCH = { atLeast: 40, afterAttempts: 10 };

const INPUT = 'h-9 w-full min-w-0 rounded-lg border border-slate-700 bg-slate-950 px-2 text-sm text-slate-100';
const TACTIC_OPTIONS: Record<TacticPart, { label: string; values: readonly string[] }> = {
  pace: { label: 'Pace', values: PLAN_PACES },
  offense: { label: 'Offence', values: PLAN_OFFENSES },
  defense: { label: 'Defence', values: PLAN_DEFENSES },
};
const INSTRUCTION_LABELS: Record<LateInstruction, string> = {
  foul: 'Foul to stop the clock',
  'run-clock': 'Run the clock',
  rest: 'Rest the starters',
};

function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="min-w-0 space-y-1">
      <label htmlFor={id} className="block text-xs text-slate-400">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

function NumberField({
  label,
  value,
  onChange,
  min,
  max,
}: {
  label: string;
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  min?: number;
  max?: number;
}) {
  return (
    <Field label={label}>
      {(id) => (
        <input
          id={id}
          type="number"
          inputMode="numeric"
          step={1}
          min={min}
          max={max}
          className={INPUT}
          value={value ?? ''}
          onChange={(e) => onChange(numberOrUndefined(e.target.value))}
        />
      )}
    </Field>
  );
}

export function RuleEditor({
  rule,
  index,
  count,
  errors,
  onChange,
  onMove,
  onRemove,
  focusMove = null,
}: {
  rule: PlanRule;
  index: number;
  count: number;
  errors: readonly string[];
  /** The rule was just moved with one of its buttons: that button keeps the focus (the other at the list's end), for the next press. */
  focusMove?: { by: -1 | 1 } | null;
  onChange: (rule: PlanRule) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const n = index + 1;
  const moveButtons = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!focusMove) return;
    const button = (by: number) => moveButtons.current?.querySelector<HTMLButtonElement>(`[data-move="${by}"]`);
    const first = button(focusMove.by);
    (first?.disabled ? button(-focusMove.by) : first)?.focus();
  }, [focusMove]);
  const when = rule.when;
  const side = scoreSide(when);
  const actions = ruleActions(rule);
  const setWhen = (next: PlanRule['when']) => onChange({ ...rule, when: next });
  const setActions = (next: RuleActions) => onChange({ ...rule, then: actionsOf(next) });
  const setTactic = (part: TacticPart, value: string) => {
    const tactics = { ...actions.tactics };
    if (value === '') delete tactics[part];
    else (tactics as Record<TacticPart, string>)[part] = value;
    setActions({ ...actions, tactics });
  };
  const setInstruction = (instruction: LateInstruction, value: InstructionSetting) =>
    setActions({ ...actions, instructions: { ...actions.instructions, [instruction]: value } });
  const leastKey = side === 'behind' ? 'trailAtLeast' : 'leadAtLeast';
  const mostKey = side === 'behind' ? 'trailAtMost' : 'leadAtMost';
  const threes = when.opponentThreePct;

  return (
    <li className="min-w-0 space-y-3 rounded-xl border border-slate-800 bg-slate-900/80 p-3" aria-label={`Rule ${n}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="min-w-0 flex-1 break-words font-semibold text-slate-100" data-testid="rule-words">
          <span className="text-court-400">Rule {n}.</span> {rule.label?.trim() ? `${rule.label}: ` : null}
          {describeRule(rule)}
        </p>
        <div ref={moveButtons} className="flex shrink-0 gap-1">
          <Button
            data-move="-1"
            variant="ghost"
            size="sm"
            aria-label={`Move rule ${n} up`}
            disabled={index === 0}
            onClick={() => onMove(-1)}
          >
            ↑
          </Button>
          <Button
            data-move="1"
            variant="ghost"
            size="sm"
            aria-label={`Move rule ${n} down`}
            disabled={index === count - 1}
            onClick={() => onMove(1)}
          >
            ↓
          </Button>
          <Button variant="ghost" size="sm" aria-label={`Remove rule ${n}`} onClick={onRemove}>
            ✕
          </Button>
        </div>
      </div>

      <fieldset className="min-w-0 space-y-2">
        <legend className="text-xs font-semibold uppercase tracking-wide text-slate-400">When</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          <Field label="From quarter">
            {(id) => (
              <select
                id={id}
                className={INPUT}
                value={when.fromQuarter ?? ''}
                onChange={(e) => setWhen(withCondition(when, 'fromQuarter', numberOrUndefined(e.target.value)))}
              >
                <option value="">Any time</option>
                {Array.from({ length: QUARTERS }, (_, i) => (
                  <option key={i} value={i + 1}>
                    Quarter {i + 1}
                  </option>
                ))}
                <option value={OVERTIME_QUARTER}>Overtime</option>
              </select>
            )}
          </Field>
          <NumberField
            label="Game seconds left (at most)"
            value={when.gameSecondsLeftAtMost}
            min={1}
            onChange={(v) => setWhen(withCondition(when, 'gameSecondsLeftAtMost', v))}
          />
          <NumberField
            label="Quarter seconds left (at most)"
            value={when.quarterSecondsLeftAtMost}
            min={1}
            onChange={(v) => setWhen(withCondition(when, 'quarterSecondsLeftAtMost', v))}
          />
          <Field label="Score">
            {(id) => (
              <select id={id} className={INPUT} value={side} onChange={(e) => setWhen(withScoreSide(when, e.target.value as ScoreSide))}>
                <option value="any">Any score</option>
                <option value="ahead">Ahead</option>
                <option value="behind">Behind</option>
              </select>
            )}
          </Field>
          {side !== 'any' ? (
            <>
              <NumberField
                label={`${side === 'ahead' ? 'Ahead' : 'Behind'} by at least`}
                value={when[leastKey]}
                min={1}
                onChange={(v) => setWhen(withCondition(when, leastKey, v))}
              />
              <NumberField
                label={`${side === 'ahead' ? 'Ahead' : 'Behind'} by at most`}
                value={when[mostKey]}
                min={1}
                onChange={(v) => setWhen(withCondition(when, mostKey, v))}
              />
            </>
          ) : null}
        </div>
        <label className="flex items-center gap-2 text-sm text-slate-300">
          <input
            type="checkbox"
            checked={threes !== undefined}
            onChange={(e) => setWhen(withCondition(when, 'opponentThreePct', e.target.checked ? SUGGESTED_THREE_WATCH : undefined))}
          />
          Their three-point shooting
        </label>
        {threes ? (
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            <NumberField
              label="They hit at least (%)"
              value={threes.atLeast}
              min={1}
              max={100}
              onChange={(v) => setWhen(withCondition(when, 'opponentThreePct', { ...threes, atLeast: v ?? 0 }))}
            />
            <NumberField
              label="After attempts"
              value={threes.afterAttempts}
              min={1}
              onChange={(v) => setWhen(withCondition(when, 'opponentThreePct', { ...threes, afterAttempts: v ?? 0 }))}
            />
          </div>
        ) : null}
      </fieldset>

      <fieldset className="min-w-0 space-y-2">
        <legend className="text-xs font-semibold uppercase tracking-wide text-slate-400">Then</legend>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
          {(Object.keys(TACTIC_OPTIONS) as TacticPart[]).map((part) => (
            <Field key={part} label={TACTIC_OPTIONS[part].label}>
              {(id) => (
                <select id={id} className={INPUT} value={actions.tactics[part] ?? ''} onChange={(e) => setTactic(part, e.target.value)}>
                  <option value="">Unchanged</option>
                  {TACTIC_OPTIONS[part].values.map((v) => (
                    <option key={v} value={v}>
                      {v.replace(/-/g, ' ')}
                    </option>
                  ))}
                  <option value="suited">suited to the matchup</option>
                </select>
              )}
            </Field>
          ))}
          {PLAN_INSTRUCTIONS.map((instruction) => (
            <Field key={instruction} label={INSTRUCTION_LABELS[instruction]}>
              {(id) => (
                <select
                  id={id}
                  className={INPUT}
                  value={actions.instructions[instruction]}
                  onChange={(e) => setInstruction(instruction, e.target.value as InstructionSetting)}
                >
                  <option value="unset">Not given</option>
                  <option value="on">Yes</option>
                  <option value="off">Call it off</option>
                </select>
              )}
            </Field>
          ))}
        </div>
        <Field label="Name (optional)">
          {(id) => (
            <input
              id={id}
              className={INPUT}
              value={rule.label ?? ''}
              maxLength={GAME_PLAN_LIMITS.maxRuleLabelLength}
              onChange={(e) => onChange(e.target.value ? { ...rule, label: e.target.value } : withoutLabel(rule))}
            />
          )}
        </Field>
      </fieldset>

      {errors.length > 0 ? (
        <ul role="alert" className="space-y-0.5 break-words rounded-lg border border-red-800 bg-red-950/60 p-2 text-sm text-red-200">
          {errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

function withoutLabel(rule: PlanRule): PlanRule {
  const { label: _label, ...rest } = rule;
  return rest;
}
