/**
 * First-time setup: the career's world (every national league's clubs as the
 * career's teams, each with its own copy of the template roster, and a pool
 * of free agents: domain/career/world.ts), plus season 1 of the chosen league with
 * the full double round-robin, standings rows and a default starting lineup.
 *
 * No transactions: a per-user career lease guards against two concurrent
 * calls, every step is bulk-inserted, and a failure deletes whatever was
 * written (while the lease is still ours), so the call can simply be repeated.
 */
import mongoose from 'mongoose';
import {
  autoAssignLineup,
  boardExpectation,
  COUNTRIES,
  LEAGUES,
  seasonName,
  SQUAD_STRENGTH_PLAYERS,
  YOUTH_COUNTRY_ID,
  type Country,
  type SetupCompletePayload,
  type SetupTeam,
} from '@hardwood/shared';
import { UserModel } from '../../models/auth/user.model.js';
import { CatalogueTeamModel, TemplatePlayerModel } from '../../models/catalogue/catalogue.model.js';
import { ConflictError, RuleViolation } from '../../infra/errors/domain-errors.js';
import { StartingLineupModel } from '../../models/lineup/lineup.model.js';
import { stillHeld } from '../../infra/locks/lease.js';
import { PlayerModel } from '../../models/players/player.model.js';
import { SeasonModel } from '../../models/season/season.model.js';
import { writeSeason } from '../../domain/season/season-calendar.js';
import { TeamModel } from '../../models/teams/team.model.js';
import { waitForSeasonLock } from '../../domain/matches/season-lock.js';
import {
  CAREER_BUSY_MESSAGE,
  CAREER_LOCK_WAIT_MS,
  type CareerLease,
  updateUnderLease,
  withCareerLock,
} from '../../domain/career/career-lock.js';
import { deleteWorldRecords } from './career-models.js';
import { SeatModel } from '../../models/worlds/seat.model.js';
import { isDuplicateKeyError } from '../../infra/store/errors.js';
import { WorldModel } from '../../models/worlds/world.model.js';
import { newWorldSeed } from '../../domain/worlds/seat.js';
import { buildWorldRecords } from '../../domain/career/world.js';

/** The countries offered at setup, each with its flag's code and its leagues (top tier first) with their number of clubs. */
export function setupCountries(): Country[] {
  return COUNTRIES.map(({ id, name, flag, code }) => ({
    id,
    name,
    flag,
    code,
    leagues: LEAGUES.filter((l) => l.countryId === id && l.tier > 0)
      .sort((a, b) => a.tier - b.tier)
      .map((l) => ({ id: l.id, name: l.name, clubs: l.clubs.length })),
  }));
}

/** Mean overall of a squad's best SQUAD_STRENGTH_PLAYERS, one decimal. */
export function squadStrength(ratings: readonly number[]): number {
  const best = [...ratings].sort((a, b) => b - a).slice(0, SQUAD_STRENGTH_PLAYERS);
  if (best.length === 0) return 0;
  return Math.round((10 * best.reduce((sum, r) => sum + r, 0)) / best.length) / 10;
}

/**
 * A country's clubs for the team step, with each squad's strength (its
 * template roster, which the career copies) and the board's expectation from
 * its strength rank in its league.
 */
export async function setupTeams(countryId: string): Promise<SetupTeam[] | null> {
  if (countryId === YOUTH_COUNTRY_ID || !COUNTRIES.some((c) => c.id === countryId)) return null;
  const teams = await CatalogueTeamModel.find({ countryId }).sort({ leagueId: 1, _id: 1 }).lean();
  const players = await TemplatePlayerModel.find(
    { templateTeamId: { $in: teams.map((t) => t._id) } },
    { templateTeamId: 1, overallRating: 1 },
  ).lean();
  const ratings = new Map<number, number[]>();
  for (const p of players) ratings.set(p.templateTeamId, [...(ratings.get(p.templateTeamId) ?? []), p.overallRating]);
  const strength = new Map(teams.map((t) => [t._id, squadStrength(ratings.get(t._id) ?? [])]));
  // Rank within the league: strongest squad first, the catalogue's order between equals.
  const rank = new Map<number, number>();
  for (const leagueId of new Set(teams.map((t) => t.leagueId))) {
    teams
      .filter((t) => t.leagueId === leagueId)
      .sort((a, b) => (strength.get(b._id) ?? 0) - (strength.get(a._id) ?? 0) || a._id - b._id)
      .forEach((t, i) => rank.set(t._id, i + 1));
  }
  return teams.map((t) => {
    const strengthRank = rank.get(t._id) ?? teams.length;
    return {
      id: t._id,
      name: t.name,
      city: t.city,
      leagueId: t.leagueId,
      league: t.league,
      budget: t.budget,
      reputation: t.reputation,
      description: t.description,
      squadStrength: strength.get(t._id) ?? 0,
      strengthRank,
      boardExpectation: boardExpectation(strengthRank, t.leagueId),
    };
  });
}

