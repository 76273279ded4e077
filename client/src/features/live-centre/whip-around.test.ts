import { describe, expect, it } from 'vitest';
import type { LiveCentreMatch } from '@hardwood/shared';
import { findListedMatch, followReason, marginLabel, nearestEnd, periodText } from './live-centre-logic';
import { INITIAL_WHIP_AROUND, noticeSecondsLeft, stepWhipAround, switchNow, whipAroundPick } from './whip-around';

const NOTICE = 5_000;
const game = (
  matchId: string,
  quarter: number,
  clock: number,
  homeScore: number,
  awayScore: number,
  matchStatus = 'playing',
): LiveCentreMatch => ({
  matchId,
  cycle: 1,
  round: 1,
  home: { id: 1, name: `Home ${matchId}`, country: 'ES' },
  away: { id: 2, name: `Away ${matchId}`, country: 'IT' },
  status: 'live',
  homeScore,
  awayScore,
  periodLabel: quarter > 4 ? `OT${quarter - 4}` : `Q${quarter}`,
  quarter,
  clock,
  matchStatus,
  spectators: 0,
  tickMs: 100,
  startedAt: null,
  finishedAt: null,
});

describe('the whip-around pick', () => {
  it('follows the closest finish, else the game nearest its end', () => {
    const early = game('a', 2, 300, 40, 38);
    const late = game('b', 3, 100, 60, 50);
    expect(whipAroundPick([early, late])).toMatchObject({ match: { matchId: 'b' }, reason: 'nearest-end' });
    const close = game('c', 4, 90, 80, 78);
    const blowout = game('d', 4, 30, 90, 60);
    expect(whipAroundPick([early, late, close, blowout])).toMatchObject({ match: { matchId: 'c' }, reason: 'closest-finish' });
    expect(whipAroundPick([])).toBeNull();
    expect(nearestEnd([game('e', 4, 0, 80, 70, 'finished')])).toBeNull();
  });
});

describe('stepping the whip-around', () => {
  it('shows the first pick at once', () => {
    const state = stepWhipAround(INITIAL_WHIP_AROUND, [game('a', 2, 300, 40, 38)], 0, NOTICE);
    expect(state).toEqual({ watchingId: 'a', pending: null });
    expect(stepWhipAround(INITIAL_WHIP_AROUND, [], 0, NOTICE)).toBe(INITIAL_WHIP_AROUND);
  });

  it('announces a new closest finish and switches only after the notice', () => {
    const watching = { watchingId: 'a', pending: null };
    const live = [game('a', 3, 200, 50, 40), game('b', 4, 100, 70, 69)];
    const noticed = stepWhipAround(watching, live, 10_000, NOTICE);
    expect(noticed).toMatchObject({
      watchingId: 'a',
      pending: { matchId: 'b', sinceMs: 10_000, home: 'Home b', away: 'Away b', margin: 1, clock: 100 },
    });
    // Polls during the notice change nothing (the same object: no re-render), the countdown runs.
    const during = stepWhipAround(noticed, live, 12_000, NOTICE);
    expect(during).toBe(noticed);
    expect(noticed.pending && noticeSecondsLeft(noticed.pending, 12_000, NOTICE)).toBe(3);
    expect(stepWhipAround(during, live, 15_000, NOTICE)).toEqual({ watchingId: 'b', pending: null });
  });

  it('restarts the notice when the pick changes during it, and drops it when the pick comes back to the game shown', () => {
    const watching = { watchingId: 'a', pending: null };
    const first = stepWhipAround(watching, [game('a', 4, 200, 60, 50), game('b', 4, 100, 70, 68)], 0, NOTICE);
    expect(first.pending?.matchId).toBe('b');
    const other = stepWhipAround(first, [game('a', 4, 200, 60, 50), game('b', 4, 90, 70, 62), game('c', 4, 80, 71, 70)], 3_000, NOTICE);
    expect(other.pending).toMatchObject({ matchId: 'c', sinceMs: 3_000 });
    expect(stepWhipAround(other, [game('a', 4, 100, 60, 60), game('c', 4, 70, 71, 66)], 4_000, NOTICE)).toEqual({
      watchingId: 'a',
      pending: null,
    });
  });

  it('stays on a game still going when the other is only nearer its end', () => {
    const watching = { watchingId: 'a', pending: null };
    const state = stepWhipAround(watching, [game('a', 2, 300, 40, 38), game('b', 3, 100, 60, 50)], 0, NOTICE);
    expect(state).toBe(watching);
  });

  it('moves on, with notice, once the game shown has ended; stays on it while nothing else is live', () => {
    const watching = { watchingId: 'a', pending: null };
    expect(stepWhipAround(watching, [game('a', 4, 0, 80, 70, 'finished')], 0, NOTICE)).toBe(watching);
    const noticed = stepWhipAround(watching, [game('b', 1, 500, 2, 0)], 0, NOTICE);
    expect(noticed.pending?.matchId).toBe('b');
    expect(switchNow(noticed)).toEqual({ watchingId: 'b', pending: null });
    expect(switchNow(watching)).toBe(watching);
  });
});

describe('Live Centre labels', () => {
  it('says the margin, the period and why a game is followed', () => {
    expect(marginLabel(80, 78)).toBe('2-point game');
    expect(marginLabel(70, 70)).toBe('tied game');
    expect(periodText(game('a', 2, 0, 0, 0, 'break'))).toBe('Half-time');
    expect(periodText(game('a', 3, 0, 0, 0, 'break'))).toBe('End of Q3');
    expect(periodText(game('a', 1, 600, 0, 0, 'not_started'))).toBe('Tip-off');
    expect(followReason(game('a', 4, 65, 80, 78))).toBe('Closest finish: 2-point game, 1:05 left in Q4.');
    expect(followReason(game('a', 2, 65, 40, 38))).toMatch(/^No close finish yet/);
  });

  it('finds a match among the live games, the results and the fixtures', () => {
    const listing = {
      competition: { name: 'L', cycle: 1, rounds: 30, matchesPlayed: 0, matchesTotal: 240 },
      running: true,
      live: [game('a', 1, 600, 0, 0)],
      results: [{ ...game('b', 4, 0, 80, 70, 'finished'), status: 'finished' as const }],
      upcoming: [{ ...game('c', 0, 0, 0, 0, 'not_started'), status: 'scheduled' as const }],
      table: [],
    };
    expect(findListedMatch(listing, 'b')?.status).toBe('finished');
    expect(findListedMatch(listing, 'c')?.status).toBe('scheduled');
    expect(findListedMatch(listing, 'z')).toBeNull();
    expect(findListedMatch(undefined, 'a')).toBeNull();
  });
});
