/** The win-probability worker: plays forecasts off the rooms' thread. */
import { parentPort } from 'node:worker_threads';
import { winProbability, type ForecastState } from '@hardwood/shared';

export interface ForecastJob {
  id: number;
  input: ForecastState;
  sims: number;
  seedBase: number;
}

parentPort?.on('message', (job: ForecastJob) => {
  let p = 0.5;
  try {
    p = winProbability(job.input, job.sims, job.seedBase);
  } catch (error) {
    console.error('[forecast] a forecast failed:', error);
  }
  parentPort?.postMessage({ id: job.id, p });
});
