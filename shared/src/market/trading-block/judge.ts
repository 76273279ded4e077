/**
 * One valuation for both sides of a trade. `judgeTrade` answers from the
 * point of view of the club it is given: what it gives (players at its
 * asking price, never under their value) against what it gets (players at
 * their value, discounted by how little it needs them) and the money. The API
 * judges a bid from the AI club's side; the bench and the screen judge the
 * same trade from the manager's. Pure and deterministic.
 */
import { formatEuros, marketValue } from '../../formulas.js';
import { MANAGER_ASKING_FLOOR } from '../../rules.js';
import { TRADE_AI_TOLERANCE, TRADE_INCOMING_FACTORS } from '../../rules-trading.js';
import { positionNeed, type MarketClub } from '../sale.js';
import { playerValuation, potentialFactor, rotationRank, roundUpToStep, type MarketPlayer } from '../valuation.js';

/** A player's worth in a trade: his market value with the premium for the upside the judging side can see. */
export function tradeValue(player: Pick<MarketPlayer, 'rating' | 'age' | 'potential'>): number {
  return Math.round(marketValue(player.rating, player.age) * potentialFactor(player));
}

/** A trade from one club's side: the players and money it gives, and those it gets. */
export interface TradeSides {
  gives: readonly MarketPlayer[];
  gets: readonly MarketPlayer[];
  moneyOut: number;
  moneyIn: number;
}

export interface TradeJudgement {
  /** What the club gives, by its own measure: asking prices (at least the value) plus money out. */
  valueOut: number;
  /** What it gets: players at their value times its need of them, plus money in. */
  valueIn: number;
  /** valueIn - valueOut: what the club gains by its own measure. */
  balance: number;
  accept: boolean;
  /** Euros more it would need to accept (0 when it accepts), rounded up to an offer step. */
  shortfall: number;
  /** The meter's reasoning, one line per part, in the order the trade lists them. */
  reasoning: string[];
}

const NEED_WORDS = ['they have cover there', 'the position is thin for them', 'he would start for them'] as const;
const ROLE_WORDS = { starter: 'a starter', backup: 'a backup', surplus: 'surplus' } as const;

/** What the club asks for one of its players in a trade: its asking price to this partner, never under his trade value. */
export function outgoingValue(player: MarketPlayer, club: MarketClub, partnerReputation: number): { value: number; role: string } {
  const valuation = playerValuation(player, {
    rotationRank: rotationRank(player, club.players),
    squadSize: club.players.length,
    budget: club.budget,
    buyerReputation: partnerReputation,
    minAskingFactor: MANAGER_ASKING_FLOOR,
  });
  return { value: Math.max(valuation.askingPrice, tradeValue(player)), role: ROLE_WORDS[valuation.role] };
}

/** What a player the club receives is worth to it: his value times its need of him (judged without the players it gives). */
export function incomingValue(player: MarketPlayer, clubWithout: MarketClub): { value: number; need: 0 | 1 | 2 } {
  const need = positionNeed(clubWithout, player);
  return { value: Math.round(tradeValue(player) * TRADE_INCOMING_FACTORS[need]), need };
}

/**
 * The trade judged by `club`, whose partner has `partnerReputation` stars.
 * It accepts when what it gets is worth at least what it gives less
 * TRADE_AI_TOLERANCE of the players it gives; so by this one valuation a
 * partner never gains more than that leeway from it in one trade.
 */
export function judgeTrade(sides: TradeSides, club: MarketClub, partnerReputation: number): TradeJudgement {
  const reasoning: string[] = [];
  let playersOut = 0;
  for (const p of sides.gives) {
    const out = outgoingValue(p, club, partnerReputation);
    playersOut += out.value;
    reasoning.push(`${p.name} (${p.position}, ${p.rating}) is ${out.role} for ${club.name}: they value him at ${formatEuros(out.value)}.`);
  }
  const leaving = new Set(sides.gives.map((p) => p.id));
  const without: MarketClub = { ...club, players: club.players.filter((p) => !leaving.has(p.id)) };
  let playersIn = 0;
  for (const p of sides.gets) {
    const got = incomingValue(p, without);
    playersIn += got.value;
    reasoning.push(`${p.name} (${p.position}, ${p.rating}): ${NEED_WORDS[got.need]}, worth ${formatEuros(got.value)} to them.`);
  }
  if (sides.moneyIn > 0) reasoning.push(`${formatEuros(sides.moneyIn)} to ${club.name}.`);
  if (sides.moneyOut > 0) reasoning.push(`${formatEuros(sides.moneyOut)} from ${club.name}.`);
  const valueOut = playersOut + sides.moneyOut;
  const valueIn = playersIn + sides.moneyIn;
  const balance = valueIn - valueOut;
  const leeway = Math.floor(playersOut * TRADE_AI_TOLERANCE);
  const accept = balance + leeway >= 0;
  const shortfall = accept ? 0 : roundUpToStep(-(balance + leeway));
  reasoning.push(
    accept
      ? `${club.name} come out ${balance >= 0 ? 'ahead by' : 'within their leeway, short by'} ${formatEuros(Math.abs(balance))}: acceptable.`
      : `${club.name} would be ${formatEuros(-balance)} down by their measure: they need ${formatEuros(shortfall)} more.`,
  );
  return { valueOut, valueIn, balance, accept, shortfall, reasoning };
}
