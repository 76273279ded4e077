/**
 * A sacked manager no longer runs the club that sacked him: until he takes
 * one of his job offers, the decisions that change a squad or its contracts
 * (the routes a live match also holds) are refused. Reads stay open, so he
 * can still look at his old club's history and his offers.
 */
import { ConflictError } from '../../infra/errors/domain-errors.js';
import { BoardModel } from '../../models/board/board.model.js';
import type { Seat } from '../worlds/seat.js';

export const SACKED_MESSAGE = 'The board has sacked you: take one of your job offers on the dashboard before you run a club again.';

export async function refuseWhileSacked(seat: Pick<Seat, 'worldId' | 'userId'>): Promise<void> {
  const board = await BoardModel.findOne({ worldId: seat.worldId, userId: seat.userId, sacked: true }, { _id: 1 }).lean();
  if (board) throw new ConflictError(SACKED_MESSAGE);
}
