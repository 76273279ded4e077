/**
 * The world's records: points in a game, a season and a career, the longest
 * run of league wins, the biggest comeback. Each ended season is summarised
 * from its box scores once and kept (season-records.model.ts); the season
 * being played is summarised again only when a game has been played since
 * (a few hundred ms at a season's end, ~2,500 games), and kept in memory
 * for a bounded number of worlds.
 */
import type mongoose from 'mongoose';
import {
  packInts,
  RECORD_HOLDERS_LISTED,
  RECORD_KINDS,
  RECORD_LABELS,
  unpackInts,
  type RecordEntry,
  type RecordKind,
  type WorldRecords,
} from '@hardwood/shared';
import { stableId } from '../../infra/store/stable-id.js';
import { HallOfFameModel } from '../../models/history/hall-of-fame.model.js';
import { SeasonRecordsModel, type SeasonRecordsDoc } from '../../models/history/season-records.model.js';
import { WorldMatchModel } from '../../models/matches/world-match.model.js';
import { PlayerModel } from '../../models/players/player.model.js';
import { MatchModel } from '../../models/season/match.model.js';
import { SeasonEndModel } from '../../models/season/season-end.model.js';
import { SeasonModel } from '../../models/season/season.model.js';
import { TeamModel } from '../../models/teams/team.model.js';
import { competitionName } from './history-reads.js';
import { byMark, summariseSeason, type GameMark, type PlayerSeasonPoints, type SeasonRecordSummary } from './records-scan.js';
import { readSeasonGames } from './stored-games.js';

/** The summary's shape as stored: a stored one of another version is worked out again. */
const SUMMARY_VERSION = 1;
/** Worlds whose season in play keeps its summary in memory (the oldest read goes first). */
const LIVE_SUMMARIES_KEPT = 16;

interface SeasonRef {
  _id: mongoose.Types.ObjectId;
  number: number;
}

const liveSummaries = new Map<string, { fingerprint: string; summary: SeasonRecordSummary }>();

const str = (id: { toString(): string } | null | undefined) => (id ? id.toString() : null);

function markFromDoc(season: number, m: SeasonRecordsDoc['gamePoints'][number]): GameMark {
  return {
    value: m.value,
    gameId: m.gameId.toString(),
    season,
    matchday: m.matchday,
    leagueId: m.leagueId,
    teamId: m.teamId.toString(),
    opponentId: m.opponentId.toString(),
    scored: m.scored,
    conceded: m.conceded,
    playerId: str(m.playerId),
    fromMatchday: m.fromMatchday ?? null,
    period: m.period ?? null,
  };
}

function fromDoc(doc: SeasonRecordsDoc): SeasonRecordSummary {
  const points = unpackInts(doc.points);
  const games = unpackInts(doc.games);
  const clubs = unpackInts(doc.clubs);
  return {
    season: doc.season,
    gamePoints: doc.gamePoints.map((m) => markFromDoc(doc.season, m)),
    winRuns: doc.winRuns.map((m) => markFromDoc(doc.season, m)),
    comebacks: doc.comebacks.map((m) => markFromDoc(doc.season, m)),
    players: doc.playerIds.map((id, i) => ({
      playerId: id.toString(),
      points: points[i] ?? 0,
      games: games[i] ?? 0,
      teamId: doc.clubIds[clubs[i] ?? 0]?.toString() ?? '',
      lastMatchday: 0,
    })),
  };
}

function toDoc(worldId: mongoose.Types.ObjectId, s: SeasonRecordSummary) {
  const clubIds = [...new Set(s.players.map((p) => p.teamId))];
  const clubIndex = new Map(clubIds.map((id, i) => [id, i]));
  const marks = (list: readonly GameMark[]) => list.map(({ season: _season, ...m }) => m);
  return {
    worldId,
    season: s.season,
    version: SUMMARY_VERSION,
    gamePoints: marks(s.gamePoints),
    winRuns: marks(s.winRuns),
    comebacks: marks(s.comebacks),
    playerIds: s.players.map((p) => p.playerId),
    points: packInts(s.players.map((p) => p.points)),
    games: packInts(s.players.map((p) => p.games)),
    clubIds,
    clubs: packInts(s.players.map((p) => clubIndex.get(p.teamId) ?? 0)),
  };
}

