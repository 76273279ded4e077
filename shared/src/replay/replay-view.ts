/**
 * A replay's view at any game second: the same `LiveMatchView` and feed a
 * live room gives its viewers, rebuilt from the timeline (the score and the
 * box score through the one event reducer, who was on court, energy, the
 * period and its clock), so the replay page shows it with the live pieces.
 */
import { applyEvent, emptyStats } from '../engine/box-score.js';
import { periodLabel } from '../engine/describe.js';
import type { MatchRules } from '../engine/match-rules.js';
import type { CountingStats, MatchEvent, MatchEventType, Side } from '../engine/types.js';
import { QUARTERS, QUARTER_SECONDS, OVERTIME_SECONDS } from '../rules.js';
import type { ReplayEvent, ReplayTeam, ReplayTimeline } from '../schemas-replay.js';
import type { LiveEventView, LiveMatchView, LivePlayerView, LiveTeamView } from '../schemas-live.js';

type PeriodRules = Pick<MatchRules, 'quarters' | 'quarterSeconds' | 'overtimeSeconds'>;
const PERIODS: PeriodRules = { quarters: QUARTERS, quarterSeconds: QUARTER_SECONDS, overtimeSeconds: OVERTIME_SECONDS };

/** The period and the seconds left in it after `elapsed` game seconds (a period's last second shows 0:00 of that period). */
export function periodClockAt(elapsed: number, rules: PeriodRules = PERIODS): { period: number; clock: number } {
  const regulation = rules.quarters * rules.quarterSeconds;
  if (elapsed <= regulation) {
    const period = Math.max(1, Math.ceil(elapsed / rules.quarterSeconds));
    return { period, clock: period * rules.quarterSeconds - elapsed };
  }
  const overtime = Math.ceil((elapsed - regulation) / rules.overtimeSeconds);
  return { period: rules.quarters + overtime, clock: regulation + overtime * rules.overtimeSeconds - elapsed };
}

/** How many of the (time-ordered) items have `t` at most `at`. */
function countUpTo(items: ReadonlyArray<{ t: number }>, at: number): number {
  let lo = 0;
  let hi = items.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((items[mid] as { t: number }).t <= at) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const asEngineEvent = (e: ReplayEvent): MatchEvent => ({
  t: e.t,
  period: e.period,
  clock: e.clock,
  type: e.type as MatchEventType,
  side: e.side,
  points: e.points,
  ...(e.playerId ? { playerId: e.playerId } : {}),
  ...(e.otherId ? { otherId: e.otherId } : {}),
});

function teamView(
  side: Side,
  team: ReplayTeam,
  timeline: ReplayTimeline,
  at: number,
  shown: readonly ReplayEvent[],
  box: ReadonlyMap<string, CountingStats>,
): LiveTeamView {
  const lineups = timeline.lineups.slice(0, Math.max(1, countUpTo(timeline.lineups, at)));
  const court = lineups[lineups.length - 1]?.[side] ?? [];
  // Seconds on court: each lineup holds from its second to the next one's (or to now).
  const played = new Map<string, number>();
  lineups.forEach((lineup, i) => {
    const until = Math.min(at, lineups[i + 1]?.t ?? at);
    for (const [id] of lineup[side]) played.set(id, (played.get(id) ?? 0) + Math.max(0, until - lineup.t));
  });
  const energies = timeline.energy[Math.max(0, countUpTo(timeline.energy, at) - 1)]?.[side] ?? [];
  const out = new Set(shown.filter((e) => e.side === side && (e.type === 'foul_out' || e.type === 'injury')).map((e) => e.playerId));
  const injured = new Set(shown.filter((e) => e.side === side && e.type === 'injury').map((e) => e.playerId));
  const slots = new Map(court);
  const tactics = [...shown].reverse().find((e) => e.side === side && e.type === 'tactics' && e.tactics)?.tactics ?? team.tactics;
  const players: LivePlayerView[] = team.players.map((p, i) => ({
    id: p.id,
    name: p.name,
    position: p.position,
    slot: slots.get(p.id) ?? '',
    overall: p.overall,
    energy: energies[i] ?? 100,
    minutes: Math.floor((played.get(p.id) ?? 0) / 60),
    fouledOut: out.has(p.id) && !injured.has(p.id),
    injured: injured.has(p.id),
    ...(box.get(p.id) ?? emptyStats()),
  }));
  return {
    id: team.id,
    name: team.name,
    side,
    managed: false,
    pace: tactics.pace,
    offense: tactics.offense,
    defense: tactics.defense,
    players,
    onCourt: court.map(([id]) => id),
  };
}

/** The view and the feed (newest first) after `at` game seconds of the replay; `tickMs`: real milliseconds a game second lasts at the replay's speed. */
export function replayViewAt(timeline: ReplayTimeline, at: number, tickMs: number): { view: LiveMatchView; feed: LiveEventView[] } {
  const t = Math.max(0, Math.min(timeline.length, Math.floor(at)));
  const shown = timeline.events.slice(0, countUpTo(timeline.events, t));
  const score = { home: 0, away: 0 };
  const box = new Map<string, CountingStats>();
  const line = (id: string | undefined) => {
    if (!id) return undefined;
    let stats = box.get(id);
    if (!stats) box.set(id, (stats = emptyStats()));
    return stats;
  };
  for (const e of shown) {
    score[e.side] += e.points;
    applyEvent(asEngineEvent(e), line(e.playerId), line(e.otherId));
  }
  const { period, clock } = periodClockAt(t);
  const finished = t >= timeline.length;
  const periodOver = clock === 0 && !finished;
  const minutes = Math.floor(t / 60);
  const winChance = timeline.winChance.slice(0, minutes + 1);
  const view: LiveMatchView = {
    matchId: timeline.key,
    status: finished ? 'finished' : periodOver ? 'break' : t === 0 ? 'not_started' : 'playing',
    quarter: period,
    periodLabel: periodLabel(period),
    clock,
    homeScore: score.home,
    awayScore: score.away,
    matchday: 0,
    round: 0,
    managerConnected: false,
    resultSaved: finished,
    resultFailed: false,
    home: teamView('home', timeline.home, timeline, t, shown, box),
    away: teamView('away', timeline.away, timeline, t, shown, box),
    events: [],
    flow: timeline.flow.slice(0, minutes),
    winChance,
    tickMs,
    ...(winChance.length > 0 ? { winChanceNow: winChance[winChance.length - 1] } : {}),
  };
  const feed = shown.map(({ t: _t, points: _p, tactics: _tactics, ...event }) => event).reverse();
  return { view, feed };
}
