/**
 * Issue 18, sign-in abuse and safe defaults, over real HTTP: bounded limiter
 * memory, per-account and per-address caps, trivial passwords, timing of
 * unknown accounts, same-origin posts, sign-out by POST, server-chosen
 * messages on the sign-in page, baseline headers, production settings.
 *
 * TRUST_PROXY=1 lets each test speak from its own address (X-Forwarded-For),
 * so the limiters of one test do not spill into another.
 */
import { spawnSync } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_MESSAGE, EMAIL_TOO_LONG_MESSAGE, PASSWORD_IS_EMAIL_MESSAGE, type User } from '@hardwood/shared';
import { BoundedMemoryStore } from '../src/infra/http/bounded-rate-store.js';
import { securityHeaders } from '../src/infra/http/security-headers.js';
import { DEV_SESSION_SECRET, SESSION_SECRET_MESSAGE, sessionSecret } from '../src/infra/config/config.js';
import { developerEmails } from '../src/infra/config/developers.js';
import { SIGN_IN_MESSAGES } from '../src/routes/auth/sign-in-messages.js';
import { startServer } from '../src/main.js';
import { startMemoryProbe } from './memory-probe.js';

const ACCOUNT_LIMIT = 3;
const ADDRESS_LIMIT = 8;
process.env.TRUST_PROXY = '1';
process.env.LOGIN_RATE_LIMIT = String(ACCOUNT_LIMIT);
process.env.LOGIN_ADDRESS_RATE_LIMIT = String(ADDRESS_LIMIT);

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PASSWORD = 'correct-horse';
const EVIL = 'https://evil.example';
let server: Awaited<ReturnType<typeof startServer>>;
let nextAddress = 1;

