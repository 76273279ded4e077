import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithClient } from '../../test/render';
import { match, team, user } from '../../test/fixtures';
import { EUROPEAN_CUP_LEAGUE_ID } from '@hardwood/shared';
import { cup } from '../../test/cup-fixtures';
import { isCupMatch, OFFICE_BLOCK_REASON, rowAction, scheduleCounts, showsTournamentWarning, TOURNAMENT_WARNING } from './match-actions';
import { ScheduleTab } from './ScheduleTab';

const ctx = { userTeamId: 'me', nextMatchday: 3, pendingOfficeItems: 0 };

describe('schedule row actions', () => {
  it('plays only the own unplayed match of the next matchday', () => {
    expect(rowAction(match('a', 3, 'me', 'x'), ctx)).toEqual({ kind: 'play' });
    expect(rowAction(match('b', 4, 'x', 'me'), ctx)).toEqual({ kind: 'wait' });
    expect(rowAction(match('c', 3, 'x', 'y'), ctx)).toEqual({ kind: 'scheduled' });
    expect(rowAction(match('d', 2, 'me', 'x', { homeScore: 80, awayScore: 70, isPlayed: true }), ctx)).toEqual({ kind: 'played' });
    // Played but the matchday not processed yet: the manager closes and saves it.
    expect(rowAction(match('f', 3, 'me', 'x', { homeScore: 80, awayScore: 70, isPlayed: true }), ctx)).toEqual({ kind: 'process' });
    expect(rowAction(match('g', 3, 'x', 'y', { homeScore: 80, awayScore: 70, isPlayed: true }), ctx)).toEqual({ kind: 'played' });
    expect(rowAction(match('e', 3, 'me', 'x'), { ...ctx, pendingOfficeItems: 2 })).toEqual({
      kind: 'blocked',
      reason: OFFICE_BLOCK_REASON,
    });
  });

  it('warns of a pending tournament match only beside the current Play button', () => {
    expect(showsTournamentWarning({ kind: 'play' }, true)).toBe(true);
    expect(showsTournamentWarning({ kind: 'blocked', reason: OFFICE_BLOCK_REASON }, true)).toBe(true);
    expect(showsTournamentWarning({ kind: 'play' }, false)).toBe(false);
    expect(showsTournamentWarning({ kind: 'wait' }, true)).toBe(false);
    expect(showsTournamentWarning({ kind: 'played' }, true)).toBe(false);
  });

  it('tells European Cup games by their league id, falling back to their Cup details, then to coming after the league', () => {
    expect(isCupMatch(match('a', 23, 'me', 'x', { leagueId: EUROPEAN_CUP_LEAGUE_ID }))).toBe(true);
    expect(isCupMatch(match('b', 5, 'me', 'x', { leagueId: EUROPEAN_CUP_LEAGUE_ID }))).toBe(true);
    expect(isCupMatch(match('c', 23, 'me', 'x', { leagueId: 1 }))).toBe(false);
    expect(isCupMatch(match('d', 5, 'me', 'x', { cup: { round: 'QF', slot: 1, game: 1, neutralVenue: false } }))).toBe(true);
    expect(isCupMatch(match('e', 23, 'me', 'x'))).toBe(true);
    expect(isCupMatch(match('f', 22, 'me', 'x'))).toBe(false);
  });

  it('counts teams, matchdays and matches per round', () => {
    expect(scheduleCounts([match('a', 1, 'p', 'q'), match('b', 1, 'r', 's'), match('c', 12, 'q', 'p')])).toEqual({
      teams: 4,
      matchdays: 2,
      perRound: 2,
    });
  });
});

