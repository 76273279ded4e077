import { describe, expect, it } from 'vitest';
import { countOf, createRng, narrateAll, pluralWord, possessive, teamMeeting, type MatchEvent, type Side } from '../src/index.js';

describe('count and possessive forms', () => {
  it('writes one in the singular and every other count in the plural', () => {
    expect(countOf(1, 'point')).toBe('1 point');
    expect(countOf(0, 'point')).toBe('0 points');
    expect(countOf(2, 'defeat')).toBe('2 defeats');
    expect(countOf(1, 'pt')).toBe('1 pt');
    expect(countOf(14, 'pt')).toBe('14 pts');
    expect(countOf(3, 'match')).toBe('3 matches');
    expect(countOf(2, 'person', 'people')).toBe('2 people');
    expect(pluralWord(1, 'club')).toBe('club');
  });

  it('gives a name ending in s the apostrophe alone', () => {
    expect(possessive('Bears')).toBe('Bears’');
    expect(possessive('Marcus')).toBe('Marcus’');
    expect(possessive('Milano')).toBe('Milano’s');
    expect(possessive('Real Madrid')).toBe('Real Madrid’s');
  });

  it('says "(1 pt)" for a first free throw and a possessive without "s’s" in the commentary', () => {
    const teams = (side: Side) => (side === 'home' ? 'Home' : 'Away');
    const event = (t: number, type: MatchEvent['type'], points: number, extra: Partial<MatchEvent> = {}): MatchEvent => ({
      t,
      period: 1,
      clock: 600 - t,
      type,
      side: 'home',
      playerId: 'p1',
      points,
      ...extra,
    });
    const names = (id: string | undefined) => (id === 'p2' ? 'Davis' : 'Pérez');
    const lines = narrateAll([event(1, 'free_throw_made', 1)], names, teams);
    expect(lines[0]?.text).toContain('(1 pt)');
    expect(lines[0]?.text).not.toContain('(1 pts)');
    // Every phrasing of an assisted basket, whichever the event picks.
    const assisted = Array.from({ length: 12 }, (_, i) =>
      event(10 + i, i % 2 ? 'three_made' : 'two_made', i % 2 ? 3 : 2, { otherId: 'p2' }),
    );
    for (const line of narrateAll(assisted, names, teams)) expect(line.text).not.toMatch(/s['’]s/);
  });

  it('explains a team meeting after one game in the singular', () => {
    const lost = teamMeeting({ results: ['L'], matchdaysSinceLast: null }, createRng(1));
    expect(lost.message).toContain('after 1 defeat in 1 game');
    const won = teamMeeting({ results: ['W'], matchdaysSinceLast: null }, createRng(1));
    expect(won.message).toContain('after 1 win in 1 game');
  });
});
