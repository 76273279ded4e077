/** Where the manager edits his game plan: a career page of its own, linked from the dashboard and the live match before tip-off. */
export const GAME_PLAN_PATH = '/game-plan';