/** A browser-like client from its own address, with a cookie jar and optional extra headers. */
class Visitor {
  readonly address = `10.1.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;
  private cookie = '';

  async send(
    method: string,
    urlPath: string,
    options: { json?: unknown; form?: Record<string, string>; headers?: Record<string, string> } = {},
  ): Promise<Response> {
    const headers: Record<string, string> = { 'x-forwarded-for': this.address, ...options.headers };
    if (this.cookie) headers.cookie = this.cookie;
    let body: string | undefined;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(options.form).toString();
    }
    const res = await fetch(server.url + urlPath, { method, headers, body, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const pair = line.split(';')[0] ?? '';
      this.cookie = /expires=Thu, 01 Jan 1970/i.test(line) || pair.endsWith('=') ? '' : pair;
    }
    return res;
  }

  login(email: string, password = PASSWORD, headers?: Record<string, string>) {
    return this.send('POST', '/api/login', { json: { email, password }, ...(headers ? { headers } : {}) });
  }

  async me(): Promise<number> {
    return (await this.send('GET', '/api/auth/user')).status;
  }
}

async function register(email: string, password = PASSWORD): Promise<Visitor> {
  const visitor = new Visitor();
  const res = await visitor.send('POST', '/api/register', { json: { email, password, firstName: 'Test', lastName: 'Manager' } });
  expect(res.status, await res.clone().text()).toBe(201);
  return visitor;
}

const messageOf = async (res: Response) => ((await res.json()) as { message: string }).message;

beforeAll(async () => {
  server = await startServer({ port: 0, databaseUrl: 'nedb://memory', clientDir: '/nonexistent' });
});
afterAll(async () => server.close());

describe('the limiter store', () => {
  it('never holds more than its maximum of keys, evicting the oldest window first', () => {
    let now = 0;
    const store = new BoundedMemoryStore(100, { windowMs: 1_000, now: () => now });
    for (let i = 0; i < 1_000; i += 1) store.increment(`key-${i}`);
    expect(store.size).toBe(100);
    expect(store.get('key-0')).toBeUndefined();
    expect(store.get('key-999')?.totalHits).toBe(1);
    expect(store.increment('key-999').totalHits).toBe(2);
    now = 1_000;
    store.increment('fresh');
    // Expired windows go on the next hit.
    expect(store.size).toBe(1);
    expect(store.get('key-999')).toBeUndefined();
  });
});

describe('oversized e-mails', () => {
  it('answers 400 before any limiter counts them', async () => {
    const visitor = new Visitor();
    const long = `${'a'.repeat(250)}@example.com`;
    for (let i = 0; i < ADDRESS_LIMIT + ACCOUNT_LIMIT + 2; i += 1) {
      const res = await visitor.login(long);
      expect(res.status).toBe(400);
      expect(await messageOf(res)).toBe(EMAIL_TOO_LONG_MESSAGE);
    }
    expect((await visitor.login('nobody-here@example.com')).status).toBe(401);
  });

  it('keeps the API process flat over 500 logins with 1 MB e-mails', { timeout: 60_000 }, async () => {
    const started = await startMemoryProbe();
    const { memory } = started;
    try {
      expect(started.gc).toBe(true);
      const padding = Buffer.alloc(1_000_000, 'a');
      let sent = 0;
      const hit = async () => {
        // Each e-mail distinct, as each would have been a new limiter key (built from bytes: quicker than a 1 MB string).
        const body = Buffer.concat([
          Buffer.from(`{"email":"${(sent += 1)}`),
          padding,
          Buffer.from('@example.com","password":"wrong-horse"}'),
        ]);
        const res = await fetch(`${started.url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
        await res.arrayBuffer();
        return res.status;
      };
      const round = async (count: number) => {
        const statuses: number[] = [];
        // A few at a time: quicker, and still every body is read and refused.
        for (let i = 0; i < count; i += 8) statuses.push(...(await Promise.all(Array.from({ length: Math.min(8, count - i) }, hit))));
        return statuses;
      };
      await round(40);
      const before = await memory();
      const statuses = await round(500);
      const after = await memory();
      expect(new Set(statuses)).toEqual(new Set([400]));
      const mb = (bytes: number) => bytes / 1024 / 1024;
      console.log(
        `[auth-hardening] after 500 x 1 MB logins: heap ${mb(after.heapUsed - before.heapUsed).toFixed(2)} MB, external ${mb(after.external - before.external).toFixed(2)} MB, rss ${mb(after.rss - before.rss).toFixed(2)} MB`,
      );
      expect(mb(after.heapUsed + after.external - before.heapUsed - before.external)).toBeLessThan(4);
      expect(mb(after.rss - before.rss)).toBeLessThan(16);
    } finally {
      started.stop();
    }
  });
});

describe('login rate limits', () => {
  it('caps attempts per account (address and e-mail)', async () => {
    await register('target@example.com');
    const visitor = new Visitor();
    const statuses: number[] = [];
    for (let i = 0; i <= ACCOUNT_LIMIT; i += 1) statuses.push((await visitor.login('Target@Example.com ', 'wrong-horse')).status);
    expect(statuses).toEqual([...Array<number>(ACCOUNT_LIMIT).fill(401), 429]);
    // The same address may still try another account, and another address this one.
    expect((await visitor.login('other@example.com', 'wrong-horse')).status).toBe(401);
    expect((await new Visitor().login('target@example.com')).status).toBe(200);
  });

  it('caps failed attempts per address across accounts (password spraying), forms included', async () => {
    await register('sprayed@example.com');
    const sprayer = new Visitor();
    for (let i = 0; i < ADDRESS_LIMIT; i += 1) {
      const res =
        i % 2 === 0
          ? await sprayer.login(`victim-${i}@example.com`, 'Winter2026!')
          : await sprayer.send('POST', '/api/login', { form: { email: `victim-${i}@example.com`, password: 'Winter2026!' } });
      expect(res.status).toBe(i % 2 === 0 ? 401 : 303);
    }
    const refused = await sprayer.login('sprayed@example.com');
    expect(refused.status).toBe(429);
    expect(await messageOf(refused)).toBe(SIGN_IN_MESSAGES.too_many_attempts);
    const form = await sprayer.send('POST', '/api/login', { form: { email: 'another@example.com', password: 'x' } });
    expect(form.headers.get('location')).toContain('error=too_many_attempts');
    expect((await new Visitor().login('sprayed@example.com')).status).toBe(200);
  });

  it('does not count successful sign-ins against the address', async () => {
    await register('regular@example.com');
    const office = new Visitor();
    for (let i = 0; i < ADDRESS_LIMIT + 2; i += 1) expect((await office.login('regular@example.com')).status).toBe(200);
  });
});

describe('passwords and accounts', () => {
  it('refuses trivial passwords with a clear message', async () => {
    const visitor = new Visitor();
    const attempt = (email: string, password: string) =>
      visitor.send('POST', '/api/register', { json: { email, password, firstName: 'A', lastName: 'B' } });
    for (const password of ['password', 'Password1', '12345678', 'basketball']) {
      const res = await attempt('weak@example.com', password);
      expect(res.status).toBe(400);
      expect(await messageOf(res)).toBe(COMMON_PASSWORD_MESSAGE);
    }
    for (const password of ['jane.doe@example.com', 'Jane.Doe']) {
      const res = await attempt('jane.doe@example.com', password);
      expect(res.status).toBe(400);
      expect(await messageOf(res)).toBe(PASSWORD_IS_EMAIL_MESSAGE);
    }
    const short = await attempt('weak@example.com', 'abc');
    expect(await messageOf(short)).toMatch(/at least 8/);
    const form = await visitor.send('POST', '/api/register', {
      form: { email: 'weak@example.com', password: 'football', firstName: 'A', lastName: 'B' },
    });
    expect(form.headers.get('location')).toMatch(/^\/api\/login\?error=password_common&mode=register/);
    const page = await (await visitor.send('GET', form.headers.get('location') ?? '')).text();
    expect(page).toContain(COMMON_PASSWORD_MESSAGE);
  });

  it('keeps the names typed into the sign-up form and says what the server refused', async () => {
    const visitor = new Visitor();
    const firstName = 'Bartholomew-Maximilian '.repeat(3).trim();
    expect(firstName.length).toBeGreaterThan(60);
    const form = await visitor.send('POST', '/api/register', {
      form: { email: 'long.name@example.com', password: PASSWORD, firstName, lastName: 'O’Neill & Sons' },
    });
    expect(form.status).toBe(303);
    const page = await (await visitor.send('GET', form.headers.get('location') ?? '')).text();
    expect(page).toContain('First name is too long');
    expect(page).not.toContain(SIGN_IN_MESSAGES.invalid_details);
    expect(page).toContain(`id="reg-first" name="firstName" autocomplete="given-name" required maxlength="60" value="${firstName}"`);
    expect(page).toContain('value="O’Neill &amp; Sons"');
    // Another refusal keeps them too.
    const common = await visitor.send('POST', '/api/register', {
      form: { email: 'long.name@example.com', password: 'football', firstName: 'Ann', lastName: 'Lee' },
    });
    const again = await (await visitor.send('GET', common.headers.get('location') ?? '')).text();
    expect(again).toContain(COMMON_PASSWORD_MESSAGE);
    expect(again).toContain('value="Ann"');
    expect(again).toContain('value="Lee"');
  });

  it('answers an existing e-mail neutrally and spends the same time on unknown accounts', { timeout: 30_000 }, async () => {
    await register('taken@example.com');
    const dup = await new Visitor().send('POST', '/api/register', {
      json: { email: 'taken@example.com', password: 'another-horse', firstName: 'A', lastName: 'B' },
    });
    expect(dup.status).toBe(409);
    expect(await messageOf(dup)).toBe(SIGN_IN_MESSAGES.account_unavailable);
    const unknown = await new Visitor().login('ghost@example.com', 'wrong-horse');
    expect(await messageOf(unknown)).toBe(SIGN_IN_MESSAGES.wrong_credentials);

    // The two kinds of call alternate, so both meet the same load from test files running alongside; medians of 7.
    const medians = async (a: (i: number) => Promise<Response>, aStatus: number, b: (i: number) => Promise<Response>, bStatus: number) => {
      const times: [number[], number[]] = [[], []];
      for (let i = 0; i < 7; i += 1) {
        for (const [k, run, status] of [
          [0, a, aStatus],
          [1, b, bStatus],
        ] as const) {
          const t0 = performance.now();
          expect((await run(i)).status).toBe(status);
          times[k].push(performance.now() - t0);
        }
      }
      const median = (list: number[]) => list.sort((x, y) => x - y)[3] ?? 0;
      return [median(times[0]), median(times[1])] as const;
    };
    const [wrongPassword, unknownEmail] = await medians(
      () => new Visitor().login('taken@example.com', 'wrong-horse'),
      401,
      (i) => new Visitor().login(`ghost-${i}@example.com`, 'wrong-horse'),
      401,
    );
    expect(unknownEmail).toBeGreaterThanOrEqual(0.5 * wrongPassword);
    const body = (email: string) => ({ json: { email, password: 'another-horse', firstName: 'A', lastName: 'B' } });
    const [fresh, existing] = await medians(
      (i) => new Visitor().send('POST', '/api/register', body(`fresh-${i}@example.com`)),
      201,
      () => new Visitor().send('POST', '/api/register', body('taken@example.com')),
      409,
    );
    expect(existing).toBeGreaterThanOrEqual(0.5 * fresh);
    console.log(
      `[auth-hardening] median ms: wrong password ${wrongPassword.toFixed(1)}, unknown e-mail ${unknownEmail.toFixed(1)}, new sign-up ${fresh.toFixed(1)}, existing e-mail ${existing.toFixed(1)}`,
    );
  });
});

describe('same-origin posts and sign-out', () => {
  it('refuses cross-site sign-out, sign-in and sign-up and keeps the session', async () => {
    const user = await register('victim@example.com');
    await register('attacker@example.com');
    const refusedOut = await user.send('POST', '/api/logout', { form: {}, headers: { origin: EVIL } });
    expect(refusedOut.status).toBe(403);
    expect((await user.send('POST', '/api/logout', { headers: { 'sec-fetch-site': 'cross-site' } })).status).toBe(403);
    expect((await user.send('POST', '/api/logout', { headers: { origin: 'null' } })).status).toBe(403);
    // Login CSRF would swap the victim into the attacker's account.
    const json = await user.login('attacker@example.com', PASSWORD, { origin: EVIL });
    expect(json.status).toBe(403);
    expect(await messageOf(json)).toMatch(/cross-site/i);
    const form = await user.send('POST', '/api/login', {
      form: { email: 'attacker@example.com', password: PASSWORD },
      headers: { origin: EVIL },
    });
    expect(form.status).toBe(303);
    expect(form.headers.get('location')).toMatch(/^\/api\/login\?error=cross_site/);
    const signUp = await user.send('POST', '/api/register', {
      json: { email: 'x@example.com', password: PASSWORD, firstName: 'A', lastName: 'B' },
      headers: { origin: EVIL },
    });
    expect(signUp.status).toBe(403);
    const me = await user.send('GET', '/api/auth/user');
    expect(((await me.json()) as User).email).toBe('victim@example.com');
  });

  it('also accepts an origin named in PUBLIC_ORIGIN', async () => {
    const user = await register('public-origin@example.com');
    const headers = { origin: 'https://play.example' };
    expect((await user.send('POST', '/api/logout', { json: {}, headers })).status).toBe(403);
    process.env.PUBLIC_ORIGIN = 'https://other.example, https://play.example/';
    try {
      expect((await user.send('POST', '/api/logout', { json: {}, headers })).status).toBe(204);
    } finally {
      delete process.env.PUBLIC_ORIGIN;
    }
    expect(await user.me()).toBe(401);
  });

  it('signs out by a same-origin POST only; GET shows a button and signs nobody out', async () => {
    const user = await register('leaver2@example.com');
    const page = await user.send('GET', '/api/logout');
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/<form method="post" action="\/api\/logout">/);
    expect(await user.me()).toBe(200);
    const out = await user.send('POST', '/api/logout', { form: {}, headers: { origin: server.url, 'sec-fetch-site': 'same-origin' } });
    expect(out.status).toBe(303);
    expect(out.headers.get('location')).toBe('/');
    expect(await user.me()).toBe(401);

    // Behind a proxy the public origin is the forwarded one.
    const proxied = await register('proxied@example.com');
    const headers = { origin: 'https://game.example', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'game.example' };
    expect((await proxied.send('POST', '/api/logout', { json: {}, headers })).status).toBe(204);
    expect(await proxied.me()).toBe(401);
  });

  it('shows only messages the server chose on the sign-in page', async () => {
    const visitor = new Visitor();
    const injected = await (
      await visitor.send('GET', `/api/login?error=${encodeURIComponent('<script>alert(1)</script>Your account is locked, call +1 555')}`)
    ).text();
    expect(injected).not.toContain('alert(1)');
    expect(injected).not.toContain('account is locked');
    expect(injected).not.toContain('role="alert"');
    const known = await (await visitor.send('GET', '/api/login?error=wrong_credentials&email=ann%40example.com')).text();
    expect(known).toContain(`role="alert">${SIGN_IN_MESSAGES.wrong_credentials}`);
    expect(known).toContain('value="ann@example.com"');
    const junkEmail = await (await visitor.send('GET', `/api/login?error=toString&email=${encodeURIComponent('"><b>x</b>')}`)).text();
    expect(junkEmail).not.toContain('<b>x</b>');
    expect(junkEmail).not.toContain('role="alert"');
  });
});

describe('baseline headers', () => {
  it('sends a content security policy, no framing, nosniff and a referrer policy everywhere', async () => {
    const host = new URL(server.url).host;
    for (const urlPath of ['/', '/api/login', '/api/auth/user', '/api/nope']) {
      const res = await fetch(server.url + urlPath);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, urlPath).toContain("frame-ancestors 'none'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("img-src 'self' data: https:");
      expect(csp).toContain(`connect-src 'self' ws://${host} wss://${host}`);
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
    // The sign-in page needs no inline style attribute (its styles are in its one <style> element).
    expect(await (await fetch(`${server.url}/api/login`)).text()).not.toMatch(/\sstyle="/);
  });

  it('adds HSTS and upgrade-insecure-requests only behind HTTPS (COOKIE_SECURE=1)', async () => {
    const app = express();
    app.use(securityHeaders({ COOKIE_SECURE: '1' }));
    app.get('/', (_req, res) => res.send('ok'));
    const secure = app.listen(0);
    try {
      const { port } = secure.address() as AddressInfo;
      const res = await fetch(`http://127.0.0.1:${port}/`);
      expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
      expect(res.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
    } finally {
      secure.close();
    }
  });
});

