/**
 * The trading block's offers: which AI clubs want a listed player, the
 * offer a club builds for him, and the counter-offer to a bid the club
 * refuses. Every offer is priced by `judgeTrade`, so a club never offers
 * (or counters with) a trade it would refuse by its own measure. Pure; the
 * only randomness is the injected rng.
 */
import type { Rng } from '../../rng.js';
import { AI_MARKET_BUDGET_RESERVE, MAX_ROSTER_SIZE, MIN_ELIGIBLE_AFTER_SALE, OFFER_AMOUNT_STEP } from '../../rules.js';
import { TRADE_MAX_PLAYERS_PER_SIDE } from '../../rules-trading.js';
import { positionNeed, type MarketClub } from '../sale.js';
import type { MarketPlayer } from '../valuation.js';
import { incomingValue, judgeTrade, outgoingValue, tradeValue, type TradeJudgement, type TradeSides } from './judge.js';

/** A trade between the manager's club and an AI club, in the manager's terms. */
export interface Trade {
  aiClubId: string;
  managerGives: readonly MarketPlayer[];
  managerGets: readonly MarketPlayer[];
  /** Euros from the manager to the AI club, and from the AI club to the manager (one of them 0). */
  managerPays: number;
  aiPays: number;
}

/** The trade from the AI club's side, for `judgeTrade`. */
export function aiSides(trade: Trade): TradeSides {
  return { gives: trade.managerGets, gets: trade.managerGives, moneyOut: trade.aiPays, moneyIn: trade.managerPays };
}

/** The trade from the manager's side: the same valuation judging what he gives and gets. */
export function managerSides(trade: Trade): TradeSides {
  return { gives: trade.managerGives, gets: trade.managerGets, moneyOut: trade.managerPays, moneyIn: trade.aiPays };
}

/** What the manager gains by the trade valuation: players got less players given, plus money in less money out. */
export function managerGain(trade: Trade): number {
  const sum = (players: readonly MarketPlayer[]) => players.reduce((s, p) => s + tradeValue(p), 0);
  return sum(trade.managerGets) - sum(trade.managerGives) + trade.aiPays - trade.managerPays;
}

export const TRADE_MESSAGES = {
  managerRosterFull: `The trade would take your roster over ${MAX_ROSTER_SIZE} players.`,
  managerSquadTooSmall: `The trade would leave you fewer than ${MIN_ELIGIBLE_AFTER_SALE} players.`,
  aiRosterFull: (club: string) => `${club} have no room on their roster for that many players.`,
  aiSquadTooSmall: (club: string) => `${club} would be left without a squad to play with.`,
  tooManyPlayers: `At most ${TRADE_MAX_PLAYERS_PER_SIDE} players on each side of a trade.`,
  emptyTrade: 'A trade needs at least one player to move.',
  aiBudget: (club: string) => `${club} cannot pay that much.`,
} as const;

/** Why the trade's squads would break the roster rules, or null. */
export function tradeRosterRefusal(trade: Trade, sizes: { manager: number; ai: number }, aiName: string): string | null {
  const gives = trade.managerGives.length;
  const gets = trade.managerGets.length;
  if (gives === 0 && gets === 0) return TRADE_MESSAGES.emptyTrade;
  if (gives > TRADE_MAX_PLAYERS_PER_SIDE || gets > TRADE_MAX_PLAYERS_PER_SIDE) return TRADE_MESSAGES.tooManyPlayers;
  if (sizes.manager - gives + gets > MAX_ROSTER_SIZE) return TRADE_MESSAGES.managerRosterFull;
  if (sizes.manager - gives + gets < MIN_ELIGIBLE_AFTER_SALE) return TRADE_MESSAGES.managerSquadTooSmall;
  if (sizes.ai - gets + gives > MAX_ROSTER_SIZE) return TRADE_MESSAGES.aiRosterFull(aiName);
  if (sizes.ai - gets + gives < MIN_ELIGIBLE_AFTER_SALE) return TRADE_MESSAGES.aiSquadTooSmall(aiName);
  return null;
}

/**
 * The AI clubs that need this player's position: not the manager's clubs,
 * not his own; most need first (he would start for them, then the position
 * is thin), then by id so the order does not depend on the input's.
 */
export function clubsNeeding(player: MarketPlayer, clubs: readonly MarketClub[]): MarketClub[] {
  return clubs
    .filter((c) => !c.isManagerClub && !c.players.some((p) => p.id === player.id))
    .map((club) => ({ club, need: positionNeed(club, player) }))
    .filter((fit) => fit.need > 0)
    .sort((a, b) => b.need - a.need || (a.club.id < b.club.id ? -1 : a.club.id > b.club.id ? 1 : 0))
    .map((fit) => fit.club);
}

