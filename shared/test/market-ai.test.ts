import { describe, expect, it } from 'vitest';
import {
  AI_BUYER_MAX_OVERPAY,
  createRng,
  DEFAULT_AI_MARKET_LIMITS,
  keyedRng,
  marketValue,
  planAiMarketMoves,
  POSITIONS,
  transferFee,
  type MarketClub,
  type MarketPlayer,
  type MarketWorld,
  type Rng,
} from '../src/index.js';

const limits = DEFAULT_AI_MARKET_LIMITS;

function randomPlayer(rng: Rng, id: string): MarketPlayer {
  const rating = rng.int(45, 90);
  return {
    id,
    name: `Player ${id}`,
    position: rng.pick(POSITIONS),
    rating,
    age: rng.int(18, 36),
    potential: rating + rng.int(0, 10),
    isOnLoan: rng.chance(0.05),
  };
}

/** Clubs of 8-17 players (some under the minimum or over the maximum), budgets from nothing to €20M, one the manager's. */
function randomWorld(seed: number): MarketWorld {
  const rng = createRng(seed);
  const clubs: MarketClub[] = Array.from({ length: rng.int(2, 30) }, (_, c) => ({
    id: `c${c}`,
    name: `Club ${c}`,
    budget: rng.chance(0.1) ? rng.int(0, 600_000) : rng.int(2_000_000, 20_000_000),
    reputation: rng.int(1, 5),
    isManagerClub: c === 0,
    players: Array.from({ length: rng.int(8, 17) }, (_, p) => randomPlayer(rng, `c${c}p${p}`)),
  }));
  // Around the floor under which AI clubs stop signing: some worlds sign, some cannot.
  const freeAgents = Array.from({ length: rng.int(0, 2 * limits.freeAgentFloor) }, (_, f) => randomPlayer(rng, `fa${f}`));
  return { clubs, freeAgents };
}

/** Replays the moves on a copy of the world, checking every invariant at each step. */
function replay(world: MarketWorld, moves: ReturnType<typeof planAiMarketMoves>) {
  const clubs = new Map(world.clubs.map((c) => [c.id, { ...c, players: [...c.players] }]));
  let pool = [...world.freeAgents];
  const movedPlayers = new Set<string>();
  for (const move of moves) {
    const buyer = clubs.get(move.toClubId)!;
    expect(buyer.isManagerClub).toBe(false);
    expect(movedPlayers.has(move.playerId)).toBe(false);
    movedPlayers.add(move.playerId);
    let player: MarketPlayer | undefined;
    if (move.fromClubId === null) {
      expect(move.kind).toBe('signing');
      player = pool.find((p) => p.id === move.playerId);
      pool = pool.filter((p) => p.id !== move.playerId);
      expect(move.fee).toBe(transferFee(player!));
    } else {
      expect(move.kind).toBe('purchase');
      const seller = clubs.get(move.fromClubId)!;
      expect(seller.isManagerClub).toBe(false);
      expect(seller.id).not.toBe(buyer.id);
      player = seller.players.find((p) => p.id === move.playerId);
      seller.players = seller.players.filter((p) => p.id !== move.playerId);
      seller.budget += move.fee;
      expect(seller.players.length).toBeGreaterThanOrEqual(limits.minSquad);
      expect(move.fee).toBeGreaterThanOrEqual(marketValue(player!.rating, player!.age));
      expect(move.fee).toBeLessThanOrEqual(marketValue(player!.rating, player!.age) * AI_BUYER_MAX_OVERPAY);
    }
    expect(player).toBeDefined();
    expect(player!.isOnLoan).toBeFalsy();
    expect(move.playerName).toBe(player!.name);
    expect(move.news.type).toBe('market_transfer');
    expect(move.news.title).toContain(player!.name);
    expect(move.news.content).toContain(buyer.name);
    buyer.players.push(player!);
    buyer.budget -= move.fee;
    expect(buyer.players.length).toBeLessThanOrEqual(limits.maxRoster);
    expect(buyer.budget).toBeGreaterThanOrEqual(limits.budgetReserve);
  }
  return clubs;
}

