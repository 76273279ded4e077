/**
 * The youth tournament's match (the spec's squad selection and
 * simulated match): pure and seeded. The server plays it; a client's
 * result is never read.
 */
import type { Rng } from '../rng.js';
import { YOUTH_MATCH, YOUTH_SQUAD, YOUTH_TOURNAMENT_MATCHES, YOUTH_TOURNAMENT_OPPONENTS } from '../rules.js';
import type { Position } from '../types.js';
import type { AcademyType } from './academy.js';

export interface TournamentPlayer {
  id: string;
  name: string;
  position: Position;
  age: number;
  potential: number;
}

/** 14-year-olds only; compact: top 5 by potential; others: top 6 by potential, then 6 who were picked least in the last matchdays. */
export function selectSquad(
  players: readonly TournamentPlayer[],
  type: AcademyType,
  recentPicks: ReadonlyMap<string, number>,
): TournamentPlayer[] {
  const eligible = players.filter((p) => p.age === YOUTH_SQUAD.age).sort((a, b) => b.potential - a.potential || a.id.localeCompare(b.id));
  if (type === 'compact') return eligible.slice(0, YOUTH_SQUAD.compact);
  const core = eligible.slice(0, YOUTH_SQUAD.core);
  const rest = eligible
    .slice(YOUTH_SQUAD.core)
    .sort((a, b) => (recentPicks.get(a.id) ?? 0) - (recentPicks.get(b.id) ?? 0) || b.potential - a.potential || a.id.localeCompare(b.id))
    .slice(0, YOUTH_SQUAD.others - YOUTH_SQUAD.core);
  return [...core, ...rest];
}

export interface ScheduledTournamentMatch {
  /** `${season}-${number}`: a new season's schedule has new ids. */
  matchId: string;
  number: number;
  opponent: string;
  matchday: number;
}

/**
 * The season's 10 tournament matches of a tier, spread evenly from
 * matchday 1 to the last: 22 matchdays give 1, 3, 6, 8, 10, 13,
 * 15, 17, 20, 22.
 */
export function tournamentSchedule(type: AcademyType, season: number, totalMatchdays: number): ScheduledTournamentMatch[] {
  const n: number = YOUTH_TOURNAMENT_MATCHES;
  return YOUTH_TOURNAMENT_OPPONENTS[type].slice(0, n).map((opponent, i) => ({
    matchId: `${season}-${i + 1}`,
    number: i + 1,
    opponent,
    matchday: n === 1 ? 1 : 1 + Math.round((i * (Math.max(1, totalMatchdays) - 1)) / (n - 1)),
  }));
}

export interface TournamentLine {
  points: number;
  rebounds: number;
  assists: number;
  steals: number;
  blocks: number;
  turnovers: number;
  fgm: number;
  fga: number;
  threepm: number;
  threepa: number;
  ftm: number;
  fta: number;
  minutesPlayed: number;
}

export interface TournamentResult {
  teamScore: number;
  opponentScore: number;
  result: 'win' | 'loss';
  teamStats: {
    totalPoints: number;
    totalRebounds: number;
    totalAssists: number;
    fieldGoalPct: number;
    threePointPct: number;
    freeThrowPct: number;
  };
  players: Array<{ playerId: string; stats: TournamentLine; scoutNotes: string[] }>;
  mvpPlayerId: string;
}

const int = (rng: Rng, [lo, hi]: readonly [number, number]) => rng.int(lo, hi);
const role = (p: Position) => (p === 'PG' || p === 'SG' ? 'guard' : p === 'C' ? 'centre' : 'forward');

/** Splits a whole total over weights, exactly (largest remainders). */
export function splitTotal(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((s, w) => s + w, 0) || 1;
  const raw = weights.map((w) => (total * w) / sum);
  const out = raw.map(Math.floor);
  let left = total - out.reduce((s, n) => s + n, 0);
  const order = raw.map((r, i) => [r - Math.floor(r), i] as const).sort((a, b) => b[0] - a[0]);
  for (const [, i] of order) {
    if (left <= 0) break;
    out[i] = (out[i] ?? 0) + 1;
    left -= 1;
  }
  return out;
}

