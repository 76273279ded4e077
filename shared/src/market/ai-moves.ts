/**
 * AI clubs' market between matchdays: a
 * bounded, seeded list of free-agent signings and club-to-club purchases,
 * so the world moves without the manager. Pure: it reads a snapshot of the
 * world and returns moves for the API to write (players, budgets, news).
 */
import type { Rng } from '../rng.js';
import {
  AI_BUYER_MAX_OVERPAY,
  AI_BUYER_OFFER_RANGE,
  AI_MARKET_BUDGET_RESERVE,
  AI_MARKET_FREE_AGENT_FLOOR,
  AI_MARKET_MOVES_PER_MATCHDAY,
  AI_MARKET_SIGNING_SHARE,
  AI_MARKET_TRIES_PER_MOVE,
  MAX_ROSTER_SIZE,
  MIN_ELIGIBLE_AFTER_SALE,
} from '../rules.js';
import { aiContractLength } from '../economy/contracts.js';
import { seasonWage } from '../economy/income.js';
import { AI_DISTRESS_BUDGET, SEASON_WAGE_GAMES } from '../rules-economy.js';
import { hasWageRoom, positionNeed, saleBuyers, seasonAskAt, transferFee, transferNews, type MarketClub } from './sale.js';
import { decideOffer, playerValuation, rotationRank, roundUpToStep, type MarketPlayer } from './valuation.js';

export interface MarketWorld {
  clubs: readonly MarketClub[];
  freeAgents: readonly MarketPlayer[];
}

export interface AiMarketLimits {
  minMoves: number;
  maxMoves: number;
  /** Tries per wanted move before giving up: bounds the work when nothing fits. */
  triesPerMove: number;
  signingShare: number;
  /** AI clubs sign free agents only while more than this many are left, so the manager always has a market. */
  freeAgentFloor: number;
  /** A seller keeps at least this many players. */
  minSquad: number;
  /** A buyer holds at most this many after the move. */
  maxRoster: number;
  /** A buyer keeps at least this much after paying. */
  budgetReserve: number;
}

export const DEFAULT_AI_MARKET_LIMITS: AiMarketLimits = {
  minMoves: AI_MARKET_MOVES_PER_MATCHDAY.min,
  maxMoves: AI_MARKET_MOVES_PER_MATCHDAY.max,
  triesPerMove: AI_MARKET_TRIES_PER_MOVE,
  signingShare: AI_MARKET_SIGNING_SHARE,
  freeAgentFloor: AI_MARKET_FREE_AGENT_FLOOR,
  minSquad: MIN_ELIGIBLE_AFTER_SALE,
  maxRoster: MAX_ROSTER_SIZE,
  budgetReserve: AI_MARKET_BUDGET_RESERVE,
};

export interface MarketMove {
  kind: 'signing' | 'purchase';
  playerId: string;
  playerName: string;
  /** null for a free agent. */
  fromClubId: string | null;
  toClubId: string;
  fee: number;
  /** His contract at the buyer: his ask per game there, for this many seasons (the current one included). */
  salary: number;
  contractSeasons: number;
  /** A club in the red (budget under AI_DISTRESS_BUDGET, or wages over its board's limit) selling to recover. */
  distress: boolean;
  news: ReturnType<typeof transferNews>;
}

interface WorkingClub {
  id: string;
  name: string;
  reputation: number;
  budget: number;
  players: MarketPlayer[];
  wageBill?: number;
  wageLimit?: number;
  wageBudget?: number;
}

const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const byRatingThenId = (a: MarketPlayer, b: MarketPlayer) => b.rating - a.rating || byId(a, b);

function asMarketClub(club: WorkingClub): MarketClub {
  return {
    id: club.id,
    name: club.name,
    budget: club.budget,
    reputation: club.reputation,
    players: club.players,
    ...(club.wageBill !== undefined ? { wageBill: club.wageBill } : {}),
    ...(club.wageLimit !== undefined ? { wageLimit: club.wageLimit } : {}),
  };
}

