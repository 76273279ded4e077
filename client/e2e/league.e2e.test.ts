/**
 * A league of managers in Debian's Chromium, two managers each in a browser
 * of his own. A founds a public league from the Leagues page (the form
 * offers matchdays an hour apart at the soonest, so the test moves the first
 * tip-off in the request it sends to some forty seconds ahead, two minutes
 * apart); B takes over the club A's plays on the first matchday from the
 * league's page; both open the league with the switcher and see the bar
 * count down. At the tip-off the server opens the match: both see "Your
 * match is live", open it with one click and each changes his own side's
 * tactics, which the other sees; A leaves it to his plan and B goes to the
 * league's live round. The round ends and is processed by itself, and both
 * see the same table. Fast ticks keep the game to about half a minute.
 * Screenshots (league-*) at 1280x800 and 375x812.
 */
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectFailures, launchBrowser, shootBothSizes, SHOTS } from './browser';
import { startGame } from './server';

/** From founding to the first tip-off: time enough for B to sign up, join and for both to open the league. */
const TIP_OFF_LEAD_MS = 40_000;
const EVERY_SECONDS = 120;
const LEAGUE_NAME = 'Friday Night League';

let game: Awaited<ReturnType<typeof startGame>>;
const browsers: Array<Awaited<ReturnType<typeof launchBrowser>>> = [];
let a: Page;
let b: Page;
const failures: string[][] = [];

/** A manager with a career of his own (the league pages sit behind it), signed up through the API in his browser. */
async function manager(page: Page, email: string, countryId: string, teamId: number): Promise<void> {
  const post = async (url: string, data: unknown, status: number) => {
    const res = await page.request.post(`${game.url}${url}`, { data });
    expect(res.status(), `${url}: ${await res.text()}`).toBe(status);
  };
  await post('/api/register', { email, password: 'correct-horse-battery', firstName: email[0]?.toUpperCase(), lastName: 'Coach' }, 201);
  await post('/api/setup/complete', { countryId, teamId }, 201);
}

async function getJson<T>(page: Page, url: string): Promise<T> {
  const res = await page.request.get(`${game.url}${url}`);
  expect(res.status(), `${url}: ${await res.text()}`).toBe(200);
  return (await res.json()) as T;
}

/** Opens the league in the hub with the header's switcher. */
async function switchToLeague(page: Page): Promise<void> {
  await page.goto(`${game.url}/dashboard`);
  const switcher = page.getByRole('button', { name: /^Switch world/ });
  await switcher.waitFor();
  if ((await switcher.getAttribute('aria-label'))?.includes(LEAGUE_NAME)) return;
  await switcher.click();
  await page
    .getByRole('dialog', { name: 'Your worlds' })
    .getByRole('button', { name: new RegExp(LEAGUE_NAME) })
    .click();
  await page.getByRole('button', { name: `Switch world (now: ${LEAGUE_NAME})` }).waitFor();
}

/** Changes one of his side's tactics (the first pace not chosen yet) and waits for the room to say it is his side's now. */
async function changePace(page: Page, club: string): Promise<string> {
  const controls = page.getByRole('complementary', { name: 'Match controls' });
  await controls.getByRole('tab', { name: 'Tactics' }).click();
  const pace = controls.getByRole('region', { name: `${club} tactics` }).getByRole('group', { name: 'Game Pace' });
  const choice = pace.locator('button[aria-pressed="false"]').first();
  const label = ((await choice.textContent()) ?? '').trim();
  await choice.click();
  await expect.poll(() => pace.getByRole('button', { name: label }).getAttribute('aria-pressed')).toBe('true');
  return label;
}

/** The table as the Standings tab shows it: each club with its points, in order. */
async function table(page: Page): Promise<string[]> {
  await page.goto(`${game.url}/standings`);
  const rows = page.getByTestId('standings-row');
  await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(12);
  return rows.evaluateAll((trs) =>
    trs.map((tr) => {
      const cells = [...tr.querySelectorAll('td')];
      const name = tr.querySelector('button')?.getAttribute('aria-label') ?? '';
      // Pos, Team, P, W, L, PF, PA, +/-, Pts, Status.
      return `${name} P${cells[2]?.textContent ?? ''} Pts${cells[8]?.textContent ?? ''}`;
    }),
  );
}

