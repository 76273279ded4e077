/**
 * The season end's history step: from the season's box scores and final
 * tables, each league's awards, the Cup's Final Four MVP and every club's
 * season, stored in one record (season-history.model.ts). It runs after the
 * Cup is finished and the tables decided, and before players retire, age or
 * change league, so it reads the season as it was played. Pure reads and one
 * write under a fixed id: a repeat after a crash writes the same record.
 */
import mongoose from 'mongoose';
import {
  cupBracket,
  EUROPEAN_CUP_LEAGUE_ID,
  finalFourMvp,
  leagueAwards,
  sumLines,
  type Award,
  type CupRound,
  type Position,
  type SeasonPlayerRow,
} from '@hardwood/shared';
import { cupChampion, cupMatches, toCupGame } from '../../domain/cup/cup.service.js';
import { PlayerModel } from '../../models/players/player.model.js';
import { finalTables } from '../../domain/season/final-tables.js';
import type { SeasonDoc } from '../../models/season/season.model.js';
import { stableId } from '../../infra/store/stable-id.js';
import { TeamModel } from '../../models/teams/team.model.js';
import { clubRecords, playerClubLines, recordKey, type PlayerClubLine } from '../../domain/history/season-lines.js';
import { SeasonHistoryModel } from '../../models/history/season-history.model.js';
import { readSeasonGames, type StoredGame } from '../../domain/history/stored-games.js';

type CupResult = 'Champion' | 'Final' | 'Final Four' | 'Quarterfinal';
const FINAL_FOUR_ROUNDS: readonly CupRound[] = ['SF', 'F'];

interface PlayerInfo {
  name: string;
  position: Position;
  age: number;
}

/** A player's rows in one competition as one (his club: the one he played for last in it). */
function mergedRows(lines: readonly PlayerClubLine[], players: ReadonlyMap<string, PlayerInfo>, teamName: (id: string) => string) {
  const byPlayer = new Map<string, PlayerClubLine[]>();
  for (const line of lines) byPlayer.set(line.playerId, [...(byPlayer.get(line.playerId) ?? []), line]);
  const rows: SeasonPlayerRow[] = [];
  for (const [playerId, own] of byPlayer) {
    const info = players.get(playerId);
    const last = [...own].sort((a, b) => b.lastMatchday - a.lastMatchday)[0];
    if (!info || !last) continue;
    rows.push({
      playerId,
      name: info.name,
      position: info.position,
      age: info.age,
      teamId: last.teamId,
      teamName: teamName(last.teamId),
      games: own.reduce((n, l) => n + l.games, 0),
      totals: sumLines(own.map((l) => l.totals)),
    });
  }
  return rows;
}

/** How far each entrant went in the Cup. */
async function cupResults(worldId: mongoose.Types.ObjectId, season: SeasonDoc): Promise<Map<string, CupResult>> {
  const seeds = (season.cupEntrants ?? []).map((id) => id.toString());
  const { series, champion } = cupBracket(seeds, (await cupMatches(worldId, season._id)).map(toCupGame));
  const results = new Map<string, CupResult>(seeds.map((id) => [id, 'Quarterfinal']));
  for (const s of series) {
    if (s.round === 'SF') for (const id of [s.high, s.low]) results.set(id, 'Final Four');
    if (s.round === 'F') for (const id of [s.high, s.low]) results.set(id, 'Final');
  }
  if (champion) results.set(champion, 'Champion');
  return results;
}

/** The Final Four MVP, of the champion's players over the semifinal and the final. */
function cupAward(
  games: readonly StoredGame[],
  championId: string | null,
  players: ReadonlyMap<string, PlayerInfo>,
  teamName: (id: string) => string,
): Award | null {
  if (!championId) return null;
  const finalFour = games.filter((g) => g.kind === 'cup' && g.cupRound !== null && FINAL_FOUR_ROUNDS.includes(g.cupRound));
  const lines = playerClubLines(finalFour).filter((l) => l.teamId === championId);
  return finalFourMvp(EUROPEAN_CUP_LEAGUE_ID, mergedRows(lines, players, teamName));
}

/** Records the ended season's awards and club seasons, once. */
export async function recordSeasonHistory(worldId: mongoose.Types.ObjectId, season: SeasonDoc): Promise<void> {
  const _id = stableId(`${worldId.toString()}:history:${season.number}`);
  if (await SeasonHistoryModel.exists({ _id })) return;
  const [games, playerDocs, teams, tables, cup, champion] = await Promise.all([
    readSeasonGames(worldId, season),
    PlayerModel.find({ worldId }, { name: 1, position: 1, age: 1 }).lean(),
    TeamModel.find({ worldId }, { name: 1 }).lean(),
    finalTables(worldId, season),
    cupResults(worldId, season),
    cupChampion(worldId, season),
  ]);
  const players = new Map(playerDocs.map((p) => [p._id.toString(), { name: p.name, position: p.position, age: p.age }]));
  const names = new Map(teams.map((t) => [t._id.toString(), t.name]));
  const teamName = (id: string) => names.get(id) ?? '';
  const lines = playerClubLines(games);
  const records = clubRecords(games);

  const awards: Award[] = [];
  for (const [leagueId, table] of tables) {
    const clubs = table.map((r) => r.teamId.toString());
    const winShare = new Map(
      clubs.map((id) => {
        const r = records.get(recordKey(leagueId, id));
        return [id, r && r.games > 0 ? r.wins / r.games : 0.5];
      }),
    );
    const maxGames = Math.max(0, ...clubs.map((id) => records.get(recordKey(leagueId, id))?.games ?? 0));
    const leagueLines = lines.filter((l) => l.leagueId === leagueId);
    awards.push(...leagueAwards(leagueId, mergedRows(leagueLines, players, teamName), winShare, maxGames));
  }
  const finalFour = cupAward(games, champion?.id ?? null, players, teamName);
  if (finalFour) awards.push(finalFour);

  const clubs = [...tables].flatMap(([leagueId, table]) =>
    table.map((row) => {
      const teamId = row.teamId.toString();
      const record = records.get(recordKey(leagueId, teamId));
      const [top] = lines
        .filter((l) => l.teamId === teamId && l.leagueId === leagueId)
        .sort((a, b) => b.totals.points - a.totals.points || a.playerId.localeCompare(b.playerId));
      return {
        teamId: row.teamId,
        leagueId,
        position: row.position,
        teams: table.length,
        wins: record?.wins ?? 0,
        losses: record?.losses ?? 0,
        cup: cup.get(teamId) ?? null,
        topScorerId: top ? new mongoose.Types.ObjectId(top.playerId) : null,
        topScorerName: top ? (players.get(top.playerId)?.name ?? null) : null,
        topScorerPoints: top && top.games > 0 ? Math.round((top.totals.points / top.games) * 10) / 10 : 0,
        topScorerGames: top?.games ?? 0,
      };
    }),
  );
  await SeasonHistoryModel.updateOne(
    { _id },
    {
      $set: {
        worldId,
        season: season.number,
        seasonName: season.name,
        awards: awards.map((a) => ({
          ...a,
          playerId: new mongoose.Types.ObjectId(a.playerId),
          teamId: new mongoose.Types.ObjectId(a.teamId),
        })),
        clubs,
      },
    },
    { upsert: true },
  );
}
