/** The hub's bottom tabs and the paths that open them. */
export const HUB_TABS = [
  { id: 'dashboard', label: 'Dashboard', path: '/dashboard' },
  { id: 'office', label: 'Office', path: '/?tab=office' },
  { id: 'roster', label: 'Roster', path: '/roster' },
  { id: 'youth-academy', label: 'Academy', path: '/youth-academy' },
  { id: 'transfers', label: 'Transfers', path: '/transfers' },
  { id: 'finances', label: 'Finances', path: '/?tab=finances' },
  { id: 'schedule', label: 'Schedule', path: '/matches' },
  { id: 'standings', label: 'Standings', path: '/standings' },
  { id: 'settings', label: 'Settings', path: '/settings' },
  { id: 'profile', label: 'Profile', path: '/user-profile' },
] as const;
export type HubTabId = (typeof HUB_TABS)[number]['id'];
/**
 * A phone's bottom bar holds these four and a More button (375 px fit five
 * buttons); the other six open from More. Wider screens show all ten.
 */
export const PHONE_BAR_TABS: readonly HubTabId[] = ['dashboard', 'office', 'schedule', 'standings'];
/** The public rules page, linked from the hub. */
export const RULES_PATH = '/rules';
/** Views reachable by path that are not bottom tabs. */
export type HubView = HubTabId | 'european-leagues' | 'scouting';

/** Every path that shows the hub to a manager. */
export const HUB_PATHS = [
  '/',
  '/dashboard',
  '/youth-academy',
  '/transfers',
  '/roster',
  '/matches',
  '/standings',
  '/scouting',
  '/european-leagues',
  '/settings',
  '/user-profile',
] as const;

const VIEW_BY_PATH: Record<string, HubView> = {
  '/dashboard': 'dashboard',
  '/youth-academy': 'youth-academy',
  '/transfers': 'transfers',
  '/roster': 'roster',
  '/matches': 'schedule',
  '/standings': 'standings',
  '/scouting': 'scouting',
  '/european-leagues': 'european-leagues',
  '/settings': 'settings',
  '/user-profile': 'profile',
};

/** The view for a location; "/" takes `?tab=` (office and finances have no path of their own). */
export function viewForLocation(pathname: string, search: string): HubView {
  const byPath = VIEW_BY_PATH[pathname];
  if (byPath) return byPath;
  const tab = new URLSearchParams(search).get('tab');
  return HUB_TABS.find((t) => t.id === tab)?.id ?? 'dashboard';
}

export function pathForView(view: HubView): string {
  if (view === 'european-leagues') return '/european-leagues';
  if (view === 'scouting') return '/scouting';
  return HUB_TABS.find((t) => t.id === view)?.path ?? '/dashboard';
}
