/** Sessions and careers live in the file store and survive a restart of the server. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import type { Team, User } from '@hardwood/shared';
import { startServer } from '../src/main.js';
import { HttpClient } from './http-client.js';

const dir = mkdtempSync(path.join(tmpdir(), 'hardwood-restart-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('keeps the signed-in session and the career across a restart', async () => {
  const databaseUrl = `nedb://${dir}`;
  const first = await startServer({ port: 0, databaseUrl, clientDir: '/nonexistent' });
  const http = new HttpClient(first.url);
  await http.json<User>(
    'POST',
    '/api/register',
    { email: 'persist@example.com', password: 'persist-me', firstName: 'P', lastName: 'Q' },
    201,
  );
  await http.json('POST', '/api/setup/complete', { countryId: 'serbia', teamId: 801 }, 201);
  const team = await http.get<Team>('/api/user/team');
  await first.close();

  const second = await startServer({ port: 0, databaseUrl, clientDir: '/nonexistent' });
  expect(second.seeded.seeded).toBe(false); // the catalogue is seeded once
  const again = new HttpClient(second.url);
  // Same cookie, new process state.
  again.adoptCookiesFrom(http);
  const user = await again.get<User>('/api/auth/user');
  expect(user.email).toBe('persist@example.com');
  expect(user.isSetupComplete).toBe(true);
  expect(await again.get<Team>('/api/user/team')).toEqual(team);
  await second.close();
});
