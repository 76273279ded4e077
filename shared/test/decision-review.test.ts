/**
 * The review of a manager's decisions: each is played on in pairs, with it
 * and without it from the same seeds. Known decisions get the sign they
 * deserve in this engine: at the break before the fourth quarter, a side
 * that has played its starters all game gains by resting the most tired one
 * for a fresh bench player of his position, and loses by pressing full
 * court with its tired five (the press doubles their drain). A decision that
 * changes nothing the engine plays by (a timeout, when the AI can never take
 * the side over) is worth exactly nothing. The marks follow the effect where
 * it stands out of its noise.
 */
import { describe, expect, it } from 'vitest';
import {
  DECISION_REVIEW,
  listDecisions,
  reviewDecisions,
  type DecisionReview,
  type MatchLogEntry,
  type MatchState,
  type ReviewedDecision,
} from '../src/index.js';
import { energyNowOf, freshBench, mostTired, recordGame, statusOf, type Recording } from './recorded-game.js';

type Choice = 'rest' | 'press';
interface BreakGame {
  seed: number;
  margin: number;
  tiredEnergy: number;
  review: Record<Choice, DecisionReview | null>;
}

/**
 * Home's manager never substitutes and the AI may never take his side over
 * (autopilot off), so his starters play three quarters; at the break before
 * the fourth he makes `choice`, and calls a timeout early in the fourth.
 */
function breakGame(seed: number, choice: Choice) {
  let margin = 0;
  let tiredEnergy = 0;
  const coach = (game: Recording) => {
    const { state } = game;
    if (state.elapsed === 0 && game.log.length === 1) game.act({ type: 'autopilot', mode: 'off', idleMinutes: null }, 'home');
    if (state.elapsed === 1900) game.act({ type: 'timeout' }, 'home');
    if (state.period !== 3 || statusOf(state) !== 'break') return;
    margin = state.score.home - state.score.away;
    const tired = mostTired(state, 'home');
    tiredEnergy = energyNowOf(state, 'home', tired);
    const fresh = freshBench(state, 'home', tired.slot ?? tired.position);
    if (choice === 'press') game.act({ type: 'tactics', tactics: { defense: 'full-court-press' } }, 'home');
    else if (fresh) game.act({ type: 'substitute', outId: tired.id, inId: fresh.id }, 'home');
  };
  const game = recordGame(seed, coach, false);
  return { game, margin, tiredEnergy };
}

/** The first seeded games still close (within 10) at the break before the fourth: where a decision can still matter. */
function closeGames(count: number): BreakGame[] {
  const games: BreakGame[] = [];
  for (let seed = 1; games.length < count && seed < 100; seed += 1) {
    const rest = breakGame(seed, 'rest');
    if (Math.abs(rest.margin) > 10) continue;
    const press = breakGame(seed, 'press');
    games.push({
      seed,
      margin: rest.margin,
      tiredEnergy: rest.tiredEnergy,
      review: { rest: reviewDecisions(rest.game, 'home'), press: reviewDecisions(press.game, 'home') },
    });
  }
  return games;
}

const atBreak = (review: DecisionReview | null): ReviewedDecision | undefined =>
  review?.decisions.find((d) => d.period === 3 && d.clock === 0);
const describeEffect = (d: ReviewedDecision | undefined) =>
  d ? `${d.winDelta} ± ${d.winDeltaError} pp, ${d.pointsDelta} pts, ${d.mark}` : 'none';

/** The mark the rules give an effect and its error. */
function expectedMark(d: ReviewedDecision): ReviewedDecision['mark'] {
  const significant = Math.abs(d.winDelta) >= DECISION_REVIEW.significance * d.winDeltaError;
  if (!significant) return 'neutral';
  if (d.winDelta >= DECISION_REVIEW.goodFrom) return 'good';
  if (d.winDelta <= DECISION_REVIEW.costlyBelow) return 'costly';
  return d.winDelta <= DECISION_REVIEW.doubtfulBelow ? 'doubtful' : 'neutral';
}

