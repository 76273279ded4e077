/**
 * Every kind of game of a career as one shape, read from where each is
 * stored: the manager's season (his league and the European Cup: matches)
 * and the other national leagues (world matches). Box scores are read
 * through the players' indexed id arrays, so a player's games cost a few
 * lookups, whatever the size of the world.
 */
import mongoose from 'mongoose';
import { EUROPEAN_CUP_LEAGUE_ID, unpackInts, unpackLine, type BoxLine, type CupRound } from '@hardwood/shared';
import { WorldMatchModel, type WorldMatchDoc } from '../../models/matches/world-match.model.js';
import { MatchModel, type MatchDoc } from '../../models/season/match.model.js';
import { SeasonModel } from '../../models/season/season.model.js';

export type GameKind = 'league' | 'cup' | 'world';

export interface StoredGame {
  id: string;
  kind: GameKind;
  leagueId: number;
  season: number;
  matchday: number;
  cupRound: CupRound | null;
  cupGame: number | null;
  homeTeamId: string;
  awayTeamId: string;
  homeScore: number;
  awayScore: number;
  homeIds: string[];
  awayIds: string[];
  homeBox: number[];
  awayBox: number[];
  periods: number[];
  /** A live game's shots and score flow; null otherwise. */
  shots: number[] | null;
  flow: number[] | null;
}

/** What a season-wide read takes of a game: not a live game's shots and flow, nor its old feed. */
const BOX_PROJECTION = {
  leagueId: 1,
  matchday: 1,
  homeTeamId: 1,
  awayTeamId: 1,
  homeScore: 1,
  awayScore: 1,
  homePlayerIds: 1,
  awayPlayerIds: 1,
  homeBox: 1,
  awayBox: 1,
  periods: 1,
} as const;

export interface CareerSeasons {
  /** Season number by season id. */
  numberOf: Map<string, number>;
  nameOf: (season: number) => string;
}

export async function careerSeasons(worldId: mongoose.Types.ObjectId): Promise<CareerSeasons> {
  const seasons = await SeasonModel.find({ worldId }, { number: 1, name: 1 }).lean();
  const names = new Map(seasons.map((s) => [s.number, s.name]));
  return {
    numberOf: new Map(seasons.map((s) => [s._id.toString(), s.number])),
    nameOf: (season) => names.get(season) ?? `Season ${season}`,
  };
}

const ids = (list: readonly mongoose.Types.ObjectId[] | null | undefined) => (list ?? []).map((id) => id.toString());

type MatchRow = Pick<MatchDoc, keyof typeof BOX_PROJECTION | '_id' | 'seasonId' | 'cupRound' | 'cupGame' | 'shots' | 'flow'>;
type WorldRow = Pick<WorldMatchDoc, keyof typeof BOX_PROJECTION | '_id' | 'seasonNumber'>;

function fromMatch(m: MatchRow, season: number): StoredGame {
  const cup = m.leagueId === EUROPEAN_CUP_LEAGUE_ID;
  return {
    id: m._id.toString(),
    kind: cup ? 'cup' : 'league',
    leagueId: m.leagueId,
    season,
    matchday: m.matchday,
    cupRound: cup ? ((m.cupRound ?? null) as CupRound | null) : null,
    cupGame: cup ? (m.cupGame ?? null) : null,
    homeTeamId: m.homeTeamId.toString(),
    awayTeamId: m.awayTeamId.toString(),
    homeScore: m.homeScore ?? 0,
    awayScore: m.awayScore ?? 0,
    homeIds: ids(m.homePlayerIds),
    awayIds: ids(m.awayPlayerIds),
    homeBox: unpackInts(m.homeBox),
    awayBox: unpackInts(m.awayBox),
    periods: unpackInts(m.periods),
    shots: m.shots ? unpackInts(m.shots) : null,
    flow: m.flow ? unpackInts(m.flow) : null,
  };
}

