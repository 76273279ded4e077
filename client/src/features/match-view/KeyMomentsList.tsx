/** A replay's key moments as buttons: each jumps the replay to its second. */
import { useId } from 'react';
import { KEY_MOMENT_KINDS, type KeyMoment, type KeyMomentKind } from '@hardwood/shared';
import { cx } from '../../components/ui';
import { secondStamp } from './replay-clock';
import { MOMENT_COLOUR } from './TimelineSlider';

const KIND_LABEL: Record<KeyMomentKind, string> = {
  'lead-change': 'Lead change',
  run: 'Run',
  'big-shot': 'Big shot',
  decision: 'Decision',
};

export function KeyMomentsList({ moments, at, onJump }: { moments: readonly KeyMoment[]; at: number; onJump: (t: number) => void }) {
  // The latest moment already played is the one the replay is at.
  const current = moments.findLastIndex((m) => m.t <= at);
  const title = useId();
  return (
    <section aria-labelledby={title} className="rounded-xl border border-slate-800 p-3">
      <h3 id={title} className="text-sm font-semibold text-slate-400">
        Key moments
      </h3>
      {moments.length === 0 ? (
        <p className="mt-1 text-sm text-slate-500">No lead changes, runs or big shots in this game.</p>
      ) : (
        <ol className="mt-2 max-h-56 space-y-1 overflow-y-auto pr-1">
          {moments.map((m, i) => (
            <li key={`${m.t}-${m.kind}-${i}`}>
              <button
                type="button"
                onClick={() => onJump(m.t)}
                aria-current={i === current ? 'true' : undefined}
                className={cx(
                  'flex w-full items-start gap-2 rounded-md px-2 py-1.5 text-left text-sm hover:bg-slate-800',
                  i === current && 'bg-slate-800/70',
                )}
              >
                <span aria-hidden="true" className={cx('mt-1.5 h-2 w-2 shrink-0 rounded-full', MOMENT_COLOUR[m.kind])} />
                <span className="shrink-0 font-mono text-xs text-slate-400 tabular-nums">{secondStamp(m.t)}</span>
                <span className="min-w-0">
                  <span className="sr-only">{KIND_LABEL[m.kind]}: </span>
                  {m.label}
                </span>
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** What the timeline's marker colours mean. */
export function MomentLegend() {
  return (
    <p className="flex flex-wrap gap-x-3 gap-y-1 text-[11px] text-slate-400" aria-hidden="true">
      {KEY_MOMENT_KINDS.map((kind) => (
        <span key={kind} className="inline-flex items-center gap-1">
          <span className={cx('h-2 w-2 rounded-full', MOMENT_COLOUR[kind])} />
          {KIND_LABEL[kind]}
        </span>
      ))}
    </p>
  );
}
