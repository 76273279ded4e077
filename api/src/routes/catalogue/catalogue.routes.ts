/** Public catalogue figures (no session needed): the landing page's stats row. */
import { Router } from 'express';
import { LEAGUES, ROUTES, type CatalogueStats } from '@hardwood/shared';
import { mountGroup } from '../http/typed-route.js';
import { CatalogueTeamModel, TemplatePlayerModel } from '../../models/catalogue/catalogue.model.js';

export function catalogueRouter(): Router {
  const router = Router();
  mountGroup(
    router,
    ROUTES.catalogue,
    { access: 'public' },
    {
      stats: async ({ res }): Promise<CatalogueStats> => {
        const national = LEAGUES.filter((l) => l.tier > 0);
        const [clubs, players] = await Promise.all([
          CatalogueTeamModel.countDocuments({ leagueId: { $in: national.map((l) => l.id) } }),
          TemplatePlayerModel.estimatedDocumentCount(),
        ]);
        // A league's season: a double round-robin of its clubs.
        const perLeague = national[0] ? clubs / national.length : 0;
        res.set('Cache-Control', 'public, max-age=300');
        return {
          countries: new Set(national.map((l) => l.countryId)).size,
          leagues: national.length,
          clubs,
          players,
          matchdays: Math.max(0, Math.round(2 * (perLeague - 1))),
        };
      },
    },
  );
  return router;
}