function fromWorld(w: WorldRow): StoredGame {
  return {
    id: w._id.toString(),
    kind: 'world',
    leagueId: w.leagueId,
    season: w.seasonNumber,
    matchday: w.matchday,
    cupRound: null,
    cupGame: null,
    homeTeamId: w.homeTeamId.toString(),
    awayTeamId: w.awayTeamId.toString(),
    homeScore: w.homeScore,
    awayScore: w.awayScore,
    homeIds: ids(w.homePlayerIds),
    awayIds: ids(w.awayPlayerIds),
    homeBox: unpackInts(w.homeBox),
    awayBox: unpackInts(w.awayBox),
    periods: unpackInts(w.periods),
    shots: null,
    flow: null,
  };
}

/** Every played game of one season of the career: his league's, the Cup's and the other leagues'. */
export async function readSeasonGames(worldId: mongoose.Types.ObjectId, season: { _id: mongoose.Types.ObjectId; number: number }) {
  const [own, world] = await Promise.all([
    MatchModel.find({ worldId, seasonId: season._id, isPlayed: true }, { ...BOX_PROJECTION, cupRound: 1, cupGame: 1 }).lean<MatchRow[]>(),
    WorldMatchModel.find({ worldId, seasonNumber: season.number }, { ...BOX_PROJECTION, seasonNumber: 1 }).lean<WorldRow[]>(),
  ]);
  return [...own.map((m) => fromMatch(m, season.number)), ...world.map(fromWorld)];
}

/** Every game a player played in this career, oldest first. */
export async function readPlayerGames(worldId: mongoose.Types.ObjectId, playerId: mongoose.Types.ObjectId, seasons: CareerSeasons) {
  // The player's id last: the embedded store looks a query up by the last indexed field it names.
  const [ownHome, ownAway, worldHome, worldAway] = await Promise.all([
    MatchModel.find({ worldId, isPlayed: true, homePlayerIds: playerId }, { ...BOX_PROJECTION, seasonId: 1, cupRound: 1, cupGame: 1 }).lean<
      MatchRow[]
    >(),
    MatchModel.find({ worldId, isPlayed: true, awayPlayerIds: playerId }, { ...BOX_PROJECTION, seasonId: 1, cupRound: 1, cupGame: 1 }).lean<
      MatchRow[]
    >(),
    WorldMatchModel.find({ worldId, homePlayerIds: playerId }, { ...BOX_PROJECTION, seasonNumber: 1 }).lean<WorldRow[]>(),
    WorldMatchModel.find({ worldId, awayPlayerIds: playerId }, { ...BOX_PROJECTION, seasonNumber: 1 }).lean<WorldRow[]>(),
  ]);
  const games = [
    ...[...ownHome, ...ownAway].map((m) => fromMatch(m, seasons.numberOf.get(m.seasonId.toString()) ?? 0)),
    ...[...worldHome, ...worldAway].map(fromWorld),
  ];
  return games.sort((a, b) => a.season - b.season || a.matchday - b.matchday || (a.kind === 'cup' ? 1 : 0) - (b.kind === 'cup' ? 1 : 0));
}

/** One game of the career by its id, whichever kind; null when the career has none by that id. */
export async function readGame(worldId: mongoose.Types.ObjectId, gameId: mongoose.Types.ObjectId, seasons: CareerSeasons) {
  const match = await MatchModel.findOne({ _id: gameId, worldId, isPlayed: true }).lean<MatchDoc>();
  if (match) return fromMatch(match, seasons.numberOf.get(match.seasonId.toString()) ?? 0);
  const world = await WorldMatchModel.findOne({ _id: gameId, worldId }).lean<WorldMatchDoc>();
  return world ? fromWorld(world) : null;
}

/** A player's side and line in a game, or null when he did not play in it. */
export function lineIn(game: StoredGame, playerId: string): { side: 'home' | 'away'; line: BoxLine } | null {
  const home = game.homeIds.indexOf(playerId);
  if (home >= 0) return { side: 'home', line: unpackLine(game.homeBox, home) };
  const away = game.awayIds.indexOf(playerId);
  if (away >= 0) return { side: 'away', line: unpackLine(game.awayBox, away) };
  return null;
}
