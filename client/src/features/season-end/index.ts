/** The season end's public module: the summary the dashboard opens once a season has ended. */
export { SeasonEndSummary } from './SeasonEndSummary';
