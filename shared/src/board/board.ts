/**
 * The board, as pure rules: the objectives it sets at a season's start from
 * the club's standing, money and academy; its confidence in the manager,
 * moved by each result against expectation, by the money and by the
 * objectives at season end, with the reasons shown beside the meter; the
 * sack; and the clubs whose boards want a manager, by his record.
 */
import { BOARD, BOARD_CUP_TARGETS } from '../rules-board.js';
import type { Rng } from '../rng.js';
import type { BoardObjectives, BoardReason, BoardCupFinish, ManagerRecord } from '../schemas-board.js';

/** A club of a league as the board weighs it. */
export interface BoardClub {
  id: string;
  reputation: number;
  budget: number;
}

/** What the board knows of its club at season start. */
export interface ObjectivesInput {
  club: BoardClub;
  /** Every club of its league, itself included. */
  league: readonly BoardClub[];
  /** Its seed among the Cup's entrants (0 = first), or null when it is not in the Cup. */
  cupSeed: number | null;
  /** Its balance now, in euros. */
  balance: number;
  hasAcademy: boolean;
}

/** The club's rank in its league by reputation, then money (1 = the strongest): what the board expects of it. */
export function expectedRank(club: BoardClub, league: readonly BoardClub[]): number {
  const order = [...league].sort((a, b) => b.reputation - a.reputation || b.budget - a.budget || a.id.localeCompare(b.id));
  const at = order.findIndex((c) => c.id === club.id);
  return at < 0 ? order.length : at + 1;
}

export function setObjectives(input: ObjectivesInput): BoardObjectives {
  const teams = Math.max(1, input.league.length);
  const expected = expectedRank(input.club, input.league);
  const cup = input.cupSeed === null ? null : (BOARD_CUP_TARGETS.find((t) => input.cupSeed! < t.seedsTo)?.target ?? 'QF');
  const floor = Math.max(0, Math.floor((input.balance * BOARD.budgetFloorShare) / BOARD.budgetFloorStep) * BOARD.budgetFloorStep);
  const academy = input.hasAcademy ? 'promote' : input.club.reputation >= BOARD.academyOpenFromReputation ? 'open' : null;
  return { place: { target: Math.min(teams, expected + BOARD.placeSlack), expected, teams }, cup, budgetFloor: floor, academy };
}

const CUP_ORDER: readonly BoardCupFinish[] = ['QF', 'SF', 'F', 'champion'];

/** Whether a Cup run reached the round the board asked for (a club that went out in the QF reached the QF). */
export function cupTargetMet(target: BoardCupFinish, finish: BoardCupFinish | null): boolean {
  return finish !== null && CUP_ORDER.indexOf(finish) >= CUP_ORDER.indexOf(target);
}

/** The board's confidence and the reasons it moved, newest first. */
export interface BoardState {
  confidence: number;
  reasons: BoardReason[];
}

/** How each objective ended at season end (null: it was not set). */
export interface SeasonOutcome {
  place: { finished: number; target: number };
  cup: { finish: BoardCupFinish | null; target: BoardCupFinish } | null;
  budget: { balance: number; floor: number };
  academy: { kind: 'promote' | 'open'; met: boolean } | null;
}

export type BoardEvent =
  | { kind: 'result'; won: boolean; opponent: string; own: number; opponentStrength: number; home: boolean }
  | { kind: 'money'; balance: number; floor: number }
  | { kind: 'season-end'; outcome: SeasonOutcome }
  | { kind: 'new-season' };

/** His chance of winning as the board sees it: the two sides' strength (best eight's rating) and the home court. */
export function expectedWinChance(own: number, opponent: number, home: boolean): number {
  const edge = own - opponent + (home ? BOARD.homeEdge : -BOARD.homeEdge);
  return 1 / (1 + Math.exp(-edge / BOARD.strengthScale));
}

const clamp = (v: number) => Math.max(0, Math.min(BOARD.confidenceMax, v));

function eventReasons(state: BoardState, event: BoardEvent): Array<Omit<BoardReason, 'season' | 'matchday'>> {
  switch (event.kind) {
    case 'result': {
      const p = expectedWinChance(event.own, event.opponentStrength, event.home);
      const odds = p < 0.4 ? 'as the underdog' : p > 0.6 ? 'as the favourite' : 'in an even game';
      return event.won
        ? [{ label: `Beat ${event.opponent} ${odds}`, delta: Math.round(BOARD.resultSwing * (1 - p)) }]
        : [{ label: `Lost to ${event.opponent} ${odds}`, delta: -Math.round(BOARD.resultSwing * p) }];
    }
    case 'money':
      return event.balance < event.floor ? [{ label: 'The balance is under the board’s floor', delta: BOARD.belowFloorPerMatchday }] : [];
    case 'season-end': {
      const o = event.outcome;
      const O = BOARD.objective;
      const out: Array<{ label: string; delta: number }> = [
        o.place.finished <= o.place.target
          ? { label: `Finished ${placeOrdinal(o.place.finished)} (asked: ${placeOrdinal(o.place.target)} or better)`, delta: O.place.met }
          : {
              label: `Finished ${placeOrdinal(o.place.finished)} (asked: ${placeOrdinal(o.place.target)} or better)`,
              delta: O.place.missed,
            },
        o.budget.balance >= o.budget.floor
          ? { label: 'Kept the balance above the floor', delta: O.budget.met }
          : { label: 'Ended the season under the balance floor', delta: O.budget.missed },
      ];
      if (o.cup) {
        const met = cupTargetMet(o.cup.target, o.cup.finish);
        out.push({
          label: met ? 'Reached the Cup round asked for' : 'Went out of the Cup too early',
          delta: met ? O.cup.met : O.cup.missed,
        });
      }
      if (o.academy) {
        const what = o.academy.kind === 'promote' ? 'a youngster promoted from the academy' : 'an academy opened';
        out.push({
          label: o.academy.met ? `Objective met: ${what}` : `Objective missed: ${what}`,
          delta: o.academy.met ? O.academy.met : O.academy.missed,
        });
      }
      return out;
    }
    case 'new-season': {
      const delta = Math.round((BOARD.confidenceStart - state.confidence) * BOARD.seasonPullToStart);
      return delta === 0 ? [] : [{ label: 'A new season, a fresh start', delta }];
    }
  }
}

