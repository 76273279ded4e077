/** The board over HTTP: its objectives, confidence and reasons, and the job offers (GET /api/board). */
import { z } from 'zod';
import { idSchema } from './schemas.js';

const int = () => z.number().int();

/** How far a club went in the European Cup: the round it went out in, or the title. */
export const boardCupFinishSchema = z.enum(['QF', 'SF', 'F', 'champion']);
export type BoardCupFinish = z.infer<typeof boardCupFinishSchema>;

export const boardObjectivesSchema = z.object({
  /** Finish at this place or higher, of `teams`; `expected` is the club's rank by reputation and money. */
  place: z.object({ target: int(), expected: int(), teams: int() }),
  /** The Cup round the board expects to reach (null when the club is not in the Cup). */
  cup: boardCupFinishSchema.nullable(),
  /** The balance the board will not see spent below, in euros. */
  budgetFloor: int(),
  /** Promote a youngster from the academy, open one, or nothing asked. */
  academy: z.enum(['promote', 'open']).nullable(),
});
export type BoardObjectives = z.infer<typeof boardObjectivesSchema>;

export const boardReasonSchema = z.object({
  label: z.string(),
  delta: int(),
  season: int(),
  matchday: int(),
});
export type BoardReason = z.infer<typeof boardReasonSchema>;

export const jobOfferSchema = z.object({
  teamId: idSchema,
  name: z.string(),
  league: z.string(),
  /** The club's reputation in stars. */
  reputation: int(),
  /** 'sacked': he must take one; 'mid-season': a club approaching a successful manager, which he may ignore. */
  kind: z.enum(['sacked', 'mid-season']),
});
export type JobOffer = z.infer<typeof jobOfferSchema>;

/** One objective as the dashboard shows it: what is asked, where it stands, and whether it is on course. */
export const objectiveProgressSchema = z.object({
  key: z.enum(['place', 'cup', 'budget', 'academy']),
  label: z.string(),
  progress: z.string(),
  onCourse: z.boolean(),
});
export type ObjectiveProgress = z.infer<typeof objectiveProgressSchema>;

export const managerRecordSchema = z.object({
  seasons: int(),
  wins: int(),
  losses: int(),
  titles: int(),
  objectivesMet: int(),
  objectivesSet: int(),
  sackings: int(),
});
export type ManagerRecord = z.infer<typeof managerRecordSchema>;

export const boardViewSchema = z.object({
  club: z.string(),
  season: int(),
  confidence: int(),
  objectives: boardObjectivesSchema,
  progress: z.array(objectiveProgressSchema),
  reasons: z.array(boardReasonSchema),
  offers: z.array(jobOfferSchema),
  sacked: z.boolean(),
  /** The manager's reputation (0-100) from his record: it decides the clubs that want him. */
  reputation: int(),
  record: managerRecordSchema,
  /** The clubs he has managed in this world, oldest first (their records stay with the clubs). */
  spells: z.array(
    z.object({ club: z.string(), fromSeason: int(), toSeason: int().nullable(), end: z.enum(['sacked', 'left']).nullable() }),
  ),
});
export type BoardView = z.infer<typeof boardViewSchema>;

export const takeOfferResponseSchema = z.object({ club: z.string(), teamId: idSchema });
