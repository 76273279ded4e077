/** A small choice of a few options as pressed buttons (per game or totals, league or cup). */
import { cx } from '../../components/ui';

export function Segmented<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: ReadonlyArray<{ id: T; label: string }>;
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <div role="group" aria-label={label} className="inline-flex rounded-lg bg-slate-950 p-0.5">
      {options.map((o) => (
        <button
          key={o.id}
          type="button"
          aria-pressed={value === o.id}
          onClick={() => onChange(o.id)}
          className={cx(
            'rounded-md px-2.5 py-1 text-xs font-semibold',
            value === o.id ? 'bg-slate-700 text-slate-50' : 'text-slate-400 hover:text-slate-100',
          )}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}
