/**
 * The European Cup in a career: its entrants (stored on the
 * season when first needed), its games as matches of the manager's season
 * under the Cup's league id, and its progress after the league: processing
 * step 8 schedules the next round on the next matchday when the manager's
 * club plays in it (he plays it live like a league game) and plays every
 * other round at once. Games have ids fixed by round, series and game, and
 * results are seeded, so a repeat after a crash changes nothing.
 */
import mongoose from 'mongoose';
import {
  cupBracket,
  cupStageName,
  EUROPEAN_CUP_LEAGUE_ID,
  EUROPEAN_CUP_NAME,
  EUROPEAN_CUP_TEAMS,
  firstCupEntrants,
  nextCupGames,
  type CupGame,
  type CupRound,
} from '@hardwood/shared';
import { simulateMatches } from '../matches/results.service.js';
import { MatchModel, type MatchDoc } from '../../models/season/match.model.js';
import { SeasonEndModel } from '../../models/season/season-end.model.js';
import { SeasonModel, type SeasonDoc } from '../../models/season/season.model.js';
import { stableId } from '../../infra/store/stable-id.js';
import { TeamModel } from '../../models/teams/team.model.js';

export interface CupContext {
  worldId: mongoose.Types.ObjectId;
  teamId: mongoose.Types.ObjectId;
  season: Pick<SeasonDoc, '_id' | 'number' | 'totalMatchdays' | 'cupEntrants'>;
  matchday: number;
}

/**
 * The season's entrants in seed order: the previous season end's
 * qualifiers, or (first season) the strongest clubs. Stored once when the
 * Cup begins (`store`, processing after the league); before that a reader
 * sees who would qualify today, and nothing is written.
 */
export async function cupEntrants(
  worldId: mongoose.Types.ObjectId,
  season: CupContext['season'],
  options: { store: boolean } = { store: true },
): Promise<mongoose.Types.ObjectId[]> {
  if ((season.cupEntrants ?? []).length >= EUROPEAN_CUP_TEAMS) return season.cupEntrants;
  const previous = await SeasonEndModel.findOne({ worldId, season: season.number - 1 }, { cupEntrants: 1 }).lean();
  let entrants = previous?.cupEntrants ?? [];
  if (entrants.length < EUROPEAN_CUP_TEAMS) {
    const teams = await TeamModel.find({ worldId }, { reputation: 1, budget: 1 }).lean();
    const ids = firstCupEntrants(teams.map((t) => ({ id: t._id.toString(), reputation: t.reputation, budget: t.budget })));
    entrants = ids.map((id) => teams.find((t) => t._id.toString() === id)?._id).filter((id): id is mongoose.Types.ObjectId => Boolean(id));
  }
  if (!options.store) return entrants;
  await SeasonModel.updateOne({ _id: season._id, cupEntrants: { $size: 0 } }, { $set: { cupEntrants: entrants } });
  return (await SeasonModel.findById(season._id, { cupEntrants: 1 }).lean())?.cupEntrants ?? entrants;
}

export async function cupMatches(worldId: mongoose.Types.ObjectId, seasonId: mongoose.Types.ObjectId): Promise<MatchDoc[]> {
  return MatchModel.find({ worldId, seasonId, leagueId: EUROPEAN_CUP_LEAGUE_ID })
    .sort({ matchday: 1, cupRound: 1, cupSlot: 1, cupGame: 1 })
    .lean<MatchDoc[]>();
}

export const toCupGame = (m: MatchDoc): CupGame => ({
  round: (m.cupRound ?? 'QF') as CupRound,
  slot: m.cupSlot ?? 1,
  game: m.cupGame ?? 1,
  homeTeamId: m.homeTeamId.toString(),
  awayTeamId: m.awayTeamId.toString(),
  homeScore: m.isPlayed ? (m.homeScore ?? 0) : null,
  awayScore: m.isPlayed ? (m.awayScore ?? 0) : null,
});

/**
 * After the league's last matchday (and each Cup matchday): the Cup's next
 * games. A round with the manager's club goes on the next matchday; any
 * other is played now, until his next game or the champion. `playAll`
 * (season end) plays every round now, his too.
 */
export async function progressCup(ctx: CupContext, options: { playAll?: boolean } = {}): Promise<string> {
  if (ctx.matchday < ctx.season.totalMatchdays) return '';
  const seeds = (await cupEntrants(ctx.worldId, ctx.season)).map((id) => id.toString());
  const own = ctx.teamId.toString();
  let scheduled = '';
  for (let round = 0; round < 12; round += 1) {
    // Games due by now are played first: the round just scheduled without the manager's club, one a crashed run scheduled, or (playAll) any.
    let games = await cupMatches(ctx.worldId, ctx.season._id);
    const due = games.filter((g) => !g.isPlayed && (options.playAll || g.matchday <= ctx.matchday));
    if (due.length > 0) {
      await simulateMatches(ctx.worldId, due);
      games = await cupMatches(ctx.worldId, ctx.season._id);
    }
    const next = nextCupGames(seeds, games.map(toCupGame));
    if (next.length === 0) break;
    const involved = !options.playAll && next.some((g) => g.homeTeamId === own || g.awayTeamId === own);
    const matchday = involved ? ctx.matchday + 1 : ctx.matchday;
    const docs = next.map((g) => ({
      _id: stableId(`${ctx.season._id.toString()}:cup:${g.round}:${g.slot}:${g.game}`),
      worldId: ctx.worldId,
      seasonId: ctx.season._id,
      leagueId: EUROPEAN_CUP_LEAGUE_ID,
      homeTeamId: new mongoose.Types.ObjectId(g.homeTeamId),
      awayTeamId: new mongoose.Types.ObjectId(g.awayTeamId),
      matchday,
      round: 1,
      cupRound: g.round,
      cupSlot: g.slot,
      cupGame: g.game,
      neutralVenue: g.neutralVenue,
    }));
    const existing = new Set(
      (await MatchModel.find({ _id: { $in: docs.map((d) => d._id) } }, { _id: 1 }).lean()).map((m) => m._id.toString()),
    );
    const missing = docs.filter((d) => !existing.has(d._id.toString()));
    if (missing.length > 0) await MatchModel.insertMany(missing);
    if (involved) {
      const mine = next.find((g) => g.homeTeamId === own || g.awayTeamId === own);
      scheduled = mine ? `; your ${cupStageName(mine.round, mine.game).toLowerCase()} is on matchday ${matchday}` : '';
      break;
    }
  }
  const champion = await cupChampion(ctx.worldId, ctx.season);
  if (champion) return `${EUROPEAN_CUP_NAME}: ${champion.name} ${champion.id === own ? '(your club!) ' : ''}won it`;
  return scheduled ? `${EUROPEAN_CUP_NAME}${scheduled}` : `${EUROPEAN_CUP_NAME} goes on`;
}

/** The Cup's winner once its final is played. */
export async function cupChampion(
  worldId: mongoose.Types.ObjectId,
  season: CupContext['season'],
): Promise<{ id: string; name: string } | null> {
  const seeds = (season.cupEntrants ?? []).map((id) => id.toString());
  const stored = seeds.length >= EUROPEAN_CUP_TEAMS ? seeds : (await cupEntrants(worldId, season)).map((id) => id.toString());
  const { champion } = cupBracket(stored, (await cupMatches(worldId, season._id)).map(toCupGame));
  if (!champion) return null;
  return { id: champion, name: (await TeamModel.findById(champion, { name: 1 }).lean())?.name ?? 'A club' };
}
