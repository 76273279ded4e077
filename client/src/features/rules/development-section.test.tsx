import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_BY_PHASE, DEVELOPMENT_TRAINING_BONUS, DEVELOPMENT_TRAINING_MAX_AGE } from '@hardwood/shared';
import { RulesPage } from './RulesPage';

describe('the rules page on player development', () => {
  it('gives the age curve by phase and the minutes and training modifiers from the rules tables', () => {
    render(<RulesPage />);
    expect(screen.getByRole('link', { name: 'Player development' })).toHaveAttribute('href', '#player-development');
    const text = screen.getByRole('region', { name: 'Player development' }).textContent ?? '';
    expect(text).toContain(
      `Developing (up to 21): each skill rises a point on ${DEVELOPMENT_BY_PHASE.developing.rise * 100}% of matchdays`,
    );
    expect(text).toContain('Declining (34 and older)');
    expect(text).toContain(`Training: up to age ${DEVELOPMENT_TRAINING_MAX_AGE}`);
    expect(text).toContain(`elite +${DEVELOPMENT_TRAINING_BONUS.elite * 100}%`);
    expect(text).toContain('minutes +2, draw −1');
  });
});
