/**
 * Win-probability forecasts off the tick path: a small pool of
 * worker threads plays the engine forward from a state without RNG state
 * (`forecastInput`), each forecast from fresh seeds of its own. A room asks
 * at most once a game minute while someone watches; when every worker is
 * busy or the pool's rate is spent the request is skipped (the chart keeps
 * its last value), so a busy process spends a bounded share of a core on
 * forecasts and none of the rooms' thread.
 */
import { randomInt } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import { FORECAST_GAMES, type ForecastState } from '@hardwood/shared';
import type { ForecastJob } from './forecast-worker.js';

/** Games played on per forecast: ±5 points of noise at 50%, a few milliseconds of a worker. */
export const FORECAST_SIMS = FORECAST_GAMES;
/** Jobs waiting per worker before requests are skipped. */
const QUEUE_PER_WORKER = 2;
/**
 * Forecasts started per second per worker at most (about a fifth of a core
 * at ~18 ms a forecast): with thousands of watched rooms each gets fresh
 * odds less often, and the game keeps its cores for the rooms.
 */
export const FORECASTS_PER_SECOND = 10;

/** What a room asks: the home side's chance in [0, 1], or null when skipped. */
export type Forecast = (input: ForecastState) => Promise<number> | null;

export class ForecastPool {
  private readonly workers: Worker[] = [];
  /** Each job's answer and the worker it went to. */
  private readonly pending = new Map<number, { resolve: (p: number) => void; worker: number }>();
  private readonly load: number[] = [];
  private nextId = 1;

  /** A token bucket of forecast starts (FORECASTS_PER_SECOND a worker, a second's worth at most). */
  private tokens: number;
  private refilledAt = performance.now();

  constructor(
    size = 1,
    private readonly sims = FORECAST_SIMS,
    private readonly perSecond = FORECASTS_PER_SECOND * size,
  ) {
    this.tokens = this.perSecond;
    for (let i = 0; i < size; i += 1) {
      // A JavaScript entry that loads tsx itself (see forecast-worker.mjs).
      const worker = new Worker(new URL('./forecast-worker.mjs', import.meta.url));
      worker.unref();
      worker.on('message', ({ id, p }: { id: number; p: number }) => {
        this.load[i] = Math.max(0, (this.load[i] ?? 1) - 1);
        this.pending.get(id)?.resolve(p);
        this.pending.delete(id);
      });
      worker.on('error', (error) => console.error('[forecast] worker failed:', error));
      // A worker gone for good takes no more jobs, and what it owed is answered with even odds.
      worker.on('exit', () => {
        this.load[i] = Number.POSITIVE_INFINITY;
        for (const [id, job] of this.pending) {
          if (job.worker !== i) continue;
          job.resolve(0.5);
          this.pending.delete(id);
        }
      });
      this.workers.push(worker);
      this.load.push(0);
    }
  }

  readonly forecast: Forecast = (input) => {
    const now = performance.now();
    this.tokens = Math.min(this.perSecond, this.tokens + ((now - this.refilledAt) / 1000) * this.perSecond);
    this.refilledAt = now;
    if (this.tokens < 1) return null;
    let best = -1;
    for (let i = 0; i < this.workers.length; i += 1)
      if ((this.load[i] ?? 0) < QUEUE_PER_WORKER && (best < 0 || (this.load[i] ?? 0) < (this.load[best] ?? 0))) best = i;
    const worker = this.workers[best];
    if (!worker) return null;
    this.load[best] = (this.load[best] ?? 0) + 1;
    this.tokens -= 1;
    const id = this.nextId++;
    const job: ForecastJob = { id, input, sims: this.sims, seedBase: randomInt(0, 2 ** 31 - 1) };
    return new Promise<number>((resolve) => {
      this.pending.set(id, { resolve, worker: best });
      worker.postMessage(job);
    });
  };

  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.terminate()));
    for (const job of this.pending.values()) job.resolve(0.5);
    this.pending.clear();
  }
}
