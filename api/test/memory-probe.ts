import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** What memory-probe-server.ts reports over IPC, shared with the test that reads it. */
export interface MemoryFigures {
  heapUsed: number;
  external: number;
  rss: number;
}

/** Tags the probe's messages: other libraries in the process (@pm2/io, via Colyseus) talk on the same IPC channel. */
export const PROBE_TAG = 'hardwoodMemoryProbe';

/**
 * Starts memory-probe-server.ts in a process of its own (with --expose-gc)
 * and waits for its address: `memory()` asks for its figures after a
 * collection, `stop()` ends it.
 */
export async function startMemoryProbe(): Promise<{ url: string; gc: boolean; memory: () => Promise<MemoryFigures>; stop: () => void }> {
  const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const child = fork(path.join(apiDir, 'test/memory-probe-server.ts'), [], {
    cwd: apiDir,
    execArgv: ['--expose-gc', '--import', 'tsx'],
    env: { ...process.env, NODE_ENV: 'test' },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const replies: unknown[] = [];
  const waiters: ((message: unknown) => void)[] = [];
  child.on('message', (message) => {
    if (typeof message !== 'object' || message === null || !(PROBE_TAG in message)) return;
    (waiters.shift() ?? ((m: unknown) => replies.push(m)))(message);
  });
  const next = () => new Promise<unknown>((resolve) => (replies.length ? resolve(replies.shift()) : waiters.push(resolve)));
  const memory = async () => {
    child.send('memory');
    const reply = (await next()) as { memory?: MemoryFigures };
    if (!reply.memory) throw new Error(`no memory figures: ${JSON.stringify(reply)}`);
    return reply.memory;
  };
  const started = (await next()) as { url: string; gc: boolean };
  return { ...started, memory, stop: () => child.kill() };
}
