/**
 * A news item of a career's world. Written under a
 * unique key per career, so the step or deal that writes it can repeat.
 */
import mongoose, { Schema, type InferSchemaType } from '../store/mongoose.js';
import { NEWS_TYPES } from '@hardwood/shared';
import { isDuplicateKeyError } from '../store/errors.js';

const newsSchema = new Schema({
  worldId: { type: Schema.Types.ObjectId, required: true, index: true },
  key: { type: String, required: true },
  type: { type: String, enum: NEWS_TYPES, required: true },
  title: { type: String, required: true },
  content: { type: String, required: true },
  season: { type: Number, required: true },
  matchday: { type: Number, required: true },
  createdAt: { type: Date, default: () => new Date() },
});
newsSchema.index({ worldId: 1, key: 1 }, { unique: true });

export type NewsDoc = InferSchemaType<typeof newsSchema> & { _id: mongoose.Types.ObjectId };
export const NewsModel = mongoose.model('News', newsSchema);

/** Writes a news item once under its key; a repeat changes nothing. */
export async function writeNewsOnce(item: {
  worldId: mongoose.Types.ObjectId;
  key: string;
  type: NewsDoc['type'];
  title: string;
  content: string;
  season: number;
  matchday: number;
}): Promise<void> {
  const { worldId, key, ...rest } = item;
  try {
    await NewsModel.updateOne({ worldId, key }, { $setOnInsert: { ...rest, createdAt: new Date() } }, { upsert: true });
  } catch (error) {
    // Two writers of the same key at once (MongoDB upsert race): the other one wrote it.
    if (!isDuplicateKeyError(error)) throw error;
  }
}

/** `writeNewsOnce` for many items of one career: one read of the keys already written, one insert of the rest. */
export async function writeNewsMany(
  worldId: mongoose.Types.ObjectId,
  items: ReadonlyArray<Omit<Parameters<typeof writeNewsOnce>[0], 'worldId'>>,
  /** `fresh`: the caller knows none of these keys has been written (a plan just made): the look-up is skipped. */
  options: { fresh?: boolean } = {},
): Promise<void> {
  if (items.length === 0) return;
  const written = options.fresh
    ? new Set<string>()
    : new Set((await NewsModel.find({ worldId, key: { $in: items.map((i) => i.key) } }, { key: 1 }).lean()).map((n) => n.key));
  const missing = items.filter((i) => !written.has(i.key));
  if (missing.length > 0) await NewsModel.insertMany(missing.map((i) => ({ ...i, worldId, createdAt: new Date() })));
}
