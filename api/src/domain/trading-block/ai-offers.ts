/**
 * The AI clubs' offers for players on managers' trading blocks, made in the
 * processing step of background operations. Each listed player draws from
 * his own keyed rng (world, season, matchday, player), clubs that need his
 * position are asked in order of need, and each offer is written once under
 * its key (block:season:matchday:player:club), so a repeated step writes no
 * second offer. Offers past their last matchday expire here too.
 */
import type mongoose from 'mongoose';
import {
  buildBlockOffer,
  careerEventKey,
  clubsNeeding,
  keyedRng,
  TRADE_OFFER_CHANCE,
  TRADE_OFFER_LIFETIME_MATCHDAYS,
  TRADE_OFFERS_PER_MATCHDAY,
} from '@hardwood/shared';
import type { PlayerDoc } from '../../models/players/player.model.js';
import { BlockListingModel, TradeOfferModel } from '../../models/trading-block/trading-block.model.js';
import { worldSeed } from '../worlds/seat.js';
import { loadTradeWorld, storedPlayer } from './trade-world.js';

export interface BlockOffersContext {
  worldId: mongoose.Types.ObjectId;
  season: { number: number };
  matchday: number;
  /** The processing run's read of the world's players, when the step made one. */
  careerPlayers?: { rows: PlayerDoc[] | null };
}

/** Makes the matchday's AI offers for listed players; answers how many offers this matchday holds. */
export async function makeBlockOffers(ctx: BlockOffersContext): Promise<number> {
  const season = ctx.season.number;
  await TradeOfferModel.updateMany(
    { worldId: ctx.worldId, status: 'pending', $or: [{ season: { $lt: season } }, { season, expiresMatchday: { $lte: ctx.matchday } }] },
    { $set: { status: 'expired' } },
  );
  const listings = await BlockListingModel.find({ worldId: ctx.worldId }).lean();
  if (listings.length === 0) return 0;
  const seed = await worldSeed(ctx.worldId);
  const rows = ctx.careerPlayers?.rows ?? undefined;
  const byClub = new Map<string, typeof listings>();
  for (const l of listings) byClub.set(l.teamId.toString(), [...(byClub.get(l.teamId.toString()) ?? []), l]);
  let made = 0;
  for (const [teamId, own] of [...byClub].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const world = await loadTradeWorld({ worldId: ctx.worldId, teamId: own[0]!.teamId }, season, ctx.matchday, rows);
    const open = await TradeOfferModel.find(
      { worldId: ctx.worldId, managerTeamId: own[0]!.teamId, kind: 'block', status: 'pending' },
      { aiTeamId: 1, managerGives: 1 },
    ).lean();
    const asked = new Set(open.flatMap((o) => o.managerGives.map((p) => `${p.playerId.toString()}:${o.aiTeamId.toString()}`)));
    let today = 0;
    for (const listing of [...own].sort((a, b) => (a.playerId.toString() < b.playerId.toString() ? -1 : 1))) {
      if (today >= TRADE_OFFERS_PER_MATCHDAY) break;
      const player = world.manager.players.find((p) => p.id === listing.playerId.toString());
      // He left the club (or went on loan) since he was listed: nobody can trade for him.
      if (!player || world.locked.has(player.id)) continue;
      const rng = keyedRng(careerEventKey(seed, season, ctx.matchday, `trade-block:${teamId}`, player.id));
      for (const club of clubsNeeding(player, world.market.clubs)) {
        if (asked.has(`${player.id}:${club.id}`) || !rng.chance(TRADE_OFFER_CHANCE)) continue;
        const offer = buildBlockOffer(player, club, world.manager.reputation, rng, world.locked);
        if (!offer) continue;
        const key = `block:${season}:${ctx.matchday}:${player.id}:${club.id}`;
        await TradeOfferModel.updateOne(
          { worldId: ctx.worldId, key },
          {
            $setOnInsert: {
              kind: 'block',
              managerTeamId: listing.teamId,
              aiTeamId: world.market.teams.get(club.id)?.id ?? listing.teamId,
              aiTeamName: club.name,
              managerGives: offer.trade.managerGives.map(storedPlayer),
              managerGets: offer.trade.managerGets.map(storedPlayer),
              managerPays: offer.trade.managerPays,
              aiPays: offer.trade.aiPays,
              reasoning: offer.judgement.reasoning,
              status: 'pending',
              season,
              createdMatchday: ctx.matchday,
              expiresMatchday: ctx.matchday + TRADE_OFFER_LIFETIME_MATCHDAYS,
              createdAt: new Date(),
            },
          },
          { upsert: true },
        );
        today += 1;
        made += 1;
        break;
      }
    }
  }
  return made;
}
