/**
 * The managers' market of a league over HTTP: listing, bidding, outbidding
 * (the held money moves to the new leader), the deadline's extension in its
 * last minutes, twenty bids at once, settlement exactly once (and a failed
 * one over the wage limit), the collusion and new-manager rules, and 404 for
 * another world's ids and in a career. Four managers share one world made a
 * league in the store, as the league routes will make one.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  auctionWinner,
  LEAGUE_MARKET,
  LEAGUE_MARKET_MESSAGES,
  openingBid,
  ROUTES,
  transferFee,
  type LeagueListing,
  type LeagueMarket,
  type MyLeagueMarket,
} from '@hardwood/shared';
import mongoose from '../src/infra/store/mongoose.js';
import { settleDueAuctions } from '../src/domain/league-market/settle.js';
import { extendMissedDeadlines } from '../src/domain/league-market/settler.js';
import { ListingModel } from '../src/models/league-market/listing.model.js';
import { BidModel } from '../src/models/league-market/bid.model.js';
import { NewsModel } from '../src/models/news/news.model.js';
import { PlayerModel } from '../src/models/players/player.model.js';
import { TeamModel } from '../src/models/teams/team.model.js';
import { TransactionModel } from '../src/models/money/transaction.model.js';
import { WorldModel } from '../src/models/worlds/world.model.js';
import { UserModel } from '../src/models/auth/user.model.js';
import { placeBid } from '../src/domain/league-market/bidding.js';
import { careerSeatOf, type Seat } from '../src/domain/worlds/seat.js';
import { ConflictError } from '../src/infra/errors/domain-errors.js';
import { useTestApp } from './app-fixture.js';
import type { HttpClient } from './http-client.js';
import { marketCareer, setBudget } from './market-helpers.js';
import { seatSecondManager } from './second-seat.js';

const app = useTestApp({
  env: { LEAGUE_MARKET_MIN_SECONDS: '600', DEVELOPER_EMAILS: 'lm-a@example.com,lm-d@example.com' },
  leagueMarketSettleMs: 200,
});
const oid = (id: string) => new mongoose.Types.ObjectId(id);
const BUDGET = 30_000_000;
const DAY_MS = 24 * 3600 * 1000;

interface Manager {
  http: HttpClient;
  teamId: string;
  name: string;
  userId: mongoose.Types.ObjectId;
}

/** The manager's seat, as a route resolves it. */
async function seatOf(m: Manager): Promise<Seat> {
  const user = await UserModel.findById(m.userId).lean();
  const seat = user ? await careerSeatOf(user) : null;
  if (!seat) throw new Error('no seat');
  return seat;
}

let world: mongoose.Types.ObjectId;
let a: Manager, b: Manager, c: Manager, newcomer: Manager;

/** Seats taken ten days ago, past the new managers' rule (the store's raw collection: a seat's date is not the app's to change). */
async function backdateSeats(worldId: mongoose.Types.ObjectId, userIds: mongoose.Types.ObjectId[]): Promise<void> {
  const db = mongoose.connection.db;
  if (!db) throw new Error('no store');
  await db
    .collection('seats')
    .updateMany({ worldId, userId: { $in: userIds } }, { $set: { createdAt: new Date(Date.now() - 10 * DAY_MS) } });
}

beforeAll(async () => {
  const first = await marketCareer(app.url, 'lm-a@example.com', 104);
  world = first.userId;
  const second = await seatSecondManager(app.url, world, 'lm-b@example.com', 105);
  const third = await seatSecondManager(app.url, world, 'lm-c@example.com', 106);
  const fourth = await seatSecondManager(app.url, world, 'lm-new@example.com', 107);
  await WorldModel.updateOne({ _id: world }, { $set: { kind: 'league' } });
  await backdateSeats(world, [first.userId, second.userId, third.userId]);
  a = { http: first.http, teamId: first.team.id, name: first.team.name, userId: first.userId };
  b = { http: second.http, teamId: second.team.id, name: second.team.name, userId: second.userId };
  c = { http: third.http, teamId: third.team.id, name: third.team.name, userId: third.userId };
  newcomer = { http: fourth.http, teamId: fourth.team.id, name: fourth.team.name, userId: fourth.userId };
  for (const m of [a, b, c, newcomer]) {
    await setBudget(m.teamId, BUDGET);
    await makeRoom(m);
  }
}, 120_000);

