import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AcademySlot, TournamentMatch, TournamentOverview, TournamentRecord, YouthProspect } from '@hardwood/shared';
import { fakeApi, renderWithClient } from '../../test/render';
import { team } from '../../test/fixtures';
import { academySlot, compactAcademy } from '../../test/academy-fixtures';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ACADEMY_IMAGE, AcademyTab, academyTabFor } from './AcademyTab';
import { ScoutReportsPanel } from '../office/ScoutReportsPanel';
import { ScoutingPanel } from './ScoutingPanel';
import { TournamentPanel } from './TournamentPanel';

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

const record = (matchId: string, opponent: string, extra: Partial<TournamentRecord> = {}): TournamentRecord => ({
  matchId,
  opponent,
  tournament: 'Regional Tournament',
  teamScore: 84,
  opponentScore: 76,
  result: 'win',
  matchday: 2,
  selectedPlayers: [
    {
      playerId: 'y1',
      name: 'Luca Rossi',
      position: 'PG',
      stats: { ...ZERO, points: 22, rebounds: 3, assists: 7, fgm: 8, fga: 15, threepm: 2, threepa: 5, ftm: 4, fta: 5, minutesPlayed: 34 },
      scoutNotes: ['Scored at will'],
    },
    {
      playerId: 'y2',
      name: 'Marco Bianchi',
      position: 'C',
      stats: { ...ZERO, points: 12, rebounds: 11, assists: 1, fgm: 5, fga: 9, ftm: 2, fta: 4, minutesPlayed: 28 },
      scoutNotes: [],
    },
  ],
  playersSelected: 2,
  teamStats: { totalPoints: 84, totalRebounds: 42, totalAssists: 21, fieldGoalPct: 46.2, threePointPct: 36.4, freeThrowPct: 72.7 },
  mvpPlayer: { playerId: 'y1', name: 'Luca Rossi', points: 22, rebounds: 3, assists: 7 },
  ...extra,
});

const tmatch = (
  number: number,
  opponent: string,
  status: TournamentMatch['status'],
  rec: TournamentRecord | null = null,
): TournamentMatch => ({
  matchId: `t${number}`,
  number,
  opponent,
  matchday: number * 2 - 1,
  status,
  record: rec,
});

const overview = (matches: TournamentMatch[]): TournamentOverview => ({
  tournament: 'Regional Tournament',
  season: 1,
  currentMatchday: 3,
  matches,
  played: matches.filter((m) => m.status === 'played').length,
  wins: 1,
  losses: 0,
  averagePoints: 84,
  mvpAwards: [{ playerId: 'y1', name: 'Luca Rossi', awards: 1 }],
});

const schedule = [
  tmatch(1, 'vs Bologna Juniors', 'played', record('t1', 'vs Bologna Juniors')),
  tmatch(2, 'vs Pesaro Youth', 'available'),
  tmatch(3, 'vs Treviso U16', 'locked'),
  tmatch(4, 'vs Varese Academy', 'missed'),
];

