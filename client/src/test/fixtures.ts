/** Small, typed API answers for component tests. */
import {
  emptyStats,
  overallRating,
  type LiveMatchView,
  type LivePlayerView,
  type LiveTeamView,
  type Match,
  type Player,
  type Position,
  type Team,
  type User,
} from '@hardwood/shared';

export const user: User = {
  id: 'u1',
  firstName: 'Ada',
  lastName: 'Coach',
  email: 'ada@example.com',
  profileImageUrl: null,
  isSetupComplete: true,
  simulateMode: false,
  isDeveloper: false,
  editorUsed: false,
};

export const team = (id: string, name: string, isUserTeam = false): Team => ({
  id,
  name,
  city: `${name} City`,
  leagueId: 1,
  league: 'Serie A',
  budget: 5_000_000,
  reputation: 3,
  templateTeamId: 101,
  isUserTeam,
});

export function player(id: string, position: Position, overall: number, extra: Partial<Player> = {}): Player {
  const skills = {
    shooting: overall,
    threePoint: overall,
    passing: overall,
    defense: overall,
    rebounding: overall,
    athletics: overall,
    basketballIQ: overall,
  };
  return {
    id,
    teamId: 't1',
    name: `Player ${id}`,
    position,
    age: 25,
    height: 200,
    weight: 95,
    nationality: 'Italy',
    avatarUrl: null,
    description: '',
    potential: 80,
    careerPhase: 'prime',
    morale: 60,
    fitness: 90,
    overallRating: overallRating(position, skills),
    isOnLoan: false,
    cannotSellUntilMatchday: 0,
    salary: 10_000,
    contractEndsSeason: 2,
    ...skills,
    ...extra,
  };
}

export const match = (id: string, matchday: number, home: string, away: string, extra: Partial<Match> = {}): Match => ({
  id,
  seasonId: 's1',
  homeTeamId: home,
  awayTeamId: away,
  homeScore: null,
  awayScore: null,
  matchday,
  round: matchday <= 11 ? 1 : 2,
  isPlayed: false,
  ...extra,
});

/** A player as a live room syncs him: a fresh box score unless `extra` says otherwise. */
export const livePlayer = (id: string, extra: Partial<LivePlayerView> = {}): LivePlayerView => ({
  id,
  name: `Player ${id}`,
  position: 'PG',
  slot: '',
  overall: 70,
  energy: 100,
  minutes: 0,
  fouledOut: false,
  injured: false,
  ...emptyStats(),
  ...extra,
});

const LIVE_SLOTS = ['PG', 'SG', 'SF', 'PF', 'C'] as const;

/** A side of a live match: five starters in their slots (`home1`..`home5`), the bench given, the manager's side at home. */
export const liveTeam = (side: 'home' | 'away', bench: LivePlayerView[] = [], extra: Partial<LiveTeamView> = {}): LiveTeamView => {
  const starters = LIVE_SLOTS.map((slot, i) => livePlayer(`${side}${i + 1}`, { name: `${side} starter ${i + 1}`, position: slot, slot }));
  return {
    id: side,
    name: side === 'home' ? 'Home Club' : 'Away Club',
    side,
    managed: side === 'home',
    pace: 'moderate',
    offense: 'balanced',
    defense: 'man-to-man',
    players: [...starters, ...bench],
    onCourt: starters.map((p) => p.id),
    ...extra,
  };
};

/** A live match in the second quarter, 40-38, its manager connected. */
export const liveView = (home: LiveTeamView, away: LiveTeamView, extra: Partial<LiveMatchView> = {}): LiveMatchView => ({
  matchId: 'm1',
  status: 'playing',
  quarter: 2,
  periodLabel: 'Q2',
  clock: 312,
  homeScore: 40,
  awayScore: 38,
  matchday: 3,
  round: 1,
  managerConnected: true,
  resultSaved: false,
  resultFailed: false,
  home,
  away,
  events: [],
  ...extra,
});