function scoutNotes(p: TournamentPlayer, s: TournamentLine): string[] {
  const n = YOUTH_MATCH.notes;
  const notes: string[] = [];
  if (s.points >= n.points[0]) notes.push(`Led the scoring with ${s.points} points`);
  else if (s.points >= n.points[1]) notes.push(`A reliable scorer (${s.points} points)`);
  else if (s.points >= n.points[2]) notes.push(`Chipped in ${s.points} points`);
  if (s.rebounds >= n.rebounds[0]) notes.push(`Owned the glass (${s.rebounds} rebounds)`);
  else if (s.rebounds >= n.rebounds[1]) notes.push(`Solid on the boards (${s.rebounds} rebounds)`);
  if (s.assists >= n.assists[0]) notes.push(`Ran the offence (${s.assists} assists)`);
  else if (s.assists >= n.assists[1]) notes.push(`Moved the ball well (${s.assists} assists)`);
  if (s.steals >= n.steals) notes.push(`Quick hands: ${s.steals} steals`);
  if (s.blocks >= n.blocks) notes.push(`Protected the rim: ${s.blocks} blocks`);
  if (s.turnovers >= n.turnovers) notes.push(`Careless with the ball (${s.turnovers} turnovers)`);
  const pct = s.fga > 0 ? s.fgm / s.fga : 0;
  if (s.fga > 0 && pct >= n.fgPct[0]) notes.push('Efficient shooting');
  else if (s.fga > 0 && pct < n.fgPct[1]) notes.push('Struggled with his shot');
  const promise = p.potential / 95;
  if (promise >= n.potential[0]) notes.push('Shows special talent');
  else if (promise >= n.potential[1]) notes.push('A real prospect');
  else if (promise >= n.potential[2]) notes.push('Has room to grow');
  return notes.slice(0, YOUTH_MATCH.maxNotes);
}

/** Plays one tournament match for a squad, every figure from the rng. */
export function simulateTournamentMatch(squad: readonly TournamentPlayer[], rng: Rng): TournamentResult {
  if (squad.length === 0) throw new Error('No Eligible Players');
  let teamScore = int(rng, YOUTH_MATCH.score);
  let opponentScore = int(rng, YOUTH_MATCH.score);
  if (teamScore === opponentScore) {
    if (rng.chance(0.5)) teamScore += int(rng, YOUTH_MATCH.tieBreak);
    else opponentScore += int(rng, YOUTH_MATCH.tieBreak);
  }
  const won = teamScore > opponentScore;
  const band = won ? YOUTH_MATCH.winner : YOUTH_MATCH.loser;
  const totalRebounds = int(rng, band.rebounds);
  const totalAssists = int(rng, band.assists);
  const fieldGoalPct = int(rng, band.fgPct);
  const threePointPct = int(rng, band.threePct);
  const [mLo, mHi] = YOUTH_MATCH.minutes;
  const [sLo, sHi] = YOUTH_MATCH.minutesPotentialScale;
  const minutes = squad.map((p) => {
    const scale = Math.min(sHi, Math.max(sLo, p.potential / 95));
    return Math.round(mLo + (mHi - mLo) * scale * (0.8 + rng.next() * 0.2));
  });
  const pw = YOUTH_MATCH.pointsWeight;
  const rw = YOUTH_MATCH.reboundsWeight;
  const aw = YOUTH_MATCH.assistsWeight;
  const points = splitTotal(
    teamScore,
    squad.map((p, i) => pw[role(p.position)] * (minutes[i] ?? 0)),
  );
  const rebounds = splitTotal(
    totalRebounds,
    squad.map((p, i) => rw[role(p.position)] * (minutes[i] ?? 0)),
  );
  const assists = splitTotal(
    totalAssists,
    squad.map((p, i) => (role(p.position) === 'guard' ? aw.guard : aw.other) * (minutes[i] ?? 0)),
  );
  let ftm = 0;
  let fta = 0;
  const players = squad.map((p, i) => {
    const pts = points[i] ?? 0;
    // A third of his shots from three, at the team's percentages; the rest of his points from twos and free throws.
    const threepa = Math.round(((pts / 3) * 0.35) / Math.max(0.01, threePointPct / 100) / 2);
    const threepm = Math.min(Math.floor(pts / 3), Math.round(threepa * (threePointPct / 100)));
    const twos = Math.floor(Math.max(0, pts - 3 * threepm) / 2.3);
    const fgm = threepm + twos;
    const free = pts - 3 * threepm - 2 * twos;
    const fga = Math.max(fgm, Math.round(fgm / (fieldGoalPct / 100)));
    const freeAttempts = free > 0 ? Math.ceil(free / 0.75) : 0;
    ftm += free;
    fta += freeAttempts;
    const stats: TournamentLine = {
      points: pts,
      rebounds: rebounds[i] ?? 0,
      assists: assists[i] ?? 0,
      steals: rng.int(0, 3),
      blocks: role(p.position) === 'guard' ? rng.int(0, 1) : rng.int(0, 3),
      turnovers: rng.int(0, 4),
      fgm,
      fga,
      threepm,
      threepa: Math.max(threepa, threepm),
      ftm: free,
      fta: freeAttempts,
      minutesPlayed: minutes[i] ?? 0,
    };
    return { playerId: p.id, stats, scoutNotes: scoutNotes(p, stats) };
  });
  const value = (s: TournamentLine) => s.points + s.rebounds + s.assists + s.steals + s.blocks - s.turnovers;
  const mvp = players.reduce((best, p) => (value(p.stats) > value(best.stats) ? p : best));
  return {
    teamScore,
    opponentScore,
    result: won ? 'win' : 'loss',
    teamStats: {
      totalPoints: teamScore,
      totalRebounds,
      totalAssists,
      fieldGoalPct,
      threePointPct,
      freeThrowPct: fta > 0 ? Math.round((100 * ftm) / fta) : 0,
    },
    players,
    mvpPlayerId: mvp.playerId,
  };
}
