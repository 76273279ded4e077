#!/usr/bin/env node
/**
 * `npm run load [managers|spectators|friendlies|api|league-round ...] [--smoke] [--duration S] [--rate R]`.
 *
 * Installs Artillery on first use (`npm ci` from load-tests/artillery's own
 * lockfile, out of the workspaces' install), then for each scenario starts
 * the game as `npm start` runs it, on a free port with a fresh file store and
 * settings for this load run only (sign-in and sign-up limits raised: every
 * virtual user comes from 127.0.0.1), waits until it answers, runs Artillery
 * with a JSON report, writes a readable summary beside it under
 * load-tests/reports/, prints it, stops the game, and exits non-zero when a
 * threshold (the scenarios' `ensure`) or anything else failed.
 *
 * --smoke (or LOAD_SMOKE=1): each scenario for about 20-30 s at light rates, thresholds checked (CI).
 * --duration S: the arrival phase lasts S seconds (managers keep their arrival rate; the api
 *   scenario runs each rate for S seconds). Spectators still watch 60 s (15 in the smoke).
 * --rate R: R users arriving a second (the api scenario: about R requests a second, that rate
 *   alone, after the warm-up).
 * league-round has twelve managers a league and plays one round: --duration and --rate do not
 *   apply to it (it runs as written).
 * The full api run warms the fresh server up (15 s, not judged), then steps the rate (about 100,
 * 200, ... requests a second), one Artillery run per rate, through its 500-a-second target and
 * on until p99 breaks; the verdict is the target's.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { summarize, summarizeSteps } from './summary.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const artilleryDir = path.join(here, 'artillery');
const artilleryBin = path.join(artilleryDir, 'node_modules', '.bin', 'artillery');
const installStamp = path.join(artilleryDir, 'node_modules', '.hardwood-install');
const SCENARIOS = ['managers', 'spectators', 'friendlies', 'api', 'league-round'];
/** Scenarios whose users are a fixed cast (set up by their `before` hook): --duration and --rate would not match it. */
const FIXED_SHAPE = new Set(['league-round']);
/** The api scenario's p99 limit (its ensure threshold) and its rate steps in requests a second, up to this at most. */
const API_P99_MS = 50;
const API_STEP = 100;
const API_MAX_RATE = 1000;
/** A fresh server's first seconds (JIT, first reads of the store) are not what a running game serves. */
const API_WARMUP = { duration: 15, requestsPerSecond: 100 };
const toolEnv = { ...process.env, ARTILLERY_DISABLE_TELEMETRY: 'true', PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };

/**
 * What each scenario needs of the server besides `npm start`'s defaults. The
 * spectators watch the Live Centre's six matches at the real 100 ms a game
 * second. The managers play their own matches at the real tick, without the
 * Live Centre. The API's read rate is measured on the API alone: no Live
 * Centre matches, no win-probability worker (they would take CPU from the
 * reads on this 2-core machine, and what they cost is the spectators' run).
 * The friendlies are played to the end at a game second every 5 ms (a whole
 * game in about 12 s), without the Live Centre. A league round: the
 * leagues' calendar allowed to run fast, looking every 200 ms (a tip-off
 * starts within 200 ms of its time; the default second would add up to a
 * second to every manager's wait), no Live Centre; its games at the real
 * 100 ms a game second (about 4.5 minutes), 5 ms in the smoke
 * (SMOKE_SERVER_SETTINGS).
 */
const SERVER_SETTINGS = {
  managers: { LIVE_CENTRE_MATCHES: '0', MATCH_TICK_MS: '100' },
  friendlies: { LIVE_CENTRE_MATCHES: '0', MATCH_TICK_MS: '5' },
  // Each spectator comes from an address of its own (X-Forwarded-For, trusted as from one proxy): passes and seats are bounded per address.
  spectators: { LIVE_CENTRE_MATCHES: '6', LIVE_CENTRE_TICK_MS: '100', TRUST_PROXY: '1' },
  api: { LIVE_CENTRE_MATCHES: '0' },
  'league-round': { LEAGUE_FAST_CLOCK: '1', LEAGUE_CLOCK_MS: '200', LIVE_CENTRE_MATCHES: '0', MATCH_TICK_MS: '100' },
};
/** What the smoke changes of a scenario's settings: a league's game in about 15 s instead of 4.5 minutes. */
const SMOKE_SERVER_SETTINGS = {
  'league-round': { MATCH_TICK_MS: '5' },
};
const RAISED_LIMITS = { REGISTER_RATE_LIMIT: '1000000', LOGIN_RATE_LIMIT: '1000000', LOGIN_ADDRESS_RATE_LIMIT: '1000000' };

