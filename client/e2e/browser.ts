/**
 * Debian's Chromium driven by playwright-core (never a browser download),
 * with the flags this machine's closed network needs and a fresh profile.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export async function launchBrowser(): Promise<{ context: BrowserContext; close: () => Promise<void> }> {
  const profile = mkdtempSync(path.join(tmpdir(), 'hardwood-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: FLAGS,
    viewport: { width: 1280, height: 800 },
  });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

export const SHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../test-output/screenshots');
export const VIEWPORTS = { desktop: { width: 1280, height: 800 }, mobile: { width: 375, height: 812 } } as const;

/** Both sizes of one screen into SHOTS (`name`-desktop.png, `name`-mobile.png); back to desktop afterwards. */
export async function shootBothSizes(page: Page, name: string): Promise<void> {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(200);
    await page.screenshot({ path: path.join(SHOTS, `${name}-${size}.png`), fullPage: false });
  }
  await page.setViewportSize(VIEWPORTS.desktop);
}

/** The page's console errors and failed requests (401s aside: signed-out reads are expected), as they happen. */
export function collectFailures(page: Page): string[] {
  const failures: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') failures.push(msg.text());
  });
  page.on('response', (res) => {
    if (res.status() >= 400 && res.status() !== 401)
      failures.push(`${res.status()} ${res.request().method()} ${new URL(res.url()).pathname}`);
  });
  return failures;
}
