/** The editor's form: overview, basic information, physical attributes, avatar, seven skill sliders; validated on submit, then on change. */
import { useState } from 'react';
import {
  formatEuros,
  marketValue,
  overallRating,
  PLAYER_FORM_RANGES,
  POSITIONS,
  ROUTES,
  SKILL_KEYS,
  type EditorPlayer,
  type Position,
} from '@hardwood/shared';
import { Avatar } from '../../../components/Avatar';
import { Button, Card, CardTitle, cx } from '../../../components/ui';
import { errorMessage } from '../../../lib/api';
import { useRouteMutation } from '../../../lib/contract';
import { toast } from '../../../lib/toast';
import { SKILL_LABELS } from '../../roster/PlayerCard';
import { emptyForm, formErrors, formOf, type FormValues } from './editor-logic';

export const NO_PLAYER_TEXT = 'Please select a player to edit.';
const input = 'h-10 w-full rounded-lg border border-slate-700 bg-slate-950 px-3 text-sm';

function Field({ label, error, children }: { label: string; error?: string | undefined; children: React.ReactNode }) {
  return (
    <label className="block text-sm">
      <span className="mb-1 block text-slate-300">{label}</span>
      {children}
      {error ? <span className="mt-1 block text-xs text-red-300">{error}</span> : null}
    </label>
  );
}

/** With no player chosen, the form starts from the defaults of a new player and Save asks for a player. */
export function PlayerForm({
  player,
  teamName,
  nationalities,
}: {
  player: EditorPlayer | null;
  teamName: string;
  nationalities: readonly string[];
}) {
  const initial = () => (player ? formOf(player) : emptyForm());
  const [values, setValues] = useState<FormValues>(initial);
  const [submitted, setSubmitted] = useState(false);
  const errors = submitted ? formErrors(values) : {};
  // Hidden until the first saved edit makes the career a sandbox: not shown, not sent, so the stored one stays.
  const potentialHidden = player !== null && player.potential === null;
  const sent = () => {
    if (!potentialHidden) return values;
    const { potential: _hidden, ...rest } = values;
    return rest;
  };
  // An edit reaches every list a player appears in (the route invalidates them all).
  const save = useRouteMutation(ROUTES.editor.updatePlayer, (playerId: string) => [{ playerId }, sent()], {
    onSuccess: (updated) =>
      toast({ title: 'Player updated successfully!', description: `${updated.name}: overall ${updated.overallRating}` }),
    onError: (error) => toast({ title: 'Failed to update player', description: errorMessage(error, ''), variant: 'destructive' }),
  });
  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const num = (key: keyof FormValues) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    set(key, Number(e.target.value) as never);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (!player) {
      toast({ title: 'No player selected', description: NO_PLAYER_TEXT, variant: 'destructive' });
      return;
    }
    if (Object.keys(formErrors(values)).length > 0) return;
    save.mutate(player.id);
  };
  const skills = Object.fromEntries(SKILL_KEYS.map((k) => [k, Number(values[k])]));
  const overall = overallRating(values.position, skills);
  return (
    <form onSubmit={submit} noValidate className="space-y-3" aria-label={player ? `Edit ${player.name}` : 'New player'}>
      <Card className="flex flex-wrap items-center gap-4">
        <Avatar name={values.name} url={values.avatarUrl && !errors.avatarUrl ? values.avatarUrl : null} size="lg" />
        <div className="min-w-0 flex-1">
          <CardTitle>Player Overview</CardTitle>
          <p className="text-sm text-slate-400">
            {teamName} · {values.position} · {values.age} yrs
          </p>
        </div>
        <div className="text-right text-sm">
          <p className="text-2xl font-black tabular-nums" data-testid="editor-overall">
            {overall}
          </p>
          <p className="text-xs text-slate-400">OVR · {formatEuros(marketValue(overall, Number(values.age)))}</p>
        </div>
      </Card>
      <div className="grid gap-3 md:grid-cols-2">
        <Card className="space-y-3">
          <CardTitle>Basic Information</CardTitle>
          <Field label="Name" error={errors.name}>
            <input className={input} value={values.name} onChange={(e) => set('name', e.target.value)} />
          </Field>
          <div className="grid grid-cols-2 gap-2">
            <Field label="Position" error={errors.position}>
              <select className={input} value={values.position} onChange={(e) => set('position', e.target.value as Position)}>
                {POSITIONS.map((p) => (
                  <option key={p}>{p}</option>
                ))}
              </select>
            </Field>
            <Field label="Age" error={errors.age}>
              <input
                type="number"
                className={input}
                min={PLAYER_FORM_RANGES.age[0]}
                max={PLAYER_FORM_RANGES.age[1]}
                value={values.age}
                onChange={num('age')}
              />
            </Field>
          </div>
          <Field label="Nationality" error={errors.nationality}>
            <select className={input} value={values.nationality} onChange={(e) => set('nationality', e.target.value)}>
              <option value="">Choose a nationality…</option>
              {nationalities.map((n) => (
                <option key={n}>{n}</option>
              ))}
            </select>
          </Field>
          <Field label="Potential" error={errors.potential}>
            {potentialHidden ? (
              <input
                type="text"
                className={cx(input, 'text-slate-400')}
                value="Hidden"
                disabled
                aria-describedby="potential-hidden"
                data-testid="potential-hidden"
              />
            ) : (
              <input
                type="number"
                className={input}
                min={PLAYER_FORM_RANGES.potential[0]}
                max={PLAYER_FORM_RANGES.potential[1]}
                value={values.potential}
                onChange={num('potential')}
              />
            )}
          </Field>
          {potentialHidden ? (
            <p id="potential-hidden" className="text-xs text-slate-400">
              Shown, and editable, once your first saved edit makes this a sandbox career.
            </p>
          ) : null}
        </Card>
        <Card className="space-y-3">
          <CardTitle>Physical Attributes</CardTitle>
          <div className="grid grid-cols-2 gap-2">
            <Field label="Height (cm)" error={errors.height}>
              <input type="number" className={input} value={values.height} onChange={num('height')} />
            </Field>
            <Field label="Weight (kg)" error={errors.weight}>
              <input type="number" className={input} value={values.weight} onChange={num('weight')} />
            </Field>
          </div>
          <CardTitle>Avatar</CardTitle>
          <Field label="Image URL" error={errors.avatarUrl}>
            <input className={input} placeholder="https://…" value={values.avatarUrl} onChange={(e) => set('avatarUrl', e.target.value)} />
          </Field>
          <p className="text-xs text-slate-500">Empty: the player's initials are shown.</p>
        </Card>
      </div>
      <Card className="space-y-2">
        <CardTitle>Skills</CardTitle>
        <div className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
          {SKILL_KEYS.map((k) => (
            <label key={k} className="block text-sm">
              <span className="flex justify-between text-slate-300">
                {SKILL_LABELS[k]} <span className={cx('tabular-nums', errors[k] && 'text-red-300')}>{values[k]}</span>
              </span>
              <input
                type="range"
                min={PLAYER_FORM_RANGES.skill[0]}
                max={PLAYER_FORM_RANGES.skill[1]}
                step={1}
                value={values[k]}
                onChange={num(k)}
                className="w-full accent-orange-500"
                aria-label={SKILL_LABELS[k]}
              />
            </label>
          ))}
        </div>
      </Card>
      <div className="flex justify-end gap-2">
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            setValues(initial());
            setSubmitted(false);
          }}
        >
          Reset Changes
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
