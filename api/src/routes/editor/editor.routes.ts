/** The player editor over HTTP, declared in shared/src/routes.ts. */
import { Router } from 'express';
import { heavyReads } from '../../infra/http/account-gate.js';
import { ROUTES, visiblePotential, type EditorTeam } from '@hardwood/shared';
import { ConflictError } from '../../infra/errors/domain-errors.js';
import { objectIdOr404 } from '../../infra/http/errors.js';
import { managedTeamIds, type Seat } from '../../domain/worlds/seat.js';
import { WorldModel } from '../../models/worlds/world.model.js';
import { LEAGUE_EDITOR_REFUSAL, refuseInLeague } from '../../domain/leagues/league-guard.js';
import { mountGroup } from '../http/typed-route.js';
import { PlayerModel, type PlayerDoc } from '../../models/players/player.model.js';
import { TeamModel } from '../../models/teams/team.model.js';
import { scoutedTemplateIds } from '../../domain/transfers/visibility.js';
import { importPlayers, PLAYER_NOT_FOUND, toEditorPlayer, updatePlayer } from '../../domain/editor/editor.service.js';

const FREE_AGENTS = 'Free Agents';
export const EDITOR_SHARED_WORLD_MESSAGE = 'The player editor is for a career of your own: a world of several managers is played as it is.';

/** The editor rewrites any club's players: only the sole manager of a world may use it. */
async function ownWorldOnly(career: Seat): Promise<void> {
  if ((await managedTeamIds(career.worldId)).length > 1) throw new ConflictError(EDITOR_SHARED_WORLD_MESSAGE);
}

export function editorRouter(): Router {
  const router = Router();
  // The whole world's players in one answer: one account may not run many at once.
  heavyReads.gateRoute(router, ROUTES.editor.players);

  mountGroup(
    router,
    ROUTES.editor,
    { access: 'career' },
    {
      /**
       * Every player of the career's world by team name, teams in name order,
       * free agents last. Reading marks nothing: until the first saved edit
       * makes the career a sandbox, potentials are what the rest of the game
       * shows (the own club's and scouted clubs' young players), null elsewhere.
       */
      players: async ({ career }) => {
        await refuseInLeague(career.worldId, LEAGUE_EDITOR_REFUSAL);
        await ownWorldOnly(career);
        const [players, teams, scouted] = await Promise.all([
          PlayerModel.find({ worldId: career.worldId }).lean<PlayerDoc[]>(),
          TeamModel.find({ worldId: career.worldId }, { name: 1, templateTeamId: 1 }).lean(),
          scoutedTemplateIds(career),
        ]);
        const sandbox = Boolean((await WorldModel.findById(career.worldId, { editorUsedAt: 1 }).lean())?.editorUsedAt);
        const seen = new Set(
          teams.filter((t) => t._id.equals(career.teamId) || scouted.has(t.templateTeamId)).map((t) => t._id.toString()),
        );
        const potentialOf = (p: PlayerDoc) =>
          sandbox ? p.potential : visiblePotential(p, { scouted: p.teamId ? seen.has(p.teamId.toString()) : false });
        const names = new Map(teams.map((t) => [t._id.toString(), t.name]));
        const groups = new Map<string, EditorTeam>();
        for (const p of players) {
          const teamId = p.teamId ? p.teamId.toString() : null;
          const teamName = (teamId && names.get(teamId)) || FREE_AGENTS;
          const group = groups.get(teamName) ?? { teamName, teamId, players: [] };
          group.players.push(toEditorPlayer(p, potentialOf(p)));
          groups.set(teamName, group);
        }
        return [...groups.values()]
          .map((g) => ({ ...g, players: g.players.sort((a, b) => a.name.localeCompare(b.name)) }))
          .sort((a, b) => (a.teamName === FREE_AGENTS ? 1 : b.teamName === FREE_AGENTS ? -1 : a.teamName.localeCompare(b.teamName)));
      },

      updatePlayer: async ({ career, params, input }) => {
        await refuseInLeague(career.worldId, LEAGUE_EDITOR_REFUSAL);
        await ownWorldOnly(career);
        return updatePlayer(career.worldId, objectIdOr404(params.playerId, PLAYER_NOT_FOUND), input);
      },

      importPlayers: async ({ career, input }) => {
        await refuseInLeague(career.worldId, LEAGUE_EDITOR_REFUSAL);
        await ownWorldOnly(career);
        return importPlayers(career.worldId, input.rows);
      },
    },
  );

  return router;
}
