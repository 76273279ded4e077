/**
 * A friendly between two managers in Debian's Chromium, each in a browser of
 * his own: A makes a challenge link, B opens it and accepts with his club,
 * both coach the game live and see the same score, A calls a timeout and B
 * substitutes at the stop, the game ends and both see the result; then the
 * replay of that game ends on the same score. Fast ticks keep the game to
 * about ten seconds of play. Screenshots at 1280x800 and 375x812.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { startGame } from './server';

const SHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../test-output/screenshots');
const VIEWPORTS = { desktop: { width: 1280, height: 800 }, mobile: { width: 375, height: 812 } } as const;

let game: Awaited<ReturnType<typeof startGame>>;
const browsers: Array<Awaited<ReturnType<typeof launchBrowser>>> = [];
let a: Page;
let b: Page;
const consoleErrors: string[] = [];

async function shoot(page: Page, name: string): Promise<void> {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(150);
    await page.screenshot({ path: path.join(SHOTS, `${name}-${size}.png`), fullPage: false });
  }
  await page.setViewportSize(VIEWPORTS.desktop);
}

/** A manager with a club of his own, signed in through the API in his browser (the sign-up form has its own test). */
async function manager(page: Page, email: string, countryId: string, teamId: number): Promise<void> {
  const post = async (url: string, data: unknown, status: number) => {
    const res = await page.request.post(`${game.url}${url}`, { data });
    expect(res.status(), `${url}: ${await res.text()}`).toBe(status);
  };
  await post('/api/register', { email, password: 'correct-horse-battery', firstName: email[0]?.toUpperCase(), lastName: 'Coach' }, 201);
  await post('/api/setup/complete', { countryId, teamId }, 201);
}

const score = async (page: Page) =>
  `${await page.getByTestId('home-score').textContent()}-${await page.getByTestId('away-score').textContent()}`;

/** Clicks "Ready to play" whenever the clock is stopped, until the final shows. */
async function readyUntilFinal(page: Page): Promise<void> {
  const final = page.getByText(/^Final: /);
  const ready = page.getByRole('button', { name: 'Ready to play' });
  for (let guard = 0; guard < 40 && !(await final.isVisible()); guard += 1) {
    await Promise.race([final.waitFor({ timeout: 60_000 }), ready.waitFor({ timeout: 60_000 })]).catch(() => undefined);
    if (await ready.isVisible()) await ready.click().catch(() => undefined);
    await page.waitForTimeout(50);
  }
}

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  // Fast ticks: a whole game in about ten seconds of play (MATCH_TICK_MS is for tests and load runs only).
  game = await startGame({ MATCH_TICK_MS: '4', LIVE_CENTRE_MATCHES: '0' });
  for (let i = 0; i < 2; i += 1) browsers.push(await launchBrowser());
  [a, b] = (await Promise.all(browsers.map((browser) => browser.context.newPage()))) as [Page, Page];
  for (const page of [a, b])
    page.on('console', (msg) => {
      if (msg.type() === 'error') consoleErrors.push(msg.text());
    });
});

afterAll(async () => {
  for (const browser of browsers) await browser.close();
  await game?.stop();
});

describe('a friendly between two managers', () => {
  it('is challenged, accepted, coached by both to one result, and replayed to the same score', async () => {
    await manager(a, 'anna@example.com', 'spain', 201);
    await manager(b, 'ben@example.com', 'italy', 101);

    // A makes a challenge link.
    await a.goto(`${game.url}/friendlies`);
    await a.getByRole('button', { name: 'Make a challenge link' }).click();
    const link = a.getByLabel('Your new challenge link');
    await link.waitFor();
    const url = await link.inputValue();
    expect(url).toMatch(/\/friendly\/challenge\/[A-Za-z0-9_-]{32}$/);
    await shoot(a, 'fr-01-challenge-link');

    // B opens it and accepts with his own club.
    await b.goto(url);
    await b.getByTestId('challenger-club').waitFor();
    await shoot(b, 'fr-02-challenge-open');
    await b.getByRole('button', { name: /^Accept with / }).click();
    await b.waitForURL(/\/friendly\/[A-Za-z0-9_-]+$/);
    const matchPath = new URL(b.url()).pathname;

    // A finds it among his friendlies and plays it.
    await a.goto(`${game.url}/friendlies`);
    await a.getByTestId('upcoming-friendly').getByRole('button', { name: /Play/ }).click();
    await a.waitForURL(`**${matchPath}`);
    for (const page of [a, b]) await page.getByTestId('stop-banner').filter({ hasText: 'Tip-off in' }).waitFor({ timeout: 30_000 });
    await shoot(a, 'fr-03-tip-off');
    for (const page of [a, b]) await page.getByRole('button', { name: 'Ready to play' }).click();

    // A calls a timeout while the clock runs; both see the same score at the stop.
    await a.getByRole('button', { name: /Timeout \(2 left\)/ }).click();
    for (const page of [a, b])
      await page
        .getByTestId('stop-banner')
        .filter({ hasText: /^Timeout / })
        .waitFor();
    expect(await score(b)).toBe(await score(a));
    await expect.poll(() => a.getByRole('button', { name: 'Ready to play' }).isVisible()).toBe(true);

    // B substitutes at the stop: who goes out, who comes in.
    const controls = b.getByRole('complementary', { name: 'Match controls' });
    await controls.getByRole('radiogroup', { name: 'Going out' }).getByRole('radio').first().check();
    await controls.getByRole('radiogroup', { name: 'Coming in' }).locator('input[type="radio"]:not([disabled])').first().check();
    await controls.getByRole('button', { name: 'Substitute', exact: true }).click();
    await expect.poll(() => a.getByTestId('latest-event').textContent()).toMatch(/ in for /);
    await shoot(b, 'fr-04-timeout-substitution');
    await shoot(a, 'fr-05-timeout-caller');

    // Play on to the end, each ready at every stop; both see the same result.
    await Promise.all([readyUntilFinal(a), readyUntilFinal(b)]);
    const finals = await Promise.all([a, b].map((page) => page.getByText(/^Final: /).textContent()));
    expect(finals[0]).toMatch(/ \d+ - \d+ /);
    expect(finals[1]).toBe(finals[0]);
    const [, home = NaN, away = NaN] = (finals[0]?.match(/ (\d+) - (\d+) /) ?? []).map(Number);
    expect(home).not.toBe(away);
    await shoot(a, 'fr-06-final');

    // The replay of that game ends on the same score.
    await a.getByRole('link', { name: /Watch the replay/ }).click();
    await a.getByTestId('replay-position').waitFor({ timeout: 30_000 });
    expect(await score(a)).toBe('0-0');
    await a.getByRole('button', { name: '16x' }).click();
    await a.getByRole('button', { name: /^▶ Play/ }).click();
    await expect.poll(async () => Number(await a.getByTestId('replay-position').inputValue())).toBeGreaterThan(30);
    await a.getByRole('button', { name: 'Skip to end' }).click();
    expect(await score(a)).toBe(`${home}-${away}`);
    await shoot(a, 'fr-07-replay');

    // Both managers' friendly histories hold the one result.
    await b.goto(`${game.url}/friendlies`);
    await expect.poll(() => b.getByTestId('played-friendly').first().textContent()).toContain(`${home} - ${away}`);
    await shoot(b, 'fr-08-history');
    expect(consoleErrors).toEqual([]);
  }, 180_000);
});
