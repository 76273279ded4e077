/**
 * The market's harder rules over HTTP: a player who
 * moves twice in a matchday makes two deals; a club keeps a squad; clubs
 * never price in an upside the manager has not scouted, nor ask him less than
 * the market value; offer amounts and template ids are read strictly.
 */
import { describe, expect, it } from 'vitest';
import {
  MARKET_MESSAGES,
  MAX_ROSTER_SIZE,
  MIN_ELIGIBLE_AFTER_SALE,
  playerValuation,
  POTENTIAL_SHOWN_MAX_AGE,
  rotationRank,
  type OfferResult,
  type OfferValuation,
  type Player,
  type SellResponse,
} from '@hardwood/shared';
import mongoose from '../src/infra/store/mongoose.js';
import { TemplatePlayerModel } from '../src/models/catalogue/catalogue.model.js';
import { PlayerModel } from '../src/models/players/player.model.js';
import { TeamModel } from '../src/models/teams/team.model.js';
import { DealModel } from '../src/models/transfers/deal.model.js';
import { toMarketPlayer } from '../src/domain/transfers/market-world.js';
import { useTestApp } from './app-fixture.js';
import {
  marketCareer,
  OFFER_URL,
  saleSucceeds,
  scoutUrl,
  sellUrl,
  setBudget,
  templateRosterUrl,
  valuationUrl,
  valueOf,
  worldTeam,
} from './market-helpers.js';

const app = useTestApp({ env: { DEVELOPER_EMAILS: ['twice', 'squad', 'price', 'strict'].map((n) => `rules-${n}@example.com`).join(',') } });

/** A Serie A club whose roster is not full, so an offer reaches the selling club. */
async function clubWithRoom(): Promise<number> {
  for (let id = 101; id <= 112; id += 1)
    if ((await TemplatePlayerModel.countDocuments({ templateTeamId: id })) < MAX_ROSTER_SIZE) return id;
  throw new Error('every club is full');
}

const messageOf = async (res: Response) => ((await res.json()) as { message: string }).message;

describe('a player who moves twice in a matchday', () => {
  it('is sold, bought back and sold again: three deals, each moving him and the money', async () => {
    const c = await marketCareer(app.url, 'rules-twice@example.com', 101);
    const player = (await c.roster()).sort((a, b) => b.overallRating - a.overallRating).find((p) => saleSucceeds(c, p.id, 1));
    if (!player) throw new Error('no sale succeeds on this seed');
    await setBudget(c.team.id, 30_000_000);
    const first = await c.http.json<SellResponse>('POST', sellUrl(player.id));
    expect(first.success).toBe(true);
    const buyerId = (await PlayerModel.findById(player.id).lean())?.teamId;
    const buyer = await TeamModel.findById(buyerId).lean();
    if (!buyer) throw new Error('no buyer');
    if (buyer.leagueId !== c.team.leagueId) await c.http.json('POST', scoutUrl(buyer._id.toString()));
    const { valuation } = await c.http.get<OfferValuation>(valuationUrl(player.id));
    const bought = await c.http.json<OfferResult>('POST', OFFER_URL, {
      playerId: player.id,
      sellerTeamId: buyer._id.toString(),
      offerAmount: valuation.askingPrice,
    });
    expect(bought.aiResponse.decision).toBe('ACCEPT');
    expect((await c.roster()).some((p) => p.id === player.id)).toBe(true);

    // The same matchday's draw again (a success), but a new deal: he really goes, and the fee arrives.
    const budget = await c.budget();
    const second = await c.http.json<SellResponse>('POST', sellUrl(player.id));
    expect(second.success).toBe(true);
    expect((await c.roster()).some((p) => p.id === player.id)).toBe(false);
    expect(await c.budget()).toBe(budget + valueOf(player));
    expect(await DealModel.countDocuments({ worldId: c.userId, playerId: new mongoose.Types.ObjectId(player.id), state: 'done' })).toBe(3);
    expect((await PlayerModel.findById(player.id).lean())?.transferCount).toBe(3);
  }, 30_000);
});

