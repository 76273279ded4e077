import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DECISION_REVIEW, KEY_MOMENTS } from '@hardwood/shared';
import { RulesPage } from './RulesPage';

describe('the rules page on replays', () => {
  it('explains shot chances, xPts and the review’s marks with the table’s thresholds', () => {
    render(<RulesPage />);
    expect(screen.getByRole('link', { name: 'Replays, shot chances and the decision review' })).toHaveAttribute('href', '#replays');
    const text = screen.getByRole('region', { name: 'Replays, shot chances and the decision review' }).textContent ?? '';
    expect(text).toContain(`runs of ${KEY_MOMENTS.minRun}-0 or more`);
    expect(text).toContain('every shot and free throw of a replay says its chance of going in');
    expect(text).toContain("measured from an average shooter's open look");
    expect(text).toContain("The box score's xPts adds up each player's chances times what the attempt was worth");
    expect(text).toContain(`${DECISION_REVIEW.pairs} times with it and ${DECISION_REVIEW.pairs} times without it`);
    expect(text).toContain(`Good when it added ${DECISION_REVIEW.goodFrom} points or more`);
    expect(text).toContain(`Doubtful when it cost more than ${-DECISION_REVIEW.doubtfulBelow}`);
    expect(text).toContain(`Costly when it cost more than ${-DECISION_REVIEW.costlyBelow}`);
    expect(text).toContain(`within ${DECISION_REVIEW.significance} standard errors of its own noise`);
  });
});
