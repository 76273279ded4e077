/**
 * The game in Debian's Chromium against `npm start` on a fresh in-memory
 * store: a visitor signs up, sets up a club and walks the hub. Screenshots of
 * every screen at 1280x800 and 375x812 go to client/test-output/screenshots.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { TEAM_SCOUTING_COST } from '@hardwood/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import { startGame } from './server';

const SHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../test-output/screenshots');
const VIEWPORTS = { desktop: { width: 1280, height: 800 }, mobile: { width: 375, height: 812 } } as const;

let game: Awaited<ReturnType<typeof startGame>>;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let page: Page;
const consoleErrors: string[] = [];

/** Both sizes of one screen; back to desktop afterwards. */
async function shoot(name: string): Promise<void> {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(150);
    await page.screenshot({ path: path.join(SHOTS, `${name}-${size}.png`), fullPage: false });
  }
  await page.setViewportSize(VIEWPORTS.desktop);
}

async function openTab(label: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Hub' }).getByRole('button', { name: label, exact: true }).click();
}

/** On a phone: a tab of the bottom bar, or one of the More sheet's. */
async function openPhoneTab(label: string): Promise<void> {
  const bar = page.getByRole('navigation', { name: 'Hub' });
  // By the start of the name: the office's carries its unread count ("Office 1 unread").
  const name = new RegExp(`^${label}`);
  const inBar = bar.getByRole('button', { name });
  if ((await inBar.count()) > 0) return inBar.click();
  await bar.getByRole('button', { name: 'More', exact: true }).click();
  await page.getByRole('dialog', { name: 'More' }).getByRole('button', { name }).click();
}

/** Recruit, priced and confirmed, into the academy's first empty place. */
async function recruitIntoFirstEmptySlot(): Promise<void> {
  await page
    .getByTestId('academy-slot-empty')
    .first()
    .getByRole('button', { name: /^Recruit/ })
    .click();
  await page
    .getByRole('dialog', { name: /^Recruit a / })
    .getByRole('button', { name: 'Confirm & Recruit' })
    .click();
}

/** An element's box lies wholly inside the viewport. */
async function inViewport(locator: ReturnType<Page['locator']>): Promise<boolean> {
  const box = await locator.boundingBox();
  const size = page.viewportSize();
  if (!box || !size) return false;
  return box.x >= 0 && box.y >= 0 && box.x + box.width <= size.width + 0.5 && box.y + box.height <= size.height + 0.5;
}

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  // Fast ticks so a whole live match takes seconds (MATCH_TICK_MS is for tests and load runs only).
  game = await startGame({ MATCH_TICK_MS: '4', DEVELOPER_EMAILS: 'dee@example.com', LIVE_CENTRE_MATCHES: '0' });
  browser = await launchBrowser();
  page = await browser.context.newPage();
  page.on('console', (msg) => {
    if (msg.type() === 'error') consoleErrors.push(msg.text());
  });
  // The console names a failed request's status only: the failure list names the call too.
  page.on('response', (res) => {
    if (res.status() >= 400 && res.status() !== 401)
      consoleErrors.push(`${res.status()} ${res.request().method()} ${new URL(res.url()).pathname}`);
  });
});

afterAll(async () => {
  await browser?.close();
  await game?.stop();
});

