/**
 * The matchday's development step: every player of the own league's clubs
 * develops once a matchday (his matchday key guards the write), and the
 * parts of his change are added to his season's running sums in the same
 * guarded write, so a repeat after a crash changes nothing.
 */
import type mongoose from 'mongoose';
import { developPlayer, keyedRng, matchdayKey, skillsOf } from '@hardwood/shared';
import { PlayerModel, type PlayerDoc } from '../../models/players/player.model.js';
import { developmentContexts, developmentUpdate } from './development-context.js';
import type { ProcessingContext } from './processing-context.js';

export async function developPlayers(
  ctx: ProcessingContext,
  remember: (message: string, writesFollow: boolean) => Promise<string>,
  teamIds: readonly mongoose.Types.ObjectId[],
): Promise<string> {
  const key = matchdayKey(ctx.season.number, ctx.matchday);
  const players = await PlayerModel.find({ worldId: ctx.worldId, teamId: { $in: teamIds }, developedKey: { $lt: key } }).lean<
    PlayerDoc[]
  >();
  const contextOf = await developmentContexts(ctx, teamIds);
  let improved = 0;
  let declined = 0;
  const writes = players.map((p) => {
    const { parts, ...next } = developPlayer(
      { position: p.position, age: p.age, potential: p.potential, overallRating: p.overallRating, ...skillsOf(p) },
      // keyedRng: keys differing in the matchday alone must not start with nearly the same draw.
      keyedRng(`${p._id.toString()}:develop:${key}`),
      contextOf(p),
    );
    if (p.teamId?.equals(ctx.teamId)) {
      if (next.overallRating > p.overallRating) improved += 1;
      if (next.overallRating < p.overallRating) declined += 1;
    }
    return {
      updateOne: {
        filter: { _id: p._id, developedKey: { $lt: key } },
        update: developmentUpdate(p, ctx.season.number, parts, { ...next, developedKey: key }),
      },
    };
  });
  // A repeat after these writes finds nobody left to develop: it reports the noted counts.
  const message = await remember(`Your squad: ${improved} improved, ${declined} declined`, writes.length > 0);
  if (writes.length > 0) await PlayerModel.bulkWrite(writes);
  return message;
}