function usage(message) {
  console.error(`${message}\nUsage: npm run load [-- ${SCENARIOS.join('|')} ...] [--smoke] [--duration S] [--rate R]`);
  process.exit(2);
}

function parseArgs(argv) {
  const options = { smoke: process.env.LOAD_SMOKE === '1', duration: null, rate: null, scenarios: [] };
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i].split('=', 2);
    const value = () => {
      const raw = inline ?? argv[++i];
      const n = Number(raw);
      if (!Number.isInteger(n) || n < 1) usage(`${flag} needs a whole number of at least 1, not ${raw}`);
      return n;
    };
    if (flag === '--smoke') options.smoke = true;
    else if (flag === '--duration') options.duration = value();
    else if (flag === '--rate') options.rate = value();
    else if (flag === '--help' || flag === '-h') usage('Runs the Artillery scenarios against a fresh game.');
    else if (SCENARIOS.includes(flag)) options.scenarios.push(flag);
    else usage(`Unknown argument ${argv[i]}`);
  }
  if (options.scenarios.length === 0) options.scenarios = [...SCENARIOS];
  return options;
}

/** The Artillery version the lockfile pins (what gets installed). */
function artilleryVersion() {
  const lock = JSON.parse(readFileSync(path.join(artilleryDir, 'package-lock.json'), 'utf8'));
  return lock.packages?.['node_modules/artillery']?.version ?? '(unknown version)';
}

