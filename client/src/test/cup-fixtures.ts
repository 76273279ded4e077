/** A European Cup answer for the tests: eight entrants, the manager's club seeded 4, every round drawn. */
import type { CupSeriesDto, EuropeanCup } from '@hardwood/shared';

type Score = readonly [home: number, away: number] | null;

/** A series from its games as [home, away, score]; wins and winner follow the scores (the Final Four is one game). */
export function cupSeries(
  round: CupSeriesDto['round'],
  slot: number,
  high: string,
  low: string,
  games: ReadonlyArray<readonly [string, string, Score]>,
  firstMatchday = 23,
): CupSeriesDto {
  const list = games.map(([home, away, score], i) => ({
    matchId: `${round}${slot}g${i + 1}`,
    game: i + 1,
    matchday: firstMatchday + i,
    homeTeamId: home,
    awayTeamId: away,
    homeScore: score ? score[0] : null,
    awayScore: score ? score[1] : null,
    neutralVenue: round !== 'QF',
  }));
  const wins = (team: string) =>
    list.filter((g) => g.homeScore !== null && g.awayScore !== null && (g.homeScore > g.awayScore ? g.homeTeamId : g.awayTeamId) === team)
      .length;
  const needed = round === 'QF' ? 3 : 1;
  const [winsHigh, winsLow] = [wins(high), wins(low)];
  return { round, slot, high, low, winsHigh, winsLow, winner: winsHigh >= needed ? high : winsLow >= needed ? low : null, games: list };
}

const NAMES = ['Madrid', 'Athens', 'Istanbul', 'Lions', 'Belgrade', 'Kaunas', 'Milan', 'Munich'];
const IDS = ['t1', 't2', 't3', 'me', 't5', 't6', 't7', 't8'];

export const cupTeams: EuropeanCup['teams'] = IDS.map((id, i) => ({
  id,
  name: NAMES[i] ?? id,
  city: `${NAMES[i] ?? id} City`,
  league: 'League',
  seed: i + 1,
}));

export const quarterfinals: CupSeriesDto[] = [
  cupSeries('QF', 1, 't1', 't8', [
    ['t1', 't8', [84, 79]],
    ['t1', 't8', [70, 75]],
    ['t8', 't1', [80, 88]],
    ['t8', 't1', [77, 90]],
  ]),
  cupSeries('QF', 2, 'me', 't5', [
    ['me', 't5', [90, 80]],
    ['me', 't5', [81, 85]],
    ['t5', 'me', [70, 72]],
    ['t5', 'me', [99, 90]],
    ['me', 't5', [88, 86]],
  ]),
  cupSeries('QF', 3, 't2', 't7', [
    ['t2', 't7', [90, 60]],
    ['t2', 't7', [91, 61]],
    ['t7', 't2', [62, 92]],
  ]),
  cupSeries('QF', 4, 't3', 't6', [
    ['t3', 't6', [70, 80]],
    ['t3', 't6', [70, 60]],
    ['t6', 't3', null],
  ]),
];

export const cup = (extra: Partial<EuropeanCup> = {}): EuropeanCup => ({
  name: 'European Cup',
  seasonName: '2025-26',
  teams: cupTeams,
  series: quarterfinals,
  champion: null,
  ownTeamId: 'me',
  ownQualified: true,
  qualification: 'The champions of the five strongest leagues and the runners-up of the three strongest qualify.',
  ...extra,
});

/** The whole Cup played: the manager's club beats Athens in the final; the third-place game is still to play. */
export const finishedCup = (): EuropeanCup => {
  const qf4 = cupSeries('QF', 4, 't3', 't6', [
    ['t3', 't6', [70, 80]],
    ['t3', 't6', [70, 60]],
    ['t6', 't3', [75, 70]],
    ['t6', 't3', [81, 79]],
  ]);
  return cup({
    series: [
      ...quarterfinals.slice(0, 3),
      qf4,
      cupSeries('SF', 1, 't1', 'me', [['t1', 'me', [70, 74]]], 30),
      cupSeries('SF', 2, 't2', 't6', [['t2', 't6', [88, 80]]], 30),
      cupSeries('F', 1, 't2', 'me', [['t2', 'me', [79, 84]]], 31),
      cupSeries('3P', 1, 't1', 't6', [['t1', 't6', null]], 31),
    ],
    champion: 'me',
  });
};