describe('TournamentPanel', () => {
  it('lists the schedule with its states and the tally', async () => {
    fakeApi({ '/api/youth-academy/tournament-matches': overview(schedule), '/api/user/team': team('me', 'Lions', true) });
    renderWithClient(<TournamentPanel />);
    expect(await screen.findByRole('heading', { name: 'Regional Tournament' })).toBeInTheDocument();
    const rows = screen.getAllByTestId('tournament-match');
    expect(rows).toHaveLength(4);
    expect(within(rows[0] as HTMLElement).getByText('vs Bologna Juniors')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText('W 84–76')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText('MVP Luca Rossi')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Available now')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByRole('button', { name: 'PLAY MATCH' })).toBeEnabled();
    expect(within(rows[2] as HTMLElement).getByText('Locked — available in matchday 5')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('Matchday 5')).toBeInTheDocument();
    expect(within(rows[3] as HTMLElement).getByText('Missed')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'PLAY MATCH' })).toHaveLength(1);
    expect(screen.getByText('1/4')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Tournament progress' })).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByText('84.0')).toBeInTheDocument();
    expect(screen.getByText('1 award')).toBeInTheDocument();
    // A played row reopens its report.
    fireEvent.click(within(rows[0] as HTMLElement).getByRole('button', { name: /W 84–76/ }));
    expect(await screen.findByRole('dialog', { name: 'Match Report vs Bologna Juniors' })).toBeInTheDocument();
  });

  it('plays the available match by id and opens its report', async () => {
    const played = record('t2', 'vs Pesaro Youth', { matchday: 3 });
    const { calls } = fakeApi({
      '/api/youth-academy/tournament-matches': overview(schedule),
      '/api/user/team': team('me', 'Lions', true),
      'POST /api/youth-academy/tournament-match': { message: 'Your academy won 84-76 vs Pesaro Youth.', match: played, replay: false },
    });
    renderWithClient(<TournamentPanel />);
    fireEvent.click(await screen.findByRole('button', { name: 'PLAY MATCH' }));
    const dialog = await screen.findByRole('dialog', { name: /vs Pesaro Youth/ });
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ matchId: 't2' });
    expect(within(dialog).getByText('Win')).toBeInTheDocument();
    expect(within(dialog).getByText('Lions Academy')).toBeInTheDocument();
    expect(within(dialog).getByText('Pesaro Youth')).toBeInTheDocument();
    // The team's figures are the box score's: FG 13-24, FT 6-9 (not the 46.2% and 72.7% the record came with).
    expect(within(dialog).getByText('54.2%')).toBeInTheDocument();
    expect(within(dialog).getByText('66.7%')).toBeInTheDocument();
    expect(within(dialog).queryByText('46.2%')).not.toBeInTheDocument();
    const mvpRow = within(dialog).getByTestId('box-score-mvp');
    expect(within(mvpRow).getByText('Luca Rossi')).toBeInTheDocument();
    expect(within(mvpRow).getByText('8-15')).toBeInTheDocument();
    expect(within(mvpRow).getByText('2-5')).toBeInTheDocument();
    expect(within(dialog).getByTestId('tournament-mvp')).toHaveTextContent('MVP Luca Rossi · 22 PTS · 3 REB · 7 AST');
    expect(within(dialog).getByText('Scored at will')).toBeInTheDocument();
    expect(await screen.findByText('Your academy won 84-76 vs Pesaro Youth.')).toBeInTheDocument();
  });

  it("derives every team figure of the report from its box score, with the team's totals under it", async () => {
    const line = (id: string, fgm: number, fga: number, threepm: number, threepa: number, minutesPlayed: number) => ({
      playerId: id,
      name: `Player ${id}`,
      position: 'SG' as const,
      stats: { ...ZERO, points: 2 * (fgm - threepm) + 3 * threepm, fgm, fga, threepm, threepa, minutesPlayed },
      scoutNotes: [],
    });
    // Five players, 40 minutes each; 5 of 12 from three between them. The stored figures (33% from three) disagree.
    const box = [
      line('a', 6, 12, 2, 4, 40),
      line('b', 5, 11, 1, 3, 40),
      line('c', 4, 9, 1, 2, 40),
      line('d', 3, 8, 1, 2, 40),
      line('e', 2, 6, 0, 1, 40),
    ];
    const played = record('t2', 'vs Pesaro Youth', {
      selectedPlayers: box,
      teamStats: { totalPoints: 84, totalRebounds: 42, totalAssists: 21, fieldGoalPct: 46.2, threePointPct: 33.0, freeThrowPct: 72.7 },
      mvpPlayer: { playerId: 'a', name: 'Player a', points: 0, rebounds: 0, assists: 0 },
    });
    fakeApi({
      '/api/youth-academy/tournament-matches': overview(schedule),
      '/api/user/team': team('me', 'Lions', true),
      'POST /api/youth-academy/tournament-match': { message: 'Played.', match: played, replay: false },
    });
    renderWithClient(<TournamentPanel />);
    fireEvent.click(await screen.findByRole('button', { name: 'PLAY MATCH' }));
    const dialog = await screen.findByRole('dialog', { name: /vs Pesaro Youth/ });
    const figure = (label: string) => within(dialog).getByText(label).closest('div')?.textContent;
    expect(figure('3P%')).toBe('3P%41.7%');
    expect(figure('FG%')).toBe('FG%43.5%');
    const totals = within(within(dialog).getByTestId('box-score-totals'))
      .getAllByRole('cell')
      .map((c) => c.textContent);
    // Pos (empty), MIN, PTS, REB, AST, STL, BLK, TO, FG, 3P, FT.
    expect(totals[1]).toBe('200');
    expect(totals[8]).toBe('20-46');
    expect(totals[9]).toBe('5-12');
  });

  it('toasts the server message when no one can play', async () => {
    fakeApi({
      '/api/youth-academy/tournament-matches': overview(schedule),
      'POST /api/youth-academy/tournament-match': { status: 400, body: { message: 'No Eligible Players' } },
    });
    renderWithClient(<TournamentPanel />);
    fireEvent.click(await screen.findByRole('button', { name: 'PLAY MATCH' }));
    expect(await screen.findByText('Tournament match failed')).toBeInTheDocument();
    expect(screen.getByText(/No Eligible Players/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says so without a tournament', async () => {
    fakeApi({ '/api/youth-academy/tournament-matches': null });
    renderWithClient(<TournamentPanel />);
    expect(await screen.findByText('No tournament yet')).toBeInTheDocument();
  });
});

