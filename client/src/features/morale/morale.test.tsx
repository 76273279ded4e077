import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routeUrl, ROUTES } from '@hardwood/shared';
import { moraleOverview, moralePlayer } from '../../test/economy-fixtures';
import { fakeApi, renderWithClient } from '../../test/render';
import { MoralePanel } from './MoralePanel';
import { byNeed, drift, promiseProgress, signed } from './morale-logic';

const overviewUrl = routeUrl(ROUTES.morale.overview, {});

describe('morale logic', () => {
  it('says where morale drifts and signs the baseline parts', () => {
    expect(drift({ morale: 40, baseline: 55 })).toEqual({ direction: 'up', text: 'Drifting up toward 55' });
    expect(drift({ morale: 90, baseline: 62 })).toEqual({ direction: 'down', text: 'Drifting down toward 62' });
    expect(drift({ morale: 50, baseline: 50 }).direction).toBe('steady');
    expect([10, -6, 0].map(signed)).toEqual(['+10', '−6', '0']);
  });

  it("measures a promise's progress against the minutes promised", () => {
    expect(promiseProgress({ minutes: 20, games: 3, gamesPlayed: 0, averageMinutes: 0 })).toMatchObject({ percent: 0, onTrack: true });
    expect(promiseProgress({ minutes: 20, games: 3, gamesPlayed: 2, averageMinutes: 14.5 })).toEqual({
      percent: 67,
      onTrack: false,
      text: 'Promised 20 min a game: 2 of 3 games, averaging 14.5 min',
    });
    expect(promiseProgress({ minutes: 20, games: 3, gamesPlayed: 1, averageMinutes: 26 }).onTrack).toBe(true);
  });

  it('lists the unhappiest first', () => {
    const list = [
      moralePlayer('a', { morale: 70, name: 'A' }),
      moralePlayer('b', { morale: 30, name: 'B' }),
      moralePlayer('c', { morale: 30, name: 'C' }),
    ];
    expect(byNeed(list).map((p) => p.name)).toEqual(['B', 'C', 'A']);
  });
});

