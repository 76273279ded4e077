/** What other parts of the client use of the leagues: their paths, the hub's switcher and the league bar every page shows. */
export { LEAGUE_ROUTE, LEAGUES_PATH, leaguePath } from './league-paths';
export { LeagueBar } from './LeagueBar';
export { WorldSwitcher } from './WorldSwitcher';
