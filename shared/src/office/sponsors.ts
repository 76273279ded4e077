/**
 * Sponsorship offers: what a sponsor offers
 * after a matchday, how hard it is (the badge), and how an accepted
 * offer's objective stands after each matchday. Pure and seeded: the API
 * draws one rng per career and matchday and evaluates from the played games.
 */
import type { Rng } from '../rng.js';
import {
  SPONSOR_AMOUNT_PER_STAR,
  SPONSOR_AMOUNT_ROUNDING,
  SPONSOR_BASE_AMOUNT,
  SPONSOR_DEFAULT_MORALE_BONUS,
  SPONSOR_DEFAULT_MORALE_PENALTY,
  SPONSOR_DIFFICULTY,
  SPONSOR_NAMES,
  SPONSOR_OFFER_CHANCE,
  SPONSOR_PENALTY_DURATION_MATCHDAYS,
  SPONSOR_STRETCH_STEPS,
} from '../rules.js';
import type { SponsorDifficulty, SponsorObjective } from '../schemas-club.js';

export interface SponsorDraft {
  sponsorName: string;
  objective: SponsorObjective;
  objectiveTarget: number;
  durationMatchdays: number;
  offerAmount: number;
  moraleBonus: number;
  moralePenalty: number;
  moralePenaltyDuration: number;
}

export interface SponsorClub {
  /** Club reputation in stars (1-5). */
  reputation: number;
  /** Table position now (1 = top). */
  position: number;
  /** Points a game the club has scored this season (the league's usual 80 when nothing is played yet). */
  averagePoints: number;
  /** The matchday the offer is answered in (the next one), and the season's last. */
  nextMatchday: number;
  totalMatchdays: number;
}

/** The difficulty badge, from the amount and the penalty. */
export function sponsorDifficulty(offerAmount: number, moralePenalty: number): SponsorDifficulty {
  for (const level of SPONSOR_DIFFICULTY) {
    if (offerAmount >= level.minOffer || moralePenalty >= level.minPenalty) return level.label;
  }
  return 'EASY';
}

export function objectiveText(objective: SponsorObjective, target: number, duration: number): string {
  switch (objective) {
    case 'win_home_games':
      return target === 1 ? 'Win the next home game' : `Win the next ${target} home games`;
    case 'win_games':
      return `Win ${target} of the next ${duration} matches`;
    case 'league_position':
      return target === 1 ? `Top the table after ${duration} matchdays` : `Be in the top ${target} after ${duration} matchdays`;
    case 'score_points':
      return `Score ${target} points in a match within ${duration} matchdays`;
  }
}

const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng.next() * items.length)] as T;

/** An objective with its target, window and stretch (1 = what the club would do anyway). */
function draftObjective(club: SponsorClub, rng: Rng): { objective: SponsorObjective; target: number; duration: number; stretch: number } {
  const objective = pick(rng, ['win_home_games', 'win_games', 'league_position', 'score_points'] as const);
  switch (objective) {
    case 'win_home_games': {
      const target = 1 + Math.floor(rng.next() * 3);
      // Home games come every other matchday: room for them, and one more.
      return { objective, target, duration: 2 * target + 1, stretch: 0.6 + 0.4 * target };
    }
    case 'win_games': {
      const duration = 3 + Math.floor(rng.next() * 3);
      const share = pick(rng, [0.5, 0.67, 0.8]);
      const target = Math.max(1, Math.ceil(duration * share));
      return { objective, target, duration, stretch: 0.4 + 1.6 * share * (duration / 4) };
    }
    case 'league_position': {
      const climb = Math.floor(rng.next() * 3);
      const target = Math.max(1, club.position - climb);
      return { objective, target, duration: 3 + Math.floor(rng.next() * 4), stretch: 0.8 + 0.5 * climb + (target <= 3 ? 0.4 : 0) };
    }
    case 'score_points': {
      const margin = pick(rng, [5, 10, 15]);
      const target = Math.round((club.averagePoints + margin) / 5) * 5;
      return { objective, target, duration: 3 + Math.floor(rng.next() * 3), stretch: 0.4 + margin * 0.08 };
    }
  }
}

/** This matchday's offer, or null (the draw says not now, or no objective fits in what is left of the season). */
export function draftSponsorOffer(club: SponsorClub, rng: Rng): SponsorDraft | null {
  if (!rng.chance(SPONSOR_OFFER_CHANCE)) return null;
  const { objective, target, duration, stretch } = draftObjective(club, rng);
  if (club.nextMatchday + duration - 1 > club.totalMatchdays) return null;
  const step = SPONSOR_STRETCH_STEPS.find((s) => stretch >= s.minStretch);
  const amount = (SPONSOR_BASE_AMOUNT + SPONSOR_AMOUNT_PER_STAR * club.reputation) * stretch;
  return {
    sponsorName: pick(rng, SPONSOR_NAMES),
    objective,
    objectiveTarget: target,
    durationMatchdays: duration,
    offerAmount: Math.round(amount / SPONSOR_AMOUNT_ROUNDING) * SPONSOR_AMOUNT_ROUNDING,
    moraleBonus: step?.bonus ?? SPONSOR_DEFAULT_MORALE_BONUS,
    moralePenalty: step?.penalty ?? SPONSOR_DEFAULT_MORALE_PENALTY,
    moralePenaltyDuration: SPONSOR_PENALTY_DURATION_MATCHDAYS,
  };
}

/** One of the club's played games in an offer's window. */
export interface SponsorGame {
  matchday: number;
  home: boolean;
  scored: number;
  conceded: number;
}

export interface SponsorStanding {
  progress: number;
  outcome: 'running' | 'completed' | 'failed';
}

/**
 * Where an accepted offer stands after `processedMatchday`: its window is
 * startMatchday..endMatchday; `games` are the club's played games in it;
 * `position` the table position now. Recomputed whole each time, so a
 * repeat of processing answers the same.
 */
export function evaluateSponsorship(
  offer: { objective: SponsorObjective; objectiveTarget: number; startMatchday: number; endMatchday: number },
  games: readonly SponsorGame[],
  position: number,
  processedMatchday: number,
): SponsorStanding {
  const inWindow = games
    .filter((g) => g.matchday >= offer.startMatchday && g.matchday <= offer.endMatchday)
    .sort((a, b) => a.matchday - b.matchday);
  const over = processedMatchday >= offer.endMatchday;
  const target = offer.objectiveTarget;
  switch (offer.objective) {
    case 'win_home_games': {
      let wins = 0;
      for (const g of inWindow.filter((x) => x.home)) {
        if (g.scored < g.conceded) return { progress: wins, outcome: 'failed' };
        wins += 1;
        if (wins >= target) return { progress: wins, outcome: 'completed' };
      }
      return { progress: wins, outcome: over ? 'failed' : 'running' };
    }
    case 'win_games': {
      const wins = inWindow.filter((g) => g.scored > g.conceded).length;
      if (wins >= target) return { progress: wins, outcome: 'completed' };
      const left = offer.endMatchday - Math.max(processedMatchday, offer.startMatchday - 1);
      return { progress: wins, outcome: over || wins + left < target ? 'failed' : 'running' };
    }
    case 'league_position':
      return { progress: position, outcome: over ? (position <= target ? 'completed' : 'failed') : 'running' };
    case 'score_points': {
      const best = inWindow.reduce((m, g) => Math.max(m, g.scored), 0);
      if (best >= target) return { progress: best, outcome: 'completed' };
      return { progress: best, outcome: over ? 'failed' : 'running' };
    }
  }
}