/** The most the club can pay while keeping its reserve, in whole offer steps. */
function spendable(club: MarketClub): number {
  return Math.max(0, Math.floor((club.budget - AI_MARKET_BUDGET_RESERVE) / OFFER_AMOUNT_STEP) * OFFER_AMOUNT_STEP);
}

export interface BlockOffer {
  trade: Trade;
  judgement: TradeJudgement;
}

/**
 * What `club` offers for the manager's listed `player`: one of its players
 * worth (by its asking price) no more than he is worth to it, topped up with
 * money to his worth, picked by the rng among the three closest; with no
 * such player, money alone. Never a trade `judgeTrade` would refuse from its
 * side, never money it cannot spare, never a roster it could not keep.
 * `excluded`: ids of players who cannot move now (on loan, recently traded).
 */
export function buildBlockOffer(
  player: MarketPlayer,
  club: MarketClub,
  managerReputation: number,
  rng: Rng,
  excluded: ReadonlySet<string> = new Set(),
): BlockOffer | null {
  const worth = incomingValue(player, club).value;
  const budget = spendable(club);
  const candidates = club.players
    .filter((p) => !p.isOnLoan && !excluded.has(p.id) && p.position !== player.position)
    .map((p) => ({ p, out: outgoingValue(p, club, managerReputation).value }))
    .filter((c) => c.out <= worth && worth - c.out <= budget)
    .sort((a, b) => b.out - a.out || (a.p.id < b.p.id ? -1 : 1));
  const pool = candidates.slice(0, 3);
  const trade: Trade =
    pool.length > 0
      ? (() => {
          const chosen = rng.pick(pool);
          const aiPays = Math.floor((worth - chosen.out) / OFFER_AMOUNT_STEP) * OFFER_AMOUNT_STEP;
          return { aiClubId: club.id, managerGives: [player], managerGets: [chosen.p], managerPays: 0, aiPays };
        })()
      : {
          aiClubId: club.id,
          managerGives: [player],
          managerGets: [],
          managerPays: 0,
          aiPays: Math.floor(worth / OFFER_AMOUNT_STEP) * OFFER_AMOUNT_STEP,
        };
  if (trade.managerGets.length === 0 && (trade.aiPays > budget || trade.aiPays <= 0 || club.players.length >= MAX_ROSTER_SIZE)) return null;
  const judgement = judgeTrade(aiSides(trade), club, managerReputation);
  return judgement.accept ? { trade, judgement } : null;
}

/**
 * What the AI club would accept instead of a bid it refuses: the same
 * trade with more money from the manager; or one more of his players added
 * (money topping up what is still short); or, when he asked for two, one of
 * theirs removed. Of those the manager can pay and the rosters allow, the
 * one that costs him least by the trade valuation. Null when the bid is
 * accepted as it stands, or nothing the manager could do would be.
 */
export function counterOffer(
  bid: Trade,
  aiClub: MarketClub,
  managerClub: MarketClub,
  managerBudget: number,
  excluded: ReadonlySet<string> = new Set(),
): BlockOffer | null {
  const rep = managerClub.reputation;
  if (judgeTrade(aiSides(bid), aiClub, rep).accept) return null;
  const sizes = { manager: managerClub.players.length, ai: aiClub.players.length };
  /** The variant with the money that closes its gap, if the manager can pay it and the rosters allow it. */
  const settle = (variant: Trade): BlockOffer | null => {
    if (tradeRosterRefusal(variant, sizes, aiClub.name)) return null;
    const first = judgeTrade(aiSides(variant), aiClub, rep);
    const settled = first.accept ? variant : { ...variant, managerPays: variant.managerPays + first.shortfall };
    if (settled.managerPays > managerBudget) return null;
    const judgement = first.accept ? first : judgeTrade(aiSides(settled), aiClub, rep);
    return judgement.accept ? { trade: settled, judgement } : null;
  };
  const variants: Trade[] = [bid];
  const giving = new Set(bid.managerGives.map((p) => p.id));
  for (const p of managerClub.players) {
    if (p.isOnLoan || giving.has(p.id) || excluded.has(p.id)) continue;
    variants.push({ ...bid, managerGives: [...bid.managerGives, p] });
  }
  if (bid.managerGets.length > 1) {
    for (const p of bid.managerGets) variants.push({ ...bid, managerGets: bid.managerGets.filter((g) => g.id !== p.id) });
  }
  let best: { offer: BlockOffer; cost: number } | null = null;
  for (const variant of variants) {
    const offer = settle(variant);
    if (!offer) continue;
    const cost = -managerGain(offer.trade);
    if (!best || cost < best.cost) best = { offer, cost };
  }
  return best?.offer ?? null;
}
