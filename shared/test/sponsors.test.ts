import { describe, expect, it } from 'vitest';
import {
  keyedRng,
  draftSponsorOffer,
  evaluateSponsorship,
  SPONSOR_DEFAULT_MORALE_BONUS,
  SPONSOR_DEFAULT_MORALE_PENALTY,
  sponsorDifficulty,
  type SponsorGame,
} from '../src/index.js';

const win = (matchday: number, home: boolean, scored = 85): SponsorGame => ({ matchday, home, scored, conceded: scored - 5 });
const loss = (matchday: number, home: boolean, scored = 75): SponsorGame => ({ matchday, home, scored, conceded: scored + 5 });

describe('sponsorship difficulty', () => {
  it('reads the amount and the penalty against the thresholds', () => {
    expect(sponsorDifficulty(100_000, 5)).toBe('VERY HARD');
    expect(sponsorDifficulty(10_000, 20)).toBe('VERY HARD');
    expect(sponsorDifficulty(70_000, 10)).toBe('HARD');
    expect(sponsorDifficulty(10_000, 15)).toBe('HARD');
    expect(sponsorDifficulty(45_000, 0)).toBe('MEDIUM');
    expect(sponsorDifficulty(44_999, 10)).toBe('MEDIUM');
    expect(sponsorDifficulty(44_999, 9)).toBe('EASY');
  });
});

describe('sponsorship offers', () => {
  it('are drawn now and then, fit the season, and pay more for a bigger stretch', () => {
    let offers = 0;
    for (let seed = 1; seed <= 400; seed += 1) {
      const offer = draftSponsorOffer(
        { reputation: 3, position: 6, averagePoints: 80, nextMatchday: 5, totalMatchdays: 22 },
        keyedRng(`sponsor-${seed}`),
      );
      if (!offer) continue;
      offers += 1;
      expect(offer.offerAmount % 1000).toBe(0);
      expect(offer.offerAmount).toBeGreaterThan(0);
      expect(offer.moraleBonus).toBeGreaterThanOrEqual(SPONSOR_DEFAULT_MORALE_BONUS);
      expect(offer.moralePenalty).toBeGreaterThanOrEqual(SPONSOR_DEFAULT_MORALE_PENALTY);
      expect(5 + offer.durationMatchdays - 1).toBeLessThanOrEqual(22);
      if (offer.objective === 'league_position') expect(offer.objectiveTarget).toBeLessThanOrEqual(6);
    }
    expect(offers).toBeGreaterThan(120);
    expect(offers).toBeLessThan(260);
    // Nothing fits after the last matchday.
    for (let seed = 1; seed <= 50; seed += 1)
      expect(
        draftSponsorOffer(
          { reputation: 3, position: 6, averagePoints: 80, nextMatchday: 23, totalMatchdays: 22 },
          keyedRng(`sponsor-${seed}`),
        ),
      ).toBeNull();
  });
});

describe('sponsorship objectives', () => {
  const window = { startMatchday: 3, endMatchday: 7 };
  it('win the next home games: met by the wins, missed at a home loss', () => {
    const offer = { ...window, objective: 'win_home_games' as const, objectiveTarget: 2 };
    expect(evaluateSponsorship(offer, [win(3, true), loss(4, false)], 5, 4)).toEqual({ progress: 1, outcome: 'running' });
    expect(evaluateSponsorship(offer, [win(3, true), loss(4, false), win(5, true)], 5, 5)).toEqual({ progress: 2, outcome: 'completed' });
    expect(evaluateSponsorship(offer, [win(3, true), loss(5, true)], 5, 5)).toEqual({ progress: 1, outcome: 'failed' });
    // Games before the window do not count.
    expect(evaluateSponsorship(offer, [win(1, true), win(2, true)], 5, 2).outcome).toBe('running');
  });

  it('win N of the next matches: fails as soon as it cannot be reached', () => {
    const offer = { ...window, objective: 'win_games' as const, objectiveTarget: 4 };
    expect(evaluateSponsorship(offer, [loss(3, true)], 5, 3)).toEqual({ progress: 0, outcome: 'running' });
    expect(evaluateSponsorship(offer, [loss(3, true), loss(4, false)], 5, 4)).toEqual({ progress: 0, outcome: 'failed' });
    expect(evaluateSponsorship(offer, [win(3, true), win(4, false), win(5, true), win(6, false)], 5, 6)).toEqual({
      progress: 4,
      outcome: 'completed',
    });
  });

  it('league position: judged at the end of the window', () => {
    const offer = { ...window, objective: 'league_position' as const, objectiveTarget: 4 };
    expect(evaluateSponsorship(offer, [], 2, 5)).toEqual({ progress: 2, outcome: 'running' });
    expect(evaluateSponsorship(offer, [], 4, 7)).toEqual({ progress: 4, outcome: 'completed' });
    expect(evaluateSponsorship(offer, [], 5, 7)).toEqual({ progress: 5, outcome: 'failed' });
  });

  it('score points in a match: the best game counts', () => {
    const offer = { ...window, objective: 'score_points' as const, objectiveTarget: 95 };
    expect(evaluateSponsorship(offer, [win(3, true, 90)], 5, 3)).toEqual({ progress: 90, outcome: 'running' });
    expect(evaluateSponsorship(offer, [win(3, true, 90), loss(4, false, 96)], 5, 4)).toEqual({ progress: 96, outcome: 'completed' });
    expect(evaluateSponsorship(offer, [win(3, true, 90)], 5, 7)).toEqual({ progress: 90, outcome: 'failed' });
  });
});
