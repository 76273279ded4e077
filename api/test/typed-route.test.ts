/** Declared routes on the API: input validated by the declaration, answers checked against it outside production. */
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineRoute } from '@hardwood/shared';
import { errorHandler } from '../src/http/errors.js';
import { mountRoute } from '../src/http/typed-route.js';

const echo = defineRoute({ method: 'POST', path: '/echo/:id', request: z.object({ n: z.number().int().min(1, 'n must be at least 1') }), response: z.object({ id: z.string(), n: z.number() }), access: 'public' });
const drifted = defineRoute({ method: 'GET', path: '/drifted', request: undefined, response: z.object({ total: z.number() }), access: 'public' });
/** A route that needs a session (the default). */
const guarded = defineRoute({ method: 'POST', path: '/guarded', request: z.object({ n: z.number() }), response: z.object({ n: z.number() }) });

let base = '';
let close = () => {};
beforeAll(async () => {
  const app = express();
  const router = express.Router();
  router.use(express.json());
  // A stand-in for passport's session: signed in when the request says so.
  router.use((req, _res, next) => {
    if (req.headers['x-test-user']) req.user = { id: String(req.headers['x-test-user']) };
    next();
  });
  mountRoute(router, guarded, async ({ input }) => input);
  mountRoute(router, echo, async ({ params, input }) => ({ id: params.id, n: input.n }), { status: 201 });
  // A handler whose answer no longer matches its declaration (cast past the compiler, as a stale field would).
  mountRoute(router, drifted, async () => ({ total: 'many' }) as unknown as { total: number });
  router.use(errorHandler);
  app.use('/api', router);
  const server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  close = () => server.close();
});
afterAll(() => close());

it('validates the body with the declared schema and answers the declared status', async () => {
  const ok = await fetch(`${base}/echo/abc`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ n: 3 }) });
  expect(ok.status).toBe(201);
  expect(await ok.json()).toEqual({ id: 'abc', n: 3 });
  const bad = await fetch(`${base}/echo/abc`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ n: 0 }) });
  expect(bad.status).toBe(400);
  expect(await bad.json()).toEqual({ message: 'n must be at least 1' });
});

it('refuses to send an answer outside its declaration', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const res = await fetch(`${base}/drifted`);
  expect(res.status).toBe(500);
  expect(String(logged.mock.calls[0]?.[1])).toMatch(/GET \/drifted answered outside its declared schema: total/);
  logged.mockRestore();
});

it('answers 401 before reading the input of a route that needs a session', async () => {
  const post = (body: unknown, headers: Record<string, string> = {}) => fetch(`${base}/guarded`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  expect((await post({ n: 'not a number' })).status).toBe(401);
  expect((await post({ n: 1 })).status).toBe(401);
  expect((await post({ n: 'not a number' }, { 'x-test-user': 'u1' })).status).toBe(400);
  expect((await post({ n: 1 }, { 'x-test-user': 'u1' })).status).toBe(200);
});
