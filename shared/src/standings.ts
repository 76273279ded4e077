/** League table: 2 points a win, ranked by points then point difference; what each place leads to. */
import { LEAGUES } from './catalogue/leagues.js';
import {
  BOARD_EXPECTATION_BANDS,
  EUROPEAN_CUP_NAME,
  EUROPEAN_CUP_QUALIFICATION,
  POINTS_PER_LOSS,
  POINTS_PER_WIN,
  PROMOTION_LINKS,
  RANK_STATUS_BANDS,
} from './rules.js';

export const RANK_STATUSES = ['Champion', 'Playoffs', 'European Cup', 'Mid-Table', 'Relegation', 'Promotion'] as const;
export type RankStatus = (typeof RANK_STATUSES)[number];

export interface StandingRecord {
  wins: number;
  losses: number;
  pointsFor: number;
  pointsAgainst: number;
  teamName: string;
}

export function leaguePoints(row: Pick<StandingRecord, 'wins' | 'losses'>): number {
  return row.wins * POINTS_PER_WIN + row.losses * POINTS_PER_LOSS;
}

export function pointDifference(row: Pick<StandingRecord, 'pointsFor' | 'pointsAgainst'>): number {
  return row.pointsFor - row.pointsAgainst;
}

/** How many clubs a table sends down: the ranks labelled "Relegation" of a table of `teams`. */
export function relegationPlaces(teams: number): number {
  const safe = RANK_STATUS_BANDS.filter((b) => b.status !== 'Relegation').reduce((max, b) => Math.max(max, b.maxRank), 0);
  return Math.max(0, teams - safe);
}

/** A run of places of one table and what they lead to ("Relegated to Serie A2"). */
export interface PlaceBand {
  from: number;
  to: number;
  status: RankStatus;
  leadsTo: string;
}

const leagueName = (id: number) => LEAGUES.find((l) => l.id === id)?.name ?? 'the other tier';

/** A top tier's rank among the national top tiers by the catalogue's level (1 the strongest), as the Cup's qualification reads it; null otherwise. */
export function leagueStrengthRank(leagueId: number): number | null {
  const order = LEAGUES.filter((l) => l.tier === 1).sort((a, b) => b.level - a.level);
  const index = order.findIndex((l) => l.id === leagueId);
  return index < 0 ? null : index + 1;
}

/** What a place labelled "Playoffs" leads to when it is not a European Cup place: no league plays a post-season series. */
export const PLAYOFFS_WITHOUT_SERIES = 'No post-season series is played: the same league next season';

/** The rules table's label of a place, before what the place leads to in a given league is known. */
function bandStatus(position: number): RankStatus {
  return RANK_STATUS_BANDS.find((b) => position <= b.maxRank)?.status ?? 'Relegation';
}

/**
 * What each place of a league's table of `teams` leads to, from the rules
 * table only: the title; the rules table's Playoffs places (2 to 3), which
 * lead to the European Cup where the league is strong enough
 * (EUROPEAN_CUP_QUALIFICATION) and otherwise to nothing, as no league plays
 * a post-season; relegation only where PROMOTION_LINKS sends clubs down,
 * promotion where it brings them up; every other place changes nothing.
 * Without a league: the title, the Playoffs places, and no more.
 */
