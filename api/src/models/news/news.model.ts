/**
 * A news item of a world. An item of one club (its promotion, its loans, its
 * academy, its own league's headlines) is for that club's manager only; world
 * news (the market, the season's end) names no club and is in every manager's
 * feed. Written under a unique key per club (or per world, for world news), so
 * the step or deal that writes it can repeat.
 */
import mongoose, { Schema, type InferSchemaType } from '../../infra/store/mongoose.js';
import { NEWS_TYPES } from '@hardwood/shared';
import { isDuplicateKeyError } from '../../infra/store/errors.js';

type Id = mongoose.Types.ObjectId;

const newsSchema = new Schema({
  worldId: { type: Schema.Types.ObjectId, required: true, index: true },
  /** The club whose manager the item is for; null: world news, for every manager of the world. */
  teamId: { type: Schema.Types.ObjectId, default: null },
  key: { type: String, required: true },
  type: { type: String, enum: NEWS_TYPES, required: true },
  title: { type: String, required: true },
  content: { type: String, required: true },
  season: { type: Number, required: true },
  matchday: { type: Number, required: true },
  createdAt: { type: Date, default: () => new Date() },
});
newsSchema.index({ worldId: 1, teamId: 1, key: 1 }, { unique: true });

export type NewsDoc = InferSchemaType<typeof newsSchema> & { _id: Id };
export const NewsModel = mongoose.model('News', newsSchema);

/** A manager's feed: his club's news and the world's. */
export const newsFeedOf = (club: { worldId: Id; teamId: Id }) => ({ worldId: club.worldId, teamId: { $in: [club.teamId, null] } });

export interface NewsInput {
  key: string;
  type: NewsDoc['type'];
  title: string;
  content: string;
  season: number;
  matchday: number;
}

/**
 * Writes a news item once under its key; a repeat changes nothing. With
 * `teamId` it is for that club's manager only; without, it is world news.
 */
export async function writeNewsOnce(item: NewsInput & { worldId: Id; teamId?: Id }): Promise<void> {
  const { worldId, teamId = null, key, ...rest } = item;
  try {
    await NewsModel.updateOne({ worldId, teamId, key }, { $setOnInsert: { ...rest, createdAt: new Date() } }, { upsert: true });
  } catch (error) {
    // Two writers of the same key at once (MongoDB upsert race): the other one wrote it.
    if (!isDuplicateKeyError(error)) throw error;
  }
}

/**
 * `writeNewsOnce` for many items: one read of the keys already written, one
 * insert of the rest. For one club's manager (`{ worldId, teamId }`), or world
 * news (a world's id).
 */
export async function writeNewsMany(
  audience: { worldId: Id; teamId: Id } | Id,
  items: readonly NewsInput[],
  /** `fresh`: the caller knows none of these keys has been written (a plan just made): the look-up is skipped. */
  options: { fresh?: boolean } = {},
): Promise<void> {
  if (items.length === 0) return;
  const { worldId, teamId } = audience instanceof mongoose.Types.ObjectId ? { worldId: audience, teamId: null } : audience;
  const written = options.fresh
    ? new Set<string>()
    : new Set((await NewsModel.find({ worldId, teamId, key: { $in: items.map((i) => i.key) } }, { key: 1 }).lean()).map((n) => n.key));
  const missing = items.filter((i) => !written.has(i.key));
  if (missing.length > 0) await NewsModel.insertMany(missing.map((i) => ({ ...i, worldId, teamId, createdAt: new Date() })));
}
