/** What a write refreshes comes from the route table: the reads whose route's tags meet the write's `invalidates`. */
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROUTES } from '@hardwood/shared';
import { fakeApi } from '../test/render';
import { OFFICE_REFETCH_DELAY_MS, routeKey, tagsOfKey, useRouteMutation } from './contract';
import { createQueryClient } from './query';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('tagsOfKey', () => {
  it('finds the route of a cached URL, with its parameters and query, and its tags', () => {
    expect(tagsOfKey(routeKey(ROUTES.players.teamPlayers, { teamId: 't1' }))).toEqual(ROUTES.players.teamPlayers.tags);
    expect(tagsOfKey(routeKey(ROUTES.teams.list, {}, { leagueId: 3 }))).toEqual(ROUTES.teams.list.tags);
    // A path that only starts like a route's is not that route.
    expect(tagsOfKey(routeKey(ROUTES.academy.academySlots, {}))).toEqual(ROUTES.academy.academySlots.tags);
    expect(tagsOfKey(['/api/youth-academy/unknown'])).toEqual([]);
    expect(tagsOfKey([42])).toEqual([]);
  });
});

describe('useRouteMutation', () => {
  function setup() {
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    return { client, wrapper };
  }

  it('calls the route, then refetches the reads it invalidates and leaves the others cached', async () => {
    const { calls } = fakeApi({
      'POST /api/transfers/sign/p1': { success: true },
      '/api/players/roster': [],
      '/api/user/team': { id: 'me' },
      '/api/auth/user': { id: 'u' },
    });
    const { client, wrapper } = setup();
    for (const key of [routeKey(ROUTES.players.roster, {}), routeKey(ROUTES.teams.myTeam, {}), routeKey(ROUTES.auth.currentUser, {})]) {
      await client.prefetchQuery({ queryKey: key });
    }
    const before = calls.length;
    const onSuccess = vi.fn();
    const { result } = renderHook(
      () => useRouteMutation(ROUTES.transfers.signPlayer, (playerId: string) => [{ playerId }], { onSuccess }),
      { wrapper },
    );
    await act(() => result.current.mutateAsync('p1'));
    expect(onSuccess).toHaveBeenCalledOnce();
    expect(calls[before]).toMatchObject({ method: 'POST', url: '/api/transfers/sign/p1' });
    // A deal makes the roster and the budget stale, never the signed-in user.
    expect(client.getQueryState(routeKey(ROUTES.players.roster, {}))?.isInvalidated).toBe(true);
    expect(client.getQueryState(routeKey(ROUTES.teams.myTeam, {}))?.isInvalidated).toBe(true);
    expect(client.getQueryState(routeKey(ROUTES.auth.currentUser, {}))?.isInvalidated).toBe(false);
  });

  it('refreshes nothing after a failure', async () => {
    fakeApi({ 'POST /api/transfers/sign/p1': { status: 409, body: { message: 'busy' } }, '/api/players/roster': [] });
    const { client, wrapper } = setup();
    await client.prefetchQuery({ queryKey: routeKey(ROUTES.players.roster, {}) });
    const { result } = renderHook(() => useRouteMutation(ROUTES.transfers.signPlayer, (playerId: string) => [{ playerId }]), { wrapper });
    await act(async () => {
      await expect(result.current.mutateAsync('p1')).rejects.toThrow('409: busy');
    });
    expect(client.getQueryState(routeKey(ROUTES.players.roster, {}))?.isInvalidated).toBe(false);
  });

  it('reads the office again a moment after a change that touches it', async () => {
    const { calls } = fakeApi({ 'POST /api/office/pay-salary': { message: 'paid' }, '/api/office/notifications': [] });
    const { client, wrapper } = setup();
    await client.prefetchQuery({ queryKey: routeKey(ROUTES.office.notifications, {}) });
    const { result } = renderHook(() => useRouteMutation(ROUTES.office.paySalary, () => [{}, { salaryPaymentId: 'a'.repeat(24) }]), {
      wrapper,
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await act(() => result.current.mutateAsync());
    client.setQueryData(routeKey(ROUTES.office.notifications, {}), []);
    expect(client.getQueryState(routeKey(ROUTES.office.notifications, {}))?.isInvalidated).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(OFFICE_REFETCH_DELAY_MS));
    await waitFor(() => expect(client.getQueryState(routeKey(ROUTES.office.notifications, {}))?.isInvalidated).toBe(true));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });
});
