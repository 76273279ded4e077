/**
 * Play-by-play commentary over the event stream, shared by the
 * game server and any client: the event's words (describeEvent) with a
 * scorer's running total ("Pérez hits a three (14 pts)", "(1 pt)"), several phrasings
 * chosen by the event itself (no draw from any rng), scoring runs ("an 11-2
 * run"), lead changes, ties and clutch moments. Fed every event in order.
 */
import { countOf, possessive } from '../text.js';
import { describeEvent } from './describe.js';
import type { MatchEvent, Side } from './types.js';

/** A run is announced from 8 points with the other side held to 2 or fewer since it began; again every 4 more. */
export const RUN_MIN_POINTS = 8;
export const RUN_MAX_ALLOWED = 2;
export const RUN_ANNOUNCE_STEP = 4;
/** Clutch: the last two minutes of the fourth quarter or overtime, within five points. */
export const CLUTCH_SECONDS = 120;
export const CLUTCH_MARGIN = 5;

const SCORING = new Set<MatchEvent['type']>(['two_made', 'three_made', 'free_throw_made']);

/** Several ways to say a made shot; the event picks one (same event, same words). */
const PHRASES: Partial<Record<MatchEvent['type'], ReadonlyArray<(who: string, assist: string) => string>>> = {
  two_made: [
    (w, a) => (a ? `${w} scores two (assist: ${a})` : `${w} scores two`),
    (w, a) => (a ? `${a} finds ${w}, who finishes inside` : `${w} finishes inside`),
    (w, a) => (a ? `${w} converts from ${possessive(a)} pass` : `${w} knocks down the jumper`),
  ],
  three_made: [
    (w, a) => (a ? `${w} hits a three! (assist: ${a})` : `${w} hits a three!`),
    (w, a) => (a ? `${w} drills it from deep off ${possessive(a)} feed` : `${w} drills it from deep`),
    (w, a) => (a ? `Splash! ${w} from downtown (assist: ${a})` : `Splash! ${w} from downtown`),
  ],
};

function pick<T>(list: readonly T[], event: MatchEvent): T {
  const key = Math.floor(event.t * 7 + event.period * 13 + (event.playerId?.length ?? 0) + event.clock);
  return list[Math.abs(key) % list.length] as T;
}

export interface Narration {
  text: string;
  /** Set on the event that completes a run worth announcing, a lead change or a tie. */
  run?: { side: Side; for: number; against: number };
  leadChange?: boolean;
  tie?: boolean;
  clutch?: boolean;
}

export class Commentator {
  private readonly points = new Map<string, number>();
  private readonly score: Record<Side, number> = { home: 0, away: 0 };
  private leader: Side | null = null;
  private run: { side: Side; for: number; against: number; announced: number } | null = null;

  constructor(
    private readonly nameOf: (id: string | undefined) => string,
    private readonly teamName: (side: Side) => string,
  ) {}

  narrate(event: MatchEvent): Narration {
    if (!SCORING.has(event.type)) return { text: describeEvent(event, this.nameOf, this.teamName) };
    const pts = event.points ?? (event.type === 'three_made' ? 3 : event.type === 'two_made' ? 2 : 1);
    const id = event.playerId ?? '';
    const total = (this.points.get(id) ?? 0) + pts;
    this.points.set(id, total);
    const before = this.score.home - this.score.away;
    this.score[event.side] += pts;
    const margin = this.score.home - this.score.away;
    const who = this.nameOf(event.playerId);
    const phrases = PHRASES[event.type];
    const base = phrases ? pick(phrases, event)(who, this.nameOf(event.otherId)) : describeEvent(event, this.nameOf, this.teamName);
    const clutch = event.period >= 4 && event.clock <= CLUTCH_SECONDS && Math.abs(margin) <= CLUTCH_MARGIN;
    const parts = [`${clutch ? 'Clutch! ' : ''}${base} (${countOf(total, 'pt')})`];
    const narration: Narration = { text: '' };
    if (clutch) narration.clutch = true;

    const run = this.track(event.side, pts);
    if (run) {
      narration.run = run;
      parts.push(`${this.teamName(run.side)} on ${/^(8|11|18)$/.test(String(run.for)) ? 'an' : 'a'} ${run.for}-${run.against} run`);
    }
    const leader: Side | null = margin > 0 ? 'home' : margin < 0 ? 'away' : null;
    if (leader === null && before !== 0) {
      narration.tie = true;
      parts.push(`tied at ${this.score.home}`);
    } else if (leader !== null && leader !== this.leader && this.leader !== null) {
      narration.leadChange = true;
      parts.push(`${this.teamName(leader)} take the lead`);
    }
    if (leader !== null) this.leader = leader;
    narration.text = parts.join(' · ');
    return narration;
  }

  /** The current run after `side` scored `pts`, when it reaches a mark worth announcing. */
  private track(side: Side, pts: number): { side: Side; for: number; against: number } | undefined {
    const run = this.run;
    if (run && run.side === side) run.for += pts;
    else if (run && run.against + pts <= RUN_MAX_ALLOWED) run.against += pts;
    else this.run = { side, for: pts, against: 0, announced: 0 };
    const now = this.run;
    if (!now || now.side !== side || now.for < RUN_MIN_POINTS) return undefined;
    const mark = RUN_MIN_POINTS + Math.floor((now.for - RUN_MIN_POINTS) / RUN_ANNOUNCE_STEP) * RUN_ANNOUNCE_STEP;
    if (mark <= now.announced) return undefined;
    now.announced = mark;
    return { side: now.side, for: now.for, against: now.against };
  }

  /** Points so far by player id (the running totals). */
  totals(): ReadonlyMap<string, number> {
    return this.points;
  }
}

/** The whole feed of a recorded match, narrated in order. */
export function narrateAll(
  events: readonly MatchEvent[],
  nameOf: (id: string | undefined) => string,
  teamName: (side: Side) => string,
): Narration[] {
  const commentator = new Commentator(nameOf, teamName);
  return events.map((e) => commentator.narrate(e));
}
