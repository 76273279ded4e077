/**
 * A shot's chance and its reasons: the lines themselves (a shot chart's
 * selection shows them as they are), and a small "Why?" toggle that opens
 * them under a feed line.
 */
import { useId, useState } from 'react';
import { cx } from '../../components/ui';
import { chanceText, signedPoints, type ShotWhy } from './shot-why';

export function ShotWhyLines({ why, className }: { why: ShotWhy; className?: string }) {
  return (
    <div className={cx('text-xs', className)} data-testid="shot-why">
      <p className="font-semibold text-slate-200">{chanceText(why.chance)}</p>
      {why.factors.length > 0 ? (
        <ul className="mt-0.5 space-y-0.5">
          {why.factors.map((f) => (
            <li key={f.label} className="flex justify-between gap-3">
              <span className="text-slate-300">{f.label}</span>
              <span
                className={cx(
                  'font-mono tabular-nums',
                  f.points > 0 ? 'text-emerald-300' : f.points < 0 ? 'text-red-300' : 'text-slate-400',
                )}
              >
                {signedPoints(f.points)}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** "Why?" beside a feed line; its lines open below it. */
export function WhyToggle({ why }: { why: ShotWhy }) {
  const [open, setOpen] = useState(false);
  const panel = useId();
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panel}
        onClick={() => setOpen(!open)}
        className="ml-1 rounded px-1 text-[11px] font-semibold text-court-400 hover:bg-slate-800 hover:underline"
      >
        Why?
      </button>
      <div id={panel} hidden={!open}>
        {open ? <ShotWhyLines why={why} className="mt-1 max-w-xs rounded-md border border-slate-800 bg-slate-900 p-2" /> : null}
      </div>
    </>
  );
}