/** `npm ci` from the committed lockfile, again whenever the lockfile changed since the last install. */
async function installArtillery() {
  const lock = createHash('sha256')
    .update(readFileSync(path.join(artilleryDir, 'package-lock.json')))
    .digest('hex');
  if (existsSync(artilleryBin) && existsSync(installStamp) && readFileSync(installStamp, 'utf8') === lock) return;
  console.log(`[load] installing Artillery ${artilleryVersion()} from load-tests/artillery/package-lock.json (about a minute, 590 MB)...`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const code = await new Promise((resolve) => {
    const child = spawn(npm, ['ci', '--prefix', path.relative(root, artilleryDir), '--no-audit', '--no-fund', '--loglevel=error'], {
      cwd: root,
      stdio: 'inherit',
      env: toolEnv,
    });
    child.once('exit', (status) => resolve(status ?? 1));
  });
  if (code !== 0) throw new Error(`npm ci of Artillery failed (exit ${code})`);
  writeFileSync(installStamp, lock);
}

/** The processor drives rooms with the game's own @colyseus/sdk (the root install). */
function checkColyseusClient() {
  try {
    createRequire(path.join(here, 'processors', 'hardwood.cjs')).resolve('@colyseus/sdk');
  } catch {
    throw new Error('@colyseus/sdk is not installed: run `npm ci` (or `npm install`) at the repository root first');
  }
}

function readScenario(name) {
  const yaml = createRequire(path.join(artilleryDir, 'package.json'))('js-yaml');
  return (yaml.safeLoad ?? yaml.load)(readFileSync(path.join(here, 'scenarios', `${name}.yml`), 'utf8'));
}

/** Requests one virtual user of a scenario makes (the api scenario: the hub's nine GETs). */
const requestsPerUser = (name) => readScenario(name).scenarios[0].flow.filter((step) => step.get || step.post || step.put).length;

/** A scenario's phases for this run, as `--overrides` for Artillery (applied after `-e smoke|full`); `rate` in users a second. */
function overridesFor(name, environment, { duration, rate }) {
  const script = readScenario(name);
  const phases = script.config.environments[environment].phases.map((phase) => {
    const next = { ...phase };
    if (duration) {
      // The same arrival rate over the new length: a count scales with it.
      if (next.arrivalCount) next.arrivalCount = Math.max(1, Math.round((next.arrivalCount * duration) / next.duration));
      next.duration = duration;
    }
    if (rate) {
      delete next.arrivalCount;
      next.arrivalRate = rate;
      next.name = `${rate} users a second`;
    }
    return next;
  });
  return { config: { phases } };
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

/** The game as `npm start` runs it (same Node flags), on a fresh file store, with this run's settings. */
async function startGame(port, dataDir, settings) {
  const env = {
    ...process.env,
    PORT: String(port),
    DATABASE_URL: `nedb://${dataDir}`,
    NODE_ENV: 'development',
    ...RAISED_LIMITS,
    ...settings,
  };
  const child = spawn(process.execPath, ['--max-semi-space-size=32', '--import', 'tsx', path.join(root, 'api', 'src', 'main.ts')], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const collect = (chunk) => (log += chunk.toString());
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  // Answering is the test: any HTTP answer from /api (a 401 signed out) means the game is up.
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the game exited (${child.exitCode}) before answering:\n${log}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the game did not answer within 90 s:\n${log}`);
    }
    const answered = await fetch(`http://127.0.0.1:${port}/api/auth/user`).then(
      (res) => res.status > 0,
      () => false,
    );
    if (answered) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  // From now on the game's own output goes to ours only when it is an error (stderr); stdout is drained.
  child.stdout.off('data', collect);
  child.stderr.off('data', collect);
  child.stdout.resume();
  child.stderr.on('data', (chunk) => process.stderr.write(`[game] ${chunk}`));
  return { child, exited };
}

async function stopGame({ child, exited }) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  const timeout = new Promise((resolve) => setTimeout(() => resolve('timeout'), 5000));
  if ((await Promise.race([exited, timeout])) === 'timeout') {
    child.kill('SIGKILL');
    await exited;
  }
}

/** One `artillery run`: its exit code, the ensure lines it printed, its report. */
function runArtillery(name, environment, target, reportPath, overrides) {
  const args = [
    'run',
    '--target',
    target,
    '--environment',
    environment,
    '--overrides',
    JSON.stringify(overrides),
    '--output',
    reportPath,
    path.join(here, 'scenarios', `${name}.yml`),
  ];
  return new Promise((resolve) => {
    const child = spawn(artilleryBin, args, { cwd: here, env: toolEnv, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk.toString()));
    child.stderr.on('data', (chunk) => (output += chunk.toString()));
    child.once('exit', (code) => {
      const checks = output
        .split('\n')
        .filter((line) => /^\s*(ok|fail):/.test(line))
        .map((line) => line.trim());
      const report = existsSync(reportPath) ? JSON.parse(readFileSync(reportPath, 'utf8')) : null;
      // Artillery exits non-zero when a check fails; a non-zero exit with every check ok (or none) is a crash.
      const crashed = code !== 0 && !checks.some((c) => c.startsWith('fail:'));
      if (!report || crashed)
        console.error(
          `[load] ${name}: Artillery exited ${code}${report ? '' : ' without a report'}; its output:\n${output.split('\n').slice(-60).join('\n')}`,
        );
      resolve({ code: code ?? 1, checks, report, passed: code === 0 && report !== null });
    });
  });
}

const describe = (settings) =>
  Object.entries({ ...settings, ...RAISED_LIMITS })
    .map(([k, v]) => `${k}=${v}`)
    .join(' ');

/** The api scenario at a fresh server: a short run at a low rate whose figures are kept but not judged. */
async function warmUp(target, base) {
  const users = Math.round(API_WARMUP.requestsPerSecond / requestsPerUser('api'));
  console.log(`[load] api: warming up (${API_WARMUP.duration} s, ${users} users a second, not judged)...`);
  const result = await runArtillery(
    'api',
    'full',
    target,
    `${base}-warmup.json`,
    overridesFor('api', 'full', { duration: API_WARMUP.duration, rate: users }),
  );
  if (!result.report) throw new Error('the api warm-up run failed (see above)');
}

/** A stepped api run: a rate at a time up to the target, then on while p99 holds. */
async function runApiSteps(target, base, options, settings) {
  const perUser = requestsPerUser('api');
  const targetUsers = overridesFor('api', 'full', {}).config.phases[0].arrivalRate;
  await warmUp(target, base);
  const steps = [];
  for (let asked = API_STEP; asked <= API_MAX_RATE; asked += API_STEP) {
    // Artillery wants whole arrival rates: the nearest whole number of users (nine requests each).
    const users = Math.round(asked / perUser);
    const rate = users * perUser;
    console.log(`[load] api: ${rate} requests a second (${users} users a second)...`);
    const reportPath = `${base}-${rate}rps.json`;
    const result = await runArtillery(
      'api',
      'full',
      target,
      reportPath,
      overridesFor('api', 'full', { duration: options.duration, rate: users }),
    );
    if (!result.report) return { passed: false, text: `api: the ${rate}-a-second run failed (see above)\n` };
    steps.push({ rate, users, reportPath, ...result, held: result.passed });
    console.log(`[load] api: ${rate} a second: ${result.checks.join('; ')}`);
    if (users >= targetUsers && !result.passed) break;
  }
  const atTarget = steps.find((s) => s.users === targetUsers);
  // Below the target a broken p99 is a finding (the highest rate shows it); any other failed check fails the run.
  const otherFailures = steps.filter(
    (s) => s.users < targetUsers && s.checks.some((c) => c.startsWith('fail:') && !c.includes('response_time')),
  );
  const passed = Boolean(atTarget?.passed) && otherFailures.length === 0;
  const text = summarizeSteps(`api (full run, ${steps.length} rates after a warm-up)`, steps, {
    passed,
    target: targetUsers * perUser,
    limitMs: API_P99_MS,
    settings: describe(settings),
  });
  return { passed, text, reports: [`${base}-warmup.json`, ...steps.map((s) => s.reportPath)] };
}

/** The game of the scenario under way: stopped on Ctrl-C too, never left behind. */
let running = null;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    running?.child.kill('SIGKILL');
    process.exit(130);
  });
}

