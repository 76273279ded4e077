/** A developer's career through the API: registered, set up at a club, in simulate mode (matchdays simulated on request). */
import type { APIRequestContext } from 'playwright-core';
import { expect } from 'vitest';

export interface DeveloperCareer {
  email: string;
  firstName: string;
  lastName: string;
  countryId: string;
  teamId: number;
}

export async function startDeveloperCareer(api: APIRequestContext, url: string, career: DeveloperCareer): Promise<void> {
  const origin = { origin: url };
  const { email, firstName, lastName, countryId, teamId } = career;
  const register = await api.post(`${url}/api/register`, {
    headers: origin,
    data: { email, password: 'correct-horse-battery', firstName, lastName },
  });
  expect(register.status()).toBe(201);
  expect((await api.post(`${url}/api/setup/complete`, { headers: origin, data: { countryId, teamId } })).status()).toBe(201);
  expect((await api.patch(`${url}/api/auth/user/simulate-mode`, { headers: origin, data: { simulateMode: true } })).status()).toBe(200);
}
