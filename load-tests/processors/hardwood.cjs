/**
 * Artillery processor for Hardwood's scenarios (issue 17). HTTP requests stay
 * in the YAML (metrics-by-endpoint times each by name); what Artillery cannot
 * do itself is here: picking the manager's match from the schedule, keeping a
 * session cookie for the `before` flow's shared user, and the live rooms,
 * driven with the real colyseus.js 0.16 client from async function steps
 * (Artillery awaits them), which report join time and the patch stream as
 * custom histograms with `ensure` thresholds in the scenarios.
 */
'use strict';
const { Client } = require('colyseus.js');

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** afterResponse of GET /api/matches: the manager's matchday-1 game. */
function pickOwnMatch(req, res, context, events, next) {
  try {
    const matches = JSON.parse(res.body);
    const teamId = String(context.vars.teamId);
    const own = matches.find((m) => m.matchday === 1 && (String(m.homeTeamId) === teamId || String(m.awayTeamId) === teamId));
    if (own) context.vars.matchId = own.id;
    else events.emit('counter', 'manager.no_match', 1);
  } catch {
    events.emit('counter', 'manager.bad_schedule', 1);
  }
  next();
}

/** afterResponse of GET /api/starting-lineup: the slots, saved back unchanged by the PUT. */
function keepLineup(req, res, context, events, next) {
  try {
    context.vars.lineup = JSON.parse(res.body);
  } catch {
    events.emit('counter', 'manager.bad_lineup', 1);
  }
  next();
}

/** beforeRequest of PUT /api/starting-lineup. */
function lineupBody(requestParams, context, events, next) {
  requestParams.json = context.vars.lineup;
  next();
}

/** afterResponse of the `before` flow's sign-up: the session cookie every virtual user then sends. */
function keepSession(req, res, context, events, next) {
  const cookie = [].concat(res.headers['set-cookie'] || [])[0];
  if (cookie) context.vars.sessionCookie = cookie.split(';')[0];
  next();
}

/** beforeRequest of the api scenario's reads: the shared session. */
function sendSession(requestParams, context, events, next) {
  requestParams.headers = { ...(requestParams.headers || {}), cookie: context.vars.sessionCookie };
  next();
}

/** afterResponse of GET /api/live-centre: a live match to watch, the one with fewest spectators. */
function pickLiveMatch(req, res, context, events, next) {
  try {
    const live = JSON.parse(res.body).live.filter((m) => m.matchStatus !== 'finished');
    live.sort((a, b) => a.spectators - b.spectators);
    if (live[0]) context.vars.liveMatchId = live[0].matchId;
    else events.emit('counter', 'spectator.nothing_live', 1);
  } catch {
    events.emit('counter', 'spectator.bad_listing', 1);
  }
  next();
}

/**
 * Follows a room's patches. `gap`: ms between patches while the clock runs
 * (the room sends one on every event, status change and 10-game-second
 * resync, so a gap beyond a resync's 1,000 ms is lateness). `lateness`: how
 * much later than the game clock itself a patch arrives: within a period,
 * arrival minus the room time the clock says has passed, against the
 * earliest such offset (so a steady network delay is not counted, jitter is).
 */
function watchPatches(room, events, prefix) {
  let last = 0;
  let lastPlaying = false;
  let period = -1;
  let base = Infinity;
  const offsets = [];
  let patches = 0;
  room.onStateChange((state) => {
    const now = Date.now();
    patches += 1;
    const playing = state.status === 'playing';
    if (playing && lastPlaying && last > 0) events.emit('histogram', `${prefix}.patch_gap_ms`, now - last);
    last = now;
    lastPlaying = playing;
    if (!playing || state.quarter !== period) {
      // A new period (or a stopped clock): a fresh reference.
      period = playing ? state.quarter : -1;
      base = Infinity;
      offsets.length = 0;
      if (!playing) return;
    }
    const tickMs = state.tickMs || 100;
    const offset = now + state.clock * tickMs; // arrival + what is left of the period in room time: constant if on time
    base = Math.min(base, offset);
    offsets.push(offset);
    events.emit('histogram', `${prefix}.clock_lateness_ms`, offset - base);
  });
  return () => patches;
}

/** A spectator: joins the chosen Live Centre match, watches for `watchSeconds`, leaves. */
async function watchLiveMatch(context, events) {
  const pass = { endpoint: context.vars.endpoint, token: context.vars.token, roomName: context.vars.roomName };
  const started = Date.now();
  const room = await new Client(pass.endpoint).join(pass.roomName, { matchId: context.vars.liveMatchId, token: pass.token, spectate: true });
  events.emit('histogram', 'spectator.join_ms', Date.now() - started);
  room.onMessage('feed', (feed) => events.emit('histogram', 'spectator.feed_events', feed.length));
  room.onMessage('error', () => events.emit('counter', 'spectator.refused', 1));
  let dropped = false;
  room.onLeave((code) => {
    if (code !== 1000) dropped = true;
  });
  const patches = watchPatches(room, events, 'spectator');
  await sleep(Number(context.vars.watchSeconds || 60) * 1000);
  if (dropped) events.emit('counter', 'spectator.dropped', 1);
  events.emit('histogram', 'spectator.patches', patches());
  await room.leave(true);
}

/** A manager's live match: join (creating the room), play, pause, change tactics, play on, leave. */
async function playLiveMatch(context, events) {
  const started = Date.now();
  const room = await new Client(context.vars.endpoint).joinOrCreate(context.vars.roomName, { matchId: context.vars.matchId, token: context.vars.token });
  events.emit('histogram', 'manager.join_ms', Date.now() - started);
  room.onMessage('feed', () => undefined);
  room.onMessage('error', () => events.emit('counter', 'manager.refused', 1));
  const patches = watchPatches(room, events, 'manager');
  const waitFor = async (condition, ms) => {
    const until = Date.now() + ms;
    while (!condition()) {
      if (Date.now() > until) throw new Error('the room did not answer in time');
      await sleep(20);
    }
  };
  await waitFor(() => room.state.status === 'not_started', 5000);
  room.send('play');
  await waitFor(() => room.state.status === 'playing', 5000);
  await sleep(3000);
  room.send('pause');
  await waitFor(() => room.state.status === 'paused', 5000);
  room.send('tactics', { pace: 'fast', offense: 'inside', defense: 'zone' });
  await sleep(200);
  room.send('play');
  await waitFor(() => room.state.status === 'playing', 5000);
  await sleep(Number(context.vars.playSeconds || 10) * 1000);
  events.emit('histogram', 'manager.patches', patches());
  await room.leave(true);
}

module.exports = { pickOwnMatch, keepLineup, lineupBody, keepSession, sendSession, pickLiveMatch, watchLiveMatch, playLiveMatch };
