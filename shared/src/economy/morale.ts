/**
 * Morale's pull to the middle and the manager's levers. Each matchday a
 * player's morale drifts toward a baseline set by his playing time, his
 * club's results and his pay; a team meeting, a word with a player and a
 * promise of minutes move it with seeded, explained outcomes. Pure; the API
 * keys every draw to the career, the matchday and the subject.
 */
import type { Rng } from '../rng.js';
import { MORALE_MAX, MORALE_MIN } from '../rules.js';
import { countOf } from '../text.js';
import { MORALE_BASELINE, MORALE_DRIFT_SHARE, PLAYER_TALK, PLAYING_TIME_PROMISE, TEAM_MEETING } from '../rules-economy.js';

export type PlayingTime = keyof typeof MORALE_BASELINE.playingTime;
export type Result = 'W' | 'L';

const clamp = (v: number) => Math.min(MORALE_MAX, Math.max(MORALE_MIN, Math.round(v)));

/** Playing time from the minutes of his last game (the manager's players). */
export function playingTimeFromMinutes(minutes: number): PlayingTime {
  if (minutes >= MORALE_BASELINE.minutes.starter) return 'starter';
  if (minutes >= MORALE_BASELINE.minutes.rotation) return 'rotation';
  return minutes > 0 ? 'bench' : 'unused';
}

/** Playing time from his rank by overall in his club's squad, 1 the best (AI clubs play their best). */
export function playingTimeFromRank(rank: number): PlayingTime {
  if (rank <= MORALE_BASELINE.ranks.starter) return 'starter';
  if (rank <= MORALE_BASELINE.ranks.rotation) return 'rotation';
  return 'bench';
}

export interface BaselineInput {
  playingTime: PlayingTime;
  /** His club's results, oldest first; the last MORALE_BASELINE.resultsGames count. */
  results: readonly Result[];
  salary: number;
  /** What he would ask at his club now. */
  ask: number;
}

export interface MoraleBaseline {
  value: number;
  playingTime: number;
  results: number;
  pay: number;
}

/** How happy his situation makes him, with each part (for the squad's morale panel). */
export function moraleBaseline(input: BaselineInput): MoraleBaseline {
  const last = input.results.slice(-MORALE_BASELINE.resultsGames);
  const results =
    last.length === 0 ? 0 : Math.round(MORALE_BASELINE.results * (2 * (last.filter((r) => r === 'W').length / last.length) - 1));
  const playingTime = MORALE_BASELINE.playingTime[input.playingTime];
  const pay =
    input.salary >= input.ask
      ? MORALE_BASELINE.paidWell
      : input.salary < input.ask * MORALE_BASELINE.underpaidShare
        ? MORALE_BASELINE.underpaid
        : 0;
  return { value: clamp(MORALE_BASELINE.middle + playingTime + results + pay), playingTime, results, pay };
}

/**
 * The drift of `matchdays` matchdays at once: MORALE_DRIFT_SHARE of the way
 * to the baseline each, at least a point while there is a gap.
 */
export function driftMorale(morale: number, baseline: number, matchdays = 1): number {
  const gap = baseline - morale;
  if (gap === 0) return morale;
  const step = gap * (1 - (1 - MORALE_DRIFT_SHARE) ** matchdays);
  return clamp(morale + (Math.abs(step) < 1 ? Math.sign(gap) : step));
}

export type LeverOutcome = 'lifted' | 'no_change' | 'backfired';

export interface LeverResult {
  outcome: LeverOutcome;
  /** Added to each player's morale (a meeting) or to his (a talk). */
  change: number;
  message: string;
}

/**
 * A team meeting: the chance to lift the squad grows with the defeats of
 * the last five games (they want a plan) and shrinks with wins (they switch
 * off); a meeting soon after the last one is likelier to fall flat. One draw.
 */
