/**
 * The open league's clock: the countdown ticking each second, the notice
 * once a few minutes before tip-off, the round read again when the
 * countdown runs out and while it plays; and the bar that shows it.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, renderHook, screen } from '@testing-library/react';
import { domAnimation, LazyMotion } from 'framer-motion';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LEAGUE_RULES, TOAST_DURATION_MS, type LeagueRound } from '@hardwood/shared';
import { Toaster } from '../../components/Toaster';
import { createQueryClient } from '../../lib/query';
import { fakeApi } from '../../test/render';
import { careerWorld, leagueWorld, round } from './league-fixtures';
import { LeagueBar } from './LeagueBar';
import { DUE_POLL_MS, forgetLeagueNotices, ROUND_POLL_MS, useLeagueClock } from './use-league-clock';

const NOW = Date.parse('2026-03-10T19:00:00.000Z');
const at = (seconds: number) => new Date(NOW + seconds * 1000).toISOString();
const NOTICE = 'Matchday 4 tips off in 5 minutes';

function wrapper({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={createQueryClient()}>
      <LazyMotion features={domAnimation}>
        {children}
        <Toaster />
      </LazyMotion>
    </QueryClientProvider>
  );
}

/** The worlds as the server answers them, the league open with `leagueRound`. */
function worldsApi(leagueRound: () => LeagueRound) {
  return fakeApi({ 'GET /api/worlds': () => ({ worlds: [careerWorld(false), leagueWorld('w1', 'Friends League', leagueRound(), true)] }) });
}
const worldReads = (calls: ReturnType<typeof fakeApi>['calls']) => calls.filter((c) => c.url === '/api/worlds').length;
/** Lets the fake clock run `ms`, with the fetches and renders it sets off. */
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
  forgetLeagueNotices();
});
afterEach(() => {
  // A toast left open would show in the next test: its time runs out first.
  act(() => {
    vi.advanceTimersByTime(TOAST_DURATION_MS);
  });
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the league clock', () => {
  it('counts down each second, gives the notice once at five minutes, and reads the round again at tip-off', async () => {
    const tipOff = at(LEAGUE_RULES.noticeBeforeSeconds + 2);
    const { calls } = worldsApi(() => round(tipOff));
    const { result } = renderHook(() => useLeagueClock(), { wrapper });
    await pass(0);
    expect(result.current?.world.name).toBe('Friends League');
    expect(result.current?.seconds).toBe(LEAGUE_RULES.noticeBeforeSeconds + 2);
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();

    await pass(1000);
    expect(result.current?.seconds).toBe(LEAGUE_RULES.noticeBeforeSeconds + 1);
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();

    await pass(1000);
    expect(result.current?.seconds).toBe(LEAGUE_RULES.noticeBeforeSeconds);
    expect(screen.getByText(NOTICE)).toBeInTheDocument();

    // The toast goes after its time; the notice does not come back as the countdown goes on.
    await pass(60_000);
    expect(screen.queryByText(/Matchday 4 tips off in/)).not.toBeInTheDocument();
    expect(worldReads(calls)).toBe(1);

    // Zero: the server is asked whether the round has started, then again every couple of seconds while it has not.
    await pass((LEAGUE_RULES.noticeBeforeSeconds - 60) * 1000);
    expect(result.current?.seconds).toBe(0);
    expect(worldReads(calls)).toBe(2);
    await pass(DUE_POLL_MS);
    expect(worldReads(calls)).toBe(3);
    await pass(DUE_POLL_MS);
    expect(worldReads(calls)).toBe(4);
    expect(screen.queryByText(/Matchday 4 tips off in/)).not.toBeInTheDocument();
  });

  it('gives the notice once however many pages mount the clock', async () => {
    worldsApi(() => round(at(120)));
    const first = renderHook(() => useLeagueClock(), { wrapper });
    await pass(0);
    expect(screen.getByText('Matchday 4 tips off in 2 minutes')).toBeInTheDocument();
    first.unmount();
    await pass(10_000);
    renderHook(() => useLeagueClock(), { wrapper });
    await pass(1000);
    expect(screen.queryByText(/tips off in/)).not.toBeInTheDocument();
  });

  it('reads the round every 15 s while it plays, and stops once it is over', async () => {
    let status: LeagueRound['status'] = 'playing';
    const { calls } = worldsApi(() => round(status === 'waiting' ? at(86_400) : at(-30), { status }));
    renderHook(() => useLeagueClock(), { wrapper });
    await pass(0);
    expect(worldReads(calls)).toBe(1);
    await pass(ROUND_POLL_MS);
    expect(worldReads(calls)).toBe(2);
    status = 'processing';
    await pass(ROUND_POLL_MS);
    expect(worldReads(calls)).toBe(3);
    status = 'waiting';
    await pass(ROUND_POLL_MS);
    expect(worldReads(calls)).toBe(4);
    await pass(3 * ROUND_POLL_MS);
    expect(worldReads(calls)).toBe(4);
    // Nothing to notice a day ahead.
    expect(screen.queryByText(/tips off in/)).not.toBeInTheDocument();
  });

  it('is off in the career', async () => {
    const { calls } = fakeApi({ 'GET /api/worlds': { worlds: [careerWorld(true), leagueWorld('w1', 'Friends League', round(at(60)))] } });
    const { result } = renderHook(() => useLeagueClock(), { wrapper });
    await pass(0);
    expect(result.current).toBeNull();
    await pass(5 * ROUND_POLL_MS);
    expect(worldReads(calls)).toBe(1);
    expect(screen.queryByText(/tips off in/)).not.toBeInTheDocument();
  });
});

