/**
 * The youth tournament's match (the spec's squad selection and
 * simulated match): pure and seeded. The server plays it; a client's
 * result is never read.
 */
import type { Rng } from '../rng.js';
import { PLAYERS_ON_COURT, QUARTER_SECONDS, QUARTERS, YOUTH_BOX_SCORE, YOUTH_MATCH, YOUTH_SCORING_SPREAD, YOUTH_SQUAD } from '../rules.js';
import type { Position } from '../types.js';
import type { AcademyType } from './academy.js';

export * from './tournament-schedule.js';

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

/** A share of made over attempted as a percentage with one decimal; 0 without attempts. */
export function shootingPct(made: number, attempted: number): number {
  return attempted > 0 ? Math.round((1000 * made) / attempted) / 10 : 0;
}

/** The team's figures, every one summed from the box score's lines (nothing drawn beside them, so they always agree). */
export function tournamentTeamStats(lines: readonly TournamentLine[]): TournamentResult['teamStats'] {
  const sum = (key: keyof TournamentLine) => lines.reduce((total, l) => total + l[key], 0);
  return {
    totalPoints: sum('points'),
    totalRebounds: sum('rebounds'),
    totalAssists: sum('assists'),
    fieldGoalPct: shootingPct(sum('fgm'), sum('fga')),
    threePointPct: shootingPct(sum('threepm'), sum('threepa')),
    freeThrowPct: shootingPct(sum('ftm'), sum('fta')),
  };
}

/** The minutes of a game: its periods' length, times the five on court, shared out by weight, no one over a whole game. */
export function shareMinutes(weights: readonly number[]): number[] {
  const game = (QUARTERS * QUARTER_SECONDS) / 60;
  const total = Math.min(game * PLAYERS_ON_COURT, game * weights.length);
  const minutes = weights.map(() => 0);
  let open = weights.map((_, i) => i);
  let left = total;
  // Whoever a share would put over a whole game plays the whole game; the rest is shared again among the others.
  while (left > 0 && open.length > 0) {
    const split = splitTotal(
      left,
      open.map((i) => weights[i] ?? 0),
    );
    const over = open.filter((i, k) => (minutes[i] ?? 0) + (split[k] ?? 0) > game);
    if (over.length === 0) {
      open.forEach((i, k) => (minutes[i] = (minutes[i] ?? 0) + (split[k] ?? 0)));
      break;
    }
    for (const i of over) {
      left -= game - (minutes[i] ?? 0);
      minutes[i] = game;
    }
    open = open.filter((i) => !over.includes(i));
  }
  return minutes;
}

/** A top scorer alone led the scoring; top scorers level shared the lead, and the note says so. */
type ScoringLead = 'sole' | 'shared' | null;

