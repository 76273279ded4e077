/** The other-team roster table's sort keys. */
import { POSITIONS, SKILL_KEYS, type Player } from '@hardwood/shared';

export const TEAM_SORT_KEYS = ['name', 'position', 'age', 'height', 'weight', 'overallRating', ...SKILL_KEYS] as const;
export type TeamSortKey = (typeof TEAM_SORT_KEYS)[number];
export type SortDirection = 'asc' | 'desc';

export function sortTeamPlayers(players: readonly Player[], key: TeamSortKey, direction: SortDirection): Player[] {
  const sign = direction === 'asc' ? 1 : -1;
  const value = (p: Player): number | string => (key === 'position' ? POSITIONS.indexOf(p.position) : key === 'name' ? p.name : p[key]);
  return [...players].sort((a, b) => {
    const va = value(a);
    const vb = value(b);
    const cmp = typeof va === 'string' && typeof vb === 'string' ? va.localeCompare(vb) : Number(va) - Number(vb);
    return sign * cmp || a.name.localeCompare(b.name);
  });
}

/** Clicking the sorted column flips it; another column sorts descending for numbers, ascending for name and position. */
export function nextSort(
  current: { key: TeamSortKey; direction: SortDirection },
  key: TeamSortKey,
): { key: TeamSortKey; direction: SortDirection } {
  if (current.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: key === 'name' || key === 'position' ? 'asc' : 'desc' };
}
