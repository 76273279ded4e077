/**
 * The front office in Debian's Chromium: the board's card on the dashboard,
 * a trading block that draws an AI club's offer over the next matchdays, a
 * refused bid that comes back with the club's counter-offer and its reasons,
 * a player's development in parts, the rules of both, and after a season the
 * Hall of Fame and the world's records. Screenshots at 1280x800 and 375x812
 * go to client/test-output/screenshots (office-*).
 */
import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectFailures, launchBrowser, shootBothSizes, SHOTS } from './browser';
import { startGame } from './server';
import { startDeveloperCareer } from './career';

let game: Awaited<ReturnType<typeof startGame>>;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let page: Page;
let failures: string[] = [];

const shoot = (name: string) => shootBothSizes(page, name);

interface BlockView {
  offers: { status: string }[];
}

async function simulateMatchday(api: APIRequestContext, matchday: number): Promise<boolean> {
  const origin = { origin: game.url };
  expect((await api.post(`${game.url}/api/matches/simulate-matchday/${matchday}`, { headers: origin })).status()).toBe(200);
  const status = (await (await api.get(`${game.url}/api/season/status`)).json()) as { isComplete: boolean };
  return status.isComplete;
}

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  game = await startGame({ DEVELOPER_EMAILS: 'office@example.com', LIVE_CENTRE_MATCHES: '0' });
  browser = await launchBrowser();
  page = await browser.context.newPage();
  failures = collectFailures(page);
});

afterAll(async () => {
  await browser?.close();
  await game?.stop();
});

