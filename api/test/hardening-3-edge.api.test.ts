/**
 * The HTTP edge, hardened further: a path that does not decode is the
 * client's 400, writes a browser sends from another site are refused before
 * their body is read, private answers are never cached, and one account's
 * heavy reads (the player database) run a few at a time, so they cannot crowd
 * out everyone else's.
 */
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { MAX_ROSTER_SIZE, ROUTES, routeUrl } from '@hardwood/shared';
import type * as PlayerDatabase from '../src/domain/history/player-database.service.js';
import { TemplatePlayerModel } from '../src/models/catalogue/catalogue.model.js';
import { CROSS_SITE_MESSAGE } from '../src/infra/http/same-origin.js';
import { useTestApp } from './app-fixture.js';
import { marketCareer, signUrl, type TestCareer } from './market-helpers.js';

/**
 * Counts the player searches running at once for each world (one world per
 * manager), and makes each take `delayMs` longer, so that parallel requests
 * surely overlap on the server.
 */
const searches = vi.hoisted(() => ({
  delayMs: 0,
  running: new Map<string, number>(),
  peak: new Map<string, number>(),
  calls: new Map<string, number>(),
}));
vi.mock('../src/domain/history/player-database.service.js', async (importOriginal) => {
  const real = await importOriginal<typeof PlayerDatabase>();
  const searchPlayers: typeof real.searchPlayers = async (career, query) => {
    const world = String(career.worldId);
    const running = (searches.running.get(world) ?? 0) + 1;
    searches.running.set(world, running);
    searches.peak.set(world, Math.max(searches.peak.get(world) ?? 0, running));
    searches.calls.set(world, (searches.calls.get(world) ?? 0) + 1);
    try {
      await new Promise((resolve) => setTimeout(resolve, searches.delayMs));
      return await real.searchPlayers(career, query);
    } finally {
      searches.running.set(world, (searches.running.get(world) ?? 1) - 1);
    }
  };
  return { ...real, searchPlayers };
});

const EMAILS = { a: 'edge3-a@example.com', b: 'edge3-b@example.com' };
const PUBLIC_ORIGIN = 'https://play.example';
const EVIL = 'https://evil.example';
const app = useTestApp({ env: { DEVELOPER_EMAILS: Object.values(EMAILS).join(','), PUBLIC_ORIGIN } });

/** An Italian Serie A club (template ids 101-112) with room for a signing. */
async function clubWithRoom(): Promise<number> {
  for (let id = 101; id <= 112; id += 1)
    if ((await TemplatePlayerModel.countDocuments({ templateTeamId: id })) <= MAX_ROSTER_SIZE - 2) return id;
  throw new Error('no Serie A club with room for a signing');
}

let a: TestCareer;
let b: TestCareer;
beforeAll(async () => {
  a = await marketCareer(app.url, EMAILS.a, await clubWithRoom());
  b = await marketCareer(app.url, EMAILS.b, 102);
});

/** A request as a browser would send it with the manager's cookie: headers exactly as given. */
function browserRequest(
  c: TestCareer,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<Response> {
  const json: Record<string, string> = body === undefined ? {} : { 'content-type': 'application/json' };
  return fetch(app.url + path, { method, headers: { cookie: c.http.cookieHeader(), ...json, ...headers }, body, redirect: 'manual' });
}

const messageOf = async (res: Response): Promise<unknown> => ((await res.json()) as { message?: unknown }).message;

describe('a path that does not decode', () => {
  let errorSpy: MockInstance<typeof console.error>;
  beforeAll(() => {
    errorSpy = vi.spyOn(console, 'error');
  });
  afterAll(() => errorSpy.mockRestore());

  it('answers 400 with a message and logs no stack trace', async () => {
    errorSpy.mockClear();
    for (const path of ['/api/friendlies/%E0%A4%A', '/api/players/profile/%FF', '/api/transfers/sign/%E0%A4%A']) {
      const res = await fetch(app.url + path, { method: path.includes('sign') ? 'POST' : 'GET' });
      expect(res.status, path).toBe(400);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await messageOf(res)).toMatch(/malformed/i);
    }
    expect(errorSpy).not.toHaveBeenCalled();
  });
});

describe('writes from another site', () => {
  it('refuses a signed-in manager’s write sent from another site before reading its body, and changes nothing', async () => {
    const agent = (await a.freeAgents()).sort((x, y) => x.marketValue - y.marketValue)[0];
    if (!agent) throw new Error('no free agents');
    const budget = await a.budget();
    const refusals: Array<[string, Response]> = [
      ['Origin', await browserRequest(a, 'POST', signUrl(agent.id), { origin: EVIL }, '{}')],
      ['Origin null', await browserRequest(a, 'POST', signUrl(agent.id), { origin: 'null' }, '{}')],
      ['Referer without Origin', await browserRequest(a, 'POST', signUrl(agent.id), { referer: `${EVIL}/win-a-prize` }, '{}')],
      ['Sec-Fetch-Site without Origin', await browserRequest(a, 'POST', signUrl(agent.id), { 'sec-fetch-site': 'cross-site' }, '{}')],
      // Refused before the body is read: a malformed one would otherwise answer 400.
      ['malformed body', await browserRequest(a, 'POST', signUrl(agent.id), { origin: EVIL }, '{"contractSeasons":')],
      ['PATCH', await browserRequest(a, 'PATCH', '/api/auth/user/simulate-mode', { origin: EVIL }, '{"simulateMode":false}')],
      ['PUT', await browserRequest(a, 'PUT', '/api/starting-lineup', { origin: EVIL }, '{}')],
      ['DELETE', await browserRequest(a, 'DELETE', '/api/user/team', { origin: EVIL })],
    ];
    for (const [what, res] of refusals) {
      expect(res.status, what).toBe(403);
      expect(await messageOf(res), what).toBe(CROSS_SITE_MESSAGE);
    }
    expect(await a.budget()).toBe(budget);
    expect((await a.roster()).some((p) => p.id === agent.id)).toBe(false);
    expect((await a.http.get<{ simulateMode: boolean }>('/api/auth/user')).simulateMode).toBe(true);

    // Reads are not refused: a cross-site page cannot read the answer anyway (no CORS).
    expect((await browserRequest(a, 'GET', '/api/user/team', { origin: EVIL })).status).toBe(200);

    // From the game's own page, or an origin PUBLIC_ORIGIN names, the write goes through.
    const signed = await browserRequest(a, 'POST', signUrl(agent.id), { origin: app.url, 'sec-fetch-site': 'same-origin' }, '{}');
    expect(signed.status, await signed.clone().text()).toBe(ROUTES.transfers.signPlayer.status);
    expect(await a.budget()).toBe(budget - agent.marketValue);
    const mode = await browserRequest(a, 'PATCH', '/api/auth/user/simulate-mode', { origin: PUBLIC_ORIGIN }, '{"simulateMode":true}');
    expect(mode.status).toBe(200);
    // A client that is not a browser sends neither header (scripts, the load tests): it cannot ride a visitor's cookie.
    expect((await a.http.request('PATCH', '/api/auth/user/simulate-mode', { simulateMode: true })).status).toBe(200);
  });
});