/** The board's state after an event; `at` dates the reasons. */
export function confidenceAfter(state: BoardState, event: BoardEvent, at: { season: number; matchday: number }): BoardState {
  const reasons = eventReasons(state, event).map((r) => ({ ...r, ...at }));
  const confidence = clamp(reasons.reduce((c, r) => c + r.delta, state.confidence));
  return { confidence, reasons: [...reasons.reverse(), ...state.reasons].slice(0, BOARD.reasonsKept) };
}

/** Whether the season's objectives were met, counted for the manager's record. */
export function objectivesMet(o: SeasonOutcome): { met: number; set: number } {
  const results = [
    o.place.finished <= o.place.target,
    o.budget.balance >= o.budget.floor,
    ...(o.cup ? [cupTargetMet(o.cup.target, o.cup.finish)] : []),
    ...(o.academy ? [o.academy.met] : []),
  ];
  return { met: results.filter(Boolean).length, set: results.length };
}

/** The manager's time at his club, for the sack's grace. */
export interface Tenure {
  /** The season he took the job in, and the one being played. */
  startSeason: number;
  season: number;
  /** Matchdays processed since he took the job. */
  matchdays: number;
}

/** The sack: confidence gone, past the grace of his first season and first matchdays at the club. */
export function shouldSack(confidence: number, tenure: Tenure): boolean {
  return confidence <= 0 && tenure.season > tenure.startSeason && tenure.matchdays > BOARD.graceMatchdays;
}

/** His reputation 0-100 from his record: a newcomer's until he has a season behind him. */
export function managerReputationOf(r: ManagerRecord): number {
  const R = BOARD.reputation;
  const games = r.wins + r.losses;
  if (games === 0 && r.objectivesSet === 0) return Math.max(0, R.newcomer + r.sackings * R.perSacking);
  // Each figure is pulled toward the average by a season's worth of evidence: one lucky run is not a reputation.
  const winShare = (r.wins + 11) / (games + 22);
  const objectiveShare = (r.objectivesMet + 2) / (r.objectivesSet + 4);
  const raw =
    R.winShareWeight * winShare +
    R.objectiveWeight * objectiveShare -
    (R.winShareWeight + R.objectiveWeight) / 2 +
    R.newcomer +
    Math.min(R.titlesCap, r.titles * R.perTitle) +
    r.sackings * R.perSacking;
  return Math.round(Math.max(0, Math.min(100, raw)));
}

/** The club level (stars) whose boards want a manager of this reputation. */
export function wantedLevel(reputation: number): number {
  return 1 + reputation / BOARD.reputationPerStar;
}

export interface OfferClub extends BoardClub {
  name: string;
  league: string;
}

/**
 * The clubs whose boards want him: those closest to his level, a better
 * manager reaching better clubs; ties drawn with the seeded `rng`.
 * `betterThan`: only clubs above this reputation (a mid-season approach comes from a step up).
 */
export function jobOffers(
  record: ManagerRecord,
  clubs: readonly OfferClub[],
  count: number,
  rng: Rng,
  betterThan: number | null = null,
): OfferClub[] {
  const level = wantedLevel(managerReputationOf(record));
  const pool = clubs.filter((c) => betterThan === null || c.reputation > betterThan);
  const keyed = pool.map((c) => ({ c, d: Math.abs(c.reputation - level) + Math.max(0, c.reputation - level) * 0.5, tie: rng.next() }));
  keyed.sort((a, b) => a.d - b.d || a.tie - b.tie);
  return keyed.slice(0, count).map((k) => k.c);
}

/** How many offers a sacked manager gets, drawn between the rule's bounds. */
export function sackedOfferCount(rng: Rng): number {
  return rng.int(BOARD.sackedOffers.min, BOARD.sackedOffers.max);
}

/** Whether better clubs approach him mid-season: the board's high confidence and a winning season so far. */
export function midSeasonInterest(confidence: number, wins: number, losses: number, matchday: number): boolean {
  const M = BOARD.midSeason;
  const games = wins + losses;
  return matchday >= M.fromMatchday && confidence >= M.confidenceFrom && games > 0 && wins / games >= M.winShareFrom;
}

export function placeOrdinal(n: number): string {
  const s = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${s}`;
}

export const EMPTY_RECORD: ManagerRecord = { seasons: 0, wins: 0, losses: 0, titles: 0, objectivesMet: 0, objectivesSet: 0, sackings: 0 };