/** A full roster (15) lets its least rated players go down to 13, so each club may buy. */
async function makeRoom(m: Manager): Promise<void> {
  const squad = await PlayerModel.countDocuments({ teamId: oid(m.teamId) });
  // (A limit of 0 is no limit.)
  if (squad <= 13) return;
  const spare = await PlayerModel.find({ teamId: oid(m.teamId) }, { _id: 1 })
    .sort({ overallRating: 1, _id: 1 })
    .limit(squad - 13)
    .lean();
  await PlayerModel.updateMany({ _id: { $in: spare.map((p) => p._id) } }, { $set: { teamId: null, templateTeamId: null } });
}

async function money(m: Manager): Promise<{ budget: number; held: number; keys: string[] }> {
  const team = await TeamModel.findById(m.teamId, { budget: 1, heldEuros: 1, heldKeys: 1 }).lean();
  return { budget: team?.budget ?? NaN, held: team?.heldEuros ?? 0, keys: team?.heldKeys ?? [] };
}

/** One of the club's players not on loan and not yet listed, the least rated first (cheap to bid for). */
async function playerOf(m: Manager, skip: string[] = []) {
  const players = await PlayerModel.find(
    { teamId: oid(m.teamId), isOnLoan: { $ne: true } },
    { overallRating: 1, age: 1, name: 1, salary: 1 },
  )
    .sort({ overallRating: 1, _id: 1 })
    .lean();
  const player = players.find((p) => !skip.includes(p._id.toString()));
  if (!player) throw new Error('no player to list');
  return { id: player._id.toString(), name: player.name, fee: transferFee({ rating: player.overallRating, age: player.age }) };
}

const list = (m: Manager, playerId: string, lengthHours: 1 | 6 | 24 = 1) =>
  m.http.send(ROUTES.leagueMarket.list, {}, { playerId, lengthHours });
const bid = (m: Manager, listingId: string, amount: number) => m.http.send(ROUTES.leagueMarket.bid, { listingId }, { amount });
const body = async <T>(res: Response, status: number): Promise<T> => {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return JSON.parse(text) as T;
};
const message = async (res: Response, status: number) => (await body<{ message: string }>(res, status)).message;
const listingDoc = async (id: string) => {
  const doc = await ListingModel.findById(id).lean();
  if (!doc) throw new Error('listing missing');
  return doc;
};
const setDeadline = (id: string, deadline: Date) => ListingModel.updateOne({ _id: oid(id) }, { $set: { deadline } });

let first: LeagueListing;
let firstFee = 0;

