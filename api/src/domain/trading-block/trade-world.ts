/**
 * The world as a trade between one manager's club and the AI clubs sees it:
 * the market's clubs with the potential the manager may know (exact for his
 * own players and the clubs he scouted, none elsewhere: a price must not
 * show an upside he has not scouted), the players who cannot move now, and
 * the offers' stored form.
 */
import type mongoose from 'mongoose';
import {
  TRADE_RECENT_LOCK_MATCHDAYS,
  tradeValue,
  visiblePotential,
  type MarketClub,
  type MarketPlayer,
  type TradeOffer,
} from '@hardwood/shared';
import type { PlayerDoc } from '../../models/players/player.model.js';
import { TradeOfferModel, type TradeOfferDoc } from '../../models/trading-block/trading-block.model.js';
import { loadCareerMarket, type CareerMarket } from '../transfers/market-world.js';
import { scoutedTemplateIds } from '../transfers/visibility.js';

export interface TradeWorld {
  market: CareerMarket;
  manager: MarketClub;
  /** Players who moved in a trade lately, and loanees: they cannot be traded now. */
  locked: Set<string>;
}

/** Ids of the players an accepted trade moved within the last TRADE_RECENT_LOCK_MATCHDAYS matchdays of this season. */
export async function recentlyTraded(worldId: mongoose.Types.ObjectId, season: number, matchday: number): Promise<Set<string>> {
  const trades = await TradeOfferModel.find(
    { worldId, status: 'accepted', season, acceptedMatchday: { $gt: matchday - TRADE_RECENT_LOCK_MATCHDAYS } },
    { managerGives: 1, managerGets: 1 },
  ).lean();
  return new Set(trades.flatMap((t) => [...t.managerGives, ...t.managerGets].map((p) => p.playerId.toString())));
}

export async function loadTradeWorld(
  club: { worldId: mongoose.Types.ObjectId; teamId: mongoose.Types.ObjectId },
  season: number,
  matchday: number,
  rows?: readonly PlayerDoc[],
): Promise<TradeWorld> {
  const [market, scouted, locked] = await Promise.all([
    loadCareerMarket(club.worldId, club.teamId, rows),
    scoutedTemplateIds(club),
    recentlyTraded(club.worldId, season, matchday),
  ]);
  const own = club.teamId.toString();
  for (const c of market.clubs) {
    const info = market.teams.get(c.id);
    const seen = c.id === own || (info !== undefined && scouted.has(info.templateTeamId));
    c.players = c.players.map((p) => ({
      ...p,
      potential: visiblePotential({ age: p.age, potential: p.potential ?? 0 }, { scouted: seen }),
    }));
    for (const p of c.players) if (p.isOnLoan) locked.add(p.id);
  }
  const manager = market.clubs.find((c) => c.id === own);
  if (!manager) throw new Error(`club ${own} is not in its world`);
  return { market, manager, locked };
}

/** A player as an offer stores him: his worth by the trade valuation as the manager may see it. */
export function storedPlayer(p: MarketPlayer) {
  return { playerId: p.id, name: p.name, position: p.position, age: p.age, overallRating: p.rating, value: tradeValue(p) };
}

export function toTradeOfferDto(o: TradeOfferDoc): TradeOffer {
  const player = (p: TradeOfferDoc['managerGives'][number]) => ({
    id: p.playerId.toString(),
    name: p.name,
    position: p.position as MarketPlayer['position'],
    age: p.age,
    overallRating: p.overallRating,
    value: p.value,
  });
  return {
    id: o._id.toString(),
    kind: o.kind,
    club: { id: o.aiTeamId.toString(), name: o.aiTeamName },
    youGive: o.managerGives.map(player),
    youGet: o.managerGets.map(player),
    youPay: o.managerPays,
    theyPay: o.aiPays,
    reasoning: o.reasoning,
    status: o.status,
    season: o.season,
    createdMatchday: o.createdMatchday,
    expiresMatchday: o.expiresMatchday,
  };
}
