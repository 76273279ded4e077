/**
 * The trading block over HTTP: listing players, AI offers arriving with the
 * matchdays (once per key, with the meter's reasoning), accepting one moves
 * players and money exactly once, and a refused bid (money or players) comes
 * back with a counter-offer that one click accepts.
 */
import { describe, expect, it } from 'vitest';
import {
  ROUTES,
  routeUrl,
  TRADE_BLOCK_MAX_PLAYERS,
  type OfferWithCounter,
  type Player,
  type TradeAnswer,
  type TradeBidResult,
  type TradingBlock,
} from '@hardwood/shared';
import mongoose from '../src/infra/store/mongoose.js';
import { PlayerModel } from '../src/models/players/player.model.js';
import { TeamModel } from '../src/models/teams/team.model.js';
import { TradeOfferModel } from '../src/models/trading-block/trading-block.model.js';
import { useTestApp } from './app-fixture.js';
import { marketCareer, OFFER_URL, type TestCareer } from './market-helpers.js';

const app = useTestApp({
  env: { DEVELOPER_EMAILS: ['block', 'other', 'counter', 'bid'].map((n) => `trade-${n}@example.com`).join(',') },
});

const blockUrl = routeUrl(ROUTES.tradingBlock.block, {});
const listUrl = (playerId: string) => routeUrl(ROUTES.tradingBlock.setListing, { playerId });
const acceptUrl = (offerId: string) => routeUrl(ROUTES.tradingBlock.accept, { offerId });
const declineUrl = (offerId: string) => routeUrl(ROUTES.tradingBlock.decline, { offerId });
const bidUrl = routeUrl(ROUTES.tradingBlock.bid, {});

async function teamBudget(id: string): Promise<number> {
  return (await TeamModel.findById(new mongoose.Types.ObjectId(id), { budget: 1 }).lean())?.budget ?? -1;
}

/** An AI club of the manager's own league (rosters open) and its best player. */
async function leagueRival(c: TestCareer) {
  const rival = await TeamModel.findOne({
    worldId: c.userId,
    leagueId: c.team.leagueId,
    isUserTeam: { $ne: true },
    _id: { $ne: c.team.id },
  }).lean();
  if (!rival) throw new Error('no rival club');
  const players = await PlayerModel.find({ worldId: c.userId, teamId: rival._id, isOnLoan: { $ne: true } })
    .sort({ overallRating: -1 })
    .lean();
  return { rival, players };
}

