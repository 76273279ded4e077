/**
 * The finances page's transaction history over HTTP, a page at a time:
 * page sizes and the page count, the season filter, bad pages and limits
 * refused with 400 and a clear message, and only the own club's lines
 * (another club of the same world, or another career's club, never shows);
 * and the season books the charts draw, transfers apart, with a projection.
 */
import { describe, expect, it } from 'vitest';
import { LEDGER_PAGE_SIZE, ROUTES, routeUrl, type LedgerPage } from '@hardwood/shared';
import mongoose from '../src/infra/store/mongoose.js';
import { TransactionModel } from '../src/models/money/transaction.model.js';
import { useTestApp } from './app-fixture.js';
import { marketCareer, worldTeam, type TestCareer } from './market-helpers.js';

const EMAILS = ['pages', 'other', 'bad', 'books'].map((n) => `ledger-${n}@example.com`);
const app = useTestApp({ env: { DEVELOPER_EMAILS: EMAILS.join(',') } });

/** `count` lines of a club in `season`, a minute apart from `from` on, so their order is known. */
async function book(
  worldId: mongoose.Types.ObjectId,
  teamId: mongoose.Types.ObjectId,
  tag: string,
  count: number,
  season: number,
  from: number,
) {
  await TransactionModel.insertMany(
    Array.from({ length: count }, (_, i) => ({
      worldId,
      teamId,
      key: `ledger-test:${tag}:${i}`,
      type: i % 2 === 0 ? 'match_revenue' : 'running_costs',
      description: `${tag} line ${i}`,
      amount: i % 2 === 0 ? 10_000 + i : -(5_000 + i),
      season,
      matchday: 1 + (i % 30),
      createdAt: new Date(from + i * 60_000),
    })),
  );
}

const ledgerUrl = (query: Record<string, string | number>) => routeUrl(ROUTES.money.ledger, {}, query);
const messageOf = async (res: Response) => ((await res.json()) as { message: string }).message;

async function ownLines(c: TestCareer) {
  return TransactionModel.find({ worldId: c.userId, teamId: new mongoose.Types.ObjectId(c.team.id) }, { amount: 1, season: 1 }).lean();
}

describe('the paged ledger', () => {
  it('pages the own club’s lines newest first, by season or all, with a page count', async () => {
    const c = await marketCareer(app.url, 'ledger-pages@example.com', 106);
    const other = await marketCareer(app.url, 'ledger-other@example.com', 106);
    const teamId = new mongoose.Types.ObjectId(c.team.id);
    const base = Date.UTC(2030, 0, 1);
    await book(c.userId, teamId, 'own-s1', 45, 1, base);
    await book(c.userId, teamId, 'own-s2', 5, 2, base + 100 * 60_000);
    // Lines of a rival in the same world and of the other career's own club.
    const rival = await worldTeam(c, 101);
    await book(c.userId, rival._id, 'rival', 30, 1, base + 200 * 60_000);
    await book(other.userId, new mongoose.Types.ObjectId(other.team.id), 'other-career', 30, 1, base + 300 * 60_000);

    const own = await ownLines(c);
    const ownIds = new Set(own.map((t) => t._id.toString()));
    const total = own.length;
    expect(total).toBeGreaterThanOrEqual(50);

    const first = await c.http.call(ROUTES.money.ledger, {}, {});
    expect(first).toMatchObject({ page: 1, limit: LEDGER_PAGE_SIZE, total, season: null, pageCount: Math.ceil(total / LEDGER_PAGE_SIZE) });
    expect(first.rows).toHaveLength(LEDGER_PAGE_SIZE);
    // Newest first: the season-2 lines were booked last.
    expect(first.rows.slice(0, 5).map((t) => t.description)).toEqual([4, 3, 2, 1, 0].map((i) => `own-s2 line ${i}`));
    const income = own.reduce((s, t) => s + Math.max(0, t.amount), 0);
    const expenses = own.reduce((s, t) => s + Math.max(0, -t.amount), 0);
    expect(first.allTime).toEqual({ income, expenses, net: income - expenses });
    expect(first.seasons.map((s) => s.season)).toContain(1);

    // Every page of 7 in turn: each line once, all the club's own, the last page holding the rest.
    const pageCount = Math.ceil(total / 7);
    const seen: string[] = [];
    for (let page = 1; page <= pageCount; page += 1) {
      const res = await c.http.call(ROUTES.money.ledger, {}, { page, limit: 7 });
      expect(res.pageCount).toBe(pageCount);
      expect(res.rows).toHaveLength(page < pageCount ? 7 : total - 7 * (pageCount - 1));
      seen.push(...res.rows.map((t) => t.id));
    }
    expect(new Set(seen).size).toBe(total);
    expect(seen.every((id) => ownIds.has(id))).toBe(true);

    // One season at a time.
    const season2 = await c.http.call(ROUTES.money.ledger, {}, { season: 2 });
    expect(season2).toMatchObject({ season: 2, total: 5, pageCount: 1 });
    expect(season2.rows.every((t) => t.season === 2)).toBe(true);
    const season1 = await c.http.call(ROUTES.money.ledger, {}, { season: 1, limit: 50 });
    expect(season1.total).toBe(own.filter((t) => t.season === 1).length);
    expect(season1.rows.every((t) => t.season === 1 && ownIds.has(t.id))).toBe(true);

    // The other career sees only its own 30 lines (and whatever its setup booked).
    const theirs = await other.http.call(ROUTES.money.ledger, {}, { limit: 100 });
    expect(theirs.rows.some((t) => ownIds.has(t.id))).toBe(false);
    expect(theirs.rows.filter((t) => t.description.startsWith('other-career'))).toHaveLength(30);
    expect(theirs.rows.some((t) => t.description.startsWith('rival') || t.description.startsWith('own'))).toBe(false);
  });

  it('refuses a bad page or limit with 400 and says why', async () => {
    const c = await marketCareer(app.url, 'ledger-bad@example.com', 106);
    await book(c.userId, new mongoose.Types.ObjectId(c.team.id), 'bad', 25, 1, Date.UTC(2030, 0, 1));
    const total = (await ownLines(c)).length;
    const lastPage = Math.ceil(total / LEDGER_PAGE_SIZE);
    const cases: Array<[Record<string, string | number>, string]> = [
      [{ page: 0 }, 'page must be 1 or more'],
      [{ page: -2 }, 'page must be 1 or more'],
      [{ page: 'two' }, 'page must be a number'],
      [{ page: 1.5 }, 'page must be a whole number'],
      [{ limit: 0 }, 'limit must be 1 or more'],
      [{ limit: 101 }, 'limit must be at most 100'],
      [{ season: 'x' }, 'season must be a number'],
      [{ page: lastPage + 1 }, `page ${lastPage + 1} is past the last page (${lastPage} of ${LEDGER_PAGE_SIZE} lines each).`],
    ];
    for (const [query, message] of cases) {
      const res = await c.http.request('GET', ledgerUrl(query));
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(await messageOf(res)).toBe(message);
    }
    // The last page itself answers; an empty season is one empty page.
    expect((await c.http.get<LedgerPage>(ledgerUrl({ page: lastPage }))).page).toBe(lastPage);
    expect(await c.http.get<LedgerPage>(ledgerUrl({ season: 9 }))).toMatchObject({ rows: [], total: 0, pageCount: 1 });
  });

  it('answers 401 when signed out', async () => {
    const res = await fetch(app.url + ledgerUrl({}));
    expect(res.status).toBe(401);
  });
});

