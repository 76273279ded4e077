/** What memory-probe-server.ts reports over IPC, shared with the test that reads it. */
export interface MemoryFigures {
  heapUsed: number;
  external: number;
  rss: number;
}

/** Tags the probe's messages: other libraries in the process (@pm2/io, via Colyseus) talk on the same IPC channel. */
export const PROBE_TAG = 'hardwoodMemoryProbe';
