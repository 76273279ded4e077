/**
 * A world: the owner of a game's records (clubs, players, seasons, matches,
 * ledger, news, market, academy, history). A single-player career is a world
 * with one seat; a league of managers is a world with several.
 */
import mongoose, { Schema, type InferSchemaType } from '../../infra/store/mongoose.js';

export const WORLD_KINDS = ['career', 'league'] as const;
export type WorldKind = (typeof WORLD_KINDS)[number];

const worldSchema = new Schema(
  {
    kind: { type: String, enum: WORLD_KINDS, required: true },
    name: { type: String, default: '' },
    /**
     * The world's secret seed, made with the world and never sent: the keys of
     * its game events include it, so a client that knows its own ids cannot
     * work out a sale's outcome or a club's mood before it asks.
     */
    seed: { type: String, default: null },
    /** When the player editor was first used in this world: a sandbox flag, shown on the profile. */
    editorUsedAt: { type: Date, default: null },
  },
  { timestamps: true },
);

export type WorldDoc = InferSchemaType<typeof worldSchema> & { _id: mongoose.Types.ObjectId };
export const WorldModel = mongoose.model('World', worldSchema);
