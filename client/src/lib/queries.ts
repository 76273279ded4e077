/** The client's reads, typed from the shared schemas; keys are the GET URLs (part 1 §7). */
import { useQuery } from '@tanstack/react-query';
import type {
  CatalogueStats,
  Country,
  CatalogueTeam,
  EuropeanLeague,
  Match,
  Player,
  PlayerSeasonStats,
  Season,
  Standing,
  StartingLineup,
  Team,
  User,
} from '@hardwood/shared';
import { ROUTES, routeUrl } from '@hardwood/shared';
import { useRouteQuery } from './contract';
import { getQueryFn } from './query';

export const KEYS = {
  user: '/api/auth/user',
  catalogueStats: '/api/catalogue/stats',
  countries: '/api/setup/countries',
  setupTeams: (countryId: string) => `/api/setup/teams/${countryId}`,
  myTeam: '/api/user/team',
  team: (teamId: string) => `/api/user-teams/${teamId}`,
  teams: (leagueId: number) => `/api/teams?leagueId=${leagueId}`,
  dashboard: routeUrl(ROUTES.dashboardStats, {}),
  seasonStatus: routeUrl(ROUTES.seasonStatus, {}),
  seasons: (leagueId: number) => `/api/seasons?leagueId=${leagueId}`,
  matches: (seasonId: string) => `/api/matches?seasonId=${seasonId}`,
  standings: (seasonId: string) => `/api/standings/season/${seasonId}`,
  roster: '/api/players/roster',
  teamPlayers: (teamId: string) => `/api/players/team/${teamId}`,
  statistics: '/api/players/statistics',
  injuredIds: '/api/players/injured-ids',
  lineup: '/api/starting-lineup',
  europeanLeagues: '/api/european-leagues',
  europeanCup: routeUrl(ROUTES.europeanCup, {}),
} as const;

/** Signed in when this answers a user; a 401 means signed out (null), never an error. */
export function useUser() {
  return useQuery<User | null>({ queryKey: [KEYS.user], queryFn: getQueryFn<User>({ on401: 'returnNull' }) });
}

export const useCatalogueStats = () => useQuery<CatalogueStats>({ queryKey: [KEYS.catalogueStats] });
export const useCountries = () => useQuery<Country[]>({ queryKey: [KEYS.countries] });
/** Asked only once a country is chosen. */
export const useSetupTeams = (countryId: string | null) =>
  useQuery<CatalogueTeam[]>({ queryKey: [KEYS.setupTeams(countryId ?? '')], enabled: countryId !== null });
export const useMyTeam = () => useQuery<Team>({ queryKey: [KEYS.myTeam] });
export const useTeam = (teamId: string) => useQuery<Team>({ queryKey: [KEYS.team(teamId)] });
export const useLeagueTeams = (leagueId: number | undefined) =>
  useQuery<Team[]>({ queryKey: [KEYS.teams(leagueId ?? 0)], enabled: leagueId !== undefined });
export const useDashboard = () => useRouteQuery(ROUTES.dashboardStats, {});
export const useSeasonStatus = () => useRouteQuery(ROUTES.seasonStatus, {});
export const useSeasons = (leagueId: number | undefined) =>
  useQuery<Season[]>({ queryKey: [KEYS.seasons(leagueId ?? 0)], enabled: leagueId !== undefined });
export const useMatches = (seasonId: string | undefined) =>
  useQuery<Match[]>({ queryKey: [KEYS.matches(seasonId ?? '')], enabled: seasonId !== undefined });
export const useStandings = (seasonId: string | undefined) =>
  useQuery<Standing[]>({ queryKey: [KEYS.standings(seasonId ?? '')], enabled: seasonId !== undefined });
export const useRoster = () => useQuery<Player[]>({ queryKey: [KEYS.roster] });
export const useTeamPlayers = (teamId: string) => useQuery<Player[]>({ queryKey: [KEYS.teamPlayers(teamId)] });
export const useStatistics = () => useQuery<PlayerSeasonStats[]>({ queryKey: [KEYS.statistics] });
export const useInjuredIds = () => useQuery<string[]>({ queryKey: [KEYS.injuredIds] });
export const useLineup = () => useQuery<StartingLineup | null>({ queryKey: [KEYS.lineup] });
export const useEuropeanLeagues = () => useQuery<EuropeanLeague[]>({ queryKey: [KEYS.europeanLeagues] });
/** The season's European Cup bracket (issue 14); `enabled` lets a screen ask only when it needs it. */
export const useEuropeanCup = (enabled = true) => useRouteQuery(ROUTES.europeanCup, {}, { enabled });

/** The active season of the manager's league (the schedule and standings hang off it). */
export function useActiveSeason() {
  const team = useMyTeam();
  const seasons = useSeasons(team.data?.leagueId);
  return { team, seasons, season: seasons.data?.find((s) => s.isActive) ?? seasons.data?.[0] };
}

/** Office matters not yet read: they badge the office tab and block live play until read (part 1 §4, part 2 §4). */
export function usePendingOfficeItems(): number {
  return useRouteQuery(ROUTES.officeNotifications, {}).data?.length ?? 0;
}
