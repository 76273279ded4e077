/**
 * Why he says no, and what would change his mind. Every refusal of a
 * player (a renewal, a move to the manager's club, an agent's request) is
 * read off the same four factors: his morale, his role and minutes, the
 * club's standing and results, and the money against his ask. Each factor
 * pulls for or against in points of the morale scale (rules-refusals.ts);
 * a reason's weight is its share of all the points against him, so the
 * weights of a refusal sum to 1. Pure; the decisions are the ones the game
 * already takes (a renewal's seeded draw on his morale, an agent's ask), and
 * a move to a new club is decided here, with no draw, so the dialogs can
 * show the answer before the manager asks.
 */
import { formatEuros, moraleLabel } from '../formulas.js';
import type { Rng } from '../rng.js';
import { MORALE_BASELINE } from '../rules-economy.js';
import { REPUTATION_MAX_STARS } from '../rules.js';
import { REFUSAL } from '../rules-refusals.js';
import type { RefusalExplanation, RefusalFactor } from '../schemas-refusals.js';
import { REFUSAL_FACTORS } from '../schemas-refusals.js';
import { countOf } from '../text.js';
import { agreesToRenew } from './contracts.js';
import { seasonWage } from './income.js';
import type { PlayingTime, Result } from './morale.js';

/** The club as a player weighs it: what the manager sees of it too. */
export interface ClubSituation {
  reputation: number;
  /** Its place in its league's table, null before it has played. */
  position: number | null;
  clubs: number;
  /** Its last results, oldest first. */
  results: readonly Result[];
}

export interface RefusalSituation {
  morale: number;
  /** His playing time at the club: his minutes there, or for a newcomer the place his rating gives him. */
  playingTime: PlayingTime;
  club: ClubSituation;
  /** Per game: what the club pays or offers, and what he asks. */
  offered: number;
  ask: number;
}

export type Pulls = Record<RefusalFactor, number>;

const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v));

/** The results' points, as the morale baseline counts the last games. */
export function resultsPull(results: readonly Result[]): number {
  const last = results.slice(-MORALE_BASELINE.resultsGames);
  if (last.length === 0) return 0;
  return MORALE_BASELINE.results * (2 * (last.filter((r) => r === 'W').length / last.length) - 1);
}

/** The table's points: + at the top, - at the bottom, nothing before a game or in a league of one. */
export function standingPull(club: Pick<ClubSituation, 'position' | 'clubs'>): number {
  if (club.position === null || club.clubs < 2) return 0;
  return REFUSAL.standingPoints * (1 - (2 * (club.position - 1)) / (club.clubs - 1));
}

/** The money's points: nothing at his ask or above, less the further the offer falls short. */
export function moneyPull(offered: number, ask: number): number {
  if (ask <= 0 || offered >= ask) return 0;
  return -REFUSAL.moneyPointsPerShortfall * (1 - offered / ask);
}

/** The reputation (stars) a player of this rating expects of a club he joins. */
export function expectedStars(rating: number): number {
  return clamp(1 + (rating - REFUSAL.join.baseRating) / REFUSAL.join.ratingPerStar, 1, REPUTATION_MAX_STARS);
}

/** Each factor's points for (+) or against (-) staying where he is. */
export function stayPulls(s: RefusalSituation): Pulls {
  return {
    morale: s.morale - REFUSAL.moraleNeutral,
    role: MORALE_BASELINE.playingTime[s.playingTime],
    club: resultsPull(s.club.results) + standingPull(s.club),
    money: moneyPull(s.offered, s.ask),
  };
}

/** Each factor's points for (+) or against (-) joining a new club; his rating sets the reputation he expects. */
export function joinPulls(s: RefusalSituation & { rating: number }): Pulls {
  const starsShort = Math.max(0, expectedStars(s.rating) - s.club.reputation);
  return {
    morale: REFUSAL.join.moraleShare * (s.morale - REFUSAL.moraleNeutral),
    role: MORALE_BASELINE.playingTime[s.playingTime],
    club: resultsPull(s.club.results) + standingPull(s.club) - REFUSAL.join.pointsPerStar * starsShort,
    money: moneyPull(s.offered, s.ask),
  };
}

/**
 * The shares of the points against him, in hundredths summing to exactly 1
 * (the heaviest takes the rounding); heaviest first, ties in factor order.
 */
export function refusalWeights(pulls: Pulls): Array<{ factor: RefusalFactor; weight: number }> {
  const against = REFUSAL_FACTORS.filter((f) => pulls[f] < 0).map((factor) => ({ factor, points: -pulls[factor] }));
  const total = against.reduce((s, a) => s + a.points, 0);
  if (total <= 0) return [];
  const sorted = against
    .map((a) => ({ factor: a.factor, weight: Math.round((100 * a.points) / total) / 100 }))
    .sort((a, b) => b.weight - a.weight || REFUSAL_FACTORS.indexOf(a.factor) - REFUSAL_FACTORS.indexOf(b.factor));
  const rest = Math.round(100 * (1 - sorted.reduce((s, a) => s + a.weight, 0))) / 100;
  const [first] = sorted;
  if (first) first.weight = Math.round(100 * (first.weight + rest)) / 100;
  return sorted;
}

const ROLE_NOW: Record<PlayingTime, string> = {
  starter: 'a starter',
  rotation: 'a rotation player',
  bench: 'a bench player',
  unused: 'out of the rotation',
};

