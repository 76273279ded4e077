/**
 * Request bodies at the edge, over raw HTTP against the whole server: the API's
 * size, encoding and shape refusals, and the Colyseus matchmaking endpoint's
 * routing and body cap. Every refusal is a 4xx `{message}` with nothing logged.
 */
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { brotliCompressSync, constants as zlibConstants, deflateSync, gzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { Client, ErrorCode } from '@colyseus/sdk';
import { MATCHMAKE_BODY_LIMIT_BYTES } from '@hardwood/game-server';
import { FORM_BODY_LIMIT_BYTES, JSON_BODY_LIMIT_BYTES } from '../src/infra/http/limits.js';
import { startServer } from '../src/main.js';

/** This file's settings, given to the app (process.env stays untouched). */
const ENV = { LOGIN_RATE_LIMIT: '1000' };

// Many refused sign-ins from one address in a row: keep the limiter out of the way.

const MB = 1024 * 1024;
const JSON_TYPE = { 'content-type': 'application/json' };
const FORM_TYPE = { 'content-type': 'application/x-www-form-urlencoded' };

let server: Awaited<ReturnType<typeof startServer>>;
let errorSpy: MockInstance<typeof console.error>;
beforeAll(async () => {
  server = await startServer({ port: 0, databaseUrl: 'nedb://memory', clientDir: '/nonexistent', env: ENV });
  errorSpy = vi.spyOn(console, 'error');
});
afterEach(() => {
  // A refused body is the client's fault: never a stack trace in the log.
  const logged = errorSpy.mock.calls.length;
  errorSpy.mockClear();
  expect(logged).toBe(0);
});
afterAll(async () => {
  errorSpy.mockRestore();
  await server.close();
});

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  /** Body bytes the client managed to hand to its socket before the answer came. */
  sent: number;
}

interface RawRequest {
  method?: string;
  path: string;
  headers?: Record<string, string | number>;
  /** A whole body, sent with a Content-Length unless a header says otherwise. */
  body?: string | Buffer;
  /**
   * Or `total` bytes of `chunk` repeated, written on even after the answer
   * came, until all is sent or the server closes the connection.
   */
  stream?: { chunk: Buffer; total: number };
}

/** One request over node:http, so bodies and headers go out exactly as written. */
function raw({ method = 'POST', path, headers = {}, body, stream }: RawRequest): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answer: Omit<RawAnswer, 'sent'> | null = null;
    let writing = true;
    const finish = () => {
      if (answer && !writing) resolve({ ...answer, sent });
    };
    const req = httpRequest(server.url + path, { method, headers, agent: false }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('end', () => {
        answer = { status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(parts).toString() };
        finish();
      });
    });
    // The server closing on a refused body shows as EPIPE or ECONNRESET here: what counts is its answer.
    req.on('error', (error) => {
      writing = false;
      if (answer) finish();
      else setTimeout(() => (answer ? finish() : reject(error)), 100);
    });
    req.on('close', () => {
      writing = false;
      finish();
    });
    if (body !== undefined || !stream) {
      sent = body === undefined ? 0 : Buffer.byteLength(body);
      req.end(body);
      return;
    }
    const pump = () => {
      while (writing && !req.destroyed && sent < stream.total) {
        const piece = stream.chunk.subarray(0, Math.min(stream.chunk.length, stream.total - sent));
        sent += piece.length;
        if (!req.write(piece)) {
          req.once('drain', pump);
          return;
        }
      }
      if (writing && !req.destroyed) req.end();
    };
    pump();
  });
}

const messageOf = (answer: RawAnswer): unknown => (JSON.parse(answer.text) as { message?: unknown }).message;

function expectRefusal(answer: RawAnswer, status: number, message?: RegExp): void {
  expect(answer.status, answer.text).toBe(status);
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  expect(messageOf(answer)).toEqual(expect.any(String));
  if (message) expect(messageOf(answer)).toMatch(message);
}

/** A JSON body of `size` bytes that would be valid if it were read to the end. */
const jsonOfSize = (size: number) => `{"email":"${'a'.repeat(size - 12)}"}`;

