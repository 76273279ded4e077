/** The one mapper at the HTTP edge: each domain refusal a service throws answers its status with its message as it is. */
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  BrokenInvariant,
  ConflictError,
  Forbidden,
  NotFoundError,
  objectIdOr404,
  RuleViolation,
} from '../src/infra/errors/domain-errors.js';
import { errorHandler } from '../src/infra/http/errors.js';

const thrown: Record<string, () => never> = {
  rule: () => {
    throw new RuleViolation('Not enough budget: a scout costs €100,000.');
  },
  forbidden: () => {
    throw new Forbidden();
  },
  missing: () => {
    throw new NotFoundError('Player not found');
  },
  missingDefault: () => {
    throw new NotFoundError();
  },
  conflict: () => {
    throw new ConflictError('This match has already been played');
  },
  broken: () => {
    throw new BrokenInvariant('The signing could not be read back');
  },
  badId: () => {
    objectIdOr404('not-an-id', 'Team not found');
    throw new Error('unreachable');
  },
  plain: () => {
    throw new Error('a store failure with details the client must not see');
  },
};

let base = '';
let close = () => {};
beforeAll(async () => {
  const app = express();
  for (const [name, fail] of Object.entries(thrown)) app.get(`/${name}`, () => fail());
  app.use(errorHandler);
  const server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

it.each([
  ['rule', 400, 'Not enough budget: a scout costs €100,000.'],
  ['forbidden', 403, 'Forbidden'],
  ['missing', 404, 'Player not found'],
  ['missingDefault', 404, 'Not found'],
  ['conflict', 409, 'This match has already been played'],
  ['broken', 500, 'The signing could not be read back'],
  ['badId', 404, 'Team not found'],
  ['plain', 500, 'Internal server error'],
])('%s answers %i with its message', async (name, status, message) => {
  const answer = await fetch(`${base}/${name}`);
  expect(answer.status).toBe(status);
  expect(await answer.json()).toEqual({ message });
});