describe('the front office', () => {
  // One account and one season per game server: a retry would only meet its own first attempt.
  it(
    'shows the board, draws an offer for a listed player, counters a refused bid, and reads development and history',
    { retry: 0, timeout: 600_000 },
    async () => {
      const api = browser.context.request;
      const origin = { origin: game.url };
      await startDeveloperCareer(api, game.url, {
        email: 'office@example.com',
        firstName: 'Otto',
        lastName: 'Office',
        countryId: 'italy',
        teamId: 105,
      });

      // The board's card: its confidence meter and the season's objectives.
      await page.goto(`${game.url}/dashboard`);
      const board = page.getByTestId('board-card');
      await board.waitFor();
      const meter = board.getByRole('meter', { name: 'Board confidence' });
      const confidence = Number(await meter.getAttribute('aria-valuenow'));
      expect(confidence).toBeGreaterThan(0);
      expect(confidence).toBeLessThanOrEqual(100);
      await board.getByText('Objectives').waitFor();
      await board.scrollIntoViewIfNeeded();
      await shoot('office-01-board');

      // The trading block: three players listed, then matchdays until a club that needs the position makes an offer.
      await page.goto(`${game.url}/transfers`);
      await page.getByRole('tab', { name: 'Trading Block' }).click();
      const block = page.getByTestId('trading-block');
      await block.waitFor();
      for (let listed = 0; listed < 3; listed += 1) {
        const next = block.locator('input[role="switch"][aria-checked="false"]:not([disabled])').first();
        await next.click();
        await expect.poll(() => block.locator('input[role="switch"][aria-checked="true"]').count()).toBe(listed + 1);
      }
      let matchday = 1;
      let offers = 0;
      for (; matchday <= 10 && offers === 0; matchday += 1) {
        await simulateMatchday(api, matchday);
        const view = (await (await api.get(`${game.url}/api/trading-block`)).json()) as BlockView;
        offers = view.offers.filter((o) => o.status === 'pending').length;
      }
      expect(offers).toBeGreaterThan(0);
      await page.reload();
      await page.getByRole('tab', { name: 'Trading Block' }).click();
      const offer = page.getByTestId('trade-offer').first();
      await offer.waitFor();
      await offer.getByText('Why they see it this way').click();
      expect(await offer.getByTestId('trade-reasoning').locator('li').count()).toBeGreaterThan(0);
      await offer.scrollIntoViewIfNeeded();
      await shoot('office-02-trading-block-offer');

      // A bid the club refuses (between 70% and 88% of its asking price) comes back with what it would accept.
      // The squad is full: the weakest player is released first to make room for a signing.
      const own = (await (await api.get(`${game.url}/api/players/roster`)).json()) as { id: string; overallRating: number }[];
      const weakest = [...own].sort((a, b) => a.overallRating - b.overallRating)[0]!;
      const release = await api.post(`${game.url}/api/contracts/release/${weakest.id}`, { headers: origin, data: { when: 'now' } });
      expect(release.status()).toBe(200);
      await page.getByRole('tab', { name: 'Find Players' }).click();
      const club = page.getByTestId('market-team').first();
      await club.waitFor();
      const clubName = (await club.locator('p').first().textContent()) ?? '';
      await club.getByRole('button', { name: `View ${clubName} roster` }).click();
      const roster = page.getByRole('dialog', { name: clubName });
      const valuationAnswer = page.waitForResponse((res) => res.url().includes('/api/transfers/valuation/'));
      await roster
        .getByRole('button', { name: /^Make an offer for / })
        .last()
        .click();
      const valuation = ((await (await valuationAnswer).json()) as { valuation: { askingPrice: number } }).valuation;
      const bidDialog = page.getByRole('dialog', { name: 'Make Transfer Offer' });
      await bidDialog.getByLabel('Offer amount (€)').fill(String(Math.round((valuation.askingPrice * 0.79) / 1_000) * 1_000));
      const send = bidDialog.getByRole('button', { name: 'Send Offer' });
      await expect.poll(() => send.isEnabled()).toBe(true);
      await send.click();
      const counter = bidDialog.getByTestId('counter-offer');
      await counter.waitFor();
      await counter.getByRole('button', { name: 'Accept counter-offer' }).waitFor();
      await counter.scrollIntoViewIfNeeded();
      await shoot('office-03-refused-bid-counter-offer');
      await page.keyboard.press('Escape');

      // The rules page gives the development curve and the board's rule.
      await page.goto(`${game.url}/rules`);
      await page
        .getByText(/Player development/)
        .first()
        .waitFor();
      await page
        .getByText(/The board/)
        .first()
        .waitFor();

      // The rest of the season, its end, then the world's history: the Hall of Fame and the records.
      let complete = false;
      for (; matchday <= 40 && !complete; matchday += 1) complete = await simulateMatchday(api, matchday);
      expect(complete).toBe(true);
      expect((await api.post(`${game.url}/api/season/end`, { headers: origin })).status()).toBeLessThan(300);
      // A young player's development: last season in its parts, and the new season so far.
      const squad = (await (await api.get(`${game.url}/api/players/roster`)).json()) as { id: string; age: number }[];
      const youngest = [...squad].sort((a, b) => a.age - b.age)[0]!;
      await page.goto(`${game.url}/player/${youngest.id}`);
      const development = page.getByTestId('development-card');
      await development.waitFor();
      const lines = development.getByTestId('development-lines').locator('li');
      expect(await lines.count()).toBeGreaterThan(1);
      expect((await lines.first().textContent()) ?? '').toMatch(/age \d+/);
      await development.scrollIntoViewIfNeeded();
      await shoot('office-04-development');

      await page.goto(`${game.url}/hall-of-fame`);
      await page.getByRole('heading', { name: 'Hall of Fame' }).waitFor();
      await page.locator('[data-testid="hall-of-fame-card"], :text("No one has retired into the Hall of Fame yet")').first().waitFor();
      await shoot('office-05-hall-of-fame');
      await page.goto(`${game.url}/records`);
      await page.getByRole('heading', { name: 'Records' }).waitFor();
      await page.getByTestId('record-holder').first().waitFor();
      await shoot('office-06-records');

      expect(failures).toEqual([]);
    },
  );
});
