/**
 * AI clubs' market between matchdays, in
 * processing step 5. The matchday's moves are planned once from the world
 * as it stands and stored whole in one record (a single-document write), then
 * applied together in a few keyed batch writes (about 7 writes for the whole
 * matchday instead of 8 per move: processing has a 150 ms budget): a repeat
 * after a crash finds the plan and finishes it, rather than planning again
 * from a world the first run had already changed.
 */
import type mongoose from 'mongoose';
import { careerEventKey, contractEnd, keyedRng, planAiMarketMoves, transferNews } from '@hardwood/shared';
import { moveMoneyMany } from '../money/ledger.js';
import { writeNewsMany } from '../../models/news/news.model.js';
import mongoose_, { Schema, type InferSchemaType } from '../../infra/store/mongoose.js';
import { PlayerModel, type PlayerDoc } from '../../models/players/player.model.js';
import { TeamModel } from '../../models/teams/team.model.js';
import { loadCareerMarket, readCareerPlayers } from './market-world.js';

const plannedDealSchema = new Schema(
  {
    kind: { type: String, enum: ['ai_signing', 'ai_purchase'], required: true },
    playerId: { type: Schema.Types.ObjectId, required: true },
    playerName: { type: String, required: true },
    position: { type: String, required: true },
    rating: { type: Number, required: true },
    fromTeamId: { type: Schema.Types.ObjectId, default: null },
    fromName: { type: String, default: null },
    toTeamId: { type: Schema.Types.ObjectId, required: true },
    toName: { type: String, required: true },
    toTemplateTeamId: { type: Number, required: true },
    fee: { type: Number, required: true },
    /** His contract at the buyer (plans written before contracts have none: he keeps his). */
    salary: { type: Number, default: null },
    contractEndsSeason: { type: Number, default: null },
  },
  { _id: false },
);

const aiMarketPlanSchema = new Schema({
  worldId: { type: Schema.Types.ObjectId, required: true, index: true },
  seasonId: { type: Schema.Types.ObjectId, required: true },
  season: { type: Number, required: true },
  matchday: { type: Number, required: true },
  moves: { type: [plannedDealSchema], default: [] },
  /** When the moves were applied (null until then), and how many went through. */
  appliedAt: { type: Date, default: null },
  applied: { type: Number, default: null },
});
aiMarketPlanSchema.index({ seasonId: 1, matchday: 1 }, { unique: true });

type AiMarketPlanDoc = InferSchemaType<typeof aiMarketPlanSchema> & { _id: mongoose.Types.ObjectId };
export const AiMarketPlanModel = mongoose_.model('AiMarketPlan', aiMarketPlanSchema);

export interface AiMarketContext {
  worldId: mongoose.Types.ObjectId;
  teamId: mongoose.Types.ObjectId;
  season: { _id: mongoose.Types.ObjectId; number: number };
  matchday: number;
  /**
   * The processing run's read of the career's players, shared with step 8:
   * filled here when the plan needs it, and kept current as deals move
   * players (the rows' teamId), so step 8 need not read them again.
   */
  careerPlayers?: { rows: PlayerDoc[] | null };
}

/**
 * The world as the planner read it, for applying a plan just written: no
 * step of it can have run yet, so the clubs' budgets and the players' clubs
 * need not be read again, nor keys looked up (processing has 150 ms).
 */
interface PlanSnapshot {
  budgets: Map<string, number>;
  clubOf: Map<string, string | null>;
}

