/**
 * The youth tournament on the server: the
 * tier's 10 matches over the season, each played once by the server from
 * the world's seed (the client's posted result is never read), the
 * records, the tally and the per-player stats. A club's tournament is
 * private to it: every read and write names the world and the club.
 */
import mongoose from 'mongoose';
import {
  ACADEMY_TYPES,
  careerEventKey,
  keyedRng,
  selectSquad,
  simulateTournamentMatch,
  tournamentTeamStats,
  tournamentSchedule,
  YOUTH_SQUAD,
  type ScheduledTournamentMatch,
  type TournamentMatch,
  type TournamentOverview,
  type TournamentPlayerStats,
  type TournamentRecord,
  type YouthPlayerStats,
} from '@hardwood/shared';
import { NotFoundError, RuleViolation } from '../../infra/errors/domain-errors.js';
import { writeNewsOnce } from '../../models/news/news.model.js';
import { isDuplicateKeyError } from '../../infra/store/errors.js';
import type { MarketCall } from '../transfers/transfers.service.js';
import type { Club } from '../worlds/seat.js';
import { YouthPlayerModel, type AcademyDoc, type YouthPlayerDoc } from '../../models/academy/academy.model.js';
import { clubOf } from './academy.service.js';
import { TournamentMatchModel, type TournamentMatchDoc } from '../../models/academy/tournament.model.js';
import { TeamModel } from '../../models/teams/team.model.js';

export const NO_ELIGIBLE_PLAYERS = 'No Eligible Players';
export const TOURNAMENT_MATCH_NOT_FOUND = 'Tournament match not found';

/** Where the career stands: a complete season has no available match left. */
export interface TournamentNow {
  season: number;
  matchday: number;
  totalMatchdays: number;
  complete: boolean;
}

const ZERO_LINE: TournamentPlayerStats = {
  points: 0,
  rebounds: 0,
  assists: 0,
  steals: 0,
  blocks: 0,
  turnovers: 0,
  fgm: 0,
  fga: 0,
  threepm: 0,
  threepa: 0,
  ftm: 0,
  fta: 0,
  minutesPlayed: 0,
};

export function toRecordDto(doc: TournamentMatchDoc): TournamentRecord {
  const lines = doc.lines.map((l) => ({
    playerId: l.playerId.toString(),
    name: l.name,
    position: l.position,
    stats: { ...ZERO_LINE, ...l.stats } as TournamentPlayerStats,
    scoutNotes: [...l.scoutNotes],
  }));
  const mvp = lines.find((l) => l.playerId === doc.mvpPlayerId.toString()) ?? lines[0];
  const ts = doc.teamStats;
  return {
    matchId: doc.matchId,
    opponent: doc.opponent,
    tournament: doc.tournament,
    teamScore: doc.teamScore,
    opponentScore: doc.opponentScore,
    result: doc.result,
    matchday: doc.matchday,
    selectedPlayers: lines,
    playersSelected: lines.length,
    // The team's figures are the box score's sums wherever there is one (records played before that was so included).
    teamStats:
      lines.length > 0
        ? tournamentTeamStats(lines.map((l) => l.stats))
        : {
            totalPoints: ts?.totalPoints ?? doc.teamScore,
            totalRebounds: ts?.totalRebounds ?? 0,
            totalAssists: ts?.totalAssists ?? 0,
            fieldGoalPct: ts?.fieldGoalPct ?? 0,
            threePointPct: ts?.threePointPct ?? 0,
            freeThrowPct: ts?.freeThrowPct ?? 0,
          },
    mvpPlayer: {
      playerId: mvp?.playerId ?? doc.mvpPlayerId.toString(),
      name: mvp?.name ?? '',
      points: mvp?.stats.points ?? 0,
      rebounds: mvp?.stats.rebounds ?? 0,
      assists: mvp?.stats.assists ?? 0,
    },
  };
}

/**
 * The club's fixtures this season: never its own youth team, and for an
 * academy founded this season none before its founding matchday (a match it
 * could not have played is not on its schedule, so never missed).
 */
async function scheduleOf(academy: AcademyDoc, now: TournamentNow): Promise<ScheduledTournamentMatch[]> {
  const team = await TeamModel.findOne({ _id: academy.teamId, worldId: academy.worldId }, { name: 1, city: 1 }).lean();
  const founded =
    academy.foundedSeason != null && academy.foundedMatchday != null
      ? { season: academy.foundedSeason, matchday: academy.foundedMatchday }
      : undefined;
  return tournamentSchedule(academy.type, now.season, now.totalMatchdays, {
    club: team ? { name: team.name, city: team.city } : undefined,
    founded,
  });
}