describe('the league bar', () => {
  it('counts down to the tip-off, each second', async () => {
    worldsApi(() => round(at(3723)));
    render(<LeagueBar />, { wrapper });
    await pass(0);
    expect(screen.getByTestId('league-bar')).toHaveTextContent('Friends League · Matchday 4 tips off in 01:02:03');
    expect(screen.getByRole('link', { name: 'Friends League' })).toHaveAttribute('href', '/leagues/w1');
    await pass(1000);
    expect(screen.getByTestId('league-bar')).toHaveTextContent('Friends League · Matchday 4 tips off in 01:02:02');
    expect(screen.queryByRole('link', { name: 'Watch' })).not.toBeInTheDocument();
  });

  it('says the matchday is being played once his match is over, with a Watch link to the league’s live round', async () => {
    worldsApi(() => round(at(-90), { status: 'playing', startedLate: true }));
    render(<LeagueBar />, { wrapper });
    await pass(0);
    expect(screen.getByTestId('league-bar')).toHaveTextContent('Friends League · Matchday 4 is being played');
    expect(screen.getByRole('link', { name: 'Watch' })).toHaveAttribute('href', '/leagues/w1');
    expect(screen.queryByRole('link', { name: 'Open match' })).not.toBeInTheDocument();
    expect(screen.getByText('Started late')).toBeInTheDocument();
  });

  it('says his match is live at the tip-off, and opens it with one click', async () => {
    let started = false;
    const { calls } = fakeApi({
      'GET /api/worlds': () => ({
        worlds: [
          careerWorld(false),
          started
            ? leagueWorld('w1', 'Friends League', round(at(-1), { status: 'playing' }), true, { liveMatchId: 'm7' })
            : leagueWorld('w1', 'Friends League', round(at(3)), true),
        ],
      }),
    });
    render(<LeagueBar />, { wrapper });
    await pass(0);
    expect(screen.getByTestId('league-bar')).toHaveTextContent('Matchday 4 tips off in 00:03');
    // The server starts the round a moment after the countdown runs out: the bar asks again within a couple of seconds.
    await pass(3000);
    started = true;
    await pass(DUE_POLL_MS);
    expect(worldReads(calls)).toBe(3);
    // Its answer is read a moment later.
    await pass(100);
    expect(screen.getByTestId('league-bar')).toHaveTextContent('Friends League · Your match is live');
    expect(screen.getByRole('link', { name: 'Open match' })).toHaveAttribute('href', '/match/m7/live');
    expect(screen.queryByRole('link', { name: 'Watch' })).not.toBeInTheDocument();
  });

  it('shows nothing in the career', async () => {
    fakeApi({ 'GET /api/worlds': { worlds: [careerWorld(true)] } });
    render(<LeagueBar />, { wrapper });
    await pass(0);
    expect(screen.queryByTestId('league-bar')).not.toBeInTheDocument();
  });
});
