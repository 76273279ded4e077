/** Standings display rules: status badge tones and the legend, from the shared bands. */
import { LEAGUE_TEAMS, PROMOTION_LINKS, RANK_STATUS_BANDS, relegationPlaces, type Standing } from '@hardwood/shared';

export const STATUS_TONE: Record<Standing['status'], 'green' | 'blue' | 'slate' | 'red'> = {
  Champion: 'green',
  Playoffs: 'blue',
  'Mid-Table': 'slate',
  Relegation: 'red',
  Promotion: 'green',
};

/** "1", "2-3", "4-8", "9+" for each status; a second tier's "1-4" Promotion, "5+" Mid-Table. */
export function statusLegend(leagueId?: number, teams: number = LEAGUE_TEAMS): Array<{ status: Standing['status']; positions: string }> {
  if (leagueId !== undefined && PROMOTION_LINKS.some((l) => l.lowerLeagueId === leagueId)) {
    const places = relegationPlaces(teams);
    return [
      { status: 'Promotion', positions: places === 1 ? '1' : `1-${places}` },
      { status: 'Mid-Table', positions: `${places + 1}+` },
    ];
  }
  let from = 1;
  return RANK_STATUS_BANDS.map((band) => {
    const positions = !Number.isFinite(band.maxRank) ? `${from}+` : band.maxRank === from ? String(from) : `${from}-${band.maxRank}`;
    from = band.maxRank + 1;
    return { status: band.status, positions };
  });
}

export const signed = (n: number) => (n > 0 ? `+${n}` : String(n));
