/**
 * Artillery processor for Hardwood's scenarios. HTTP requests stay
 * in the YAML (metrics-by-endpoint times each by name); what Artillery cannot
 * do itself is here: picking the manager's match from the schedule, keeping a
 * session cookie for the `before` flow's shared user, and the live rooms,
 * driven with the real @colyseus/sdk 0.18 client from async function steps
 * (Artillery awaits them), which report join time and the patch stream as
 * custom histograms with `ensure` thresholds in the scenarios.
 *
 * CommonJS on purpose: Artillery 2 would import a `.mjs` processor too,
 * but only a CommonJS one is also loadable by every other Artillery tool.
 * @colyseus/sdk is the game's own copy (the root install, the client's version),
 * not a second one in load-tests/artillery: the load test speaks exactly the
 * protocol the browser speaks.
 */
'use strict';
const { Client } = require('@colyseus/sdk');

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

/**
 * afterResponse of GET /api/live-centre: a match whose room is running (the
 * listing also names fixtures not started yet, which have no room to join),
 * the one with the fewest spectators.
 */
function pickLiveMatch(req, res, context, events, next) {
  try {
    const live = JSON.parse(res.body).live.filter((m) => m.matchStatus === 'playing' || m.matchStatus === 'break');
    live.sort((a, b) => a.spectators - b.spectators);
    if (live[0]) context.vars.liveMatchId = live[0].matchId;
    else events.emit('counter', 'spectator.nothing_live', 1);
  } catch {
    events.emit('counter', 'spectator.bad_listing', 1);
  }
  next();
}

/**
 * Follows a room's patches. The room sends one only when a viewer sees a
 * change (an event, a status change, a clock resync every 10 game seconds);
 * the viewer runs the clock itself in between. So a smooth stream is not "a
 * patch every 100 ms" but "every patch on time", measured two ways:
 * - `<prefix>.clock_lateness_ms`: how much later than the game clock a patch
 *   arrives. On time, arrival + (clock left in the period x tickMs) is the
 *   same for every patch of a period; its excess over the period's smallest
 *   value is lateness (a steady network delay cancels out; jitter, a slow
 *   tick, a blocked event loop or a clock that drifts behind room time do
 *   not). The 100 ms tick itself shows as 0-100 ms: a game second is played
 *   at the first tick after it is due.
 * - `<prefix>.patch_gap_ms`: time between patches while the clock runs (at
 *   most a resync's 1,000 ms when on time).
 * The join's full state is not a patch (its clock may be a resync old) and
 * is skipped; a stopped clock (pause, break, end) starts a fresh reference.
 * A period's lateness is emitted when it ends (or when the user leaves),
 * against the smallest offset of the whole period, so a late first patch is
 * not taken as the reference. Returns `finish()`: emits what is pending and
 * answers the number of patches.
 */
function watchPatches(room, events, prefix) {
  let initial = true;
  let last = 0;
  let lastPlaying = false;
  let period = -1;
  let offsets = [];
  let patches = 0;
  const flush = () => {
    const base = Math.min(...offsets);
    for (const offset of offsets) events.emit('histogram', `${prefix}.clock_lateness_ms`, offset - base);
    offsets = [];
  };
  room.onStateChange((state) => {
    const now = Date.now();
    if (initial) {
      initial = false;
      return;
    }
    patches += 1;
    const playing = state.status === 'playing';
    if (playing && lastPlaying) events.emit('histogram', `${prefix}.patch_gap_ms`, now - last);
    last = now;
    lastPlaying = playing;
    if (!playing || state.quarter !== period) {
      flush();
      period = playing ? state.quarter : -1;
      if (!playing) return;
    }
    offsets.push(now + state.clock * (state.tickMs || 100));
  });
  return () => {
    flush();
    return patches;
  };
}

/**
 * A close the client did not ask for, before the match was over, is a drop
 * (a finished Live Centre match's room closes by itself once its result is saved).
 */
function watchDrops(room) {
  const seen = { leaving: false, dropped: false };
  // The SDK would retry a dropped connection by itself and report it late, if ever: a drop is counted as it happens.
  room.reconnection.enabled = false;
  room.onLeave((code) => {
    const over = room.state && (room.state.status === 'finished' || room.state.resultSaved);
    if (!seen.leaving && !over) seen.dropped = code;
  });
  return seen;
}

