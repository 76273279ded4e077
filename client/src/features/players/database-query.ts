/**
 * The player database's query as the page's address (?sort=value&page=2…),
 * so Back from a player returns to the same page of the same search, and a
 * search can be shared. Only values the server would accept are read back.
 */
import {
  PLAYER_DATABASE_DEFAULT_DIRECTION,
  PLAYER_DATABASE_PAGE_SIZE,
  PLAYER_DATABASE_SORTS,
  POSITIONS,
  type PlayerDatabaseSort,
  type Position,
} from '@hardwood/shared';

export interface DatabaseState {
  q: string;
  position: Position | '';
  ageMin: string;
  ageMax: string;
  overallMin: string;
  overallMax: string;
  valueMax: string;
  /** A season's wage, euros. */
  wageMin: string;
  wageMax: string;
  leagueId: string;
  teamId: string;
  freeAgents: boolean;
  sort: PlayerDatabaseSort;
  dir: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

export const PAGE_SIZES = [25, 50, 100] as const;
/** The value ceilings offered, in euros. */
export const VALUE_CEILINGS = [100_000, 250_000, 500_000, 750_000, 1_000_000] as const;
/** The season wages offered as a floor or a ceiling, in euros (the world's run from about €20,000 to €1,000,000). */
export const WAGE_STEPS = [25_000, 50_000, 100_000, 200_000, 300_000, 500_000, 750_000] as const;

export const EMPTY_STATE: DatabaseState = {
  q: '',
  position: '',
  ageMin: '',
  ageMax: '',
  overallMin: '',
  overallMax: '',
  valueMax: '',
  wageMin: '',
  wageMax: '',
  leagueId: '',
  teamId: '',
  freeAgents: false,
  sort: 'overall',
  dir: PLAYER_DATABASE_DEFAULT_DIRECTION.overall,
  page: 1,
  pageSize: PLAYER_DATABASE_PAGE_SIZE,
};

const digits = (v: string | null) => (v !== null && /^\d{1,9}$/.test(v) ? v : '');

export function stateFromSearch(search: string): DatabaseState {
  const p = new URLSearchParams(search);
  const sort = PLAYER_DATABASE_SORTS.find((s) => s === p.get('sort')) ?? EMPTY_STATE.sort;
  const dir = p.get('dir') === 'asc' ? 'asc' : p.get('dir') === 'desc' ? 'desc' : PLAYER_DATABASE_DEFAULT_DIRECTION[sort];
  const pageSize = PAGE_SIZES.find((s) => String(s) === p.get('pageSize')) ?? PLAYER_DATABASE_PAGE_SIZE;
  return {
    q: (p.get('q') ?? '').slice(0, 60),
    position: POSITIONS.find((pos) => pos === p.get('position')) ?? '',
    ageMin: digits(p.get('ageMin')),
    ageMax: digits(p.get('ageMax')),
    overallMin: digits(p.get('overallMin')),
    overallMax: digits(p.get('overallMax')),
    valueMax: digits(p.get('valueMax')),
    wageMin: digits(p.get('wageMin')),
    wageMax: digits(p.get('wageMax')),
    leagueId: digits(p.get('leagueId')),
    teamId: /^[0-9a-f]{24}$/i.test(p.get('teamId') ?? '') ? (p.get('teamId') ?? '') : '',
    freeAgents: p.get('freeAgents') === 'true',
    sort,
    dir,
    page: Math.max(1, Number(digits(p.get('page'))) || 1),
    pageSize,
  };
}

/** The address's query: only what differs from a fresh search. */
export function searchFromState(state: DatabaseState): string {
  const p = new URLSearchParams();
  const set = (key: string, value: string) => {
    if (value !== '') p.set(key, value);
  };
  set('q', state.q.trim());
  set('position', state.position);
  set('ageMin', state.ageMin);
  set('ageMax', state.ageMax);
  set('overallMin', state.overallMin);
  set('overallMax', state.overallMax);
  set('valueMax', state.valueMax);
  set('wageMin', state.wageMin);
  set('wageMax', state.wageMax);
  if (state.freeAgents) p.set('freeAgents', 'true');
  else {
    set('leagueId', state.leagueId);
    set('teamId', state.teamId);
  }
  if (state.sort !== EMPTY_STATE.sort) p.set('sort', state.sort);
  if (state.dir !== PLAYER_DATABASE_DEFAULT_DIRECTION[state.sort]) p.set('dir', state.dir);
  if (state.page > 1) p.set('page', String(state.page));
  if (state.pageSize !== PLAYER_DATABASE_PAGE_SIZE) p.set('pageSize', String(state.pageSize));
  const text = p.toString();
  return text ? `?${text}` : '';
}

/** What the server is asked (numbers as numbers; unset filters left out). */
export function requestQuery(state: DatabaseState): Record<string, string | number | undefined> {
  const num = (v: string) => (v === '' ? undefined : Number(v));
  return {
    q: state.q.trim() || undefined,
    position: state.position || undefined,
    ageMin: num(state.ageMin),
    ageMax: num(state.ageMax),
    overallMin: num(state.overallMin),
    overallMax: num(state.overallMax),
    valueMax: num(state.valueMax),
    wageMin: num(state.wageMin),
    wageMax: num(state.wageMax),
    freeAgents: state.freeAgents ? 'true' : undefined,
    leagueId: state.freeAgents ? undefined : num(state.leagueId),
    teamId: state.freeAgents ? undefined : state.teamId || undefined,
    sort: state.sort,
    dir: state.dir,
    page: state.page,
    pageSize: state.pageSize,
  };
}

/** A header click: the same column flips its direction, another starts in its own. */
export function nextSort(state: DatabaseState, sort: PlayerDatabaseSort): Pick<DatabaseState, 'sort' | 'dir' | 'page'> {
  if (state.sort === sort) return { sort, dir: state.dir === 'asc' ? 'desc' : 'asc', page: 1 };
  return { sort, dir: PLAYER_DATABASE_DEFAULT_DIRECTION[sort], page: 1 };
}
