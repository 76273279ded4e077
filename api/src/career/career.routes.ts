import { closeLiveMatchesOf } from '@hardwood/game-server';
import { Router } from 'express';
import { setupCompletePayloadSchema } from '@hardwood/shared';
import { currentUser } from '../auth/require-user.js';
import { notFound, parseInput } from '../http/errors.js';
import { abandonCareer, completeSetup, setupCountries, setupTeams } from './setup.service.js';

export function careerRouter(): Router {
  const router = Router();

  router.get('/setup/countries', async (req, res) => {
    await currentUser(req);
    res.json(setupCountries());
  });

  router.get('/setup/teams/:countryId', async (req, res) => {
    await currentUser(req);
    const teams = await setupTeams(req.params.countryId);
    if (!teams) throw notFound('Country not found');
    res.json(teams);
  });

  router.post('/setup/complete', async (req, res) => {
    const user = await currentUser(req);
    const payload = parseInput(setupCompletePayloadSchema, req.body);
    res.status(201).json(await completeSetup(user._id, payload));
  });

  router.post('/user/abandon-career', async (req, res) => {
    const user = await currentUser(req);
    const result = await abandonCareer(user._id);
    // A match being played live for the career would otherwise play on to a save that cannot land.
    closeLiveMatchesOf(user._id.toString());
    res.json({ success: true, ...result });
  });

  return router;
}