describe('morale panel', () => {
  it('holds a team meeting once and shows its explained outcome', async () => {
    const message = 'After three defeats the squad wanted a plan: morale +6.';
    const { calls } = fakeApi({
      [overviewUrl]: moraleOverview({ teamMorale: 41 }),
      [`POST ${routeUrl(ROUTES.morale.teamMeeting, {})}`]: { outcome: 'lifted', change: 6, message, teamMorale: 47 },
    });
    renderWithClient(<MoralePanel />);
    expect(await screen.findByTestId('team-morale')).toHaveTextContent('41 / 100');
    fireEvent.click(screen.getByRole('button', { name: 'Hold a team meeting' }));
    expect(await screen.findByText('Morale Lifted')).toBeInTheDocument();
    expect(screen.getByTestId('meeting-outcome')).toHaveTextContent(message);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('disables the meeting once held this matchday and says how it went', async () => {
    fakeApi({
      [overviewUrl]: moraleOverview({ meetingAvailable: false, lastMeeting: { matchday: 3, message: 'They switched off.' } }),
    });
    renderWithClient(<MoralePanel />);
    expect(await screen.findByRole('button', { name: 'Hold a team meeting' })).toBeDisabled();
    expect(screen.getByText('Held this matchday')).toBeInTheDocument();
    expect(screen.getByTestId('meeting-outcome')).toHaveTextContent('Matchday 3: They switched off.');
  });

  it("shows each player's drift and its parts, and talks to him once a matchday", async () => {
    const down = moralePlayer('p1', {
      name: 'Down Dan',
      morale: 35,
      baseline: 52,
      parts: { playingTime: 3, results: -6, pay: 5 },
    });
    const spoken = moralePlayer('p2', { name: 'Spoken Sid', morale: 80, baseline: 66, talkedThisMatchday: true });
    const promised = moralePlayer('p3', {
      name: 'Promised Pete',
      morale: 60,
      baseline: 58,
      promise: { minutes: 20, games: 3, gamesPlayed: 1, averageMinutes: 12 },
    });
    const { calls } = fakeApi({
      [overviewUrl]: moraleOverview({ players: [spoken, promised, down], promisesBroken: 1 }),
      [`POST ${routeUrl(ROUTES.morale.talk, { playerId: 'p1' })}`]: {
        outcome: 'lifted',
        change: 6,
        message: 'Down Dan needed to hear it: morale +6.',
        teamMorale: 61,
      },
      [`POST ${routeUrl(ROUTES.morale.promise, { playerId: 'p1' })}`]: {
        message: 'Down Dan takes you at your word.',
        change: 3,
        teamMorale: 61,
      },
    });
    renderWithClient(<MoralePanel />);
    expect(await screen.findByText(/You broke 1 promise this season/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: "Players' morale (3)" }));
    const rows = screen.getAllByTestId('morale-player');
    // The unhappiest first.
    expect(rows.map((r) => r.querySelector('p')?.textContent)).toEqual(['Down Dan', 'Promised Pete', 'Spoken Sid']);
    const [dan, pete, sid] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(dan).getByText('Drifting up toward 52')).toBeInTheDocument();
    expect(within(dan).getByText('Playing time +3')).toBeInTheDocument();
    expect(within(dan).getByText('Results −6')).toBeInTheDocument();
    expect(within(dan).getByText('Pay +5')).toBeInTheDocument();
    expect(within(sid).getByText('Drifting down toward 66')).toBeInTheDocument();
    expect(within(sid).getByRole('button', { name: 'Praise Spoken Sid' })).toBeDisabled();
    expect(within(sid).getByRole('button', { name: 'Criticise Spoken Sid' })).toBeDisabled();
    expect(within(pete).getByTestId('promise-progress')).toHaveTextContent('Promised 20 min a game: 1 of 3 games, averaging 12.0 min');
    expect(within(pete).queryByRole('button', { name: 'Promise Promised Pete playing time' })).toBeNull();

    fireEvent.click(within(dan).getByRole('button', { name: 'Praise Down Dan' }));
    expect(await screen.findByText('Down Dan needed to hear it: morale +6.')).toBeInTheDocument();
    fireEvent.click(within(dan).getByRole('button', { name: 'Promise Down Dan playing time' }));
    expect(await screen.findByText('Down Dan takes you at your word.')).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ kind: 'praise' }, {}]));
  });

  it('keeps the cards where they are while a talk changes a morale, and sorts again when the list is reopened', async () => {
    let danMorale = 35;
    fakeApi({
      [overviewUrl]: () =>
        moraleOverview({
          players: [
            moralePlayer('p2', { name: 'Pete', morale: 60, baseline: 60 }),
            moralePlayer('p1', { name: 'Dan', morale: danMorale, baseline: 50, talkedThisMatchday: danMorale > 35 }),
          ],
        }),
      [`POST ${routeUrl(ROUTES.morale.talk, { playerId: 'p1' })}`]: () => {
        danMorale = 75;
        return { outcome: 'lifted', change: 40, message: 'Dan is flying.', teamMorale: 68 };
      },
    });
    renderWithClient(<MoralePanel />);
    fireEvent.click(await screen.findByRole('button', { name: "Players' morale (2)" }));
    const names = () => screen.getAllByTestId('morale-player').map((r) => r.querySelector('p')?.textContent);
    expect(names()).toEqual(['Dan', 'Pete']);

    fireEvent.click(screen.getByRole('button', { name: 'Praise Dan' }));
    // The refreshed overview has Dan happier than Pete: his card stays first, under the cursor.
    await waitFor(() => expect(screen.getByRole('meter', { name: 'Dan morale' })).toHaveAttribute('aria-valuenow', '75'));
    expect(names()).toEqual(['Dan', 'Pete']);

    fireEvent.click(screen.getByRole('button', { name: 'Hide players' }));
    fireEvent.click(screen.getByRole('button', { name: "Players' morale (2)" }));
    expect(names()).toEqual(['Pete', 'Dan']);
  });

  it("shows a lever's refusal in the server's words", async () => {
    fakeApi({
      [overviewUrl]: moraleOverview(),
      [`POST ${routeUrl(ROUTES.morale.teamMeeting, {})}`]: { status: 409, body: { message: 'The squad met this matchday already.' } },
    });
    renderWithClient(<MoralePanel />);
    fireEvent.click(await screen.findByRole('button', { name: 'Hold a team meeting' }));
    expect(await screen.findByText('The squad met this matchday already.')).toBeInTheDocument();
    expect(screen.getByText('Meeting Failed')).toBeInTheDocument();
  });
});
