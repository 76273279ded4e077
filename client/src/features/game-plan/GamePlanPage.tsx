/**
 * The game plan editor (/game-plan): the coaching a manager leaves for the
 * games he does not watch. He starts from a preset or his saved plan, edits
 * its rules in plain words, its rotation and timeouts, and saves it as his
 * default or for the next match only. The plan is checked here with the
 * server's own `planErrors` (same messages) before Save; the server's
 * refusal shows beside Save. The autopilot is chosen and saved apart.
 * Below the plan, what it would have done in the last match played live.
 */
import { useEffect, useMemo, useState } from 'react';
import { GAME_PLAN_LIMITS, GAME_PLAN_PRESETS, gamePlanPreset, ROUTES, type GamePlan, type GamePlans } from '@hardwood/shared';
import { PageShell } from '../../components/PageShell';
import { Button, Card, CardTitle, EmptyState, ErrorNote, Loading, cx } from '../../components/ui';
import { errorMessage } from '../../lib/api';
import { useRouteMutation, useRouteQuery } from '../../lib/contract';
import { useRoster } from '../../lib/queries';
import { toast } from '../../lib/toast';
import { AutopilotChoice } from './AutopilotChoice';
import { LastMatchReview } from './LastMatchReview';
import { addRule, moveRule, playersGone, removeRule, replaceRule, splitErrors, withoutPlayers } from './plan-edit';
import { RotationEditor, TimeoutsEditor } from './RotationEditor';
import { RuleEditor } from './RuleEditor';

type PlanScope = 'default' | 'next-match';

const SCOPES: ReadonlyArray<{ scope: PlanScope; label: string; hint: string }> = [
  { scope: 'default', label: 'My default plan', hint: 'For every game you do not watch.' },
  { scope: 'next-match', label: 'Only the next match', hint: 'Wins over the default for your next match, then is gone.' },
];

function savedPlan(plans: GamePlans, scope: PlanScope): GamePlan | null {
  return scope === 'default' ? plans.defaultPlan : (plans.nextMatch?.plan ?? null);
}

function Presets({ onPick }: { onPick: (plan: GamePlan) => void }) {
  return (
    <Card className="min-w-0 space-y-3">
      <CardTitle>Start from a preset</CardTitle>
      <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {GAME_PLAN_PRESETS.map((preset) => (
          <li key={preset.id} className="min-w-0">
            <button
              type="button"
              onClick={() => onPick(gamePlanPreset(preset.id))}
              className="h-full w-full min-w-0 rounded-lg border border-slate-700 p-3 text-left hover:border-court-500 focus-visible:border-court-500"
              aria-label={`Use the ${preset.label} preset`}
            >
              <span className="block font-semibold">{preset.label}</span>
              <span className="block break-words text-sm text-slate-400">{preset.description}</span>
            </button>
          </li>
        ))}
      </ul>
    </Card>
  );
}

