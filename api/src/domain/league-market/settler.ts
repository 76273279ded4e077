/**
 * The managers' market settles on a timer, so a deadline passes into a sale
 * without anyone asking: every few seconds the API settles what is due
 * (settle.ts, which any other caller, such as a league's calendar, may run
 * too). One run at a time; stopping waits for the run in flight, so the
 * store is never closed under it.
 */
import { LEAGUE_MARKET } from '@hardwood/shared';
import { ListingModel } from '../../models/league-market/listing.model.js';
import { settleDueAuctions } from './settle.js';

/**
 * Deadlines that fell while no server ran: found open when a server starts
 * (a running one settles them within seconds), so nobody could bid in their
 * last minutes. They get those minutes back, as a late bid would give them,
 * from the moment the market is open again. Guarded by the old deadline, so
 * two servers starting at once extend each listing once.
 */
export async function extendMissedDeadlines(startedAt: Date): Promise<number> {
  const missed = await ListingModel.find({ state: 'open', deadline: { $lt: startedAt } }, { _id: 1, deadline: 1 }).lean();
  const deadline = new Date(startedAt.getTime() + LEAGUE_MARKET.extendMinutes * 60_000);
  let extended = 0;
  for (const listing of missed) {
    const moved = await ListingModel.updateOne({ _id: listing._id, state: 'open', deadline: listing.deadline }, { $set: { deadline } });
    extended += moved.modifiedCount;
  }
  return extended;
}

export interface LeagueMarketSettler {
  stop(): Promise<void>;
}

export function startLeagueMarketSettler(everyMs: number = LEAGUE_MARKET.settleEverySeconds * 1000): LeagueMarketSettler {
  let stopped = false;
  // Before the first settling: what fell due while the market was closed is extended, not sold.
  let running: Promise<void> | null = extendMissedDeadlines(new Date())
    .then(() => undefined)
    .catch((error: unknown) => console.error('[league-market] extending missed deadlines failed', error))
    .finally(() => {
      running = null;
    });
  const timer = setInterval(() => {
    if (running || stopped) return;
    running = settleDueAuctions(new Date())
      .then(() => undefined)
      .catch((error: unknown) => console.error('[league-market] settling failed', error))
      .finally(() => {
        running = null;
      });
  }, everyMs);
  // The timer alone never keeps the process alive.
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
