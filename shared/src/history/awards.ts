/**
 * The season's awards, computed from box scores: for each national league
 * the MVP, the top scorer, the best young player and an All-League first
 * team (one player a position), and the European Cup's Final Four MVP. Pure
 * and deterministic (ties broken by totals, then name, then id), so a season
 * end repeated after a crash names the same players.
 */
import { AWARD_MIN_GAMES_SHARE, MVP_WIN_WEIGHT, POSITIONS, YOUNG_PLAYER_MAX_AGE, type AwardKind } from '../rules.js';
import type { Position } from '../types.js';
import { efficiency, type BoxLine } from './box-score.js';

/** One player's season in one competition, for one club (his last, if he played for several there). */
export interface SeasonPlayerRow {
  playerId: string;
  name: string;
  position: Position;
  age: number;
  teamId: string;
  teamName: string;
  games: number;
  totals: BoxLine;
}

export interface Award {
  kind: AwardKind;
  /** The league (or the European Cup's league id) it was won in. */
  leagueId: number;
  playerId: string;
  name: string;
  position: Position;
  teamId: string;
  teamName: string;
  games: number;
  /** The figure it was won with, per game, one decimal: points for the top scorer, efficiency otherwise (a total for the Final Four). */
  value: number;
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const perGame = (row: SeasonPlayerRow, total: number) => (row.games > 0 ? total / row.games : 0);

/** Higher score first; then more games, then name and id, so the order never depends on how rows were read. */
function ranked(rows: readonly SeasonPlayerRow[], score: (row: SeasonPlayerRow) => number): SeasonPlayerRow[] {
  return [...rows]
    .map((row) => ({ row, s: score(row) }))
    .sort(
      (a, b) =>
        b.s - a.s ||
        b.row.games - a.row.games ||
        a.row.name.localeCompare(b.row.name) ||
        (a.row.playerId < b.row.playerId ? -1 : a.row.playerId > b.row.playerId ? 1 : 0),
    )
    .map((x) => x.row);
}

function award(kind: AwardKind, leagueId: number, row: SeasonPlayerRow, value: number): Award {
  return {
    kind,
    leagueId,
    playerId: row.playerId,
    name: row.name,
    position: row.position,
    teamId: row.teamId,
    teamName: row.teamName,
    games: row.games,
    value: round1(value),
  };
}

/**
 * A national league's awards from its players' season rows. `winShare`:
 * each club's share of league games won; `maxGames`: the most league games
 * any club played (the games threshold is a share of it).
 */
export function leagueAwards(
  leagueId: number,
  rows: readonly SeasonPlayerRow[],
  winShare: ReadonlyMap<string, number>,
  maxGames: number,
): Award[] {
  const eligible = rows.filter((r) => r.games > 0 && r.games >= Math.ceil(maxGames * AWARD_MIN_GAMES_SHARE));
  if (eligible.length === 0) return [];
  const eff = (r: SeasonPlayerRow) => perGame(r, efficiency(r.totals));
  const value = (r: SeasonPlayerRow) => eff(r) * (1 + MVP_WIN_WEIGHT * ((winShare.get(r.teamId) ?? 0.5) - 0.5));
  const out: Award[] = [];
  const [mvp] = ranked(eligible, value);
  if (mvp) out.push(award('mvp', leagueId, mvp, eff(mvp)));
  const ppg = (r: SeasonPlayerRow) => perGame(r, r.totals.points);
  const [scorer] = ranked(eligible, ppg);
  if (scorer) out.push(award('top-scorer', leagueId, scorer, ppg(scorer)));
  const [young] = ranked(
    eligible.filter((r) => r.age <= YOUNG_PLAYER_MAX_AGE),
    eff,
  );
  if (young) out.push(award('young-player', leagueId, young, eff(young)));
  for (const position of POSITIONS) {
    const [best] = ranked(
      eligible.filter((r) => r.position === position),
      value,
    );
    if (best) out.push(award('all-league', leagueId, best, eff(best)));
  }
  return out;
}

/** The Final Four MVP: of the champion's players, the best efficiency over his Final Four games (semifinal and final). */
export function finalFourMvp(leagueId: number, championRows: readonly SeasonPlayerRow[]): Award | null {
  const [best] = ranked(
    championRows.filter((r) => r.games > 0),
    (r) => efficiency(r.totals),
  );
  return best ? award('final-four-mvp', leagueId, best, efficiency(best.totals)) : null;
}
