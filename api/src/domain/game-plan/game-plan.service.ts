/**
 * A manager's game plans, kept on his seat (they are his at his club in this
 * world, like his other settings): the default plan for every match he does
 * not watch, a plan for his club's next match only, and his autopilot. The
 * shapes and values are checked by the shared schema at the edge; here, that
 * the players the rotation names are his club's, and that a next-match plan
 * has a match to be for.
 */
import type mongoose from 'mongoose';
import {
  autopilotSchema,
  gamePlanSchema,
  planErrors,
  type Autopilot,
  type GamePlan,
  type GamePlans,
  type SaveGamePlan,
} from '@hardwood/shared';
import { ConflictError, RuleViolation } from '../../infra/errors/domain-errors.js';
import { MatchModel, type MatchDoc } from '../../models/season/match.model.js';
import { PlayerModel } from '../../models/players/player.model.js';
import { SeasonModel, type SeasonDoc } from '../../models/season/season.model.js';
import { SeatModel } from '../../models/worlds/seat.model.js';
import type { Club } from '../worlds/seat.js';

type Id = mongoose.Types.ObjectId;

export const DEFAULT_AUTOPILOT: Autopilot = { mode: 'off', idleMinutes: null };

/** A seat's plan fields as stored. */
interface StoredPlans {
  teamId: Id;
  defaultGamePlan?: unknown;
  nextMatchGamePlan?: unknown;
  autopilotMode?: string | null;
  autopilotIdleMinutes?: number | null;
}
const PLAN_FIELDS = { teamId: 1, defaultGamePlan: 1, nextMatchGamePlan: 1, autopilotMode: 1, autopilotIdleMinutes: 1 } as const;

