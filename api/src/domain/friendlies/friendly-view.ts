/** A friendly as the API answers it: the sides, where it stands, its result and box score, and the caller's side. */
import type mongoose from 'mongoose';
import type { Friendly, FriendlyBoxLine } from '@hardwood/shared';
import type { FriendlyDoc } from '../../models/friendlies/friendly.model.js';

/** What a finished friendly keeps of its result (FriendlyDoc.result). */
export interface StoredResult {
  homeScore: number;
  awayScore: number;
  overtimes: number;
  box: { home: FriendlyBoxLine[]; away: FriendlyBoxLine[] };
}

export function friendlyView(doc: FriendlyDoc, viewerId: mongoose.Types.ObjectId | string | null): Friendly {
  const viewer = viewerId?.toString() ?? null;
  const result = doc.result as StoredResult | null;
  const mySide = viewer === doc.challengerId.toString() ? 'home' : viewer !== null && viewer === doc.opponentId?.toString() ? 'away' : null;
  return {
    key: doc.key,
    status: doc.status === 'finished' ? 'finished' : 'scheduled',
    home: { teamId: doc.challengerTeamId.toString(), ...doc.challenger },
    away: doc.opponent
      ? { teamId: doc.opponentTeamId?.toString() ?? '', ...doc.opponent }
      : { teamId: '', name: 'To be decided', manager: '', strength: 0 },
    mySide,
    acceptedAt: (doc.acceptedAt ?? doc.createdAt).toISOString(),
    playedAt: doc.finishedAt?.toISOString() ?? null,
    result: result ? { homeScore: result.homeScore, awayScore: result.awayScore, overtimes: result.overtimes } : null,
    box: result?.box ?? null,
    replayable: doc.replayable === true,
  };
}
