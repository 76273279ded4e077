import { describe, expect, it } from 'vitest';
import type { OfficeNotification } from '@hardwood/shared';
import {
  alertLines,
  difficultyTone,
  injuriesInOrder,
  mattersOfTab,
  sponsorProgressPct,
  sponsorStatusLabel,
  treatmentSaves,
} from './office-logic';

const matter = (i: number, notificationType: OfficeNotification['notificationType']): OfficeNotification => ({
  id: `m${i}`,
  title: `Matter ${i}`,
  notificationType,
  relatedId: `r${i}`,
});

describe('office logic', () => {
  it('shows up to three matters in the alert box, then "and N more"', () => {
    expect(alertLines([])).toEqual({ shown: [], more: null });
    expect(alertLines([matter(1, 'salary_due'), matter(2, 'agent_request'), matter(3, 'agent_request')]).more).toBeNull();
    const five = [1, 2, 3, 4, 5].map((i) => matter(i, 'agent_request'));
    expect(alertLines(five)).toEqual({ shown: five.slice(0, 3), more: 'and 2 more' });
  });

  it('marks read only the opened tab’s matters', () => {
    const all = [matter(1, 'salary_due'), matter(2, 'agent_request'), matter(3, 'injury_report')];
    expect(mattersOfTab('salaries', all).map((m) => m.id)).toEqual(['m1']);
    expect(mattersOfTab('agents', all).map((m) => m.id)).toEqual(['m2']);
    expect(mattersOfTab('sponsors', all)).toEqual([]);
  });

  it('shows every sponsorship status but pending, accepted, completed and failed as declined', () => {
    expect(sponsorStatusLabel('pending')).toBe('Pending');
    expect(sponsorStatusLabel('completed')).toBe('Completed');
    expect(sponsorStatusLabel('failed')).toBe('Failed');
    expect(sponsorStatusLabel('rejected')).toBe('Declined');
    expect(sponsorStatusLabel('expired')).toBe('Declined');
    expect(difficultyTone('EASY')).toBe('green');
    expect(difficultyTone('MEDIUM')).toBe('yellow');
    expect(difficultyTone('HARD')).toBe('orange');
    expect(difficultyTone('VERY HARD')).toBe('red');
  });

  it('measures sponsorship progress, a table position only met or not', () => {
    expect(sponsorProgressPct({ objective: 'win_games', objectiveTarget: 4, currentProgress: 1 })).toBe(25);
    expect(sponsorProgressPct({ objective: 'score_points', objectiveTarget: 95, currentProgress: 120 })).toBe(100);
    expect(sponsorProgressPct({ objective: 'win_home_games', objectiveTarget: 0, currentProgress: 0 })).toBe(100);
    expect(sponsorProgressPct({ objective: 'league_position', objectiveTarget: 4, currentProgress: 8 })).toBe(0);
    expect(sponsorProgressPct({ objective: 'league_position', objectiveTarget: 4, currentProgress: 4 })).toBe(100);
    expect(sponsorProgressPct({ objective: 'league_position', objectiveTarget: 4, currentProgress: 0 })).toBe(0);
  });

  it('lists active injuries before healed ones, keeping each group in order', () => {
    const list = [
      { id: 'a', isActive: false },
      { id: 'b', isActive: true },
      { id: 'c', isActive: false },
      { id: 'd', isActive: true },
    ];
    expect(injuriesInOrder(list).map((i) => i.id)).toEqual(['b', 'd', 'a', 'c']);
  });

  it('says what specialized treatment saves', () => {
    expect(treatmentSaves({ remainingMatchdays: 7, specializedRemainingMatchdays: 4 })).toBe(3);
    expect(treatmentSaves({ remainingMatchdays: 1, specializedRemainingMatchdays: 1 })).toBe(0);
  });
});