describe('reviewDecisions', () => {
  const games = closeGames(6);
  const [first] = games;

  it('plays three quarters of starters near exhaustion into close games', () => {
    expect(games).toHaveLength(6);
    for (const game of games) {
      // The most tired starter after three quarters without a rest (and the break's recovery): about 60 of 100.
      expect(game.tiredEnergy).toBeLessThan(70);
      console.log(
        `seed ${game.seed}: margin ${game.margin}, most tired ${game.tiredEnergy.toFixed(1)}; ` +
          `rest him: ${describeEffect(atBreak(game.review.rest))}; press: ${describeEffect(atBreak(game.review.press))}`,
      );
    }
  });

  it('finds resting the most tired starter good and the full-court press with the tired five bad', () => {
    const rest = atBreak(first?.review.rest ?? null);
    const press = atBreak(first?.review.press ?? null);
    expect(rest?.winDelta).toBeGreaterThan(0);
    expect(press?.winDelta).toBeLessThan(0);
    // Marked by the rules, never the wrong way (here: good, and costly).
    if (rest && press) {
      expect([rest.mark, press.mark]).toEqual([expectedMark(rest), expectedMark(press)]);
      expect(['good', 'neutral']).toContain(rest.mark);
      expect(['costly', 'doubtful', 'neutral']).toContain(press.mark);
    }
    expect(rest?.pointsDelta).toBeGreaterThan(0);
    expect(press?.pointsDelta).toBeLessThan(0);
  });

  it('gives the same signs over the close games, clearly beyond their pooled error, and marks them consistently', () => {
    for (const choice of ['rest', 'press'] as const) {
      const effects = games.map((g) => atBreak(g.review[choice])).filter((d): d is ReviewedDecision => d !== undefined);
      expect(effects).toHaveLength(games.length);
      const mean = effects.reduce((s, d) => s + d.winDelta, 0) / effects.length;
      const error = Math.sqrt(effects.reduce((s, d) => s + d.winDeltaError ** 2, 0)) / effects.length;
      console.log(`${choice}: mean ${mean.toFixed(1)} ± ${error.toFixed(1)} pp over ${effects.length} close games`);
      if (choice === 'rest') expect(mean).toBeGreaterThan(3 * error);
      else expect(mean).toBeLessThan(-3 * error);
      for (const d of effects) {
        expect(d.mark).toBe(expectedMark(d));
        // Never significantly the wrong way.
        if (choice === 'rest') expect(['good', 'neutral']).toContain(d.mark);
        else expect(['costly', 'doubtful', 'neutral']).toContain(d.mark);
      }
      expect(effects.some((d) => d.mark === (choice === 'rest' ? 'good' : 'costly'))).toBe(true);
    }
  });

  it('finds a decision that changes nothing the engine plays by worth exactly nothing (the pairs share their seeds)', () => {
    const timeout = first?.review.rest?.decisions.find((d) => d.lines[0] === 'Timeout');
    expect(timeout).toMatchObject({ period: 4, winDelta: 0, winDeltaError: 0, pointsDelta: 0, mark: 'neutral' });
  });

  it('says when and what each decision was, the win line minute by minute and the coaching points', () => {
    const review = first?.review.rest;
    expect(review).not.toBeNull();
    if (!review || !first) return;
    const { game } = breakGame(first.seed, 'rest');
    expect(review.side).toBe('home');
    expect(review.pairs).toBe(DECISION_REVIEW.pairs);
    expect(review.decisions.map((d) => [d.t, d.period, d.clock, d.byPlan])).toEqual([
      [1800, 3, 0, false],
      [1900, 4, 500, false],
    ]);
    expect(review.decisions[0]?.lines).toHaveLength(1);
    expect(review.decisions[0]?.lines[0]).toMatch(/^.+ off, .+ on$/);
    // At tip-off and at the end of every game minute, as the game went, ending on its result.
    expect(review.winLine).toHaveLength(game.elapsed / 60 + 1);
    for (const p of review.winLine) expect(p >= 0 && p <= 100).toBe(true);
    expect(review.winLine[review.winLine.length - 1]).toBe(game.final.score.home > game.final.score.away ? 100 : 0);
    const summed = review.decisions.reduce((s, d) => s + d.pointsDelta, 0);
    expect(Math.abs(review.coachingPoints - summed)).toBeLessThanOrEqual(0.05 * review.decisions.length + 1e-9);
    expect(Number.isInteger(review.ms) && review.ms >= 0).toBe(true);
  });

  it('is the same review every time, takes its options, and gives null for a record that does not replay', () => {
    if (!first) return;
    const { game } = breakGame(first.seed, 'press');
    const again = reviewDecisions(game, 'home');
    expect({ ...again, ms: 0 }).toEqual({ ...first.review.press, ms: 0 });
    const small = reviewDecisions(game, 'home', { pairs: 20, maxDecisions: 1 });
    expect(small?.pairs).toBe(20);
    expect(small?.decisions.map((d) => d.t)).toEqual([1800]);
    // The AI coached away: no decisions of its own in the log, only its win line.
    const away = reviewDecisions(game, 'away', { pairs: 5 });
    expect(away?.decisions).toEqual([]);
    // The other side's chance, each rounded to one decimal.
    expect(Math.abs((away?.winLine[0] ?? 0) - (100 - (first.review.press?.winLine[0] ?? 0)))).toBeLessThanOrEqual(0.1 + 1e-9);
    const broken: MatchLogEntry[] = game.log.map((e) =>
      e.command.type === 'substitute' || e.command.type === 'tactics'
        ? { ...e, command: { type: 'substitute', outId: 'x', inId: 'y' } }
        : e,
    );
    expect(reviewDecisions({ ...game, log: broken }, 'home', { pairs: 5 })).toBeNull();
    expect(reviewDecisions({ ...game, start: 'not json' }, 'home', { pairs: 5 })).toBeNull();
    expect(
      reviewDecisions({ ...game, start: JSON.stringify({ ...(JSON.parse(game.start) as MatchState), version: 2 }) }, 'home'),
    ).toBeNull();
  });
});

