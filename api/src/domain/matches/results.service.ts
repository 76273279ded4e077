/**
 * Results of a career's own league: the engine plays a match on the server,
 * its box score becomes PlayerMatchStat lines and team stats on the match,
 * and the table is recounted from the played matches.
 */
import mongoose, { type InferSchemaType } from 'mongoose';
import {
  createMatch,
  EUROPEAN_CUP_LEAGUE_ID,
  seedFromString,
  simulatePlanned,
  sumStats,
  tallyStandings,
  type EngineTeam,
  type EngineTeamInput,
  type GamePlan,
  type GameRecorder,
  type Side,
  type MatchState,
  type PeriodScores,
} from '@hardwood/shared';
import { boxScoreOf, liveExtrasOf } from '../history/box-score-fields.js';
import { fitForTheirMatchday, injuredOn, injuriesIn, recordInjuries } from '../medical/injuries.service.js';
import { PlayerMatchStatModel } from '../../models/players/player-match-stat.model.js';
import { SeasonModel } from '../../models/season/season.model.js';
import { MatchModel, type MatchDoc } from '../../models/season/match.model.js';
import { StandingModel } from '../../models/season/standing.model.js';
import { careerSquads } from './squads.js';
import { keepInstantRecords } from './match-records.js';
import { worldPlans } from '../game-plan/game-plan.service.js';

export function matchSeed(match: Pick<MatchDoc, '_id' | 'seed'>): number {
  return match.seed ?? seedFromString(match._id.toString());
}

/** A finished game and, when it was simulated, the points of each period (a live game's come from its feed) and what replays it. */
export interface PlayedMatch {
  state: MatchState;
  periods?: PeriodScores;
  recorder?: GameRecorder;
}

/**
 * Plays a match to the end: a side whose manager left a plan is coached by
 * it (the manager's side: the AI leaves it to the plan), the AI coaches the
 * others. Without plans, the AI coaches both, as it always has.
 */
export function playMatch(
  match: Pick<MatchDoc, '_id' | 'seed'> & { neutralVenue?: boolean | null },
  home: EngineTeamInput,
  away: EngineTeamInput,
  plans: Partial<Record<Side, GamePlan>> = {},
): Required<PlayedMatch> {
  const recorder: GameRecorder = { log: [] };
  const played = simulatePlanned(
    createMatch(
      { ...home, managed: plans.home !== undefined },
      { ...away, managed: plans.away !== undefined },
      { recordEvents: false, neutralVenue: match.neutralVenue === true },
      matchSeed(match),
    ),
    plans,
    undefined,
    recorder,
  );
  return { ...played, recorder };
}

/** A stat line as stored, built whole and typed by the schema (written lean: see recordResults). */
type StatLine = InferSchemaType<typeof PlayerMatchStatModel.schema>;

function statLines(match: MatchDoc, team: EngineTeam, teamId: mongoose.Types.ObjectId): StatLine[] {
  return team.players
    .filter((p) => p.secondsPlayed > 0)
    .map((p) => ({
      worldId: match.worldId,
      seasonId: match.seasonId,
      matchId: match._id,
      matchday: match.matchday,
      teamId,
      playerId: new mongoose.Types.ObjectId(p.id),
      minutes: Math.round((p.secondsPlayed / 60) * 10) / 10,
      fatigue: Math.round(p.energy),
      ...p.stats,
    }));
}

/** The result fields a finished engine state writes on its match: the score, team and player box scores, and a live game's shots and score flow. */
function resultFields({ state, periods }: PlayedMatch) {
  const teamStats = (team: EngineTeam) => sumStats(team.players.map((p) => p.stats));
  return {
    homeScore: state.score.home,
    awayScore: state.score.away,
    isPlayed: true,
    seed: state.seed,
    homeStats: teamStats(state.home),
    awayStats: teamStats(state.away),
    ...boxScoreOf(state, periods),
    ...liveExtrasOf(state),
  };
}

/**
 * Records finished engine states as their matches' results, in three writes
 * whatever their number. Safe to repeat: a match that already has a result
 * is left as it is, and an interrupted write is redone whole (the caller
 * holds the season lock, so nobody writes in between).
 */