describe('planAiMarketMoves', () => {
  it('keeps every invariant over 200 random worlds, bounded, both kinds of move', () => {
    const kinds = { signing: 0, purchase: 0 };
    for (let seed = 1; seed <= 200; seed += 1) {
      const world = randomWorld(seed);
      const before = JSON.stringify(world);
      const moves = planAiMarketMoves(world, keyedRng(`career:1:${seed}:ai-market`));
      expect(JSON.stringify(world)).toBe(before);
      expect(moves.length).toBeLessThanOrEqual(limits.maxMoves);
      const after = replay(world, moves);
      const manager = world.clubs.find((c) => c.isManagerClub)!;
      expect(after.get(manager.id)).toEqual({ ...manager, players: [...manager.players] });
      for (const move of moves) kinds[move.kind] += 1;
    }
    expect(kinds.signing).toBeGreaterThan(20);
    expect(kinds.purchase).toBeGreaterThan(20);
  });

  it('is the same for the same seed and world, and differs across matchdays', () => {
    const world = randomWorld(42);
    const a = planAiMarketMoves(world, keyedRng('career:1:5:ai-market'));
    expect(planAiMarketMoves(world, keyedRng('career:1:5:ai-market'))).toEqual(a);
    const others = [6, 7, 8, 9].map((m) => JSON.stringify(planAiMarketMoves(world, keyedRng(`career:1:${m}:ai-market`))));
    expect(others.some((o) => o !== JSON.stringify(a))).toBe(true);
    // The order a store reads clubs, players and free agents in changes nothing.
    const shuffled: MarketWorld = {
      clubs: [...world.clubs].reverse().map((c) => ({ ...c, players: [...c.players].reverse() })),
      freeAgents: [...world.freeAgents].reverse(),
    };
    for (let m = 1; m <= 22; m += 1) {
      expect(planAiMarketMoves(shuffled, keyedRng(`career:1:${m}:ai-market`))).toEqual(
        planAiMarketMoves(world, keyedRng(`career:1:${m}:ai-market`)),
      );
    }
  });

  it('makes at least the minimum when the market is open, and nothing when no club may buy', () => {
    const world = randomWorld(7);
    const open: MarketWorld = {
      clubs: world.clubs.map((c) => ({ ...c, budget: 20_000_000, players: c.players.slice(0, 12) })),
      freeAgents: Array.from({ length: limits.freeAgentFloor + 20 }, (_, i) => ({
        id: `fa${i}`,
        name: `FA ${i}`,
        position: POSITIONS[i % 5]!,
        rating: 95,
        age: 27,
      })),
    };
    for (let m = 1; m <= 30; m += 1) expect(planAiMarketMoves(open, keyedRng(`open:${m}`)).length).toBeGreaterThanOrEqual(limits.minMoves);
    const closed: MarketWorld = { ...world, clubs: world.clubs.map((c) => ({ ...c, budget: limits.budgetReserve })) };
    expect(planAiMarketMoves(closed, keyedRng('closed'))).toEqual([]);
    expect(planAiMarketMoves({ clubs: [world.clubs[0]!], freeAgents: world.freeAgents }, keyedRng('manager only'))).toEqual([]);
  });

  it('leaves the free-agent pool at its floor: AI clubs stop signing there', () => {
    const world = randomWorld(11);
    const rich: MarketWorld = {
      clubs: world.clubs.map((c) => ({ ...c, budget: 20_000_000, players: c.players.slice(0, 10) })),
      freeAgents: Array.from({ length: limits.freeAgentFloor + 2 }, (_, i) => ({
        id: `fa${i}`,
        name: `FA ${i}`,
        position: POSITIONS[i % 5]!,
        rating: 95,
        age: 27,
      })),
    };
    for (let m = 1; m <= 30; m += 1) {
      const signings = planAiMarketMoves(rich, keyedRng(`floor:${m}`)).filter((move) => move.kind === 'signing');
      expect(signings.length).toBeLessThanOrEqual(2);
    }
  });

  it('plans a whole world (161 clubs of 12-15) quickly', () => {
    const rng = createRng(99);
    const world: MarketWorld = {
      clubs: Array.from({ length: 161 }, (_, c) => ({
        id: `c${c}`,
        name: `Club ${c}`,
        budget: rng.int(2_000_000, 20_000_000),
        reputation: rng.int(1, 5),
        isManagerClub: c === 0,
        players: Array.from({ length: rng.int(12, 15) }, (_, p) => randomPlayer(rng, `c${c}p${p}`)),
      })),
      freeAgents: Array.from({ length: 60 }, (_, f) => randomPlayer(rng, `fa${f}`)),
    };
    const started = performance.now();
    for (let m = 1; m <= 22; m += 1) planAiMarketMoves(world, keyedRng(`bench:${m}`));
    const perMatchday = (performance.now() - started) / 22;
    expect(perMatchday).toBeLessThan(20);
  });
});
