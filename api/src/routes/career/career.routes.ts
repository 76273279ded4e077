import { closeLiveMatchesOf } from '@hardwood/game-server';
import { Router } from 'express';
import { ROUTES, type SetupResult } from '@hardwood/shared';
import { notFound } from '../../infra/http/errors.js';
import { mountGroup } from '../http/typed-route.js';
import { abandonCareer, completeSetup, setupCountries, setupTeams } from '../../orchestrators/career-setup/setup.service.js';

export function careerRouter(): Router {
  const router = Router();

  mountGroup(
    router,
    ROUTES.setup,
    { access: 'user' },
    {
      countries: () => setupCountries(),
      teams: async ({ params }) => {
        const teams = await setupTeams(params.countryId);
        if (!teams) throw notFound('Country not found');
        return teams;
      },
      complete: async ({ user, input }): Promise<SetupResult> => completeSetup(user._id, input),
      abandonCareer: async ({ user }) => {
        const result = await abandonCareer(user._id);
        // A match being played live for the career would otherwise play on to a save that cannot land.
        closeLiveMatchesOf(user._id.toString());
        return { success: true as const, ...result };
      },
    },
  );

  return router;
}