const pressed = (region: Locator, label: string) => region.getByRole('group', { name: 'Game Pace' }).getByRole('button', { name: label });

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  // A matchday may come every few seconds (LEAGUE_FAST_CLOCK), the calendar looks four times a second, a game second every 8 ms.
  game = await startGame({ LEAGUE_FAST_CLOCK: '1', LEAGUE_CLOCK_MS: '250', MATCH_TICK_MS: '8', LIVE_CENTRE_MATCHES: '0' });
  for (let i = 0; i < 2; i += 1) browsers.push(await launchBrowser());
  [a, b] = (await Promise.all(browsers.map((browser) => browser.context.newPage()))) as [Page, Page];
  for (const page of [a, b]) failures.push(collectFailures(page));
});

afterAll(async () => {
  for (const browser of browsers) await browser.close();
  await game?.stop();
});

describe('a league of two managers', () => {
  it('is founded, joined, played live by both at its tip-off, processed by itself, and shows both the same table', async () => {
    const started = Date.now();
    await Promise.all([manager(a, 'anna@example.com', 'spain', 201), manager(b, 'ben@example.com', 'italy', 101)]);

    // A founds a public league from the Leagues page; the request's first tip-off is moved to forty seconds ahead.
    await a.route('**/api/leagues', async (route) => {
      const request = route.request();
      if (request.method() !== 'POST') return route.continue();
      const body = request.postDataJSON() as { calendar: Record<string, unknown> };
      body.calendar = { ...body.calendar, firstTipOff: new Date(Date.now() + TIP_OFF_LEAD_MS).toISOString(), everySeconds: EVERY_SECONDS };
      await route.continue({ postData: JSON.stringify(body) });
    });
    await a.goto(`${game.url}/leagues`);
    await a.getByRole('button', { name: 'Found a league' }).first().click();
    const form = a.getByRole('form', { name: 'Found a league' });
    await form.getByLabel('Name', { exact: true }).fill(LEAGUE_NAME);
    await form.getByLabel('Country').selectOption('italy');
    const club = form.getByLabel('Your club');
    await expect.poll(() => club.locator('option').count()).toBeGreaterThan(2);
    await club.selectOption({ index: 3 });
    await form.getByLabel('Hours between matchdays').selectOption('1');
    await form.getByRole('button', { name: 'Found the league' }).click();
    await a.waitForURL(/\/leagues\/[0-9a-f]{24}$/);
    const leagueId = new URL(a.url()).pathname.split('/').pop() ?? '';
    await a.getByRole('heading', { level: 1, name: LEAGUE_NAME }).waitFor();

    // The club A's plays on the first matchday, from the round's fixtures.
    const league = await getJson<{ table: Array<{ name: string; you: boolean }> }>(a, `/api/leagues/${leagueId}`);
    const clubA = league.table.find((c) => c.you)?.name ?? '';
    const round = await getJson<{ matches: Array<{ home: string; away: string }> }>(a, `/api/leagues/${leagueId}/round`);
    const fixture = round.matches.find((m) => m.home === clubA || m.away === clubA);
    expect(fixture, `A's club ${clubA} plays on matchday 1`).toBeDefined();
    const clubB = fixture?.home === clubA ? fixture.away : (fixture?.home ?? '');

    // B finds it among the public leagues and takes over that club from its page.
    await b.goto(`${game.url}/leagues`);
    await b.getByRole('link', { name: `Open ${LEAGUE_NAME}` }).waitFor();
    await shootBothSizes(b, 'league-01-leagues');
    await b.getByRole('link', { name: `Open ${LEAGUE_NAME}` }).click();
    await b.getByRole('region', { name: 'This round' }).getByTestId('round-match').first().waitFor();
    await shootBothSizes(b, 'league-02-league-page');
    await b.getByRole('button', { name: `Join with ${clubB}` }).click();
    await b
      .getByRole('dialog', { name: `Take over ${clubB} in ${LEAGUE_NAME}?` })
      .getByRole('button', { name: `Take over ${clubB}` })
      .click();
    await expect.poll(() => b.getByRole('button', { name: /^Join with/ }).count()).toBe(0);

    // Both open the league with the switcher: the bar counts down to the tip-off.
    await Promise.all([switchToLeague(a), switchToLeague(b)]);
    const bars = [a, b].map((page) => page.getByTestId('league-bar'));
    for (const bar of bars) await expect.poll(() => bar.textContent()).toMatch(/Matchday 1 tips off in \d\d:\d\d/);
    await shootBothSizes(a, 'league-03-bar-before-tip-off');

    // The tip-off: the bar says his match is live, and one click opens it.
    for (const page of [a, b]) {
      await page
        .getByTestId('league-bar')
        .filter({ hasText: 'Your match is live' })
        .waitFor({ timeout: TIP_OFF_LEAD_MS + 30_000 });
    }
    await Promise.all([a, b].map((page) => page.getByRole('link', { name: 'Open match' }).click()));
    for (const page of [a, b]) {
      await page.waitForURL(/\/match\/[0-9a-f]{24}\/live$/);
      await page.getByTestId('league-clock-note').first().waitFor({ timeout: 15_000 });
    }
    expect(new URL(a.url()).pathname).toBe(new URL(b.url()).pathname);
    // No Start, Pause or Continue: the clock runs by itself, a timeout stops it.
    for (const page of [a, b]) {
      const controls = page.getByRole('complementary', { name: 'Match controls' });
      expect(await controls.getByRole('button', { name: /Start Match|Pause|Continue to/ }).count()).toBe(0);
    }

    // Each changes his own side's pace; the other sees it on the side he cannot change.
    const [paceA, paceB] = await Promise.all([changePace(a, clubA), changePace(b, clubB)]);
    const regionOnB = b.getByRole('complementary', { name: 'Match controls' }).getByRole('region', { name: `${clubA} tactics` });
    await expect.poll(() => pressed(regionOnB, paceA).getAttribute('aria-pressed')).toBe('true');
    expect(await regionOnB.textContent()).toContain('(view only)');
    const regionOnA = a.getByRole('complementary', { name: 'Match controls' }).getByRole('region', { name: `${clubB} tactics` });
    await expect.poll(() => pressed(regionOnA, paceB).getAttribute('aria-pressed')).toBe('true');
    await shootBothSizes(a, 'league-04-match-coach-a');
    await shootBothSizes(b, 'league-05-match-coach-b');

    // A leaves it to his plan and goes back to the hub; B goes to the league's live round, where his match is his to coach.
    await a.getByRole('button', { name: 'Leave it to the plan' }).first().click();
    await a.getByTestId('left-to-plan').first().waitFor();
    await a.getByRole('link', { name: '← Back to the hub' }).click();
    // B closes his match page from within the app (a consented leave: his plan takes his side and the game is not held for him).
    await b.getByRole('link', { name: '← Back to the hub' }).click();
    await b.getByTestId('league-bar').getByRole('link', { name: LEAGUE_NAME }).click();
    const roundCard = b.getByRole('region', { name: 'This round' });
    const own = roundCard.locator('[data-testid="round-match"][aria-current="true"]');
    // His match plays on (some twenty seconds of fast ticks): live, with Coach to take his side back.
    await own.getByRole('link', { name: 'Coach' }).waitFor();
    await shootBothSizes(b, 'league-06-this-round');

    // The round ends and is processed by the server: matchday 2 is next.
    await expect
      .poll(async () => (await getJson<{ round: { matchday: number } }>(a, `/api/leagues/${leagueId}`)).round.matchday, {
        timeout: 90_000,
        interval: 1_000,
      })
      .toBe(2);

    // Both see the same table, their two clubs with a game played.
    const [tableA, tableB] = await Promise.all([table(a), table(b)]);
    expect(tableB).toEqual(tableA);
    for (const name of [clubA, clubB]) expect(tableA.find((row) => row.startsWith(`${name} `))).toMatch(/ P1 /);
    // The notice of the next tip-off (two minutes away) would cover the table's top.
    for (const dismiss of await a.getByRole('button', { name: 'Dismiss' }).all()) await dismiss.click();
    await expect.poll(() => a.getByRole('button', { name: 'Dismiss' }).count()).toBe(0);
    await shootBothSizes(a, 'league-07-table');
    console.log(`[league e2e] founded to table in ${Math.round((Date.now() - started) / 1000)} s`);
    expect(failures.flat()).toEqual([]);
  }, 240_000);
});
