/**
 * A past match again in Debian's Chromium: the manager's instant game of
 * matchday 1 (his game plan coached it) opens from its report as a replay;
 * the timeline is dragged, a run (or another key moment) jumped to, a
 * shot's "Why?" opened, and his decisions reviewed. A Live Centre result
 * links to its replay too. Screenshots at 1280x800 and 375x812 go to
 * client/test-output/screenshots (replay-*).
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gamePlanPreset } from '@hardwood/shared';
import { collectFailures, launchBrowser, shootBothSizes, SHOTS } from './browser';
import { startGame } from './server';

let game: Awaited<ReturnType<typeof startGame>>;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let page: Page;
let failures: string[] = [];

const shoot = (name: string) => shootBothSizes(page, name);

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  game = await startGame({ DEVELOPER_EMAILS: 'replay@example.com', LIVE_CENTRE_MATCHES: '0' });
  browser = await launchBrowser();
  page = await browser.context.newPage();
  failures = collectFailures(page);
});

afterAll(async () => {
  await browser?.close();
  await game?.stop();
});

describe('a past match replayed', () => {
  // One account per game server: a retry would only meet its own first attempt.
  it('drags the timeline, jumps to a moment, explains a shot and reviews the decisions', { retry: 0, timeout: 300_000 }, async () => {
    const api = browser.context.request;
    const origin = { origin: game.url };
    const register = await api.post(`${game.url}/api/register`, {
      headers: origin,
      data: { email: 'replay@example.com', password: 'correct-horse-battery', firstName: 'Rita', lastName: 'Replay' },
    });
    expect(register.status()).toBe(201);
    expect(
      (await api.post(`${game.url}/api/setup/complete`, { headers: origin, data: { countryId: 'spain', teamId: 203 } })).status(),
    ).toBe(201);
    // His plan coaches the game he does not watch: its decisions are his to review.
    expect(
      (
        await api.put(`${game.url}/api/game-plan`, { headers: origin, data: { scope: 'default', plan: gamePlanPreset('balanced') } })
      ).status(),
    ).toBe(200);
    expect((await api.patch(`${game.url}/api/auth/user/simulate-mode`, { headers: origin, data: { simulateMode: true } })).status()).toBe(
      200,
    );
    expect((await api.post(`${game.url}/api/matches/simulate-matchday/1`, { headers: origin })).status()).toBe(200);
    const team = (await (await api.get(`${game.url}/api/user/team`)).json()) as { id: string };
    const matches = (await (await api.get(`${game.url}/api/matches`)).json()) as Array<{
      id: string;
      matchday: number;
      homeTeamId: string;
      awayTeamId: string;
    }>;
    const own = matches.find((m) => m.matchday === 1 && (m.homeTeamId === team.id || m.awayTeamId === team.id));
    expect(own).toBeDefined();

    // From the report to the replay.
    await page.goto(`${game.url}/match/${own?.id}`);
    await page
      .getByRole('link', { name: /Replay/ })
      .first()
      .click();
    const slider = page.getByRole('slider', { name: 'Timeline' });
    await slider.waitFor({ timeout: 30_000 });
    expect(Number(await slider.inputValue())).toBe(0);
    await shoot('replay-01-tip-off');

    // Dragging the timeline to about two thirds of the game.
    const track = await page.getByTestId('timeline').boundingBox();
    if (!track) throw new Error('no timeline');
    const y = track.y + track.height / 2;
    await page.mouse.move(track.x + track.width * 0.2, y);
    await page.mouse.down();
    await page.mouse.move(track.x + track.width * 0.45, y, { steps: 8 });
    await page.mouse.move(track.x + track.width * 0.66, y, { steps: 8 });
    await page.mouse.up();
    const dragged = Number(await slider.inputValue());
    const length = Number(await slider.getAttribute('max'));
    expect(dragged / length).toBeGreaterThan(0.55);
    expect(dragged / length).toBeLessThan(0.77);
    await shoot('replay-02-dragged');

    // A run, when the game had one; else a lead change (a basket that just fell, so the feed has a shot to explain).
    const moments = page.getByRole('region', { name: 'Key moments' }).getByRole('button');
    const runs = moments.filter({ hasText: /\d+-0 run by/ });
    const moment = (await runs.count()) > 0 ? runs.first() : moments.filter({ hasText: 'takes the lead' }).nth(1);
    await moment.click();
    await expect.poll(async () => Number(await slider.inputValue())).not.toBe(dragged);
    await shoot('replay-03-key-moment');

    // A shot's reasons in the feed.
    const why = page.getByRole('button', { name: 'Why?' }).first();
    await why.waitFor();
    await why.click();
    expect(await why.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => page.getByTestId('shot-why').first().textContent()).toMatch(/\d+% chance/);
    await shoot('replay-04-shot-why');

    // The review of his plan's decisions, worked out on the server's worker.
    await page.getByRole('button', { name: 'Review my decisions' }).click();
    await page.getByTestId('coaching-points').waitFor({ timeout: 180_000 });
    expect(await page.getByTestId('reviewed-decision').count()).toBeGreaterThan(0);
    await page.getByTestId('decision-review').scrollIntoViewIfNeeded();
    await shoot('replay-05-decision-review');
    expect(failures).toEqual([]);
  });
});
