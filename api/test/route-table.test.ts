/**
 * Every route the API mounts under /api is in the shared route table (or in
 * its explicit list of non-JSON routes), and every route of the table is
 * mounted: read from the Express router stack of the app itself. A signed-out
 * call of each signed-in route answers 401 through the table's test client,
 * whatever its body.
 */
import type { Express, Router } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allRoutes, NON_JSON_ROUTES, ROUTES } from '@hardwood/shared';
import { createApp } from '../src/routes/app.js';
import { startServer } from '../src/main.js';
import { HttpClient } from './http-client.js';

interface Layer {
  route?: { path: string; methods: Record<string, boolean> };
  handle: { stack?: Layer[] };
  matchers?: unknown[];
}

/** "METHOD /path" of every route in a router and the routers it uses. */
function mounted(stack: Layer[]): string[] {
  return stack.flatMap((layer) => {
    if (layer.route) {
      const path = layer.route.path;
      return Object.keys(layer.route.methods)
        .filter((m) => m !== '_all')
        .map((m) => `${m.toUpperCase()} ${path}`);
    }
    return layer.handle.stack ? mounted(layer.handle.stack) : [];
  });
}

function apiRouter(app: Express): Router {
  const root = (app as unknown as { router: { stack: Layer[] } }).router.stack;
  // The /api router is the one router mounted on the app whose routes include the table's.
  const routers = root.map((l) => l.handle).filter((h): h is Router & { stack: Layer[] } => Array.isArray(h.stack));
  const api = routers.find((r) => mounted(r.stack).includes('GET /auth/user'));
  if (!api) throw new Error('no /api router found');
  return api;
}

describe('the route table', () => {
  it('equals the routes the API mounts under /api, plus the listed non-JSON routes', () => {
    const { app } = createApp({ sessionSecret: 'route-table-test-secret-0123456789' });
    const served = mounted((apiRouter(app) as unknown as { stack: Layer[] }).stack).sort();
    const declared = [
      ...allRoutes(ROUTES).map(({ def }) => `${def.method} ${def.path}`),
      ...NON_JSON_ROUTES.map((r) => `${r.method} ${r.path}`),
    ].sort();
    expect(served).toEqual(declared);
    // Each declared once: no two routes of the table share a method and path.
    expect(new Set(declared).size).toBe(declared.length);
  });

  it('gives each read its tags and each write what it invalidates, from the known tags', () => {
    for (const { group, name, def } of allRoutes(ROUTES)) {
      if (def.method === 'GET') expect(def.invalidates, `${group}.${name}`).toEqual([]);
      else expect(def.tags, `${group}.${name}`).toEqual([]);
    }
    // A write whose tags no read carries would refresh nothing.
    const read = new Set(allRoutes(ROUTES).flatMap(({ def }) => def.tags));
    for (const { group, name, def } of allRoutes(ROUTES))
      for (const tag of def.invalidates) expect(read.has(tag), `${group}.${name} invalidates ${tag}`).toBe(true);
  });
});

describe('signed out', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => {
    server = await startServer({ port: 0, databaseUrl: 'nedb://memory', clientDir: '/nonexistent' });
  });
  afterAll(async () => server.close());

  it('every route that declares 401 answers it before reading the body', async () => {
    const http = new HttpClient(server.url);
    const guarded = allRoutes(ROUTES).filter(({ def }) => def.errors.includes(401));
    expect(guarded.length).toBeGreaterThan(60);
    for (const { group, name, def } of guarded) {
      const params = Object.fromEntries([...def.path.matchAll(/:(\w+)/g)].map((m) => [m[1], '0123456789abcdef01234567']));
      // A body no schema accepts: a check of the body first would answer 400.
      const res = await http.send(def, params as never, (def.method === 'GET' ? undefined : { unexpected: 'x'.repeat(10) }) as never);
      expect(res.status, `${group}.${name} ${def.method} ${def.path}`).toBe(401);
    }
  });

  it('answers the public listing and the current user as the table types them', async () => {
    const http = new HttpClient(server.url);
    const listing = await http.call(ROUTES.liveCentre.listing, {});
    expect(Array.isArray(listing.live)).toBe(true);
    expect((await http.send(ROUTES.auth.currentUser, {})).status).toBe(401);
  });
});
