/**
 * The manager's market over HTTP: sales with both seeded outcomes
 * and the block, free-agent signings, offers with each decision and the
 * standing counter, team scouting and what it opens, hidden potential.
 */
import { describe, expect, it } from 'vitest';
import {
  MARKET_MESSAGES,
  MAX_ROSTER_SIZE,
  MIN_ELIGIBLE_AFTER_SALE,
  OFFER_MESSAGES,
  POTENTIAL_SHOWN_MAX_AGE,
  ROUTES,
  routeUrl,
  SALE_FAILURE_MORALE_DROP,
  TEAM_SCOUTING_COST,
  type NewsItem,
  type OfferResult,
  type OfferValuation,
  type Player,
  type ScoutTeamResponse,
  type SellResponse,
  type SignResponse,
  type Team,
} from '@hardwood/shared';
import mongoose from '../src/infra/store/mongoose.js';
import { TemplatePlayerModel } from '../src/models/catalogue/catalogue.model.js';
import { PlayerModel } from '../src/models/players/player.model.js';
import { TeamModel } from '../src/models/teams/team.model.js';
import { OWN_LEAGUE_SCOUTING_MESSAGE } from '../src/routes/transfers/transfers.routes.js';
import { SCOUT_FIRST_MESSAGE } from '../src/domain/transfers/visibility.js';
import { useTestApp } from './app-fixture.js';
import {
  marketCareer,
  OFFER_URL,
  saleSucceeds,
  scoutUrl,
  sellUrl,
  setBudget,
  signUrl,
  templateRosterUrl,
  valuationUrl,
  valueOf,
  worldTeam,
  type TestCareer,
} from './market-helpers.js';

const app = useTestApp({
  env: { DEVELOPER_EMAILS: ['sell', 'sign', 'offer', 'scout', 'small'].map((n) => `market-${n}@example.com`).join(',') },
});

/** An Italian Serie A club (template ids 101-112) with at most `maxPlayers` in its catalogue roster. */
async function serieAClubWithAtMost(maxPlayers: number): Promise<number> {
  for (let id = 101; id <= 112; id += 1) if ((await TemplatePlayerModel.countDocuments({ templateTeamId: id })) <= maxPlayers) return id;
  throw new Error(`no Serie A club with at most ${maxPlayers} players`);
}

async function simulateMatchday(c: TestCareer, matchday: number): Promise<void> {
  await c.http.json('POST', `/api/matches/simulate-matchday/${matchday}`);
}

