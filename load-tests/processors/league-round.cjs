/**
 * Artillery processor of the league-round scenario: each virtual user is one
 * manager of a league set up by the `before` hook (league-setup.cjs). He
 * waits for the common tip-off, takes his pass (409 until the calendar has
 * started the round), joins his league match's room with the game's
 * @colyseus/sdk client, and coaches to the final whistle: his tactics, his
 * timeout (the home manager's in the first half, the away manager's in the
 * second) with a substitution at it, and "ready" at every stop so no stop
 * waits out its full length. Each league's founder then watches the league
 * page until the round is processed.
 *
 * Measured besides the requests:
 * - league.tipoff_ms: the scheduled tip-off until the manager holds a state
 *   of the match under way (the room tips off as the calendar opens it, so
 *   his first state after the join already plays, or is stopped again for
 *   his opponent's timeout: the pass's retries, the calendar's opening of
 *   the rooms and the join are all in it);
 * - league.command_ms: a command sent until his own patch shows it;
 * - league.pass_ms (information): the tip-off until the pass, when the
 *   calendar has started the manager's league's round;
 * - league.processed_ms: the league's last final whistle (the first patch of
 *   each room with the match finished, whichever of its two managers saw it)
 *   until the league page shows the next matchday.
 *
 * Every manager runs in one Artillery worker: an arrivalCount phase is run by
 * the first worker alone (Artillery's dist.ts), so the managers share this
 * module. That is what deals each user a manager of its own and lets the
 * founder read the other rooms' final whistles.
 */
'use strict';
const { Client } = require('@colyseus/sdk');
const { rooms, sendSession } = require('./hardwood.cjs');
const { foundLeagues } = require('./league-setup.cjs');

const { watchDrops, stateWaits, sleep } = rooms;
/** How often a manager asks again for his pass or his room, and the founder for his league's page. */
const RETRY_MS = 100;
/** How long after the tip-off a pass or a room may take before the manager gives up. */
const TIP_OFF_WAIT_MS = 30_000;
/** Long enough for a quarter at the real tick (600 game seconds of 100 ms) on a loaded machine; a stuck room fails its user. */
const QUARTER_WAIT_MS = 120_000;
const SAVE_WAIT_MS = 30_000;
/** How long the founder waits for the round to be processed after his own final whistle (the threshold is 10 s). */
const PROCESS_WAIT_MS = 60_000;

/** Managers dealt so far in this worker (see the top of the file). */
let dealt = 0;
/** Per league, the time each of its rooms first showed the final whistle. */
const whistles = new Map();

/** Deals the user the next manager of the hook's list: his session, league, match and side. */
function claimManager(context, events, next) {
  const round = context.vars.leagueRound;
  const manager = round?.managers[dealt];
  if (!manager) return next(new Error(`no manager left for user ${dealt + 1}: arrivalCount must be twelve a league`));
  dealt += 1;
  Object.assign(context.vars, {
    sessionCookie: manager.cookie,
    leagueId: manager.leagueId,
    matchId: manager.matchId,
    side: manager.side,
    watcher: manager.watcher,
    tipOffAt: round.tipOffAt,
  });
  next();
}

/** Waits for the tip-off; a manager who arrives after it would measure his own lateness, so he fails instead. */
async function waitForTipOff(context, events) {
  const early = context.vars.tipOffAt - Date.now();
  if (early <= 0) {
    events.emit('counter', 'league.late_manager', 1);
    throw new Error(`arrived ${-early} ms after the tip-off: raise tipOffLeadSeconds`);
  }
  await sleep(early);
}

/** afterResponse of the pass: keeps it, or asks again a moment later while the round has not started (409). */
function keepPass(req, res, context, events, next) {
  if (res.statusCode === 409) {
    events.emit('counter', 'league.pass_retries', 1);
    return setTimeout(next, RETRY_MS);
  }
  try {
    const pass = JSON.parse(res.body);
    if (pass.role !== 'manager' || pass.side !== context.vars.side)
      return next(new Error(`the pass is a ${pass.role}'s for the ${pass.side} side, not the ${context.vars.side} manager's`));
    Object.assign(context.vars, { token: pass.token, endpoint: pass.endpoint, roomName: pass.roomName });
    events.emit('histogram', 'league.pass_ms', Date.now() - context.vars.tipOffAt);
    next();
  } catch {
    next(new Error('the pass is not JSON'));
  }
}

/** whileTrue of the pass loop. */
function passPending(context, next) {
  next(!context.vars.token && Date.now() < context.vars.tipOffAt + TIP_OFF_WAIT_MS);
}