async function runScenario(name, options, reports) {
  const environment = options.smoke ? 'smoke' : 'full';
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hardwood-load-'));
  const port = await freePort();
  const target = `http://127.0.0.1:${port}`;
  const settings = { ...SERVER_SETTINGS[name], ...(options.smoke ? SMOKE_SERVER_SETTINGS[name] : {}) };
  if (FIXED_SHAPE.has(name) && (options.duration || options.rate))
    console.log(`[load] ${name}: --duration and --rate do not apply (a fixed cast of users), running it as written`);
  console.log(`[load] ${name} (${environment} run) against ${target}, store ${dataDir}`);
  const started = Date.now();
  const game = await startGame(port, dataDir, settings);
  running = game;
  console.log(`[load] the game answered after ${((Date.now() - started) / 1000).toFixed(1)} s`);
  try {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const base = path.join(reports, `${name}-${environment}-${stamp}`);
    let outcome;
    if (name === 'api' && !options.smoke && !options.rate) {
      outcome = await runApiSteps(target, base, options, settings);
    } else {
      // A fixed cast runs as written (see above).
      const fixed = FIXED_SHAPE.has(name);
      let rate = fixed ? null : options.rate;
      const duration = fixed ? null : options.duration;
      const reports = [`${base}.json`];
      if (name === 'api' && rate) {
        // --rate is requests a second here: whole users of nine requests each.
        rate = Math.max(1, Math.round(options.rate / requestsPerUser('api')));
        await warmUp(target, base);
        reports.unshift(`${base}-warmup.json`);
      }
      const result = await runArtillery(name, environment, target, `${base}.json`, overridesFor(name, environment, { duration, rate }));
      const asked = rate ? `, ${name === 'api' ? `${rate * requestsPerUser('api')} requests` : `${rate} users`} a second` : '';
      const title = `${name} (${environment} run${asked}${duration ? `, ${duration} s` : ''})`;
      outcome = {
        passed: result.passed,
        text: result.report
          ? summarize(title, result.report, { passed: result.passed, checks: result.checks, settings: describe(settings) })
          : `${title}: no report\n`,
        reports,
      };
    }
    writeFileSync(`${base}.txt`, outcome.text);
    console.log(`\n${outcome.text}`);
    console.log(
      `[load] summary ${path.relative(root, base)}.txt; reports ${(outcome.reports ?? []).map((r) => path.relative(root, r)).join(', ')}\n`,
    );
    return outcome.passed;
  } finally {
    await stopGame(game);
    running = null;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  if (options.rate && options.smoke) usage('--rate and --smoke do not go together: the smoke has its own light rates');
  await installArtillery();
  checkColyseusClient();
  const reports = path.join(here, 'reports');
  mkdirSync(reports, { recursive: true });
  const failed = [];
  for (const name of options.scenarios) {
    // A fresh game and store for each scenario: no run inherits another's careers or rooms.
    if (!(await runScenario(name, options, reports))) failed.push(name);
  }
  if (failed.length > 0) {
    console.error(`[load] failed: ${failed.join(', ')} (a threshold, a failed user or a crash: see above)`);
    process.exit(1);
  }
  console.log(`[load] passed: ${options.scenarios.join(', ')}`);
}

main().catch((error) => {
  console.error('[load]', error instanceof Error ? error.message : error);
  process.exit(1);
});
