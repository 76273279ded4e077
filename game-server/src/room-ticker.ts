/**
 * One timer for all the rooms of a process that tick at the same period,
 * instead of a timer per room. The rooms are dealt into slices (ten at a 100
 * ms period), and one slice is stepped every tenth of the period, on a
 * schedule kept in absolute time: the work of 2,000 rooms arrives as ten
 * small batches a period with the event loop free between them, not as one
 * burst that every socket and every later room waits behind.
 *
 * Per-room timers bunch up by themselves: Node reschedules every timer of a
 * batch from the batch's start, so rooms whose ticks once fell into one busy
 * batch stay together for good, and the bursts grow.
 */
/** What the ticker steps: a room's own clock, then its game. */
export interface Tickable {
  tickNow(): void;
}

/** Slices per period, and the shortest slice worth a timer of its own (Node's timers count whole milliseconds). */
const SLICES = 10;
const MIN_SLICE_MS = 5;

export class RoomTicker {
  private readonly slices: Array<Set<Tickable>>;
  private readonly sliceMs: number;
  private rooms = 0;
  private next = 0;
  /** When the next slice is due (performance.now() time). */
  private due = 0;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    readonly periodMs: number,
    private readonly now: () => number = () => performance.now(),
  ) {
    const count = Math.max(1, Math.min(SLICES, Math.floor(periodMs / MIN_SLICE_MS)));
    this.slices = Array.from({ length: count }, () => new Set<Tickable>());
    this.sliceMs = periodMs / count;
  }

  /** Steps `room` once a period from now on, in the slice with the fewest rooms; the returned function stops it. */
  add(room: Tickable): () => void {
    let slice = this.slices[0] as Set<Tickable>;
    for (const s of this.slices) if (s.size < slice.size) slice = s;
    slice.add(room);
    this.rooms += 1;
    if (!this.timer) {
      this.due = this.now() + this.sliceMs;
      this.schedule();
    }
    return () => {
      if (!slice.delete(room)) return;
      this.rooms -= 1;
      if (this.rooms === 0 && this.timer) {
        clearTimeout(this.timer);
        this.timer = null;
      }
    };
  }

  /** Rooms per slice (tests and the bench). */
  load(): number[] {
    return this.slices.map((s) => s.size);
  }

  private schedule(): void {
    this.timer = setTimeout(this.fire, Math.max(0, this.due - this.now()));
  }

  private readonly fire = (): void => {
    const slice = this.slices[this.next] as Set<Tickable>;
    this.next = (this.next + 1) % this.slices.length;
    for (const room of slice) {
      // One room's failure is its own: the others in its slice still tick.
      try {
        room.tickNow();
      } catch (error) {
        console.error('[rooms] a room tick failed:', error);
      }
    }
    this.due += this.sliceMs;
    // Behind by more than a period (the process stalled): carry on from now rather than firing the missed slices in a burst;
    // the rooms' game clocks follow elapsed time, so they catch up by themselves.
    const now = this.now();
    if (now - this.due > this.periodMs) this.due = now;
    if (this.rooms > 0) this.schedule();
    else this.timer = null;
  };
}

const shared = new Map<number, RoomTicker>();

/** The process's ticker for a period. */
export function roomTicker(periodMs: number): RoomTicker {
  let ticker = shared.get(periodMs);
  if (!ticker) {
    ticker = new RoomTicker(periodMs);
    shared.set(periodMs, ticker);
  }
  return ticker;
}
