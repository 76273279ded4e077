/** League table: 2 points a win, ranked by points then point difference. */
import { POINTS_PER_LOSS, POINTS_PER_WIN, PROMOTION_LINKS, RANK_STATUS_BANDS } from './rules.js';

export type RankStatus = (typeof RANK_STATUS_BANDS)[number]['status'] | 'Promotion';

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

/** A rank's label; a second tier's top places read "Promotion". */
export function rankStatus(position: number, context?: { leagueId: number; teams: number }): RankStatus {
  if (context && PROMOTION_LINKS.some((l) => l.lowerLeagueId === context.leagueId)) {
    return position <= relegationPlaces(context.teams) ? 'Promotion' : 'Mid-Table';
  }
  const band = RANK_STATUS_BANDS.find((b) => position <= b.maxRank);
  return band ? band.status : 'Relegation';
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