export function GamePlanPage() {
  const plans = useRouteQuery(ROUTES.gamePlan.plans, {});
  const roster = useRoster();
  const [scope, setScope] = useState<PlanScope>('default');
  const [draft, setDraft] = useState<GamePlan | null>(null);
  const [loaded, setLoaded] = useState(false);
  /** The rule last moved with its buttons, to keep the keyboard's focus on it. */
  const [moved, setMoved] = useState<{ id: string; by: -1 | 1 } | null>(null);

  // The saved default plan is the first draft, once the plans have come.
  useEffect(() => {
    if (loaded || !plans.data) return;
    setLoaded(true);
    setDraft(plans.data.defaultPlan ? structuredClone(plans.data.defaultPlan) : null);
  }, [loaded, plans.data]);

  const save = useRouteMutation(ROUTES.gamePlan.save, (body: { scope: PlanScope; plan: GamePlan | null }) => [{}, body], {
    onSuccess: (_data, body) => toast({ title: body.plan === null ? 'The next match’s plan is removed' : 'Game plan saved' }),
  });

  const rosterIds = useMemo(() => roster.data?.map((p) => p.id), [roster.data]);
  const errors = useMemo(() => (draft ? splitErrors(draft, rosterIds) : null), [draft, rosterIds]);
  const gone = draft && rosterIds ? playersGone(draft, rosterIds) : [];

  const edit = (next: GamePlan) => {
    save.reset();
    setDraft(next);
  };
  const chooseScope = (next: PlanScope) => {
    setScope(next);
    save.reset();
    // A scope with its own saved plan opens it; otherwise the draft stays, to be saved there.
    const saved = plans.data ? savedPlan(plans.data, next) : null;
    if (saved) setDraft(structuredClone(saved));
  };

  const rotationErrors = errors?.other.filter((e) => e.startsWith('Rotation:')) ?? [];
  const timeoutErrors = errors?.other.filter((e) => e.startsWith('Timeouts:')) ?? [];
  const planErrorsLeft = errors?.other.filter((e) => !e.startsWith('Rotation:') && !e.startsWith('Timeouts:')) ?? [];
  const problems = errors?.all.length ?? 0;

  return (
    <PageShell>
      <div className="min-w-0 space-y-1">
        <h1 className="text-2xl font-bold">Game plan</h1>
        <p className="text-sm text-slate-400">
          How your side is coached when you do not watch: the rules by situation, the rotation and the timeouts. A later rule wins where two
          hold at once.
        </p>
      </div>

      {plans.isLoading ? <Loading text="Loading your game plan…" /> : null}
      {plans.isError ? <ErrorNote>{errorMessage(plans.error, 'Failed to load your game plan')}</ErrorNote> : null}

      {plans.data ? (
        <div className="grid min-w-0 grid-cols-1 items-start gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <div className="min-w-0 space-y-4">
            <Presets onPick={edit} />
            {!draft ? (
              <EmptyState title="No game plan yet">
                Pick a preset above to start from. Without a plan, the AI coaches the games you do not watch.
              </EmptyState>
            ) : (
              <>
                <Card className="min-w-0 space-y-3">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <CardTitle>
                      Rules ({draft.rules.length}/{GAME_PLAN_LIMITS.maxRules})
                    </CardTitle>
                    <Button
                      variant="secondary"
                      size="sm"
                      disabled={draft.rules.length >= GAME_PLAN_LIMITS.maxRules}
                      onClick={() => edit(addRule(draft))}
                    >
                      + Add a rule
                    </Button>
                  </div>
                  {draft.rules.length === 0 ? (
                    <p className="text-sm text-slate-400">No rules: the side keeps its tactics all game.</p>
                  ) : null}
                  <ol className="space-y-3" aria-label="Rules">
                    {draft.rules.map((rule, i) => (
                      <RuleEditor
                        key={rule.id}
                        rule={rule}
                        index={i}
                        count={draft.rules.length}
                        errors={errors?.byRule[i] ?? []}
                        onChange={(next) => edit(replaceRule(draft, i, next))}
                        focusMove={moved?.id === rule.id ? moved : null}
                        onMove={(by) => {
                          edit(moveRule(draft, i, by));
                          setMoved({ id: rule.id, by });
                        }}
                        onRemove={() => edit(removeRule(draft, i))}
                      />
                    ))}
                  </ol>
                </Card>
                {roster.isLoading ? <Loading text="Loading the squad…" /> : null}
                <RotationEditor
                  plan={draft}
                  roster={roster.data ?? []}
                  errors={rotationErrors}
                  gone={gone}
                  onChange={(rotation) => edit({ ...draft, rotation })}
                  onDropGone={() => edit(withoutPlayers(draft, gone))}
                />
                <TimeoutsEditor timeouts={draft.timeouts} errors={timeoutErrors} onChange={(timeouts) => edit({ ...draft, timeouts })} />
                <LastMatchReview plan={problems > 0 ? null : draft} />
              </>
            )}
          </div>

          <aside className="min-w-0 space-y-4 lg:sticky lg:top-20" aria-label="Save the plan">
            <Card className="min-w-0 space-y-3">
              <CardTitle>Save</CardTitle>
              <div role="radiogroup" aria-label="The plan is for" className="space-y-2">
                {SCOPES.map((s) => (
                  <label
                    key={s.scope}
                    className={cx(
                      'flex min-w-0 cursor-pointer items-start gap-2 rounded-lg border p-2',
                      scope === s.scope ? 'border-court-500 bg-court-500/10' : 'border-slate-800',
                    )}
                  >
                    <input
                      type="radio"
                      name="plan-scope"
                      className="mt-1"
                      checked={scope === s.scope}
                      onChange={() => chooseScope(s.scope)}
                    />
                    <span className="min-w-0">
                      <span className="block font-semibold">{s.label}</span>
                      <span className="block text-sm text-slate-400">{s.hint}</span>
                    </span>
                  </label>
                ))}
              </div>
              {problems > 0 ? (
                <p className="text-sm text-amber-300" data-testid="plan-problems">
                  {problems === 1 ? 'One thing to fix before saving.' : `${problems} things to fix before saving.`}
                </p>
              ) : null}
              {planErrorsLeft.length > 0 ? <ErrorNote>{planErrorsLeft.join(' ')}</ErrorNote> : null}
              {save.isError ? (
                <div data-testid="save-error">
                  <ErrorNote>{errorMessage(save.error, 'The game plan could not be saved')}</ErrorNote>
                </div>
              ) : null}
              <div className="flex flex-wrap gap-2">
                <Button disabled={!draft || problems > 0 || save.isPending} onClick={() => draft && save.mutate({ scope, plan: draft })}>
                  {save.isPending ? 'Saving…' : scope === 'default' ? 'Save as my default' : 'Save for the next match'}
                </Button>
                {scope === 'next-match' && plans.data.nextMatch ? (
                  <Button variant="outline" disabled={save.isPending} onClick={() => save.mutate({ scope, plan: null })}>
                    Remove the next match’s plan
                  </Button>
                ) : null}
              </div>
            </Card>
            <AutopilotChoice saved={plans.data.autopilot} />
          </aside>
        </div>
      ) : null}
    </PageShell>
  );
}
