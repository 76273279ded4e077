import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoute, routeUrl, ROUTES } from '../src/index.js';

const offer = defineRoute({
  method: 'POST',
  path: '/transfers/offer/:teamId/:playerId',
  serves: 'public',
  request: z.object({ amount: z.number() }),
  response: z.object({ ok: z.boolean() }),
  errors: [400],
  invalidates: ['market'],
});

describe('route declarations', () => {
  it('fills path parameters, each URL-encoded, under /api', () => {
    expect(routeUrl(offer, { teamId: 'a/b', playerId: 'p 1' })).toBe('/api/transfers/offer/a%2Fb/p%201');
    expect(routeUrl(ROUTES.season.status, {})).toBe('/api/season/status');
  });

  it('appends a query in key order and leaves out undefined values', () => {
    expect(routeUrl(ROUTES.dashboard.stats, {}, { z: 1, a: 'x y', m: undefined })).toBe('/api/dashboard/stats?a=x+y&z=1');
  });

  it('refuses a missing parameter instead of building a wrong URL', () => {
    expect(() => routeUrl(offer, { teamId: 't' } as never)).toThrow(/missing :playerId/);
  });
});
