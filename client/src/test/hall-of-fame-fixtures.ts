/** A typed Hall of Fame member, for component tests. */
import { emptyBoxLine, type HallOfFameMember } from '@hardwood/shared';

export const member = (extra: Partial<HallOfFameMember> = {}): HallOfFameMember => ({
  playerId: 'p9',
  name: 'Dino Meneghin',
  position: 'C',
  nationality: 'Italy',
  age: 38,
  clubs: [
    { id: 't1', name: 'Hoops' },
    { id: 't2', name: 'Rivals' },
  ],
  seasons: [
    { season: 1, seasonName: '2025-26' },
    { season: 4, seasonName: '2028-29' },
  ],
  games: 88,
  totals: { ...emptyBoxLine(), points: 1_408, rebounds: 704, assists: 176 },
  awards: [{ season: 2, seasonName: '2026-27', kind: 'mvp', label: 'Most Valuable Player', leagueName: 'Serie A' }],
  peakOverall: 86,
  score: 71.4,
  parts: { longevity: 2, scoring: 8.4, rebounding: 8.4, playmaking: 2.6, honours: 10, peak: 32 },
  inducted: { season: 4, seasonName: '2028-29' },
  ...extra,
});
