/**
 * The decision review's speed on one core: a whole recorded game whose
 * manager made a decision about every game minute (tactics, substitutions
 * at stops, timeouts, changes at the breaks), its first 40 reviewed with
 * 200 pairs each, as the API asks for it. Beside it, what the time is made
 * of (the engine's own speed in this run, and a state copied by hand against
 * `structuredClone`), and the replay's seek from its checkpoints.
 *
 *   npx tsx bench/review.ts
 */
import {
  cloneMatchState,
  createRng,
  DECISION_REVIEW,
  listDecisions,
  ReplayCheckpoints,
  reviewDecisions,
  simulateToEnd,
  type MatchState,
} from '../src/index.js';
import { busyCoach, recordGame } from '../test/recorded-game.js';

const TARGET_SECONDS = 5;
const SEEK_TARGET_MS = 200;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

const game = recordGame(11, busyCoach());
const decisions = listDecisions(game.log, (id) => id).filter((d) => d.side === 'home');
const reviewed = decisions.slice(0, DECISION_REVIEW.maxDecisions);

// Warm-up: the engine's hot paths compiled before the clock starts.
reviewDecisions(game, 'home', { pairs: 20, maxDecisions: 10 });

/** The engine's own speed now (ms a whole game from this game's start): the median of a few batches, as the machine's load moves. */
const start = JSON.parse(game.start) as MatchState;
function engineMsPerGame(): number {
  const batches: number[] = [];
  for (let batch = 0; batch < 5; batch += 1) {
    const at = performance.now();
    for (let i = 0; i < 60; i += 1) {
      const copy = cloneMatchState(start, 'drop');
      copy.rng = createRng(batch * 1000 + i).state();
      simulateToEnd(copy);
    }
    batches.push((performance.now() - at) / 60);
  }
  return median(batches);
}

const engineBefore = engineMsPerGame();
const began = performance.now();
const review = reviewDecisions(game, 'home');
const seconds = (performance.now() - began) / 1000;
const msPerGame = (engineBefore + engineMsPerGame()) / 2;
if (!review) throw new Error('the recorded game does not replay');
const ok = seconds < TARGET_SECONDS;
console.log(
  `Decision review: ${review.decisions.length} decisions x ${review.pairs} pairs in ${seconds.toFixed(2)} s (target < ${TARGET_SECONDS} s): ${ok ? 'ok' : 'OVER'}`,
);

// What the time is made of: the continuations, each from its decision to the final buzzer.
const continuations = 2 * review.pairs * reviewed.length;
const wholeGames = 2 * review.pairs * reviewed.reduce((sum, d) => sum + (game.elapsed - d.t) / game.elapsed, 0);
const play = (wholeGames * msPerGame) / 1000;
console.log(
  `  decisions at game seconds ${reviewed[0]?.t}..${reviewed[reviewed.length - 1]?.t} of ${game.elapsed}: ${continuations} continuations, ` +
    `${wholeGames.toFixed(0)} whole games' worth of play; the engine plays a game in ${msPerGame.toFixed(3)} ms here, ` +
    `so ${play.toFixed(2)} s is the engine's and ${(seconds - play).toFixed(2)} s the review's own ` +
    `(${((1000 * TARGET_SECONDS) / wholeGames).toFixed(3)} ms a game fits the target)`,
);
const checkpoints = ReplayCheckpoints.build(game);
const middle = checkpoints?.stateAt(1200);
if (!checkpoints || !middle) throw new Error('the recorded game does not replay');
const copies = 5000;
const timeCopies = (copy: () => unknown) => {
  const at = performance.now();
  for (let i = 0; i < copies; i += 1) copy();
  return ((performance.now() - at) * 1000) / copies;
};
timeCopies(() => cloneMatchState(middle, 'drop'));
const byHand = timeCopies(() => cloneMatchState(middle, 'drop'));
const structured = timeCopies(() => structuredClone(middle));
console.log(
  `  a state copied by hand in ${byHand.toFixed(1)} us, by structuredClone in ${structured.toFixed(1)} us: ` +
    `${((byHand * continuations) / 1e6).toFixed(2)} s against ${((structured * continuations) / 1e6).toFixed(2)} s for the ${continuations} continuations`,
);

// Seeking: the state at a random second, from the nearest checkpoint.
const rng = createRng(99);
const seeks: number[] = [];
for (let i = 0; i < 201; i += 1) {
  const t = rng.int(0, game.elapsed);
  const at = performance.now();
  checkpoints.stateAt(t);
  seeks.push(performance.now() - at);
}
const seekMedian = median(seeks);
console.log(
  `Replay seek: median ${seekMedian.toFixed(3)} ms over ${seeks.length} seeks (target < ${SEEK_TARGET_MS} ms): ${seekMedian < SEEK_TARGET_MS ? 'ok' : 'OVER'}`,
);
if (!ok || seekMedian >= SEEK_TARGET_MS) process.exitCode = 1;
