/**
 * A friendly room's own synced state beside the match's (`headToHead` on the
 * room state; absent in other rooms, so they send nothing more): who is
 * connected, timeouts left, who is ready, and why the clock is stopped and
 * for how long.
 */
import { defineTypes, Schema } from '@colyseus/schema';
import type { HeadToHeadView } from '@hardwood/shared';

export class HeadToHeadState extends Schema implements HeadToHeadView {
  declare homeConnected: boolean;
  declare awayConnected: boolean;
  declare homeTimeoutsLeft: number;
  declare awayTimeoutsLeft: number;
  declare homeReady: boolean;
  declare awayReady: boolean;
  declare stop: string;
  declare stopSide: string;
  declare stopSeconds: number;

  constructor() {
    super();
    this.homeConnected = this.awayConnected = this.homeReady = this.awayReady = false;
    this.homeTimeoutsLeft = this.awayTimeoutsLeft = this.stopSeconds = 0;
    this.stop = this.stopSide = '';
  }
}
defineTypes(HeadToHeadState, {
  homeConnected: 'boolean',
  awayConnected: 'boolean',
  homeTimeoutsLeft: 'uint8',
  awayTimeoutsLeft: 'uint8',
  homeReady: 'boolean',
  awayReady: 'boolean',
  stop: 'string',
  stopSide: 'string',
  stopSeconds: 'uint16',
});
