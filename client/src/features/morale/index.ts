/** The squad's morale and the manager's levers: what other features use. */
export { MoralePanel } from './MoralePanel';
