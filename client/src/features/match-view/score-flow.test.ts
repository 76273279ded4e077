import { describe, expect, it } from 'vitest';
import { chanceLine, chanceSummary, flowGeometry } from './score-flow';

describe('score flow geometry', () => {
  it('draws the margin minute by minute around a zero line, scaled to the biggest lead', () => {
    const g = flowGeometry([2, 5, -3, -10, 0], 400, 100);
    expect(g.scale).toBe(10);
    expect(g.biggest).toEqual({ home: 5, away: 10 });
    // 40 regulation minutes across 400: 10 per minute; +10 at the top, -10 at the bottom, 0 in the middle.
    expect(g.line).toBe('M0,50 L10,40 L20,25 L30,65 L40,100 L50,50');
    expect(g.quarters).toEqual([100, 200, 300]);
    expect(g.homeArea.endsWith('L50,50 Z')).toBe(true);
  });

  it('widens the axis for overtime and keeps a minimum scale', () => {
    const flow = Array.from({ length: 45 }, (_, i) => (i % 2 ? 1 : -1));
    const g = flowGeometry(flow, 450, 100);
    expect(g.scale).toBe(5);
    expect(g.quarters).toEqual([100, 200, 300, 400]);
    expect(flowGeometry([], 100, 100).line).toBe('M0,50');
  });
});

describe('the win-probability line', () => {
  it('puts 50% on the zero line, 100% on top, 0% at the bottom, one point a minute from the tip-off', () => {
    expect(chanceLine([50, 100, 0], 2, 400, 80)).toBe('M0,40 L10,0 L20,80');
    expect(chanceLine([], 0, 400, 80)).toBe('');
  });

  it('says who is favoured', () => {
    expect(chanceSummary([50, 64], 'Home', 'Away')).toBe('Home 64% to win');
    expect(chanceSummary([50, 30], 'Home', 'Away')).toBe('Away 70% to win');
    expect(chanceSummary([], 'Home', 'Away')).toBeNull();
    // The odds now, refreshed at a score change between minutes, win over the line's last point.
    expect(chanceSummary([50, 64], 'Home', 'Away', 41)).toBe('Away 59% to win');
    expect(chanceSummary([], 'Home', 'Away', 41)).toBeNull();
  });
});