/** A club in the red sells: its budget under the distress line, or its wages over its board's limit. */
function inDistress(club: WorkingClub): boolean {
  return (
    club.budget < AI_DISTRESS_BUDGET || (club.wageBudget !== undefined && club.wageBill !== undefined && club.wageBill > club.wageBudget)
  );
}

/** The best free agent the buyer needs and can afford: one he would start for first. */
function pickFreeAgent(buyer: WorkingClub, pool: readonly MarketPlayer[], spendable: number): MarketPlayer | null {
  const club = asMarketClub(buyer);
  let best: { player: MarketPlayer; need: number } | null = null;
  for (const player of pool) {
    if (player.isOnLoan || transferFee(player) > spendable || !hasWageRoom(buyer, player)) continue;
    const need = positionNeed(club, player);
    if (need === 0) continue;
    if (!best || need > best.need || (need === best.need && byRatingThenId(player, best.player) < 0)) best = { player, need };
  }
  return best?.player ?? null;
}

/**
 * A player of another AI club who would start for the buyer, bought at the
 * seller's price: the buyer offers 100-120% of value, the seller decides with
 * `decideOffer`, and a counter is met when it stays within the buyer's limit.
 */
function tryPurchase(
  buyer: WorkingClub,
  clubs: readonly WorkingClub[],
  moved: ReadonlySet<string>,
  spendable: number,
  limits: AiMarketLimits,
  rng: Rng,
): { player: MarketPlayer; seller: WorkingClub; fee: number } | null {
  // positionNeed(buyer, player) === 2, with the buyer's best rating per position worked out once:
  // this loop sees every player of the world (about 2,200) on every try.
  const best = new Map<MarketPlayer['position'], number>();
  for (const p of buyer.players) if (!p.isOnLoan && p.rating > (best.get(p.position) ?? -Infinity)) best.set(p.position, p.rating);
  const wouldStart = (player: MarketPlayer) => player.rating > (best.get(player.position) ?? -Infinity);
  const candidates: { player: MarketPlayer; seller: WorkingClub }[] = [];
  for (const seller of clubs) {
    if (seller === buyer || seller.players.length - 1 < limits.minSquad) continue;
    for (const player of seller.players) {
      if (player.isOnLoan || moved.has(player.id) || !wouldStart(player) || transferFee(player) > spendable || !hasWageRoom(buyer, player))
        continue;
      candidates.push({ player, seller });
    }
  }
  if (candidates.length === 0) return null;
  const { player, seller } = rng.pick(candidates);
  const valuation = playerValuation(player, {
    rotationRank: rotationRank(player, seller.players),
    squadSize: seller.players.length,
    budget: seller.budget,
    buyerReputation: buyer.reputation,
  });
  const [low, high] = AI_BUYER_OFFER_RANGE;
  const offer = roundUpToStep(valuation.marketValue * (low + rng.next() * (high - low)));
  if (offer > spendable) return null;
  const answer = decideOffer(valuation, offer, rng);
  if (answer.decision === 'ACCEPT') return { player, seller, fee: offer };
  const counter = answer.counterAmount;
  if (
    answer.decision === 'COUNTER_OFFER' &&
    counter !== undefined &&
    counter <= valuation.marketValue * AI_BUYER_MAX_OVERPAY &&
    counter <= spendable
  ) {
    return { player, seller, fee: counter };
  }
  return null;
}

/**
 * The AI market of one matchday: between limits.minMoves and limits.maxMoves
 * moves when enough fit, fewer when not. Never touches the manager's club,
 * never takes a seller under limits.minSquad or a buyer over limits.maxRoster,
 * never spends a buyer's budget below limits.budgetReserve, moves a player at
 * most once. Same world and same seed, same moves. The input is not changed.
 */
