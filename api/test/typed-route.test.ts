/**
 * Declared routes on the API, mounted a group at a time: the caller's access
 * checked before the input, input validated by the declaration, the declared
 * success status, and answers and error statuses checked against the
 * declaration outside production.
 */
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineRoute } from '@hardwood/shared';
import { errorHandler, HttpError } from '../src/infra/http/errors.js';
import { mountGroup } from '../src/routes/http/typed-route.js';

const group = {
  echo: defineRoute({
    method: 'POST',
    path: '/echo/:id',
    serves: 'public',
    request: z.object({ n: z.number().int().min(1, 'n must be at least 1') }),
    response: z.object({ id: z.string(), n: z.number() }),
    status: 201,
    errors: [400],
    invalidates: [],
  }),
  drifted: defineRoute({
    method: 'GET',
    path: '/drifted',
    serves: 'public',
    request: undefined,
    response: z.object({ total: z.number() }),
    errors: [],
    tags: [],
  }),
  teapot: defineRoute({
    method: 'GET',
    path: '/teapot',
    serves: 'public',
    request: undefined,
    response: z.object({}),
    errors: [404],
    tags: [],
  }),
  signedIn: defineRoute({
    method: 'POST',
    path: '/signed-in',
    serves: 'public',
    request: z.object({ n: z.number() }),
    response: z.object({ n: z.number() }),
    errors: [400, 401],
    invalidates: [],
  }),
} as const;

let base = '';
let close = () => {};
beforeAll(async () => {
  const app = express();
  const router = express.Router();
  router.use(express.json());
  mountGroup(
    router,
    group,
    { access: 'public' },
    {
      echo: async ({ params, input }) => ({ id: params.id, n: input.n }),
      // A handler whose answer no longer matches its declaration (cast past the compiler, as a stale field would).
      drifted: async () => ({ total: 'many' }) as unknown as { total: number },
      teapot: () => {
        throw new HttpError(418, 'I am a teapot');
      },
      signedIn: { access: 'user', handle: ({ input }) => input },
    },
  );
  router.use(errorHandler);
  app.use('/api', router);
  const server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  close = () => server.close();
});
afterAll(() => close());

it('validates the body with the declared schema and answers the declared status', async () => {
  const ok = await fetch(`${base}/echo/abc`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ n: 3 }),
  });
  expect(ok.status).toBe(201);
  expect(await ok.json()).toEqual({ id: 'abc', n: 3 });
  const bad = await fetch(`${base}/echo/abc`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ n: 0 }),
  });
  expect(bad.status).toBe(400);
  expect(await bad.json()).toEqual({ message: 'n must be at least 1' });
});

it('checks the caller before the body: a signed-out call with a bad body answers 401', async () => {
  const res = await fetch(`${base}/signed-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ n: 'not a number' }),
  });
  expect(res.status).toBe(401);
});

it('refuses to send an answer outside its declaration', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const res = await fetch(`${base}/drifted`);
  expect(res.status).toBe(500);
  expect(String(logged.mock.calls[0]?.[1])).toMatch(/GET \/drifted answered outside its declared schema: total/);
  logged.mockRestore();
});

it('fails loudly on an error status the route does not declare', async () => {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const res = await fetch(`${base}/teapot`);
  expect(res.status).toBe(500);
  expect(String(logged.mock.calls[0]?.[1])).toMatch(/GET \/teapot answered 418 \("I am a teapot"\), which its declaration does not list/);
  logged.mockRestore();
});

it('refuses at compile time a group whose handler record misses a route', () => {
  const router = express.Router();
  const incomplete = () =>
    // @ts-expect-error: `teapot` and `signedIn` have no handler.
    mountGroup(router, group, { access: 'public' }, { echo: () => ({ id: 'x', n: 1 }), drifted: () => ({ total: 1 }) });
  expect(incomplete).toThrow(/no handler for teapot/);
});
