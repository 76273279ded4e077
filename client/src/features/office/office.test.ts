import { describe, expect, it } from 'vitest';
import type { OfficeNotification } from '@hardwood/shared';
import { alertLines, mattersOfTab } from './office-logic';

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
});
