/**
 * Box scores summed: each player's lines per season, competition and club
 * (a player who moved has a row for each club), and each club's record per
 * competition. What the awards, club histories and player pages count from.
 */
import { BOX_WIDTH, emptyBoxLine, EUROPEAN_CUP_LEAGUE_ID, unpackLine, type BoxLine } from '@hardwood/shared';
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
  // A season is about 35,000 player-games: sums kept as number lists per club-competition and player (the player's
  // id string as the key, no new string a line), turned into lines at the end.
  const groups = new Map<string, Map<string, { row: PlayerClubLine; sums: number[] }>>();
  const add = (game: StoredGame, teamId: string, ids: readonly string[], box: readonly number[]) => {
    const groupKey = `${game.season}:${game.leagueId}:${teamId}`;
    let group = groups.get(groupKey);
    if (!group) groups.set(groupKey, (group = new Map()));
    for (let i = 0; i < ids.length; i += 1) {
      const playerId = ids[i] as string;
      if (onlyPlayer !== undefined && playerId !== onlyPlayer) continue;
      let entry = group.get(playerId);
      if (!entry) {
        entry = {
          row: { playerId, teamId, season: game.season, leagueId: game.leagueId, games: 0, totals: emptyBoxLine(), lastMatchday: 0 },
          sums: new Array<number>(BOX_WIDTH).fill(0),
        };
        group.set(playerId, entry);
      }
      entry.row.games += 1;
      if (game.matchday > entry.row.lastMatchday) entry.row.lastMatchday = game.matchday;
      const at = i * BOX_WIDTH;
      if (at + BOX_WIDTH <= box.length) for (let c = 0; c < BOX_WIDTH; c += 1) entry.sums[c] = (entry.sums[c] ?? 0) + (box[at + c] ?? 0);
    }
  };
  for (const game of games) {
    add(game, game.homeTeamId, game.homeIds, game.homeBox);
    add(game, game.awayTeamId, game.awayIds, game.awayBox);
  }
  return [...groups.values()].flatMap((group) => [...group.values()].map(({ row, sums }) => ({ ...row, totals: unpackLine(sums, 0) })));
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