describe('API bodies', () => {
  it('refuses a JSON body over the limit', async () => {
    const answer = await raw({ path: '/api/login', headers: JSON_TYPE, body: jsonOfSize(JSON_BODY_LIMIT_BYTES + 1) });
    expectRefusal(answer, 413, new RegExp(String(JSON_BODY_LIMIT_BYTES)));
    // One byte less is read and validated as usual.
    const fits = await raw({ path: '/api/login', headers: JSON_TYPE, body: jsonOfSize(JSON_BODY_LIMIT_BYTES) });
    expectRefusal(fits, 400);
  });

  it('refuses on a declared Content-Length alone, before the body is sent', async () => {
    const declared = 5 * MB;
    const answer = await new Promise<RawAnswer>((resolve, reject) => {
      const req = httpRequest(
        server.url + '/api/register',
        { method: 'POST', headers: { ...JSON_TYPE, 'content-length': declared }, agent: false },
        (res) => {
          const parts: Buffer[] = [];
          res.on('data', (part: Buffer) => parts.push(part));
          res.on('end', () => {
            resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(parts).toString(), sent: 1024 });
            req.destroy();
          });
        },
      );
      req.on('error', reject);
      // A little of the body, then nothing more: the answer must not wait for the rest.
      req.write('{"email":"' + 'a'.repeat(1014));
    });
    expectRefusal(answer, 413);
    expect(answer.headers.connection).toBe('close');
  });

  it('cuts a chunked JSON body off at the limit', async () => {
    const total = 64 * MB;
    const answer = await raw({
      path: '/api/login',
      headers: { ...JSON_TYPE, 'transfer-encoding': 'chunked' },
      stream: { chunk: Buffer.alloc(64 * 1024, 0x20), total },
    });
    expectRefusal(answer, 413);
    // The server stopped reading: the client could hand over its socket buffers at most, not the whole body.
    expect(answer.sent).toBeLessThan(total / 2);
  });

  it('refuses a form over its smaller limit, declared or chunked', async () => {
    const form = `email=${'a'.repeat(FORM_BODY_LIMIT_BYTES)}&password=x`;
    expectRefusal(await raw({ path: '/api/login', headers: FORM_TYPE, body: form }), 413, new RegExp(String(FORM_BODY_LIMIT_BYTES)));
    const chunked = await raw({
      path: '/api/login',
      headers: { ...FORM_TYPE, 'transfer-encoding': 'chunked' },
      stream: { chunk: Buffer.from('a'.repeat(8 * 1024)), total: 2 * FORM_BODY_LIMIT_BYTES },
    });
    expectRefusal(chunked, 413);
  });

  it('stops inflating a compressed bomb at the limit', async () => {
    const zeros = Buffer.alloc(50 * MB, 0x20);
    const bombs: Array<[string, Buffer]> = [
      ['gzip', gzipSync(zeros)],
      ['deflate', deflateSync(zeros)],
      ['br', brotliCompressSync(zeros, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } })],
    ];
    for (const [encoding, bomb] of bombs) {
      expect(bomb.length).toBeLessThan(JSON_BODY_LIMIT_BYTES / 4);
      const started = Date.now();
      const answer = await raw({ path: '/api/login', headers: { ...JSON_TYPE, 'content-encoding': encoding }, body: bomb });
      expectRefusal(answer, 413);
      // Stopping at 1 MB takes milliseconds; a generous bound (a loaded CI machine) still catches inflating without end.
      expect(Date.now() - started).toBeLessThan(5_000);
    }
    // A small compressed body is still read.
    const small = await raw({
      path: '/api/login',
      headers: { ...JSON_TYPE, 'content-encoding': 'gzip' },
      body: gzipSync('{"email":"a@example.com","password":"wrong-horse"}'),
    });
    expectRefusal(small, 401);
    expectRefusal(
      await raw({ path: '/api/login', headers: { ...JSON_TYPE, 'content-encoding': 'gzip' }, body: 'not gzip at all' }),
      400,
      /compressed/,
    );
  });

  it('refuses unknown encodings, charsets and content types', async () => {
    expectRefusal(
      await raw({ path: '/api/login', headers: { ...JSON_TYPE, 'content-encoding': 'snappy' }, body: '{}' }),
      415,
      /Content-Encoding/,
    );
    expectRefusal(
      await raw({ path: '/api/login', headers: { 'content-type': 'application/json; charset=koi8-r' }, body: '{}' }),
      415,
      /charset/,
    );
    expectRefusal(
      await raw({ path: '/api/live/token', headers: { 'content-type': 'text/plain' }, body: '{"matchId":"x"}' }),
      415,
      /application\/json/,
    );
    expectRefusal(await raw({ path: '/api/register', headers: { 'content-type': 'application/xml' }, body: '<email/>' }), 415);
  });

  it('answers 400 to malformed JSON and to bodies that are not objects', async () => {
    expectRefusal(await raw({ path: '/api/login', headers: JSON_TYPE, body: '{"email": ' }), 400, /Malformed JSON/);
    for (const path of ['/api/login', '/api/register']) {
      for (const body of ['[]', '[{"email":"a@example.com"}]', '"x"', 'null', '42']) {
        expectRefusal(await raw({ path, headers: JSON_TYPE, body }), 400);
      }
      for (const email of [{ $gt: '' }, ['a@example.com'], { toString: 'a@example.com' }, 7, null]) {
        const body = JSON.stringify({ email, password: 'correct-horse', firstName: 'A', lastName: 'B' });
        expectRefusal(await raw({ path, headers: JSON_TYPE, body }), 400);
      }
    }
  });

  it('reads no body past the limit outside /api either', async () => {
    expectRefusal(await raw({ method: 'GET', path: '/some/page', headers: { 'content-length': 5 * MB } }), 413);
    // A keep-alive client: once the page is answered, Node would otherwise drain the whole body to reuse the connection.
    const chunked = await raw({
      method: 'GET',
      path: '/',
      headers: { 'transfer-encoding': 'chunked', connection: 'keep-alive' },
      stream: { chunk: Buffer.alloc(64 * 1024), total: 64 * MB },
    });
    // The page may be answered before the body passes the limit; either way the body is not read to its end.
    expect([200, 413]).toContain(chunked.status);
    expect(chunked.sent).toBeLessThan(32 * MB);
  });
});