describe('a selling club', () => {
  it('keeps a squad: an offer that would leave it under 10 is refused, and nothing moves', async () => {
    const c = await marketCareer(app.url, 'rules-squad@example.com', 102);
    const rival = await worldTeam(c, 103);
    const players = await PlayerModel.find({ teamId: rival._id }).sort({ _id: 1 }).lean();
    // Leave the club exactly at the minimum.
    await PlayerModel.updateMany({ _id: { $in: players.slice(MIN_ELIGIBLE_AFTER_SALE).map((p) => p._id) } }, { $set: { teamId: null } });
    const target = players[0];
    if (!target) throw new Error('empty club');
    await setBudget(c.team.id, 30_000_000);
    const res = await c.http.request('POST', OFFER_URL, {
      playerId: target._id.toString(),
      sellerTeamId: rival._id.toString(),
      offerAmount: 20_000_000,
    });
    expect(res.status).toBe(400);
    expect(await messageOf(res)).toBe(MARKET_MESSAGES.sellerSquadTooSmall(rival.name));
    expect(await c.budget()).toBe(30_000_000);
    expect(await PlayerModel.countDocuments({ teamId: rival._id })).toBe(MIN_ELIGIBLE_AFTER_SALE);
  });
});

describe('a club’s price for the manager', () => {
  it('leaves out an upside he has not scouted, and is never under the market value', async () => {
    const c = await marketCareer(app.url, 'rules-price@example.com', 104);
    const own = await TeamModel.findById(c.team.id).lean();
    let youngWithUpside = 0;
    for (const templateTeamId of [101, 102, 103, 105, 106]) {
      const club = await worldTeam(c, templateTeamId);
      const squad = await PlayerModel.find({ teamId: club._id }).lean();
      for (const p of squad) {
        const { valuation } = await c.http.get<OfferValuation>(valuationUrl(p._id.toString()));
        expect(valuation.askingPrice, p.name).toBeGreaterThanOrEqual(valuation.marketValue);
        const hidden = { ...toMarketPlayer(p), potential: null };
        const expected = playerValuation(hidden, {
          rotationRank: rotationRank(hidden, squad.map(toMarketPlayer)),
          squadSize: squad.length,
          budget: club.budget,
          buyerReputation: own?.reputation ?? 0,
          minAskingFactor: 1,
        });
        expect(valuation.askingPrice, p.name).toBe(expected.askingPrice);
        if (p.age <= POTENTIAL_SHOWN_MAX_AGE && p.potential > p.overallRating) youngWithUpside += 1;
      }
    }
    // Not vacuous: some of them had an upside the stored potential would have priced in.
    expect(youngWithUpside).toBeGreaterThan(0);
  });
});

describe('strict input', () => {
  it('refuses offer amounts that only coercion would read, and template ids that are not digits', async () => {
    const c = await marketCareer(app.url, 'rules-strict@example.com', await clubWithRoom());
    const rival = await worldTeam(c, c.team.templateTeamId === 106 ? 107 : 106);
    const target = (await c.http.get<Player[]>(`/api/players/team/${rival._id.toString()}`))[0];
    for (const offerAmount of [true, [5_000], '1e3', '5,000', 1.5, -1_000]) {
      const res = await c.http.request('POST', OFFER_URL, { playerId: target?.id, sellerTeamId: rival._id.toString(), offerAmount });
      expect(res.status, JSON.stringify(offerAmount)).toBe(400);
      expect(await messageOf(res)).toBe('Please enter a valid offer amount');
    }
    // A string of digits, as a form sends it, is read.
    const digits = await c.http.request('POST', OFFER_URL, {
      playerId: target?.id,
      sellerTeamId: rival._id.toString(),
      offerAmount: '1000',
    });
    expect(digits.status, await digits.clone().text()).toBe(200);
    for (const id of ['0x69', '%20', '1e2', '-105'])
      expect((await c.http.request('GET', templateRosterUrl(Number.NaN).replace('NaN', id))).status, id).toBe(400);
    expect((await c.http.request('GET', templateRosterUrl(rival.templateTeamId))).status).toBe(200);
  });
});
