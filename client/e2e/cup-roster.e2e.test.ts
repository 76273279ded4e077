/**
 * A European Cup opponent from another league in the browser: a developer
 * manager takes one of Europe's strongest clubs (in the first season's
 * Cup), simulates the league through the API, opens his Cup opponent from
 * the schedule, pays its scout and sees its roster.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { formatEuros, LEAGUE_MATCHDAYS, TEAM_SCOUTING_COST, type EuropeanCup } from '@hardwood/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { startGame } from './server';

const SHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../test-output/screenshots');
const EMAIL = 'cupcoach@example.com';

let game: Awaited<ReturnType<typeof startGame>>;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let page: Page;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  game = await startGame({ DEVELOPER_EMAILS: EMAIL, LIVE_CENTRE_MATCHES: '0' });
  browser = await launchBrowser();
  page = await browser.context.newPage();
});

afterAll(async () => {
  await browser?.close();
  await game?.stop();
});

async function api<T>(method: 'GET' | 'POST' | 'PATCH', url: string, data?: unknown): Promise<T> {
  const res = await page.request.fetch(`${game.url}${url}`, { method, ...(data === undefined ? {} : { data }) });
  if (!res.ok()) throw new Error(`${method} ${url}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

describe('a European Cup opponent from another league', () => {
  it('opens from the schedule with its scout offer, and shows its roster once scouted', async (ctx) => {
    await page.goto(game.url);
    await page.getByRole('button', { name: 'Start Managing' }).first().click();
    await page.waitForURL('**/api/login**');
    await page.fill('#reg-first', 'Cup');
    await page.fill('#reg-last', 'Coach');
    await page.fill('#reg-email', EMAIL);
    await page.fill('#reg-password', 'correct-horse-battery');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('heading', { name: 'Choose Your League' }).waitFor();
    await page.getByRole('button', { name: /Greece/ }).click();
    await page.getByRole('heading', { name: 'Choose Your Team' }).waitFor();
    // Among the first season's eight by reputation and budget, in the middle of the seeds, where every likely
    // quarterfinal opponent plays in Spain or Turkey (the other Greek entrant is seeded at the bottom).
    await page.getByRole('radio', { name: /Panathinaikos Shamrocks/ }).click();
    await page.getByRole('button', { name: 'Start Managing' }).click();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();

    // The league through the developer's simulate mode.
    await api('PATCH', '/api/auth/user/simulate-mode', { simulateMode: true });
    for (let matchday = 1; matchday <= LEAGUE_MATCHDAYS; matchday += 1) await api('POST', `/api/matches/simulate-matchday/${matchday}`);
    const cup = await api<EuropeanCup>('GET', '/api/european-cup');
    expect(cup.ownQualified).toBe(true);
    const own = await api<{ id: string; leagueId: number }>('GET', '/api/user/team');
    const series = cup.series.find((s) => s.round === 'QF' && (s.high === own.id || s.low === own.id));
    const opponent = cup.teams.find((t) => t.id === (series?.high === own.id ? series?.low : series?.high));
    if (!opponent) throw new Error('no Cup opponent');
    // The bracket moves with the career's own draw: now and then the other Greek entrant meets him in the quarterfinal,
    // whose roster needs no scout. That career has nothing to show here.
    if (opponent.league === cup.teams.find((t) => t.id === own.id)?.league) ctx.skip();

    await page.goto(`${game.url}/matches`);
    await page.getByRole('heading', { name: /League Schedule/ }).waitFor();
    await page.getByRole('button', { name: opponent.name, exact: true }).first().click();
    await page.getByRole('heading', { name: opponent.name, exact: true }).waitFor();
    const offer = page.getByTestId('scout-offer');
    await offer.waitFor().catch(async (error: unknown) => {
      await page.screenshot({ path: path.join(SHOTS, '30-cup-opponent-failure.png'), fullPage: true });
      throw error;
    });
    expect(await offer.textContent()).toContain(formatEuros(TEAM_SCOUTING_COST));
    expect(await page.getByText(/Failed to fetch/).count()).toBe(0);
    await page.screenshot({ path: path.join(SHOTS, '30-cup-opponent-scout-desktop.png') });

    await page.getByRole('button', { name: `Scout (${formatEuros(TEAM_SCOUTING_COST)})` }).click();
    await page.getByText('Team Scouted Successfully!').waitFor();
    await page.getByTestId('team-player-row').nth(9).waitFor();
    expect(await page.getByTestId('scout-offer').count()).toBe(0);
    expect(await page.getByTestId('team-player-row').count()).toBeGreaterThanOrEqual(10);
    await page.screenshot({ path: path.join(SHOTS, '31-cup-opponent-roster-desktop.png') });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.waitForTimeout(150);
    await page.screenshot({ path: path.join(SHOTS, '31-cup-opponent-roster-mobile.png') });
  }, 600_000);
});