/** An ended season's summary: stored once, read back after. */
async function endedSummary(worldId: mongoose.Types.ObjectId, season: SeasonRef): Promise<SeasonRecordSummary> {
  const _id = stableId(`${worldId.toString()}:records:${season.number}`);
  const stored = await SeasonRecordsModel.findById(_id).lean<SeasonRecordsDoc>();
  if (stored && stored.version === SUMMARY_VERSION) return fromDoc(stored);
  const summary = summariseSeason(season.number, await readSeasonGames(worldId, season), RECORD_HOLDERS_LISTED);
  await SeasonRecordsModel.updateOne({ _id }, { $set: toDoc(worldId, summary) }, { upsert: true });
  return summary;
}

/** The season in play's summary, worked out again when a game of it has been played since the last read. */
async function liveSummary(worldId: mongoose.Types.ObjectId, season: SeasonRef): Promise<SeasonRecordSummary> {
  const [own, world] = await Promise.all([
    MatchModel.countDocuments({ worldId, seasonId: season._id, isPlayed: true }),
    WorldMatchModel.countDocuments({ worldId, seasonNumber: season.number }),
  ]);
  const key = worldId.toString();
  const fingerprint = `${season._id.toString()}:${own}:${world}`;
  const kept = liveSummaries.get(key);
  if (kept && kept.fingerprint === fingerprint) {
    liveSummaries.delete(key);
    liveSummaries.set(key, kept);
    return kept.summary;
  }
  const summary = summariseSeason(season.number, await readSeasonGames(worldId, season), RECORD_HOLDERS_LISTED);
  liveSummaries.delete(key);
  liveSummaries.set(key, { fingerprint, summary });
  while (liveSummaries.size > LIVE_SUMMARIES_KEPT) liveSummaries.delete(liveSummaries.keys().next().value as string);
  return summary;
}

const top = (marks: Iterable<GameMark>) => [...marks].sort(byMark).slice(0, RECORD_HOLDERS_LISTED);

function pointsMark(p: PlayerSeasonPoints, season: number): GameMark {
  return {
    value: p.points,
    gameId: '',
    season,
    matchday: 0,
    leagueId: 0,
    teamId: p.teamId,
    opponentId: '',
    scored: 0,
    conceded: 0,
    playerId: p.playerId,
    fromMatchday: null,
    period: null,
  };
}

interface Tallies {
  marks: Record<RecordKind, GameMark[]>;
  /** A season's or a career's games, by the mark's player and season (0: the career). */
  games: Map<string, number>;
}

function tally(summaries: readonly SeasonRecordSummary[]): Tallies {
  const games = new Map<string, number>();
  const careers = new Map<string, { points: number; games: number; teamId: string; season: number }>();
  const seasonMarks: GameMark[] = [];
  for (const s of summaries) {
    const best = [...s.players].sort((a, b) => b.points - a.points || a.playerId.localeCompare(b.playerId)).slice(0, RECORD_HOLDERS_LISTED);
    for (const p of best) {
      seasonMarks.push(pointsMark(p, s.season));
      games.set(`${p.playerId}:${s.season}`, p.games);
    }
    for (const p of s.players) {
      const c = careers.get(p.playerId) ?? { points: 0, games: 0, teamId: p.teamId, season: 0 };
      c.points += p.points;
      c.games += p.games;
      if (s.season >= c.season) Object.assign(c, { teamId: p.teamId, season: s.season });
      careers.set(p.playerId, c);
    }
  }
  const careerMarks = top(
    [...careers].map(([playerId, c]) => pointsMark({ playerId, points: c.points, games: c.games, teamId: c.teamId, lastMatchday: 0 }, 0)),
  );
  for (const m of careerMarks) games.set(`${m.playerId ?? ''}:0`, careers.get(m.playerId ?? '')?.games ?? 0);
  return {
    marks: {
      'game-points': top(summaries.flatMap((s) => s.gamePoints)),
      'season-points': top(seasonMarks),
      'career-points': careerMarks,
      'win-streak': top(summaries.flatMap((s) => s.winRuns)),
      comeback: top(summaries.flatMap((s) => s.comebacks)),
    },
    games,
  };
}

