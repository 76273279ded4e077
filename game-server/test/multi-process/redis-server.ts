/**
 * Debian's redis-server for tests that need Redis: started on a
 * free port with no persistence, killed by the caller. Where it is not
 * installed the tests skip, except in CI (.ci/run installs it), where a
 * missing binary is a failure.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

export const hasRedis = spawnSync('redis-server', ['--version']).status === 0;
// CI installs redis-server (.ci/run): there a missing binary fails the test instead of skipping it.
if (!hasRedis && process.env.CI) throw new Error('redis-server is not installed (apt-get install -y redis-server)');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export function waitForLine(child: ChildProcess, pattern: RegExp, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error(`${what} did not start: ${seen.slice(-2000)}`)), 60_000);
    const read = (chunk: Buffer) => {
      seen += chunk.toString();
      if (pattern.test(seen)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', (chunk: Buffer) => (seen += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`${what} exited (${code}): ${seen.slice(-2000)}`)));
  });
}

/** A fresh Redis server on a free port: its URL and process (kill it when done). */
export async function startRedisServer(): Promise<{ url: string; server: ChildProcess }> {
  const port = await freePort();
  const server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await waitForLine(server, /Ready to accept connections/, 'redis-server');
  return { url: `redis://127.0.0.1:${port}`, server };
}
