/** An agent's request for one of the manager's players, written once per player and matchday. */
import { AGENT_REQUEST_STATUSES, AGENT_REQUEST_TYPES } from '@hardwood/shared';
import mongoose, { Schema, type InferSchemaType } from '../../infra/store/mongoose.js';

const agentRequestSchema = new Schema({
  worldId: { type: Schema.Types.ObjectId, required: true, index: true },
  /** The club whose manager the request is for: the player's club when his agent asked. */
  teamId: { type: Schema.Types.ObjectId, required: true },
  playerId: { type: Schema.Types.ObjectId, required: true },
  requestType: { type: String, enum: AGENT_REQUEST_TYPES, required: true },
  status: { type: String, enum: AGENT_REQUEST_STATUSES, default: 'pending' },
  currentSalary: { type: Number, required: true },
  requestedSalary: { type: Number, required: true },
  description: { type: String, required: true },
  /** What he refuses to go on with, by weight, and what would change his mind (shared RefusalExplanation); null on older requests. */
  refusal: { type: Schema.Types.Mixed, default: null },
  season: { type: Number, required: true },
  matchday: { type: Number, required: true },
});
// Per club: a player sold on between two managers' processing of one matchday may be asked about by each.
agentRequestSchema.index({ worldId: 1, teamId: 1, playerId: 1, season: 1, matchday: 1 }, { unique: true });

export type AgentRequestDoc = InferSchemaType<typeof agentRequestSchema> & { _id: mongoose.Types.ObjectId };
export const AgentRequestModel = mongoose.model('AgentRequest', agentRequestSchema);
