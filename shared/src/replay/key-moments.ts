/**
 * A replay's key moments, for its timeline markers and the list that jumps
 * to them: every lead change, every run of unanswered points that reaches
 * KEY_MOMENTS.minRun (placed at the run's last basket), the go-ahead and
 * tying baskets of the last minutes and overtime, and every coaching
 * decision the timeline lists.
 */
import type { Side } from '../engine/types.js';
import { KEY_MOMENTS, QUARTERS } from '../rules.js';
import type { ReplayEvent, ReplayTimeline } from '../schemas-replay.js';

export const KEY_MOMENT_KINDS = ['lead-change', 'run', 'big-shot', 'decision'] as const;
export type KeyMomentKind = (typeof KEY_MOMENT_KINDS)[number];

export interface KeyMoment {
  /** Game second. */
  t: number;
  kind: KeyMomentKind;
  /** The side that took the lead, ran, scored or decided. */
  side: Side;
  label: string;
}

const other = (side: Side): Side => (side === 'home' ? 'away' : 'home');

/** The closing minutes: the last quarter's last KEY_MOMENTS.clutchSeconds and all of overtime. */
const inClutch = (e: ReplayEvent) => e.period > QUARTERS || (e.period === QUARTERS && e.clock <= KEY_MOMENTS.clutchSeconds);

export function keyMoments(timeline: ReplayTimeline): KeyMoment[] {
  const teams: Record<Side, string> = { home: timeline.home.name, away: timeline.away.name };
  const names = new Map([...timeline.home.players, ...timeline.away.players].map((p) => [p.id, p.name]));
  const moments: KeyMoment[] = [];
  const score: Record<Side, number> = { home: 0, away: 0 };
  const scoreText = () => `${score.home}-${score.away}`;
  let leader: Side | null = null;
  let run = null as { side: Side; points: number; t: number } | null;
  const endRun = () => {
    if (run && run.points >= KEY_MOMENTS.minRun)
      moments.push({ t: run.t, kind: 'run', side: run.side, label: `${run.points}-0 run by ${teams[run.side]}` });
  };

  for (const e of timeline.events) {
    if (e.points <= 0) continue;
    const side = e.side;
    const before = score[side] - score[other(side)];
    score[side] += e.points;
    const after = before + e.points;

    if (run?.side === side) {
      run.points += e.points;
      run.t = e.t;
    } else {
      endRun();
      run = { side, points: e.points, t: e.t };
    }

    if (after > 0 && leader !== side) {
      if (leader !== null) moments.push({ t: e.t, kind: 'lead-change', side, label: `${teams[side]} takes the lead, ${scoreText()}` });
      leader = side;
    }

    if (inClutch(e) && before <= 0 && after >= 0) {
      const who = names.get(e.playerId) || teams[side];
      const label = after > 0 ? `${who} puts ${teams[side]} ahead, ${scoreText()}` : `${who} ties it, ${scoreText()}`;
      // Free throws at one second: the last one of the trip stands for it.
      const previous = moments.findLast((m) => m.kind === 'big-shot');
      if (previous && previous.t === e.t && previous.side === side) previous.label = label;
      else moments.push({ t: e.t, kind: 'big-shot', side, label });
    }
  }
  endRun();

  for (const d of timeline.decisions ?? []) {
    const who = d.byPlan ? `${teams[d.side]} (plan)` : teams[d.side];
    moments.push({ t: d.t, kind: 'decision', side: d.side, label: `${who}: ${d.lines.join('; ')}` });
  }
  // Stable: at one second, the game's own moments before the decisions taken at it.
  return moments.sort((a, b) => a.t - b.t);
}
