import { Router } from 'express';
import mongoose from 'mongoose';
import { autoAssignLineup, lineupError, ROUTES, type LineupSlots } from '@hardwood/shared';
import type { Seat } from '../../domain/worlds/seat.js';
import { badRequest, notFound } from '../../infra/http/errors.js';
import { mountGroup } from '../http/typed-route.js';
import { PlayerModel } from '../../models/players/player.model.js';
import { StartingLineupModel } from '../../models/lineup/lineup.model.js';

const SLOT_KEYS = ['pgId', 'sgId', 'sfId', 'pfId', 'cId'] as const;

async function lineupCandidates(career: Seat) {
  const players = await PlayerModel.find(
    { worldId: career.worldId, teamId: career.teamId },
    { _id: 1, position: 1, overallRating: 1, isOnLoan: 1, isInjured: 1 },
  ).lean();
  return players.map((p) => ({
    id: p._id.toString(),
    position: p.position as 'PG',
    overallRating: p.overallRating,
    isOnLoan: p.isOnLoan,
    isInjured: p.isInjured,
  }));
}

function toSlots(doc: Record<(typeof SLOT_KEYS)[number], mongoose.Types.ObjectId>): LineupSlots {
  return Object.fromEntries(SLOT_KEYS.map((k) => [k, doc[k].toString()])) as LineupSlots;
}

export function lineupRouter(): Router {
  const router = Router();

  mountGroup(
    router,
    ROUTES.lineup,
    { access: 'career' },
    {
      get: async ({ career }) => {
        const saved = await StartingLineupModel.findOne({ worldId: career.worldId, teamId: career.teamId }).lean();
        if (saved) return toSlots(saved);
        // No saved lineup yet (or it was lost): answer the auto-assigned one.
        const auto = autoAssignLineup(await lineupCandidates(career));
        if (!auto) throw notFound('No starting lineup');
        return auto;
      },

      save: async ({ career, input }) => {
        const candidates = await lineupCandidates(career);
        const ids = SLOT_KEYS.map((k) => input[k]);
        // Ids that are not this team's players name nothing of this career.
        if (ids.some((id) => !candidates.some((c) => c.id === id))) throw notFound('Player not found');
        const error = lineupError(input, candidates);
        if (error) throw badRequest(error);
        const slots = Object.fromEntries(SLOT_KEYS.map((k) => [k, new mongoose.Types.ObjectId(input[k])]));
        await StartingLineupModel.updateOne({ worldId: career.worldId, teamId: career.teamId }, { $set: slots }, { upsert: true });
        return input;
      },
    },
  );

  return router;
}
