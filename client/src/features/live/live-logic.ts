/** Pure helpers of the live match dialog. */
import {
  emptyStats,
  FOUL_OUT_LIMIT,
  QUARTERS,
  type CountingStats,
  type LiveEventView,
  type LivePlayerView,
  type LiveTeamView,
  type LiveMatchView,
} from '@hardwood/shared';

export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** The break panel's button: the next quarter, or overtime once the fourth is over. */
export function continueLabel(quarter: number): string {
  return quarter >= QUARTERS ? 'Continue to Overtime' : `Continue to Quarter ${quarter + 1}`;
}

export const isOvertime = (quarter: number) => quarter > QUARTERS;

export function managedTeam(view: LiveMatchView): LiveTeamView | null {
  if (view.home.managed) return view.home;
  if (view.away.managed) return view.away;
  return null;
}

/** A side's strength as the win model reads it before tip-off: the mean overall of its best eight. */
export function teamStrength(team: LiveTeamView): number {
  const best = team.players
    .map((p) => p.overall)
    .sort((a, b) => b - a)
    .slice(0, 8);
  return best.length > 0 ? best.reduce((sum, r) => sum + r, 0) / best.length : 0;
}

export function onCourt(team: LiveTeamView): LivePlayerView[] {
  return team.onCourt.map((id) => team.players.find((p) => p.id === id)).filter((p): p is LivePlayerView => Boolean(p));
}

export function bench(team: LiveTeamView): LivePlayerView[] {
  return team.players.filter((p) => p.slot === '');
}

/** Who may come off the bench: never a fouled-out or injured player. */
export function availableSubstitutes(team: LiveTeamView): LivePlayerView[] {
  return bench(team).filter((p) => !p.fouledOut && !p.injured);
}

/** Out of the game for good: fouled out or injured. */
export const isOut = (p: LivePlayerView) => p.fouledOut || p.injured;

/** Substitutions need a stopped clock. */
export function canSubstitute(status: string): boolean {
  return status === 'not_started' || status === 'paused' || status === 'break';
}

export const foulsLabel = (fouls: number) => `${fouls}/${FOUL_OUT_LIMIT}`;

export function teamTotals(team: LiveTeamView): CountingStats {
  const totals = emptyStats();
  for (const p of team.players) for (const key of Object.keys(totals) as Array<keyof CountingStats>) totals[key] += p[key];
  return totals;
}

export const pct = (made: number, attempts: number) => (attempts > 0 ? `${Math.round((made / attempts) * 100)}%` : '—');

export function topPerformers(team: LiveTeamView, count = 3): LivePlayerView[] {
  return [...team.players]
    .filter((p) => p.minutes > 0 || p.slot !== '' || p.points > 0)
    .sort((a, b) => b.points + b.rebounds + b.assists - (a.points + a.rebounds + a.assists) || b.points - a.points)
    .slice(0, count);
}

/** A few plain sentences comparing the two sides. */
export function performanceAnalysis(home: LiveTeamView, away: LiveTeamView): string[] {
  const h = teamTotals(home);
  const a = teamTotals(away);
  const lines: string[] = [];
  const fg = (t: CountingStats) => (t.fieldGoalAttempts ? t.fieldGoals / t.fieldGoalAttempts : 0);
  if (h.fieldGoalAttempts + a.fieldGoalAttempts === 0) return ['The game has not started yet.'];
  const better = fg(h) >= fg(a) ? home : away;
  lines.push(
    `${better.name} shoot better from the field (${pct(h.fieldGoals, h.fieldGoalAttempts)} against ${pct(a.fieldGoals, a.fieldGoalAttempts)}).`,
  );
  if (h.rebounds !== a.rebounds)
    lines.push(
      `${h.rebounds > a.rebounds ? home.name : away.name} win the boards ${Math.max(h.rebounds, a.rebounds)}-${Math.min(h.rebounds, a.rebounds)}.`,
    );
  if (h.turnovers !== a.turnovers)
    lines.push(
      `${h.turnovers < a.turnovers ? home.name : away.name} take better care of the ball (${Math.min(h.turnovers, a.turnovers)} turnovers).`,
    );
  const tired = [...onCourt(home), ...onCourt(away)].filter((p) => p.energy < 45);
  if (tired.length > 0) lines.push(`Tired legs on court: ${tired.map((p) => p.name).join(', ')}.`);
  return lines;
}

/**
 * The viewer's feed, newest first, one entry per `seq`. The room sends the
 * whole history once on joining while its state keeps only the latest few, so
 * the two overlap and neither alone is the match from tip-off. Answers the
 * same array when nothing is new, so an unchanged feed does not re-render.
 */
export function mergeFeed(feed: readonly LiveEventView[], incoming: readonly LiveEventView[]): readonly LiveEventView[] {
  const known = new Set(feed.map((e) => e.seq));
  const fresh = incoming.filter((e) => !known.has(e.seq));
  if (fresh.length === 0) return feed;
  const bySeq = new Map<number, LiveEventView>();
  for (const e of [...feed, ...fresh]) bySeq.set(e.seq, e);
  return [...bySeq.values()].sort((a, b) => b.seq - a.seq);
}

/** Where the running clock counts from: the last clock value the room sent, and when it arrived. */
export interface ClockAnchor {
  clock: number;
  status: string;
  quarter: number;
  receivedAtMs: number;
}

/**
 * The anchor after a patch: unchanged while the room's clock, status and
 * period are the same (patches for other reasons must not restart the count),
 * a new one from `nowMs` when any of them changed.
 */
export function nextClockAnchor(
  previous: ClockAnchor | null,
  sent: { clock: number; status: string; quarter: number },
  nowMs: number,
): ClockAnchor {
  if (previous && previous.clock === sent.clock && previous.status === sent.status && previous.quarter === sent.quarter) return previous;
  return { clock: sent.clock, status: sent.status, quarter: sent.quarter, receivedAtMs: nowMs };
}

/** Waits between reconnection attempts: doubling from half a second, at most four. */
export function reconnectDelayMs(attempt: number): number {
  return Math.min(4_000, 500 * 2 ** Math.max(0, attempt));
}
