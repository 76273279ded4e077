/** Contracts and the season's books, declared in shared/src/routes/contracts.ts. */
import { Router } from 'express';
import { ROUTES } from '@hardwood/shared';
import { mountGroup } from '../http/typed-route.js';
import { readMarket, withMarket } from '../../domain/transfers/transfers.service.js';
import { seasonBooks } from '../../domain/economy/books.js';
import {
  contractTerms,
  expiringContracts,
  releasePlayer,
  releaseQuotes,
  renewContract,
  wageSummary,
} from '../../domain/economy/contracts.service.js';

export function contractsRouter(): Router {
  const router = Router();
  mountGroup(
    router,
    ROUTES.contracts,
    { access: 'career' },
    {
      summary: ({ career }) => readMarket(career, wageSummary),
      terms: ({ career, params }) => readMarket(career, (call) => contractTerms(call, params.playerId)),
      expiring: ({ career }) => readMarket(career, expiringContracts),
      renew: ({ career, params, input }) => withMarket(career, (call) => renewContract(call, params.playerId, input.contractSeasons)),
      release: ({ career, params, input }) => withMarket(career, (call) => releasePlayer(call, params.playerId, input.when)),
      releaseQuotes: ({ career }) => readMarket(career, releaseQuotes),
    },
  );
  mountGroup(
    router,
    ROUTES.books,
    { access: 'career' },
    {
      seasonBooks: ({ career, input }) => readMarket(career, (call) => seasonBooks(call, input.season)),
    },
  );
  return router;
}
