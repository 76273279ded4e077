/**
 * AI clubs' market between matchdays (issue 9, "AI clubs trade too"), in
 * processing step 5. The matchday's moves are planned once from the world
 * as it stands and stored whole in one record (a single-document write), then
 * each runs as a keyed deal: a repeat after a crash finds the plan and
 * finishes the deals it had not, rather than planning again from a world
 * the first run had already changed.
 */
import type mongoose from 'mongoose';
import { careerEventKey, keyedRng, planAiMarketMoves } from '@hardwood/shared';
import mongoose_, { Schema, type InferSchemaType } from '../store/mongoose.js';
import type { PlayerDoc } from '../players/player.model.js';
import { startDeal, type NewDeal } from './deal.js';
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
  },
  { _id: false },
);

const aiMarketPlanSchema = new Schema({
  userId: { type: Schema.Types.ObjectId, required: true, index: true },
  seasonId: { type: Schema.Types.ObjectId, required: true },
  matchday: { type: Number, required: true },
  moves: { type: [plannedDealSchema], default: [] },
});
aiMarketPlanSchema.index({ seasonId: 1, matchday: 1 }, { unique: true });

type AiMarketPlanDoc = InferSchemaType<typeof aiMarketPlanSchema> & { _id: mongoose.Types.ObjectId };
export const AiMarketPlanModel = mongoose_.model('AiMarketPlan', aiMarketPlanSchema);

export interface AiMarketContext {
  userId: mongoose.Types.ObjectId;
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

async function planMatchday(ctx: AiMarketContext): Promise<AiMarketPlanDoc> {
  const existing = await AiMarketPlanModel.findOne({ seasonId: ctx.season._id, matchday: ctx.matchday }).lean<AiMarketPlanDoc>();
  if (existing) return existing;
  const tl = performance.now();
  const rows = await readCareerPlayers(ctx.userId);
  if (ctx.careerPlayers) ctx.careerPlayers.rows = rows;
  const market = await loadCareerMarket(ctx.userId, ctx.teamId, rows);
  if (process.env.PROFILE_STEPS) console.error(`  load: ${(performance.now() - tl).toFixed(1)} ms`);
  const players = new Map([...market.clubs.flatMap((c) => c.players), ...market.freeAgents].map((p) => [p.id, p]));
  const rng = keyedRng(careerEventKey(ctx.userId.toString(), ctx.season.number, ctx.matchday, 'ai-market', 'world'));
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
      },
    ];
  });
  // The first plan written wins; a concurrent or repeated planner reads it back.
  const plan = await AiMarketPlanModel.findOneAndUpdate(
    { seasonId: ctx.season._id, matchday: ctx.matchday },
    { $setOnInsert: { userId: ctx.userId, moves } },
    { upsert: true, returnDocument: 'after' },
  ).lean<AiMarketPlanDoc>();
  if (!plan) throw new Error('AI market plan missing after upsert');
  return plan;
}

/** Plans (once) and runs the matchday's AI moves; answers how many went through. */
export async function runAiMarket(ctx: AiMarketContext): Promise<{ planned: number; done: number }> {
  const t0 = performance.now();
  const plan = await planMatchday(ctx);
  if (process.env.PROFILE_STEPS) console.error(`  plan: ${(performance.now() - t0).toFixed(1)} ms, ${plan.moves.length} moves`);
  let done = 0;
  for (const [index, move] of plan.moves.entries()) {
    const deal: NewDeal = {
      ...move,
      fromTeamId: move.fromTeamId ?? null,
      fromName: move.fromName ?? null,
      userId: ctx.userId,
      key: `ai:${ctx.season.number}:${ctx.matchday}:${index}`,
      season: ctx.season.number,
      matchday: ctx.matchday,
    };
    // The plan kept every buyer over its reserve, so a refusal means the world moved under it: that move is skipped.
    if ((await startDeal(deal)) !== 'done') continue;
    done += 1;
    const row = ctx.careerPlayers?.rows?.find((p) => p._id.equals(move.playerId));
    if (row) row.teamId = move.toTeamId;
  }
  return { planned: plan.moves.length, done };
}
