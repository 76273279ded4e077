/**
 * The league page's round: each match with its score and clock while live,
 * "Final" once played, Watch on the live ones (a spectator's seat), Coach on
 * the manager's own; read again every few seconds while the round plays, and
 * the league read again once the round has moved on.
 */
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LeagueRoundMatches, RoundMatch } from '@hardwood/shared';
import { fakeApi, renderWithClient } from '../../test/render';
import { careerWorld, club, detail, leagueWorld, round } from './league-fixtures';
import { LeaguePage } from './LeaguePage';
import { ROUND_MATCHES_POLL_MS } from './ThisRound';

const NOW = Date.parse('2026-03-10T19:00:30.000Z');
const TIP_OFF = '2026-03-10T19:00:00.000Z';
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

const match = (matchId: string, home: string, away: string, extra: Partial<RoundMatch> = {}): RoundMatch => ({
  matchId,
  home,
  away,
  homeScore: null,
  awayScore: null,
  isPlayed: false,
  live: false,
  clock: null,
  managed: { home: false, away: false },
  ...extra,
});

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the league page’s round', () => {
  it('lists the live scores to watch, his own match to coach, the played ones as final, and follows the round to its end', async () => {
    let answer: LeagueRoundMatches = {
      season: 1,
      matchday: 4,
      status: 'playing',
      matches: [
        match('m1', 'Olimpia', 'Roma', { live: true, homeScore: 30, awayScore: 28, clock: 'Q2 4:12', managed: { home: true, away: true } }),
        match('m2', 'Virtus', 'Treviso', {
          live: true,
          homeScore: 12,
          awayScore: 15,
          clock: 'Q1 0:40',
          managed: { home: true, away: false },
        }),
        match('m3', 'Venezia', 'Trento', { isPlayed: true, homeScore: 88, awayScore: 80 }),
      ],
    };
    let playing = true;
    const { calls } = fakeApi({
      'GET /api/leagues/w1': () =>
        detail({
          member: true,
          round: round(TIP_OFF, playing ? { status: 'playing' } : { status: 'waiting', matchday: 5, tipOffAt: '2026-03-11T19:00:00.000Z' }),
          table: [club('t1', 'Olimpia', 'Bo Boss'), club('t2', 'Roma', 'Ada Coach', true), club('t3', 'Virtus')],
        }),
      'GET /api/leagues/w1/round': () => answer,
      'GET /api/worlds': { worlds: [careerWorld(false), leagueWorld('w1', 'Friends League', round(TIP_OFF), true)] },
    });
    const roundReads = () => calls.filter((c) => c.url === '/api/leagues/w1/round').length;
    const leagueReads = () => calls.filter((c) => c.url === '/api/leagues/w1').length;
    renderWithClient(<LeaguePage id="w1" />);
    await pass(0);

    const card = screen.getByRole('region', { name: 'This round' });
    const rows = within(card).getAllByTestId('round-match');
    expect(rows.map((r) => r.textContent)).toEqual([
      'Olimpia30 - 28RomaLiveQ2 4:12Coach',
      'Virtus12 - 15TrevisoLiveQ1 0:40Watch',
      'Venezia88 - 80TrentoFinal',
    ]);
    // His own match stands out, and its button takes his side; another live one is watched with a spectator's seat.
    expect(rows[0]).toHaveAttribute('aria-current', 'true');
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: 'Coach' })).toHaveAttribute('href', '/match/m1/live');
    expect(within(card).getByRole('link', { name: 'Watch Virtus vs Treviso' })).toHaveAttribute('href', '/match/m2/live?spectate=1');
    expect(within(rows[2] as HTMLElement).queryByRole('link')).not.toBeInTheDocument();

    // While it plays, the scores are read again every few seconds.
    expect(roundReads()).toBe(1);
    answer = { ...answer, matches: answer.matches.map((m) => (m.matchId === 'm2' ? { ...m, homeScore: 14, clock: 'Q1 0:12' } : m)) };
    await pass(ROUND_MATCHES_POLL_MS);
    expect(roundReads()).toBe(2);
    expect(within(card).getAllByTestId('round-match')[1]).toHaveTextContent('Virtus14 - 15TrevisoLiveQ1 0:12Watch');

    // The round is over and processed: the next one's fixtures, the league read again, and no more polling.
    playing = false;
    answer = { season: 1, matchday: 5, status: 'waiting', matches: [match('m9', 'Roma', 'Virtus')] };
    const before = leagueReads();
    await pass(ROUND_MATCHES_POLL_MS);
    await pass(100);
    expect(leagueReads()).toBe(before + 1);
    expect(within(screen.getByRole('region', { name: 'Round' })).getByText('Season 1 · Matchday 5')).toBeInTheDocument();
    const next = within(screen.getByRole('region', { name: 'This round' })).getAllByTestId('round-match');
    expect(next.map((r) => r.textContent)).toEqual(['RomavsVirtus']);
    const reads = roundReads();
    await pass(3 * ROUND_MATCHES_POLL_MS);
    expect(roundReads()).toBe(reads);
  });
});
