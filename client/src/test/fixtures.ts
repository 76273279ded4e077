/** Small, typed API answers for component tests. */
import {
  emptyStats,
  overallRating,
  type LivePlayerView,
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
