/**
 * The manager's panels of the live match: substitutions with
 * the clock stopped, and the three tactics for his team; the opponent's
 * tactics show read-only. With neither team his, both say so.
 */
import { useState } from 'react';
import { tacticHint, type LiveMatchView, type LiveMessagePayload, type LiveMessageType, type LiveTeamView } from '@hardwood/shared';
import { Button, cx } from '../../components/ui';
import { availableSubstitutes, bench, canSubstitute, foulsLabel, isOut, managedTeam, onCourt } from './live-logic';

/** What the panels send to the room (the manager's seat only; a spectator's messages are refused). */
export type SendLiveMessage = <T extends LiveMessageType>(type: T, payload?: LiveMessagePayload<T>) => void;

export const VIEW_ONLY_TEXT = 'View Only - Teams Controlled by AI';

const PACES = ['slow', 'moderate', 'fast'] as const;
const OFFENSES = ['inside', 'balanced', 'perimeter'] as const;
const DEFENSES = ['man-to-man', 'zone', 'full-court-press'] as const;

export function Substitutions({ view, send }: { view: LiveMatchView; send: SendLiveMessage }) {
  const mine = managedTeam(view);
  const [picks, setPicks] = useState<Record<string, string>>({});
  if (!mine) return <p className="text-slate-300">{VIEW_ONLY_TEXT}</p>;
  const stopped = canSubstitute(view.status);
  const available = availableSubstitutes(mine);
  return (
    <div className="space-y-3">
      {!stopped ? <p className="text-sm text-amber-300">Pause the game to make substitutions.</p> : null}
      <h4 className="font-semibold">Starting Five</h4>
      <ul className="space-y-2">
        {onCourt(mine).map((p) => {
          const disabled = !stopped || isOut(p) || available.length === 0;
          return (
            <li key={p.id} className="flex flex-wrap items-center gap-2 rounded-lg bg-slate-950/60 p-2 text-sm">
              <span className="min-w-32 flex-1">
                <span className="font-medium">{p.name}</span>{' '}
                <span className="text-xs text-slate-500">
                  {p.slot} · {p.energy}% · {foulsLabel(p.fouls)}
                </span>
              </span>
              <label className="sr-only" htmlFor={`sub-${p.id}`}>
                Sub out {p.name}
              </label>
              <select
                id={`sub-${p.id}`}
                disabled={disabled}
                value={picks[p.id] ?? ''}
                onChange={(e) => setPicks({ ...picks, [p.id]: e.target.value })}
                className="h-9 rounded-lg border border-slate-700 bg-slate-950 px-2 disabled:opacity-50"
              >
                <option value="">Sub out…</option>
                {available.map((b) => (
                  <option key={b.id} value={b.id}>
                    {b.name} ({b.position}, {b.energy}%)
                  </option>
                ))}
              </select>
              <Button
                size="sm"
                variant="secondary"
                disabled={disabled || !picks[p.id]}
                onClick={() => {
                  const inId = picks[p.id];
                  if (inId) send('substitute', { outId: p.id, inId });
                  setPicks({ ...picks, [p.id]: '' });
                }}
              >
                Sub out
              </Button>
            </li>
          );
        })}
      </ul>
      <h4 className="font-semibold">Bench Players</h4>
      <ul className="grid gap-1 text-sm sm:grid-cols-2">
        {bench(mine).map((p) => (
          <li key={p.id} className={cx('rounded bg-slate-950/40 px-2 py-1', isOut(p) && 'opacity-50')}>
            {p.name}{' '}
            <span className="text-xs text-slate-500">
              {p.position} · {p.energy}%{p.fouledOut ? ' · fouled out' : ''}
              {p.injured ? ' · injured' : ''}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function TacticsPanel({ view, send }: { view: LiveMatchView; send: SendLiveMessage }) {
  const mine = managedTeam(view);
  const other = mine === view.home ? view.away : view.home;
  const choose = (field: 'pace' | 'offense' | 'defense', value: string) => {
    if (!mine) return;
    const next = { pace: mine.pace, offense: mine.offense, defense: mine.defense, [field]: value } as {
      pace: (typeof PACES)[number];
      offense: (typeof OFFENSES)[number];
      defense: (typeof DEFENSES)[number];
    };
    send('tactics', next);
  };
  const group = (
    label: string,
    field: 'pace' | 'offense' | 'defense',
    options: readonly string[],
    team: LiveTeamView,
    editable: boolean,
  ) => (
    <fieldset className="space-y-1">
      <legend className="text-sm text-slate-400">{label}</legend>
      <div className="flex flex-wrap gap-1">
        {options.map((o) => (
          <button
            key={o}
            type="button"
            disabled={!editable}
            aria-pressed={team[field] === o}
            title={tacticHint(field, o)}
            onClick={() => choose(field, o)}
            className={cx(
              'rounded-full px-3 py-1 text-sm capitalize',
              team[field] === o ? 'bg-court-500 text-slate-950' : 'bg-slate-800 text-slate-300',
              editable ? 'hover:bg-slate-700' : 'cursor-default',
            )}
          >
            {o.replace(/-/g, ' ')}
          </button>
        ))}
      </div>
      <p className="text-xs text-slate-400" data-testid={`${field}-hint`}>
        <span className="capitalize">{team[field].replace(/-/g, ' ')}</span>: {tacticHint(field, team[field])}
      </p>
    </fieldset>
  );
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {[mine, other]
        .filter((t): t is LiveTeamView => Boolean(t))
        .map((team) => {
          const editable = team === mine;
          return (
            <section key={team.id} aria-label={`${team.name} tactics`} className="space-y-2 rounded-lg bg-slate-950/60 p-3">
              <h4 className="font-semibold">
                {team.name} {editable ? null : <span className="text-xs text-slate-500">(view only)</span>}
              </h4>
              {group('Game Pace', 'pace', PACES, team, editable)}
              {group('Offensive Strategy', 'offense', OFFENSES, team, editable)}
              {group('Defensive Strategy', 'defense', DEFENSES, team, editable)}
            </section>
          );
        })}
      {!mine ? <p className="text-slate-300">{VIEW_ONLY_TEXT}</p> : null}
    </div>
  );
}