describe('the trading block', () => {
  it('lists players, brings AI offers over the matchdays, and accepting one moves players and money once', async () => {
    const c = await marketCareer(app.url, 'trade-block@example.com', 103);
    const roster = await c.roster();
    const listed = [...roster].sort((a, b) => b.overallRating - a.overallRating).slice(0, TRADE_BLOCK_MAX_PLAYERS);
    for (const p of listed) await c.http.json('PUT', listUrl(p.id), { listed: true });
    // A repeat changes nothing; one more than the limit is refused.
    const again = await c.http.json<TradingBlock>('PUT', listUrl(listed[0]!.id), { listed: true });
    expect(again.players.filter((p) => p.listed)).toHaveLength(TRADE_BLOCK_MAX_PLAYERS);
    const extra = roster.find((p) => !listed.some((l) => l.id === p.id));
    const over = await c.http.request('PUT', listUrl(extra!.id), { listed: true });
    expect(over.status).toBe(400);
    expect((await c.http.get<TradingBlock>(blockUrl)).offers).toHaveLength(0);

    // Offers arrive with the matchdays' processing.
    let block = await c.http.get<TradingBlock>(blockUrl);
    for (let matchday = 1; matchday <= 4 && !block.offers.some((o) => o.status === 'pending'); matchday += 1) {
      await c.http.json('POST', `/api/matches/simulate-matchday/${matchday}`);
      block = await c.http.get<TradingBlock>(blockUrl);
    }
    const pending = block.offers.filter((o) => o.status === 'pending');
    expect(pending.length).toBeGreaterThan(0);
    for (const o of pending) {
      expect(o.kind).toBe('block');
      expect(o.youGive.every((p) => listed.some((l) => l.id === p.id))).toBe(true);
      expect(o.youGet.length + o.theyPay).toBeGreaterThan(0);
      expect(o.reasoning.at(-1)).toMatch(/acceptable/);
      expect(o.expiresMatchday).toBeGreaterThan(o.createdMatchday);
    }
    // Keys are unique: no offer was written twice.
    const keys = (await TradeOfferModel.find({ worldId: c.userId }, { key: 1 }).lean()).map((o) => o.key);
    expect(new Set(keys).size).toBe(keys.length);

    const offer = pending[0]!;
    const [mine, theirs] = [await c.budget(), await teamBudget(offer.club.id)];
    const accepted = await c.http.json<TradeAnswer>('POST', acceptUrl(offer.id));
    expect(accepted.offer.status).toBe('accepted');
    expect(accepted.budget).toBe(mine + offer.theyPay - offer.youPay);
    expect(await teamBudget(offer.club.id)).toBe(theirs - offer.theyPay + offer.youPay);
    const after = await c.roster();
    for (const p of offer.youGive) {
      expect(after.some((r) => r.id === p.id)).toBe(false);
      expect((await PlayerModel.findById(p.id).lean())?.teamId?.toString()).toBe(offer.club.id);
    }
    for (const p of offer.youGet) expect(after.some((r) => r.id === p.id)).toBe(true);
    // Idempotent: a repeat answers the same and moves nothing more.
    const repeat = await c.http.json<TradeAnswer>('POST', acceptUrl(offer.id));
    expect(repeat.budget).toBe(accepted.budget);
    expect(await teamBudget(offer.club.id)).toBe(theirs - offer.theyPay + offer.youPay);
    // The traded player left the block; other offers for him lapse.
    const now = await c.http.get<TradingBlock>(blockUrl);
    expect(now.players.some((p) => p.player.id === offer.youGive[0]!.id)).toBe(false);
    const stale = now.offers.find((o) => o.id !== offer.id && o.youGive.some((p) => p.id === offer.youGive[0]!.id));
    if (stale) expect(stale.status).not.toBe('pending');
    // Declining another open offer settles it; accepting it afterwards is refused.
    const other = now.offers.find((o) => o.status === 'pending');
    if (other) {
      expect((await c.http.json<TradeAnswer>('POST', declineUrl(other.id))).offer.status).toBe('declined');
      expect((await c.http.request('POST', acceptUrl(other.id))).status).toBe(409);
    }

    // Another world's manager cannot see or answer these offers, nor list this player.
    const o2 = await marketCareer(app.url, 'trade-other@example.com', 104);
    expect((await o2.http.request('POST', acceptUrl(offer.id))).status).toBe(404);
    expect((await o2.http.request('POST', declineUrl(offer.id))).status).toBe(404);
    expect((await o2.http.request('PUT', listUrl(listed[1]!.id), { listed: true })).status).toBe(404);
    const foreignBid = { sellerTeamId: offer.club.id, getPlayerIds: [offer.youGive[0]!.id], givePlayerIds: [], money: 1_000 };
    expect((await o2.http.request('POST', bidUrl, foreignBid)).status).toBe(404);
  }, 120_000);

  it('answers a refused money bid with a counter-offer that one click accepts', async () => {
    const c = await marketCareer(app.url, 'trade-counter@example.com', 105);
    const { rival, players } = await leagueRival(c);
    // Room on the roster for one more player.
    const spare = (await c.roster()).sort((x, y) => x.overallRating - y.overallRating)[0]!;
    await PlayerModel.updateOne({ _id: new mongoose.Types.ObjectId(spare.id) }, { $set: { teamId: null } });
    const target = players[2]!;
    const res = await c.http.json<OfferWithCounter>('POST', OFFER_URL, {
      playerId: target._id.toString(),
      sellerTeamId: rival._id.toString(),
      offerAmount: 1_000,
      contractSeasons: 2,
    });
    expect(res.aiResponse.decision).not.toBe('ACCEPT');
    const counter = res.counterOffer;
    expect(counter).toBeTruthy();
    if (!counter) return;
    expect(counter.kind).toBe('counter');
    expect(counter.youGet.map((p) => p.id)).toEqual([target._id.toString()]);
    expect(counter.youPay).toBeGreaterThan(1_000);
    const [mine, theirs] = [await c.budget(), rival.budget];
    const done = await c.http.json<TradeAnswer>('POST', acceptUrl(counter.id));
    expect(done.offer.status).toBe('accepted');
    expect(done.budget).toBe(mine - counter.youPay);
    expect(await teamBudget(rival._id.toString())).toBe(theirs + counter.youPay);
    expect((await c.roster()).some((p: Player) => p.id === target._id.toString())).toBe(true);
  }, 60_000);

  it('judges a bid of players: a lopsided one is refused with a counter, a fair one goes through', async () => {
    const c = await marketCareer(app.url, 'trade-bid@example.com', 106);
    const { rival, players } = await leagueRival(c);
    const mine = [...(await c.roster())].sort((a, b) => a.overallRating - b.overallRating);
    const star = players[0]!;
    const bid = { sellerTeamId: rival._id.toString(), getPlayerIds: [star._id.toString()], givePlayerIds: [mine[0]!.id], money: 0 };
    const refused = await c.http.json<TradeBidResult>('POST', bidUrl, bid);
    expect(refused.accepted).toBe(false);
    expect(refused.reasoning.at(-1)).toMatch(/more/);
    const counter = refused.counterOffer;
    expect(counter).toBeTruthy();
    if (!counter) return;
    // The counter asks for more: money, or another of his players.
    expect(counter.youPay > 0 || counter.youGive.length > 1).toBe(true);
    const budget = await c.budget();
    const done = await c.http.json<TradeAnswer>('POST', acceptUrl(counter.id));
    expect(done.budget).toBe(budget - counter.youPay);
    const roster = await c.roster();
    expect(roster.some((p) => p.id === star._id.toString())).toBe(true);
    for (const p of counter.youGive) expect(roster.some((r) => r.id === p.id)).toBe(false);
    // A player just traded cannot be traded again at once.
    const back = await c.http.request('POST', bidUrl, {
      ...bid,
      givePlayerIds: [star._id.toString()],
      getPlayerIds: [players[1]!._id.toString()],
    });
    expect(back.status).toBe(400);
    // Ids of another world answer 404.
    const stranger = await c.http.request('POST', acceptUrl(new mongoose.Types.ObjectId().toString()));
    expect(stranger.status).toBe(404);
  }, 60_000);
});
