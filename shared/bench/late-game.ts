/**
 * How games end and what coaching is worth, over the catalogue's real
 * pairings (each first division's double round robin, played twice with
 * fresh seeds): the stronger side by the gap, comebacks after Q1 and Q3, free
 * throws late in close games, then the coaching margins.
 *
 *   npx tsx bench/late-game.ts [--games 3168]
 */
import {
  aiTactics,
  applyCommand,
  buildCatalogue,
  createMatch,
  firstDivisionFixtures,
  LATE_BANDS,
  LATE_FT_MARGIN,
  LATE_FT_SECONDS,
  lateFigures,
  MATCH_RULES,
  onCourtPlayers,
  rngFromState,
  sampleLines,
  similarPairs,
  startNextPeriod,
  stepInto,
  type EnginePlayer,
  type EngineTeamInput,
  type MatchEvent,
  type MatchState,
  type Tactics,
} from '../src/index.js';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  const v = i >= 0 ? Number(process.argv[i + 1]) : NaN;
  return Number.isFinite(v) && v > 0 ? v : fallback;
};

const catalogue = buildCatalogue();
const fixtures = firstDivisionFixtures(catalogue);
const GAMES = arg('games', 2 * fixtures.length);
let failed = false;

const started = performance.now();
const figures = lateFigures(sampleLines(fixtures, GAMES, 1));
console.log(
  `\nHow games end: ${GAMES} seeded games of the first divisions' double round robins (${fixtures.length} fixtures a season; strength = mean overall of the best eight); ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
for (const [metric, band] of Object.entries(LATE_BANDS)) {
  const { pct, games } = figures[metric as keyof typeof LATE_BANDS];
  const ok = pct >= band.min && pct <= band.max;
  failed ||= !ok;
  console.log(
    `  ${metric.padEnd(32)} ${pct.toFixed(1).padStart(5)}%  of ${String(games).padStart(4)} games   band ${band.min}-${band.max}   ${ok ? 'ok' : 'OUT OF BAND'}`,
  );
}
const ftOk = figures.lateFreeThrowPct > figures.otherFreeThrowPct;
failed ||= !ftOk;
console.log(
  `  free throws / all attempts: last ${LATE_FT_SECONDS / 60} min of games within ${LATE_FT_MARGIN} ${figures.lateFreeThrowPct.toFixed(1)}%, ` +
    `rest of the game ${figures.otherFreeThrowPct.toFixed(1)}%   (must be higher late)   ${ftOk ? 'ok' : 'NOT HIGHER'}`,
);

// ---- Coaching margins ----
type Coach = (state: MatchState, side: 'home' | 'away') => void;
/** Plays a game with each side's coaching fixed by `coach` before every second; answers home minus away. */
function play(home: EngineTeamInput, away: EngineTeamInput, seed: number, homeCoach: Coach, awayCoach: Coach): number {
  const state = createMatch({ ...home, managed: true }, { ...away, managed: true }, { recordEvents: false }, seed);
  const rng = rngFromState(state.rng);
  const scratch: MatchEvent[] = [];
  state.status = 'playing';
  for (let guard = 0; guard < 100_000 && (state.status as string) !== 'finished'; guard += 1) {
    if ((state.status as string) === 'break') startNextPeriod(state, MATCH_RULES);
    homeCoach(state, 'home');
    awayCoach(state, 'away');
    scratch.length = 0;
    stepInto(state, MATCH_RULES, rng, scratch);
  }
  return state.score.home - state.score.away;
}
/** A manager's side the AI substitutes for (he has been idle), keeping the tactics it was given. */
const aiSubs: Coach = () => undefined;
/** A manager who never substitutes (only foul-outs and injuries change his five) and gives no instructions: the AI never takes over. */
const neverSubs: Coach = (state, side) => {
  state[side].managerActedAt = state.elapsed;
};
/**
 * A manager who watches his players' legs: every game minute he stops the
 * clock and sends the freshest bench player of the position (else anyone
 * fresher) in for anyone under 45 energy, as the live match lets him.
 */
/** Energy under which the manager takes a player off. */
const TIRED = 45;
const subsTired: Coach = (state, side) => {
  const team = state[side];
  team.managerActedAt = state.elapsed;
  if (state.elapsed % 60 !== 0 || (state.status as string) !== 'playing') return;
  applyCommand(state, side, { type: 'pause' }, MATCH_RULES);
  for (const p of onCourtPlayers(team)) {
    if (p.energy >= TIRED) continue;
    let best: EnginePlayer | undefined;
    for (const b of team.players) {
      if (b.slot !== null || b.fouledOut || b.injury || b.energy < p.energy + 20) continue;
      const fits = (x: EnginePlayer) => (x.position === p.slot ? 1 : 0);
      if (!best || fits(b) > fits(best) || (fits(b) === fits(best) && b.energy > best.energy)) best = b;
    }
    if (best) applyCommand(state, side, { type: 'substitute', outId: p.id, inId: best.id }, MATCH_RULES);
  }
  applyCommand(state, side, { type: 'play' }, MATCH_RULES);
};
/** Tactics to the five's strengths (the AI coach's own choice of offence: perimeter with three shooters, inside with a strong big). */
const suited: Coach = (state, side) => {
  if (state.elapsed % 30 === 0) {
    const team = state[side];
    const managed = team.managed;
    team.managed = false;
    aiTactics(state, team, []);
    team.managed = managed;
    team.tactics = { ...team.tactics, pace: 'moderate', defense: 'man-to-man' } satisfies Tactics;
  }
};

const pairs = similarPairs(
  catalogue,
  catalogue.leagues.filter((l) => l.id <= 12).map((l) => l.id),
  2,
);
/** Mean margin of the side coached by `a` over `b`, both venues, minus the same sides both coached by `b`. */
function coachingMargin(a: Coach, b: Coach, games: number): { margin: number; winPct: number } {
  let diff = 0;
  let wins = 0;
  for (let g = 0; g < games; g += 1) {
    const [home, away] = pairs[g % pairs.length] as [EngineTeamInput, EngineTeamInput];
    const aAtHome = g % 2 === 0;
    const withA = play(home, away, 7_000_000 + g, aAtHome ? a : b, aAtHome ? b : a);
    const without = play(home, away, 7_000_000 + g, b, b);
    const signed = aAtHome ? withA - without : without - withA;
    diff += signed;
    if (aAtHome ? withA > 0 : withA < 0) wins += 1;
  }
  return { margin: diff / games, winPct: (100 * wins) / games };
}

const COACHING_GAMES = arg('coaching-games', 2000);
console.log(
  `\nCoaching margins over ${COACHING_GAMES} seeded games of similar-strength first-division pairs (points a game against the same sides both coached the other way; both venues)`,
);
const tactic = coachingMargin(suited, aiSubs, COACHING_GAMES);
const tacticOk = tactic.margin >= 2 && tactic.margin <= 4;
failed ||= !tacticOk;
console.log(
  `  offence to the five's strengths vs balanced    ${tactic.margin.toFixed(2).padStart(5)} pts   (wins ${tactic.winPct.toFixed(1)}%)   band 2-4   ${tacticOk ? 'ok' : 'OUT OF BAND'}`,
);
const subs = coachingMargin(subsTired, neverSubs, COACHING_GAMES);
const subsOk = subs.margin > 0;
failed ||= !subsOk;
console.log(
  `  subs tired players vs never substitutes       ${subs.margin.toFixed(2).padStart(5)} pts   (wins ${subs.winPct.toFixed(1)}%)   must be > 0   ${subsOk ? 'ok' : 'NOT AHEAD'}`,
);
if (failed) process.exitCode = 1;
