/** The setup flow's states: league step, team step, submitting. */
import type { SetupTeam } from '@hardwood/shared';

export interface SetupState {
  step: 'league' | 'team';
  countryId: string | null;
  teamId: number | null;
  submitting: boolean;
}

export type SetupAction =
  | { type: 'chooseCountry'; countryId: string }
  | { type: 'changeCountry' }
  | { type: 'selectTeam'; teamId: number }
  | { type: 'submit' }
  | { type: 'failed' };

export const initialSetupState: SetupState = { step: 'league', countryId: null, teamId: null, submitting: false };

export function setupReducer(state: SetupState, action: SetupAction): SetupState {
  switch (action.type) {
    case 'chooseCountry':
      return { step: 'team', countryId: action.countryId, teamId: null, submitting: false };
    case 'changeCountry':
      return state.submitting ? state : initialSetupState;
    case 'selectTeam':
      return state.submitting ? state : { ...state, teamId: action.teamId };
    case 'submit':
      return state.teamId === null || state.submitting ? state : { ...state, submitting: true };
    case 'failed':
      return { ...state, submitting: false };
  }
}

/** Start Managing needs a selected team and is disabled while submitting. */
export function canStartManaging(state: SetupState): boolean {
  return state.teamId !== null && !state.submitting;
}

export function startButtonLabel(state: SetupState): string {
  return state.submitting ? 'Setting up...' : 'Start Managing';
}

/** Teams grouped by league name, in first-seen order; teams without a league go under "Unknown League". */
export function groupTeamsByLeague<T extends Pick<SetupTeam, 'league'>>(teams: readonly T[]): Array<{ league: string; teams: T[] }> {
  const groups = new Map<string, T[]>();
  for (const team of teams) {
    const league = team.league?.trim() || 'Unknown League';
    groups.set(league, [...(groups.get(league) ?? []), team]);
  }
  return [...groups].map(([league, list]) => ({ league, teams: list }));
}

/** "1st", "2nd", "3rd", "11th", "12th". */
export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}
