/**
 * Work that would hold the event loop for seconds (a game's decision review
 * plays thousands of games) runs on a worker thread, so live rooms and
 * requests on this process never wait for it. One thread, started on first
 * use and ended when idle, takes one job at a time in order; the queue is
 * bounded so a flood is refused rather than kept.
 */
import { Worker } from 'node:worker_threads';

interface Job<I, O> {
  input: I;
  resolve: (output: O) => void;
  reject: (error: Error) => void;
}

/** The worker's answer to one job. */
export type WorkerReply<O> = { ok: true; output: O } | { ok: false; error: string };

export class QueueFull extends Error {}

export class WorkerRunner<I, O> {
  private worker: Worker | null = null;
  private readonly queue: Array<Job<I, O>> = [];
  private running: Job<I, O> | null = null;
  private idleTimer: NodeJS.Timeout | null = null;

  constructor(
    /** The worker's module: it answers each `input` message with a WorkerReply. */
    private readonly script: URL,
    private readonly maxQueued: number,
    /** The thread ends after this long without work (its memory goes with it). */
    private readonly idleMs = 30_000,
  ) {}

  /** Jobs waiting or running. */
  get load(): number {
    return this.queue.length + (this.running ? 1 : 0);
  }

  run(input: I): Promise<O> {
    if (this.queue.length >= this.maxQueued) return Promise.reject(new QueueFull('The queue is full'));
    return new Promise<O>((resolve, reject) => {
      this.queue.push({ input, resolve, reject });
      this.next();
    });
  }

  /** Ends the thread at once; jobs waiting or running fail. */
  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (this.idleTimer) clearTimeout(this.idleTimer);
    for (const job of [...(this.running ? [this.running] : []), ...this.queue.splice(0)]) job.reject(new Error('Worker closed'));
    this.running = null;
    if (worker) await worker.terminate();
  }

  private thread(): Worker {
    if (this.worker) return this.worker;
    // Run from TypeScript sources (npm start, tests), the thread needs the same loader as this one.
    const fromSource = this.script.pathname.endsWith('.ts');
    const execArgv = fromSource && !process.execArgv.some((a) => a.includes('tsx')) ? [...process.execArgv, '--import', 'tsx'] : undefined;
    const worker = new Worker(this.script, execArgv ? { execArgv } : {});
    worker.unref();
    worker.on('message', (reply: WorkerReply<O>) => {
      const job = this.running;
      this.running = null;
      if (job) {
        if (reply.ok) job.resolve(reply.output);
        else job.reject(new Error(reply.error));
      }
      this.next();
    });
    const fail = (error: Error) => {
      const job = this.running;
      this.running = null;
      this.worker = null;
      job?.reject(error);
      this.next();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => {
      if (this.worker === worker) fail(new Error(`Worker stopped (exit code ${code})`));
    });
    this.worker = worker;
    return worker;
  }

  private next(): void {
    if (this.running) return;
    const job = this.queue.shift();
    if (!job) {
      this.idleTimer ??= setTimeout(() => {
        this.idleTimer = null;
        if (!this.running && this.queue.length === 0) void this.close();
      }, this.idleMs);
      this.idleTimer.unref();
      return;
    }
    if (this.idleTimer) {
      clearTimeout(this.idleTimer);
      this.idleTimer = null;
    }
    this.running = job;
    this.thread().postMessage(job.input);
  }
}
