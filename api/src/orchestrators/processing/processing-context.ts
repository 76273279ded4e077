/**
 * What a matchday's processing runs on: the world, its season and matchday,
 * and the clubs managers run there, each of which gets its manager's steps.
 */
import type mongoose from 'mongoose';
import type { PlayerDoc } from '../../models/players/player.model.js';
import type { SeasonDoc } from '../../models/season/season.model.js';
import type { LeagueDay } from '../../domain/office/league-day.js';

export interface ProcessingContext {
  worldId: mongoose.Types.ObjectId;
  /** The club whose manager's view the steps' messages take (the caller's, or a league's first seat). */
  teamId: mongoose.Types.ObjectId;
  /**
   * Every club a manager runs in this world, `teamId` first: each gets its
   * manager's steps (salaries, office, sponsors, academy, news, loans, his
   * squad's morale). A career has one; a league one per seat. Absent: `teamId` alone.
   */
  clubs?: mongoose.Types.ObjectId[];
  season: SeasonDoc;
  matchday: number;
  /** One run's read of the career's players, made by step 5 and reused by step 8 (domain/transfers/ai-market.ts). */
  careerPlayers?: { rows: PlayerDoc[] | null };
  /** One run's read of the own league's played matches, made by step 5 and reused by step 7 (results are final by then). */
  leagueDay?: { day: LeagueDay | null };
}

/** The context as each managed club's manager sees it, `teamId`'s first. */
export function clubContexts(ctx: ProcessingContext): ProcessingContext[] {
  const others = (ctx.clubs ?? []).filter((id) => !id.equals(ctx.teamId));
  return [ctx, ...others.map((teamId) => ({ ...ctx, teamId }))];
}

/**
 * Runs a manager's part of a step for every managed club in turn and
 * answers the first club's result (the message's). Each part is idempotent
 * on its own (keyed by club and matchday), so a crash in the middle of the
 * loop repeats the step and the clubs already done change nothing.
 */
export async function forEachClub<T>(ctx: ProcessingContext, part: (club: ProcessingContext) => Promise<T>): Promise<T> {
  const [first, ...others] = clubContexts(ctx);
  const answer = await part(first ?? ctx);
  for (const club of others) await part(club);
  return answer;
}
