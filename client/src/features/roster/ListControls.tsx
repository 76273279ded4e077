/** The position chips and the sort menu above a list of players (the roster, free agents). */
import { cx } from '../../components/ui';
import { POSITION_FILTERS, type PositionFilter } from './roster-logic';

export function ListControls<S extends string>({
  filter,
  onFilter,
  sort,
  onSort,
  sorts,
}: {
  filter: PositionFilter;
  onFilter: (filter: PositionFilter) => void;
  sort: S;
  onSort: (sort: S) => void;
  sorts: ReadonlyArray<{ id: S; label: string }>;
}) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <div role="group" aria-label="Filter by position" className="flex gap-1 overflow-x-auto">
        {POSITION_FILTERS.map((f) => (
          <button
            key={f}
            type="button"
            aria-pressed={filter === f}
            onClick={() => onFilter(f)}
            className={cx(
              'shrink-0 rounded-full px-3 py-1 text-sm font-semibold',
              filter === f ? 'bg-court-500 text-slate-950' : 'bg-slate-800 text-slate-300 hover:bg-slate-700',
            )}
          >
            {f}
          </button>
        ))}
      </div>
      <label className="flex items-center gap-2 text-sm text-slate-300">
        Sort by
        {/* The options are `sorts`, so the value read back is one of their ids. */}
        <select
          value={sort}
          onChange={(e) => onSort(e.target.value as S)}
          className="h-9 rounded-lg border border-slate-700 bg-slate-950 px-2"
        >
          {sorts.map((s) => (
            <option key={s.id} value={s.id}>
              {s.label}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
