import { Router } from 'express';
import { FITNESS_MAX, recoverFitnessPayloadSchema } from '@hardwood/shared';
import { currentCareer } from '../auth/require-user.js';
import { toPlayerDto } from '../career/dto.js';
import { templateRosterCopy } from '../career/world.js';
import { forbidden, notFound, objectIdOr404, parseInput } from '../http/errors.js';
import { SeasonModel } from '../season/season.model.js';
import { TeamModel, type TeamDoc } from '../teams/team.model.js';
import { PlayerModel, type PlayerDoc } from './player.model.js';
import { playerSeasonStats } from './players.service.js';

const ROSTER_SORT = { position: 1, overallRating: -1 } as const;
/** Another league's club: its roster opens once scouted. */
export const SCOUT_FIRST_MESSAGE = 'Scout this team first to see its roster';

export function playersRouter(): Router {
  const router = Router();

  async function ownTeam(req: Parameters<typeof currentCareer>[0], teamIdParam: string | undefined) {
    const career = await currentCareer(req);
    const team = await TeamModel.findOne({ _id: objectIdOr404(teamIdParam, 'Team not found'), userId: career.userId }).lean<TeamDoc>();
    if (!team) throw notFound('Team not found');
    return { career, team };
  }

  /**
   * A club of the career whose roster the manager may see: his own league's.
   * Other leagues' clubs need scouting first (the market part of issue 9
   * brings scouting; until then their rosters stay closed).
   */
  async function visibleTeam(req: Parameters<typeof currentCareer>[0], teamIdParam: string | undefined) {
    const { career, team } = await ownTeam(req, teamIdParam);
    const own = await TeamModel.findOne({ _id: career.teamId, userId: career.userId }, { leagueId: 1 }).lean();
    if (own?.leagueId !== team.leagueId) throw forbidden(SCOUT_FIRST_MESSAGE);
    return { career, team };
  }

  router.get('/players/team/:teamId', async (req, res) => {
    const { career, team } = await visibleTeam(req, req.params.teamId);
    const players = await PlayerModel.find({ userId: career.userId, teamId: team._id }).sort(ROSTER_SORT).lean<PlayerDoc[]>();
    res.json(players.map((p) => toPlayerDto(p, team.name)));
  });

  /** Fills an empty career team from its template roster; a second call changes nothing. */
  router.post('/players/generate/:teamId', async (req, res) => {
    const { career, team } = await visibleTeam(req, req.params.teamId);
    const existing = await PlayerModel.countDocuments({ userId: career.userId, teamId: team._id });
    if (existing === 0) await PlayerModel.insertMany(await templateRosterCopy(career.userId, team._id, team.templateTeamId));
    const players = await PlayerModel.find({ userId: career.userId, teamId: team._id }).sort(ROSTER_SORT).lean<PlayerDoc[]>();
    res.json(players.map((p) => toPlayerDto(p, team.name)));
  });

  router.get('/players/roster', async (req, res) => {
    const career = await currentCareer(req);
    const team = await TeamModel.findById(career.teamId).lean<TeamDoc>();
    const players = await PlayerModel.find({ userId: career.userId, teamId: career.teamId }).sort(ROSTER_SORT).lean<PlayerDoc[]>();
    res.json(players.map((p) => toPlayerDto(p, team?.name)));
  });

  router.get('/players/injured-ids', async (req, res) => {
    const career = await currentCareer(req);
    const injured = await PlayerModel.find({ userId: career.userId, isInjured: true }, { _id: 1 }).lean();
    res.json(injured.map((p) => p._id.toString()));
  });

  router.get('/players/statistics', async (req, res) => {
    const career = await currentCareer(req);
    const players = await PlayerModel.find({ userId: career.userId, teamId: career.teamId }, { _id: 1 }).lean();
    const season = await SeasonModel.findOne({ userId: career.userId, isActive: true }, { _id: 1 }).lean();
    res.json(await playerSeasonStats(career.userId, players.map((p) => p._id), season?._id ?? null));
  });

  router.post('/players/recover-fitness', async (req, res) => {
    const career = await currentCareer(req);
    const { recoveryAmount } = parseInput(recoverFitnessPayloadSchema, req.body);
    const players = await PlayerModel.find({ userId: career.userId, teamId: career.teamId }, { _id: 1, fitness: 1 }).lean();
    const ops = players
      .filter((p) => p.fitness < FITNESS_MAX)
      .map((p) => ({ updateOne: { filter: { _id: p._id, userId: career.userId }, update: { $set: { fitness: Math.min(FITNESS_MAX, p.fitness + recoveryAmount) } } } }));
    if (ops.length > 0) await PlayerModel.bulkWrite(ops);
    res.json({ success: true, recovered: ops.length, recoveryAmount });
  });

  return router;
}
