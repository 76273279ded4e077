/**
 * The room bench's yardstick: a bare Colyseus room with what a viewer of a
 * match needs at its least (a clock, a score, ten players with points and
 * energy), ticked by Colyseus's own timestep at the match rooms' rate and
 * patched as often as a match room is (about one patch in seven ticks). Our
 * room-tick's CPU is printed as a ratio to this one's.
 */
import { Room } from '@colyseus/core';
import { ArraySchema, defineTypes, Schema } from '@colyseus/schema';
import { TICK_MS } from '@hardwood/shared';

export const BARE_ROOM_NAME = 'bare';
/** A match room patches on about one tick in seven (events, status changes, resyncs): 1.4 patches a second. */
const PATCH_EVERY_TICKS = 7;

class BarePlayer extends Schema {
  declare id: string;
  declare points: number;
  declare energy: number;
  constructor() {
    super();
    this.id = '';
    this.points = 0;
    this.energy = 100;
  }
}
defineTypes(BarePlayer, { id: 'string', points: 'uint8', energy: 'uint8' });

class BareState extends Schema {
  declare clock: number;
  declare homeScore: number;
  declare awayScore: number;
  declare players: ArraySchema<BarePlayer>;
  constructor() {
    super();
    this.clock = 600;
    this.homeScore = this.awayScore = 0;
    this.players = new ArraySchema<BarePlayer>();
    for (let i = 0; i < 10; i += 1) {
      const player = new BarePlayer();
      player.id = `p${i}`;
      this.players.push(player);
    }
  }
}
defineTypes(BareState, { clock: 'uint16', homeScore: 'uint16', awayScore: 'uint16', players: [BarePlayer] });

export class BareRoom extends Room<{ state: BareState }> {
  /** Called with each tick's elapsed room time (the bench's lateness). */
  static onTick: (elapsedMs: number) => void = () => undefined;
  private ticks = 0;
  private last = 0;

  override onCreate(): void {
    this.state = new BareState();
    this.autoDispose = false;
    this.last = performance.now();
    this.setTimestep(() => this.step(), TICK_MS);
    // Patched by the tick when something changed, as the match rooms are.
    this.setPatchRate(null);
  }

  private step(): void {
    const now = performance.now();
    BareRoom.onTick(now - this.last);
    this.last = now;
    this.ticks += 1;
    this.state.clock = this.state.clock > 0 ? this.state.clock - 1 : 600;
    if (this.ticks % PATCH_EVERY_TICKS !== 0) return;
    const scorer = this.state.players[this.ticks % 10];
    if (scorer) {
      scorer.points += 2;
      scorer.energy = Math.max(5, scorer.energy - 1);
    }
    if (this.ticks % 2 === 0) this.state.homeScore += 2;
    else this.state.awayScore += 2;
    this.broadcastPatch();
  }

  /** The bench ends its rounds by calling this. */
  override onJoin(): void {}
}
