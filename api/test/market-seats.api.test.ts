/**
 * Two managers in one world, on the market, contracts, morale and loans:
 * scouting, counters, contract decisions, levers, promises and loans are each
 * club's own (the other manager neither sees them nor acts on them, and they
 * bind nothing of his), and the market never moves a player of a club a
 * manager runs without him: no AI buyer, seller or loan club is one.
 */
import { describe, expect, it } from 'vitest';
import {
  LOAN_MAX_AGE_EXCLUSIVE,
  ROUTES,
  routeUrl,
  TEAM_SCOUTING_COST,
  type ActiveLoan,
  type ExpiringContracts,
  type LeverResultDto,
  type LoanOption,
  type MoraleOverview,
  type OfferValuation,
  type ScoutTeamResponse,
} from '@hardwood/shared';
import { PlayerModel } from '../src/models/players/player.model.js';
import mongoose from '../src/infra/store/mongoose.js';
import { loadCareerMarket } from '../src/domain/transfers/market-world.js';
import { OfferCounterModel } from '../src/models/transfers/scouting.model.js';
import { MANAGED_SELLER_MESSAGE } from '../src/domain/transfers/transfers.service.js';
import { SeasonModel } from '../src/models/season/season.model.js';
import { useTestApp } from './app-fixture.js';
import {
  marketCareer,
  OFFER_URL,
  scoutUrl,
  setBudget,
  templateRosterUrl,
  valuationUrl,
  worldTeam,
  type TestCareer,
} from './market-helpers.js';
import { seatSecondManager, type SecondManager } from './second-seat.js';

const NAMES = ['scout', 'managed', 'decide', 'loan'];
const app = useTestApp({ env: { DEVELOPER_EMAILS: NAMES.map((n) => `seats-${n}-a@example.com`).join(',') } });

const oid = (id: string) => new mongoose.Types.ObjectId(id);

/** An Italian manager (club 104) and a Spanish one (club 205) in his world. */
async function twoManagers(name: string): Promise<{ a: TestCareer; b: SecondManager }> {
  const a = await marketCareer(app.url, `seats-${name}-a@example.com`, 104);
  const b = await seatSecondManager(app.url, a.userId, `seats-${name}-b@example.com`, 205);
  return { a, b };
}

/** A club's players, best first, as only a test reads them (no manager's view). */
async function rosterOf(teamId: string): Promise<Array<{ id: string; name: string }>> {
  const players = await PlayerModel.find({ teamId: oid(teamId) }, { name: 1, overallRating: 1 })
    .sort({ overallRating: -1, _id: 1 })
    .lean();
  return players.map((p) => ({ id: p._id.toString(), name: p.name }));
}

