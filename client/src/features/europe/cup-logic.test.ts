import { describe, expect, it } from 'vitest';
import { cup, cupSeries, finishedCup, quarterfinals } from '../../test/cup-fixtures';
import {
  cupColumns,
  gameLine,
  isOwnTeam,
  OWN_NOT_QUALIFIED_TEXT,
  OWN_QUALIFIED_TEXT,
  qualificationLine,
  seriesHasOwnTeam,
  seriesScoreText,
  seriesStatus,
  seriesTitle,
  sideScores,
  teamIndex,
} from './cup-logic';

const names: Record<string, string> = {
  t1: 'Madrid',
  t2: 'Athens',
  t3: 'Istanbul',
  me: 'Lions',
  t5: 'Belgrade',
  t6: 'Kaunas',
  t7: 'Milan',
  t8: 'Munich',
};
const name = (id: string) => names[id] ?? '?';
const [qf1, qf2, qf3, qf4] = quarterfinals as [
  (typeof quarterfinals)[number],
  (typeof quarterfinals)[number],
  (typeof quarterfinals)[number],
  (typeof quarterfinals)[number],
];

describe('series score', () => {
  it('reads a quarterfinal in games won, better seed first', () => {
    expect(seriesScoreText(qf1)).toBe('3-1');
    expect(seriesScoreText(qf2)).toBe('3-2');
    expect(seriesScoreText(qf3)).toBe('3-0');
    expect(seriesScoreText(qf4)).toBe('1-1');
    expect(sideScores(qf4)).toEqual([1, 1]);
  });

  it('reads a Final Four game in points, better seed first, and 0-0 before it is played', () => {
    const full = finishedCup().series;
    const final = full.find((s) => s.round === 'F');
    const third = full.find((s) => s.round === '3P');
    expect(final && seriesScoreText(final)).toBe('79-84');
    expect(final && sideScores(final)).toEqual([79, 84]);
    expect(third && sideScores(third)).toBeNull();
    expect(third && seriesScoreText(third)).toBe('0-0');
    // The lower seed at home: still the better seed's points first.
    expect(seriesScoreText(cupSeries('SF', 1, 't1', 'me', [['me', 't1', [90, 70]]]))).toBe('70-90');
  });

  it('says the series in a sentence', () => {
    expect(seriesStatus(qf1, name)).toBe('Madrid win 3-1');
    expect(seriesStatus(qf4, name)).toBe('Series tied 1-1');
    expect(
      seriesStatus(
        cupSeries('QF', 4, 't3', 't6', [
          ['t3', 't6', [70, 80]],
          ['t3', 't6', [50, 60]],
        ]),
        name,
      ),
    ).toBe('Kaunas lead 2-0');
    expect(seriesStatus(cupSeries('QF', 4, 't3', 't6', [['t3', 't6', null]]), name)).toBe('Not started');
    const final = finishedCup().series.find((s) => s.round === 'F');
    expect(final && seriesStatus(final, name)).toBe('Lions win 84-79');
  });

  it('lists every game: score better seed first and where, or the matchday still to come', () => {
    const [g1, g2] = qf1.games;
    expect(g1 && gameLine(qf1, g1, name)).toEqual({ label: 'G1', result: '84-79', venue: 'at Madrid', played: true, won: 'high' });
    expect(g2 && gameLine(qf1, g2, name)).toEqual({ label: 'G2', result: '70-75', venue: 'at Madrid', played: true, won: 'low' });
    const g3 = qf1.games[2];
    expect(g3 && gameLine(qf1, g3, name)).toMatchObject({ label: 'G3', result: '88-80', venue: 'at Munich' });
    const open = qf4.games[2];
    expect(open && gameLine(qf4, open, name)).toEqual({ label: 'G3', result: 'Matchday 25', venue: 'at Kaunas', played: false, won: null });
    const sf = cupSeries('SF', 1, 't1', 'me', [['t1', 'me', [70, 74]]], 30);
    expect(sf.games[0] && gameLine(sf, sf.games[0], name)).toMatchObject({ result: '70-74', venue: 'neutral venue' });
  });

  it('titles every series', () => {
    expect(seriesTitle('QF', 2)).toBe('Quarterfinal 2');
    expect(seriesTitle('SF', 1)).toBe('Semifinal 1');
    expect(seriesTitle('F', 1)).toBe('Final');
    expect(seriesTitle('3P', 1)).toBe('Third place');
  });
});

describe("the manager's club", () => {
  it('is found by id, in a team and in a series', () => {
    expect(isOwnTeam('me', 'me')).toBe(true);
    expect(isOwnTeam('t1', 'me')).toBe(false);
    expect(isOwnTeam(null, 'me')).toBe(false);
    expect(isOwnTeam('', '')).toBe(false);
    expect(seriesHasOwnTeam(qf2, 'me')).toBe(true);
    expect(seriesHasOwnTeam(qf1, 'me')).toBe(false);
    expect(teamIndex(cup().teams)('me')).toMatchObject({ name: 'Lions', seed: 4 });
    expect(teamIndex(cup().teams)('nobody')).toBeUndefined();
  });

  it('says whether it qualified', () => {
    expect(qualificationLine(true)).toBe(OWN_QUALIFIED_TEXT);
    expect(qualificationLine(false)).toBe(OWN_NOT_QUALIFIED_TEXT);
    expect(OWN_QUALIFIED_TEXT).toBe('Your club is in the European Cup');
    expect(OWN_NOT_QUALIFIED_TEXT).toBe('Your club did not qualify this season');
  });
});

describe('bracket columns', () => {
  it('puts the quarterfinals first and the undrawn rounds as placeholders', () => {
    const columns = cupColumns(quarterfinals);
    expect(columns.map((c) => c.id)).toEqual(['QF', 'SF', 'FINAL']);
    expect(columns.map((c) => c.title)).toEqual(['Quarterfinals', 'Final Four: Semifinals', 'Final & Third Place']);
    expect(columns[0]?.subtitle).toBe('Best of 5');
    expect(columns[0]?.series.map((s) => s.slot)).toEqual([1, 2, 3, 4]);
    expect(columns[0]?.pending).toEqual([]);
    expect(columns[1]?.series).toEqual([]);
    expect(columns[1]?.pending.map((p) => p.text)).toEqual(['Winner QF1 v winner QF2', 'Winner QF3 v winner QF4']);
    expect(columns[2]?.pending.map((p) => p.round)).toEqual(['F', '3P']);
  });

  it('keeps bracket order whatever order the series come in', () => {
    const all = finishedCup().series;
    const columns = cupColumns([...all].reverse());
    expect(columns.map((c) => c.series.map((s) => `${s.round}${s.slot}`))).toEqual([
      ['QF1', 'QF2', 'QF3', 'QF4'],
      ['SF1', 'SF2'],
      ['F1', '3P1'],
    ]);
    expect(columns.every((c) => c.pending.length === 0)).toBe(true);
  });
});