const prospect = (id: string, extra: Partial<YouthProspect> = {}): YouthProspect => ({
  id,
  name: `Prospect ${id}`,
  position: 'SF',
  age: 14,
  nationality: 'Italy',
  overall: 48,
  potentialRange: { min: 66, max: 82 },
  reportedAtMatchday: 3,
  status: 'available',
  ...extra,
});

describe('ScoutingPanel', () => {
  it('sends a scout for a position at the tier price and lists the available reports', async () => {
    const { calls } = fakeApi({
      '/api/scouting/reports': { reportsDue: 2, scoutingCost: 50_000, reports: [prospect('p1'), prospect('p2', { status: 'signed' })] },
      'POST /api/scouting/start': { message: 'Your scout is on his way.', cost: 50_000, reportsDue: 2, budget: 1_000_000 },
      'POST /api/scouting/discard/p1': { message: 'Prospect p1 has been let go with his compensation.', budget: 975_000 },
    });
    renderWithClient(<ScoutingPanel academyType="compact" />);
    expect(await screen.findByText('2 reports on the way')).toBeInTheDocument();
    const cards = screen.getAllByTestId('youth-prospect');
    expect(cards).toHaveLength(1);
    expect(within(cards[0] as HTMLElement).getByText('Potential 66–82')).toBeInTheDocument();
    expect(within(cards[0] as HTMLElement).getByText('OVR 48')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Scout position'), { target: { value: 'PG' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Scout (€50,000)' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST' && c.url === '/api/scouting/start')?.body).toEqual({ position: 'PG' }),
    );
    expect(await screen.findByText('Scout Sent!')).toBeInTheDocument();

    fireEvent.click(within(cards[0] as HTMLElement).getByRole('button', { name: 'Discard Prospect p1' }));
    const confirm = await screen.findByRole('dialog', { name: 'Discard Prospect p1?' });
    expect(within(confirm).getByText(/pays €25,000 in compensation/)).toBeInTheDocument();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url === '/api/scouting/discard/p1')).toBe(true));
  });

  it('sends an any-position scout with an empty body', async () => {
    const { calls } = fakeApi({
      '/api/scouting/reports': { reportsDue: 0, scoutingCost: 100_000, reports: [] },
      'POST /api/scouting/start': { message: 'Your scout is on his way.', cost: 100_000, reportsDue: 3, budget: 1_000_000 },
    });
    renderWithClient(<ScoutingPanel academyType="standard" />);
    expect(await screen.findByText('No prospect reports')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Send Scout (€100,000)' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({}));
  });
});

