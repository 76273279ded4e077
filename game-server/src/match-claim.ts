/**
 * "One room per match" across game-server processes. In one
 * process the room map is enough; with Redis presence several processes may
 * each be asked to create the same match's room (Colyseus's matchmaker can
 * create a room twice after an IPC timeout, colyseus#978), so a room first
 * claims its match in presence: `incr` answers 1 to exactly one claimant, and
 * the key expires unless its owner renews it, so a process that dies frees
 * its matches within the claim's lifetime. Results are still saved once by
 * the store (the last word), whatever happens here.
 */
import { LocalPresence, type Presence } from '@colyseus/core';
import { setTimeout as sleep } from 'node:timers/promises';

/** A claim lives this long unless renewed: how long a dead process's match stays unclaimable. */
export const MATCH_CLAIM_TTL_SECONDS = 6;
/** The owner renews it this often (three times a lifetime: one late renewal costs nothing). */
export const MATCH_CLAIM_RENEW_MS = (MATCH_CLAIM_TTL_SECONDS * 1000) / 3;
const RETRY_MS = 500;

export const claimKey = (matchId: string) => `hw:live:${matchId}`;

export class MatchClaim {
  private held = false;

  constructor(
    private readonly presence: Presence,
    private readonly matchId: string,
  ) {}

  /** In one process (local presence) the room map decides; nothing is shared. */
  get shared(): boolean {
    return !(this.presence instanceof LocalPresence);
  }

  /**
   * Takes the match, waiting out a dead owner's claim (at most its lifetime);
   * false when another live room keeps renewing it.
   */
  async take(waitMs = (MATCH_CLAIM_TTL_SECONDS + 1) * 1000): Promise<boolean> {
    if (!this.shared) return (this.held = true);
    const until = Date.now() + waitMs;
    for (;;) {
      if ((await this.presence.incr(claimKey(this.matchId))) === 1) {
        await this.presence.expire(claimKey(this.matchId), MATCH_CLAIM_TTL_SECONDS);
        return (this.held = true);
      }
      if (Date.now() + RETRY_MS > until) return false;
      await sleep(RETRY_MS);
    }
  }

  /** Called every MATCH_CLAIM_RENEW_MS while the room lives. */
  renew(): void {
    if (this.shared && this.held)
      void Promise.resolve(this.presence.expire(claimKey(this.matchId), MATCH_CLAIM_TTL_SECONDS)).catch(() => undefined);
  }

  async release(): Promise<void> {
    if (!this.held) return;
    this.held = false;
    if (this.shared) await Promise.resolve(this.presence.del(claimKey(this.matchId))).catch(() => undefined);
  }
}