export function planAiMarketMoves(world: MarketWorld, rng: Rng, limits: AiMarketLimits = DEFAULT_AI_MARKET_LIMITS): MarketMove[] {
  const clubs: WorkingClub[] = world.clubs
    .filter((club) => !club.isManagerClub)
    // Players by id too: the store's read order must not change which candidate the rng picks.
    .map((club) => ({
      id: club.id,
      name: club.name,
      reputation: club.reputation,
      budget: club.budget,
      players: [...club.players].sort(byId),
      ...(club.wageBill !== undefined ? { wageBill: club.wageBill } : {}),
      ...(club.wageLimit !== undefined ? { wageLimit: club.wageLimit } : {}),
      ...(club.wageBudget !== undefined ? { wageBudget: club.wageBudget } : {}),
    }))
    .sort(byId);
  let pool = [...world.freeAgents].sort(byId);
  const moved = new Set<string>();
  const moves: MarketMove[] = [];
  if (clubs.length === 0) return moves;
  const record = (buyer: WorkingClub, player: MarketPlayer, seller: WorkingClub | null, fee: number, distress: boolean) => {
    const ask = seasonAskAt(buyer, player);
    buyer.budget -= fee;
    buyer.players.push(player);
    if (buyer.wageBill !== undefined) buyer.wageBill += ask;
    if (seller) {
      seller.budget += fee;
      seller.players = seller.players.filter((p) => p.id !== player.id);
      if (seller.wageBill !== undefined) seller.wageBill -= seasonWage(player.salary ?? 0);
    } else {
      pool = pool.filter((p) => p.id !== player.id);
    }
    moved.add(player.id);
    moves.push({
      kind: seller ? 'purchase' : 'signing',
      playerId: player.id,
      playerName: player.name,
      fromClubId: seller?.id ?? null,
      toClubId: buyer.id,
      fee,
      salary: ask / SEASON_WAGE_GAMES,
      contractSeasons: aiContractLength(player.age, rng),
      distress,
      news: transferNews({
        playerName: player.name,
        position: player.position,
        rating: player.rating,
        fromName: seller?.name ?? null,
        toName: buyer.name,
        fee,
      }),
    });
  };
  // Clubs in the red sell first: their best-paid player who can go, to a club that needs him and can pay him.
  for (const seller of clubs.filter(inDistress)) {
    if (seller.players.length - 1 < limits.minSquad) continue;
    const player = [...seller.players]
      .filter((p) => !p.isOnLoan && !moved.has(p.id))
      .sort((a, b) => (b.salary ?? 0) - (a.salary ?? 0) || byRatingThenId(a, b))[0];
    if (!player) continue;
    const buyers = saleBuyers(
      player,
      clubs
        .filter(
          (c) =>
            c !== seller && !inDistress(c) && c.players.length < limits.maxRoster && c.budget - limits.budgetReserve >= transferFee(player),
        )
        .map(asMarketClub),
    );
    if (buyers.length === 0) continue;
    const buyerId = rng.pick(buyers).id;
    const buyer = clubs.find((c) => c.id === buyerId);
    if (buyer) record(buyer, player, seller, transferFee(player), true);
  }
  const wanted = rng.int(limits.minMoves, limits.maxMoves);
  for (let tries = 0; moves.length < wanted && tries < wanted * limits.triesPerMove; tries += 1) {
    const buyer = rng.pick(clubs);
    const spendable = buyer.budget - limits.budgetReserve;
    if (buyer.players.length >= limits.maxRoster || spendable <= 0 || inDistress(buyer)) continue;
    let deal: { player: MarketPlayer; seller: WorkingClub | null; fee: number } | null = null;
    if (pool.length > limits.freeAgentFloor && rng.chance(limits.signingShare)) {
      const player = pickFreeAgent(buyer, pool, spendable);
      if (player) deal = { player, seller: null, fee: transferFee(player) };
    } else {
      deal = tryPurchase(buyer, clubs, moved, spendable, limits, rng);
    }
    if (!deal) continue;
    record(buyer, deal.player, deal.seller, deal.fee, false);
  }
  return moves;
}
