/** The player database's filters: a name, position, age, overall, value, wage a season, league and club, free agents only. */
import { useEffect, useState } from 'react';
import { formatEuros, LEAGUES, POSITIONS, type Position } from '@hardwood/shared';
import { Button } from '../../components/ui';
import { useLeagueTeams } from '../../lib/queries';
import { EMPTY_STATE, VALUE_CEILINGS, WAGE_STEPS, type DatabaseState } from './database-query';

const NATIONAL_LEAGUES = LEAGUES.filter((l) => l.tier > 0);
const FIELD = 'h-9 rounded-lg border border-slate-700 bg-slate-950 px-2 text-sm text-slate-100';

/** A text or number field that tells the page only once typing stops (one search, not one a key). */
function useSettled(value: string, onSettle: (value: string) => void): [string, (value: string) => void] {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  useEffect(() => {
    if (draft === value) return;
    const timer = setTimeout(() => onSettle(draft), 300);
    return () => clearTimeout(timer);
  }, [draft, value, onSettle]);
  return [draft, setDraft];
}

function NumberField({
  label,
  value,
  onChange,
  min,
  max,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  min: number;
  max: number;
}) {
  const [draft, setDraft] = useSettled(value, onChange);
  return (
    <label className="flex flex-col gap-1 text-xs text-slate-400">
      {label}
      <input
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        value={draft}
        onChange={(e) => setDraft(e.target.value.replace(/[^\d]/g, '').slice(0, 3))}
        className={`${FIELD} w-20`}
      />
    </label>
  );
}

/** A choice of euro amounts, or Any. */
function EuroSelect({
  label,
  value,
  steps,
  onChange,
}: {
  label: string;
  value: string;
  steps: readonly number[];
  onChange: (v: string) => void;
}) {
  return (
    <label className="flex flex-col gap-1 text-xs text-slate-400">
      {label}
      <select value={value} onChange={(e) => onChange(e.target.value)} className={FIELD}>
        <option value="">Any</option>
        {steps.map((v) => (
          <option key={v} value={String(v)}>
            {formatEuros(v)}
          </option>
        ))}
      </select>
    </label>
  );
}

export function DatabaseFilters({ state, onChange }: { state: DatabaseState; onChange: (patch: Partial<DatabaseState>) => void }) {
  const [q, setQ] = useSettled(state.q, (value) => onChange({ q: value, page: 1 }));
  const teams = useLeagueTeams(state.leagueId ? Number(state.leagueId) : undefined);
  const set = (patch: Partial<DatabaseState>) => onChange({ ...patch, page: 1 });
  return (
    <form role="search" aria-label="Filter players" className="flex flex-wrap items-end gap-3" onSubmit={(e) => e.preventDefault()}>
      <label className="flex min-w-40 flex-1 flex-col gap-1 text-xs text-slate-400">
        Name
        <input
          type="search"
          value={q}
          maxLength={60}
          onChange={(e) => setQ(e.target.value)}
          placeholder="Search players"
          className={FIELD}
        />
      </label>
      <label className="flex flex-col gap-1 text-xs text-slate-400">
        Position
        <select value={state.position} onChange={(e) => set({ position: e.target.value as Position | '' })} className={FIELD}>
          <option value="">All</option>
          {POSITIONS.map((p) => (
            <option key={p} value={p}>
              {p}
            </option>
          ))}
        </select>
      </label>
      <NumberField label="Age from" value={state.ageMin} min={15} max={45} onChange={(ageMin) => set({ ageMin })} />
      <NumberField label="Age to" value={state.ageMax} min={15} max={45} onChange={(ageMax) => set({ ageMax })} />
      <NumberField label="Overall from" value={state.overallMin} min={0} max={100} onChange={(overallMin) => set({ overallMin })} />
      <NumberField label="Overall to" value={state.overallMax} min={0} max={100} onChange={(overallMax) => set({ overallMax })} />
      <EuroSelect label="Value up to" value={state.valueMax} steps={VALUE_CEILINGS} onChange={(valueMax) => set({ valueMax })} />
      {/* Each end offers only the steps the other allows, so the range can never be upside down. */}
      <EuroSelect
        label="Wage from"
        value={state.wageMin}
        steps={WAGE_STEPS.filter((w) => state.wageMax === '' || w <= Number(state.wageMax))}
        onChange={(wageMin) => set({ wageMin })}
      />
      <EuroSelect
        label="Wage to"
        value={state.wageMax}
        steps={WAGE_STEPS.filter((w) => state.wageMin === '' || w >= Number(state.wageMin))}
        onChange={(wageMax) => set({ wageMax })}
      />
      <label className="flex flex-col gap-1 text-xs text-slate-400">
        League
        <select
          value={state.leagueId}
          disabled={state.freeAgents}
          onChange={(e) => set({ leagueId: e.target.value, teamId: '' })}
          className={FIELD}
        >
          <option value="">All leagues</option>
          {NATIONAL_LEAGUES.map((l) => (
            <option key={l.id} value={String(l.id)}>
              {l.name}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-xs text-slate-400">
        Club
        <select
          value={state.teamId}
          disabled={state.freeAgents || !state.leagueId}
          onChange={(e) => set({ teamId: e.target.value })}
          className={FIELD}
        >
          <option value="">{state.leagueId ? 'All clubs' : 'Choose a league'}</option>
          {(teams.data ?? []).map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
            </option>
          ))}
        </select>
      </label>
      <label className="flex h-9 items-center gap-2 text-sm text-slate-300">
        <input
          type="checkbox"
          checked={state.freeAgents}
          onChange={(e) => set({ freeAgents: e.target.checked })}
          className="h-4 w-4 accent-court-500"
        />
        Free agents only
      </label>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => onChange({ ...EMPTY_STATE, sort: state.sort, dir: state.dir, pageSize: state.pageSize })}
      >
        Clear filters
      </Button>
    </form>
  );
}
