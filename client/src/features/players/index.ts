/** What other features may use of the players feature beyond its public components. */
export { potentialText } from './player-format';