export function teamMeeting(
  input: { results: readonly Result[]; matchdaysSinceLast: number | null },
  rng: Rng,
): LeverResult & { liftChance: number } {
  const last = input.results.slice(-MORALE_BASELINE.resultsGames);
  const losses = last.filter((r) => r === 'L').length;
  const wins = last.length - losses;
  const tilt = (losses - wins) / 2;
  const stale = input.matchdaysSinceLast !== null && input.matchdaysSinceLast <= TEAM_MEETING.staleMatchdays;
  const liftChance = Math.min(
    0.9,
    Math.max(0.1, TEAM_MEETING.liftChance + TEAM_MEETING.perResult * tilt - (stale ? TEAM_MEETING.stalePenalty : 0)),
  );
  const backfireChance = Math.min(
    0.6,
    Math.max(0.05, TEAM_MEETING.backfireChance - TEAM_MEETING.perResult * tilt + (stale ? TEAM_MEETING.stalePenalty / 2 : 0)),
  );
  const draw = rng.next();
  const why = stale
    ? 'they heard the same speech a few days ago'
    : losses > wins
      ? `after ${countOf(losses, 'defeat')} in ${countOf(last.length, 'game')} they wanted to hear a plan`
      : wins > losses
        ? `after ${countOf(wins, 'win')} in ${countOf(last.length, 'game')} some of them had switched off`
        : 'with results going both ways';
  if (draw < liftChance)
    return {
      outcome: 'lifted',
      change: TEAM_MEETING.lift,
      liftChance,
      message: `The squad responded: ${why}. Morale +${TEAM_MEETING.lift}.`,
    };
  if (draw < liftChance + backfireChance)
    return {
      outcome: 'backfired',
      change: TEAM_MEETING.backfire,
      liftChance,
      message: `The meeting backfired: ${why}. Morale ${TEAM_MEETING.backfire}.`,
    };
  return { outcome: 'no_change', change: 0, liftChance, message: `The players listened politely: ${why}. Nothing changed.` };
}

export type TalkKind = 'praise' | 'criticise';

/** A word with one player: praise lifts a player who is down, criticism fires up a veteran and stings a youngster. One draw. */
export function playerTalk(kind: TalkKind, player: { name: string; morale: number; age: number }, rng: Rng): LeverResult {
  if (kind === 'praise') {
    const p = PLAYER_TALK.praise;
    const down = player.morale < p.worksBelow;
    if (rng.chance(down ? p.works : p.worksWhenHappy))
      return {
        outcome: 'lifted',
        change: p.lift,
        message: `${player.name} appreciated the praise${down ? ' when he needed it' : ''}. Morale +${p.lift}.`,
      };
    return {
      outcome: 'no_change',
      change: p.flat,
      message: down ? `${player.name} heard you, but it did not reach him.` : `${player.name} already knows he is playing well: no change.`,
    };
  }
  const c = PLAYER_TALK.criticise;
  const veteran = player.age >= c.veteranAge;
  if (rng.chance(veteran ? c.veteranWorks : c.youngWorks))
    return {
      outcome: 'lifted',
      change: c.lift,
      message: `${player.name} took it as a challenge${veteran ? ', as veterans do' : ''}. Morale +${c.lift}.`,
    };
  return {
    outcome: 'backfired',
    change: c.hurt,
    message: `${player.name} took it badly${veteran ? '' : ': young players often do'}. Morale ${c.hurt}.`,
  };
}

/** How much a promise is worth now: halved for the season once the manager has broken one. */
export function promiseLift(brokenThisSeason: boolean): number {
  return brokenThisSeason ? Math.round(PLAYING_TIME_PROMISE.now / 2) : PLAYING_TIME_PROMISE.now;
}

/**
 * A promise's verdict once he has played its games fit (or null while it
 * runs): kept when his minutes averaged at least the promise.
 */
export function promiseVerdict(minutesPerGame: readonly number[]): { kept: boolean; change: number; average: number } | null {
  if (minutesPerGame.length < PLAYING_TIME_PROMISE.games) return null;
  const games = minutesPerGame.slice(0, PLAYING_TIME_PROMISE.games);
  const average = games.reduce((s, m) => s + m, 0) / games.length;
  const kept = average >= PLAYING_TIME_PROMISE.minutes;
  return { kept, change: kept ? PLAYING_TIME_PROMISE.kept : -PLAYING_TIME_PROMISE.broken, average };
}

export const applyMoraleChange = (morale: number, change: number): number => clamp(morale + change);