describe('production settings', () => {
  it('needs a strong session secret and has no default developers', () => {
    const production = { NODE_ENV: 'production' };
    expect(() => sessionSecret(production)).toThrow(SESSION_SECRET_MESSAGE);
    expect(() => sessionSecret({ ...production, SESSION_SECRET: DEV_SESSION_SECRET })).toThrow(SESSION_SECRET_MESSAGE);
    expect(() => sessionSecret({ ...production, SESSION_SECRET: 'short-secret' })).toThrow(SESSION_SECRET_MESSAGE);
    expect(sessionSecret({ ...production, SESSION_SECRET: 'x'.repeat(32) })).toBe('x'.repeat(32));
    expect(sessionSecret({})).toBe(DEV_SESSION_SECRET);
    expect(developerEmails(production).size).toBe(0);
    expect([...developerEmails({ ...production, DEVELOPER_EMAILS: 'Boss@Example.com' })]).toEqual(['boss@example.com']);
    expect(developerEmails({}).has('dev@hardwood.local')).toBe(true);
  });

  it('refuses to start in production without a secret, saying why', { timeout: 30_000 }, () => {
    const env: Record<string, string> = { ...process.env, NODE_ENV: 'production', DATABASE_URL: 'nedb://memory', PORT: '0' };
    delete env.SESSION_SECRET;
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: apiDir, env, encoding: 'utf8', timeout: 25_000 });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(SESSION_SECRET_MESSAGE);
    expect(run.stdout).not.toContain('ready at');
  });
});
