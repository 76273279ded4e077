/**
 * The youth tournament's fixtures for one club and season: the tier's
 * opponents without the club's own youth team, spread over the matchdays the
 * academy exists for.
 */
import { YOUTH_TOURNAMENT_MATCHES, YOUTH_TOURNAMENT_OPPONENTS, YOUTH_TOURNAMENT_RESERVES } from '../rules.js';
import type { AcademyType } from './academy.js';

export interface ScheduledTournamentMatch {
  /** `${season}-${number}`: a new season's schedule has new ids. */
  matchId: string;
  number: number;
  opponent: string;
  matchday: number;
}

/** The club whose academy plays: its name and city tell its own youth team among the opponents. */
export interface TournamentClub {
  name: string;
  city: string;
}

export interface TournamentScheduleOptions {
  club?: TournamentClub;
  /** When the academy was founded: in that season it plays only from that matchday on. */
  founded?: { season: number; matchday: number };
}

/** Lower case, accents off, split into words: "Cantù" and "Cantu" are one place. */
function words(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

const TEAM_SUFFIXES = new Set(['vs', 'u16', 'youth', 'juniors', 'academy']);

/** "vs Tortona U16" is Tortona's own youth team for a club named or based in Tortona. */
export function isOwnYouthTeam(opponent: string, club: TournamentClub): boolean {
  const own = new Set([...words(club.name), ...words(club.city)]);
  return words(opponent).some((w) => !TEAM_SUFFIXES.has(w) && own.has(w));
}

/** The tier's opponents for a club: its own youth team left out, a stand-in taking its place. */
export function tournamentOpponents(type: AcademyType, club?: TournamentClub): string[] {
  const all: readonly string[] = [...YOUTH_TOURNAMENT_OPPONENTS[type], ...YOUTH_TOURNAMENT_RESERVES[type]];
  return all.filter((o) => !club || !isOwnYouthTeam(o, club)).slice(0, YOUTH_TOURNAMENT_MATCHES);
}

/** Matchdays first..last spread evenly for n matches, both ends included. */
function spread(n: number, first: number, last: number): number[] {
  return Array.from({ length: n }, (_, i) => (n === 1 ? first : first + Math.round((i * (last - first)) / (n - 1))));
}

/**
 * The season's 10 tournament matches of a tier, spread evenly from
 * matchday 1 to the last: 22 matchdays give 1, 3, 6, 8, 10, 13,
 * 15, 17, 20, 22. An academy founded during the season plays from its
 * founding matchday on (one a matchday when fewer than 10 are left), so no
 * fixture falls before it existed.
 */
export function tournamentSchedule(
  type: AcademyType,
  season: number,
  totalMatchdays: number,
  options: TournamentScheduleOptions = {},
): ScheduledTournamentMatch[] {
  const last = Math.max(1, totalMatchdays);
  const foundedThisSeason = options.founded?.season === season;
  const first = foundedThisSeason ? Math.min(last, Math.max(1, options.founded?.matchday ?? 1)) : 1;
  const opponents = tournamentOpponents(type, options.club);
  const n = Math.min(opponents.length, last - first + 1);
  const matchdays = spread(n, first, last);
  return opponents.slice(0, n).map((opponent, i) => ({
    matchId: `${season}-${i + 1}`,
    number: i + 1,
    opponent,
    matchday: matchdays[i] ?? last,
  }));
}
