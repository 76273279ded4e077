/** Standings display rules (part 1 §2): status badge tones and the legend, from the shared bands. */
import { RANK_STATUS_BANDS, type Standing } from '@hardwood/shared';

export const STATUS_TONE: Record<Standing['status'], 'green' | 'blue' | 'slate' | 'red'> = {
  Champion: 'green',
  Playoffs: 'blue',
  'Mid-Table': 'slate',
  Relegation: 'red',
  Promotion: 'green',
};

/** "1", "2-3", "4-8", "9+" for each status. */
export function statusLegend(): Array<{ status: Standing['status']; positions: string }> {
  let from = 1;
  return RANK_STATUS_BANDS.map((band) => {
    const positions = !Number.isFinite(band.maxRank) ? `${from}+` : band.maxRank === from ? String(from) : `${from}-${band.maxRank}`;
    from = band.maxRank + 1;
    return { status: band.status, positions };
  });
}

export const signed = (n: number) => (n > 0 ? `+${n}` : String(n));
