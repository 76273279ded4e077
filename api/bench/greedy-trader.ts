/**
 * The trading block's fairness band: a greedy manager who, every matchday
 * of a season, bids every trade the acceptance meter would take that gains
 * him something by the trade valuation (each of his players, or none, plus
 * the money the meter asks for, against each AI player of his league), best
 * gains first, and the season played on. What he gains by the same valuation
 * that judged the trades, as a share of his squad's value at the start,
 * must stay within TRADE_GREEDY_BAND: the AI cannot be fleeced.
 *
 *   npx tsx bench/greedy-trader.ts
 */
import {
  aiSides,
  judgeTrade,
  managerGain,
  ROUTES,
  routeUrl,
  LEAGUE_MATCHDAYS,
  MAX_ROSTER_SIZE,
  TRADE_GREEDY_BAND,
  tradeRosterRefusal,
  tradeValue,
  type MarketPlayer,
  type Trade,
  type TradeBidResult,
} from '@hardwood/shared';
import mongoose from '../src/infra/store/mongoose.js';
import { startServer } from '../src/main.js';
import { loadTradeWorld } from '../src/domain/trading-block/trade-world.js';
import { SeasonModel } from '../src/models/season/season.model.js';
import { marketCareer } from '../test/market-helpers.js';

process.env.DEVELOPER_EMAILS = 'greedy-trader@example.com';
const server = await startServer({ port: 0, databaseUrl: 'nedb://memory', clientDir: '/none' });
const c = await marketCareer(server.url, 'greedy-trader@example.com', 101);
const club = { worldId: c.userId, teamId: new mongoose.Types.ObjectId(c.team.id) };
const leagueId = c.team.leagueId;

const squadValue = (players: readonly MarketPlayer[]) => players.reduce((s, p) => s + tradeValue(p), 0);
const start = await loadTradeWorld(club, 1, 1);
const startValue = squadValue(start.manager.players);
let tried = 0;
let accepted = 0;
let gained = 0;

for (let matchday = 1; matchday <= LEAGUE_MATCHDAYS; matchday += 1) {
  const world = await loadTradeWorld(club, 1, matchday);
  const budget = (await c.budget()) ?? 0;
  const rivals = world.market.clubs.filter((x) => !x.isManagerClub && world.market.teams.get(x.id)?.leagueId === leagueId);
  const mine = world.manager.players.filter((p) => !world.locked.has(p.id));
  const candidates: { trade: Trade; gain: number }[] = [];
  // What he may give: nobody (money alone), one of his players, or two (freeing a roster place).
  const offers: MarketPlayer[][] = [[], ...mine.map((p) => [p]), ...mine.flatMap((p, i) => mine.slice(i + 1).map((q) => [p, q]))];
  const sizes = new Map(world.market.clubs.map((x) => [x.id, x.players.length]));
  let spendable = budget;
  for (const ai of rivals) {
    for (const target of ai.players) {
      if (world.locked.has(target.id)) continue;
      for (const gives of offers) {
        const trade: Trade = { aiClubId: ai.id, managerGives: gives, managerGets: [target], managerPays: 0, aiPays: 0 };
        if (tradeRosterRefusal(trade, { manager: MAX_ROSTER_SIZE - 1, ai: ai.players.length }, ai.name)) continue;
        const first = judgeTrade(aiSides(trade), ai, world.manager.reputation);
        const priced = first.accept ? trade : { ...trade, managerPays: first.shortfall };
        if (priced.managerPays > budget) continue;
        const gain = managerGain(priced);
        if (gain > 0) candidates.push({ trade: priced, gain });
      }
    }
  }
  candidates.sort((a, b) => b.gain - a.gain);
  const used = new Set<string>();
  for (const { trade, gain } of candidates) {
    const ids = [...trade.managerGives, ...trade.managerGets].map((p) => p.id);
    if (ids.some((id) => used.has(id)) || trade.managerPays > spendable) continue;
    const size = { manager: sizes.get(world.manager.id) ?? 0, ai: sizes.get(trade.aiClubId) ?? 0 };
    if (tradeRosterRefusal(trade, size, trade.aiClubId)) continue;
    tried += 1;
    const res = await c.http.request('POST', routeUrl(ROUTES.tradingBlock.bid, {}), {
      sellerTeamId: trade.aiClubId,
      getPlayerIds: trade.managerGets.map((p) => p.id),
      givePlayerIds: trade.managerGives.map((p) => p.id),
      money: trade.managerPays,
    });
    if (res.status !== 200) {
      if (process.env.GREEDY_DEBUG) console.log(res.status, ((await res.json()) as { message?: string }).message);
      continue;
    }
    const body = (await res.json()) as TradeBidResult;
    if (!body.accepted) continue;
    accepted += 1;
    gained += gain;
    spendable -= trade.managerPays;
    const moved = trade.managerGives.length - trade.managerGets.length;
    sizes.set(world.manager.id, size.manager - moved);
    sizes.set(trade.aiClubId, size.ai + moved);
    for (const id of ids) used.add(id);
  }
  const season = await SeasonModel.findOne({ worldId: c.userId }, { status: 1 }).lean();
  if (season?.status === 'complete') break;
  await c.http.json('POST', `/api/matches/simulate-matchday/${matchday}`);
}

const share = startValue > 0 ? gained / startValue : 0;
const ok = share <= TRADE_GREEDY_BAND;
console.log(
  `greedy trader: squad value ${share >= 0 ? '+' : ''}${(share * 100).toFixed(1)}% over a season (${accepted} trades accepted of ${tried} tried), band <= ${Math.round(TRADE_GREEDY_BAND * 100)}% ${ok ? 'OK' : 'FAIL'}`,
);
await server.close();
if (!ok) process.exitCode = 1;