describe('selling a player', () => {
  it('draws the outcome once per matchday, blocks a failed sale until the next, and moves a sold player with his fee', async () => {
    const c = await marketCareer(app.url, 'market-sell@example.com', 101);
    const roster = await c.roster();
    const failing = roster.find((p) => !saleSucceeds(c, p.id, 1));
    const selling = roster.find((p) => saleSucceeds(c, p.id, 1));
    if (!failing || !selling) throw new Error('the seed gave one outcome only: pick another club');

    // Failure: he stays, loses morale, and is blocked until matchday 2; the body's price is ignored.
    const failed = await c.http.json<SellResponse>('POST', sellUrl(failing.id), { price: 99_000_000 });
    expect(failed).toMatchObject({ success: false, message: MARKET_MESSAGES.saleFailed, transaction: null, cannotSellUntilMatchday: 2 });
    const after = (await c.roster()).find((p) => p.id === failing.id);
    expect(after?.morale).toBe(Math.max(0, failing.morale - SALE_FAILURE_MORALE_DROP));
    expect(after?.cannotSellUntilMatchday).toBe(2);
    // A repeat cannot re-roll: he is blocked.
    const repeat = await c.http.request('POST', sellUrl(failing.id));
    expect(repeat.status).toBe(400);
    expect(((await repeat.json()) as { message: string }).message).toBe(MARKET_MESSAGES.saleBlocked);

    // Success: the fee is his market value, credited once, with a transaction and a news item.
    const budget = await c.budget();
    const budgetsBefore = new Map((await TeamModel.find({ worldId: c.userId }).lean()).map((t) => [t._id.toString(), t.budget]));
    const sold = await c.http.json<SellResponse>('POST', sellUrl(selling.id), { price: 1 });
    expect(sold.success).toBe(true);
    expect(sold.transaction?.amount).toBe(valueOf(selling));
    expect(await c.budget()).toBe(budget + valueOf(selling));
    expect((await c.roster()).some((p) => p.id === selling.id)).toBe(false);
    const moved = await PlayerModel.findById(selling.id).lean();
    const buyer = await TeamModel.findById(moved?.teamId).lean();
    expect(buyer?.worldId.equals(c.userId) && !buyer.isUserTeam).toBe(true);
    expect((await c.transactions())[0]).toMatchObject({ type: 'player_sale', amount: valueOf(selling) });
    const news = await c.http.get<NewsItem[]>(routeUrl(ROUTES.money.news, {}));
    expect(
      news.some((n) => n.type === 'market_transfer' && n.content.includes(selling.name) && n.content.includes(buyer?.name ?? '?')),
    ).toBe(true);
    // His buyer paid the fee.
    expect(buyer?.budget).toBe((budgetsBefore.get(buyer?._id.toString() ?? '') ?? 0) - valueOf(selling));

    // The next matchday lifts the block; the new matchday's draw decides again.
    await simulateMatchday(c, 1);
    const retry = await c.http.request('POST', sellUrl(failing.id));
    expect(retry.status).toBe(200);
    const answer = (await retry.json()) as SellResponse;
    expect(answer.success).toBe(saleSucceeds(c, failing.id, 2));
  }, 60_000);

  it('refuses a sale that would leave fewer than 10 eligible players, and a sale of another club’s player', async () => {
    const c = await marketCareer(app.url, 'market-small@example.com', 102);
    const roster = await c.roster();
    // Injure all but MIN_ELIGIBLE_AFTER_SALE: one more sale would leave too few.
    const injured = roster.slice(MIN_ELIGIBLE_AFTER_SALE).map((p) => new mongoose.Types.ObjectId(p.id));
    await PlayerModel.updateMany({ _id: { $in: injured } }, { $set: { isInjured: true } });
    const target = roster[0];
    if (!target) throw new Error('empty roster');
    const refused = await c.http.request('POST', sellUrl(target.id));
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toBe(MARKET_MESSAGES.squadTooSmall(MIN_ELIGIBLE_AFTER_SALE - 1));
    expect((await c.roster()).find((p) => p.id === target.id)?.morale).toBe(target.morale);

    const rival = (await c.http.get<Player[]>(`/api/players/team/${(await worldTeam(c, 103))._id.toString()}`))[0];
    expect((await c.http.request('POST', sellUrl(rival?.id ?? 'x'))).status).toBe(404);
  });
});

describe('free agents', () => {
  it('signs at the market value, lists the purchase, and refuses a full roster', async () => {
    const c = await marketCareer(app.url, 'market-sign@example.com', await serieAClubWithAtMost(MAX_ROSTER_SIZE - 2));
    const agents = await c.freeAgents();
    expect(agents.length).toBeGreaterThan(0);
    // Hidden: no club of his to scout, so no potential.
    expect(agents.every((a) => a.potential === null && a.marketValue === valueOf(a))).toBe(true);
    const cheapest = [...agents].sort((a, b) => a.marketValue - b.marketValue)[0];
    if (!cheapest) throw new Error('no free agents');
    const budget = await c.budget();
    const signed = await c.http.json<SignResponse>('POST', signUrl(cheapest.id));
    expect(signed).toMatchObject({ transaction: { amount: -cheapest.marketValue }, budget: budget - cheapest.marketValue });
    expect(await c.budget()).toBe(budget - cheapest.marketValue);
    expect((await c.roster()).some((p) => p.id === cheapest.id)).toBe(true);
    expect((await c.freeAgents()).some((p) => p.id === cheapest.id)).toBe(false);
    expect((await c.transactions())[0]).toMatchObject({ type: 'player_purchase', amount: -cheapest.marketValue });
    // A second click: already his, nothing moves.
    expect((await c.http.request('POST', signUrl(cheapest.id))).status).toBe(409);
    expect(await c.budget()).toBe(budget - cheapest.marketValue);

    // Fill the roster to 15: the next signing is refused with the rule's text.
    while ((await c.roster()).length < MAX_ROSTER_SIZE) {
      const next = (await c.freeAgents()).sort((a, b) => a.marketValue - b.marketValue)[0];
      await c.http.json('POST', signUrl(next?.id ?? 'x'));
    }
    const full = await c.http.request('POST', signUrl((await c.freeAgents())[0]?.id ?? 'x'));
    expect(full.status).toBe(400);
    expect(((await full.json()) as { message: string }).message).toBe(MARKET_MESSAGES.rosterFull);
  });
});

