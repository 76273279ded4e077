/** The board card's reading of the meter: its colour band and words, from the rules table's start. */
import { BOARD } from '@hardwood/shared';

export type MeterTone = 'red' | 'yellow' | 'green';

/** Red when the sack is near (a quarter of the start or less), green above the start, yellow between. */
export function meterTone(confidence: number): MeterTone {
  if (confidence <= BOARD.confidenceStart / 4) return 'red';
  if (confidence > BOARD.confidenceStart) return 'green';
  return 'yellow';
}

export const METER_WORDS: Record<MeterTone, string> = {
  red: 'The board is losing patience',
  yellow: 'The board is watching',
  green: 'The board is delighted',
};

export const METER_BAR: Record<MeterTone, string> = { red: 'bg-red-500', yellow: 'bg-amber-400', green: 'bg-emerald-500' };

export const signed = (delta: number) => (delta > 0 ? `+${delta}` : delta < 0 ? `−${-delta}` : '±0');
