/**
 * Founding a league of managers: a new world built from the catalogue as a
 * career's is (every national league's clubs with their own rosters, free
 * agents), whose season plays the chosen country's top division on the
 * league's calendar, with the founder seated at his club. Every other club
 * is the AI's until a manager takes it. A failure deletes what was written;
 * the world is new, so nothing else can be lost.
 */
import { randomBytes } from 'node:crypto';
import mongoose from 'mongoose';
import { COUNTRIES, LEAGUE_RULES, LEAGUES, seasonName, type FoundLeague, type LeagueDetail } from '@hardwood/shared';
import { RuleViolation } from '../../infra/errors/domain-errors.js';
import { CatalogueTeamModel } from '../../models/catalogue/catalogue.model.js';
import { PlayerModel } from '../../models/players/player.model.js';
import { TeamModel } from '../../models/teams/team.model.js';
import { WorldModel } from '../../models/worlds/world.model.js';
import { buildWorldRecords } from '../../domain/career/world.js';
import { writeSeason } from '../../domain/season/season-calendar.js';
import { newWorldSeed } from '../../domain/worlds/seat.js';
import { joinLeague } from '../../domain/leagues/league-membership.js';
import { deleteWorldRecords } from '../career-setup/career-models.js';

/** Tests and load runs may play a matchday every few seconds; people get at most one an hour. */
export function fastClockAllowed(): boolean {
  return process.env.LEAGUE_FAST_CLOCK === '1';
}

/** The calendar's rules the schema cannot know: the clock's pace the server allows, and a first tip-off ahead but not too far. */
export function calendarRefusal(calendar: FoundLeague['calendar'], now: Date): string | null {
  const least = fastClockAllowed() ? LEAGUE_RULES.fastClockMinEverySeconds : LEAGUE_RULES.minEverySeconds;
  if (calendar.everySeconds < least) return 'A league plays at most one matchday an hour';
  const first = Date.parse(calendar.firstTipOff);
  if (first <= now.getTime()) return 'The first tip-off must be in the future';
  if (first - now.getTime() > LEAGUE_RULES.maxFirstTipOffDays * 86_400_000)
    return `The first tip-off must be within ${LEAGUE_RULES.maxFirstTipOffDays} days`;
  try {
    new Intl.DateTimeFormat('en', { timeZone: calendar.timeZone });
  } catch {
    return 'Unknown time zone';
  }
  return null;
}

export async function foundLeague(userId: mongoose.Types.ObjectId, input: FoundLeague, now = new Date()): Promise<LeagueDetail> {
  const country = COUNTRIES.find((c) => c.id === input.countryId);
  if (!country) throw new RuleViolation('Unknown country');
  const chosen = await CatalogueTeamModel.findById(input.teamId).lean();
  const division = chosen ? LEAGUES.find((l) => l.id === chosen.leagueId) : undefined;
  if (!chosen || chosen.countryId !== country.id || !division || division.tier !== 1)
    throw new RuleViolation("That club does not play in the country's top division");
  const refusal = calendarRefusal(input.calendar, now);
  if (refusal) throw new RuleViolation(refusal);

  const worldId = new mongoose.Types.ObjectId();
  try {
    await WorldModel.create({
      _id: worldId,
      kind: 'league',
      name: input.name,
      seed: newWorldSeed(),
      countryId: country.id,
      leagueId: division.id,
      visibility: input.visibility,
      founderId: userId,
      inviteCode: input.visibility === 'invite' ? randomBytes(12).toString('hex') : null,
      inviteExpiresAt: input.visibility === 'invite' ? new Date(now.getTime() + LEAGUE_RULES.inviteDays * 86_400_000) : null,
      firstTipOff: new Date(input.calendar.firstTipOff),
      everySeconds: input.calendar.everySeconds,
      timeZone: input.calendar.timeZone,
      round: 0,
      roundStatus: 'waiting',
    });
    // The world as a career's; no club is the manager's until a seat says so (the founder's just below).
    const world = await buildWorldRecords(worldId, chosen._id);
    await TeamModel.insertMany(
      world.teams.map((t) => ({ ...t, isUserTeam: false })),
      { lean: true },
    );
    await PlayerModel.insertMany([...world.rosters.flat(), ...world.freeAgents], { lean: true });
    const teams = world.teams.filter((t) => t.leagueId === division.id).sort((x, y) => x.templateTeamId - y.templateTeamId);
    await writeSeason({ worldId, leagueId: division.id, number: 1, name: seasonName(1), teamIds: teams.map((t) => t._id) });
    const founderClub = teams.find((t) => t.templateTeamId === chosen._id);
    if (!founderClub) throw new Error('chosen club missing from its league');
    const invite =
      input.visibility === 'invite' ? ((await WorldModel.findById(worldId, { inviteCode: 1 }).lean())?.inviteCode ?? undefined) : undefined;
    return await joinLeague(userId, worldId, { teamId: founderClub._id.toString(), ...(invite ? { invite } : {}) }, now);
  } catch (error) {
    await deleteWorldRecords(worldId);
    throw error;
  }
}