describe("the managers' market", () => {
  it('lists a player at the server’s opening bid, takes bids, and moves the held money to the new leader', async () => {
    const player = await playerOf(a);
    const before = Date.now();
    first = await body<LeagueListing>(await list(a, player.id, 24), 201);
    expect(first.openingBid).toBe(openingBid(player.fee));
    expect(first.minimumBid).toBe(first.openingBid);
    // The test's clock: listings last 600 s, not 24 hours.
    expect(Date.parse(first.deadline) - before).toBeGreaterThanOrEqual(599_000);
    expect(Date.parse(first.deadline) - before).toBeLessThan(610_000);
    // Listed twice: refused. Everyone in the league sees it; only its seller as his.
    expect(await message(await list(a, player.id), 409)).toBe(LEAGUE_MARKET_MESSAGES.alreadyListed(player.name));
    const seen = await body<LeagueMarket>(await b.http.send(ROUTES.leagueMarket.listings, {}), 200);
    expect(seen.listings.find((l) => l.id === first.id)).toMatchObject({ yours: false, leading: null, state: 'open' });

    expect(await message(await bid(a, first.id, first.openingBid), 409)).toBe(LEAGUE_MARKET_MESSAGES.ownListing);
    expect(await message(await bid(b, first.id, first.openingBid - 1), 409)).toBe(LEAGUE_MARKET_MESSAGES.belowMinimum(first.openingBid));
    expect(await money(b)).toEqual({ budget: BUDGET, held: 0, keys: [] });

    const led = await body<{ listing: LeagueListing }>(await bid(b, first.id, first.openingBid), 200);
    expect(led.listing.leading).toMatchObject({ amount: first.openingBid, teamId: b.teamId, yours: true });
    expect(await money(b)).toMatchObject({ budget: BUDGET - first.openingBid, held: first.openingBid });
    // Bid on: no withdrawing now.
    expect(await message(await a.http.send(ROUTES.leagueMarket.withdraw, { listingId: first.id }), 409)).toBe(
      LEAGUE_MARKET_MESSAGES.withdrawAfterBid,
    );

    const step = Math.max(LEAGUE_MARKET.minStepEuros, Math.ceil(first.openingBid * LEAGUE_MARKET.minStepShare));
    expect(led.listing.minimumBid).toBe(first.openingBid + step);
    expect(await message(await bid(c, first.id, first.openingBid + step - 1), 409)).toMatch(/minimum bid/);
    const outbid = await body<{ listing: LeagueListing }>(await bid(c, first.id, first.openingBid + step), 200);
    expect(outbid.listing.leading?.teamId).toBe(c.teamId);
    // B has his money back whole; C's is held. Ten minutes out, nothing extends.
    expect(await money(b)).toEqual({ budget: BUDGET, held: 0, keys: [] });
    expect(await money(c)).toMatchObject({ budget: BUDGET - first.openingBid - step, held: first.openingBid + step });
    expect(outbid.listing.deadline).toBe(first.deadline);
    const mine = await body<MyLeagueMarket>(await c.http.send(ROUTES.leagueMarket.mine, {}), 200);
    expect(mine).toMatchObject({ heldEuros: first.openingBid + step, tradesFrom: null });
    expect(mine.bids[0]).toMatchObject({ myBid: first.openingBid + step, leading: true });
  });

  it('extends the deadline three minutes for a bid in its last three minutes', async () => {
    const deadline = new Date(Date.now() + 60_000);
    await setDeadline(first.id, deadline);
    const minimum = (await listingDoc(first.id)).minimumBid;
    const late = await body<{ listing: LeagueListing }>(await bid(b, first.id, minimum), 200);
    expect(Date.parse(late.listing.deadline)).toBe(deadline.getTime() + LEAGUE_MARKET.extendMinutes * 60_000);
    firstFee = minimum;
    expect(await money(c)).toMatchObject({ held: 0, budget: BUDGET });
  });

  it('gives the last minutes back to a deadline that fell while no server ran, instead of selling at it', async () => {
    const fell = new Date(Date.now() - 60_000);
    await setDeadline(first.id, fell);
    const startedAt = new Date();
    // Two servers starting at once: the listing is extended once.
    const extended = await Promise.all([extendMissedDeadlines(startedAt), extendMissedDeadlines(startedAt)]);
    expect(extended.reduce((a, b) => a + b, 0)).toBe(1);
    const doc = await listingDoc(first.id);
    expect(doc.state).toBe('open');
    expect(doc.deadline.getTime()).toBe(startedAt.getTime() + LEAGUE_MARKET.extendMinutes * 60_000);
  });

  it('settles once: the player moves, the fee leaves the hold for the seller, and both hear of it', async () => {
    const [seller, buyer] = [await money(a), await money(b)];
    expect(buyer.held).toBe(firstFee);
    await setDeadline(first.id, new Date(Date.now() - 1000));
    // Twice, and the timer besides: once only.
    await Promise.all([settleDueAuctions(new Date()), settleDueAuctions(new Date())]);
    await settleDueAuctions(new Date());
    const done = await listingDoc(first.id);
    expect(done).toMatchObject({ state: 'sold', verdict: 'sold' });
    const player = await PlayerModel.findById(first.player.id).lean();
    expect(player?.teamId?.toString()).toBe(b.teamId);
    expect(player?.transferCount).toBe(1);
    expect(await money(a)).toEqual({ ...seller, budget: seller.budget + firstFee });
    expect(await money(b)).toEqual({ budget: buyer.budget, held: 0, keys: [] });
    expect(await money(c)).toMatchObject({ budget: BUDGET, held: 0 });
    const booked = await TransactionModel.find({
      worldId: world,
      key: { $in: [`league-market:${first.id}:buy`, `league-market:${first.id}:sell`] },
    }).lean();
    expect(booked.map((t) => [t.teamId.toString(), t.amount, t.type]).sort()).toEqual(
      [
        [a.teamId, firstFee, 'player_sale'],
        [b.teamId, -firstFee, 'player_purchase'],
      ].sort(),
    );
    const news = await NewsModel.find({ worldId: world, key: { $regex: `^league-market:${first.id}` } }).lean();
    expect(news.map((n) => n.teamId?.toString() ?? 'world').sort()).toEqual([a.teamId, b.teamId, 'world'].sort());
    expect((await BidModel.find({ listingId: oid(first.id), releasedAt: null }).lean()).length).toBe(0);
  });

  it('refuses a second deal between the same two managers this season, naming the rule', async () => {
    const second = await body<LeagueListing>(await list(a, (await playerOf(a)).id), 201);
    expect(await message(await bid(b, second.id, second.minimumBid), 409)).toBe(LEAGUE_MARKET_MESSAGES.pairLimit('you', a.name));
    expect((await money(b)).held).toBe(0);
    // Either way round; another pair is free.
    const theirs = await body<LeagueListing>(await list(b, (await playerOf(b)).id), 201);
    expect(await message(await bid(a, theirs.id, theirs.minimumBid), 409)).toBe(LEAGUE_MARKET_MESSAGES.pairLimit('you', b.name));
    // Before a bid, a listing comes off.
    for (const [m, l] of [
      [a, second],
      [b, theirs],
    ] as const)
      expect(await message(await m.http.send(ROUTES.leagueMarket.withdraw, { listingId: l.id }), 200)).toMatch(/off the managers' market/);
    const open = await body<LeagueMarket>(await c.http.send(ROUTES.leagueMarket.listings, {}), 200);
    expect(open.listings.map((l) => l.id)).not.toContain(second.id);
  });

  let auction: LeagueListing;
  it('takes twenty bids at once from two managers: one leads, and exactly his bid is held', async () => {
    auction = await body<LeagueListing>(await list(c, (await playerOf(c)).id), 201);
    const [beforeA, beforeB] = [await money(a), await money(b)];
    /** Twenty amounts from `from` up, out of order, so a bid decided on a stale state would undercut a higher one. */
    const burst = (from: number) => Array.from({ length: 20 }, (_, i) => from + ((i * 7) % 20) * 20_000);
    const oneLeader = async (accepted: number[], bids: number) => {
      expect(accepted.length).toBeGreaterThan(0);
      const doc = await listingDoc(auction.id);
      expect(doc.leadingAmount).toBe(Math.max(...accepted));
      expect(doc.bidCount).toBe(bids);
      // Who wins by the rules, from every bid that took the lead, is the one the listing holds.
      const placed = await BidModel.find({ listingId: oid(auction.id), state: 'placed' }).lean();
      expect(placed).toHaveLength(bids);
      const winner = auctionWinner(placed.map((p) => ({ id: p._id.toString(), amount: p.amount, at: p.createdAt.getTime() })));
      expect(winner?.id).toBe(doc.leadingBidId?.toString());
      const [afterA, afterB] = [await money(a), await money(b)];
      const leader = doc.leadingTeamId?.toString() === a.teamId ? afterA : afterB;
      const other = leader === afterA ? afterB : afterA;
      expect(leader).toMatchObject({ held: doc.leadingAmount, keys: [`${doc.leadingBidId?.toString()}:${doc.leadingAmount}`] });
      expect(other).toMatchObject({ held: 0, keys: [] });
      // Nothing was spent: whatever is not held is in the budget.
      expect(afterA.budget + afterA.held).toBe(beforeA.budget);
      expect(afterB.budget + afterB.held).toBe(beforeB.budget);
    };
    // Over HTTP, as the managers send them.
    const amounts = burst(auction.openingBid);
    const answers = await Promise.all(amounts.map((amount, i) => bid(i % 2 === 0 ? a : b, auction.id, amount)));
    for (const res of answers) expect([200, 409]).toContain(res.status);
    const accepted = amounts.filter((_, i) => answers[i]?.status === 200);
    await oneLeader(accepted, accepted.length);
    // And straight into the service, where nothing spaces them out: every step of each interleaves with the others.
    const [seatA, seatB] = [await seatOf(a), await seatOf(b)];
    const more = burst((await listingDoc(auction.id)).minimumBid);
    const settled = await Promise.allSettled(more.map((amount, i) => placeBid(i % 2 === 0 ? seatA : seatB, auction.id, amount)));
    for (const r of settled) if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(ConflictError);
    const acceptedToo = more.filter((_, i) => settled[i]?.status === 'fulfilled');
    await oneLeader(acceptedToo, accepted.length + acceptedToo.length);
  });

  it('fails a settlement over the winner’s wage limit: no sale, the money back, both told', async () => {
    const doc = await listingDoc(auction.id);
    const winner = doc.leadingTeamId?.toString() === a.teamId ? a : b;
    const held = await money(winner);
    const sellerBefore = await money(c);
    const salaries = await PlayerModel.find({ teamId: oid(winner.teamId) }, { salary: 1 }).lean();
    await PlayerModel.updateMany({ teamId: oid(winner.teamId) }, { $set: { salary: 400_000 } });
    await setDeadline(auction.id, new Date(Date.now() - 1000));
    await settleDueAuctions(new Date());
    await settleDueAuctions(new Date());
    for (const p of salaries) await PlayerModel.updateOne({ _id: p._id }, { $set: { salary: p.salary } });
    const failed = await listingDoc(auction.id);
    expect(failed.state).toBe('failed');
    expect(failed.outcomeReason).toMatch(/wage bill/);
    expect((await PlayerModel.findById(auction.player.id).lean())?.teamId?.toString()).toBe(c.teamId);
    expect(await money(winner)).toEqual({ budget: held.budget + held.held, held: 0, keys: [] });
    expect(await money(c)).toEqual(sellerBefore);
    expect(await TransactionModel.countDocuments({ worldId: world, key: { $regex: `^league-market:${auction.id}` } })).toBe(0);
    const told = await NewsModel.find({ worldId: world, key: { $regex: `^league-market:${auction.id}` } }).lean();
    expect(told.map((n) => n.teamId?.toString()).sort()).toEqual([c.teamId, winner.teamId].sort());
    const mine = await body<MyLeagueMarket>(await c.http.send(ROUTES.leagueMarket.mine, {}), 200);
    expect(mine.listings.find((l) => l.id === auction.id)).toMatchObject({ state: 'failed', outcome: failed.outcomeReason });
  });

  it('finishes a settlement cut short at a write, doing no step twice', async () => {
    const cut = await body<LeagueListing>(await list(c, (await playerOf(c)).id), 201);
    await body(await bid(a, cut.id, cut.minimumBid), 200);
    const [seller, buyer] = [await money(c), await money(a)];
    // The seller's club out of reach: the run stops at the seller's credit, after the player's move and the buyer's payment.
    await TeamModel.updateOne({ _id: oid(c.teamId) }, { $set: { worldId: new mongoose.Types.ObjectId() } });
    await setDeadline(cut.id, new Date(Date.now() - 1000));
    await settleDueAuctions(new Date());
    const halfway = await listingDoc(cut.id);
    expect(halfway).toMatchObject({ state: 'settling', verdict: 'sold', paidAt: null });
    expect((await PlayerModel.findById(cut.player.id).lean())?.teamId?.toString()).toBe(a.teamId);
    await TeamModel.updateOne({ _id: oid(c.teamId) }, { $set: { worldId: world } });
    await settleDueAuctions(new Date());
    await settleDueAuctions(new Date());
    expect((await listingDoc(cut.id)).state).toBe('sold');
    const player = await PlayerModel.findById(cut.player.id).lean();
    expect(player?.transferCount).toBe(1);
    expect(await money(a)).toEqual({ budget: buyer.budget, held: 0, keys: [] });
    expect(await money(c)).toEqual({ ...seller, budget: seller.budget + cut.minimumBid });
    expect(await TransactionModel.countDocuments({ worldId: world, key: { $regex: `^league-market:${cut.id}` } })).toBe(2);
  });

  let third: LeagueListing;
  it('keeps a manager out in his first days in the league, naming the rule', async () => {
    third = await body<LeagueListing>(await list(a, (await playerOf(a)).id), 201);
    expect(await message(await list(newcomer, (await playerOf(newcomer)).id), 409)).toMatch(/^New managers' rule/);
    expect(await message(await bid(newcomer, third.id, third.minimumBid), 409)).toMatch(/^New managers' rule/);
    const mine = await body<MyLeagueMarket>(await newcomer.http.send(ROUTES.leagueMarket.mine, {}), 200);
    expect(Date.parse(mine.tradesFrom ?? '')).toBeGreaterThan(Date.now() + (LEAGUE_MARKET.firstDays - 1) * DAY_MS);
    expect((await money(newcomer)).held).toBe(0);
  });

  it('answers 404 in a career, and to another world’s ids in a league, changing nothing', async () => {
    const career = await marketCareer(app.url, 'lm-d@example.com', 110);
    const own: Manager = { http: career.http, teamId: career.team.id, name: career.team.name, userId: career.userId };
    const player = await playerOf(own);
    for (const res of [
      await own.http.send(ROUTES.leagueMarket.listings, {}),
      await own.http.send(ROUTES.leagueMarket.mine, {}),
      await list(own, player.id),
    ])
      expect(await message(res, 404)).toBe(LEAGUE_MARKET_MESSAGES.notLeague);
    await WorldModel.updateOne({ _id: career.userId }, { $set: { kind: 'league' } });
    await backdateSeats(career.userId, [career.userId]);
    const theirs = await body<LeagueMarket>(await own.http.send(ROUTES.leagueMarket.listings, {}), 200);
    expect(theirs.listings).toEqual([]);
    const before = await listingDoc(third.id);
    expect((await bid(own, third.id, third.minimumBid)).status).toBe(404);
    expect((await own.http.send(ROUTES.leagueMarket.withdraw, { listingId: third.id })).status).toBe(404);
    expect((await list(own, (await playerOf(a)).id)).status).toBe(404);
    expect((await list(a, player.id)).status).toBe(404);
    expect(await listingDoc(third.id)).toEqual(before);
    expect((await money(own)).held).toBe(0);
  });

  it('settles a passed deadline by itself, without anyone asking', async () => {
    await setDeadline(third.id, new Date(Date.now() - 1000));
    await expect.poll(async () => (await listingDoc(third.id)).state, { timeout: 10_000, interval: 100 }).toBe('unsold');
    const news = await NewsModel.findOne({ worldId: world, teamId: oid(a.teamId), key: `league-market:${third.id}:seller` }).lean();
    expect(news?.title).toMatch(/^No bids for/);
    // Off the market, he may be listed again.
    expect((await list(a, third.player.id)).status).toBe(201);
  });
});