function scoutNotes(p: TournamentPlayer, s: TournamentLine, lead: ScoringLead): string[] {
  const n = YOUTH_MATCH.notes;
  const notes: string[] = [];
  if (lead === 'sole' && s.points >= n.points[2]) notes.push(`Led the scoring with ${s.points} points`);
  else if (lead === 'shared' && s.points >= n.points[2]) notes.push(`Shared the scoring lead with ${s.points} points`);
  else if (s.points >= n.points[0]) notes.push(`A big scoring night (${s.points} points)`);
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

/**
 * Plays one tournament match for a squad, every figure from the rng. The box
 * score comes first (starters' and the bench's minutes, each player's points
 * by his minutes and scoring appetite, split into threes, twos and free
 * throws at the drawn shooting rates); the team's figures are
 * its sums, so a percentage always matches its made and attempted.
 */
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
  const fieldGoalRate = int(rng, band.fgPct) / 100;
  const threeRate = int(rng, band.threePct) / 100;
  const spread = YOUTH_SCORING_SPREAD;
  const draw = ([lo, hi]: readonly [number, number]) => lo + rng.next() * (hi - lo);
  const [sLo, sHi] = YOUTH_MATCH.minutesPotentialScale;
  // The five of highest potential start (ties to the squad's order); the bench shares what they leave.
  const starters = new Set(
    squad
      .map((p, i) => ({ p, i }))
      .sort((a, b) => b.p.potential - a.p.potential || a.i - b.i)
      .slice(0, spread.starters)
      .map(({ i }) => i),
  );
  const minutes = shareMinutes(
    squad.map(
      (p, i) => Math.min(sHi, Math.max(sLo, p.potential / 95)) * draw(starters.has(i) ? spread.starterMinutes : spread.benchMinutes),
    ),
  );
  const pw = YOUTH_MATCH.pointsWeight;
  const rw = YOUTH_MATCH.reboundsWeight;
  const aw = YOUTH_MATCH.assistsWeight;
  // Some want the ball more than others: a drawn appetite each, one starter's raised as the go-to scorer.
  const appetite = squad.map(() => draw(spread.appetite));
  const goTo = rng.pick([...starters]);
  appetite[goTo] = (appetite[goTo] ?? 1) * spread.goToBoost;
  const points = splitTotal(
    teamScore,
    squad.map((p, i) => pw[role(p.position)] * (minutes[i] ?? 0) * (appetite[i] ?? 1)),
  );
  const rebounds = splitTotal(
    totalRebounds,
    squad.map((p, i) => rw[role(p.position)] * (minutes[i] ?? 0)),
  );
  const assists = splitTotal(
    totalAssists,
    squad.map((p, i) => (role(p.position) === 'guard' ? aw.guard : aw.other) * (minutes[i] ?? 0)),
  );
  const b = YOUTH_BOX_SCORE;
  // Made shots first: each one's drawn share of his points from three (by role) and from the line, the rest from twos.
  const threeShares = squad.map((p) => draw(spread.threeShare[role(p.position)]));
  const made = points.map((pts, i) => {
    const threes = Math.min(Math.floor(pts / 3), Math.round((pts * (threeShares[i] ?? 0)) / 3));
    const afterThrees = pts - 3 * threes;
    // The line's share, then one more if that leaves an odd number for the twos.
    const fromLine = Math.round(afterThrees * draw(spread.freeThrowShare));
    const ftm = Math.min(afterThrees, fromLine + ((afterThrees - fromLine) % 2));
    return { threes, twos: (afterThrees - ftm) / 2, ftm };
  });
  // Then the misses, the team's at the drawn rates, shared by who took the shots and a drawn touch each (free throws by who went to the line).
  const total = (key: 'threes' | 'twos' | 'ftm') => made.reduce((sum, m) => sum + m[key], 0);
  const misses = (madeTotal: number, rate: number, weights: readonly number[]) =>
    splitTotal(Math.max(0, Math.round(madeTotal / rate) - madeTotal), weights);
  const touch = squad.map(() => draw(spread.missTouch));
  const perTen = (i: number) => (minutes[i] ?? 0) / 10;
  const missedThrees = misses(
    total('threes'),
    threeRate,
    made.map((m, i) => (m.threes + (threeShares[i] ?? 0) * perTen(i)) * (touch[i] ?? 1)),
  );
  const missedTwos = misses(
    total('twos'),
    Math.min(0.95, fieldGoalRate + b.twoPointEdge),
    made.map((m, i) => (m.twos + perTen(i)) * (touch[i] ?? 1)),
  );
  const missedFree = misses(
    total('ftm'),
    b.freeThrowRate,
    made.map((m) => m.ftm),
  );
  const lines = squad.map((p, i): TournamentLine => {
    const m = made[i] ?? { threes: 0, twos: 0, ftm: 0 };
    const threepa = m.threes + (missedThrees[i] ?? 0);
    return {
      points: points[i] ?? 0,
      rebounds: rebounds[i] ?? 0,
      assists: assists[i] ?? 0,
      steals: rng.int(0, 3),
      blocks: role(p.position) === 'guard' ? rng.int(0, 1) : rng.int(0, 3),
      turnovers: rng.int(0, 4),
      fgm: m.threes + m.twos,
      fga: threepa + m.twos + (missedTwos[i] ?? 0),
      threepm: m.threes,
      threepa,
      ftm: m.ftm,
      fta: m.ftm + (missedFree[i] ?? 0),
      minutesPlayed: minutes[i] ?? 0,
    };
  });
  const topPoints = Math.max(...lines.map((l) => l.points));
  const leaders = lines.filter((l) => l.points === topPoints).length;
  const players = squad.map((p, i) => {
    const stats = lines[i] as TournamentLine;
    const lead = stats.points === topPoints ? (leaders === 1 ? 'sole' : 'shared') : null;
    return { playerId: p.id, stats, scoutNotes: scoutNotes(p, stats, lead) };
  });
  const value = (s: TournamentLine) => s.points + s.rebounds + s.assists + s.steals + s.blocks - s.turnovers;
  const mvp = players.reduce((best, p) => (value(p.stats) > value(best.stats) ? p : best));
  return {
    teamScore,
    opponentScore,
    result: won ? 'win' : 'loss',
    teamStats: tournamentTeamStats(lines),
    players,
    mvpPlayerId: mvp.playerId,
  };
}
