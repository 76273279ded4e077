/**
 * Live Centre seats per address: one address gets a few passes a minute and
 * holds a few seats of a match at once, so it cannot take all of a match's
 * spectator seats; a visitor from another address still gets in. Two
 * addresses through X-Forwarded-For, the server trusting one proxy.
 */
import { Client, type Room } from '@colyseus/sdk';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LIVE_CENTRE, type LiveCentre, type LiveCentreTokenResponse } from '@hardwood/shared';
import { SEATS_PER_ADDRESS_MESSAGE } from '@hardwood/game-server';
import { startServer } from '../src/main.js';
import { TOO_MANY_PASSES_MESSAGE } from '../src/routes/live-centre/pass-limits.js';

let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  // 20 ms a game second: a match stays live for about 50 s, longer than this test.
  server = await startServer({
    port: 0,
    databaseUrl: 'nedb://memory',
    clientDir: '/nonexistent',
    liveCentreMatches: 1,
    liveCentreTickMs: 20,
    env: { TRUST_PROXY: '1' },
  });
});
afterAll(async () => server.close());

async function pass(address: string, matchId: string): Promise<{ status: number; body: LiveCentreTokenResponse & { message?: string } }> {
  const res = await fetch(`${server.url}/api/live-centre/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ matchId }),
  });
  return { status: res.status, body: (await res.json()) as LiveCentreTokenResponse & { message?: string } };
}

async function join(p: LiveCentreTokenResponse, matchId: string): Promise<Room> {
  return new Client(p.endpoint).join(p.roomName, { matchId, token: p.token, spectate: true });
}

describe('Live Centre seats per address', () => {
  it('bounds the passes and open seats of one address, and lets another address in', { timeout: 60_000 }, async () => {
    let matchId = '';
    await vi.waitFor(
      async () => {
        const centre = (await (await fetch(`${server.url}/api/live-centre`)).json()) as LiveCentre;
        matchId = centre.live.find((m) => m.matchStatus !== 'finished')?.matchId ?? '';
        expect(matchId).not.toBe('');
      },
      { timeout: 20_000 },
    );
    const [a, b] = ['203.0.113.7', '198.51.100.9'];
    const seats = LIVE_CENTRE.seatsPerAddress;
    const rooms: Room[] = [];
    try {
      for (let i = 0; i < seats; i += 1) {
        const p = await pass(a, matchId);
        expect(p.status).toBe(200);
        rooms.push(await join(p.body, matchId));
      }
      // One more seat from the same address: refused, with why.
      const extra = await pass(a, matchId);
      expect(extra.status).toBe(200);
      await expect(join(extra.body, matchId)).rejects.toThrow(SEATS_PER_ADDRESS_MESSAGE);
      // Another address still gets in.
      const other = await pass(b, matchId);
      expect(other.status).toBe(200);
      rooms.push(await join(other.body, matchId));
      // A seat given back is a seat to take again.
      await rooms.shift()?.leave(true);
      await vi.waitFor(async () => rooms.push(await join((await pass(a, matchId)).body, matchId)), { timeout: 5_000, interval: 200 });

      // Passes: the address has used seats + 2 of its minute's passes; the rest go, then 429. The other address is not counted with it.
      const used = seats + 2;
      for (let i = used; i < LIVE_CENTRE.passesPerAddressPerMinute; i += 1) expect((await pass(a, matchId)).status).toBe(200);
      const limited = await pass(a, matchId);
      expect(limited.status).toBe(429);
      expect(limited.body.message).toBe(TOO_MANY_PASSES_MESSAGE);
      expect((await pass(b, matchId)).status).toBe(200);
    } finally {
      await Promise.all(rooms.map((r) => r.leave(true).catch(() => undefined)));
    }
  });
});
