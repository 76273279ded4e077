/**
 * Readable summaries of Artillery JSON reports (`npm run load`): users,
 * requests, status codes and errors; p50, p95 and p99 by endpoint
 * (metrics-by-endpoint); the scenarios' own histograms (join time, command
 * time, clock lateness, patch gaps, a friendly's command time as each coach
 * sees it, a league round's tip-off and processing); the ensure checks as
 * Artillery printed them. For the api scenario's rate steps, one line per
 * rate and the highest rate at which p99 held.
 */
const BY_ENDPOINT = 'plugins.metrics-by-endpoint.response_time.';
const WIDTHS = [30, 8, 8, 8, 8, 8];

const fmt = (n) => (n === undefined || n === null ? '-' : Number.isInteger(n) ? String(n) : n.toFixed(1));
const row = (cells, widths = WIDTHS) => cells.map((c, i) => String(c).padEnd(widths[i] ?? 10)).join(' ');
const stats = (label, s) => row([label, s.count, fmt(s.p50), fmt(s.p95), fmt(s.p99), fmt(s.max)]);

/** Requests a second actually sent: the requests over the span between the first and the last counted. */
export function achievedRate(report) {
  const { counters = {}, firstCounterAt, lastCounterAt } = report.aggregate ?? {};
  const seconds = (lastCounterAt - firstCounterAt) / 1000;
  return seconds > 0 ? (counters['http.requests'] ?? 0) / seconds : 0;
}

function head(report) {
  const { counters = {} } = report.aggregate ?? {};
  const codes = Object.entries(counters)
    .filter(([k]) => k.startsWith('http.codes.'))
    .map(([k, v]) => `${k.slice(11)}: ${v}`)
    .join(', ');
  const errors = Object.entries(counters)
    .filter(([k]) => k.startsWith('errors.'))
    .map(([k, v]) => `${k.slice(7)}: ${v}`);
  const skipped = counters['vusers.skipped'] ? `, ${counters['vusers.skipped']} skipped` : '';
  return [
    `virtual users: ${counters['vusers.created'] ?? 0} created, ${counters['vusers.completed'] ?? 0} completed, ${counters['vusers.failed'] ?? 0} failed${skipped}`,
    `requests: ${counters['http.requests'] ?? 0} (${codes || 'none'}), ${fmt(achievedRate(report))} a second; errors: ${errors.length ? errors.join(', ') : 'none'}`,
  ];
}

function tables(report) {
  const { counters = {}, summaries = {} } = report.aggregate ?? {};
  const lines = [];
  const endpoints = Object.entries(summaries).filter(([k]) => k.startsWith(BY_ENDPOINT));
  if (endpoints.length > 0) {
    lines.push('', 'response time by endpoint (ms)', row(['endpoint', 'count', 'p50', 'p95', 'p99', 'max']));
    for (const [key, s] of endpoints) lines.push(stats(key.slice(BY_ENDPOINT.length), s));
    if (summaries['http.response_time']) lines.push(stats('all requests', summaries['http.response_time']));
  }
  const own = Object.entries(summaries).filter(([k]) => /^(manager|spectator|friendly|league)\./.test(k));
  if (own.length > 0) {
    lines.push('', 'live rooms (ms; patches and feed_events are counts per user)', row(['metric', 'count', 'p50', 'p95', 'p99', 'max']));
    for (const [key, s] of own) lines.push(stats(key, s));
  }
  const ownCounters = Object.entries(counters).filter(([k]) => /^(manager|spectator|friendly|league)\./.test(k));
  if (ownCounters.length > 0) lines.push(`counters: ${ownCounters.map(([k, v]) => `${k} ${v}`).join(', ')}`);
  return lines;
}

const checkLines = (checks) =>
  checks.length > 0 ? ['', 'checks (ensure):', ...checks.map((c) => `  ${c}`)] : ['', 'checks (ensure): none printed'];

/** One Artillery run. */
export function summarize(title, report, { passed, checks, settings }) {
  return `${[`== ${title}: ${passed ? 'PASSED' : 'FAILED'} ==`, `server: ${settings}`, ...head(report), ...tables(report), ...checkLines(checks)].join('\n')}\n`;
}

/**
 * The api scenario's rate steps: one separate Artillery run per rate, so each
 * rate's percentiles are its own. `target` is the rate the verdict is about;
 * "held" means p99 under the limit and no other check failed.
 */
export function summarizeSteps(title, steps, { passed, target, limitMs, settings }) {
  const lines = [
    `== ${title}: ${passed ? 'PASSED' : 'FAILED'} ==`,
    `server: ${settings}`,
    '',
    'by rate (one Artillery run each; response times in ms)',
  ];
  const widths = [10, 10, 8, 6, 7, 7, 7, 7, 8];
  lines.push(row(['asked/s', 'sent/s', 'requests', 'failed', 'p50', 'p95', 'p99', 'max', 'verdict'], widths));
  for (const step of steps) {
    const { counters = {}, summaries = {} } = step.report.aggregate ?? {};
    const s = summaries['http.response_time'] ?? {};
    lines.push(
      row(
        [
          step.rate,
          fmt(achievedRate(step.report)),
          counters['http.requests'] ?? 0,
          counters['vusers.failed'] ?? 0,
          fmt(s.p50),
          fmt(s.p95),
          fmt(s.p99),
          fmt(s.max),
          step.held ? 'held' : 'broke',
        ],
        widths,
      ),
    );
  }
  // The highest rate with every rate up to it held: a lucky run above a failed one does not count.
  let highest = null;
  for (const step of steps) {
    if (!step.held) break;
    highest = step;
  }
  const top = steps[steps.length - 1];
  const above = top?.held && top.rate >= target ? ` (the highest tried; ${top.rate} a second was the last step)` : '';
  lines.push(
    '',
    highest
      ? `highest rate with p99 under ${limitMs} ms: ${highest.rate} requests a second (p99 ${fmt(highest.report.aggregate.summaries['http.response_time'].p99)} ms)${above}`
      : `highest rate with p99 under ${limitMs} ms: none of the rates tried`,
  );
  const atTarget = steps.find((s) => s.rate === target);
  if (atTarget) {
    lines.push('', `-- at ${target} a second --`, ...head(atTarget.report), ...tables(atTarget.report), ...checkLines(atTarget.checks));
  }
  return `${lines.join('\n')}\n`;
}
