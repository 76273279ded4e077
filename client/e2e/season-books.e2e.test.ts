/**
 * A season's books in Debian's Chromium: salaries paid automatically with a
 * digest in the news, the finances page (axes, the projected end of season,
 * a paged history), the offer dialog refusing what the server would refuse
 * before anything is sent, and the season end opening with the manager's
 * own club. Screenshots at 1280x800 and 375x812 go to
 * client/test-output/screenshots (books-*).
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

/** A developer's simulation of matchdays through the API, up to `last` or the season's end. */
async function simulate(api: APIRequestContext, from: number, last: number): Promise<number> {
  const origin = { origin: game.url };
  let matchday = from;
  for (; matchday <= last; matchday += 1) {
    expect((await api.post(`${game.url}/api/matches/simulate-matchday/${matchday}`, { headers: origin })).status()).toBe(200);
    const status = (await (await api.get(`${game.url}/api/season/status`)).json()) as { isComplete: boolean };
    if (status.isComplete) break;
  }
  return matchday;
}

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  game = await startGame({ DEVELOPER_EMAILS: 'books@example.com', LIVE_CENTRE_MATCHES: '0' });
  browser = await launchBrowser();
  page = await browser.context.newPage();
  failures = collectFailures(page);
});

afterAll(async () => {
  await browser?.close();
  await game?.stop();
});

describe('a season in the books', () => {
  // One account and one season per game server: a retry would only meet its own first attempt.
  it(
    'pays salaries by itself, reads its money, refuses a hopeless offer and ends the season on its own club',
    { retry: 0, timeout: 600_000 },
    async () => {
      const api = browser.context.request;
      await startDeveloperCareer(api, game.url, {
        email: 'books@example.com',
        firstName: 'Bea',
        lastName: 'Books',
        countryId: 'italy',
        teamId: 105,
      });

      // The office chore handed over in Settings: off by default.
      await page.goto(`${game.url}/settings`);
      const autoPay = page.getByRole('checkbox', { name: /Pay salaries automatically/ });
      await autoPay.waitFor();
      expect(await autoPay.getAttribute('aria-checked')).toBe('false');
      await autoPay.click();
      await expect.poll(() => autoPay.getAttribute('aria-checked')).toBe('true');
      await shoot('books-01-settings-auto-pay');

      // Half a season: every matchday's salaries paid when due, and the digest says so.
      await simulate(api, 1, 11);
      await page.goto(`${game.url}/dashboard`);
      await page
        .getByText(/Matchday 11 digest/)
        .first()
        .waitFor();

      // The finances page: axes, the dashed projection to the season's end, and a paged history.
      await page.goto(`${game.url}/?tab=finances`);
      const projection = page.getByTestId('budget-projection');
      await projection.waitFor();
      expect(await projection.textContent()).toMatch(/projected/i);
      // The chart is its own chunk, loaded after the caption beside it: wait for its axis.
      await page.locator('svg [data-axis="x"] text').first().waitFor();
      expect(await page.locator('svg [data-axis="x"] text').count()).toBeGreaterThan(2);
      expect(await page.locator('svg [data-axis="y"] text').count()).toBeGreaterThan(2);
      expect(await page.locator('svg path[stroke-dasharray="6 4"]').count()).toBe(1);
      const pageLabel = page.getByTestId('ledger-page');
      await pageLabel.waitFor();
      const [, pages = '1'] = /of (\d+)/.exec((await pageLabel.textContent()) ?? '') ?? [];
      expect(Number(pages)).toBeGreaterThan(1);
      await shoot('books-02-finances-mid-season');
      await page.getByRole('navigation', { name: 'Transaction pages' }).getByRole('button', { name: 'Next' }).click();
      await expect.poll(() => pageLabel.textContent()).toBe(`Page 2 of ${pages}`);
      // The label turns at once while the previous page's lines stay shown until page 2 arrives: wait for
      // the list to settle so the lines scrolled to are page 2's and are not swapped out under the scroll.
      await page.locator('ul[aria-label="Transactions"][aria-busy="false"]').waitFor();
      await page.getByTestId('transaction').first().scrollIntoViewIfNeeded();
      await shoot('books-03-finances-history-page-2');

      // The offer dialog: an amount the server would refuse disables Send Offer, with the reason beside it.
      await page.goto(`${game.url}/transfers`);
      await page.getByRole('tab', { name: 'Find Players' }).click();
      const club = page.getByTestId('market-team').first();
      await club.waitFor();
      const clubName = (await club.locator('p').first().textContent()) ?? '';
      await club.getByRole('button', { name: `View ${clubName} roster` }).click();
      const roster = page.getByRole('dialog', { name: clubName });
      await roster
        .getByRole('button', { name: /^Make an offer for / })
        .first()
        .click();
      const offer = page.getByRole('dialog', { name: 'Make Transfer Offer' });
      const amount = offer.getByLabel('Offer amount (€)');
      await expect.poll(() => amount.inputValue()).toMatch(/^\d+$/);
      const send = offer.getByRole('button', { name: 'Send Offer' });
      await amount.fill('0');
      await offer.getByTestId('deal-blocked').waitFor();
      expect(await send.isDisabled()).toBe(true);
      await amount.fill('999000000');
      await expect.poll(async () => (await offer.getByTestId('deal-blocked').textContent()) ?? '').toMatch(/budget/i);
      expect(await send.isDisabled()).toBe(true);
      await shoot('books-04-offer-over-budget');
      await page.keyboard.press('Escape');
      await offer.waitFor({ state: 'hidden' });

      // The rest of the season, then its end: the manager's own club first, the world behind a button.
      await simulate(api, 12, 40);
      await page.goto(`${game.url}/dashboard`);
      await page.getByRole('button', { name: 'Advance to Next Season' }).click();
      await page
        .getByRole('dialog', { name: 'Advance to the next season?' })
        .getByRole('button', { name: 'Advance to Next Season' })
        .click();
      const summary = page.getByRole('dialog', { name: /Welcome to / });
      const own = summary.getByTestId('season-end-club');
      await own.waitFor({ timeout: 30_000 });
      await own.getByText(/finished \d+(st|nd|rd|th) of \d+ in /).waitFor();
      await own.getByText(/^Prize money: €/).waitFor();
      await own.getByText(/Next season’s wage budget: €/).waitFor();
      expect(await summary.getByTestId('season-end-world').count()).toBe(0);
      await shoot('books-05-season-end-own-club');
      await summary.getByRole('button', { name: /^The world’s season/ }).click();
      await summary.getByTestId('season-end-world').waitFor();
      await shoot('books-06-season-end-world');
      await summary.getByRole('button', { name: 'Start the Season' }).click();

      // The new season's finances: the charts by season, last season still there to read.
      await page.goto(`${game.url}/?tab=finances`);
      await page.getByTestId('budget-projection').waitFor();
      await shoot('books-07-finances-new-season');
      expect(failures).toEqual([]);
    },
  );
});