describe('caching', () => {
  it('marks every answer of a signed-in route no-store and keeps the public catalogue’s caching', async () => {
    const reads = [
      routeUrl(ROUTES.teams.myTeam, {}),
      routeUrl(ROUTES.money.transactions, {}),
      routeUrl(ROUTES.office.notifications, {}),
      routeUrl(ROUTES.auth.currentUser, {}),
      routeUrl(ROUTES.playerPages.search, {}),
    ];
    for (const url of reads) {
      const res = await a.http.request('GET', url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('cache-control'), url).toBe('no-store');
    }
    // Refusals too: a 401 must not stand in a cache for the signed-in answer.
    const signedOut = await fetch(app.url + routeUrl(ROUTES.teams.myTeam, {}));
    expect(signedOut.status).toBe(401);
    expect(signedOut.headers.get('cache-control')).toBe('no-store');

    const stats = await a.http.request('GET', routeUrl(ROUTES.catalogue.stats, {}));
    expect(stats.status).toBe(200);
    expect(stats.headers.get('cache-control')).toBe('public, max-age=300');
  });
});

describe('heavy reads per account', () => {
  const searchUrl = routeUrl(ROUTES.playerPages.search, {}, { sort: 'overall' });
  const worldOf = (c: TestCareer) => c.userId.toString();

  it('runs at most two of an account’s searches at once, queues a few, refuses the rest, and serves another account promptly', async () => {
    searches.delayMs = 150;
    searches.peak.clear();
    try {
      const flood = Array.from({ length: 30 }, () => a.http.request('GET', searchUrl));
      // Another manager's search while the flood is on.
      await new Promise((resolve) => setTimeout(resolve, 30));
      const started = Date.now();
      const other = await b.http.request('GET', searchUrl);
      const otherMs = Date.now() - started;
      expect(other.status).toBe(200);
      // Generous: alone it takes the 150 ms delay plus the search itself.
      expect(otherMs).toBeLessThan(3000);

      const answers = await Promise.all(
        (await Promise.all(flood)).map(async (r) => ({ status: r.status, retryAfter: r.headers.get('retry-after'), text: await r.text() })),
      );
      const statuses = answers.map((r) => r.status);
      expect(
        statuses.every((s) => s === 200 || s === 429),
        statuses.join(' '),
      ).toBe(true);
      expect(searches.peak.get(worldOf(a))).toBeLessThanOrEqual(2);
      // Two running and six waiting are served; the rest are told to come back.
      expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(8);
      const refused = answers.filter((r) => r.status === 429);
      expect(refused.length).toBeGreaterThan(0);
      for (const res of refused) {
        expect(res.retryAfter).toMatch(/^\d+$/);
        expect((JSON.parse(res.text) as { message?: unknown }).message).toMatch(/too many/i);
      }
    } finally {
      searches.delayMs = 0;
    }
  });

  it('drops a waiting search whose visitor left, and keeps the slot of a running one until it ends', async () => {
    searches.delayMs = 600;
    searches.peak.clear();
    const calls = () => searches.calls.get(worldOf(b)) ?? 0;
    const before = calls();
    try {
      // node:http with a connection each, so that leaving closes exactly that visitor's connection.
      const leaving: Array<() => void> = [];
      const gone = Array.from(
        { length: 5 },
        () =>
          new Promise<void>((resolve) => {
            const req = httpRequest(app.url + searchUrl, { headers: { cookie: b.http.cookieHeader() }, agent: false });
            req.on('error', () => resolve());
            req.on('close', () => resolve());
            req.end();
            leaving.push(() => req.destroy());
          }),
      );
      // Two start, three wait; then all five visitors leave.
      await vi.waitFor(() => expect(calls() - before).toBe(2), { timeout: 2000, interval: 10 });
      await new Promise((resolve) => setTimeout(resolve, 100));
      for (const leave of leaving) leave();
      await Promise.all(gone);
      // The two abandoned searches still run on the server: a new one waits for them.
      const next = await b.http.request('GET', searchUrl);
      expect(next.status).toBe(200);
      await next.text();
      expect(searches.peak.get(worldOf(b))).toBeLessThanOrEqual(2);
      // The three that only waited never ran.
      expect(calls() - before).toBe(3);
    } finally {
      searches.delayMs = 0;
    }
  });
});
