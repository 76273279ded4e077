/** Typed answers of the leagues' routes for the feature's component tests. */
import type { LeagueCalendar, LeagueClub, LeagueDetail, LeagueRound, LeagueSummary, ManagerWorld } from '@hardwood/shared';

/** Every day at 20:00 in Rome (an hour ahead of UTC in winter). */
export const ROME_DAILY: LeagueCalendar = { firstTipOff: '2026-01-05T19:00:00.000Z', everySeconds: 86_400, timeZone: 'Europe/Rome' };

export const round = (tipOffAt: string, extra: Partial<LeagueRound> = {}): LeagueRound => ({
  round: 3,
  season: 1,
  matchday: 4,
  status: 'waiting',
  tipOffAt,
  startedLate: false,
  ...extra,
});

export const summary = (id: string, name: string, tipOffAt: string, extra: Partial<LeagueSummary> = {}): LeagueSummary => ({
  id,
  name,
  country: 'Italy',
  division: 'Serie A',
  visibility: 'public',
  managers: 4,
  clubs: 12,
  round: round(tipOffAt),
  calendar: ROME_DAILY,
  member: false,
  ...extra,
});

export const club = (teamId: string, name: string, manager: string | null = null, you = false): LeagueClub => ({
  teamId,
  name,
  strength: 71.25,
  manager,
  you,
});

export const detail = (extra: Partial<LeagueDetail> = {}): LeagueDetail => ({
  ...summary('w1', 'Friends League', '2026-03-10T19:00:00.000Z'),
  table: [club('t1', 'Olimpia', 'Bo Boss'), club('t2', 'Roma'), club('t3', 'Virtus')],
  invite: null,
  ...extra,
});

export const careerWorld = (active = true): ManagerWorld => ({
  worldId: 'c1',
  kind: 'career',
  name: 'Career',
  club: 'Treviso',
  round: null,
  calendar: null,
  liveMatchId: null,
  active,
});

export const leagueWorld = (
  worldId: string,
  name: string,
  leagueRound: LeagueRound | null,
  active = false,
  extra: Partial<ManagerWorld> = {},
): ManagerWorld => ({
  worldId,
  kind: 'league',
  name,
  club: 'Roma',
  round: leagueRound,
  calendar: ROME_DAILY,
  liveMatchId: null,
  active,
  ...extra,
});
