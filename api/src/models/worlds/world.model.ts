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

    // A league of managers (kind 'league'): what it plays, who may join, and its calendar.
    countryId: { type: String, default: null },
    /** The catalogue league (one country's top division) its season plays. */
    leagueId: { type: Number, default: null },
    visibility: { type: String, enum: ['public', 'invite', null], default: null },
    founderId: { type: Schema.Types.ObjectId, default: null },
    /** The invite link's code and until when it admits (an invite-only league's only way in). */
    inviteCode: { type: String, default: null },
    inviteExpiresAt: { type: Date, default: null },
    firstTipOff: { type: Date, default: null },
    everySeconds: { type: Number, default: null },
    timeZone: { type: String, default: null },
    /**
     * The calendar's state, changed only by guarded updates on these fields:
     * `round` rounds have started (the next to tip off is `round`);
     * `roundStatus` is 'waiting' for the next tip-off, 'playing' or
     * 'processing' while a round is under way, 'season-end' between seasons.
     * `roundClaimId`/`roundClaimedAt`: the process running the round now, and
     * since when (a claim older than its lease is taken over).
     */
    round: { type: Number, default: 0 },
    roundStatus: { type: String, default: 'waiting' },
    roundClaimId: { type: String, default: null },
    roundClaimedAt: { type: Date, default: null },
    /** The round under way, or the last one, started more than a minute after its tip-off. */
    roundStartedLate: { type: Boolean, default: false },
  },
  { timestamps: true },
);

export type WorldDoc = InferSchemaType<typeof worldSchema> & { _id: mongoose.Types.ObjectId };
export const WorldModel = mongoose.model('World', worldSchema);
