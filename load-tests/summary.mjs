/**
 * A readable summary of an Artillery JSON report: requests and errors, p50,
 * p95 and p99 by endpoint (metrics-by-endpoint), the scenarios' own
 * histograms (join time, patch gaps, clock lateness), the ensure checks, and
 * for a stepped-rate run the p99 of each 10-second window with its request
 * rate and the highest rate whose window stayed under the 50 ms p99 target.
 */
const P99_TARGET_MS = 50;
const BY_ENDPOINT = 'plugins.metrics-by-endpoint.response_time.';

const fmt = (n) => (n === undefined || n === null ? '-' : Number.isInteger(n) ? String(n) : n.toFixed(1));
const row = (cells, widths) => cells.map((c, i) => String(c).padEnd(widths[i] ?? 10)).join(' ');

export function summarize(name, report, { smoke, exitCode, checks }) {
  const { counters = {}, summaries = {} } = report.aggregate ?? {};
  const lines = [];
  lines.push(`== ${name} (${smoke ? 'smoke' : 'full'} run): ${exitCode === 0 ? 'PASSED' : 'FAILED'} ==`);
  const requests = counters['http.requests'] ?? 0;
  const codes = Object.entries(counters).filter(([k]) => k.startsWith('http.codes.')).map(([k, v]) => `${k.slice(11)}: ${v}`).join(', ');
  const errors = Object.entries(counters).filter(([k]) => k.startsWith('errors.')).map(([k, v]) => `${k.slice(7)}: ${v}`);
  lines.push(`virtual users: ${counters['vusers.created'] ?? 0} created, ${counters['vusers.completed'] ?? 0} completed, ${counters['vusers.failed'] ?? 0} failed`);
  lines.push(`requests: ${requests} (${codes || 'none'}); errors: ${errors.length ? errors.join(', ') : 'none'}`);

  const widths = [28, 8, 8, 8, 8, 8];
  const endpoints = Object.entries(summaries).filter(([k]) => k.startsWith(BY_ENDPOINT));
  if (endpoints.length > 0) {
    lines.push('', 'response time by endpoint (ms)', row(['endpoint', 'count', 'p50', 'p95', 'p99', 'max'], widths));
    for (const [key, s] of endpoints) lines.push(row([key.slice(BY_ENDPOINT.length), s.count, fmt(s.p50), fmt(s.p95), fmt(s.p99), fmt(s.max)], widths));
    const all = summaries['http.response_time'];
    if (all) lines.push(row(['all requests', all.count, fmt(all.p50), fmt(all.p95), fmt(all.p99), fmt(all.max)], widths));
  }
  const own = Object.entries(summaries).filter(([k]) => /^(manager|spectator)\./.test(k));
  if (own.length > 0) {
    lines.push('', 'live rooms', row(['metric', 'count', 'p50', 'p95', 'p99', 'max'], widths));
    for (const [key, s] of own) lines.push(row([key, s.count, fmt(s.p50), fmt(s.p95), fmt(s.p99), fmt(s.max)], widths));
  }
  const ownCounters = Object.entries(counters).filter(([k]) => /^(manager|spectator)\./.test(k));
  if (ownCounters.length > 0) lines.push(`counters: ${ownCounters.map(([k, v]) => `${k} ${v}`).join(', ')}`);

  // Stepped rates (the api scenario): each window's rate and p99.
  const windows = (report.intermediate ?? []).map((w) => ({ rate: (w.counters?.['http.requests'] ?? 0) / 10, p99: w.summaries?.['http.response_time']?.p99 })).filter((w) => w.rate > 0 && w.p99 !== undefined);
  if (name === 'api' && windows.length > 0) {
    lines.push('', 'by 10-second window: requests a second, p99 ms');
    lines.push(windows.map((w) => `${fmt(w.rate)}/s ${fmt(w.p99)}`).join(' | '));
    const held = windows.filter((w) => w.p99 < P99_TARGET_MS).sort((a, b) => b.rate - a.rate)[0];
    lines.push(`highest rate with p99 under ${P99_TARGET_MS} ms: ${held ? `${fmt(held.rate)} requests a second (p99 ${fmt(held.p99)} ms, ${fmt(held.p99 / P99_TARGET_MS)}x the target)` : 'none'}`);
  }
  if (checks.length > 0) lines.push('', 'checks (ensure):', ...checks.map((c) => `  ${c}`));
  return `${lines.join('\n')}\n`;
}