async function planMatchday(ctx: AiMarketContext): Promise<{ plan: AiMarketPlanDoc; snapshot: PlanSnapshot | null }> {
  const existing = await AiMarketPlanModel.findOne({ seasonId: ctx.season._id, matchday: ctx.matchday }).lean<AiMarketPlanDoc>();
  if (existing) return { plan: existing, snapshot: null };
  const rows = await readCareerPlayers(ctx.worldId);
  if (ctx.careerPlayers) ctx.careerPlayers.rows = rows;
  const market = await loadCareerMarket(ctx.worldId, ctx.teamId, rows);
  const players = new Map([...market.clubs.flatMap((c) => c.players), ...market.freeAgents].map((p) => [p.id, p]));
  const rng = keyedRng(careerEventKey(ctx.worldId.toString(), ctx.season.number, ctx.matchday, 'ai-market', 'world'));
  const moves = planAiMarketMoves(market, rng).flatMap((move) => {
    const player = players.get(move.playerId);
    const to = market.teams.get(move.toClubId);
    const from = move.fromClubId ? market.teams.get(move.fromClubId) : null;
    if (!player || !to || from === undefined) return [];
    return [
      {
        kind: from ? ('ai_purchase' as const) : ('ai_signing' as const),
        playerId: move.playerId,
        playerName: player.name,
        position: player.position,
        rating: player.rating,
        fromTeamId: from?.id ?? null,
        fromName: from?.name ?? null,
        toTeamId: to.id,
        toName: to.name,
        toTemplateTeamId: to.templateTeamId,
        fee: move.fee,
        salary: move.salary,
        contractEndsSeason: contractEnd(ctx.season.number, move.contractSeasons),
      },
    ];
  });
  // The first plan written wins; a concurrent or repeated planner reads it back.
  const plan = await AiMarketPlanModel.findOneAndUpdate(
    { seasonId: ctx.season._id, matchday: ctx.matchday },
    { $setOnInsert: { worldId: ctx.worldId, season: ctx.season.number, moves } },
    { upsert: true, returnDocument: 'after' },
  ).lean<AiMarketPlanDoc>();
  if (!plan) throw new Error('AI market plan missing after upsert');
  // Written by this call (it found none above, and the season lock keeps other writers out): nothing of it has run.
  const snapshot: PlanSnapshot = {
    budgets: new Map(market.clubs.map((c) => [c.id, c.budget])),
    clubOf: new Map([
      ...market.clubs.flatMap((c) => c.players.map((p): [string, string | null] => [p.id, c.id])),
      ...market.freeAgents.map((p): [string, string | null] => [p.id, null]),
    ]),
  };
  return { plan, snapshot };
}

/**
 * Applies a stored plan. Which moves go through is decided in memory, in the
 * plan's order, from the clubs' budgets before the plan (the stored budgets
 * less what this plan already moved, by its keys) and where its players are:
 * so a move may spend what an earlier move earned, and a repeat after a crash
 * anywhere decides exactly as the first run did. Then one ordered, guarded,
 * keyed batch of debits and credits, the players (guarded by their old club),
 * the news, and the plan marked applied. A market call finishes a plan a
 * crash left unapplied (`resumeAiMarketPlans`).
 */