describe('the market with two managers', () => {
  it('keeps scouting and counters to the club that paid or offered', async () => {
    const { a, b } = await twoManagers('scout');
    // A scouts a club of B's league: his scouting is his, B's list stays empty.
    const foreign = await worldTeam(a, 206);
    expect((await a.http.json<ScoutTeamResponse>('POST', scoutUrl(foreign._id.toString()))).cost).toBe(TEAM_SCOUTING_COST);
    expect(await a.http.get<number[]>(routeUrl(ROUTES.transfers.scoutedTeams, {}))).toEqual([206]);
    expect(await b.http.get<number[]>(routeUrl(ROUTES.transfers.scoutedTeams, {}))).toEqual([]);
    // An Italian club: open to A (his league), closed to B until B pays for it himself.
    const italian = await worldTeam(a, 106);
    expect((await b.http.request('GET', templateRosterUrl(106))).status).toBe(403);
    expect((await a.http.json<ScoutTeamResponse>('POST', scoutUrl(b.team.id))).cost).toBe(TEAM_SCOUTING_COST);
    const paid = await b.http.json<ScoutTeamResponse>('POST', scoutUrl(italian._id.toString()));
    expect(paid.cost).toBe(TEAM_SCOUTING_COST);
    expect((await b.http.request('GET', templateRosterUrl(106))).status).toBe(200);
    expect(await b.http.get<number[]>(routeUrl(ROUTES.transfers.scoutedTeams, {}))).toEqual([106]);

    // A counter made to A stands for A, not for B offering for the same player.
    const [target] = await rosterOf(italian._id.toString());
    if (!target) throw new Error('no player');
    const season = await SeasonModel.findOne({ worldId: a.userId, isActive: true }).lean();
    await OfferCounterModel.create({
      worldId: a.userId,
      teamId: oid(a.team.id),
      playerId: oid(target.id),
      sellerTeamId: italian._id,
      season: season?.number ?? 1,
      matchday: season?.currentMatchday ?? 1,
      amount: 123_000,
    });
    expect((await a.http.get<OfferValuation>(valuationUrl(target.id))).standingCounter).toBe(123_000);
    expect((await b.http.get<OfferValuation>(valuationUrl(target.id))).standingCounter).toBeNull();
  });

  it('never sells from, buys for or loans to a club a manager runs', async () => {
    const { a, b } = await twoManagers('managed');
    // B's club is open to A once scouted, but its players are not the AI's to sell.
    await a.http.json('POST', scoutUrl(b.team.id));
    const [theirs] = await rosterOf(b.team.id);
    if (!theirs) throw new Error('no player');
    await setBudget(a.team.id, 100_000_000);
    const before = await PlayerModel.findById(theirs.id).lean();
    const offer = await a.http.request('POST', OFFER_URL, { playerId: theirs.id, sellerTeamId: b.team.id, offerAmount: 90_000_000 });
    expect(offer.status).toBe(409);
    expect(((await offer.json()) as { message: string }).message).toBe(MANAGED_SELLER_MESSAGE(b.team.name));
    expect((await PlayerModel.findById(theirs.id).lean())?.teamId?.toString()).toBe(before?.teamId?.toString());

    // The market as either manager's call reads it: both clubs are managers', so neither is an AI buyer or seller.
    const market = await loadCareerMarket(a.userId, oid(a.team.id));
    const managed = market.clubs.filter((club) => club.isManagerClub).map((club) => club.id);
    expect(managed.sort()).toEqual([a.team.id, b.team.id].sort());

    // Loan clubs are the AI's: B's club is never one of A's options, and a send there is refused.
    const young = (await a.roster()).sort((x, y) => x.age - y.age)[0];
    if (!young) throw new Error('no player');
    if (young.age >= LOAN_MAX_AGE_EXCLUSIVE) await PlayerModel.updateOne({ _id: oid(young.id) }, { $set: { age: 20 } });
    const options = await a.http.get<LoanOption[]>(routeUrl(ROUTES.loans.options, { playerId: young.id }));
    expect(options.length).toBeGreaterThan(0);
    expect(options.some((o) => o.id === b.team.id)).toBe(false);
    const send = await a.http.request('POST', routeUrl(ROUTES.loans.send, {}), { playerId: young.id, loanTeamId: b.team.id, duration: 10 });
    expect(send.status).toBe(400);
    expect(((await send.json()) as { message: string }).message).toBe(
      'That club does not take him on loan: choose one of his loan options.',
    );
  });
});