export async function recordResults(results: ReadonlyArray<{ match: MatchDoc } & PlayedMatch>): Promise<void> {
  if (results.some((r) => r.state.status !== 'finished')) throw new Error('recordResults needs finished matches');
  // A match that has a result keeps it, stat lines included (a second writer changes nothing).
  const open = new Set(
    (await MatchModel.find({ _id: { $in: results.map((r) => r.match._id) }, isPlayed: false }, { _id: 1 }).lean()).map((m) =>
      m._id.toString(),
    ),
  );
  const pending = results.filter((r) => open.has(r.match._id.toString()));
  if (pending.length === 0) return;
  await recordMatchInjuries(pending);
  // What replays them, before their results: a repeat plays the same seeded games and keeps each record once.
  await keepInstantRecords(
    pending.flatMap(({ match, recorder }) =>
      recorder
        ? [{ worldId: match.worldId, matchId: match._id, homeTeamId: match.homeTeamId, awayTeamId: match.awayTeamId, recorder }]
        : [],
    ),
  );
  // Lines first, result last: a crash in between leaves the match open, so a
  // repeat replays it from its seed and rewrites its lines whole (never
  // twice: the unique index on match and player refuses a second line).
  // By match id alone: the ids are this career's own, and the index on matchId answers it.
  await PlayerMatchStatModel.deleteMany({ matchId: { $in: pending.map((r) => r.match._id) } });
  // Lean: mongoose's per-document casting and validation of about 130 lines cost about 10 ms a matchday.
  await PlayerMatchStatModel.insertMany(
    pending.flatMap(({ match, state }) => [
      ...statLines(match, state.home, match.homeTeamId),
      ...statLines(match, state.away, match.awayTeamId),
    ]),
    { lean: true },
  );
  await MatchModel.bulkWrite(
    pending.map(({ match, ...played }) => ({
      updateOne: { filter: { _id: match._id, worldId: match.worldId, isPlayed: false }, update: { $set: resultFields(played) } },
    })),
  );
}

/** The injuries of matches about to be recorded, written before their results (a repeat writes the same, once). */
async function recordMatchInjuries(results: ReadonlyArray<{ match: MatchDoc; state: MatchState }>): Promise<void> {
  const hurt = results
    .map((r) => ({ match: r.match, occurrences: injuriesIn(r.state, r.match.homeTeamId, r.match.awayTeamId) }))
    .filter((r) => r.occurrences.length > 0);
  if (hurt.length === 0) return;
  const seasons = new Map(
    (await SeasonModel.find({ _id: { $in: [...new Set(hurt.map((h) => h.match.seasonId.toString()))] } }, { number: 1 }).lean()).map(
      (s) => [s._id.toString(), s.number],
    ),
  );
  for (const { match, occurrences } of hurt) {
    const season = seasons.get(match.seasonId.toString());
    if (season === undefined) throw new Error(`match ${match._id.toString()} has no season`);
    await recordInjuries(match.worldId, season, match.matchday, occurrences);
  }
}

/** Plays unplayed matches of a career with the AI coaching both sides and records them. */
export async function simulateMatches(worldId: mongoose.Types.ObjectId, matches: readonly MatchDoc[]): Promise<void> {
  if (matches.length === 0) return;
  // Only the clubs that play: the career's world holds about 160.
  const squads = await careerSquads(worldId, [
    ...new Map(matches.flatMap((m) => [m.homeTeamId, m.awayTeamId]).map((id) => [id.toString(), id])).values(),
  ]);
  // A repeat after a crash plays the squads the first run did: players hurt in these matchdays' games count as fit for them.
  for (const [seasonId, matchday] of new Map(
    matches.map((m) => [`${m.seasonId.toString()}:${m.matchday}`, [m.seasonId, m.matchday] as const]),
  ).values()) {
    const season = await SeasonModel.findById(seasonId, { number: 1 }).lean();
    if (season)
      fitForTheirMatchday(
        [...squads.values()].map((s) => s.players),
        await injuredOn(worldId, season.number, matchday),
      );
  }
  // The managers' plans coach their clubs in the games they do not watch.
  const planOf = await worldPlans(worldId);
  await recordResults(
    matches.map((match) => {
      const home = squads.get(match.homeTeamId.toString());
      const away = squads.get(match.awayTeamId.toString());
      if (!home || !away) throw new Error(`match ${match._id.toString()} names a team the career does not have`);
      const plans: Partial<Record<Side, GamePlan>> = {};
      const homePlan = planOf(match.homeTeamId, match._id.toString());
      const awayPlan = planOf(match.awayTeamId, match._id.toString());
      if (homePlan) plans.home = homePlan;
      if (awayPlan) plans.away = awayPlan;
      return { match, ...playMatch(match, home, away, plans) };
    }),
  );
}

/** Recounts a season's table from its played matches (idempotent by construction). */
export async function recountStandings(worldId: mongoose.Types.ObjectId, seasonId: mongoose.Types.ObjectId): Promise<void> {
  const [rows, played] = await Promise.all([
    StandingModel.find({ worldId, seasonId }, { teamId: 1 }).lean(),
    // The league's games only: the European Cup's are in the same season.
    MatchModel.find(
      { worldId, seasonId, isPlayed: true, leagueId: { $ne: EUROPEAN_CUP_LEAGUE_ID } },
      { homeTeamId: 1, awayTeamId: 1, homeScore: 1, awayScore: 1 },
    ).lean<MatchDoc[]>(),
  ]);
  const table = tallyStandings(
    rows.map((r) => r.teamId.toString()),
    played.map((m) => ({
      home: m.homeTeamId.toString(),
      away: m.awayTeamId.toString(),
      homeScore: m.homeScore ?? 0,
      awayScore: m.awayScore ?? 0,
    })),
  );
  await StandingModel.bulkWrite(
    rows.map((r) => ({ updateOne: { filter: { _id: r._id }, update: { $set: { ...table.get(r.teamId.toString()) } } } })),
  );
}