describe('offers for another club’s player', () => {
  it('rejects far and close offers, counters in the band and honours the counter, accepts at the asking price', async () => {
    const c = await marketCareer(app.url, 'market-offer@example.com', await serieAClubWithAtMost(MAX_ROSTER_SIZE - 2));
    // Wages aside (the board's limit is tested with contracts): a squad on small salaries leaves room for the deals here.
    await PlayerModel.updateMany({ worldId: c.userId, teamId: new mongoose.Types.ObjectId(c.team.id) }, { $set: { salary: 1_000 } });
    const rival = await worldTeam(c, c.team.templateTeamId === 112 ? 111 : 112);
    const players = await c.http.get<Player[]>(`/api/players/team/${rival._id.toString()}`);
    const [first, second] = players;
    if (!first || !second) throw new Error('rival roster too small');
    const sellerTeamId = rival._id.toString();
    const { valuation } = await c.http.get<OfferValuation>(valuationUrl(first.id));
    expect(valuation.marketValue).toBe(valueOf(first));
    await setBudget(c.team.id, valuation.counterAmount * 3);

    const offer = (playerId: string, offerAmount: number) =>
      c.http.json<OfferResult>('POST', OFFER_URL, { playerId, sellerTeamId, offerAmount });
    expect((await offer(first.id, 1_000)).aiResponse).toEqual({ decision: 'REJECT', message: OFFER_MESSAGES.far });
    expect((await offer(first.id, valuation.closeFloor)).aiResponse).toEqual({ decision: 'REJECT', message: OFFER_MESSAGES.close });
    // At the counter band's floor the club's chance to take it outright is 0: always a counter.
    const countered = (await offer(first.id, valuation.counterFloor)).aiResponse;
    expect(countered).toEqual({
      decision: 'COUNTER_OFFER',
      message: OFFER_MESSAGES.counter(valuation.counterAmount),
      counterAmount: valuation.counterAmount,
    });
    const standing = await c.http.get<OfferValuation>(valuationUrl(first.id));
    expect(standing.standingCounter).toBe(valuation.counterAmount);

    // The counter stands for the matchday, even if the club's valuation has moved meanwhile.
    await TeamModel.updateOne({ _id: rival._id }, { $set: { budget: 50_000_000 } });
    const budget = await c.budget();
    const sellerBudget = (await TeamModel.findById(rival._id).lean())?.budget ?? 0;
    expect((await offer(first.id, valuation.counterAmount)).aiResponse.decision).toBe('ACCEPT');
    expect(await c.budget()).toBe(budget - valuation.counterAmount);
    expect((await TeamModel.findById(rival._id).lean())?.budget).toBe(sellerBudget + valuation.counterAmount);
    expect((await c.roster()).some((p) => p.id === first.id)).toBe(true);
    expect((await c.transactions())[0]).toMatchObject({ type: 'player_purchase', amount: -valuation.counterAmount });
    // Now he is the manager's own player: no more offers for him.
    const own = await c.http.request('POST', OFFER_URL, { playerId: first.id, sellerTeamId: c.team.id, offerAmount: 5_000 });
    expect(own.status).toBe(400);
    expect(((await own.json()) as { message: string }).message).toBe(MARKET_MESSAGES.offerOwnPlayer);

    const second$ = (await c.http.get<OfferValuation>(valuationUrl(second.id))).valuation;
    expect((await offer(second.id, second$.askingPrice)).aiResponse).toEqual({
      decision: 'ACCEPT',
      message: OFFER_MESSAGES.accept(second$.askingPrice),
    });

    // Validation and refusals, each changing nothing.
    const before = await c.budget();
    const bad = async (body: unknown, status: number, message: string) => {
      const res = await c.http.request('POST', OFFER_URL, body);
      expect(res.status).toBe(status);
      expect(((await res.json()) as { message: string }).message).toBe(message);
    };
    const third = players[2];
    if (!third) throw new Error('rival roster too small');
    await bad({ playerId: third.id, sellerTeamId, offerAmount: 'lots' }, 400, 'Please enter a valid offer amount');
    await bad({ playerId: third.id, offerAmount: 5_000 }, 400, 'Team information is missing');
    await bad({ playerId: third.id, sellerTeamId, offerAmount: before + 1_000 }, 400, MARKET_MESSAGES.offerOverBudget);
    await bad({ playerId: third.id, sellerTeamId: c.team.id, offerAmount: 5_000 }, 404, 'Player not found');
    expect(await c.budget()).toBe(before);
  }, 60_000);
});

