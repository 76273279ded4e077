/**
 * Whether a shot's recorded chance means what it says: over many seeded
 * games, the share of shots made in each ten-point bin of predicted chance
 * against the bin's mean prediction. The feed's "38% chance" is only worth
 * showing if shots called 38% go in about 38% of the time.
 */
import { createMatch } from './create.js';
import { simulateToEnd } from './simulate.js';
import type { EngineTeamInput } from './types.js';

/** A bin is judged once it holds this many shots, and passes within this many points. */
export const CALIBRATION_MIN_SHOTS = 200;
export const CALIBRATION_TOLERANCE = 3;

export interface CalibrationBin {
  /** The bin's lower bound in percent (0, 10, ... 90). */
  from: number;
  shots: number;
  predicted: number;
  made: number;
  /** Judged (enough shots) and within the tolerance. */
  ok: boolean | null;
}

export function shotCalibration(
  pairs: ReadonlyArray<readonly [EngineTeamInput, EngineTeamInput]>,
  games: number,
  firstSeed: number,
): CalibrationBin[] {
  const bins = Array.from({ length: 10 }, () => ({ shots: 0, predicted: 0, made: 0 }));
  for (let g = 0; g < games; g += 1) {
    const [home, away] = pairs[g % pairs.length] as readonly [EngineTeamInput, EngineTeamInput];
    const state = simulateToEnd(createMatch(home, away, { recordEvents: true }, firstSeed + g));
    for (const event of state.events) {
      // Field goals only: a free throw's chance is the shooter's alone and needs no calibration.
      if (event.chance === undefined || event.spot === undefined) continue;
      const bin = bins[Math.min(9, Math.floor(event.chance * 10))];
      if (!bin) continue;
      bin.shots += 1;
      bin.predicted += event.chance;
      if (event.type === 'two_made' || event.type === 'three_made') bin.made += 1;
    }
  }
  return bins.map((b, i) => {
    const predicted = b.shots > 0 ? (100 * b.predicted) / b.shots : 0;
    const made = b.shots > 0 ? (100 * b.made) / b.shots : 0;
    return {
      from: i * 10,
      shots: b.shots,
      predicted,
      made,
      ok: b.shots >= CALIBRATION_MIN_SHOTS ? Math.abs(made - predicted) <= CALIBRATION_TOLERANCE : null,
    };
  });
}