describe('the Colyseus matchmaking endpoint', () => {
  const joinPath = '/matchmake/joinOrCreate/match';

  it('refuses a 50 MB body with 413 without buffering it', async () => {
    const gc = (globalThis as { gc?: () => void }).gc;
    gc?.();
    const used = () => {
      const memory = process.memoryUsage();
      return memory.heapUsed + memory.arrayBuffers;
    };
    const before = used();
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, used());
    }, 5);
    const total = 50 * MB;
    const answer = await raw({
      path: joinPath,
      headers: { ...JSON_TYPE, 'transfer-encoding': 'chunked' },
      stream: { chunk: Buffer.alloc(64 * 1024, 0x20), total },
    });
    clearInterval(sampler);
    peak = Math.max(peak, used());
    expectRefusal(answer, 413, new RegExp(String(MATCHMAKE_BODY_LIMIT_BYTES)));
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    expect(answer.sent).toBeLessThan(total / 2);
    // Buffering the body (as @colyseus/core's own route does) would add 50 MB or more.
    expect(peak - before).toBeLessThan(16 * MB);

    const declared = await raw({
      path: joinPath,
      headers: { ...JSON_TYPE, 'content-length': total },
      stream: { chunk: Buffer.alloc(64 * 1024, 0x20), total },
    });
    expectRefusal(declared, 413);
    expect(declared.sent).toBeLessThan(total / 2);
  });

  it('answers 4xx JSON to malformed, misplaced or oddly sent requests', async () => {
    expectRefusal(await raw({ path: joinPath, headers: JSON_TYPE, body: '{"matchId": ' }), 400, /Malformed JSON/);
    expectRefusal(await raw({ path: joinPath, headers: JSON_TYPE, body: '' }), 400);
    for (const body of ['[]', 'null', '"x"']) expectRefusal(await raw({ path: joinPath, headers: JSON_TYPE, body }), 400, /object/);
    expectRefusal(await raw({ path: joinPath, headers: { 'content-type': 'text/plain' }, body: '{}' }), 415);
    expectRefusal(await raw({ path: joinPath, headers: { ...JSON_TYPE, 'content-encoding': 'gzip' }, body: gzipSync('{}') }), 415);
    expectRefusal(await raw({ method: 'GET', path: joinPath }), 405);
    expectRefusal(await raw({ method: 'PUT', path: joinPath, headers: JSON_TYPE, body: '{}' }), 405);
    expectRefusal(await raw({ path: '/matchmake/dropTables/match', headers: JSON_TYPE, body: '{}' }), 404);
    expectRefusal(await raw({ path: '/matchmake/joinOrCreate/match/extra', headers: JSON_TYPE, body: '{}' }), 404);
    const preflight = await raw({ method: 'OPTIONS', path: joinPath, headers: { origin: 'https://hardwood.example' } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('https://hardwood.example');
    expect(preflight.headers['access-control-allow-methods']).toMatch(/POST/);
  });

  it('keeps Colyseus answers in the shape @colyseus/sdk reads, as a 4xx', async () => {
    // A refusal by Colyseus itself (no such room), independent of the match room's own checks:
    // Colyseus's own router would answer its code (522) as the status; a missing room is the client's 404.
    const answer = await raw({ path: '/matchmake/joinById/noSuchRoom', headers: JSON_TYPE, body: '{}' });
    expect(answer.status).toBe(404);
    const body = JSON.parse(answer.text) as { code?: unknown; error?: unknown };
    expect(body.code).toBe(ErrorCode.MATCHMAKE_INVALID_ROOM_ID);
    expect(body.error).toMatch(/noSuchRoom/);
    // The SDK rejects with that message.
    await expect(new Client(server.url.replace('http', 'ws')).joinById('noSuchRoom', {})).rejects.toThrow(/noSuchRoom/);
  });

  it('is reached only under /matchmake/', async () => {
    // Each of these used to reach Colyseus: any URL containing "/matchmake" did.
    const api = await raw({ path: '/api/matchmake/joinOrCreate/match', headers: JSON_TYPE, body: '{}' });
    expectRefusal(api, 404, /Not found/);
    expectRefusal(await raw({ path: '/foo/matchmake/joinOrCreate/match', headers: JSON_TYPE, body: '{}' }), 404, /Not found/);
    for (const path of ['/?q=/matchmake/', '/foo/matchmake/joinOrCreate/match']) {
      const page = await raw({ method: 'GET', path });
      expect(page.status).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
    }
  });
});