describe('team scouting', () => {
  it('charges 100,000 once, opens the roster and shows young players’ potential only once scouted', async () => {
    const c = await marketCareer(app.url, 'market-scout@example.com', 104);
    const spanish = await worldTeam(c, 205);
    // Before: closed, by either route, and the offer dialog cannot price his players.
    const closed = await c.http.request('GET', templateRosterUrl(205));
    expect(closed.status).toBe(403);
    expect(((await closed.json()) as { message: string }).message).toBe(SCOUT_FIRST_MESSAGE);
    expect((await c.http.request('GET', `/api/players/team/${spanish._id.toString()}`)).status).toBe(403);
    const hidden = await PlayerModel.findOne({ teamId: spanish._id }).lean();
    expect((await c.http.request('GET', valuationUrl(hidden?._id.toString() ?? 'x'))).status).toBe(403);

    const budget = await c.budget();
    const scouted = await c.http.json<ScoutTeamResponse>('POST', scoutUrl(spanish._id.toString()));
    expect(scouted).toMatchObject({ templateTeamId: 205, cost: TEAM_SCOUTING_COST, budget: budget - TEAM_SCOUTING_COST });
    expect((await c.transactions())[0]).toMatchObject({ type: 'scouting_cost', amount: -TEAM_SCOUTING_COST });
    expect(await c.http.get<number[]>(routeUrl(ROUTES.transfers.scoutedTeams, {}))).toEqual([205]);
    expect((await c.http.json<ScoutTeamResponse>('POST', scoutUrl(spanish._id.toString()))).cost).toBe(0);
    expect(await c.budget()).toBe(budget - TEAM_SCOUTING_COST);
    expect((await c.http.get<Team[]>('/api/teams?leagueId=2')).find((t) => t.templateTeamId === 205)?.isScoutedTeam).toBe(true);

    const roster = await c.http.get<Player[]>(templateRosterUrl(205));
    const stored = await PlayerModel.find({ teamId: spanish._id }).lean();
    expect(roster.length).toBe(stored.length);
    for (const p of roster) {
      const exact = stored.find((s) => s._id.toString() === p.id)?.potential;
      expect(p.potential, p.name).toBe(p.age <= POTENTIAL_SHOWN_MAX_AGE ? exact : null);
    }
    // Own league: open without scouting, potential hidden; scouting it is refused.
    const rival = await worldTeam(c, 105);
    const rivalPlayers = await c.http.get<Player[]>(`/api/players/team/${rival._id.toString()}`);
    expect(rivalPlayers.every((p) => p.potential === null)).toBe(true);
    const ownLeague = await c.http.request('POST', scoutUrl(rival._id.toString()));
    expect(ownLeague.status).toBe(400);
    expect(((await ownLeague.json()) as { message: string }).message).toBe(OWN_LEAGUE_SCOUTING_MESSAGE);
    // Own roster: exact potential up to 24.
    const own = await c.roster();
    expect(own.every((p) => (p.age <= POTENTIAL_SHOWN_MAX_AGE ? p.potential !== null : p.potential === null))).toBe(true);

    // Too little budget: refused, nothing paid, nothing opened.
    await setBudget(c.team.id, TEAM_SCOUTING_COST - 1);
    const greek = await worldTeam(c, 301);
    const poor = await c.http.request('POST', scoutUrl(greek._id.toString()));
    expect(poor.status).toBe(400);
    expect(((await poor.json()) as { message: string }).message).toBe(MARKET_MESSAGES.budgetTooLow(TEAM_SCOUTING_COST));
    expect(await c.budget()).toBe(TEAM_SCOUTING_COST - 1);
    expect((await c.http.request('GET', templateRosterUrl(301))).status).toBe(403);
  });
});
