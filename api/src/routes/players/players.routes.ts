import { Router } from 'express';
import { activeSeason } from '../../domain/season/season.service.js';
import { ROUTES, type ClubRosterPlayer } from '@hardwood/shared';
import type { Seat } from '../../domain/worlds/seat.js';
import { toPlayerDto } from '../../models/career/dto.js';
import { templateRosterCopy } from '../../domain/career/world.js';
import { badRequest, notFound, objectIdOr404 } from '../../infra/http/errors.js';
import { mountGroup } from '../http/typed-route.js';
import { TeamModel, type TeamDoc } from '../../models/teams/team.model.js';
import { readMarket, withMarket } from '../../domain/transfers/transfers.service.js';
import { assertRosterVisible } from '../../domain/transfers/visibility.js';
import { bookRecovery, recoveryQuote } from '../../domain/players/fitness-recovery.js';
import { PlayerModel, type PlayerDoc } from '../../models/players/player.model.js';
import { playerSeasonStats } from '../../domain/players/players.service.js';
import { worldView } from '../../domain/history/world-view.js';

const ROSTER_SORT = { position: 1, overallRating: -1 } as const;

/**
 * Another club's roster with each potential as the player database shows it
 * (one rule, decided here: exact for his own and scouted clubs, a range for
 * his league's, hidden above the age limit), so a dialog and the database
 * never disagree about the same player.
 */
async function clubRoster(career: Seat, team: TeamDoc, access: { scouted: boolean }): Promise<ClubRosterPlayer[]> {
  const [players, view] = await Promise.all([
    PlayerModel.find({ worldId: career.worldId, teamId: team._id }).sort(ROSTER_SORT).lean<PlayerDoc[]>(),
    worldView(career),
  ]);
  const relation = view.relationOf(team._id.toString());
  return players.map((p) => ({ ...toPlayerDto(p, team.name, access), potentialView: view.potentialOf(p, relation) }));
}

export function playersRouter(): Router {
  const router = Router();

  async function ownTeam(career: Seat, teamIdParam: string | undefined) {
    const team = await TeamModel.findOne({ _id: objectIdOr404(teamIdParam, 'Team not found'), worldId: career.worldId }).lean<TeamDoc>();
    if (!team) throw notFound('Team not found');
    return { career, team };
  }

  /**
   * A club of the career whose roster the manager may see: his own league's,
   * or another league's once scouted (domain/transfers/visibility.ts); else 403.
   */
  async function visibleTeam(career: Seat, teamIdParam: string | undefined) {
    const { team } = await ownTeam(career, teamIdParam);
    const own = await TeamModel.findOne({ _id: career.teamId, worldId: career.worldId }, { leagueId: 1, templateTeamId: 1 }).lean();
    if (!own) throw notFound('Team not found');
    const access = await assertRosterVisible(career.worldId, own, team);
    return { team, access };
  }

  mountGroup(
    router,
    ROUTES.players,
    { access: 'career' },
    {
      roster: async ({ career }) => {
        const team = await TeamModel.findById(career.teamId).lean<TeamDoc>();
        const players = await PlayerModel.find({ worldId: career.worldId, teamId: career.teamId }).sort(ROSTER_SORT).lean<PlayerDoc[]>();
        return players.map((p) => toPlayerDto(p, team?.name, { scouted: true }));
      },

      teamPlayers: async ({ career, params }) => {
        const { team, access } = await visibleTeam(career, params.teamId);
        return clubRoster(career, team, access);
      },

      /** A club of the career's world by its catalogue id: another league's opens once scouted. */
      templateTeamRoster: async ({ career, params }) => {
        // Digits only: Number() would also read "0x69" or " " as a club.
        const templateTeamId = /^\d{1,9}$/.test(params.templateTeamId) ? Number(params.templateTeamId) : NaN;
        if (!Number.isSafeInteger(templateTeamId)) throw badRequest('templateTeamId must be a whole number');
        const [team, own] = await Promise.all([
          TeamModel.findOne({ worldId: career.worldId, templateTeamId }).lean<TeamDoc>(),
          TeamModel.findOne({ _id: career.teamId, worldId: career.worldId }, { leagueId: 1, templateTeamId: 1 }).lean(),
        ]);
        if (!team || !own) throw notFound('Team not found');
        const access = await assertRosterVisible(career.worldId, own, team);
        return clubRoster(career, team, access);
      },

      /** Fills an empty career team from its template roster; a second call changes nothing. */
      generate: async ({ career, params }) => {
        const { team, access } = await visibleTeam(career, params.teamId);
        const existing = await PlayerModel.countDocuments({ worldId: career.worldId, teamId: team._id });
        if (existing === 0)
          await PlayerModel.insertMany(await templateRosterCopy(career.worldId, team._id, team.templateTeamId, team.reputation));
        return clubRoster(career, team, access);
      },

      injuredIds: async ({ career }) => {
        // The manager's own players: the world's clubs have their injured too.
        const injured = await PlayerModel.find({ worldId: career.worldId, teamId: career.teamId, isInjured: true }, { _id: 1 }).lean();
        return injured.map((p) => p._id.toString());
      },

      statistics: async ({ career }) => {
        const players = await PlayerModel.find({ worldId: career.worldId, teamId: career.teamId }, { _id: 1 }).lean();
        const season = await activeSeason(career.worldId);
        return playerSeasonStats(
          career.worldId,
          players.map((p) => p._id),
          season?._id ?? null,
        );
      },

      fitnessRecoveryQuote: ({ career }) => readMarket(career, recoveryQuote),
      recoverFitness: ({ career }) => withMarket(career, bookRecovery),
    },
  );

  return router;
}
