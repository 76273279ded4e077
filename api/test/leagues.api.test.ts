/**
 * Leagues of managers: founding one from the catalogue, the public list,
 * joining (and each refusal: a taken club, a second seat, a full league, an
 * invite that is wrong or expired), switching the hub between the career and
 * a league, what a league leaves to its calendar, and the calendar itself on
 * a fast clock: every match of the round at tip-off, processed once for
 * every manager's club (also under 20 parallel ticks, after a crash once
 * the games are played and after one in the middle of processing),
 * a round that starts late says so, and a manager long away loses his seat.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import mongoose from 'mongoose';
import { ROUTES, type LeagueDetail, type ManagerWorlds, type Team } from '@hardwood/shared';
import { startServer } from '../src/main.js';
import { LeagueClock, ROUND_CLAIM_LEASE_MS } from '../src/orchestrators/leagues/league-clock.js';
import { MatchModel } from '../src/models/season/match.model.js';
import { MatchdayProcessingModel } from '../src/models/matches/matchday-processing.model.js';
import { SalaryPaymentModel } from '../src/models/office/salary-payment.model.js';
import { SeatModel } from '../src/models/worlds/seat.model.js';
import { TeamModel } from '../src/models/teams/team.model.js';
import { WorldModel } from '../src/models/worlds/world.model.js';
import { HttpClient } from './http-client.js';

process.env.LEAGUE_FAST_CLOCK = '1';

let server: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  server = await startServer({ port: 0, databaseUrl: 'nedb://memory', clientDir: '/nonexistent', leagueClock: false });
});
afterAll(async () => server.close());

async function manager(name: string, career = false): Promise<HttpClient> {
  const http = new HttpClient(server.url);
  await http.json(
    'POST',
    '/api/register',
    { email: `${name}@example.com`, password: 'correct-horse', firstName: name, lastName: 'Test' },
    201,
  );
  if (career) await http.json('POST', '/api/setup/complete', { countryId: 'spain', teamId: 206 }, 201);
  return http;
}

const EVERY = 30;
const calendar = (firstTipOff: Date) => ({ firstTipOff: firstTipOff.toISOString(), everySeconds: EVERY, timeZone: 'Europe/Rome' });
const oid = (id: string) => new mongoose.Types.ObjectId(id);

describe('leagues of managers', () => {
  let founder: HttpClient;
  let rival: HttpClient;
  let league: LeagueDetail;
  const tipOff = new Date(Date.now() + 3_600_000);

  it('is founded from the catalogue, listed when public, and joined at a free club; every refusal is clear', async () => {
    founder = await manager('league-founder', true);
    rival = await manager('league-rival');
    const bad = await founder.send(
      ROUTES.leagues.found,
      {},
      {
        name: 'Lega Amici',
        countryId: 'italy',
        teamId: 105,
        visibility: 'public',
        calendar: { ...calendar(new Date(Date.now() - 60_000)) },
      },
    );
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toBe('The first tip-off must be in the future');

    league = await founder.call(
      ROUTES.leagues.found,
      {},
      {
        name: 'Lega Amici',
        countryId: 'italy',
        teamId: 105,
        visibility: 'public',
        calendar: calendar(tipOff),
      },
    );
    expect(league).toMatchObject({ name: 'Lega Amici', managers: 1, clubs: 12, member: true, visibility: 'public' });
    expect(league.round).toMatchObject({ round: 0, season: 1, matchday: 1, status: 'waiting', tipOffAt: tipOff.toISOString() });
    expect(league.table).toHaveLength(12);
    const mine = league.table.find((c) => c.you);
    expect(mine?.manager).toBe('league-founder Test');

    const listed = await rival.call(ROUTES.leagues.list, {});
    expect(listed.leagues.map((l) => l.id)).toContain(league.id);
    const free = league.table.filter((c) => c.manager === null);
    const taken = await rival.send(ROUTES.leagues.join, { id: league.id }, { teamId: mine?.teamId ?? '' });
    expect(taken.status).toBe(409);
    expect(((await taken.json()) as { message: string }).message).toMatch(/already has a manager/);

    // Twenty parallel joins of one manager: one seat.
    const joins = await Promise.all(
      Array.from({ length: 20 }, (_, i) => rival.send(ROUTES.leagues.join, { id: league.id }, { teamId: free[i % 2]?.teamId ?? '' })),
    );
    expect(joins.filter((r) => r.status === 201)).toHaveLength(1);
    expect(joins.filter((r) => r.status === 409)).toHaveLength(19);
    expect(await SeatModel.countDocuments({ worldId: oid(league.id) })).toBe(2);
    const second = await rival.send(ROUTES.leagues.join, { id: league.id }, { teamId: free[3]?.teamId ?? '' });
    expect(((await second.json()) as { message: string }).message).toBe('You already manage a club in this league');
    league = await rival.call(ROUTES.leagues.detail, { id: league.id }, {});
    expect(league.managers).toBe(2);
  });

  it('keeps an invite-only league to its link, refuses an expired invite, and refuses a full league', async () => {
    const host = await manager('league-host');
    const secret = await host.call(
      ROUTES.leagues.found,
      {},
      {
        name: 'Private Hoops',
        countryId: 'italy',
        teamId: 105,
        visibility: 'invite',
        calendar: calendar(tipOff),
      },
    );
    const code = secret.invite?.code ?? '';
    expect(code).toMatch(/^[0-9a-f]{24}$/);
    const guest = await manager('league-guest');
    expect((await guest.call(ROUTES.leagues.list, {})).leagues.map((l) => l.id)).not.toContain(secret.id);
    expect((await guest.send(ROUTES.leagues.detail, { id: secret.id }, {})).status).toBe(404);
    const seen = await guest.call(ROUTES.leagues.detail, { id: secret.id }, { invite: code });
    expect(seen.invite).toBeNull();
    const free = seen.table.filter((c) => c.manager === null);
    expect((await guest.send(ROUTES.leagues.join, { id: secret.id }, { teamId: free[0]?.teamId ?? '', invite: 'nope' })).status).toBe(404);

    await WorldModel.updateOne({ _id: oid(secret.id) }, { $set: { inviteExpiresAt: new Date(Date.now() - 1000) } });
    const expired = await guest.send(ROUTES.leagues.join, { id: secret.id }, { teamId: free[0]?.teamId ?? '', invite: code });
    expect(expired.status).toBe(404);
    expect(((await expired.json()) as { message: string }).message).toBe('This invite link is not valid or has expired');
    await WorldModel.updateOne({ _id: oid(secret.id) }, { $set: { inviteExpiresAt: new Date(Date.now() + 86_400_000) } });

    // Every other club taken: the league is full.
    const teams = await TeamModel.find(
      { worldId: oid(secret.id), isUserTeam: false, leagueId: { $exists: true } },
      { _id: 1, leagueId: 1 },
    ).lean();
    const division = (await WorldModel.findById(oid(secret.id)).lean())?.leagueId;
    const left = teams.filter((t) => t.leagueId === division);
    expect(left).toHaveLength(11);
    await SeatModel.insertMany(left.map((t) => ({ worldId: oid(secret.id), userId: new mongoose.Types.ObjectId(), teamId: t._id })));
    const full = await guest.send(ROUTES.leagues.join, { id: secret.id }, { teamId: free[0]?.teamId ?? '', invite: code });
    expect(full.status).toBe(409);
    expect(((await full.json()) as { message: string }).message).toBe('This league is full: every club has a manager');
  });

  it('switches the hub between the career and the league, and leaves the matchdays to the calendar', async () => {
    const worlds: ManagerWorlds = await founder.call(ROUTES.worlds.mine, {});
    expect(worlds.worlds.map((w) => [w.kind, w.active])).toEqual([
      ['career', true],
      ['league', false],
    ]);
    const careerTeam = await founder.get<Team>('/api/user/team');
    await founder.call(ROUTES.worlds.switch, {}, { worldId: league.id });
    const leagueTeam = await founder.get<Team>('/api/user/team');
    const seen = await founder.call(ROUTES.leagues.detail, { id: league.id }, {});
    expect(leagueTeam.id).toBe(seen.table.find((c) => c.you)?.teamId);
    expect(leagueTeam.id).not.toBe(careerTeam.id);

    // The dashboard says the calendar tips the match off; nothing to play or simulate by hand.
    const next = await founder.call(ROUTES.dashboard.nextMatch, {});
    expect(next).toMatchObject({ canSimulate: false, blocker: { kind: 'calendar', place: 'dashboard' } });
    expect(next.blocker?.message).toMatch(/^Matchday 1 tips off on the league’s calendar/);

    // What the calendar does is nobody's to do by hand.
    const match = await MatchModel.findOne({
      worldId: oid(league.id),
      matchday: 1,
      $or: [{ homeTeamId: oid(leagueTeam.id) }, { awayTeamId: oid(leagueTeam.id) }],
    }).lean();
    const token = await founder.send(ROUTES.live.token, {}, { matchId: match?._id.toString() ?? '' });
    expect(token.status).toBe(409);
    expect((await founder.send(ROUTES.matches.completeProcessing, { id: match?._id.toString() ?? '' })).status).toBe(409);
    expect((await founder.send(ROUTES.season.end, {}, {})).status).toBe(409);
    expect((await founder.send(ROUTES.editor.players, {})).status).toBe(409);

    // A rival without a career of his own manages his league club all the same.
    await rival.call(ROUTES.worlds.switch, {}, { worldId: league.id });
    expect((await rival.get<{ isSetupComplete: boolean }>('/api/auth/user')).isSetupComplete).toBe(true);
    await founder.call(ROUTES.worlds.switch, {}, { worldId: worlds.worlds[0]?.worldId ?? '' });
    expect((await founder.get<Team>('/api/user/team')).id).toBe(careerTeam.id);
  });

  it('tips off every match of the round at once on its time and processes it once for every manager, under 20 parallel ticks', async () => {
    const worldId = oid(league.id);
    let now = new Date(tipOff.getTime() - 1000);
    const clock = () => new LeagueClock({ now: () => now });
    expect(await clock().tick()).toEqual([]);
    now = new Date(tipOff.getTime() + 200);
    // The invite-only league above tips off at the same time: each league's round is played once.
    const all = (await Promise.all(Array.from({ length: 20 }, () => clock().tick()))).flat();
    expect(all).toHaveLength(2);
    const outcomes = all.filter((o) => o.leagueId === league.id);
    expect(outcomes).toHaveLength(1);
    expect(outcomes[0]).toMatchObject({ round: 1, matchday: 1, played: 6, processed: true, seasonEnded: false });
    expect(await MatchModel.countDocuments({ worldId, matchday: 1, isPlayed: true })).toBe(6);
    expect(await MatchdayProcessingModel.countDocuments({ worldId, matchday: 1, completedAt: { $ne: null } })).toBe(1);
    // Each manager's club had its matchday's salaries fall due.
    const seats = await SeatModel.find({ worldId }, { teamId: 1 }).lean();
    for (const seat of seats)
      expect(await SalaryPaymentModel.countDocuments({ worldId, teamId: seat.teamId, season: 1, matchday: 1 })).toBe(1);
    const detail = await founder.call(ROUTES.leagues.detail, { id: league.id }, {});
    expect(detail.round).toMatchObject({ round: 1, matchday: 2, status: 'waiting', startedLate: false });
    expect(Date.parse(detail.round.tipOffAt)).toBe(tipOff.getTime() + EVERY * 1000);
  });

  it('resumes a round whose process died, plays it once, and says a late round started late', async () => {
    const worldId = oid(league.id);
    // Five minutes after its tip-off (the server was down), and the process dies after playing the games.
    let now = new Date(tipOff.getTime() + EVERY * 1000 + 300_000);
    await expect(new LeagueClock({ now: () => now, crashAfter: 'played' }).tick()).rejects.toThrow(/simulated crash/);
    expect(await MatchModel.countDocuments({ worldId, matchday: 2, isPlayed: true })).toBe(6);
    const stuck = await founder.call(ROUTES.leagues.detail, { id: league.id }, {});
    expect(stuck.round).toMatchObject({ round: 2, status: 'playing', startedLate: true });
    // Within the lease nobody takes it over; after it, one tick does.
    expect((await new LeagueClock({ now: () => now }).tick()).filter((o) => o.leagueId === league.id)).toEqual([]);
    now = new Date(now.getTime() + ROUND_CLAIM_LEASE_MS + 1000);
    const resumed = await Promise.all([new LeagueClock({ now: () => now }).tick(), new LeagueClock({ now: () => now }).tick()]);
    expect(resumed.flat().filter((o) => o.leagueId === league.id)).toEqual([expect.objectContaining({ round: 2, processed: true })]);
    expect(await MatchdayProcessingModel.countDocuments({ worldId, matchday: 2, completedAt: { $ne: null } })).toBe(1);
    const after = await founder.call(ROUTES.leagues.detail, { id: league.id }, {});
    expect(after.round).toMatchObject({ round: 2, matchday: 3, status: 'waiting', startedLate: true });
  });

  it('resumes a round whose process died while processing it, and processes it once', async () => {
    const worldId = oid(league.id);
    let now = new Date(tipOff.getTime() + 2 * EVERY * 1000 + 100);
    // The process dies with four of the matchday's eight processing steps done.
    await expect(new LeagueClock({ now: () => now, crashInProcessingAfterStep: 4 }).tick()).rejects.toThrow(/simulated crash/);
    expect((await founder.call(ROUTES.leagues.detail, { id: league.id }, {})).round).toMatchObject({ round: 3, status: 'processing' });
    const cut = await MatchdayProcessingModel.findOne({ worldId, matchday: 3 }).lean();
    expect(cut?.steps.filter((step) => step.completed)).toHaveLength(4);
    expect(cut?.completedAt).toBeNull();
    now = new Date(now.getTime() + ROUND_CLAIM_LEASE_MS + 1000);
    const resumed = (await Promise.all([new LeagueClock({ now: () => now }).tick(), new LeagueClock({ now: () => now }).tick()])).flat();
    expect(resumed.filter((o) => o.leagueId === league.id)).toEqual([expect.objectContaining({ round: 3, processed: true })]);
    expect(await MatchdayProcessingModel.countDocuments({ worldId, matchday: 3, completedAt: { $ne: null } })).toBe(1);
    expect(await MatchModel.countDocuments({ worldId, matchday: 3, isPlayed: true })).toBe(6);
    expect((await founder.call(ROUTES.leagues.detail, { id: league.id }, {})).round).toMatchObject({ matchday: 4, status: 'waiting' });
  });

  it('takes the seat of a manager away for too many rounds: his club returns to the AI', async () => {
    const worldId = oid(league.id);
    const rivalSeat = await SeatModel.findOne({ worldId }).sort({ createdAt: -1 }).lean();
    await WorldModel.updateOne({ _id: worldId }, { $set: { round: 9 } });
    await SeatModel.updateOne({ _id: rivalSeat?._id }, { $set: { lastSeenAt: new Date(tipOff.getTime() - 86_400_000) } });
    await SeatModel.updateOne(
      { worldId, _id: { $ne: rivalSeat?._id } },
      { $set: { lastSeenAt: new Date(tipOff.getTime() + 9 * EVERY * 1000) } },
    );
    const now = new Date(tipOff.getTime() + 9 * EVERY * 1000 + 100);
    const outcome = (await new LeagueClock({ now: () => now }).tick()).find((o) => o.leagueId === league.id);
    expect(outcome?.seatsLost).toBe(1);
    expect(await SeatModel.exists({ _id: rivalSeat?._id })).toBeNull();
    expect((await TeamModel.findById(rivalSeat?.teamId, { isUserTeam: 1 }).lean())?.isUserTeam).toBe(false);
    // His hub falls back: he holds no club anywhere now.
    expect((await rival.get<{ isSetupComplete: boolean }>('/api/auth/user')).isSetupComplete).toBe(false);
  });
});