describe('a new manager in the browser', () => {
  it('goes from the landing page to the hub and around it', async () => {
    await page.goto(game.url);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain('Run a European basketball club');
    await expect.poll(() => page.getByText('Clubs').locator('..').textContent()).toMatch(/\d+/);
    await shoot('01-landing');
    // A phone: the header's buttons on one line, and all four features as cards.
    await page.setViewportSize(VIEWPORTS.mobile);
    const headerButtons = page.getByTestId('landing-header-actions').getByRole('button');
    const [signInBox, startBox] = [await headerButtons.nth(0).boundingBox(), await headerButtons.nth(1).boundingBox()];
    expect(Math.abs((signInBox?.y ?? 0) - (startBox?.y ?? 100))).toBeLessThan(2);
    expect(await inViewport(headerButtons.nth(1))).toBe(true);
    // The name beside the logo ends before the first button starts.
    const brand = await page.getByRole('banner').getByText('Hardwood', { exact: true }).boundingBox();
    expect((brand?.x ?? 0) + (brand?.width ?? 999)).toBeLessThanOrEqual((signInBox?.x ?? 0) + 1);
    expect(await page.getByTestId('feature-cards').getByRole('heading', { level: 3 }).count()).toBe(4);
    await page.setViewportSize(VIEWPORTS.desktop);

    // Sign up through /api/login.
    await page.getByRole('button', { name: 'Start Managing' }).first().click();
    await page.waitForURL('**/api/login**');
    await shoot('02-sign-in');
    await page.fill('#reg-first', 'Ada');
    await page.fill('#reg-last', 'Coach');
    await page.fill('#reg-email', 'ada@example.com');
    await page.fill('#reg-password', 'correct-horse-battery');
    await page.getByRole('button', { name: 'Create Account' }).click();

    // Setup: league, then team.
    await page.getByRole('heading', { name: 'Choose Your League' }).waitFor();
    // Flags are SVG files the client ships, drawn (not empty boxes); each card names its leagues and their clubs.
    const italyCard = page.getByRole('button', { name: /Italy/ });
    await expect.poll(() => italyCard.getByTestId('flag').evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    expect(await italyCard.getByTestId('country-league').allTextContents()).toEqual(['Serie A · 12 clubs', 'Serie A2 · 12 clubs']);
    await shoot('03-setup-league');
    await italyCard.click();
    await page.getByRole('heading', { name: 'Choose Your Team' }).waitFor();
    await expect
      .poll(() => page.getByTestId('club-strength').first().textContent())
      .toMatch(/Squad strength \d+\.\d · \d+(st|nd|rd|th) in the league/);
    expect(await page.getByTestId('board-expectation').filter({ hasText: 'Win the league' }).count()).toBe(2);
    const start = page.getByRole('button', { name: 'Start Managing' });
    expect(await start.isDisabled()).toBe(true);
    await page.getByRole('radio').nth(2).click();
    expect(await start.isDisabled()).toBe(false);
    await shoot('04-setup-team');
    await start.click();

    // Dashboard with the next game.
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.getByText('Setup Complete!').waitFor();
    await page.getByTestId('next-opponent').waitFor();
    expect(await page.getByText(/Matchday 1 • Round 1/).count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: '▶ Play next match' }).waitFor();
    expect(await page.getByRole('button', { name: '▶ Play next match' }).isEnabled()).toBe(true);
    await shoot('05-dashboard');

    // Save the lineup.
    await page.getByRole('button', { name: 'Auto-Assign' }).click();
    await page.getByRole('button', { name: 'Save Lineup' }).click();
    await page.getByText('Starting Lineup Updated').waitFor();

    // Roster: the sortable table on a desktop, the cards a choice away.
    await openTab('Roster');
    await page.getByRole('heading', { name: 'Roster' }).waitFor();
    await page.getByTestId('roster-row').nth(11).waitFor();
    expect(await page.getByTestId('roster-row').count()).toBeGreaterThanOrEqual(12);
    await shoot('06-roster');
    await page.getByRole('group', { name: 'Roster view' }).getByRole('button', { name: 'cards' }).click();
    await page.getByTestId('player-card').nth(11).waitFor();
    await shoot('06b-roster-cards');
    // A player's page from the roster, and back.
    const first = page.getByTestId('player-card').first().getByRole('link');
    const firstName = (await first.textContent()) ?? '';
    await first.click();
    await page.getByRole('heading', { level: 1, name: firstName }).waitFor();
    await page.getByTestId('overall-chart').waitFor();
    expect(await page.getByTestId('player-potential').textContent()).toMatch(/^(\d+|\?)$/);
    await shoot('06c-player-page');
    await page.getByRole('button', { name: '← Back' }).click();
    await page.getByRole('heading', { name: 'Roster' }).waitFor();

    // Schedule: 22 matchdays, one "Next Game".
    await openTab('Schedule');
    await page.getByRole('heading', { name: /League Schedule/ }).waitFor();
    await page.getByTestId('match-row').nth(131).waitFor();
    expect(await page.getByTestId('matchday').count()).toBe(22);
    expect(await page.getByText('Next Game', { exact: true }).count()).toBe(1);
    expect(await page.getByTestId('match-row').count()).toBe(132);
    expect(await page.getByRole('button', { name: '▶ Play' }).count()).toBe(1);
    await page.waitForTimeout(700); // the next matchday scrolls into view after 500 ms
    await shoot('07-schedule');

    // Standings: 12 rows, own row marked.
    await openTab('Standings');
    await page.getByRole('heading', { name: /Standings/ }).waitFor();
    // The heading shows before the table's query answers: wait for the rows.
    await page.getByTestId('standings-row').nth(11).waitFor();
    expect(await page.getByTestId('standings-row').count()).toBe(12);
    expect(await page.getByText('(You)').count()).toBe(1);
    // The legend has the spec's labels and says what the places lead to in Serie A.
    expect(await page.getByTestId('legend-line').allTextContents()).toEqual([
      'ChampionPosition 1: League title and a place in the European Cup',
      'PlayoffsPositions 2-3: No post-season series is played: the same league next season',
      'Mid-TablePositions 4-8: No change: the same league next season',
      'RelegationPositions 9-12: Relegated to Serie A2',
    ]);
    await shoot('08-standings');
    // A phone keeps W, L, +/- and Pts in view, with short names.
    await page.setViewportSize(VIEWPORTS.mobile);
    const firstRow = page.getByTestId('standings-row').first();
    for (const header of ['W', 'L', '+/-', 'Pts'])
      expect(await inViewport(page.getByRole('columnheader', { name: header, exact: true }))).toBe(true);
    // Pos, Team, P, W, L, PF, PA, +/-, Pts: the points cell.
    expect(await inViewport(firstRow.locator('td').nth(8))).toBe(true);
    expect(await firstRow.getByTestId('short-team-name').isVisible()).toBe(true);
    await page.setViewportSize(VIEWPORTS.desktop);

    // Another team's roster, and back.
    const other = page.getByTestId('standings-row').filter({ hasNotText: '(You)' }).first().getByRole('button');
    const otherName = (await other.getAttribute('aria-label')) ?? '';
    await other.click();
    await page.getByRole('heading', { name: otherName }).waitFor();
    await page.getByTestId('team-player-row').nth(11).waitFor();
    expect(await page.getByTestId('team-player-row').count()).toBeGreaterThanOrEqual(12);
    await shoot('09-team-roster');
    await page.getByRole('button', { name: '← Back' }).click();
    await page.getByTestId('standings-row').first().waitFor();

    // Profile: the league by its name.
    await openTab('Profile');
    await page.getByText('ada@example.com').waitFor();
    expect(await page.getByText('Serie A', { exact: true }).count()).toBe(1);
    await shoot('10-profile');

    // Settings: the editor is a sandbox tool, and says what it changes before it opens.
    await openTab('Settings');
    await page.getByRole('button', { name: 'Open the Player Editor' }).click();
    await page.getByRole('dialog', { name: 'Open the player editor?' }).waitFor();
    await shoot('10b-settings-sandbox-confirm');
    await page.getByRole('button', { name: 'Cancel' }).click();

    // A phone reaches all ten tabs: four in the bar, six under More.
    await page.setViewportSize(VIEWPORTS.mobile);
    const headings: Record<string, RegExp> = {
      Dashboard: /^Dashboard$/,
      Office: /^General Manager Office$/,
      Schedule: /League Schedule$/,
      Standings: /Standings$/,
      Roster: /^Roster$/,
      Academy: /^Youth Academy$/,
      Transfers: /^Transfers$/,
      Finances: /^Finances$/,
      Settings: /^Settings$/,
      Profile: /^Profile$/,
    };
    for (const [label, heading] of Object.entries(headings)) {
      await openPhoneTab(label);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    }
    await page.getByRole('navigation', { name: 'Hub' }).getByRole('button', { name: 'More', exact: true }).click();
    await page.waitForTimeout(200);
    await page.screenshot({ path: path.join(SHOTS, '10c-hub-more-mobile.png') });
    await page.keyboard.press('Escape');
    await page.setViewportSize(VIEWPORTS.desktop);

    // The rules, from inside the hub.
    await page.getByRole('link', { name: 'Rules', exact: true }).click();
    await page.getByRole('heading', { name: 'Rules & Regulations' }).waitFor();

    // Unknown path.
    await page.goto(`${game.url}/nope`);
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await shoot('11-not-found');

    // Rules, public.
    await page.goto(`${game.url}/rules`);
    await page.getByRole('heading', { name: 'Rules & Regulations' }).waitFor();
    await shoot('12-rules');

    // Sign out: back to the landing page.
    await page.goto(`${game.url}/user-profile`);
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.getByRole('button', { name: 'Login & Start Playing' }).waitFor();
    expect(consoleErrors.filter((e) => !/401/.test(e))).toEqual([]);
  });

  it('plays the own match of matchday 1 live, saves it and sees the result', async () => {
    await page.goto(game.url);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/api/login**');
    await page.fill('#reg-first', 'Bo');
    await page.fill('#reg-last', 'Live');
    await page.fill('#reg-email', 'bo@example.com');
    await page.fill('#reg-password', 'correct-horse-battery');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('button', { name: /Spain/ }).click();
    await page.getByRole('radio').first().click();
    await page.getByRole('button', { name: 'Start Managing' }).click();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();

    // The dashboard's Play next match opens the match's own page.
    await page.getByRole('button', { name: '▶ Play next match' }).click();
    await page.waitForURL(/\/match\/[^/]+\/live$/);
    const controls = page.getByRole('complementary', { name: 'Match controls' });
    await controls.getByRole('button', { name: /Start Match/ }).click();
    await page.getByTestId('latest-event').waitFor();
    await shoot('13-live-match');
    // 1280x800: the score, the court and the manager's controls (main action, substitutions) in one viewport, from the
    // page's top (the screenshots' trip to phone size and back can leave the window scrolled by the feed's growth).
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await inViewport(page.getByTestId('scoreboard'))).toBe(true);
    expect(await inViewport(page.getByTestId('court-view'))).toBe(true);
    expect(await inViewport(controls.getByRole('button', { name: /Pause|Play|Continue/ }).first())).toBe(true);
    expect(await inViewport(controls.getByRole('tab', { name: 'Substitutions' }))).toBe(true);
    expect(await inViewport(controls.getByRole('radiogroup', { name: 'Going out' }))).toBe(true);

    // Change tactics while it runs.
    await controls.getByRole('tab', { name: 'Tactics' }).click();
    await controls.getByRole('button', { name: 'fast', exact: true }).first().click();
    await expect.poll(() => controls.getByRole('button', { name: 'fast', exact: true }).first().getAttribute('aria-pressed')).toBe('true');

    // At the first break the page is deep-linkable: a reload rejoins the same seat.
    await page.getByRole('button', { name: 'Continue to Quarter 2' }).waitFor({ timeout: 60_000 });
    const livePath = new URL(page.url()).pathname;
    await page.reload();
    await page.getByRole('button', { name: 'Continue to Quarter 2' }).waitFor({ timeout: 30_000 });
    expect(new URL(page.url()).pathname).toBe(livePath);

    // Substitute: who goes out and who comes in, each with their figures.
    await controls.getByRole('tab', { name: 'Substitutions' }).click();
    const goingOut = controls.getByRole('radiogroup', { name: 'Going out' });
    const comingIn = controls.getByRole('radiogroup', { name: 'Coming in' });
    await expect.poll(() => goingOut.getByTestId('sub-out').first().textContent()).toMatch(/OVR \d+ · NRG \d+% · PF \d\/5 · MIN \d+/);
    await goingOut.getByRole('radio').first().check();
    await comingIn.locator('input[type="radio"]:not([disabled])').first().check();
    await controls.getByRole('button', { name: 'Substitute', exact: true }).click();
    await expect.poll(() => page.getByTestId('latest-event').textContent()).toMatch(/ in for /);
    await shoot('14-live-break');

    // The rest on a phone: a score bar at the top, the controls in a bar at the bottom, both in view.
    await page.setViewportSize(VIEWPORTS.mobile);
    const bottomBar = page.getByRole('navigation', { name: 'Match controls' });
    await bottomBar.waitFor();
    expect(await inViewport(page.getByTestId('score-bar'))).toBe(true);
    expect(await inViewport(bottomBar.getByRole('button', { name: 'Continue to Quarter 2' }))).toBe(true);
    expect(await inViewport(bottomBar.getByRole('button', { name: 'Subs', exact: true }))).toBe(true);
    await bottomBar.getByRole('button', { name: 'Subs', exact: true }).click();
    await page.getByRole('dialog', { name: 'Substitutions' }).getByRole('radiogroup', { name: 'Coming in' }).waitFor();
    await page.waitForTimeout(200);
    await page.screenshot({ path: path.join(SHOTS, '14b-live-subs-sheet-mobile.png') });
    await page.keyboard.press('Escape');
    // The score bar stays at the top when the page scrolls.
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(150);
    expect(await inViewport(page.getByTestId('score-bar'))).toBe(true);
    for (let guard = 0; guard < 12; guard += 1) {
      const next = bottomBar.getByRole('button', { name: /^Continue to / });
      const save = bottomBar.getByRole('button', { name: 'Save', exact: true });
      await Promise.race([next.waitFor({ timeout: 60_000 }), save.waitFor({ timeout: 60_000 })]);
      if (await save.isVisible()) break;
      await next.click();
      await next.waitFor({ state: 'hidden' });
    }
    const final = (await page.getByText(/^Final: /).textContent()) ?? '';
    const [, home = NaN, away = NaN] = (final.match(/ (\d+) - (\d+) /) ?? []).map(Number);
    expect(home).not.toBe(away);
    await page.setViewportSize(VIEWPORTS.desktop);
    await controls.getByRole('tab', { name: 'Statistics' }).click();
    await shoot('15-live-final');
    await page.getByRole('button', { name: 'Save', exact: true }).click();

    // Processing, then back in the hub's schedule with the result, and the standings.
    await page.getByRole('heading', { name: 'Match Processing Complete' }).waitFor({ timeout: 60_000 });
    await shoot('16-processing');
    // The dialog closes by itself 3 s after success: on a loaded machine the screenshots can outlast it.
    const continueButton = page.getByRole('button', { name: 'Continue' });
    if (await continueButton.isVisible()) await continueButton.click({ timeout: 5_000 }).catch(() => undefined);
    await page.waitForURL('**/matches');
    await page.getByText(`${home} - ${away}`).first().waitFor();
    expect(await page.getByText('Next Game', { exact: true }).count()).toBe(1);
    await openTab('Standings');
    await expect.poll(() => page.getByTestId('standings-row').filter({ hasText: '(You)' }).textContent()).toMatch(/^\d+\S*.*\(You\)1/);
    const played = await page.getByTestId('standings-row').evaluateAll((rows) => rows.map((r) => r.querySelectorAll('td')[2]?.textContent));
    expect(played.every((p) => p === '1')).toBe(true);

    // The dashboard says in words what holds the next match, and links there.
    await openTab('Dashboard');
    await expect
      .poll(() => page.getByTestId('next-match-blocker').textContent(), { timeout: 10_000 })
      .toMatch(/Pay the salaries of matchday 1 in the Office/);
    expect(await page.getByRole('button', { name: '▶ Play next match' }).isDisabled()).toBe(true);
    await shoot('16e-dashboard-next-match-blocked');

    // The matchday's salaries fall due: the office badge counts them, and matchday 2's Play button waits for the office.
    const officeTab = page.getByRole('navigation', { name: 'Hub' }).getByRole('button', { name: /Office/ });
    await expect.poll(() => officeTab.getByLabel(/unread/).count()).toBe(1);
    await openTab('Schedule');
    const playNext = page.getByRole('button', { name: '▶ Play' });
    await expect.poll(() => playNext.isDisabled()).toBe(true);
    await page.getByText('Read office notifications first').first().waitFor();
    const budgetOf = async () => Number(((await page.getByTestId('header-budget').getAttribute('title')) ?? '').replace(/[^\d-]/g, ''));
    const before = await budgetOf();
    // Its name carries the badge ("Office 1 unread"), so it is found by a pattern, not openTab's exact name.
    await officeTab.click();
    await page.getByRole('heading', { name: 'General Manager Office' }).waitFor();
    const amount = Number(((await page.getByTestId('salary-amount').textContent()) ?? '').replace(/[^\d-]/g, ''));
    expect(amount).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Pay Salaries' }).click();
    await page.getByText('Salaries paid successfully! Player morale maintained.').waitFor();
    await expect.poll(budgetOf).toBe(before - amount);
    await shoot('16b-office-salaries');
    // Matchday 1 may also have brought an agent, an injury or a sponsor (the career's seed decides): each tab read clears its matters.
    for (const name of ['Agent Requests', 'Medical Reports', 'Scout Reports', 'Sponsorships']) {
      await page.getByRole('tab', { name: new RegExp(`^${name}`) }).click();
      await page.getByRole('tabpanel').waitFor();
    }
    await shoot('16d-office-sponsorships');
    await expect.poll(() => officeTab.getByLabel(/unread/).count()).toBe(0);
    await openTab('Schedule');
    await expect.poll(() => playNext.isEnabled()).toBe(true);
    expect(await page.getByText('Read office notifications first').count()).toBe(0);
    // Finances lists the payment, newest first, with the receipts of the home game if there was one.
    await openTab('Finances');
    await page.getByRole('heading', { name: 'Finances' }).waitFor();
    await expect.poll(() => page.getByTestId('transaction').first().textContent()).toContain('Salaries for matchday 1');
    await shoot('16c-finances');

    // The live game's report: its quarters, both box scores, its shot chart and score flow.
    await openTab('Schedule');
    await page
      .getByTestId('match-row')
      .filter({ has: page.locator('button.text-court-400') })
      .filter({ hasText: `${home} - ${away}` })
      .first()
      .getByRole('button', { name: 'Summary' })
      .click();
    await page.getByRole('dialog', { name: 'Match Summary' }).getByRole('link', { name: 'Full box score' }).click();
    await page.getByTestId('report-shot-chart').waitFor();
    await page.getByTestId('score-flow').waitFor();
    expect(await page.getByTestId('report-score').textContent()).toBe(`${home} - ${away}`);
    await shoot('16e-match-report-live');
  }, 240_000);

  it('signs the cheapest affordable free agent from Transfers and pays exactly his price', async () => {
    // A new manager: the previous test leaves its manager signed in.
    await browser.context.clearCookies();
    consoleErrors.length = 0;
    await page.goto(game.url);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/api/login**');
    await page.fill('#reg-first', 'Cy');
    await page.fill('#reg-last', 'Market');
    await page.fill('#reg-email', 'cy@example.com');
    await page.fill('#reg-password', 'correct-horse-battery');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('button', { name: /Italy/ }).click();
    // The first club: room to sign, and players under 23, one of whom goes on loan at the end.
    await page.getByRole('radio').nth(0).click();
    await page.getByRole('button', { name: 'Start Managing' }).click();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();

    // The header shows millions; its title carries the exact euros.
    const euros = (text: string | null) => Number((text ?? '').replace(/[^\d-]/g, ''));
    const headerBudget = async () => euros(await page.getByTestId('header-budget').getAttribute('title'));
    const before = await headerBudget();
    expect(before).toBeGreaterThan(0);

    await openTab('Transfers');
    await page.getByRole('heading', { name: 'Transfers' }).waitFor();
    expect(await page.getByRole('tab', { name: 'Free Agents' }).getAttribute('aria-selected')).toBe('true');
    await page.getByTestId('free-agent').first().waitFor();
    await page.getByLabel('Sort by').selectOption('value');
    await shoot('17-transfers-free-agents');

    // Cheapest first: the first one whose Sign button is enabled is the cheapest he can afford.
    const rows = page.getByTestId('free-agent');
    let chosen: { name: string; price: number; wage: string } | null = null;
    for (let i = 0; i < (await rows.count()) && !chosen; i += 1) {
      const sign = rows.nth(i).getByRole('button', { name: /^Sign / });
      if (await sign.isDisabled()) continue;
      const name = ((await sign.getAttribute('aria-label')) ?? '').replace(/^Sign /, '');
      chosen = {
        name,
        price: euros(await rows.nth(i).getByTestId('free-agent-price').textContent()),
        wage: (await rows.nth(i).getByTestId('free-agent-wage').textContent()) ?? '',
      };
      await sign.click();
    }
    if (!chosen) throw new Error('no affordable free agent');
    // The contract: two seasons at his ask, its yearly cost beside the fee and the wage room it leaves.
    const signDialog = page.getByRole('dialog', { name: `Sign ${chosen.name}` });
    await signDialog.getByTestId('wage-impact').waitFor();
    await signDialog.getByRole('radio', { name: '2 seasons' }).check({ force: true });
    expect(await signDialog.getByTestId('yearly-wage').textContent()).toContain(chosen.wage);
    await shoot('17b-sign-contract');
    await signDialog.getByRole('button', { name: 'Sign for 2 seasons' }).click();
    await page.getByText('Player Signed Successfully').waitFor();
    await expect.poll(headerBudget).toBe(before - chosen.price);
    await expect.poll(() => page.getByTestId('free-agent').filter({ hasText: chosen.name }).count()).toBe(0);

    await openTab('Roster');
    // The roster's table on a desktop: his wage a season and his contract to the end of the second season. He is
    // found by his name and wage together, as names are drawn at random and the squad may have a namesake.
    const signedRow = page.getByTestId('roster-row').filter({ hasText: chosen.name }).filter({ hasText: chosen.wage }).first();
    await signedRow.waitFor();
    expect(await signedRow.textContent()).toContain('2026-27');
    await shoot('17c-roster-contracts');

    // Sell tab: every player priced; a sale is offered where some club has the money and the wage room for him.
    await openTab('Transfers');
    await page.getByRole('tab', { name: 'Sell Players' }).click();
    await page.getByTestId('sell-player').first().waitFor();
    await expect.poll(() => page.getByRole('button', { name: /: Checking$/ }).count()).toBe(0);
    const offeredSales = await page.getByRole('button', { name: /^Sell / }).count();
    expect(offeredSales).toBeGreaterThan(0);
    expect(offeredSales).toBeLessThanOrEqual(await page.getByTestId('sell-player').count());
    await shoot('18-transfers-sell');

    // Find Players: an own-league club's roster opens without scouting; an offer gets the club's answer.
    await page.getByRole('tab', { name: 'Find Players' }).click();
    await page.getByTestId('market-team').first().waitFor();
    const ownLeagueClub = page.getByTestId('market-team').first();
    const clubName = (await ownLeagueClub.locator('p').first().textContent()) ?? '';
    await ownLeagueClub.getByRole('button', { name: `View ${clubName} roster` }).click();
    const rosterDialog = page.getByRole('dialog', { name: clubName });
    await rosterDialog.getByTestId('roster-dialog-player').first().waitFor();
    await rosterDialog
      .getByRole('button', { name: /^Make an offer for / })
      .first()
      .click();
    const offerDialog = page.getByRole('dialog', { name: 'Make Transfer Offer' });
    await offerDialog.getByText('Market value range').waitFor();
    await expect.poll(() => offerDialog.getByLabel('Offer amount (€)').inputValue()).toMatch(/^\d+$/);
    await offerDialog.getByTestId('acceptance-label').waitFor();
    await shoot('19-make-offer');
    await offerDialog.getByRole('button', { name: 'Send Offer' }).click();
    await page.getByText(/^(Offer Accepted!|Offer Rejected|Counter-Offer Received)$/).waitFor();
    // A refused bid keeps the dialog open on the club's counter-offer; any other answer closes it.
    const counterOffer = offerDialog.getByTestId('counter-offer');
    await Promise.race([offerDialog.waitFor({ state: 'hidden' }), counterOffer.waitFor()]);
    if (await counterOffer.isVisible()) {
      await counterOffer.getByRole('button', { name: 'Accept counter-offer' }).waitFor();
      await page.keyboard.press('Escape');
    }
    await offerDialog.waitFor({ state: 'hidden' });
    await page.keyboard.press('Escape');
    await rosterDialog.waitFor({ state: 'hidden' });

    // Another league's club: scouting costs exactly TEAM_SCOUTING_COST and opens its roster.
    const beforeScout = await headerBudget();
    await page.getByLabel('League', { exact: true }).selectOption({ index: 1 });
    const abroad = page
      .getByTestId('market-team')
      .filter({ has: page.getByRole('button', { name: /^Scout / }) })
      .first();
    await abroad.waitFor();
    const abroadName = (await abroad.locator('p').first().textContent()) ?? '';
    await abroad.getByRole('button', { name: /^Scout / }).click();
    await page
      .getByRole('dialog', { name: `Scout ${abroadName}?` })
      .getByRole('button', { name: /^Pay / })
      .click();
    await page.getByText('Team Scouted Successfully!').waitFor();
    await page.getByRole('dialog', { name: abroadName }).getByTestId('roster-dialog-player').first().waitFor();
    await expect.poll(headerBudget).toBe(beforeScout - TEAM_SCOUTING_COST);
    await shoot('20-scouted-roster');
    await page.keyboard.press('Escape');

    // Player Loans: a young player goes to a club of another league and shows among the loans with his matchdays left.
    await page.getByRole('tab', { name: 'Player Loans' }).click();
    await page.getByText('No players currently on loan').waitFor();
    const candidates = page.getByTestId('loan-player');
    await candidates.first().waitFor();
    let loaned: string | null = null;
    for (let i = 0; i < (await candidates.count()) && !loaned; i += 1) {
      await candidates.nth(i).getByRole('button', { name: 'Send on Loan' }).click();
      const loanDialog = page.getByRole('dialog', { name: /^Send .* on loan$/ });
      await loanDialog
        .getByText(/^(Destination|No loan options available)$/)
        .first()
        .waitFor();
      if ((await loanDialog.getByRole('radio').count()) === 0) {
        await page.keyboard.press('Escape');
        continue;
      }
      // Sending without a destination says what is missing.
      await loanDialog.getByRole('button', { name: 'Send on Loan' }).click();
      await page.getByText('Missing information').waitFor();
      await loanDialog.getByRole('radio').first().check();
      await shoot('21-send-loan');
      loaned = ((await loanDialog.getByRole('heading').first().textContent()) ?? '').replace(/^Send (.*) on loan$/, '$1');
      await loanDialog.getByRole('button', { name: 'Send on Loan' }).click();
      await page.getByText('Player sent on loan').waitFor();
    }
    if (!loaned) throw new Error('no young player with a loan option');
    const loanCard = page.getByTestId('active-loan').filter({ hasText: loaned });
    await loanCard.waitFor();
    expect(await loanCard.textContent()).toContain('10 matchdays left');
    await shoot('22-active-loans');

    // Youth academy: a compact academy at its price, then a recruit whose potential is still being discovered.
    const beforeAcademy = await headerBudget();
    await openTab('Academy');
    await page.getByRole('heading', { name: 'Youth Academy' }).waitFor();
    await page.getByRole('button', { name: 'Create Academy' }).first().click();
    await page.getByRole('dialog', { name: 'Create a compact academy?' }).getByRole('button', { name: 'Confirm & Create' }).click();
    await page.getByText('Academy Created!').waitFor();
    await expect.poll(headerBudget).toBe(beforeAcademy - 2_000_000);
    await recruitIntoFirstEmptySlot();
    await page.getByText('Player Recruited!').waitFor();
    await page.getByTestId('academy-player').first().getByText('Discovering potential… 0%').waitFor();
    // Fill the other four places: most recruits are 14, the tournament's age.
    for (let filled = 1; filled < 5; filled += 1) {
      await recruitIntoFirstEmptySlot();
      await expect.poll(() => page.getByTestId('academy-player').count()).toBe(filled + 1);
    }
    // Should the draw have made them all 15 (about one career in 3,000), release one and recruit again until a 14-year-old can play.
    for (
      let tries = 0;
      tries < 8 && (await page.getByTestId('academy-player').filter({ hasText: '· 14 yrs ·' }).count()) === 0;
      tries += 1
    ) {
      const card = page.getByTestId('academy-player').first();
      await card.getByRole('button', { name: 'Release' }).click();
      await page
        .getByRole('dialog', { name: /^Release / })
        .getByRole('button', { name: 'Release' })
        .click();
      await page.getByText('Player Released!').last().waitFor();
      await expect.poll(() => page.getByTestId('academy-player').count()).toBe(4);
      await recruitIntoFirstEmptySlot();
      await expect.poll(() => page.getByTestId('academy-player').count()).toBe(5);
    }
    await shoot('23-academy');

    // Matchday 1's tournament match waits: the schedule says so beside a Play button that still works.
    await openTab('Schedule');
    await page.getByTestId('tournament-warning').getByText('⚠️ Complete Youth Academy tournament match first').waitFor();
    await page.getByTestId('tournament-warning').getByRole('button', { name: 'Open Tournament' }).click();
    const available = page.locator('[data-testid="tournament-match"][data-status="available"]');
    await available.waitFor();
    const opponent = ((await available.getByText(/^vs /).first().textContent()) ?? '').trim();
    await available.getByRole('button', { name: 'PLAY MATCH' }).click();
    const report = page.getByRole('dialog', { name: `Match Report ${opponent}` });
    await report.waitFor();
    await report.getByTestId('tournament-mvp').waitFor();
    // The MVP's highlighted row, and one row for each other 14-year-old who played (recruits' ages are the career's draw).
    expect(await report.getByTestId('box-score-mvp').count()).toBe(1);
    expect(await report.getByTestId('box-score-row').count()).toBeLessThanOrEqual(4);
    // One box score behind every figure: the team's 3P% is its totals' made over attempted; five on court make 200 minutes.
    const totals = await report.getByTestId('box-score-totals').getByRole('cell').allTextContents();
    const [made = 0, attempted = 0] = (totals[9] ?? '').split('-').map(Number);
    const threePct = (await report.getByText('3P%', { exact: true }).locator('..').textContent()) ?? '';
    expect(threePct).toBe(`3P%${attempted > 0 ? (Math.round((1000 * made) / attempted) / 10).toFixed(1) : '0.0'}%`);
    const players = (await report.getByTestId('box-score-row').count()) + 1;
    expect(Number(totals[1])).toBe(40 * Math.min(5, players));
    await shoot('24-tournament-report');
    await page.keyboard.press('Escape');
    await page.locator('[data-testid="tournament-match"][data-status="played"]').first().waitFor();
    await page.getByText('1/10').waitFor();
    await openTab('Schedule');
    await page.getByRole('button', { name: '▶ Play' }).first().waitFor();
    await expect.poll(() => page.getByTestId('tournament-warning').count()).toBe(0);

    // A youth scout, paid at the compact academy's price.
    const beforeYouthScout = await headerBudget();
    await openTab('Academy');
    await page.getByRole('tab', { name: 'Scouting' }).click();
    await page.getByLabel('Scout position').selectOption('PG');
    await page.getByRole('button', { name: 'Send Scout (€50,000)' }).click();
    await page.getByText('Scout Sent!').waitFor();
    await page
      .getByTestId('reports-due')
      .getByText(/2 reports on the way/)
      .waitFor();
    await expect.poll(headerBudget).toBe(beforeYouthScout - 50_000);
    await shoot('25-youth-scouting');
    expect(consoleErrors.filter((e) => !/401/.test(e))).toEqual([]);
  });

  it('advances to the next season from the Season Progress card and sees its schedule', async () => {
    // A developer's career, its season simulated through the API (the browser context's cookies are the page's).
    await browser.context.clearCookies();
    consoleErrors.length = 0;
    const api = browser.context.request;
    const origin = { origin: game.url };
    expect(
      (
        await api.post(`${game.url}/api/register`, {
          headers: origin,
          data: { email: 'dee@example.com', password: 'correct-horse-battery', firstName: 'Dee', lastName: 'Veloper' },
        })
      ).status(),
    ).toBe(201);
    expect(
      (await api.post(`${game.url}/api/setup/complete`, { headers: origin, data: { countryId: 'italy', teamId: 105 } })).status(),
    ).toBe(201);
    expect((await api.patch(`${game.url}/api/auth/user/simulate-mode`, { headers: origin, data: { simulateMode: true } })).status()).toBe(
      200,
    );
    // The league's 22 matchdays, then the European Cup's while the club is in it.
    for (let matchday = 1; matchday <= 40; matchday += 1) {
      expect((await api.post(`${game.url}/api/matches/simulate-matchday/${matchday}`, { headers: origin })).status()).toBe(200);
      const status = (await (await api.get(`${game.url}/api/season/status`)).json()) as { isComplete: boolean };
      if (status.isComplete) break;
    }
    // The Cup is over: its bracket and champion in the European Leagues tab.
    await page.goto(`${game.url}/european-leagues`);
    await page.getByRole('heading', { name: 'European Cup' }).waitFor();
    await page.getByTestId('cup-champion').waitFor();
    expect(await page.locator('[data-testid="cup-series"][data-round="QF"]').count()).toBe(4);
    await shoot('26a-european-cup');
    // A played game's box score from the schedule, and a player's page from it.
    await page.goto(`${game.url}/matches`);
    await page.getByRole('heading', { name: /League Schedule/ }).waitFor();
    await page.getByTestId('match-row').first().getByRole('button', { name: 'Summary' }).click();
    await page.getByRole('dialog', { name: 'Match Summary' }).getByRole('link', { name: 'Full box score' }).click();
    await page.getByTestId('match-report').waitFor();
    expect(await page.getByTestId('line-score').getByRole('columnheader').count()).toBeGreaterThanOrEqual(6);
    expect(await page.getByTestId('box-score').count()).toBe(2);
    await shoot('26b-match-report');
    const scorer = page.getByTestId('box-score-line').first().getByRole('link');
    const scorerName = (await scorer.textContent()) ?? '';
    await scorer.click();
    await page.getByRole('heading', { level: 1, name: scorerName }).waitFor();
    await page.getByTestId('season-stats').waitFor();
    await page.getByTestId('game-log').waitFor();
    await shoot('26c-player-from-box-score');

    // The contracts ending with the season, in the office: re-sign a happy player for two more seasons.
    await page.goto(`${game.url}/dashboard`);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    // The office's tab carries its unread count by now ("Office 2 unread"): found by the start of its name.
    await page
      .getByRole('navigation', { name: 'Hub' })
      .getByRole('button', { name: /^Office/ })
      .click();
    await page.getByRole('tab', { name: /^Contracts/ }).click();
    const contracts = page.getByTestId('expiring-contract');
    await contracts.first().waitFor();
    await shoot('25a-office-contracts-ending');
    // The happiest of them: a player at Good morale or better always agrees; below it he may refuse (a seeded draw,
    // and this career's unpaid salaries leave some squads all below it). Either answer must show, and the roster
    // must then agree with it.
    const morales = (
      await contracts
        .locator('dd')
        .filter({ hasText: /\(\d+\)$/ })
        .allTextContents()
    ).map((t) => Number(/\((\d+)\)$/.exec(t)?.[1]));
    const happiest = contracts.nth(morales.indexOf(Math.max(...morales)));
    const renewed = ((await happiest.locator('p').first().textContent()) ?? '').trim();
    const expiring = page.getByTestId('expiring-contract').filter({ hasText: renewed });
    await expiring.getByRole('radio', { name: '2 seasons' }).check({ force: true });
    await expiring.getByRole('button', { name: 'Offer 2-season contract' }).click();
    await expiring.getByText(/^(Re-signed|Refused)$/).waitFor();
    const agreed = (await expiring.getByText('Re-signed', { exact: true }).count()) === 1;
    if (Math.max(...morales) >= 50) expect(agreed).toBe(true);
    if (agreed) await expiring.getByText('until the end of 2027-28').first().waitFor();
    await shoot('25b-office-contracts');
    await openTab('Dashboard');
    await page.getByText(/^2025-26 · (\d+) of \1 matchdays played$/).waitFor();
    await page.getByRole('button', { name: 'Advance to Next Season' }).click();
    const confirm = page.getByRole('dialog', { name: 'Advance to the next season?' });
    await confirm.getByText('This cannot be undone.', { exact: false }).waitFor();
    await shoot('26-season-end-confirm');
    await confirm.getByRole('button', { name: 'Advance to Next Season' }).click();
    await page.getByText('Season Completed Successfully!').waitFor({ timeout: 30_000 });
    const summary = page.getByRole('dialog', { name: 'Welcome to 2026-27' });
    await summary.getByTestId('season-end-summary').waitFor();
    // It opens with the manager's own season; the world's is behind a button.
    await summary
      .getByTestId('season-end-club')
      .getByText(/finished \d+(st|nd|rd|th) of \d+ in /)
      .waitFor();
    await summary.getByRole('button', { name: /^The world’s season/ }).click();
    // The season's awards: the league's MVP, top scorer and All-League team, and the Final Four MVP.
    await summary.getByTestId('season-awards').waitFor();
    expect(await summary.getByTestId('award').count()).toBeGreaterThanOrEqual(8);
    await shoot('27-season-end-summary');
    await summary.getByRole('button', { name: 'Start the Season' }).click();
    await page.getByText('2026-27 · 0 of 22 matchdays played').waitFor();
    // He stayed, on his new contract (or, having refused, left with the season).
    await openTab('Roster');
    await page.getByTestId('roster-row').first().waitFor();
    const stayed = page.getByTestId('roster-row').filter({ hasText: renewed });
    if (agreed) expect(await stayed.first().textContent()).toContain('2027-28');
    else expect(await stayed.filter({ hasText: '2025-26' }).count()).toBe(0);
    // The new season's schedule: 22 matchdays, none played yet.
    await openTab('Schedule');
    await expect.poll(() => page.getByTestId('matchday').count()).toBe(22);
    expect(await page.getByText('Next Game', { exact: true }).count()).toBe(1);
    await shoot('28-new-season-schedule');

    // The player database: the whole world, sorted by overall (best first), then a player from it.
    await page.goto(`${game.url}/players`);
    const rows = page.getByTestId('database-row');
    await rows.nth(24).waitFor();
    await page.getByRole('button', { name: /^Age/ }).click();
    await expect.poll(() => page.url()).toContain('sort=age');
    await page.getByRole('button', { name: /^OVR/ }).click();
    await expect.poll(() => page.url()).not.toContain('sort=');
    await expect.poll(() => page.getByRole('columnheader', { name: /OVR/ }).getAttribute('aria-sort')).toBe('descending');
    const overalls = (await rows.locator('td:nth-child(4)').allTextContents()).map(Number);
    expect(overalls).toEqual([...overalls].sort((a, b) => b - a));
    expect(Number((await page.getByText(/^[\d,]+ players$/).textContent())?.replace(/\D/g, ''))).toBeGreaterThan(2_000);
    await shoot('29-player-database');
    const best = rows.first().getByRole('link');
    const bestName = (await best.textContent()) ?? '';
    await best.click();
    await page.getByRole('heading', { level: 1, name: bestName }).waitFor();
    await page.getByTestId('overall-chart').waitFor();
    await shoot('30-player-from-database');

    // The club's history: the season just ended.
    await page.goto(`${game.url}/roster`);
    await page.getByRole('link', { name: 'Club history' }).click();
    await page.getByTestId('club-seasons').waitFor();
    expect(await page.getByTestId('club-seasons').getByRole('row').count()).toBe(2);
    await shoot('31-club-history');
    expect(consoleErrors.filter((e) => !/401/.test(e))).toEqual([]);
  });
});
