#!/usr/bin/env node
/**
 * `npm run load [managers|spectators|api ...] [--smoke]` (issue 17): installs
 * Artillery on first use (its own lockfile, out of the workspaces' install),
 * starts the game on a free port with a fresh file store and settings for a
 * load run only (raised sign-in and sign-up limits: every virtual user comes
 * from 127.0.0.1), runs each scenario, writes its JSON report and a readable
 * summary under load-tests/reports/, and exits non-zero when a threshold
 * (the scenarios' `ensure`) or anything else failed. `--smoke` runs each
 * scenario for about 20-30 s at light rates (CI); the default is the full run.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { summarize } from './summary.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const artilleryDir = path.join(here, 'artillery');
const artilleryBin = path.join(artilleryDir, 'node_modules', '.bin', 'artillery');
const SCENARIOS = ['managers', 'spectators', 'api'];
const quietEnv = { ...process.env, ARTILLERY_DISABLE_TELEMETRY: 'true', PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };

const args = process.argv.slice(2);
const smoke = args.includes('--smoke') || process.env.LOAD_SMOKE === '1';
const asked = args.filter((a) => !a.startsWith('--'));
const unknown = asked.filter((a) => !SCENARIOS.includes(a));
if (unknown.length > 0) {
  console.error(`Unknown scenario ${unknown.join(', ')}: choose from ${SCENARIOS.join(', ')}`);
  process.exit(2);
}
const scenarios = asked.length > 0 ? asked : SCENARIOS;

function installArtillery() {
  if (existsSync(artilleryBin)) return;
  console.log('[load] installing Artillery 2.0.21 (first run, about a minute)...');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  // `install` from the committed lockfile (it keeps every locked version): `npm ci` refuses this lockfile because
  // the registry here has only msgpackr-extract's Linux builds, so the other platforms' optional entries are absent.
  const install = spawnSync(npm, ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: artilleryDir, stdio: 'inherit', env: quietEnv });
  if (install.status !== 0) throw new Error('Artillery could not be installed');
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * What each scenario needs of the server besides `npm start`'s defaults: the
 * spectators watch the Live Centre's six matches; the API's read rate is
 * measured without them (six live matches and the win-probability worker take
 * CPU the reads would otherwise have), as are the managers' own matches.
 */
const SERVER_SETTINGS = {
  managers: { LIVE_CENTRE_MATCHES: '0' },
  spectators: { LIVE_CENTRE_MATCHES: '6' },
  api: { LIVE_CENTRE_MATCHES: '0', FORECAST_WORKERS: '0' },
};

/** The game as `npm start` runs it, on a fresh file store, with limits raised for this run only. */
async function startGame(port, dataDir, settings) {
  const env = {
    ...process.env,
    PORT: String(port),
    DATABASE_URL: `nedb://${dataDir}`,
    NODE_ENV: 'development',
    REGISTER_RATE_LIMIT: '1000000',
    LOGIN_RATE_LIMIT: '1000000',
    LOGIN_ADDRESS_RATE_LIMIT: '1000000',
    ...settings,
  };
  const child = spawn(process.execPath, ['--max-semi-space-size=32', '--import', 'tsx', path.join(root, 'api', 'src', 'main.ts')], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the game did not start:\n${log}`)), 60_000);
    const read = (chunk) => {
      log += chunk.toString();
      if (log.includes('[hardwood] ready at')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`the game exited (${code}):\n${log}`)));
  });
  // Keep reading so the pipe never fills; faults go to the run's own output.
  child.stdout.removeAllListeners('data');
  child.stdout.resume();
  child.stderr.removeAllListeners('data');
  child.stderr.on('data', (chunk) => process.stderr.write(`[game] ${chunk}`));
  child.removeAllListeners('exit');
  return child;
}

function runScenario(name, target, reportPath) {
  return new Promise((resolve) => {
    const child = spawn(artilleryBin, ['run', '--target', target, '--environment', smoke ? 'smoke' : 'full', '--output', reportPath, path.join(here, 'scenarios', `${name}.yml`)], { cwd: here, env: quietEnv, stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk.toString()));
    child.once('exit', (code) => resolve({ code: code ?? 1, output }));
  });
}

async function main() {
  installArtillery();
  const reports = path.join(here, 'reports');
  mkdirSync(reports, { recursive: true });
  let failed = false;
  for (const name of scenarios) {
    // A fresh game and store for each scenario: no run inherits another's careers or rooms.
    const dataDir = mkdtempSync(path.join(tmpdir(), 'hardwood-load-'));
    const port = await freePort();
    const target = `http://127.0.0.1:${port}`;
    console.log(`[load] ${name} (${smoke ? 'smoke' : 'full'} run) against ${target}, store ${dataDir}`);
    const game = await startGame(port, dataDir, SERVER_SETTINGS[name]);
    try {
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const base = path.join(reports, `${name}-${smoke ? 'smoke-' : ''}${stamp}`);
      const { code, output } = await runScenario(name, target, `${base}.json`);
      if (!existsSync(`${base}.json`)) {
        console.error(output);
        console.error(`[load] ${name}: Artillery wrote no report (exit ${code})`);
        failed = true;
        continue;
      }
      const checks = output.split('\n').filter((line) => /^\s*(ok|fail):/.test(line)).map((line) => line.trim());
      const summary = summarize(name, JSON.parse(readFileSync(`${base}.json`, 'utf8')), { smoke, exitCode: code, checks });
      writeFileSync(`${base}.txt`, summary);
      console.log(summary);
      console.log(`[load] report: ${path.relative(root, base)}.json and .txt`);
      if (code !== 0) failed = true;
    } finally {
      game.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 500));
      if (game.exitCode === null) game.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (failed) {
    console.error('[load] a threshold or a scenario failed');
    process.exit(1);
  }
}

main().catch((error) => {
  console.error('[load]', error instanceof Error ? error.message : error);
  process.exit(1);
});