export function placeBands(leagueId: number | undefined, teams: number): PlaceBand[] {
  const link = PROMOTION_LINKS.find((l) => l.lowerLeagueId === leagueId);
  if (link) {
    const up = Math.min(relegationPlaces(teams), teams);
    const bands: PlaceBand[] = [];
    if (up > 0) bands.push({ from: 1, to: up, status: 'Promotion', leadsTo: `Promoted to ${leagueName(link.upperLeagueId)}` });
    if (up < teams) bands.push({ from: up + 1, to: teams, status: 'Mid-Table', leadsTo: 'Stays in this league' });
    return bands;
  }
  const strength = leagueId === undefined ? null : leagueStrengthRank(leagueId);
  const cupPlaces = new Set<number>(
    strength === null ? [] : EUROPEAN_CUP_QUALIFICATION.filter((rule) => strength <= rule.strongestLeagues).map((rule) => rule.place),
  );
  const down = PROMOTION_LINKS.find((l) => l.upperLeagueId === leagueId);
  const firstDown = down ? teams - relegationPlaces(teams) + 1 : teams + 1;
  const cupPlace = `A place in next season's ${EUROPEAN_CUP_NAME}`;
  const bands: PlaceBand[] = [];
  const push = (place: number, status: RankStatus, leadsTo: string) => {
    const last = bands[bands.length - 1];
    if (last && last.status === status && last.leadsTo === leadsTo && last.to === place - 1) last.to = place;
    else bands.push({ from: place, to: place, status, leadsTo });
  };
  for (let place = 1; place <= teams; place += 1) {
    const cup = cupPlaces.has(place);
    if (place === 1) push(1, 'Champion', cup ? `League title and a place in the ${EUROPEAN_CUP_NAME}` : 'League title');
    else if (place >= firstDown && down) push(place, 'Relegation', `Relegated to ${leagueName(down.lowerLeagueId)}`);
    else if (bandStatus(place) === 'Playoffs') push(place, 'Playoffs', cup ? cupPlace : PLAYOFFS_WITHOUT_SERIES);
    else if (cup) push(place, 'European Cup', cupPlace);
    else push(place, 'Mid-Table', 'No change: the same league next season');
  }
  return bands;
}

/** A rank's label in its league's table (see placeBands); without a league, the rules table's generic bands. */
export function rankStatus(position: number, context?: { leagueId: number; teams: number }): RankStatus {
  if (context)
    return placeBands(context.leagueId, context.teams).find((b) => position >= b.from && position <= b.to)?.status ?? 'Mid-Table';
  return bandStatus(position);
}

/**
 * Sorted copy: points, then point difference, then points scored, then name
 * (the last two only make the order total and stable; the spec stops at difference).
 */
export function rankStandings<T extends StandingRecord>(
  rows: readonly T[],
  leagueId?: number,
): Array<T & { points: number; pointsDifference: number; position: number; status: RankStatus }> {
  return [...rows]
    .map((row) => ({ ...row, points: leaguePoints(row), pointsDifference: pointDifference(row) }))
    .sort(
      (a, b) =>
        b.points - a.points || b.pointsDifference - a.pointsDifference || b.pointsFor - a.pointsFor || a.teamName.localeCompare(b.teamName),
    )
    .map((row, index) => ({
      ...row,
      position: index + 1,
      status: rankStatus(index + 1, leagueId === undefined ? undefined : { leagueId, teams: rows.length }),
    }));
}

export interface ResultRecord<T> {
  home: T;
  away: T;
  homeScore: number;
  awayScore: number;
}

export interface Tally {
  matchesPlayed: number;
  wins: number;
  losses: number;
  pointsFor: number;
  pointsAgainst: number;
}

/**
 * Standings counted from results, one row per team (teams without a game get
 * zeros). Recounting from the results rather than adding to stored rows keeps
 * the table right however often a step is repeated.
 */
export function tallyStandings<T>(teams: readonly T[], results: ReadonlyArray<ResultRecord<T>>): Map<T, Tally> {
  const table = new Map<T, Tally>();
  for (const team of teams) table.set(team, { matchesPlayed: 0, wins: 0, losses: 0, pointsFor: 0, pointsAgainst: 0 });
  const add = (team: T, scored: number, conceded: number) => {
    let row = table.get(team);
    if (!row) table.set(team, (row = { matchesPlayed: 0, wins: 0, losses: 0, pointsFor: 0, pointsAgainst: 0 }));
    row.matchesPlayed += 1;
    row.pointsFor += scored;
    row.pointsAgainst += conceded;
    if (scored > conceded) row.wins += 1;
    else row.losses += 1;
  };
  for (const r of results) {
    add(r.home, r.homeScore, r.awayScore);
    add(r.away, r.awayScore, r.homeScore);
  }
  return table;
}

/** The board's expectation of a club ranked `strengthRank` by squad strength in its league (rules.ts BOARD_EXPECTATION_BANDS). */
export function boardExpectation(strengthRank: number, leagueId: number): string {
  const band =
    BOARD_EXPECTATION_BANDS.find((b) => strengthRank <= b.maxRank) ?? BOARD_EXPECTATION_BANDS[BOARD_EXPECTATION_BANDS.length - 1];
  if (!band) return '';
  const relegates = PROMOTION_LINKS.some((l) => l.upperLeagueId === leagueId);
  return 'withoutRelegation' in band && !relegates ? band.withoutRelegation : band.expectation;
}
