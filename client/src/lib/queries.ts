/** The client's reads, typed from the route table; keys are the GET URLs. */
import { useQuery } from '@tanstack/react-query';
import { ROUTES, type User } from '@hardwood/shared';
import { routeKey, useRouteQuery } from './contract';
import { getQueryFn } from './query';

/** Signed in when this answers a user; a 401 means signed out (null), never an error. */
export function useUser() {
  return useQuery<User | null>({ queryKey: routeKey(ROUTES.auth.currentUser, {}), queryFn: getQueryFn<User>({ on401: 'returnNull' }) });
}

export const useCatalogueStats = () => useRouteQuery(ROUTES.catalogue.stats, {});
export const useCountries = () => useRouteQuery(ROUTES.setup.countries, {});
/** Asked only once a country is chosen. */
export const useSetupTeams = (countryId: string | null) =>
  useRouteQuery(ROUTES.setup.teams, { countryId: countryId ?? '' }, { enabled: countryId !== null });
export const useMyTeam = () => useRouteQuery(ROUTES.teams.myTeam, {});
export const useTeam = (teamId: string) => useRouteQuery(ROUTES.teams.team, { teamId });
export const useLeagueTeams = (leagueId: number | undefined) =>
  useRouteQuery(ROUTES.teams.list, {}, { query: { leagueId: leagueId ?? 0 }, enabled: leagueId !== undefined });
export const useDashboard = () => useRouteQuery(ROUTES.dashboard.stats, {});
export const useSeasonStatus = () => useRouteQuery(ROUTES.season.status, {});
export const useSeasons = (leagueId: number | undefined) =>
  useRouteQuery(ROUTES.season.list, {}, { query: { leagueId: leagueId ?? 0 }, enabled: leagueId !== undefined });
export const useMatches = (seasonId: string | undefined) =>
  useRouteQuery(ROUTES.season.matches, {}, { query: { seasonId: seasonId ?? '' }, enabled: seasonId !== undefined });
export const useStandings = (seasonId: string | undefined) =>
  useRouteQuery(ROUTES.season.standings, { seasonId: seasonId ?? '' }, { enabled: seasonId !== undefined });
export const useRoster = () => useRouteQuery(ROUTES.players.roster, {});
export const useTeamPlayers = (teamId: string) => useRouteQuery(ROUTES.players.teamPlayers, { teamId });
export const useStatistics = () => useRouteQuery(ROUTES.players.statistics, {});
export const useInjuredIds = () => useRouteQuery(ROUTES.players.injuredIds, {});
export const useLineup = () => useRouteQuery(ROUTES.lineup.get, {});
export const useEuropeanLeagues = () => useRouteQuery(ROUTES.matches.europeanLeagues, {});
/** The season's European Cup bracket; `enabled` lets a screen ask only when it needs it. */
export const useEuropeanCup = (enabled = true) => useRouteQuery(ROUTES.cup.europeanCup, {}, { enabled });

/** The active season of the manager's league (the schedule and standings hang off it). */
export function useActiveSeason() {
  const team = useMyTeam();
  const seasons = useSeasons(team.data?.leagueId);
  return { team, seasons, season: seasons.data?.find((s) => s.isActive) ?? seasons.data?.[0] };
}

/** Office matters not yet read: they badge the office tab and block live play until read. */
export function usePendingOfficeItems(): number {
  return useRouteQuery(ROUTES.office.notifications, {}).data?.length ?? 0;
}
