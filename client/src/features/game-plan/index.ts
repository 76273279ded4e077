/** What other features use of the game plan: the editor's path, and the autopilot's choices in words (the live match's select). */
export { GAME_PLAN_PATH } from './game-plan-path';
export { AUTOPILOT_CHOICES, autopilotLabel, autopilotOf, SUGGESTED_IDLE_MINUTES } from './autopilot-text';