/** A stored plan as the schema reads it; anything it no longer accepts (a plan of an older shape) reads as none. */
function planOf(value: unknown): GamePlan | null {
  const parsed = gamePlanSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

function nextMatchPlanOf(value: unknown): { matchId: string; plan: GamePlan } | null {
  if (!value || typeof value !== 'object') return null;
  const { matchId, plan } = value as { matchId?: unknown; plan?: unknown };
  const parsed = planOf(plan);
  return typeof matchId === 'string' && /^[0-9a-f]{24}$/i.test(matchId) && parsed ? { matchId, plan: parsed } : null;
}

function autopilotOf(seat: StoredPlans): Autopilot {
  // A seat stored before plans existed has no fields: it reads as off.
  const parsed = autopilotSchema.safeParse({ mode: seat.autopilotMode ?? 'off', idleMinutes: seat.autopilotIdleMinutes ?? null });
  return parsed.success ? parsed.data : DEFAULT_AUTOPILOT;
}

/** The club's next match: its first unplayed league or cup game of the running season; none once the season is over. */
export async function nextClubMatch({ worldId, teamId }: Club): Promise<MatchDoc | null> {
  const season = await SeasonModel.findOne({ worldId, isActive: true }).sort({ number: -1 }).lean<SeasonDoc>();
  if (!season || season.status === 'complete') return null;
  return MatchModel.findOne({
    worldId,
    seasonId: season._id,
    isPlayed: false,
    $or: [{ homeTeamId: teamId }, { awayTeamId: teamId }],
  })
    .sort({ matchday: 1 })
    .lean<MatchDoc>();
}

/** The unplayed ones among the matches that next-match plans name (a plan for a match since played no longer applies). */
async function unplayed(worldId: Id, matchIds: readonly string[]): Promise<Set<string>> {
  if (matchIds.length === 0) return new Set();
  const open = await MatchModel.find({ worldId, _id: { $in: [...new Set(matchIds)] }, isPlayed: false }, { _id: 1 }).lean();
  return new Set(open.map((m) => m._id.toString()));
}

/** A seat's plans as they apply now: `stillToPlay`, the unplayed ones among the matches its next-match plan may name. */
function readPlans(seat: StoredPlans, stillToPlay: ReadonlySet<string>): GamePlans {
  const next = nextMatchPlanOf(seat.nextMatchGamePlan);
  return {
    defaultPlan: planOf(seat.defaultGamePlan),
    nextMatch: next && stillToPlay.has(next.matchId) ? next : null,
    autopilot: autopilotOf(seat),
  };
}

async function plansOfSeat(worldId: Id, seat: StoredPlans | null): Promise<GamePlans> {
  if (!seat) return { defaultPlan: null, nextMatch: null, autopilot: DEFAULT_AUTOPILOT };
  const next = nextMatchPlanOf(seat.nextMatchGamePlan);
  return readPlans(seat, await unplayed(worldId, next ? [next.matchId] : []));
}

/** The club's manager's plans; a club no manager runs has none. */
export async function gamePlans(club: Club): Promise<GamePlans> {
  const seat = await SeatModel.findOne({ worldId: club.worldId, teamId: club.teamId }, PLAN_FIELDS).lean<StoredPlans>();
  return plansOfSeat(club.worldId, seat);
}

/** Refuses a plan whose rotation names a player who is not the club's (his own players and those on loan to him). */
async function checkSquad({ worldId, teamId }: Club, plan: GamePlan): Promise<void> {
  const named = [...Object.keys(plan.rotation.minutes), ...plan.rotation.closers];
  if (named.length === 0) return;
  const squad = await PlayerModel.find({ worldId, $or: [{ teamId }, { loanTeamId: teamId, isOnLoan: true }] }, { _id: 1 }).lean();
  const [first] = planErrors(
    plan,
    squad.map((p) => p._id.toString()),
  );
  if (first) throw new RuleViolation(first);
}

export const NO_NEXT_MATCH =
  'Your club has no match left to play this season: a plan for the next match waits for the new season’s fixtures';

export async function saveGamePlan(seat: Club & { userId: Id }, save: SaveGamePlan): Promise<GamePlans> {
  const own = { worldId: seat.worldId, userId: seat.userId, teamId: seat.teamId };
  let set: Record<string, unknown>;
  switch (save.scope) {
    case 'default':
      if (save.plan) await checkSquad(seat, save.plan);
      set = { defaultGamePlan: save.plan };
      break;
    case 'next-match': {
      if (!save.plan) {
        set = { nextMatchGamePlan: null };
        break;
      }
      const match = await nextClubMatch(seat);
      if (!match) throw new ConflictError(NO_NEXT_MATCH);
      await checkSquad(seat, save.plan);
      set = { nextMatchGamePlan: { matchId: match._id.toString(), plan: save.plan } };
      break;
    }
    case 'autopilot':
      set = { autopilotMode: save.autopilot.mode, autopilotIdleMinutes: save.autopilot.idleMinutes };
      break;
  }
  await SeatModel.updateOne(own, { $set: set });
  return gamePlans(seat);
}

/** What coaches a managed club's side in one match: his plan for it (the next-match one when it is for this match, else the default) and his autopilot. */
export interface SideCoaching {
  plan: GamePlan | null;
  autopilot: Autopilot;
}

function coachingFor(plans: GamePlans, matchId: string | null): SideCoaching {
  const forThisMatch = matchId !== null && plans.nextMatch?.matchId === matchId ? plans.nextMatch.plan : null;
  return { plan: forThisMatch ?? plans.defaultPlan, autopilot: plans.autopilot };
}

/** A club's coaching for a match (`matchId` null: a game no next-match plan is for, e.g. a friendly); null when no manager runs it. */
export async function clubCoaching(club: Club, matchId: string | null): Promise<SideCoaching | null> {
  const seat = await SeatModel.findOne({ worldId: club.worldId, teamId: club.teamId }, PLAN_FIELDS).lean<StoredPlans>();
  return seat ? coachingFor(await plansOfSeat(club.worldId, seat), matchId) : null;
}

/**
 * Every managed club's plans in a world at once, for a matchday's instant
 * simulation: the plan that coaches a club in a match, or undefined when its
 * manager has none (or no manager runs it, the AI's club).
 */
export async function worldPlans(worldId: Id): Promise<(teamId: Id, matchId: string) => GamePlan | undefined> {
  const seats = await SeatModel.find({ worldId }, PLAN_FIELDS).lean<StoredPlans[]>();
  const stillToPlay = await unplayed(
    worldId,
    seats.flatMap((s) => nextMatchPlanOf(s.nextMatchGamePlan)?.matchId ?? []),
  );
  const byClub = new Map(seats.map((seat) => [seat.teamId.toString(), readPlans(seat, stillToPlay)] as const));
  return (teamId, matchId) => {
    const plans = byClub.get(teamId.toString());
    return (plans && coachingFor(plans, matchId).plan) ?? undefined;
  };
}