export async function completeSetup(userId: mongoose.Types.ObjectId, payload: SetupCompletePayload) {
  const country = COUNTRIES.find((c) => c.id === payload.countryId);
  if (!country) throw new RuleViolation('Unknown country');
  const chosen = await CatalogueTeamModel.findById(payload.teamId).lean();
  if (!chosen || chosen.countryId !== country.id) throw new RuleViolation('That team does not play in the chosen country');
  const league = LEAGUES.find((l) => l.id === chosen.leagueId);
  if (!league || league.tier === 0) throw new RuleViolation('That team cannot be managed');

  return withCareerLock(userId, async (lease) => {
    const user = await UserModel.findById(userId, { isSetupComplete: 1, careerWorldId: 1 }).lean();
    if (!user || user.isSetupComplete) throw new ConflictError('Setup is already complete for this account');
    // A single-player career's world takes its manager's id: its seeded world (free agents, first contracts) is the one a
    // career of this account always had, and an interrupted attempt's leftovers are found under it.
    return buildCareer(lease, userId, league, chosen._id);
  });
}

/**
 * Writes a whole career's world under the user's lease. Whatever an
 * interrupted attempt left is deleted first; a failure deletes what this one
 * wrote. The user is marked set up last, and only while the lease is still
 * ours, so a career is whole or absent.
 */
async function buildCareer(lease: CareerLease, worldId: mongoose.Types.ObjectId, league: (typeof LEAGUES)[number], chosenTeamId: number) {
  const userId = lease.id;
  try {
    await deleteWorldRecords(worldId); // leftovers of an interrupted attempt
    await WorldModel.create({ _id: worldId, kind: 'career', name: '', seed: newWorldSeed() });
    // The whole world (about 160 teams and 2,100 players) in two bulk writes.
    // Lean: the records are built whole and typed by domain/career/world.ts from
    // catalogue rows validated at seeding, and mongoose's per-document casting
    // and validation would cost about 300 ms of a 450 ms setup
    // (api/test/world.api.test.ts validates every stored record against its schema).
    const world = await buildWorldRecords(worldId, chosenTeamId);
    await TeamModel.insertMany(world.teams, { lean: true });
    await PlayerModel.insertMany([...world.rosters.flat(), ...world.freeAgents], { lean: true });

    // The own league's season; the other leagues play from the same teams in processing step 8.
    const teams = world.teams.filter((t) => t.leagueId === league.id).sort((x, y) => x.templateTeamId - y.templateTeamId);
    const season = await writeSeason({ worldId, leagueId: league.id, number: 1, name: seasonName(1), teamIds: teams.map((t) => t._id) });

    const userTeam = teams.find((t) => t.isUserTeam);
    if (!userTeam) throw new Error('chosen team missing from its league');
    const ownRoster = world.rosters[world.teams.indexOf(userTeam)] ?? [];
    const lineup = autoAssignLineup(
      ownRoster.map((p) => ({
        id: p._id.toString(),
        position: p.position as 'PG',
        overallRating: p.overallRating,
        isOnLoan: false,
        isInjured: false,
      })),
    );
    if (!lineup) throw new Error('template roster cannot field five players');
    await StartingLineupModel.create({ worldId, teamId: userTeam._id, ...lineup });
    // A seat already there was made by whoever took the career over (the lease was lost): this call gives way.
    const seat = await SeatModel.create({ worldId, userId, teamId: userTeam._id }).catch((error: unknown) => {
      throw isDuplicateKeyError(error) ? new ConflictError(CAREER_BUSY_MESSAGE) : error;
    });

    // Lost only after a stall longer than a whole lease: another call owns the career now, so this one gives way, taking its seat along.
    if (!(await updateUnderLease(lease, { isSetupComplete: true, careerWorldId: worldId }))) {
      await SeatModel.deleteOne({ _id: seat._id });
      throw new ConflictError(CAREER_BUSY_MESSAGE);
    }
    return {
      success: true as const,
      team: { id: userTeam._id.toString(), name: userTeam.name, city: userTeam.city, league: userTeam.league },
      seasonId: season._id.toString(),
    };
  } catch (error) {
    // A lost lease means another call (an abandon, then a new setup) may own this career now: its records are not ours to delete.
    if (await stillHeld(lease)) await deleteWorldRecords(worldId);
    throw error;
  }
}

/**
 * Ends the career: the user is marked without one first, then its world goes
 * (records, seat, the world itself), then the user forgets the world, so a
 * crash in between leaves no half career in view (setup deletes any leftovers
 * of the world it names before it starts). Repeating it is harmless.
 */
export async function abandonCareer(userId: mongoose.Types.ObjectId): Promise<{ deleted: number }> {
  return withCareerLock(userId, async (lease) => {
    const user = await UserModel.findById(userId, { careerWorldId: 1 }).lean();
    const worldId = user?.careerWorldId ?? null;
    const takeApart = async () => {
      // Lost only after a stall longer than a whole lease; whoever took the career over may be building it now, so delete nothing.
      if (!(await updateUnderLease(lease, { isSetupComplete: false }))) throw new ConflictError(CAREER_BUSY_MESSAGE);
      const deleted = worldId ? await deleteWorldRecords(worldId) : 0;
      if (!(await updateUnderLease(lease, { careerWorldId: null }))) throw new ConflictError(CAREER_BUSY_MESSAGE);
      return { deleted };
    };
    if (!worldId) return takeApart();
    // Processing and live results write under the season lock: wait for them, so none writes into a career being deleted.
    const season = await SeasonModel.findOne({ worldId, isActive: true }, { _id: 1 }).lean();
    return season ? waitForSeasonLock(season._id, takeApart, CAREER_LOCK_WAIT_MS) : takeApart();
  });
}