describe('AcademyTab', () => {
  const slot = (id: string, position: AcademySlot['position'], playerId: string | null) => academySlot(id, position, playerId);
  const academy = compactAcademy(2);

  it('opens on Academy Players with tournament averages, and on Tournament from ?tab=tournament', async () => {
    fakeApi({
      '/api/youth-academy': academy,
      '/api/youth-academy/slots': [slot('s1', 'PG', 'y1'), slot('s2', 'C', 'y2'), slot('s3', 'SF', null)],
      '/api/youth-academy/player-stats': [
        {
          playerId: 'y1',
          name: 'Kid y1',
          position: 'PG',
          games: 3,
          mvpAwards: 1,
          totals: ZERO,
          averages: { points: 14.3, rebounds: 3, assists: 5.7, minutes: 30 },
        },
      ],
      '/api/youth-academy/tournament-matches': overview(schedule),
    });
    renderWithClient(<AcademyTab />);
    expect(await screen.findByRole('tab', { name: 'Academy Players', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Tournament' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Scouting' })).toBeInTheDocument();
    expect(await screen.findByText(/14\.3 PPG · 3\.0 RPG · 5\.7 APG · 3 games/)).toBeInTheDocument();
    expect(screen.getAllByTestId('tournament-averages')).toHaveLength(1);
    expect(academyTabFor('?tab=tournament')).toBe('tournament');
    expect(academyTabFor('?tab=nope')).toBe('players');
    expect(academyTabFor('')).toBe('players');
  });

  it('shows its picture, lets a graduate go without promotion, and names a failed enrolment', async () => {
    const graduate = slot('s1', 'PG', 'y1');
    if (graduate.youthPlayer) graduate.youthPlayer.age = 15;
    const { calls } = fakeApi({
      '/api/youth-academy': academy,
      '/api/youth-academy/slots': [graduate, slot('s3', 'SF', null)],
      '/api/youth-academy/player-stats': [],
      'POST /api/youth-academy/promote/y1': { message: 'He leaves the academy.', player: null },
      'POST /api/youth-academy/recruit': { status: 500, body: '' },
    });
    renderWithClient(<AcademyTab />);
    const picture = await screen.findByRole('img', { name: 'Compact Academy' });
    expect(picture).toHaveAttribute('src', ACADEMY_IMAGE);
    // Shipped with the client: the build copies public/ as it is.
    expect(existsSync(resolve(dirname(fileURLToPath(import.meta.url)), `../../../public${ACADEMY_IMAGE}`))).toBe(true);

    fireEvent.click(await screen.findByRole('button', { name: 'Graduate Without Promotion' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Let Go' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST' && c.url === '/api/youth-academy/promote/y1')?.body).toEqual({ toRoster: false }),
    );
    expect(await screen.findByText('He leaves the academy.')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: /^Recruit/ }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm & Recruit' }));
    expect(await screen.findByText('Academy Enrollment Failed')).toBeInTheDocument();
  });

  it('opens on the Tournament tab from ?tab=tournament', async () => {
    fakeApi({
      '/api/youth-academy': academy,
      '/api/youth-academy/slots': [slot('s1', 'PG', 'y1')],
      '/api/youth-academy/player-stats': [],
      '/api/youth-academy/tournament-matches': overview(schedule),
    });
    window.history.pushState(null, '', '/youth-academy?tab=tournament');
    try {
      renderWithClient(<AcademyTab />);
      expect(await screen.findByRole('tab', { name: 'Tournament', selected: true })).toBeInTheDocument();
      expect(await screen.findByRole('button', { name: 'PLAY MATCH' })).toBeInTheDocument();
    } finally {
      window.history.pushState(null, '', '/');
    }
  });
});

describe('ScoutReportsPanel youth prospects', () => {
  it('lists the prospect reports under the loan reports, the undecided first', async () => {
    fakeApi({
      '/api/office/scout-reports': [],
      '/api/transfers/scouted-teams': [],
      '/api/european-leagues': [],
      '/api/scouting/reports': { reportsDue: 1, scoutingCost: 50_000, reports: [prospect('p1', { status: 'discarded' }), prospect('p2')] },
    });
    renderWithClient(<ScoutReportsPanel />);
    const section = await screen.findByRole('region', { name: 'Youth prospects' });
    expect(await within(section).findByText('1 report on the way')).toBeInTheDocument();
    const cards = within(section).getAllByTestId('youth-prospect');
    expect(cards.map((c) => c.getAttribute('data-status'))).toEqual(['available', 'discarded']);
    expect(within(cards[0] as HTMLElement).getByRole('button', { name: 'Sign Prospect p2' })).toBeEnabled();
    expect(within(cards[1] as HTMLElement).getByText('Discarded')).toBeInTheDocument();
  });
});
