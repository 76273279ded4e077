/**
 * What the readable development model does to the world's ratings: every
 * catalogue player developed a league season's matchdays at a time, by the
 * age curve alone and with his playing time by squad rank (a club's five
 * best start, the next three rotate, the rest sit), over one and three
 * seasons. The band: minutes and training move a young player's growth, not
 * the world's level, so the mean overall with them stays within
 * MEAN_DRIFT_BAND of the age curve's. Also the expected season of a
 * developing starter at an elite academy against an unused one at an AI club.
 *
 *   npx tsx bench/development.ts
 */
import {
  buildCatalogue,
  developPlayer,
  DEVELOPMENT_BY_PHASE,
  keyedRng,
  LEAGUE_MATCHDAYS,
  playingTimeFromRank,
  type DevelopmentContext,
} from '../src/index.js';

/** Ours: how far the world's mean overall may move from the age curve's after three seasons. */
const MEAN_DRIFT_BAND = 0.5;

const catalogue = buildCatalogue();
type Player = (typeof catalogue.players)[number] & { id: string };

function developWorld(withMinutes: boolean, seasons: number): number[] {
  let players: Player[] = catalogue.players.map((p, i) => ({ ...p, id: `p${i}` }));
  for (let season = 1; season <= seasons; season += 1) {
    const byClub = new Map<number, Player[]>();
    for (const p of players) byClub.set(p.templateTeamId ?? -1, [...(byClub.get(p.templateTeamId ?? -1) ?? []), p]);
    const rank = new Map<string, number>();
    for (const list of byClub.values())
      [...list].sort((a, b) => b.overallRating - a.overallRating).forEach((p, i) => rank.set(p.id, i + 1));
    players = players.map((p) => {
      let current = { ...p };
      const context: DevelopmentContext = withMinutes ? { playingTime: playingTimeFromRank(rank.get(p.id) ?? 99) } : {};
      for (let matchday = 1; matchday <= LEAGUE_MATCHDAYS; matchday += 1) {
        const { parts: _parts, ...next } = developPlayer(current, keyedRng(`${p.id}:${season}:${matchday}`), context);
        current = { ...current, ...next };
      }
      return { ...current, age: current.age + 1 };
    });
  }
  return players.map((p) => p.overallRating).sort((a, b) => a - b);
}

const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const at = (values: readonly number[], share: number) => values[Math.floor(share * (values.length - 1))] ?? NaN;
const describe = (values: readonly number[]) =>
  `mean ${mean(values).toFixed(2)}, p10 ${at(values, 0.1)}, median ${at(values, 0.5)}, p90 ${at(values, 0.9)}`;

const started = Date.now();
console.log(
  `development: ${catalogue.players.length} catalogue players, mean overall at the start ${mean(catalogue.players.map((p) => p.overallRating)).toFixed(2)}`,
);
let drift = 0;
for (const seasons of [1, 3]) {
  const curve = developWorld(false, seasons);
  const withMinutes = developWorld(true, seasons);
  console.log(`development: after ${seasons} season(s), age curve only       ${describe(curve)}`);
  console.log(`development: after ${seasons} season(s), minutes by squad rank ${describe(withMinutes)}`);
  if (seasons === 3) drift = mean(withMinutes) - mean(curve);
}

// The expected season of one developing player (age 19, skills at 60), the parts summed over a league season's matchdays.
function expectedSeason(context: DevelopmentContext): { age: number; minutes: number; training: number } {
  const skills = { shooting: 60, threePoint: 60, passing: 60, defense: 60, rebounding: 60, athletics: 60, basketballIQ: 60 };
  const player = { ...skills, position: 'SF' as const, age: 19, potential: 95, overallRating: 60 };
  const { parts } = developPlayer(player, keyedRng('expected'), context);
  return { age: parts.age * LEAGUE_MATCHDAYS, minutes: parts.minutes * LEAGUE_MATCHDAYS, training: parts.training * LEAGUE_MATCHDAYS };
}
const best = expectedSeason({ playingTime: 'starter', training: 'elite' });
const worst = expectedSeason({ playingTime: 'unused', training: 'none' });
const sign = (n: number) => `${n >= 0 ? '+' : '−'}${Math.abs(n).toFixed(1)}`;
console.log(
  `development: a developing player's expected season (rise ${DEVELOPMENT_BY_PHASE.developing.rise}): starter at an elite academy age ${sign(best.age)}, minutes ${sign(best.minutes)}, training ${sign(best.training)}; unused at an AI club age ${sign(worst.age)}, minutes ${sign(worst.minutes)}, training ${sign(worst.training)}`,
);
const ok = Math.abs(drift) <= MEAN_DRIFT_BAND;
console.log(
  `development: mean overall after three seasons moves ${drift >= 0 ? '+' : ''}${drift.toFixed(2)} with minutes (band ±${MEAN_DRIFT_BAND}) — ${ok ? 'band OK' : 'OUT OF BAND'} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
);
if (!ok) process.exitCode = 1;
