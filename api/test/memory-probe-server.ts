/**
 * The API in its own process for memory measurements (auth-hardening test):
 * run with `node --expose-gc --import tsx`, over IPC it reports its URL once
 * started, then answers each 'memory' message with its usage after a full GC,
 * so the figures are the API's retained memory and not the test's.
 */
import { startServer } from '../src/main.js';
import { PROBE_TAG, type MemoryFigures } from './memory-probe.js';

const send = (message: Record<string, unknown>) => process.send?.({ [PROBE_TAG]: true, ...message });

async function settledMemory(): Promise<MemoryFigures> {
  for (let i = 0; i < 3; i += 1) {
    globalThis.gc?.();
    await new Promise((resolve) => setImmediate(resolve));
  }
  const { heapUsed, external, rss } = process.memoryUsage();
  return { heapUsed, external, rss };
}

const server = await startServer({ port: 0, databaseUrl: 'nedb://memory', clientDir: '/nonexistent' });
process.on('message', (message) => {
  if (message === 'memory')
    settledMemory().then(
      (figures) => send({ memory: figures }),
      (error: unknown) => send({ error: String(error) }),
    );
});
send({ url: server.url, gc: typeof globalThis.gc === 'function' });
