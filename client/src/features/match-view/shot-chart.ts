/**
 * Shot charts: field goals by zone from the feed, for a side or
 * one player, with whether a zone runs hot or cold against what a league
 * shooter makes from there.
 */
import { liveShotSpot, type LiveEventView } from '@hardwood/shared';

export const ZONES = ['paint', 'mid-range', 'corner-three', 'above-the-break-three'] as const;
export type Zone = (typeof ZONES)[number];
export const ZONE_LABEL: Record<Zone, string> = {
  paint: 'Paint',
  'mid-range': 'Mid-range',
  'corner-three': 'Corner three',
  'above-the-break-three': 'Above the break',
};
/** Our calibration: about what a EuroLeague side makes from each zone; a zone this far above runs hot, this far below cold. */
const LEAGUE_RATE: Record<Zone, number> = { paint: 0.58, 'mid-range': 0.4, 'corner-three': 0.38, 'above-the-break-three': 0.34 };
const MARGIN = 0.08;

export interface Shot {
  seq: number;
  x: number;
  y: number;
  zone: Zone;
  made: boolean;
  side: string;
  playerId: string;
}

export interface ZoneLine {
  zone: Zone;
  made: number;
  attempts: number;
  /** 'hot' or 'cold' against the league's rate once there are a few attempts; 'even' otherwise. */
  heat: 'hot' | 'cold' | 'even';
}

const isZone = (z: string): z is Zone => (ZONES as readonly string[]).includes(z);

/** Every field goal of the feed with its spot (decimetres on the half court). */
export function shotsOf(feed: readonly LiveEventView[]): Shot[] {
  return feed.flatMap((e) => {
    const spot = liveShotSpot(e);
    if (!spot || !isZone(spot.zone)) return [];
    return [
      {
        seq: e.seq,
        x: spot.x * 10,
        y: spot.y * 10,
        zone: spot.zone,
        made: e.type.endsWith('_made'),
        side: e.side,
        playerId: e.playerId ?? '',
      },
    ];
  });
}

export function zoneLines(shots: readonly Shot[]): ZoneLine[] {
  return ZONES.map((zone) => {
    const inZone = shots.filter((s) => s.zone === zone);
    const made = inZone.filter((s) => s.made).length;
    const attempts = inZone.length;
    const rate = attempts > 0 ? made / attempts : 0;
    const heat = attempts < 3 ? 'even' : rate >= LEAGUE_RATE[zone] + MARGIN ? 'hot' : rate <= LEAGUE_RATE[zone] - MARGIN ? 'cold' : 'even';
    return { zone, made, attempts, heat };
  });
}
