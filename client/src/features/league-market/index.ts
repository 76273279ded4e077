/** What other features use of the managers' market: its panel, a tab of the Transfers page in a league. */
export { LeagueMarketPanel } from './LeagueMarketPanel';