function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** "The club is 11th of 16 and has won 1 of its last 5", or the part it has; empty before any game. */
function clubRecord(club: ClubSituation, who: string): string {
  const last = club.results.slice(-MORALE_BASELINE.resultsGames);
  const wins = last.filter((r) => r === 'W').length;
  const form = last.length === 0 ? null : `won ${wins} of its last ${last.length}`;
  if (club.position === null) return form ? `${who} has ${form}` : '';
  return `${who} is ${ordinal(club.position)} of ${club.clubs}${form ? ` and has ${form}` : ''}`;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

interface Words {
  label: string;
  lever: string;
}

/** The words of each factor against him: what he holds against it, and the lever that would turn it. */
function wordsFor(
  s: RefusalSituation,
  mode: { kind: 'stay'; moraleTarget: number } | { kind: 'join'; rating: number; moraleTarget: number },
): Record<RefusalFactor, Words> {
  const joining = mode.kind === 'join';
  const stars = joining ? Math.ceil(expectedStars(mode.rating) - 1e-9) : 0;
  const starsShort = joining && s.club.reputation < stars;
  const record = clubRecord(s.club, joining ? 'your club' : 'the club');
  const clubLabel = [starsShort ? `your club has ${countOf(s.club.reputation, 'star')}; he expects ${stars}` : null, record || null]
    .filter((p): p is string => p !== null)
    .join('; ');
  const clubLever = [starsShort ? `a club of ${stars} stars or more` : null, record ? `better results: ${record}` : null]
    .filter((p): p is string => p !== null)
    .join(', or ');
  return {
    morale: {
      label: `His morale is ${moraleLabel(s.morale)} (${Math.round(s.morale)})`,
      lever: `his morale at ${mode.moraleTarget} or more (now ${Math.round(s.morale)})`,
    },
    role: {
      label: joining ? `He would be ${ROLE_NOW[s.playingTime]} in your squad` : `He is ${ROLE_NOW[s.playingTime]}`,
      lever: joining ? 'a starting role: a squad he would start in' : 'a starting role: more minutes in the next games',
    },
    club: { label: capitalised(clubLabel || 'the club’s standing'), lever: clubLever || 'better results' },
    money: {
      label: `${formatEuros(seasonWage(s.offered))} a season against his ask of ${formatEuros(seasonWage(s.ask))}`,
      lever: `an offer of at least ${formatEuros(seasonWage(s.ask))} a season`,
    },
  };
}

function explain(accepted: boolean, pulls: Pulls, words: Record<RefusalFactor, Words>): RefusalExplanation {
  if (accepted) return { accepted, reasons: [], wouldChange: [] };
  const weights = refusalWeights(pulls);
  return {
    accepted,
    reasons: weights.map(({ factor, weight }) => ({ factor, label: words[factor].label, weight })),
    wouldChange: weights.map(({ factor }) => words[factor].lever),
  };
}

/**
 * A renewal at his ask: the decision is the season's seeded draw on his
 * morale (contracts.ts, unchanged). His role, the club's results and his
 * pay are what set where his morale drifts (economy/morale.ts), so they
 * share the refusal by the points each takes off.
 */
export function decideRenewal(s: RefusalSituation, rng: Rng): RefusalExplanation {
  const accepted = agreesToRenew(s.morale, rng);
  return explain(accepted, stayPulls(s), wordsFor(s, { kind: 'stay', moraleTarget: REFUSAL.moraleNeutral }));
}

/** The explanation of a renewal already decided (a stored refusal read again). */
export function renewalRefusal(s: RefusalSituation, accepted: boolean): RefusalExplanation {
  return explain(accepted, stayPulls(s), wordsFor(s, { kind: 'stay', moraleTarget: REFUSAL.moraleNeutral }));
}

/** The points for joining, all factors together: he joins from REFUSAL.join.threshold up. */
export const joinScore = (s: RefusalSituation & { rating: number }): number => REFUSAL_FACTORS.reduce((sum, f) => sum + joinPulls(s)[f], 0);

/**
 * Joining a new club: a free agent's signing or the personal terms of a
 * transfer. No draw: the manager sees his answer before he asks.
 */
export function decideJoin(s: RefusalSituation & { rating: number }): RefusalExplanation {
  const score = joinScore(s);
  const pulls = joinPulls(s);
  // The mood that would carry the rest: the points missing, in his mood's share.
  const missing = Math.max(0, REFUSAL.join.threshold - score);
  const moraleTarget = Math.min(100, Math.ceil(REFUSAL.moraleNeutral + (pulls.morale + missing) / REFUSAL.join.moraleShare));
  return explain(score >= REFUSAL.join.threshold, pulls, wordsFor(s, { kind: 'join', rating: s.rating, moraleTarget }));
}

/**
 * An agent's request is his refusal of things as they are: a transfer
 * request says he will not stay unhappy, a raise that he will not play on
 * at his pay. `moraleTarget` is the mood above which his agent would not
 * have asked (the agents' unhappy line).
 */
export function agentRequestRefusal(s: RefusalSituation, moraleTarget: number): RefusalExplanation {
  const pulls = stayPulls(s);
  // Only a mood under the agents' line is a reason of his request: above it he would not have asked for it.
  if (s.morale >= moraleTarget) pulls.morale = 0;
  return explain(false, pulls, wordsFor(s, { kind: 'stay', moraleTarget }));
}

/** The sentence a refusal to join answers with: his name and his heaviest reason. */
export function wontJoinMessage(name: string, answer: RefusalExplanation): string {
  const first = answer.reasons[0];
  return first ? `${name} will not join your club. ${first.label}.` : `${name} will not join your club.`;
}
