/**
 * The public Live Centre in Debian's Chromium: a visitor, never
 * signed in, finds a live game on the landing page, watches it with the feed
 * from tip-off, then opens the Live Centre and the whip-around. Two programme
 * games at once on fast ticks so something is always live. Screenshots at
 * 1280x800 and 375x812 go to client/test-output/screenshots.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { LIVE_CENTRE, type LiveCentre } from '@hardwood/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { startGame } from './server';

const SHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../test-output/screenshots');
const VIEWPORTS = { desktop: { width: 1280, height: 800 }, mobile: { width: 375, height: 812 } } as const;

let game: Awaited<ReturnType<typeof startGame>>;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let page: Page;
const consoleErrors: string[] = [];

async function shoot(name: string): Promise<void> {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(150);
    await page.screenshot({ path: path.join(SHOTS, `${name}-${size}.png`), fullPage: false });
  }
  await page.setViewportSize(VIEWPORTS.desktop);
}

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  game = await startGame({ LIVE_CENTRE_MATCHES: '2', LIVE_CENTRE_TICK_MS: '20' });
  browser = await launchBrowser();
  page = await browser.context.newPage();
  page.on('console', (msg) => {
    if (msg.type() === 'error') consoleErrors.push(msg.text());
  });
});

afterAll(async () => {
  await browser?.close();
  await game?.stop();
});

describe('the Live Centre for a visitor', () => {
  it('watches a live game from the landing page, then opens the Live Centre and follows the action', async () => {
    // Join late (three game minutes in, more events than the state's ten latest) so the feed must come from the room's history.
    const firstLive = async () => ((await (await fetch(`${game.url}/api/live-centre`)).json()) as LiveCentre).live[0];
    await expect
      .poll(
        async () => {
          const m = await firstLive();
          return m ? m.quarter > 1 || m.clock <= 420 : false;
        },
        { timeout: 60_000 },
      )
      .toBe(true);
    await page.goto(game.url);
    const watchLive = page.getByRole('region', { name: 'Watch live' });
    await watchLive.waitFor();
    // The programme starts its first game as the server comes up; the listing is polled every few seconds.
    const firstGame = watchLive.getByTestId('watch-live-match').first();
    await firstGame.waitFor({ timeout: 30_000 });
    await watchLive.scrollIntoViewIfNeeded();
    await shoot('lc-01-landing-watch-live');

    const href = (await firstGame.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/live\/[0-9a-f]{24}$/);
    await firstGame.click();
    await page.waitForURL(`**${href}`);
    const home = (await page.getByTestId('home-name').textContent({ timeout: 30_000 })) ?? '';
    const away = (await page.getByTestId('away-name').textContent()) ?? '';
    expect(home.length).toBeGreaterThan(0);
    expect(away.length).toBeGreaterThan(0);
    expect(await page.getByTestId('game-clock').textContent()).toMatch(/^\d{1,2}:\d{2}$/);
    // It is live: the clock runs and the score moves while the visitor watches.
    const clockAtStart = await page.getByTestId('game-clock').textContent();
    const points = async () =>
      Number(await page.getByTestId('home-score').textContent()) + Number(await page.getByTestId('away-score').textContent());
    const pointsAtStart = await points();
    await expect.poll(() => page.getByTestId('game-clock').textContent(), { timeout: 10_000 }).not.toBe(clockAtStart);
    await expect.poll(points, { timeout: 20_000 }).toBeGreaterThan(pointsAtStart);
    await page.getByTestId('latest-event').waitFor({ timeout: 30_000 });
    await page.getByText('View Only - Teams Controlled by AI').first().waitFor();
    // Read-only: nothing to play, pause, continue or save.
    for (const name of [/Start Match/, /Pause/, /^▶ Play$/, /^Continue to /, /^Save$/])
      expect(await page.getByRole('button', { name }).count()).toBe(0);
    // The feed goes back to the tip-off: more than the state's latest ten, the oldest in the first minute of Q1.
    await expect.poll(async () => (await page.getByTestId('feed').locator('li').count()) + 1, { timeout: 10_000 }).toBeGreaterThan(10);
    expect(await page.getByTestId('feed').locator('li').last().textContent()).toMatch(/^Q1 (10:00|9:\d\d) /);
    // The odds, from the fitted win model once a game minute and at every score change: a line on the score-flow chart and a label.
    await page
      .getByTestId('win-chance')
      .getByText(/\d+% to win/)
      .waitFor({ timeout: 20_000 });
    await page.getByTestId('win-chance-line').waitFor();
    // The line moves on every game minute (one point a minute).
    const oddsPoints = async () => ((await page.getByTestId('win-chance-line').getAttribute('d')) ?? '').split(/[ML]/).length - 1;
    const oddsAtFirst = await oddsPoints();
    await expect.poll(oddsPoints, { timeout: 20_000 }).toBeGreaterThan(oddsAtFirst);
    // The court: the ten on court as dots, the shots where they were taken.
    await page.getByTestId('court-view').waitFor();
    await expect.poll(() => page.getByTestId('court-player').count()).toBe(10);
    await expect.poll(() => page.getByTestId('court-shot').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    // Screen readers hear the score and the latest play (a polite live region).
    await expect
      .poll(async () => (await page.getByTestId('live-announcer').textContent()) ?? '', { timeout: 10_000 })
      .toMatch(/\d+, .+ \d+\.$/);
    await shoot('lc-02-viewer');
    await page.getByRole('tab', { name: 'Statistics' }).click();
    await page.getByRole('tabpanel').getByText('Rebounds').waitFor();
    // Shot charts by zone, for a side or one player.
    await page.getByRole('tab', { name: 'Shots' }).click();
    await page.getByTestId('shot-chart').getByText('Paint').waitFor();
    await shoot('lc-05-shot-chart');

    await page
      .getByRole('link', { name: /Live Centre/ })
      .first()
      .click();
    await page.waitForURL('**/live');
    await page.getByRole('heading', { name: 'Hardwood Live League' }).waitFor();
    await expect.poll(() => page.getByTestId('live-centre-table-row').count()).toBe(LIVE_CENTRE.clubs);
    for (const header of ['#', 'Team', 'P', 'W', 'L', 'PF', 'PA', 'Pts'])
      expect(await page.getByRole('columnheader', { name: header, exact: true }).count()).toBe(1);
    await page.getByTestId('live-match-card').first().waitFor();
    await shoot('lc-03-live-centre');

    await page.getByRole('link', { name: 'Follow the action' }).click();
    await page.waitForURL('**/live/follow');
    await page
      .getByTestId('follow-reason')
      .getByText(/closest finish|nearest its end|Final/i)
      .waitFor({ timeout: 30_000 });
    await page.getByTestId('home-name').waitFor({ timeout: 30_000 });
    await shoot('lc-04-follow');

    // A visitor's landing page asks who is signed in and hears 401: expected, not an error.
    expect(consoleErrors.filter((e) => !/401/.test(e))).toEqual([]);
  });
});
