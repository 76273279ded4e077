/**
 * Input hardening over HTTP: every string of every write route is bounded
 * (the route table walked generically, plus the routes outside it), the
 * session is checked before the body, an import cell must be a primitive,
 * office decisions wait for a live match to end, parallel scouting starts
 * pay once, and a blank password is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  loginPayloadSchema,
  matchResultPayloadSchema,
  PASSWORD_BLANK_MESSAGE,
  registerPayloadSchema,
  ROUTES,
  allRoutes,
  routeUrl,
  setupCompletePayloadSchema,
  startingLineupPayloadSchema,
  liveTokenRequestSchema,
  YOUTH_SCOUTING,
  type RouteDef,
} from '@hardwood/shared';
import mongoose from '../src/infra/store/mongoose.js';
import { startServer } from '../src/main.js';
import { LiveStartModel } from '../src/models/live/live-snapshot.model.js';
import { LIVE_MATCH_BUSY_MESSAGE } from '../src/domain/live/live-guard.js';
import { TransactionModel } from '../src/models/money/transaction.model.js';
import { SponsorshipModel } from '../src/models/office/sponsorship.model.js';
import { MatchModel } from '../src/models/season/match.model.js';
import { ProspectModel } from '../src/models/youth-scouting/prospect.model.js';
import { HttpClient } from './http-client.js';
import { marketCareer, setBudget, type TestCareer } from './market-helpers.js';
import { exampleWith, stringSlots } from '../../shared/test/schema-strings.js';

process.env.DEVELOPER_EMAILS = ['strings', 'outside', 'import', 'sponsor', 'scouting'].map((n) => `hardening-${n}@example.com`).join(',');

let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  server = await startServer({ port: 0, databaseUrl: 'nedb://memory', clientDir: '/nonexistent' });
});
afterAll(async () => server.close());

/** Some id for every path parameter: a well-formed one that names nothing (validation comes first anyway). */
const SOME_ID = '0123456789abcdef01234567';
function urlOf(def: RouteDef): string {
  const names = [...def.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1] as string);
  return routeUrl(def, Object.fromEntries(names.map((n) => [n, SOME_ID])) as never);
}
const writeRoutes = allRoutes(ROUTES)
  .map(({ group, name, def }): [string, RouteDef] => [`${group}.${name}`, def])
  .filter(([, def]) => def.method !== 'GET');

const messageOf = async (res: Response) => ((await res.json()) as { message: string }).message;
// A record's over-long key is refused as an invalid key.
const TOO_LONG = /too long|at most|too big|invalid key/i;

/** Sends the schema's example with each string field in turn one past its maximum; lists every answer that is not a 400 naming the length. */
async function overLongProbes(
  http: HttpClient,
  method: string,
  url: string,
  schema: z.ZodType,
): Promise<{ probes: number; failures: string[] }> {
  const failures: string[] = [];
  const slots = stringSlots(schema);
  for (const [i, slot] of slots.entries()) {
    const res = await http.request(method, url, exampleWith(schema, i));
    const message = await res.text();
    if (res.status !== 400 || !TOO_LONG.test(message))
      failures.push(`${method} ${url} ${slot.path}: ${res.status} ${message.slice(0, 120)}`);
  }
  return { probes: slots.length, failures };
}

describe('bounded strings on every write route', () => {
  it('answers 400 to an over-long value in every string field of every write route in the route table', { timeout: 120_000 }, async () => {
    const c = await marketCareer(server.url, 'hardening-strings@example.com', 101);
    let probes = 0;
    const failures: string[] = [];
    const covered: string[] = [];
    for (const [name, def] of writeRoutes) {
      if (!def.request) continue;
      const result = await overLongProbes(c.http, def.method, urlOf(def), def.request);
      probes += result.probes;
      failures.push(...result.failures);
      if (result.probes > 0) covered.push(name);
    }
    expect(failures).toEqual([]);
    expect(covered).toEqual(
      expect.arrayContaining([
        'editor.updatePlayer',
        'editor.importPlayers',
        'transfers.makeOffer',
        'academy.playTournamentMatch',
        'loans.send',
      ]),
    );
    expect(probes).toBeGreaterThanOrEqual(15);
  });

  it('answers 400 to an over-long value in every string field of the write routes outside the table', { timeout: 60_000 }, async () => {
    const c = await marketCareer(server.url, 'hardening-outside@example.com', 102);
    const match = await MatchModel.findOne({ worldId: c.userId }).lean();
    const outside: Array<[HttpClient, string, string, z.ZodType]> = [
      [new HttpClient(server.url), 'POST', '/api/register', registerPayloadSchema],
      [new HttpClient(server.url), 'POST', '/api/login', loginPayloadSchema],
      [c.http, 'POST', '/api/setup/complete', setupCompletePayloadSchema],
      [c.http, 'PUT', '/api/starting-lineup', startingLineupPayloadSchema],
      [c.http, 'POST', '/api/live/token', liveTokenRequestSchema],
      [c.http, 'PATCH', `/api/matches/${match?._id.toString() ?? SOME_ID}/result`, matchResultPayloadSchema],
    ];
    const failures: string[] = [];
    let probes = 0;
    for (const [http, method, url, schema] of outside) {
      const result = await overLongProbes(http, method, url, schema);
      probes += result.probes;
      failures.push(...result.failures);
    }
    expect(failures).toEqual([]);
    expect(probes).toBeGreaterThanOrEqual(12);
  });
});

