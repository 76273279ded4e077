/**
 * The manager's substitutions: who goes out (the five on court) and who
 * comes in (the bench), each with position, overall, energy, fouls and
 * minutes, so the choice is an informed one; then one button makes it. Only
 * with the clock stopped, and never for a fouled-out or injured player.
 */
import { useState } from 'react';
import type { LiveMatchView, LivePlayerView } from '@hardwood/shared';
import { Button, cx } from '../../components/ui';
import { bench, canSubstitute, foulsLabel, isOut, managedTeam, onCourt } from './live-logic';
import { VIEW_ONLY_TEXT, type SendLiveMessage } from './ManagerPanels';

const energyTone = (energy: number) => (energy < 45 ? 'text-red-400' : energy < 70 ? 'text-amber-300' : 'text-emerald-300');

/** One player as a choice: name and slot, then the five figures a substitution turns on. */
function PlayerChoice({
  player,
  group,
  checked,
  disabled,
  note,
  onChoose,
}: {
  player: LivePlayerView;
  group: 'out' | 'in';
  checked: boolean;
  disabled: boolean;
  note?: string | undefined;
  onChoose: () => void;
}) {
  return (
    <li>
      <label
        className={cx(
          'flex cursor-pointer items-center gap-2 rounded-lg border p-2 text-sm',
          checked ? 'border-court-500 bg-court-500/15' : 'border-slate-800 bg-slate-950/60 hover:border-slate-600',
          disabled && 'cursor-not-allowed opacity-50',
        )}
        data-testid={`sub-${group}`}
      >
        <input type="radio" name={`sub-${group}`} className="accent-court-500" checked={checked} disabled={disabled} onChange={onChoose} />
        <span className="min-w-0 flex-1">
          <span className="block truncate font-medium">{player.name}</span>
          <span className="block text-xs text-slate-400 tabular-nums">
            <abbr title="Position" className="no-underline">
              {player.position}
            </abbr>{' '}
            · OVR {player.overall} · <span className={energyTone(player.energy)}>NRG {player.energy}%</span> ·{' '}
            <span className={player.fouls >= 4 ? 'text-amber-300' : undefined}>PF {foulsLabel(player.fouls)}</span> · MIN {player.minutes}
            {note ? <span className="text-red-400"> · {note}</span> : null}
          </span>
        </span>
      </label>
    </li>
  );
}

/** What the panel says while the clock runs: a career match's manager pauses; a friendly's coach waits for a stop. */
const PAUSE_TO_SUBSTITUTE = 'Pause the game to make substitutions.';

export function SubstitutionPanel({
  view,
  send,
  runningHint = PAUSE_TO_SUBSTITUTE,
}: {
  view: LiveMatchView;
  send: SendLiveMessage;
  runningHint?: string;
}) {
  const mine = managedTeam(view);
  const [outId, setOutId] = useState('');
  const [inId, setInId] = useState('');
  if (!mine) return <p className="text-slate-300">{VIEW_ONLY_TEXT}</p>;
  const stopped = canSubstitute(view.status);
  const five = onCourt(mine);
  const reserves = bench(mine);
  // A choice that is no longer possible (he came off, or fouled out) is dropped.
  const out = five.find((p) => p.id === outId && !isOut(p));
  const comingIn = reserves.find((p) => p.id === inId && !isOut(p));
  const outNote = (p: LivePlayerView) => (p.fouledOut ? 'fouled out' : p.injured ? 'injured' : undefined);
  return (
    <div className="space-y-3">
      {!stopped ? <p className="text-sm text-amber-300">{runningHint}</p> : null}
      <div className="grid gap-3">
        <fieldset className="min-w-0">
          <legend className="mb-1 text-sm font-semibold">Starting Five</legend>
          <ul className="space-y-1" role="radiogroup" aria-label="Going out">
            {five.map((p) => (
              <PlayerChoice
                key={p.id}
                player={p}
                group="out"
                checked={out?.id === p.id}
                disabled={!stopped || isOut(p)}
                note={outNote(p)}
                onChoose={() => setOutId(p.id)}
              />
            ))}
          </ul>
        </fieldset>
        <fieldset className="min-w-0">
          <legend className="mb-1 text-sm font-semibold">Bench Players</legend>
          {reserves.length === 0 ? <p className="text-sm text-slate-400">Nobody on the bench.</p> : null}
          <ul className="space-y-1" role="radiogroup" aria-label="Coming in">
            {reserves.map((p) => (
              <PlayerChoice
                key={p.id}
                player={p}
                group="in"
                checked={comingIn?.id === p.id}
                disabled={!stopped || isOut(p)}
                note={outNote(p)}
                onChoose={() => setInId(p.id)}
              />
            ))}
          </ul>
        </fieldset>
      </div>
      <div className="flex flex-wrap items-center justify-end gap-2">
        <p className="min-w-0 flex-1 text-sm text-slate-300" data-testid="sub-summary">
          {out && comingIn ? (
            <>
              <span className="text-red-300">{out.name}</span> out, <span className="text-emerald-300">{comingIn.name}</span> in
              {out.position !== comingIn.position ? <span className="text-amber-300"> (plays {out.slot || out.position})</span> : null}
            </>
          ) : (
            'Pick who goes out and who comes in.'
          )}
        </p>
        <Button
          disabled={!stopped || !out || !comingIn}
          onClick={() => {
            if (!out || !comingIn) return;
            send('substitute', { outId: out.id, inId: comingIn.id });
            setOutId('');
            setInId('');
          }}
        >
          Substitute
        </Button>
      </div>
    </div>
  );
}
