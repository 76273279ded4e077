/** Runs `npm start` (scripts/start.mjs) on a free port over a fresh in-memory store. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export async function startGame(
  env: Record<string, string> = {},
): Promise<{ url: string; stop: () => Promise<void>; output: () => string }> {
  const port = await freePort();
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATABASE_URL: 'nedb://memory', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://localhost:${port}`;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the game did not start within 90 s:\n${output}`)), 90_000);
    child.once('exit', (code) => reject(new Error(`npm start exited with ${code}:\n${output}`)));
    const poll = setInterval(() => {
      if (output.includes('ready at')) {
        clearInterval(poll);
        clearTimeout(timer);
        resolve();
      }
    }, 100);
  });
  return {
    url,
    output: () => output,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
