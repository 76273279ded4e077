/** The manager's transactions (all, or a page of the history) and his news feed (his club's and the world's), newest first. */
import { Router } from 'express';
import { ROUTES, type NewsItem } from '@hardwood/shared';
import { mountGroup } from '../http/typed-route.js';
import { NewsModel, newsFeedOf } from '../../models/news/news.model.js';
import { TransactionModel } from '../../models/money/transaction.model.js';
import { ledgerPage, transactionDto } from '../../domain/money/ledger-page.js';

/** The news panel shows the latest; older items stay stored. */
const NEWS_LIST_LIMIT = 100;

export function moneyRouter(): Router {
  const router = Router();

  mountGroup(
    router,
    ROUTES.money,
    { access: 'career' },
    {
      transactions: async ({ career }) => {
        const rows = await TransactionModel.find({ worldId: career.worldId, teamId: career.teamId })
          .sort({ createdAt: -1, _id: -1 })
          .lean();
        return rows.map(transactionDto);
      },

      ledger: ({ career, input }) => ledgerPage(career, input),

      news: async ({ career }) => {
        const rows = await NewsModel.find(newsFeedOf(career)).sort({ createdAt: -1, _id: -1 }).limit(NEWS_LIST_LIMIT).lean();
        return rows.map((n): NewsItem => ({
          id: n._id.toString(),
          type: n.type,
          title: n.title,
          content: n.content,
          matchday: n.matchday,
          createdAt: n.createdAt.toISOString(),
        }));
      },
    },
  );

  return router;
}