async function applyPlan(plan: AiMarketPlanDoc & { season: number }, snapshot: PlanSnapshot | null = null): Promise<AppliedMove[]> {
  const base = { worldId: plan.worldId, season: plan.season, matchday: plan.matchday };
  const moves = plan.moves.map((move, index) => ({
    ...move,
    fromTeamId: move.fromTeamId ?? null,
    key: `ai:${plan.season}:${plan.matchday}:${index}`,
  }));
  const teamIds = [...new Set(moves.flatMap((m) => [m.toTeamId.toString(), ...(m.fromTeamId ? [m.fromTeamId.toString()] : [])]))];
  const [teams, players] = snapshot
    ? [[], []]
    : await Promise.all([
        TeamModel.find({ worldId: plan.worldId, _id: { $in: teamIds } }, { budget: 1, ledgerKeys: 1 }).lean(),
        PlayerModel.find({ worldId: plan.worldId, _id: { $in: moves.map((m) => m.playerId) } }, { teamId: 1 }).lean(),
      ]);
  const held = new Set(teams.flatMap((t) => t.ledgerKeys));
  const budget = snapshot ? new Map(snapshot.budgets) : new Map(teams.map((t) => [t._id.toString(), t.budget]));
  const add = (teamId: mongoose.Types.ObjectId, amount: number) =>
    budget.set(teamId.toString(), (budget.get(teamId.toString()) ?? 0) + amount);
  for (const m of moves) {
    if (held.has(`${m.key}:buy`)) add(m.toTeamId, m.fee);
    if (m.fromTeamId && held.has(`${m.key}:sell`)) add(m.fromTeamId, -m.fee);
  }
  const clubOf = snapshot?.clubOf ?? new Map(players.map((p) => [p._id.toString(), p.teamId?.toString() ?? null]));
  const chosen: typeof moves = [];
  for (const m of moves) {
    const started = held.has(`${m.key}:buy`);
    const atSeller = clubOf.get(m.playerId.toString()) === (m.fromTeamId?.toString() ?? null);
    if (!started && (!atSeller || (budget.get(m.toTeamId.toString()) ?? 0) < m.fee)) continue;
    chosen.push(m);
    add(m.toTeamId, -m.fee);
    if (m.fromTeamId) add(m.fromTeamId, m.fee);
  }
  const applied = await moveMoneyMany(
    chosen.flatMap((m) => [
      {
        ...base,
        teamId: m.toTeamId,
        amount: -m.fee,
        key: `${m.key}:buy`,
        type: 'player_purchase' as const,
        description: m.fromName ? `Bought ${m.playerName} from ${m.fromName}` : `Signed free agent ${m.playerName}`,
      },
      ...(m.fromTeamId
        ? [
            {
              ...base,
              teamId: m.fromTeamId,
              amount: m.fee,
              key: `${m.key}:sell`,
              type: 'player_sale' as const,
              description: `Sold ${m.playerName} to ${m.toName}`,
            },
          ]
        : []),
    ]),
    { fresh: snapshot !== null },
  );
  // The guards hold by construction; a movement refused here means the world moved under the lock.
  const refused = chosen.find((m) => !applied.has(`${m.key}:buy`) || (m.fromTeamId !== null && !applied.has(`${m.key}:sell`)));
  if (refused) throw new Error(`AI market: ${refused.key} was refused after its budget was checked`);
  if (chosen.length > 0) {
    await PlayerModel.bulkWrite(
      chosen.map((m) => ({
        updateOne: {
          filter: { _id: m.playerId, worldId: plan.worldId, teamId: m.fromTeamId },
          update: {
            $set: {
              teamId: m.toTeamId,
              templateTeamId: m.toTemplateTeamId,
              cannotSellUntilMatchday: 0,
              ...(m.salary ? { salary: m.salary, contractEndsSeason: m.contractEndsSeason } : {}),
            },
            $inc: { transferCount: 1 },
          },
        },
      })),
    );
  }
  await writeNewsMany(
    plan.worldId,
    chosen.map((m) => ({
      ...base,
      key: `deal:${m.key}`,
      ...transferNews({
        playerName: m.playerName,
        position: m.position,
        rating: m.rating,
        fromName: m.fromName ?? null,
        toName: m.toName,
        fee: m.fee,
      }),
    })),
    { fresh: snapshot !== null },
  );
  await AiMarketPlanModel.updateOne({ _id: plan._id }, { $set: { appliedAt: new Date(), applied: chosen.length } });
  return chosen;
}

type AppliedMove = {
  playerId: mongoose.Types.ObjectId;
  toTeamId: mongoose.Types.ObjectId;
  salary?: number | null;
  contractEndsSeason?: number | null;
};

/** Plans (once) and applies the matchday's AI moves; answers how many went through. */
export async function runAiMarket(ctx: AiMarketContext): Promise<{ planned: number; done: number }> {
  const { plan, snapshot } = await planMatchday(ctx);
  // Applied before (a repeat of the step): the count it recorded. A plan without a season predates applied plans (its moves ran as deals).
  if (plan.appliedAt || typeof plan.season !== 'number') return { planned: plan.moves.length, done: plan.applied ?? 0 };
  const applied = await applyPlan({ ...plan, season: plan.season }, snapshot);
  const rows = ctx.careerPlayers?.rows;
  if (rows) {
    const byId = new Map(rows.map((p) => [p._id.toString(), p]));
    for (const move of applied) {
      const row = byId.get(move.playerId.toString());
      if (!row) continue;
      row.teamId = move.toTeamId;
      if (move.salary) {
        row.salary = move.salary;
        row.contractEndsSeason = move.contractEndsSeason ?? null;
      }
    }
  }
  return { planned: plan.moves.length, done: applied.length };
}

/** Applies every plan of the career a crash left unapplied (before a market call moves anything). */
export async function resumeAiMarketPlans(worldId: mongoose.Types.ObjectId): Promise<number> {
  const plans = await AiMarketPlanModel.find({ worldId, appliedAt: null }).lean<AiMarketPlanDoc[]>();
  // Plans written before plans carried their season ran their moves as deals when they were made: nothing to apply.
  for (const plan of plans) if (typeof plan.season === 'number') await applyPlan({ ...plan, season: plan.season });
  return plans.length;
}
