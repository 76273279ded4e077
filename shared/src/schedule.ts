/**
 * Double round-robin by the circle method: n teams (even) play
 * 2(n-1) matchdays, each team once per matchday; round 2 repeats round 1 with
 * home and away swapped. Home sides alternate so that in round 1 every team
 * hosts n/2 or n/2-1 times and over the season exactly n-1 times.
 */
export interface Fixture<T> {
  matchday: number;
  round: 1 | 2;
  home: T;
  away: T;
}

export function doubleRoundRobin<T>(teams: readonly T[]): Fixture<T>[] {
  const n = teams.length;
  if (n < 2 || n % 2 !== 0) throw new Error(`a round-robin needs an even number of teams, got ${n}`);
  const firstLegDays = n - 1;
  const fixed = teams[n - 1] as T;
  const rotating = teams.slice(0, n - 1);
  const fixtures: Fixture<T>[] = [];

  for (let day = 0; day < firstLegDays; day += 1) {
    // The fixed team meets the team at the rotation's head, alternating venue by day.
    const head = rotating[day % (n - 1)] as T;
    const pairs: Array<[T, T]> = [day % 2 === 0 ? [head, fixed] : [fixed, head]];
    for (let k = 1; k < n / 2; k += 1) {
      const a = rotating[(day + k) % (n - 1)] as T;
      const b = rotating[(day - k + (n - 1)) % (n - 1)] as T;
      // Alternating the venue by k keeps every team's home count balanced.
      pairs.push(k % 2 === 0 ? [b, a] : [a, b]);
    }
    for (const [home, away] of pairs) fixtures.push({ matchday: day + 1, round: 1, home, away });
  }
  const firstLeg = [...fixtures];
  for (const f of firstLeg) {
    fixtures.push({ matchday: f.matchday + firstLegDays, round: 2, home: f.away, away: f.home });
  }
  return fixtures;
}
