/**
 * The market's money and boundaries over HTTP: parallel calls move
 * money exactly once and never below zero; another career's ids answer 404
 * and change nothing; a career's deals leave every other career and the
 * catalogue as they were; a sold player plays for his new club.
 */
import { describe, expect, it } from 'vitest';
import { MAX_ROSTER_SIZE, TEAM_SCOUTING_COST, type Player, type SellResponse } from '@hardwood/shared';
import mongoose from '../src/infra/store/mongoose.js';
import { TemplatePlayerModel } from '../src/models/catalogue/catalogue.model.js';
import { WorldMatchModel } from '../src/models/matches/world-match.model.js';
import { PlayerMatchStatModel } from '../src/models/players/player-match-stat.model.js';
import { PlayerModel } from '../src/models/players/player.model.js';
import { NewsModel } from '../src/models/news/news.model.js';
import { SeasonModel } from '../src/models/season/season.model.js';
import { AiMarketPlanModel } from '../src/domain/transfers/ai-market.js';
import { TeamModel } from '../src/models/teams/team.model.js';
import { useTestApp } from './app-fixture.js';
import { careerSnapshot, catalogueSnapshot } from './snapshots.js';
import {
  marketCareer,
  OFFER_URL,
  saleSucceeds,
  scoutUrl,
  sellUrl,
  setBudget,
  signUrl,
  valuationUrl,
  valueOf,
  worldTeam,
} from './market-helpers.js';

const app = useTestApp({ env: { DEVELOPER_EMAILS: ['a', 'b', 'race', 'plays', 'resume'].map((n) => `money-${n}@example.com`).join(',') } });

const statuses = (responses: Response[]) => responses.map((r) => r.status).sort();

/** A Serie A club with room for `room` more players. */
async function clubWithRoom(room: number): Promise<number> {
  for (let id = 101; id <= 112; id += 1)
    if ((await TemplatePlayerModel.countDocuments({ templateTeamId: id })) <= MAX_ROSTER_SIZE - room) return id;
  throw new Error(`no club with room for ${room}`);
}

describe('money under parallel calls', () => {
  it('20 parallel signings of one free agent buy him once; of many, stop where the budget does', async () => {
    const c = await marketCareer(app.url, 'money-race@example.com', await clubWithRoom(3));
    const agents = (await c.freeAgents()).sort((a, b) => a.marketValue - b.marketValue);
    const [target] = agents;
    if (!target) throw new Error('no free agents');
    const budget = await c.budget();
    const same = await Promise.all(Array.from({ length: 20 }, () => c.http.request('POST', signUrl(target.id))));
    expect(statuses(same).filter((s) => s === 200)).toHaveLength(1);
    expect(statuses(same).every((s) => s === 200 || s === 409)).toBe(true);
    expect(await c.budget()).toBe(budget - target.marketValue);
    expect((await c.transactions()).filter((t) => t.type === 'player_purchase')).toHaveLength(1);

    // Budget for exactly the two cheapest of the rest; 20 parallel signings of different players.
    const rest = agents.slice(1, 21);
    const [a, b] = rest;
    if (!a || !b) throw new Error('too few free agents');
    await setBudget(c.team.id, a.marketValue + b.marketValue);
    const many = await Promise.all(rest.map((p) => c.http.request('POST', signUrl(p.id))));
    const signed = rest.filter((_, i) => many[i]?.status === 200);
    expect(signed.length).toBeGreaterThanOrEqual(1);
    expect(signed.length).toBeLessThanOrEqual(2);
    expect(many.every((r) => r.status === 200 || r.status === 400)).toBe(true);
    const left = await c.budget();
    expect(left).toBe(a.marketValue + b.marketValue - signed.reduce((sum, p) => sum + p.marketValue, 0));
    expect(left).toBeGreaterThanOrEqual(0);
    expect((await c.transactions()).filter((t) => t.type === 'player_purchase')).toHaveLength(1 + signed.length);

    // 20 parallel scouting calls of 20 clubs with budget for 3: exactly 3 paid.
    await setBudget(c.team.id, 3 * TEAM_SCOUTING_COST);
    const clubs = await TeamModel.find({ worldId: c.userId, leagueId: { $in: [2, 3] } })
      .limit(20)
      .lean();
    const scouts = await Promise.all(clubs.map((t) => c.http.request('POST', scoutUrl(t._id.toString()))));
    expect(statuses(scouts).filter((s) => s === 200)).toHaveLength(3);
    expect(await c.budget()).toBe(0);
    expect((await c.transactions()).filter((t) => t.type === 'scouting_cost')).toHaveLength(3);
  }, 60_000);
});