function statusOf(m: ScheduledTournamentMatch, played: boolean, now: TournamentNow): TournamentMatch['status'] {
  if (played) return 'played';
  if (!now.complete && m.matchday === now.matchday) return 'available';
  return !now.complete && m.matchday > now.matchday ? 'locked' : 'missed';
}

async function seasonRecords(club: Club, season: number): Promise<TournamentMatchDoc[]> {
  return TournamentMatchModel.find({ ...clubOf(club), season })
    .sort({ number: 1 })
    .lean<TournamentMatchDoc[]>();
}

function matchesOf(
  schedule: readonly ScheduledTournamentMatch[],
  records: readonly TournamentMatchDoc[],
  now: TournamentNow,
): TournamentMatch[] {
  return schedule.map((m) => {
    const record = records.find((r) => r.number === m.number);
    // A played match keeps the opponent it was played against (an upgrade changes the list after it).
    return {
      ...m,
      opponent: record?.opponent ?? m.opponent,
      status: statusOf(m, Boolean(record), now),
      record: record ? toRecordDto(record) : null,
    };
  });
}

export async function tournamentOverview(academy: AcademyDoc, now: TournamentNow): Promise<TournamentOverview> {
  const [records, schedule] = await Promise.all([seasonRecords(academy, now.season), scheduleOf(academy, now)]);
  const wins = records.filter((r) => r.result === 'win').length;
  const awards = new Map<string, { playerId: string; name: string; awards: number }>();
  for (const r of records) {
    const mvp = toRecordDto(r).mvpPlayer;
    const entry = awards.get(mvp.playerId) ?? { playerId: mvp.playerId, name: mvp.name, awards: 0 };
    entry.awards += 1;
    awards.set(mvp.playerId, entry);
  }
  return {
    tournament: ACADEMY_TYPES[academy.type].tournament,
    season: now.season,
    currentMatchday: now.matchday,
    matches: matchesOf(schedule, records, now),
    played: records.length,
    wins,
    losses: records.length - wins,
    averagePoints: records.length ? Math.round((10 * records.reduce((s, r) => s + r.teamScore, 0)) / records.length) / 10 : 0,
    mvpAwards: [...awards.values()].sort((a, b) => b.awards - a.awards || a.name.localeCompare(b.name)),
  };
}

/** The current matchday's match while it waits to be played, else null. */
export async function pendingTournamentMatch(academy: AcademyDoc, now: TournamentNow): Promise<TournamentMatch | null> {
  if (now.complete) return null;
  const due = (await scheduleOf(academy, now)).find((m) => m.matchday === now.matchday);
  if (!due) return null;
  const played = await TournamentMatchModel.exists({ ...clubOf(academy), season: now.season, number: due.number });
  return played ? null : { ...due, status: 'available', record: null };
}

/** Each of the club's youth players' tournament games, totals and averages, over every season he played. */
export async function youthPlayerStats(club: Club): Promise<YouthPlayerStats[]> {
  const records = await TournamentMatchModel.find(clubOf(club)).lean<TournamentMatchDoc[]>();
  const byPlayer = new Map<string, YouthPlayerStats>();
  for (const record of records) {
    const dto = toRecordDto(record);
    for (const line of dto.selectedPlayers) {
      const entry = byPlayer.get(line.playerId) ?? {
        playerId: line.playerId,
        name: line.name,
        position: line.position,
        games: 0,
        mvpAwards: 0,
        totals: { ...ZERO_LINE },
        averages: { points: 0, rebounds: 0, assists: 0, minutes: 0 },
      };
      entry.games += 1;
      if (dto.mvpPlayer.playerId === line.playerId) entry.mvpAwards += 1;
      for (const k of Object.keys(ZERO_LINE) as Array<keyof TournamentPlayerStats>) entry.totals[k] += line.stats[k];
      byPlayer.set(line.playerId, entry);
    }
  }
  const avg = (total: number, games: number) => Math.round((10 * total) / games) / 10;
  return [...byPlayer.values()]
    .map((e) => ({
      ...e,
      averages: {
        points: avg(e.totals.points, e.games),
        rebounds: avg(e.totals.rebounds, e.games),
        assists: avg(e.totals.assists, e.games),
        minutes: avg(e.totals.minutesPlayed, e.games),
      },
    }))
    .sort((a, b) => b.averages.points - a.averages.points || a.name.localeCompare(b.name));
}

