import { describe, expect, it } from 'vitest';
import type { OfficeNotification } from '@hardwood/shared';
import { alertLines, difficultyTone, mattersOfTab, sponsorProgressPct, sponsorStatusLabel, treatmentSaves } from './office-logic';

const matter = (i: number, notificationType: OfficeNotification['notificationType']): OfficeNotification => ({ id: `m${i}`, title: `Matter ${i}`, notificationType, relatedId: `r${i}` });

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
    expect(difficultyTone('VERY HARD')).toBe('red');
  });

  it('measures sponsorship progress, a table position counting down to its target', () => {
    expect(sponsorProgressPct({ objective: 'win_games', objectiveTarget: 4, currentProgress: 1 })).toBe(25);
    expect(sponsorProgressPct({ objective: 'score_points', objectiveTarget: 95, currentProgress: 120 })).toBe(100);
    expect(sponsorProgressPct({ objective: 'league_position', objectiveTarget: 4, currentProgress: 12 })).toBe(0);
    expect(sponsorProgressPct({ objective: 'league_position', objectiveTarget: 4, currentProgress: 8 })).toBe(50);
    expect(sponsorProgressPct({ objective: 'league_position', objectiveTarget: 4, currentProgress: 3 })).toBe(100);
  });

  it('says what specialized treatment saves', () => {
    expect(treatmentSaves({ remainingMatchdays: 7, specializedRemainingMatchdays: 4 })).toBe(3);
    expect(treatmentSaves({ remainingMatchdays: 1, specializedRemainingMatchdays: 1 })).toBe(0);
  });
});