describe('ScheduleTab', () => {
  it('badges the next matchday and labels every row', async () => {
    fakeApi({
      '/api/user/team': team('me', 'Lions', true),
      '/api/seasons?leagueId=1': [{ id: 's1', name: '2025-26', isActive: true, leagueId: 1, currentMatchday: 2 }],
      '/api/season/status': {
        season: { id: 's1', seasonName: '2025-26' },
        isComplete: false,
        totalMatches: 6,
        completedMatches: 2,
        totalMatchdays: 3,
        completedMatchdays: 1,
        completionPercentage: 33,
      },
      '/api/teams?leagueId=1': [team('me', 'Lions', true), team('x', 'Bears'), team('y', 'Wolves'), team('z', 'Hawks')],
      '/api/matches?seasonId=s1': [
        match('m1', 1, 'me', 'x', { homeScore: 81, awayScore: 77, isPlayed: true }),
        match('m2', 1, 'y', 'z', { homeScore: 70, awayScore: 75, isPlayed: true }),
        match('m3', 2, 'x', 'me'),
        match('m4', 2, 'y', 'z'),
        match('m5', 12, 'me', 'y'),
        match('m6', 12, 'x', 'z'),
      ],
    });
    const onPlay = vi.fn();
    const onViewTeam = vi.fn();
    renderWithClient(<ScheduleTab user={user} onViewTeam={onViewTeam} onPlay={onPlay} />);
    expect(await screen.findByRole('heading', { name: '2025-26 - League Schedule' })).toBeInTheDocument();
    expect(screen.getByText('4 teams · 3 matchdays · 4 matches per round')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Round 1 - First Leg' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Round 2 - Return Leg' })).toBeInTheDocument();
    const days = screen.getAllByTestId('matchday');
    expect(within(days[1] as HTMLElement).getByText('Next Game')).toBeInTheDocument();
    expect(screen.getAllByText('Next Game')).toHaveLength(1);
    expect(screen.getByText('81 - 77')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Summary' })).toHaveLength(2);
    expect(screen.getByText('Wait for your turn')).toBeInTheDocument();
    expect(screen.getAllByText('Scheduled')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: '▶ Play' }));
    expect(onPlay).toHaveBeenCalledWith(expect.objectContaining({ id: 'm3' }));
    fireEvent.click(screen.getAllByRole('button', { name: 'Bears' })[0] as HTMLElement);
    expect(onViewTeam).toHaveBeenCalledWith('x');
    // A played game's summary leads to its full box score.
    fireEvent.click(screen.getAllByRole('button', { name: 'Summary' })[0] as HTMLElement);
    expect(await screen.findByRole('link', { name: 'Full box score' })).toHaveAttribute('href', '/match/m1');
  });

  const scheduleApi = (pending: unknown) =>
    fakeApi({
      '/api/user/team': team('me', 'Lions', true),
      '/api/seasons?leagueId=1': [{ id: 's1', name: '2025-26', isActive: true, leagueId: 1, currentMatchday: 2 }],
      '/api/season/status': {
        season: { id: 's1', seasonName: '2025-26' },
        isComplete: false,
        totalMatches: 4,
        completedMatches: 2,
        totalMatchdays: 2,
        completedMatchdays: 1,
        completionPercentage: 50,
      },
      '/api/teams?leagueId=1': [team('me', 'Lions', true), team('x', 'Bears')],
      '/api/matches?seasonId=s1': [match('m1', 1, 'me', 'x', { homeScore: 81, awayScore: 77, isPlayed: true }), match('m3', 2, 'x', 'me')],
      '/api/youth-academy/pending-match': pending,
    });

  const officeApi = (notifications: unknown) =>
    fakeApi({
      '/api/user/team': team('me', 'Lions', true),
      '/api/seasons?leagueId=1': [{ id: 's1', name: '2025-26', isActive: true, leagueId: 1, currentMatchday: 2 }],
      '/api/season/status': {
        season: { id: 's1', seasonName: '2025-26' },
        isComplete: false,
        totalMatches: 4,
        completedMatches: 2,
        totalMatchdays: 2,
        completedMatchdays: 1,
        completionPercentage: 50,
      },
      '/api/teams?leagueId=1': [team('me', 'Lions', true), team('x', 'Bears')],
      '/api/matches?seasonId=s1': [match('m1', 1, 'me', 'x', { homeScore: 81, awayScore: 77, isPlayed: true }), match('m3', 2, 'x', 'me')],
      '/api/office/notifications': notifications,
    });
  const loanNotice = {
    id: 'scout_report:l1',
    title: 'Young Gun is on loan until matchday 7',
    notificationType: 'scout_report',
    relatedId: 'l1',
  };
  const finalReport = {
    id: 'scout_report:r1',
    title: 'Final scout report (matchday 7): Young Gun grew',
    notificationType: 'scout_report',
    relatedId: 'r1',
  };

  it('says the seasons call failed instead of No Schedule Available', async () => {
    fakeApi({ '/api/user/team': team('me', 'Lions', true), '/api/seasons?leagueId=1': { status: 500, body: { message: 'down' } } });
    renderWithClient(<ScheduleTab user={user} onViewTeam={() => undefined} onPlay={() => undefined} />);
    expect(await screen.findByText('Failed to fetch seasons')).toBeInTheDocument();
    expect(screen.queryByText('No Schedule Available')).not.toBeInTheDocument();
  });

  it('says the league teams call failed', async () => {
    const { fetchMock } = officeApi([]);
    const answer = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) =>
      String(input) === '/api/teams?leagueId=1' ? new Response('{"message":"down"}', { status: 500 }) : answer!(input, init),
    );
    renderWithClient(<ScheduleTab user={user} onViewTeam={() => undefined} onPlay={() => undefined} />);
    expect(await screen.findByText('Failed to fetch teams')).toBeInTheDocument();
  });

  it('keeps Play open while only loan notices and scout reports are unread', async () => {
    officeApi([loanNotice, finalReport]);
    renderWithClient(<ScheduleTab user={user} onViewTeam={() => undefined} onPlay={() => undefined} />);
    expect(await screen.findByRole('button', { name: '▶ Play' })).toBeEnabled();
    expect(screen.queryByTestId('office-block')).not.toBeInTheDocument();
  });

  it('names the matter that holds the match and links to its office tab', async () => {
    officeApi([
      loanNotice,
      { id: 'sponsorship_offer:o1', title: 'Acme offers €200,000', notificationType: 'sponsorship_offer', relatedId: 'o1' },
    ]);
    renderWithClient(<ScheduleTab user={user} onViewTeam={() => undefined} onPlay={() => undefined} />);
    const reason = await screen.findByTestId('office-block');
    expect(reason).toHaveTextContent('⚠️ Read office notifications first: Sponsorships (Acme offers €200,000)');
    expect(screen.getByRole('button', { name: '▶ Play' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Open Sponsorships' }));
    expect(window.location.search).toBe('?tab=office&office=sponsors');
  });

  it('warns of a pending youth tournament match beside Play without disabling it', async () => {
    scheduleApi({ matchId: 't3', number: 3, opponent: 'vs Treviso U16', matchday: 2, status: 'available', record: null });
    const onPlay = vi.fn();
    renderWithClient(<ScheduleTab user={user} onViewTeam={() => undefined} onPlay={onPlay} />);
    expect(await screen.findByText(TOURNAMENT_WARNING)).toBeInTheDocument();
    expect(screen.getByText('⚠️ Complete Youth Academy tournament match first')).toBeInTheDocument();
    const row = screen.getByTestId('tournament-warning').closest('[data-testid="match-row"]') as HTMLElement;
    const playButton = within(row).getByRole('button', { name: '▶ Play' });
    expect(playButton).toBeEnabled();
    expect(within(row).getByRole('button', { name: 'Open Tournament' })).toBeInTheDocument();
    fireEvent.click(playButton);
    expect(onPlay).toHaveBeenCalledWith(expect.objectContaining({ id: 'm3' }));
  });

  it("opens the match's own live page from Play", async () => {
    scheduleApi(null);
    window.history.replaceState(null, '', '/matches');
    renderWithClient(<ScheduleTab user={user} onViewTeam={() => undefined} />);
    fireEvent.click(await screen.findByRole('button', { name: '▶ Play' }));
    expect(window.location.pathname).toBe('/match/m3/live');
    window.history.replaceState(null, '', '/');
  });

  it('shows no tournament warning without a pending match', async () => {
    const { calls } = scheduleApi(null);
    renderWithClient(<ScheduleTab user={user} onViewTeam={() => undefined} onPlay={() => undefined} />);
    expect(await screen.findByRole('button', { name: '▶ Play' })).toBeEnabled();
    // The pending-match answer (null) was asked for alongside the schedule, a single call against its chain of four.
    await waitFor(() => expect(calls.some((c) => c.url === '/api/youth-academy/pending-match')).toBe(true));
    expect(screen.queryByText(TOURNAMENT_WARNING)).not.toBeInTheDocument();
    expect(screen.queryByTestId('tournament-warning')).not.toBeInTheDocument();
  });

  it('badges the European Cup matchdays, names the Cup opponents and keeps them out of the league counts', async () => {
    const cupGame = (id: string, day: number, home: string, away: string, extra = {}) =>
      match(id, day, home, away, {
        leagueId: EUROPEAN_CUP_LEAGUE_ID,
        round: 1,
        cup: { round: 'QF', slot: 2, game: day - 22, neutralVenue: false },
        ...extra,
      });
    const { calls } = fakeApi({
      '/api/user/team': team('me', 'Lions', true),
      '/api/seasons?leagueId=1': [{ id: 's1', name: '2025-26', isActive: true, leagueId: 1, currentMatchday: 24 }],
      '/api/season/status': {
        season: { id: 's1', seasonName: '2025-26' },
        isComplete: false,
        totalMatches: 4,
        completedMatches: 3,
        totalMatchdays: 24,
        completedMatchdays: 23,
        completionPercentage: 90,
      },
      '/api/teams?leagueId=1': [team('me', 'Lions', true), team('x', 'Bears')],
      '/api/european-cup': cup(),
      '/api/matches?seasonId=s1': [
        match('m1', 1, 'me', 'x', { homeScore: 81, awayScore: 77, isPlayed: true, leagueId: 1 }),
        match('m2', 12, 'x', 'me', { homeScore: 70, awayScore: 72, isPlayed: true, leagueId: 1 }),
        cupGame('c1', 23, 'me', 't5', { homeScore: 90, awayScore: 80, isPlayed: true }),
        cupGame('c2', 24, 'me', 't5'),
      ],
    });
    renderWithClient(<ScheduleTab user={user} onViewTeam={() => undefined} onPlay={() => undefined} />);
    expect(await screen.findByRole('heading', { name: '2025-26 - League Schedule' })).toBeInTheDocument();
    expect(screen.getByText('2 teams · 2 matchdays · 1 matches per round')).toBeInTheDocument();
    const days = screen.getAllByTestId('matchday');
    expect(days.map((d) => d.getAttribute('data-competition'))).toEqual(['league', 'league', 'cup', 'cup']);
    // The Cup's matchdays follow the league's rounds, outside them, each badged.
    const round1 = screen.getByRole('region', { name: 'Round 1 - First Leg' });
    expect(within(round1).getAllByTestId('matchday')).toHaveLength(1);
    const cupSection = screen.getByRole('region', { name: 'European Cup' });
    const cupDays = within(cupSection).getAllByTestId('matchday');
    expect(cupDays).toHaveLength(2);
    for (const day of cupDays) expect(within(day).getByText('European Cup')).toBeInTheDocument();
    expect(screen.getAllByText('European Cup')).toHaveLength(2);
    expect(within(cupDays[1] as HTMLElement).getByText('Next Game')).toBeInTheDocument();
    // Cup opponents from other leagues are named from the Cup's entrants.
    expect(await within(cupDays[0] as HTMLElement).findByRole('button', { name: 'Belgrade' })).toBeInTheDocument();
    expect(within(cupDays[1] as HTMLElement).getByRole('button', { name: '▶ Play' })).toBeEnabled();
    expect(calls.filter((c) => c.url === '/api/european-cup')).toHaveLength(1);
  });

  it('asks for no Cup without Cup games', async () => {
    const { calls } = scheduleApi(null);
    renderWithClient(<ScheduleTab user={user} onViewTeam={() => undefined} onPlay={() => undefined} />);
    expect(await screen.findByRole('button', { name: '▶ Play' })).toBeEnabled();
    expect(screen.queryByText('European Cup')).not.toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/european-cup')).toBe(false);
  });

  it('says so when there is no season', async () => {
    fakeApi({ '/api/user/team': team('me', 'Lions', true), '/api/seasons?leagueId=1': [] });
    renderWithClient(<ScheduleTab user={user} onViewTeam={() => undefined} />);
    expect(await screen.findByText('No Schedule Available')).toBeInTheDocument();
    expect(screen.getByText('The season schedule will be automatically generated when you complete your team setup.')).toBeInTheDocument();
  });
});
