/**
 * One season's share of the world's records, from its games' box scores:
 * the best single-game scoring lines, every player's points for the season,
 * each club's longest run of league wins and the biggest comebacks (the
 * deficit at the end of a period that the winner overcame). The season's
 * best `keep` of each is enough: the world's best `keep` are among the
 * seasons' best. Pure and linear in the games, so a season is read once.
 */
import { BOX_WIDTH, BOX_COLUMNS } from '@hardwood/shared';
import type { StoredGame } from './stored-games.js';
import { isCup } from './season-lines.js';

/** A mark set in a game (or, for a run, ended by one), seen from the side that set it. */
export interface GameMark {
  value: number;
  gameId: string;
  season: number;
  matchday: number;
  leagueId: number;
  teamId: string;
  opponentId: string;
  /** The side's final score and the other's. */
  scored: number;
  conceded: number;
  playerId: string | null;
  /** A run's first matchday; a comeback's period at whose end the deficit stood. */
  fromMatchday: number | null;
  period: number | null;
}

export interface PlayerSeasonPoints {
  playerId: string;
  points: number;
  games: number;
  /** The club he last played for that season. */
  teamId: string;
  lastMatchday: number;
}

export interface SeasonRecordSummary {
  season: number;
  gamePoints: GameMark[];
  winRuns: GameMark[];
  comebacks: GameMark[];
  /** Every player who played, his season's points. */
  players: PlayerSeasonPoints[];
}

const POINTS = BOX_COLUMNS.indexOf('points');

/** Higher first; at a tie the earlier mark keeps its place (the first to set a record holds it). */
export function byMark(a: GameMark, b: GameMark): number {
  return (
    b.value - a.value ||
    a.season - b.season ||
    a.matchday - b.matchday ||
    a.gameId.localeCompare(b.gameId) ||
    (a.playerId ?? '').localeCompare(b.playerId ?? '')
  );
}

/** Keeps the best `keep` marks seen, in order. */
class Best {
  readonly marks: GameMark[] = [];
  constructor(private readonly keep: number) {}
  offer(mark: GameMark) {
    const last = this.marks[this.marks.length - 1];
    if (this.marks.length >= this.keep && last && byMark(mark, last) >= 0) return;
    this.marks.push(mark);
    this.marks.sort(byMark);
    if (this.marks.length > this.keep) this.marks.pop();
  }
}

const sideOf = (g: StoredGame, home: boolean) => ({
  teamId: home ? g.homeTeamId : g.awayTeamId,
  opponentId: home ? g.awayTeamId : g.homeTeamId,
  scored: home ? g.homeScore : g.awayScore,
  conceded: home ? g.awayScore : g.homeScore,
});

/** The winner's largest deficit at the end of a period before the last, and that period (1-based); null when never behind. */
export function deficitOvercome(periods: readonly number[], homeWon: boolean): { deficit: number; period: number } | null {
  let home = 0;
  let away = 0;
  let best: { deficit: number; period: number } | null = null;
  const count = Math.floor(periods.length / 2);
  for (let p = 0; p < count - 1; p += 1) {
    home += periods[2 * p] ?? 0;
    away += periods[2 * p + 1] ?? 0;
    const deficit = homeWon ? away - home : home - away;
    if (deficit > 0 && (!best || deficit > best.deficit)) best = { deficit, period: p + 1 };
  }
  return best;
}

function scanPlayers(g: StoredGame, home: boolean, best: Best, players: Map<string, PlayerSeasonPoints>) {
  const ids = home ? g.homeIds : g.awayIds;
  const box = home ? g.homeBox : g.awayBox;
  const side = sideOf(g, home);
  for (let i = 0; i < ids.length; i += 1) {
    const playerId = ids[i] as string;
    const at = i * BOX_WIDTH;
    const points = at + BOX_WIDTH <= box.length ? (box[at + POINTS] ?? 0) : 0;
    best.offer({
      value: points,
      gameId: g.id,
      season: g.season,
      matchday: g.matchday,
      leagueId: g.leagueId,
      ...side,
      playerId,
      fromMatchday: null,
      period: null,
    });
    let row = players.get(playerId);
    if (!row) players.set(playerId, (row = { playerId, points: 0, games: 0, teamId: side.teamId, lastMatchday: 0 }));
    row.points += points;
    row.games += 1;
    if (g.matchday >= row.lastMatchday) {
      row.lastMatchday = g.matchday;
      row.teamId = side.teamId;
    }
  }
}

/** Each club's longest run of league wins in the season (its first such run at a tie), ended by its last win. */
function longestRuns(games: readonly StoredGame[], keep: number): GameMark[] {
  const byClub = new Map<string, Array<{ game: StoredGame; home: boolean }>>();
  for (const g of games) {
    if (isCup(g.leagueId)) continue;
    for (const home of [true, false]) {
      const key = `${g.leagueId}:${home ? g.homeTeamId : g.awayTeamId}`;
      let list = byClub.get(key);
      if (!list) byClub.set(key, (list = []));
      list.push({ game: g, home });
    }
  }
  const best = new Best(keep);
  for (const list of byClub.values()) {
    list.sort((a, b) => a.game.matchday - b.game.matchday);
    let run = 0;
    let from = 0;
    let top: GameMark | null = null;
    for (const { game, home } of list) {
      const side = sideOf(game, home);
      if (side.scored > side.conceded) {
        if (run === 0) from = game.matchday;
        run += 1;
        if (!top || run > top.value)
          top = {
            value: run,
            gameId: game.id,
            season: game.season,
            matchday: game.matchday,
            leagueId: game.leagueId,
            ...side,
            playerId: null,
            fromMatchday: from,
            period: null,
          };
      } else run = 0;
    }
    if (top) best.offer(top);
  }
  return best.marks;
}

export function summariseSeason(season: number, games: readonly StoredGame[], keep: number): SeasonRecordSummary {
  const gamePoints = new Best(keep);
  const comebacks = new Best(keep);
  const players = new Map<string, PlayerSeasonPoints>();
  for (const g of games) {
    scanPlayers(g, true, gamePoints, players);
    scanPlayers(g, false, gamePoints, players);
    if (g.homeScore === g.awayScore) continue;
    const homeWon = g.homeScore > g.awayScore;
    const comeback = deficitOvercome(g.periods, homeWon);
    if (comeback)
      comebacks.offer({
        value: comeback.deficit,
        gameId: g.id,
        season: g.season,
        matchday: g.matchday,
        leagueId: g.leagueId,
        ...sideOf(g, homeWon),
        playerId: null,
        fromMatchday: null,
        period: comeback.period,
      });
  }
  return {
    season,
    gamePoints: gamePoints.marks,
    winRuns: longestRuns(games, keep),
    comebacks: comebacks.marks,
    players: [...players.values()],
  };
}