/** A spectator: joins the chosen Live Centre match, watches for `watchSeconds`, leaves. */
async function watchLiveMatch(context, events) {
  const started = Date.now();
  const room = await new Client(context.vars.endpoint).join(context.vars.roomName, {
    matchId: context.vars.liveMatchId,
    token: context.vars.token,
    spectate: true,
  });
  events.emit('histogram', 'spectator.join_ms', Date.now() - started);
  room.onMessage('feed', (feed) => events.emit('histogram', 'spectator.feed_events', feed.length));
  room.onMessage('error', () => events.emit('counter', 'spectator.refused', 1));
  const drops = watchDrops(room);
  const patches = watchPatches(room, events, 'spectator');
  await sleep(Number(context.vars.watchSeconds || 60) * 1000);
  events.emit('histogram', 'spectator.patches', patches());
  if (drops.dropped !== false) {
    events.emit('counter', 'spectator.dropped', 1);
    throw new Error(`the room closed the connection (code ${drops.dropped})`);
  }
  drops.leaving = true;
  await room.leave(true);
}

/**
 * Resolves when the room's state meets a condition, checked on every patch as
 * it arrives (not by polling: the time measured is the patch's own).
 */
function stateWaits(room, drops) {
  const waiting = new Set();
  room.onStateChange(() => {
    for (const w of waiting) if (w.condition()) w.settle(null);
  });
  room.onLeave((code) => {
    for (const w of waiting) w.settle(new Error(`the room closed the connection (code ${code}) waiting for ${w.what}`));
  });
  return (what, condition, ms = 5000) =>
    new Promise((resolve, reject) => {
      if (condition()) return resolve();
      if (drops.dropped !== false) return reject(new Error(`the room closed the connection (code ${drops.dropped}) before ${what}`));
      const w = { what, condition };
      const timer = setTimeout(() => w.settle(new Error(`the room did not answer in time: ${what}`)), ms);
      w.settle = (error) => {
        clearTimeout(timer);
        waiting.delete(w);
        if (error) reject(error);
        else resolve();
      };
      waiting.add(w);
    });
}

/** A manager's live match: join (creating the room), play, pause, change tactics, play on, leave. */
async function playLiveMatch(context, events) {
  const started = Date.now();
  const room = await new Client(context.vars.endpoint).joinOrCreate(context.vars.roomName, {
    matchId: context.vars.matchId,
    token: context.vars.token,
  });
  events.emit('histogram', 'manager.join_ms', Date.now() - started);
  room.onMessage('feed', () => undefined);
  room.onMessage('error', () => events.emit('counter', 'manager.refused', 1));
  const drops = watchDrops(room);
  const patches = watchPatches(room, events, 'manager');
  const waitFor = stateWaits(room, drops);
  // A command sent until the patch showing it arrives: what the manager waits for after a click.
  const command = async (type, message, shown) => {
    const sent = Date.now();
    room.send(type, message);
    await waitFor(type, shown);
    events.emit('histogram', 'manager.command_ms', Date.now() - sent);
  };
  const status = (wanted) => () => room.state.status === wanted;
  await waitFor('the first state', status('not_started'));
  await command('play', undefined, status('playing'));
  await sleep(3000);
  await command('pause', undefined, status('paused'));
  const own = () => (room.state.home.managed ? room.state.home : room.state.away);
  await command(
    'tactics',
    { pace: 'fast', offense: 'inside', defense: 'zone' },
    () => own().pace === 'fast' && own().offense === 'inside' && own().defense === 'zone',
  );
  await command('play', undefined, status('playing'));
  await sleep(Number(context.vars.playSeconds || 10) * 1000);
  events.emit('histogram', 'manager.patches', patches());
  if (drops.dropped !== false) {
    events.emit('counter', 'manager.dropped', 1);
    throw new Error(`the room closed the connection (code ${drops.dropped})`);
  }
  drops.leaving = true;
  await room.leave(true);
}

module.exports = { pickOwnMatch, keepLineup, lineupBody, keepSession, sendSession, pickLiveMatch, watchLiveMatch, playLiveMatch };
// The room helpers, for the other processors (friendlies.cjs); Artillery ignores what no scenario names.
module.exports.rooms = { watchDrops, stateWaits, sleep };