describe('authentication before validation', () => {
  it('answers 401 to a signed-out caller whatever the body, on every route that needs a session', async () => {
    const visitor = new HttpClient(server.url);
    const failures: string[] = [];
    for (const { def } of allRoutes(ROUTES)) {
      // The public routes (the Live Centre's) declare no 401.
      if (!def.errors.includes(401)) continue;
      const bodies =
        def.method === 'GET'
          ? [undefined]
          : [
              {},
              ...(def.request ? stringSlots(def.request).map((_, i) => exampleWith(def.request as z.ZodType, i)) : []),
              { unexpected: [1, { deep: true }] },
            ];
      for (const body of bodies) {
        const res = await visitor.request(def.method, urlOf(def), body);
        if (res.status !== 401) failures.push(`${def.method} ${def.path}: ${res.status} ${(await res.text()).slice(0, 80)}`);
      }
    }
    for (const [method, url] of [
      ['POST', '/api/setup/complete'],
      ['PUT', '/api/starting-lineup'],
      ['POST', '/api/live/token'],
      ['PATCH', `/api/matches/${SOME_ID}/result`],
    ] as const) {
      const res = await visitor.request(method, url, {});
      if (res.status !== 401) failures.push(`${method} ${url}: ${res.status}`);
    }
    expect(failures).toEqual([]);
    // The public routes still validate for anyone.
    expect((await visitor.request('POST', routeUrl(ROUTES.liveCentre.token, {}), {})).status).toBe(400);
  });
});

describe('the CSV import', () => {
  it('answers 400, not 500, to an id that is an object or a deeply nested array, and changes nothing', async () => {
    const c = await marketCareer(server.url, 'hardening-import@example.com', 103);
    const url = routeUrl(ROUTES.editor.importPlayers, {});
    // Written as text: JSON.stringify itself runs out of stack on such nesting.
    const depth = 5_000;
    const nested = `${'['.repeat(depth)}"${SOME_ID}"${']'.repeat(depth)}`;
    for (const id of ['{"toString":1}', '{"valueOf":"x"}', nested, `["${SOME_ID}"]`]) {
      const res = await fetch(server.url + url, {
        method: 'POST',
        headers: { cookie: c.http.cookieHeader(), 'content-type': 'application/json' },
        body: `{"rows":[{"id":${id},"name":"Ann","position":"PG"}]}`,
      });
      expect(res.status, id.slice(0, 40)).toBe(400);
    }
    const ok = await c.http.json<{ updated: number; failed: number }>('POST', url, { rows: [{ id: 42, name: 'Ann', position: 'PG' }] });
    expect(ok).toMatchObject({ updated: 0, failed: 1 });
  });
});

async function ownCurrentMatch(c: TestCareer) {
  const teamId = new mongoose.Types.ObjectId(c.team.id);
  const match = await MatchModel.findOne({ worldId: c.userId, matchday: 1, $or: [{ homeTeamId: teamId }, { awayTeamId: teamId }] }).lean();
  if (!match) throw new Error('no own match');
  return match;
}

describe('office decisions during a live match', () => {
  it('refuses to accept a sponsorship with 409 while the own match is live, and accepts it after', async () => {
    const c = await marketCareer(server.url, 'hardening-sponsor@example.com', 104);
    const offer = await SponsorshipModel.create({
      worldId: c.userId,
      teamId: new mongoose.Types.ObjectId(c.team.id),
      season: 1,
      offeredForMatchday: 1,
      sponsorName: 'Live Sponsor',
      offerAmount: 50_000,
      moraleBonus: 5,
      moralePenalty: 10,
      moralePenaltyDuration: 3,
      objective: 'win_games',
      objectiveTarget: 1,
      durationMatchdays: 1,
    });
    const match = await ownCurrentMatch(c);
    // What the room writes when it starts the match.
    await LiveStartModel.create({ matchId: match._id.toString(), start: '{}', savedAt: new Date() });
    const url = routeUrl(ROUTES.office.answerSponsorship, { offerId: offer._id.toString() });
    const refused = await c.http.request('POST', url, { response: 'accept' });
    expect(refused.status).toBe(409);
    expect(await messageOf(refused)).toBe(LIVE_MATCH_BUSY_MESSAGE);
    expect((await SponsorshipModel.findById(offer._id).lean())?.status).toBe('pending');
    await LiveStartModel.deleteOne({ matchId: match._id.toString() });
    expect((await c.http.request('POST', url, { response: 'accept' })).status).toBe(200);
  });
});

describe('youth scouting', () => {
  it('20 parallel starts send one scout and take the money once', async () => {
    const c = await marketCareer(server.url, 'hardening-scouting@example.com', 105);
    await setBudget(c.team.id, 30_000_000);
    await c.http.json('POST', routeUrl(ROUTES.academy.createAcademy, {}), { type: 'standard' });
    const budget = await c.budget();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => c.http.request('POST', routeUrl(ROUTES.youthScouting.start, {}), { position: 'PG' })),
    );
    expect(answers.map((r) => r.status).filter((s) => s !== 200)).toEqual([]);
    const tier = YOUTH_SCOUTING.standard;
    expect(await c.budget()).toBe(budget - tier.cost);
    expect(await TransactionModel.countDocuments({ worldId: c.userId, type: 'scouting_cost' })).toBe(1);
    expect(await ProspectModel.countDocuments({ worldId: c.userId, teamId: new mongoose.Types.ObjectId(c.team.id) })).toBe(tier.prospects);
  });
});

describe('passwords', () => {
  it('refuses to register with a password of eight spaces', async () => {
    const res = await new HttpClient(server.url).request('POST', '/api/register', {
      email: 'hardening-blank@example.com',
      password: ' '.repeat(8),
      firstName: 'Blank',
      lastName: 'Password',
    });
    expect(res.status).toBe(400);
    expect(await messageOf(res)).toBe(PASSWORD_BLANK_MESSAGE);
  });
});