/** The room, joined as soon as it is open: a pass can come a moment before the calendar has opened every room. */
async function joinWhenOpen(context, events) {
  const client = new Client(context.vars.endpoint);
  for (;;) {
    const started = Date.now();
    try {
      const room = await client.join(context.vars.roomName, { matchId: context.vars.matchId, token: context.vars.token });
      events.emit('histogram', 'league.join_ms', Date.now() - started);
      return room;
    } catch (error) {
      // The calendar has not opened this match's room yet ("This match is not live", 409), or is opening it (the
      // room is the match's already but not yet listed: "no rooms found with provided criteria", 400); anything
      // else is a refusal.
      const notOpen = /not live|no rooms found/i.test(String(error && error.message));
      if (!notOpen || Date.now() > context.vars.tipOffAt + TIP_OFF_WAIT_MS) throw error;
      events.emit('counter', 'league.join_retries', 1);
      await sleep(RETRY_MS);
    }
  }
}

/** A refusal the room sent for a command: its type and message. */
class Refused extends Error {
  constructor(type, message) {
    super(`${type} refused: ${message}`);
    this.refusal = message;
  }
}

/** The manager in his room: his side, his view of the state, and the room's refusals. */
function coachIn(room, side) {
  const listeners = new Set();
  room.onMessage('feed', () => undefined);
  room.onMessage('error', (error) => {
    for (const listener of listeners) listener(error);
  });
  const drops = watchDrops(room);
  const waitFor = stateWaits(room, drops);
  return {
    room,
    side,
    drops,
    waitFor,
    team: () => room.state[side],
    h2h: () => room.state.headToHead,
    /**
     * Sends a command; measured until the manager's own patch shows it
     * (`shown()`, false when it is sent). A refusal rejects with `Refused`.
     */
    async command(events, type, message, shown) {
      if (shown()) throw new Error(`${type}: already shown before it was sent`);
      let stop = () => undefined;
      const refused = new Promise((resolve, reject) => {
        const listener = (error) => error.type === type && reject(new Refused(type, error.message));
        listeners.add(listener);
        stop = () => listeners.delete(listener);
      });
      const sent = Date.now();
      room.send(type, message);
      try {
        await Promise.race([waitFor(type, shown), refused]);
        events.emit('histogram', 'league.command_ms', Date.now() - sent);
      } finally {
        stop();
      }
    },
  };
}

/** Other tactics than the side plays now, on all three counts (a change the patch must show). */
function otherTactics(team) {
  return {
    pace: team.pace === 'fast' ? 'slow' : 'fast',
    offense: team.offense === 'inside' ? 'perimeter' : 'inside',
    defense: team.defense === 'zone' ? 'man-to-man' : 'zone',
  };
}

async function changeTactics(events, coach) {
  const wanted = otherTactics(coach.team());
  await coach.command(events, 'tactics', wanted, () => {
    const team = coach.team();
    return team.pace === wanted.pace && team.offense === wanted.offense && team.defense === wanted.defense;
  });
}

/** At a stop: the first player on court for the first fit one on the bench. */
async function substitute(events, coach) {
  const team = coach.team();
  const outId = team.onCourt[0];
  const incoming = team.players.find((p) => p.slot === '' && !p.injured && !p.fouledOut);
  if (!outId || !incoming) throw new Error(`the ${coach.side} manager has nobody to substitute`);
  await coach.command(events, 'substitute', { outId, inId: incoming.id }, () => {
    const onCourt = [...coach.team().onCourt];
    return onCourt.includes(incoming.id) && !onCourt.includes(outId);
  });
}

/** Refusals that are a race with the room's own clock, not a fault: the stop ended (or began) as the command went. */
const RACED = /The clock is running|The clock is already stopped|The game is over/;

/** Ready to play on at a stop; a stop that ended by itself meanwhile refuses it, which is no fault. */
async function ready(events, coach) {
  const status = () => coach.room.state.status;
  if (['playing', 'finished'].includes(status())) return void events.emit('counter', 'league.raced_stop', 1);
  try {
    await coach.command(events, 'ready', undefined, () => coach.h2h()[`${coach.side}Ready`] || ['playing', 'finished'].includes(status()));
  } catch (error) {
    if (!(error instanceof Refused) || !RACED.test(error.refusal)) throw error;
    events.emit('counter', 'league.raced_stop', 1);
  }
}

/** The manager's own timeout (answers false when a stop began just before it) with a substitution at it, then ready. */
async function timeoutWithSubstitution(events, coach) {
  try {
    await coach.command(events, 'timeout', undefined, () => coach.h2h().stop === 'timeout' && coach.h2h().stopSide === coach.side);
  } catch (error) {
    if (!(error instanceof Refused) || !RACED.test(error.refusal)) throw error;
    events.emit('counter', 'league.raced_stop', 1);
    return false;
  }
  await substitute(events, coach);
  await ready(events, coach);
  return true;
}