/**
 * Plays the match on the server: only on its matchday,
 * with the squad of the rules and the seeded simulation of the spec. A second
 * call (or a parallel one) answers the stored record.
 */
export async function playTournamentMatch(
  call: MarketCall,
  academy: AcademyDoc,
  matchId: string,
): Promise<{ record: TournamentRecord; replay: boolean }> {
  const now: TournamentNow = {
    season: call.season.number,
    matchday: call.matchday,
    totalMatchdays: call.season.totalMatchdays,
    complete: call.season.status === 'complete',
  };
  const schedule = await scheduleOf(academy, now);
  const scheduled = schedule.find((m) => m.matchId === matchId);
  if (!scheduled) throw new NotFoundError(TOURNAMENT_MATCH_NOT_FOUND);
  const stored = await TournamentMatchModel.findOne({
    ...clubOf(academy),
    season: now.season,
    number: scheduled.number,
  }).lean<TournamentMatchDoc>();
  if (stored) return { record: toRecordDto(stored), replay: true };
  const status = statusOf(scheduled, false, now);
  if (status === 'locked') throw new RuleViolation(`This match is locked: it is available in matchday ${scheduled.matchday}.`);
  if (status === 'missed') throw new RuleViolation(`This match was due on matchday ${scheduled.matchday} and can no longer be played.`);

  const [youth, recent] = await Promise.all([
    YouthPlayerModel.find({ ...clubOf(academy), status: 'academy' }).lean<YouthPlayerDoc[]>(),
    TournamentMatchModel.find(
      { ...clubOf(academy), season: now.season, matchday: { $gte: now.matchday - YOUTH_SQUAD.recentMatchdays } },
      { lines: 1 },
    ).lean<TournamentMatchDoc[]>(),
  ]);
  const recentPicks = new Map<string, number>();
  for (const r of recent)
    for (const l of r.lines) recentPicks.set(l.playerId.toString(), (recentPicks.get(l.playerId.toString()) ?? 0) + 1);
  const squad = selectSquad(
    youth.map((y) => ({ id: y._id.toString(), name: y.name, position: y.position, age: y.age, potential: y.potential })),
    academy.type,
    recentPicks,
  );
  if (squad.length === 0) throw new RuleViolation(NO_ELIGIBLE_PLAYERS);
  // The club is in the draw's key: two clubs of one world playing the same fixture get their own games.
  const result = simulateTournamentMatch(
    squad,
    keyedRng(careerEventKey(call.seed, now.season, now.matchday, 'youth-tournament', `${academy.teamId.toString()}:${matchId}`)),
  );
  const tournament = ACADEMY_TYPES[academy.type].tournament;
  const doc = {
    matchId,
    matchday: scheduled.matchday,
    opponent: scheduled.opponent,
    tournament,
    teamScore: result.teamScore,
    opponentScore: result.opponentScore,
    result: result.result,
    teamStats: result.teamStats,
    mvpPlayerId: new mongoose.Types.ObjectId(result.mvpPlayerId),
    lines: result.players.map((p) => {
      const y = squad.find((s) => s.id === p.playerId);
      return {
        playerId: new mongoose.Types.ObjectId(p.playerId),
        name: y?.name ?? '',
        position: y?.position ?? 'PG',
        stats: p.stats,
        scoutNotes: p.scoutNotes,
      };
    }),
    createdAt: new Date(),
  };
  try {
    await TournamentMatchModel.updateOne(
      { ...clubOf(academy), season: now.season, number: scheduled.number },
      { $setOnInsert: doc },
      { upsert: true },
    );
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
  }
  const saved = await TournamentMatchModel.findOne({
    ...clubOf(academy),
    season: now.season,
    number: scheduled.number,
  }).lean<TournamentMatchDoc>();
  if (!saved) throw new NotFoundError(TOURNAMENT_MATCH_NOT_FOUND);
  const record = toRecordDto(saved);
  const mvp = record.mvpPlayer;
  await writeNewsOnce({
    worldId: academy.worldId,
    // The academy's result is news for its own club's manager only.
    teamId: academy.teamId,
    key: `youth-result:${now.season}:${scheduled.number}`,
    type: 'youth_result',
    title: `Academy ${record.result === 'win' ? 'win' : 'loss'}: ${record.teamScore}-${record.opponentScore} ${record.opponent}`,
    content: `${tournament}, match ${scheduled.number} of ${schedule.length}. MVP ${mvp.name} with ${mvp.points} points, ${mvp.rebounds} rebounds and ${mvp.assists} assists.`,
    season: now.season,
    matchday: now.matchday,
  });
  return { record, replay: false };
}
