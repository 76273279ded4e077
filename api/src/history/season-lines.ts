/**
 * Box scores summed: each player's lines per season, competition and club
 * (a player who moved has a row for each club), and each club's record per
 * competition. What the awards, club histories and player pages count from.
 */
import { addLine, emptyBoxLine, EUROPEAN_CUP_LEAGUE_ID, unpackLine, type BoxLine } from '@hardwood/shared';
import type { StoredGame } from './stored-games.js';

export interface PlayerClubLine {
  playerId: string;
  teamId: string;
  season: number;
  /** The league's id, or the European Cup's. */
  leagueId: number;
  games: number;
  totals: BoxLine;
  /** When he last played for the club in it (to name the club of a player who moved). */
  lastMatchday: number;
}

export interface ClubRecord {
  teamId: string;
  leagueId: number;
  games: number;
  wins: number;
  losses: number;
}

export const isCup = (leagueId: number) => leagueId === EUROPEAN_CUP_LEAGUE_ID;

/** Every player's lines per season, competition and club; `onlyPlayer` keeps one player's. */
export function playerClubLines(games: readonly StoredGame[], onlyPlayer?: string): PlayerClubLine[] {
  const rows = new Map<string, PlayerClubLine>();
  const add = (game: StoredGame, teamId: string, ids: readonly string[], box: readonly number[]) => {
    ids.forEach((playerId, i) => {
      if (onlyPlayer !== undefined && playerId !== onlyPlayer) return;
      const key = `${game.season}:${game.leagueId}:${teamId}:${playerId}`;
      let row = rows.get(key);
      if (!row) {
        row = { playerId, teamId, season: game.season, leagueId: game.leagueId, games: 0, totals: emptyBoxLine(), lastMatchday: 0 };
        rows.set(key, row);
      }
      row.games += 1;
      addLine(row.totals, unpackLine(box, i));
      row.lastMatchday = Math.max(row.lastMatchday, game.matchday);
    });
  };
  for (const game of games) {
    add(game, game.homeTeamId, game.homeIds, game.homeBox);
    add(game, game.awayTeamId, game.awayIds, game.awayBox);
  }
  return [...rows.values()];
}

/** Each club's wins and losses per competition. */
export function clubRecords(games: readonly StoredGame[]): Map<string, ClubRecord> {
  const records = new Map<string, ClubRecord>();
  const add = (teamId: string, leagueId: number, won: boolean) => {
    const key = `${leagueId}:${teamId}`;
    const row = records.get(key) ?? { teamId, leagueId, games: 0, wins: 0, losses: 0 };
    row.games += 1;
    if (won) row.wins += 1;
    else row.losses += 1;
    records.set(key, row);
  };
  for (const g of games) {
    add(g.homeTeamId, g.leagueId, g.homeScore > g.awayScore);
    add(g.awayTeamId, g.leagueId, g.awayScore > g.homeScore);
  }
  return records;
}

export const recordKey = (leagueId: number, teamId: string) => `${leagueId}:${teamId}`;