describe('the season books', () => {
  it('keeps transfers apart from the running books, projects the season end, and answers one season at a time', async () => {
    const c = await marketCareer(app.url, 'ledger-books@example.com', 106);
    const before = await c.http.call(ROUTES.books.seasonBooks, {}, {});
    expect(before).toMatchObject({ season: 1, current: true, rows: [], projection: null });
    const teamId = new mongoose.Types.ObjectId(c.team.id);
    const lines: Array<[number, 'match_revenue' | 'salary' | 'running_costs' | 'player_sale' | 'player_purchase', number]> = [
      [1, 'match_revenue', 300_000],
      [1, 'salary', -100_000],
      [2, 'player_sale', 2_000_000],
      [2, 'match_revenue', 100_000],
      [2, 'running_costs', -50_000],
      [3, 'match_revenue', 200_000],
      [3, 'player_purchase', -400_000],
      [3, 'salary', -100_000],
    ];
    await TransactionModel.insertMany(
      lines.map(([matchday, type, amount], i) => ({
        worldId: c.userId,
        teamId,
        key: `books-test:${i}`,
        type,
        description: type,
        amount,
        season: 1,
        matchday,
        createdAt: new Date(Date.UTC(2030, 0, 1, 0, i)),
      })),
    );
    const books = await c.http.call(ROUTES.books.seasonBooks, {}, {});
    const md2 = books.rows.find((r) => r.matchday === 2);
    expect(md2).toMatchObject({ income: 100_000, otherCosts: 50_000, transfersIn: 2_000_000, transfersOut: 0, net: 2_050_000 });
    expect(books.rows.find((r) => r.matchday === 3)).toMatchObject({ income: 200_000, wages: 100_000, transfersOut: 400_000 });
    // Running nets 200,000, 50,000 and 100,000: 116,667 a matchday on average over the matchdays left.
    const last = books.rows.at(-1)!;
    expect(books.projection).toEqual({
      fromMatchday: 3,
      perMatchday: 116_667,
      matchdaysLeft: books.totalMatchdays - 3,
      endBudget: last.budget + 116_667 * (books.totalMatchdays - 3),
    });
    expect(books.seasons).toEqual([{ season: 1, name: books.seasonName }]);
    expect((await c.http.call(ROUTES.books.seasonBooks, {}, { season: 1 })).rows).toEqual(books.rows);
    const missing = await c.http.send(ROUTES.books.seasonBooks, {}, { season: 5 });
    expect(missing.status).toBe(400);
    expect(await messageOf(missing)).toBe('There is no season 5 in this career.');
    const bad = await c.http.request('GET', routeUrl(ROUTES.books.seasonBooks, {}, { season: 'last' }));
    expect(bad.status).toBe(400);
    expect(await messageOf(bad)).toBe('season must be a number');
  });
});
