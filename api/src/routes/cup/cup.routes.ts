/** GET /api/european-cup: the season's entrants, bracket and champion, declared in shared/src/routes.ts. */
import { Router } from 'express';
import { cupBracket, EUROPEAN_CUP_NAME, EUROPEAN_CUP_QUALIFICATION, ROUTES, type EuropeanCup } from '@hardwood/shared';
import { badRequest } from '../../infra/http/errors.js';
import { mountGroup } from '../http/typed-route.js';
import { activeSeason } from '../../domain/season/season.service.js';
import { TeamModel } from '../../models/teams/team.model.js';
import { cupEntrants, cupMatches, toCupGame } from '../../domain/cup/cup.service.js';

const QUALIFICATION = `In the first season the eight strongest clubs by reputation and budget; from then on the champions of the ${EUROPEAN_CUP_QUALIFICATION[0].strongestLeagues} strongest national leagues and the runners-up of the ${EUROPEAN_CUP_QUALIFICATION[1].strongestLeagues} strongest, from the season before.`;

export function cupRouter(): Router {
  const router = Router();
  mountGroup(
    router,
    ROUTES.cup,
    { access: 'career' },
    {
      europeanCup: async ({ career }): Promise<EuropeanCup> => {
        const season = await activeSeason(career.worldId);
        if (!season) throw badRequest('Complete your team setup first');
        // A read: before the Cup begins it shows who would qualify today and stores nothing.
        const entrants = await cupEntrants(career.worldId, season, { store: false });
        const [teams, matches] = await Promise.all([
          TeamModel.find({ worldId: career.worldId, _id: { $in: entrants } }, { name: 1, city: 1, league: 1 }).lean(),
          cupMatches(career.worldId, season._id),
        ]);
        const seeds = entrants.map((id) => id.toString());
        const bracket = cupBracket(seeds, matches.map(toCupGame));
        const byKey = new Map(matches.map((m) => [`${m.cupRound}:${m.cupSlot}:${m.cupGame}`, m]));
        return {
          name: EUROPEAN_CUP_NAME,
          seasonName: season.name,
          teams: seeds.map((id, i) => {
            const t = teams.find((x) => x._id.toString() === id);
            return { id, name: t?.name ?? 'Unknown club', city: t?.city ?? '', league: t?.league ?? '', seed: i + 1 };
          }),
          series: bracket.series.map((s) => ({
            round: s.round,
            slot: s.slot,
            high: s.high,
            low: s.low,
            winsHigh: s.winsHigh,
            winsLow: s.winsLow,
            winner: s.winner,
            games: s.games.map((g) => {
              const m = byKey.get(`${g.round}:${g.slot}:${g.game}`);
              return {
                matchId: m?._id.toString() ?? '',
                game: g.game,
                matchday: m?.matchday ?? 0,
                homeTeamId: g.homeTeamId,
                awayTeamId: g.awayTeamId,
                homeScore: g.homeScore,
                awayScore: g.awayScore,
                neutralVenue: m?.neutralVenue ?? false,
              };
            }),
          })),
          champion: bracket.champion,
          ownTeamId: career.teamId.toString(),
          ownQualified: seeds.includes(career.teamId.toString()),
          qualification: QUALIFICATION,
        };
      },
    },
  );
  return router;
}
