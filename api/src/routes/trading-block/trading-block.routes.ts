/**
 * The trading block's routes, declared in shared/src/routes/trading-block.ts.
 * Reads need no lock; anything that moves players or money runs under the
 * season lock after finishing interrupted deals (`withMarket`).
 */
import { Router } from 'express';
import { ROUTES } from '@hardwood/shared';
import { acceptOffer, declineOffer, placeBid, resumeTrades, setListing, tradingBlock } from '../../domain/trading-block/block.service.js';
import { readMarket, withMarket, type MarketCall } from '../../domain/transfers/transfers.service.js';
import type { Seat } from '../../domain/worlds/seat.js';
import { mountGroup } from '../http/typed-route.js';

/** A market call that first finishes any trade a crash cut short. */
const withTrades = <T>(career: Seat, work: (call: MarketCall) => Promise<T>) =>
  withMarket(career, async (call) => {
    await resumeTrades(call);
    return work(call);
  });

export function tradingBlockRouter(): Router {
  const router = Router();
  mountGroup(
    router,
    ROUTES.tradingBlock,
    { access: 'career' },
    {
      block: ({ career }) => readMarket(career, tradingBlock),
      setListing: ({ career, params, input }) => withTrades(career, (call) => setListing(call, params.playerId, input.listed)),
      accept: ({ career, params }) => withTrades(career, (call) => acceptOffer(call, params.offerId)),
      decline: ({ career, params }) => withTrades(career, (call) => declineOffer(call, params.offerId)),
      bid: ({ career, input }) => withTrades(career, (call) => placeBid(call, input)),
    },
  );
  return router;
}