type PlayerRef = NonNullable<RecordEntry['player']>;

/** The names of the records' players: the world's, its Hall of Fame's, then the retired from the season ends' records. */
async function playerRefs(worldId: mongoose.Types.ObjectId, ids: readonly string[]) {
  const refs = new Map<string, PlayerRef & { teamId: string | null }>();
  const [players, famous] = await Promise.all([
    PlayerModel.find({ worldId, _id: { $in: [...ids] } }, { name: 1, teamId: 1 }).lean(),
    HallOfFameModel.find({ worldId, playerId: { $in: [...ids] } }, { playerId: 1, name: 1 }).lean(),
  ]);
  for (const p of players) refs.set(p._id.toString(), { id: p._id.toString(), name: p.name, page: 'player', teamId: str(p.teamId) });
  for (const p of famous) refs.set(p.playerId.toString(), { id: p.playerId.toString(), name: p.name, page: 'hall-of-fame', teamId: null });
  if (ids.some((id) => !refs.has(id))) {
    const records = await SeasonEndModel.find({ worldId }, { retirements: 1 }).lean();
    for (const r of records.flatMap((rec) => rec.retirements ?? [])) {
      const id = str(r.playerId);
      if (id && ids.includes(id) && !refs.has(id)) refs.set(id, { id, name: r.name ?? 'Retired player', page: null, teamId: null });
    }
  }
  return refs;
}

export async function worldRecords(worldId: mongoose.Types.ObjectId): Promise<WorldRecords> {
  const seasons = await SeasonModel.find({ worldId }, { number: 1, name: 1, isActive: 1 }).sort({ number: 1 }).lean();
  const summaries: SeasonRecordSummary[] = [];
  for (const season of seasons) summaries.push(await (season.isActive ? liveSummary(worldId, season) : endedSummary(worldId, season)));
  const { marks, games } = tally(summaries);
  const all = RECORD_KINDS.flatMap((kind) => marks[kind]);
  const playerIds = [...new Set(all.flatMap((m) => (m.playerId ? [m.playerId] : [])))];
  const [refs, teams] = await Promise.all([playerRefs(worldId, playerIds), TeamModel.find({ worldId }, { name: 1 }).lean()]);
  const teamNames = new Map(teams.map((t) => [t._id.toString(), t.name]));
  const club = (id: string | null) => (id ? { id, name: teamNames.get(id) ?? 'Unknown club' } : null);
  const seasonName = (n: number) => seasons.find((s) => s.number === n)?.name ?? `Season ${n}`;
  const entry = (kind: RecordKind, m: GameMark): RecordEntry => {
    const inGame = kind === 'game-points' || kind === 'win-streak' || kind === 'comeback';
    const ref = m.playerId ? refs.get(m.playerId) : undefined;
    const career = kind === 'career-points';
    return {
      value: m.value,
      player: m.playerId ? { id: m.playerId, name: ref?.name ?? 'Unknown player', page: ref?.page ?? null } : null,
      // A career's club is his club now while he plays, else the last he played for.
      club: club(career && ref?.page === 'player' ? ref.teamId : m.teamId),
      opponent: inGame && kind !== 'win-streak' ? club(m.opponentId) : null,
      gameId: inGame ? m.gameId : null,
      season: career ? null : m.season,
      seasonName: career ? null : seasonName(m.season),
      competition: inGame ? competitionName(m.leagueId) : null,
      matchday: inGame ? m.matchday : null,
      fromMatchday: kind === 'win-streak' ? m.fromMatchday : null,
      period: kind === 'comeback' ? m.period : null,
      score: kind === 'game-points' || kind === 'comeback' ? { for: m.scored, against: m.conceded } : null,
      games: inGame ? null : (games.get(`${m.playerId ?? ''}:${career ? 0 : m.season}`) ?? null),
    };
  };
  return { records: RECORD_KINDS.map((kind) => ({ kind, label: RECORD_LABELS[kind], holders: marks[kind].map((m) => entry(kind, m)) })) };
}