describe('listDecisions', () => {
  const nameOf = (id: string) => ({ a: 'Ann', b: 'Bob', c: 'Cid', d: 'Dan' })[id] ?? 'a player';
  const at = (t: number, command: MatchLogEntry['command'], side?: MatchLogEntry['side']): MatchLogEntry =>
    side ? { t, side, command } : { t, command };

  it('makes one decision of all a side changed at one second, in words, leaving out the clock and the room’s own entries', () => {
    const log: MatchLogEntry[] = [
      at(0, { type: 'play' }, 'home'),
      at(100, { type: 'pause' }, 'home'),
      at(100, { type: 'substitute', outId: 'a', inId: 'b' }, 'home'),
      at(100, { type: 'tactics', tactics: { defense: 'full-court-press' } }, 'away'),
      at(100, { type: 'substitute', outId: 'c', inId: 'd' }, 'home'),
      at(100, { type: 'play' }, 'home'),
      at(101, { type: 'tactics', tactics: {} }, 'home'),
      at(600, { type: 'continue' }),
      at(600, { type: 'instruction', instruction: 'run-clock', on: true }, 'home'),
      at(700, { type: 'timeout' }, 'away'),
    ];
    expect(listDecisions(log, nameOf)).toEqual([
      { t: 100, side: 'home', lines: ['Ann off, Bob on', 'Cid off, Dan on'], byPlan: false },
      { t: 100, side: 'away', lines: ['Full-court press'], byPlan: false },
      { t: 600, side: 'home', lines: ['Run the clock'], byPlan: false },
      { t: 700, side: 'away', lines: ['Timeout'], byPlan: false },
    ]);
  });

  it('marks as the plan’s the commands after its line, under its autopilot (unless he overrules it) and while the AI has the side', () => {
    const log: MatchLogEntry[] = [
      // The plan said why, then acted (a room logs its lines first).
      at(50, { type: 'announce', line: 'plan: behind by 8, pushing the pace' }, 'home'),
      at(50, { type: 'tactics', tactics: { pace: 'fast' } }, 'home'),
      // Another second, no line: the manager's own.
      at(60, { type: 'tactics', tactics: { pace: 'slow' } }, 'home'),
      // His autopilot leaves it to the plan: its rotation, silent.
      at(70, { type: 'autopilot', mode: 'plan', idleMinutes: null }, 'home'),
      at(120, { type: 'pause' }, 'home'),
      at(120, { type: 'substitute', outId: 'a', inId: 'b' }, 'home'),
      at(120, { type: 'play' }, 'home'),
      // He overrules it: his command, then the room switches his autopilot off.
      at(200, { type: 'tactics', tactics: { offense: 'inside' } }, 'home'),
      at(200, { type: 'autopilot', mode: 'off', idleMinutes: null }, 'home'),
      at(210, { type: 'tactics', tactics: { offense: 'perimeter' } }, 'home'),
      // Handed to the AI, and back.
      at(300, { type: 'handover', to: 'ai' }, 'away'),
      at(310, { type: 'tactics', tactics: { pace: 'fast' } }, 'away'),
      at(400, { type: 'handover', to: 'manager' }, 'away'),
      at(410, { type: 'tactics', tactics: { pace: 'slow' } }, 'away'),
    ];
    expect(listDecisions(log, nameOf).map((d) => [d.t, d.side, d.byPlan])).toEqual([
      [50, 'home', true],
      [60, 'home', false],
      [120, 'home', true],
      [200, 'home', false],
      [210, 'home', false],
      [310, 'away', true],
      [410, 'away', false],
    ]);
  });
});