describe('another career’s ids', () => {
  it('answer 404 on every market route and change nothing in either career', async () => {
    const a = await marketCareer(app.url, 'money-a@example.com', 107);
    const b = await marketCareer(app.url, 'money-b@example.com', 108);
    const bPlayer = (await b.roster())[0];
    const bAgent = (await b.freeAgents())[0];
    const bRival = await worldTeam(b, 109);
    const bRivalPlayer = await PlayerModel.findOne({ teamId: bRival._id }).lean();
    const bSpanish = await worldTeam(b, 203);
    if (!bPlayer || !bAgent || !bRivalPlayer) throw new Error('career b incomplete');
    const [snapA, snapB, catalogue] = [await careerSnapshot(a.userId), await careerSnapshot(b.userId), await catalogueSnapshot()];

    const calls: Array<[string, string, unknown?]> = [
      ['POST', sellUrl(bPlayer.id)],
      ['POST', signUrl(bAgent.id)],
      ['GET', valuationUrl(bRivalPlayer._id.toString())],
      ['POST', OFFER_URL, { playerId: bRivalPlayer._id.toString(), sellerTeamId: bRival._id.toString(), offerAmount: 100_000 }],
      [
        'POST',
        OFFER_URL,
        { playerId: bRivalPlayer._id.toString(), sellerTeamId: (await worldTeam(a, 109))._id.toString(), offerAmount: 100_000 },
      ],
      ['POST', scoutUrl(bSpanish._id.toString())],
      ['GET', `/api/players/team/${bRival._id.toString()}`],
      ['POST', sellUrl('not-an-id')],
    ];
    for (const [method, url, body] of calls) {
      const res = await a.http.request(method, url, body);
      expect(res.status, `${method} ${url}`).toBe(404);
    }
    expect(await careerSnapshot(a.userId)).toEqual(snapA);
    expect(await careerSnapshot(b.userId)).toEqual(snapB);
    expect(await catalogueSnapshot()).toEqual(catalogue);
  });

  it('a career’s sale, signing and purchase leave every other career and the catalogue unchanged', async () => {
    const a = await marketCareer(app.url, 'money-plays@example.com', await clubWithRoom(1));
    const others = await TeamModel.distinct('worldId', { worldId: { $ne: a.userId } });
    const before = await Promise.all(others.map((id: mongoose.Types.ObjectId) => careerSnapshot(id)));
    const catalogue = await catalogueSnapshot();

    const roster = await a.roster();
    const selling = [...roster].sort((x, y) => y.overallRating - x.overallRating).find((p) => saleSucceeds(a, p.id, 1));
    if (!selling) throw new Error('no sale succeeds on this seed');
    const sold = await a.http.json<SellResponse>('POST', sellUrl(selling.id));
    expect(sold.success).toBe(true);
    const agent = (await a.freeAgents()).sort((x, y) => x.marketValue - y.marketValue)[0];
    await a.http.json('POST', signUrl(agent?.id ?? 'x'));
    const rival = await worldTeam(a, a.team.templateTeamId === 111 ? 112 : 111);
    const target = (await a.http.get<Player[]>(`/api/players/team/${rival._id.toString()}`))[0];
    await setBudget(a.team.id, 20_000_000);
    await a.http.json('POST', OFFER_URL, { playerId: target?.id, sellerTeamId: rival._id.toString(), offerAmount: 10_000_000 });
    expect((await a.roster()).some((p) => p.id === target?.id)).toBe(true);

    expect(await Promise.all(others.map((id: mongoose.Types.ObjectId) => careerSnapshot(id)))).toEqual(before);
    expect(await catalogueSnapshot()).toEqual(catalogue);

    // The sold player plays for his buyer in its league's next matchday (the best of a Serie A club starts at his buyer's).
    const moved = await PlayerModel.findById(selling.id).lean();
    const buyer = await TeamModel.findById(moved?.teamId).lean();
    if (!buyer) throw new Error('no buyer');
    expect(valueOf(selling)).toBe(sold.transaction?.amount);
    await a.http.json('POST', '/api/matches/simulate-matchday/1');
    const ownLeague = buyer.leagueId === a.team.leagueId;
    if (ownLeague) {
      expect(await PlayerMatchStatModel.countDocuments({ worldId: a.userId, playerId: moved?._id })).toBe(1);
    } else {
      const game = await WorldMatchModel.findOne({
        worldId: a.userId,
        matchday: 1,
        $or: [{ homeTeamId: buyer._id }, { awayTeamId: buyer._id }],
      }).lean();
      if (!game) throw new Error(`no matchday-1 game of ${buyer.name}`);
      const played = game.homeTeamId.equals(buyer._id) ? game.homePlayerIds : game.awayPlayerIds;
      expect(played.some((id) => id.equals(moved?._id))).toBe(true);
    }
  }, 60_000);
});

describe('an AI market plan a crash left unapplied', () => {
  it('is applied by the career’s next market call, before it moves anything, and only once', async () => {
    const c = await marketCareer(app.url, 'money-resume@example.com', 105);
    const season = await SeasonModel.findOne({ worldId: c.userId }).lean();
    const buyer = await worldTeam(c, 305);
    const agent = (await c.freeAgents()).sort((x, y) => x.marketValue - y.marketValue)[0];
    if (!season || !agent) throw new Error('career incomplete');
    // As processing step 5 leaves it when the process dies right after planning.
    await AiMarketPlanModel.create({
      worldId: c.userId,
      seasonId: season._id,
      season: 1,
      matchday: 1,
      moves: [
        {
          kind: 'ai_signing',
          playerId: agent.id,
          playerName: agent.name,
          position: agent.position,
          rating: agent.overallRating,
          toTeamId: buyer._id,
          toName: buyer.name,
          toTemplateTeamId: 305,
          fee: agent.marketValue,
        },
      ],
    });
    const budget = await c.budget();
    // The manager's next calls that change anything (a scout, twice): the plan is applied first, and once.
    const greek = await worldTeam(c, 302);
    for (let i = 0; i < 2; i += 1) await c.http.json('POST', scoutUrl(greek._id.toString()));
    expect((await PlayerModel.findById(agent.id).lean())?.teamId?.equals(buyer._id)).toBe(true);
    expect((await TeamModel.findById(buyer._id).lean())?.budget).toBe(buyer.budget - agent.marketValue);
    expect(await NewsModel.countDocuments({ worldId: c.userId, type: 'market_transfer', content: { $regex: agent.name } })).toBe(1);
    expect((await AiMarketPlanModel.findOne({ worldId: c.userId }).lean())?.applied).toBe(1);
    expect(await c.budget()).toBe(budget - TEAM_SCOUTING_COST);
  });
});
