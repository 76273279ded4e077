/**
 * Game plans in Debian's Chromium against `npm start`: a manager writes a
 * plan from a preset, starts his match, leaves it to the plan (the banner and
 * the feed show it coaching), takes control back, and is never replaced while
 * he watches without a command. Screenshots of the editor and the banner at
 * 1280x800 and 375x812 go to client/test-output/screenshots (plan-*).
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectFailures, launchBrowser, shootBothSizes, SHOTS } from './browser';
import { startGame } from './server';

let game: Awaited<ReturnType<typeof startGame>>;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let page: Page;
let failures: string[] = [];

const shoot = (name: string) => shootBothSizes(page, name);

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  // A game second every 40 ms: slow enough to watch the banner, fast enough to see quarters go by.
  game = await startGame({ MATCH_TICK_MS: '40', LIVE_CENTRE_MATCHES: '0' });
  browser = await launchBrowser();
  page = await browser.context.newPage();
  failures = collectFailures(page);
});

afterAll(async () => {
  await browser?.close();
  await game?.stop();
});

describe('a game plan', () => {
  it('is written from a preset, coaches the match it was left to, and gives the side back on request', async () => {
    const api = browser.context.request;
    const origin = { origin: game.url };
    expect(
      (
        await api.post(`${game.url}/api/register`, {
          headers: origin,
          data: { email: 'plan@example.com', password: 'correct-horse-battery', firstName: 'Pia', lastName: 'Plan' },
        })
      ).status(),
    ).toBe(201);
    expect(
      (await api.post(`${game.url}/api/setup/complete`, { headers: origin, data: { countryId: 'italy', teamId: 105 } })).status(),
    ).toBe(201);

    // The editor: a preset to start from, its rules in plain words, saved as the default plan.
    await page.goto(`${game.url}/dashboard`);
    await page.getByRole('link', { name: 'Game plan' }).first().click();
    await page.getByRole('heading', { name: 'Game plan', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Use the Balanced preset' }).click();
    const rules = page.getByRole('list', { name: 'Rules' });
    await rules.getByRole('listitem').first().waitFor();
    expect(await rules.getByRole('listitem').count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Save as my default' }).click();
    await expect.poll(async () => (await (await api.get(`${game.url}/api/game-plan`)).json()).defaultPlan !== null).toBe(true);
    await shoot('plan-01-editor');

    // His match: started, then left to the plan; the banner says who coaches and the feed what the plan did.
    await page.goto(`${game.url}/dashboard`);
    await page.getByRole('button', { name: '▶ Play next match' }).click();
    await page.waitForURL(/\/match\/[^/]+\/live$/);
    const controls = page.getByRole('complementary', { name: 'Match controls' });
    await controls.getByRole('button', { name: /Start Match/ }).click();
    await page.getByTestId('latest-event').waitFor();
    // Watching five game minutes without a command: autopilot off, nobody coaches but him (no banner, no takeover).
    const scoreboard = page.getByTestId('scoreboard').first();
    const gameSecondsPlayed = async (): Promise<number> => {
      const text = (await scoreboard.textContent()) ?? '';
      // "…Q18:40": the period badge, then the clock.
      const [, quarter = '1', minutes = '10', seconds = '0'] = /Q(\d)(\d+):(\d\d)/.exec(text) ?? [];
      return (Number(quarter) - 1) * 600 + 600 - (Number(minutes) * 60 + Number(seconds));
    };
    await expect.poll(gameSecondsPlayed, { timeout: 60_000, interval: 500 }).toBeGreaterThanOrEqual(300);
    expect(await page.getByTestId('coaching-banner').count()).toBe(0);
    await page.getByRole('button', { name: 'Leave it to the plan' }).first().click();
    const banner = page.getByTestId('coaching-banner').first();
    await banner.getByText('Your plan is coaching').waitFor();
    await page.getByTestId('left-to-plan').first().waitFor();
    await shoot('plan-02-banner');
    // Its all-game rule fires at once: the feed says what the plan did.
    await page
      .getByText(/plan: /)
      .first()
      .waitFor({ timeout: 30_000 });

    // Take control: the banner goes, and the side is his again.
    await banner.getByRole('button', { name: /take control/ }).click();
    await expect.poll(() => page.getByTestId('coaching-banner').count()).toBe(0);
    await shoot('plan-03-taken-back');
    expect(failures.filter((f) => !/WebSocket/.test(f))).toEqual([]);
  }, 300_000);
});