/** The manager's match from the tip-off to the final whistle and the saved result. */
async function coachMatch(context, events, coach) {
  const state = () => coach.room.state;
  // Under way: the clock running, or already stopped again (the other manager, in first, may have called his timeout).
  await coach.waitFor('the match under way', () => Boolean(state().status) && state().status !== 'not_started', TIP_OFF_WAIT_MS);
  events.emit('histogram', 'league.tipoff_ms', Date.now() - context.vars.tipOffAt);
  await coach.waitFor('his side handed to him', () => coach.team().coachedBy === 'manager');
  if (state().status !== 'finished') await changeTactics(events, coach);
  // The home manager calls his timeout in the first half, the away manager his in the second: never both at once.
  let timedOut = false;
  const timeoutDue = () => !timedOut && (coach.side === 'home' || state().quarter > 2);
  for (;;) {
    const status = state().status;
    if (status === 'finished') break;
    if (status === 'playing') {
      if (timeoutDue()) {
        timedOut = await timeoutWithSubstitution(events, coach);
        continue;
      }
      await coach.waitFor('a stop or the final whistle', () => state().status !== 'playing' || timeoutDue(), QUARTER_WAIT_MS);
      continue;
    }
    // A stop (a timeout, a break): ready at once, then the clock again.
    if (!coach.h2h()[`${coach.side}Ready`]) await ready(events, coach);
    await coach.waitFor('the clock again', () => ['playing', 'finished'].includes(state().status), QUARTER_WAIT_MS);
  }
  const whistle = Date.now();
  const league = whistles.get(context.vars.leagueId) ?? new Map();
  whistles.set(context.vars.leagueId, league);
  // The room's final whistle is the first of its two managers to see it.
  if (!league.has(context.vars.matchId)) league.set(context.vars.matchId, whistle);
  if (!timedOut) events.emit('counter', 'league.no_timeout', 1);
  await coach.waitFor('the saved result', () => state().resultSaved, SAVE_WAIT_MS);
  events.emit('histogram', 'league.save_ms', Date.now() - whistle);
}

/** A manager's league match: join when open, coach to the end, leave. */
async function playLeagueMatch(context, events) {
  if (!context.vars.token) throw new Error(`no pass within ${TIP_OFF_WAIT_MS / 1000} s of the tip-off`);
  const room = await joinWhenOpen(context, events);
  const coach = coachIn(room, context.vars.side);
  let patches = 0;
  room.onStateChange(() => (patches += 1));
  try {
    await coachMatch(context, events, coach);
  } catch (error) {
    room.leave(true).catch(() => undefined);
    throw error;
  } finally {
    events.emit('histogram', 'league.patches', patches);
    if (coach.drops.dropped !== false) events.emit('counter', 'league.dropped', 1);
    coach.drops.leaving = true;
  }
  if (coach.drops.dropped !== false) throw new Error(`the room closed the connection (code ${coach.drops.dropped})`);
  await room.leave(true);
}

/** afterResponse of the league page after the match: the founder notes when it first shows the round processed. */
function checkRound(req, res, context, events, next) {
  if (!context.vars.watcher || context.vars.processedAt) return next();
  try {
    const { round } = JSON.parse(res.body);
    if (round.matchday >= 2 && round.status === 'waiting') {
      context.vars.processedAt = Date.now();
      return next();
    }
  } catch {
    return next(new Error('the league page is not JSON'));
  }
  setTimeout(next, RETRY_MS);
}

/** whileTrue of the league page loop: the founder asks until the round is processed; the others look once. */
function roundPending(context, next) {
  context.vars.pollUntil ??= Date.now() + PROCESS_WAIT_MS;
  next(Boolean(context.vars.watcher) && !context.vars.processedAt && Date.now() < context.vars.pollUntil);
}

/** The founder's figure: the league's last final whistle until the league page showed the round processed. */
async function measureProcessing(context, events) {
  if (!context.vars.watcher) return;
  if (!context.vars.processedAt)
    throw new Error(`the round was not processed within ${PROCESS_WAIT_MS / 1000} s of the founder's final whistle`);
  const matchIds = context.vars.leagueRound.matchIds[context.vars.leagueId];
  const league = whistles.get(context.vars.leagueId) ?? new Map();
  // A manager's last patch can trail the founder's look at the page by a moment.
  const deadline = Date.now() + 10_000;
  while (matchIds.some((id) => !league.has(id)) && Date.now() < deadline) await sleep(RETRY_MS);
  const unseen = matchIds.filter((id) => !league.has(id));
  if (unseen.length > 0) throw new Error(`no manager saw the final whistle of ${unseen.length} of the league's matches`);
  const lastWhistle = Math.max(...matchIds.map((id) => league.get(id)));
  events.emit('histogram', 'league.processed_ms', context.vars.processedAt - lastWhistle);
  events.emit('counter', 'league.rounds_processed', 1);
}

module.exports = {
  foundLeagues,
  claimManager,
  sendSession,
  waitForTipOff,
  keepPass,
  passPending,
  playLeagueMatch,
  checkRound,
  roundPending,
  measureProcessing,
};