describe('contracts and morale with two managers', () => {
  it('keeps decisions, levers and promises to the club that made them', async () => {
    const { a, b } = await twoManagers('decide');
    const [mine] = await a.roster();
    const [theirs] = await rosterOf(b.team.id);
    if (!mine || !theirs) throw new Error('no players');
    // Neither acts on the other's player.
    for (const [def, body] of [
      [ROUTES.contracts.renew, { contractSeasons: 2 }],
      [ROUTES.contracts.release, { when: 'now' }],
      [ROUTES.morale.talk, { kind: 'praise' }],
      [ROUTES.morale.promise, {}],
      [ROUTES.loans.options, undefined],
      // Nor are there terms to sign him on: a managed club's players are not on the market.
      [ROUTES.contracts.terms, undefined],
    ] as const) {
      const answer = await b.http.request(def.method, routeUrl(def, { playerId: mine.id }), body);
      expect(answer.status, def.path).toBe(404);
    }

    // A lets him go at the season end and promises him minutes; A holds the team meeting of the matchday.
    await PlayerModel.updateOne({ _id: oid(mine.id) }, { $set: { contractEndsSeason: 1 } });
    await a.http.json('POST', routeUrl(ROUTES.contracts.release, { playerId: mine.id }), { when: 'season-end' });
    await a.http.json('POST', routeUrl(ROUTES.morale.promise, { playerId: mine.id }), {});
    await a.http.json<LeverResultDto>('POST', routeUrl(ROUTES.morale.teamMeeting, {}), {});
    // B's meeting is his own: the same matchday is no second meeting for him.
    expect((await b.http.request('POST', routeUrl(ROUTES.morale.teamMeeting, {}), {})).status).toBe(200);
    expect((await a.http.request('POST', routeUrl(ROUTES.morale.teamMeeting, {}), {})).status).toBe(409);

    // He joins B's club: A's decision and A's word do not follow him (B's board has room for his renewal).
    await PlayerModel.updateOne({ _id: oid(mine.id) }, { $set: { teamId: oid(b.team.id) } });
    await setBudget(b.team.id, 100_000_000);
    const expiring = await b.http.get<ExpiringContracts>(routeUrl(ROUTES.contracts.expiring, {}));
    expect(expiring.contracts.find((c) => c.player.id === mine.id)?.status).toBe('open');
    const overview = await b.http.get<MoraleOverview>(routeUrl(ROUTES.morale.overview, {}));
    expect(overview.players.find((p) => p.playerId === mine.id)?.promise).toBeNull();
    expect((await b.http.request('POST', routeUrl(ROUTES.morale.promise, { playerId: mine.id }), {})).status).toBe(200);
    const renewed = await b.http.request('POST', routeUrl(ROUTES.contracts.renew, { playerId: mine.id }), { contractSeasons: 2 });
    expect(renewed.status).toBe(200);
  });
});

describe('loans with two managers', () => {
  it('shows, reports on and recalls a loan for the club that lent him only', async () => {
    const { a, b } = await twoManagers('loan');
    const young = (await a.roster()).sort((x, y) => x.age - y.age)[0];
    if (!young) throw new Error('no player');
    if (young.age >= LOAN_MAX_AGE_EXCLUSIVE) await PlayerModel.updateOne({ _id: oid(young.id) }, { $set: { age: 20 } });
    const [club] = await a.http.get<LoanOption[]>(routeUrl(ROUTES.loans.options, { playerId: young.id }));
    if (!club) throw new Error('no loan club');
    const sent = await a.http.json<{ loan: ActiveLoan }>('POST', routeUrl(ROUTES.loans.send, {}), {
      playerId: young.id,
      loanTeamId: club.id,
      duration: 10,
    });
    await a.http.json('POST', routeUrl(ROUTES.loans.scoutReport, {}), { loanId: sent.loan.id });

    expect(await b.http.get<ActiveLoan[]>(routeUrl(ROUTES.loans.active, {}))).toEqual([]);
    expect(await b.http.get<unknown[]>(routeUrl(ROUTES.loans.scoutReports, {}))).toEqual([]);
    expect((await b.http.request('POST', routeUrl(ROUTES.loans.scoutReport, {}), { loanId: sent.loan.id })).status).toBe(404);
    expect((await b.http.request('POST', routeUrl(ROUTES.loans.recall, { loanId: sent.loan.id }), {})).status).toBe(404);
    expect((await PlayerModel.findById(young.id).lean())?.isOnLoan).toBe(true);

    expect((await a.http.get<ActiveLoan[]>(routeUrl(ROUTES.loans.active, {}))).map((l) => l.id)).toEqual([sent.loan.id]);
    expect(await a.http.get<unknown[]>(routeUrl(ROUTES.loans.scoutReports, {}))).toHaveLength(1);
    expect((await a.http.request('POST', routeUrl(ROUTES.loans.recall, { loanId: sent.loan.id }), {})).status).toBe(200);
  });
});
