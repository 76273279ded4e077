/** The Live Centre's rooms (issue 15): when a break is half-time. */
import { QUARTERS, type MatchState } from '@hardwood/shared';

/** The break after the second quarter. */
export function isHalfTime(engine: MatchState): boolean {
  return engine.status === 'break' && engine.period === QUARTERS / 2;
}
