/** A club's champions' banners: each league title (first in its final table) and each European Cup won, newest first. */
import { EUROPEAN_CUP_NAME, type ClubSeason } from '@hardwood/shared';

export interface ChampionBanner {
  key: string;
  season: number;
  seasonName: string;
  competition: string;
  kind: 'league' | 'cup';
}

export function championBanners(seasons: readonly ClubSeason[]): ChampionBanner[] {
  return [...seasons]
    .sort((a, b) => b.season - a.season)
    .flatMap((s) => [
      ...(s.cup === 'Champion'
        ? [{ key: `${s.season}:cup`, season: s.season, seasonName: s.seasonName, competition: EUROPEAN_CUP_NAME, kind: 'cup' as const }]
        : []),
      ...(s.position === 1
        ? [{ key: `${s.season}:league`, season: s.season, seasonName: s.seasonName, competition: s.leagueName, kind: 'league' as const }]
        : []),
    ]);
}
