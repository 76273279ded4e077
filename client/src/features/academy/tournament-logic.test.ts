import { describe, expect, it } from 'vitest';
import type { TournamentLineDto, TournamentRecord } from '@hardwood/shared';
import {
  availableFirst,
  averagesText,
  awardsText,
  formatPct,
  madeAttempted,
  matchStateText,
  opponentName,
  potentialRangeText,
  praScore,
  progressPct,
  reportMvpId,
  reportsDueText,
  resultText,
  shotPct,
  sortMvpAwards,
  versusLabel,
} from './tournament-logic';

const ZERO = {
  points: 0,
  rebounds: 0,
  assists: 0,
  steals: 0,
  blocks: 0,
  turnovers: 0,
  fgm: 0,
  fga: 0,
  threepm: 0,
  threepa: 0,
  ftm: 0,
  fta: 0,
  minutesPlayed: 0,
};
const line = (playerId: string, points: number, rebounds: number, assists: number): TournamentLineDto => ({
  playerId,
  name: `Kid ${playerId}`,
  position: 'PG',
  stats: { ...ZERO, points, rebounds, assists },
  scoutNotes: [],
});
const record = (extra: Partial<TournamentRecord> = {}): TournamentRecord => ({
  matchId: 'm1',
  opponent: 'vs Bologna Juniors',
  tournament: 'Regional Tournament',
  teamScore: 82,
  opponentScore: 75,
  result: 'win',
  matchday: 3,
  selectedPlayers: [line('a', 10, 2, 1), line('b', 12, 9, 4), line('c', 20, 1, 0)],
  playersSelected: 3,
  teamStats: { totalPoints: 82, totalRebounds: 40, totalAssists: 20, fieldGoalPct: 46.5, threePointPct: 35, freeThrowPct: 71.43 },
  mvpPlayer: { playerId: 'b', name: 'Kid b', points: 12, rebounds: 9, assists: 4 },
  ...extra,
});

describe('tournament match states', () => {
  it('reads locked, available, played and missed', () => {
    expect(matchStateText({ status: 'locked', matchday: 7, record: null })).toBe('Locked — available in matchday 7');
    expect(matchStateText({ status: 'available', matchday: 3, record: null })).toBe('Available now');
    expect(matchStateText({ status: 'played', matchday: 3, record: record() })).toBe('W 82–75 · MVP Kid b');
    expect(matchStateText({ status: 'played', matchday: 3, record: record({ result: 'loss', teamScore: 70, opponentScore: 78 }) })).toBe(
      'L 70–78 · MVP Kid b',
    );
    expect(matchStateText({ status: 'missed', matchday: 1, record: null })).toBe('Missed');
    expect(resultText({ result: 'loss', teamScore: 71, opponentScore: 73 })).toBe('L 71–73');
  });

  it('labels the opponent with one "vs" whether or not it came prefixed', () => {
    expect(opponentName('vs Bologna Juniors')).toBe('Bologna Juniors');
    expect(opponentName('Madrid U16')).toBe('Madrid U16');
    expect(versusLabel('vs Madrid U16')).toBe('vs Madrid U16');
    expect(versusLabel('Madrid U16')).toBe('vs Madrid U16');
  });

  it('measures progress over the scheduled matches', () => {
    const matches = Array.from({ length: 10 }, (_, i) => i);
    expect(progressPct({ played: 3, matches })).toBe(30);
    expect(progressPct({ played: 0, matches: [] })).toBe(0);
  });
});

describe('match report figures', () => {
  it('formats percentages, shares and made-attempted', () => {
    expect(formatPct(46.5)).toBe('46.5%');
    expect(formatPct(71.428)).toBe('71.4%');
    expect(formatPct(0.35)).toBe('35.0%');
    expect(formatPct(0)).toBe('0.0%');
    expect(shotPct(5, 10)).toBe('50.0%');
    expect(shotPct(0, 0)).toBe('–');
    expect(madeAttempted(5, 11)).toBe('5-11');
  });

  it('names the server MVP, else the best points+rebounds+assists', () => {
    expect(praScore(line('x', 10, 5, 3))).toBe(18);
    expect(reportMvpId(record())).toBe('b');
    // Not in the box score: b has 25, c 21, a 13.
    expect(reportMvpId(record({ mvpPlayer: { playerId: 'gone', name: 'Gone', points: 0, rebounds: 0, assists: 0 } }))).toBe('b');
    expect(
      reportMvpId(record({ selectedPlayers: [], mvpPlayer: { playerId: 'gone', name: 'Gone', points: 0, rebounds: 0, assists: 0 } })),
    ).toBeNull();
  });

  it('sorts MVP awards by count then name, leaving out zeros', () => {
    const sorted = sortMvpAwards([
      { playerId: '1', name: 'Zeno', awards: 2 },
      { playerId: '2', name: 'Aldo', awards: 2 },
      { playerId: '3', name: 'Bruno', awards: 3 },
      { playerId: '4', name: 'Carlo', awards: 0 },
    ]);
    expect(sorted.map((a) => a.name)).toEqual(['Bruno', 'Aldo', 'Zeno']);
    expect(awardsText(1)).toBe('1 award');
    expect(awardsText(3)).toBe('3 awards');
  });
});

describe('academy cards and scouting lines', () => {
  it('shows tournament averages once a player has games', () => {
    expect(averagesText(undefined)).toBeNull();
    expect(averagesText({ games: 0, averages: { points: 0, rebounds: 0, assists: 0, minutes: 0 } })).toBeNull();
    expect(averagesText({ games: 1, averages: { points: 12, rebounds: 4.25, assists: 3.5, minutes: 28 } })).toBe(
      '12.0 PPG · 4.3 RPG · 3.5 APG · 1 game',
    );
    expect(averagesText({ games: 4, averages: { points: 9.5, rebounds: 6, assists: 1.2, minutes: 22 } })).toBe(
      '9.5 PPG · 6.0 RPG · 1.2 APG · 4 games',
    );
  });

  it('counts reports on the way and reads a potential range', () => {
    expect(reportsDueText(0)).toBeNull();
    expect(reportsDueText(1)).toBe('1 report on the way');
    expect(reportsDueText(3)).toBe('3 reports on the way');
    expect(potentialRangeText({ potentialRange: { min: 62, max: 78 } })).toBe('Potential 62–78');
  });

  it('lists the prospects still to decide first, otherwise in order', () => {
    const reports = [
      { id: 'a', status: 'signed' as const },
      { id: 'b', status: 'available' as const },
      { id: 'c', status: 'discarded' as const },
      { id: 'd', status: 'available' as const },
    ];
    expect(availableFirst(reports).map((r) => r.id)).toEqual(['b', 'd', 'a', 'c']);
  });
});
