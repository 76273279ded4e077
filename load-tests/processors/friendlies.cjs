/**
 * Artillery processor of the friendlies scenario: one virtual user is a pair
 * of managers. Each has a cookie jar of his own for the HTTP steps (as two
 * browsers would), and a room connection of his own, with the game's
 * @colyseus/sdk client, for the match they coach against each other.
 *
 * One user drives both managers rather than two users meeting through a
 * queue: Artillery deals users to worker threads as it likes, and two halves
 * of a pair in different workers would never meet.
 */
'use strict';
const { Client } = require('@colyseus/sdk');
const { rooms } = require('./hardwood.cjs');

const { watchDrops, stateWaits } = rooms;
const ROOM_NAME = 'friendly';
/** Long enough for a quarter or the save at the smoke's tick on a loaded machine; a stuck room fails its user. */
const QUARTER_WAIT_MS = 60_000;
const SAVE_WAIT_MS = 30_000;

/** The manager's own cookie jar (a tough-cookie jar like Artillery's own, made by its constructor). */
function useJar(requestParams, context, who) {
  context.managerJars = context.managerJars || {};
  if (!context.managerJars[who]) context.managerJars[who] = new context._jar.constructor();
  requestParams.cookieJar = context.managerJars[who];
}

/** beforeRequest: as manager A, the challenger. */
function asChallenger(requestParams, context, events, next) {
  useJar(requestParams, context, 'A');
  next();
}

/** beforeRequest: as manager B, who accepts. */
function asOpponent(requestParams, context, events, next) {
  useJar(requestParams, context, 'B');
  next();
}

/** A coach in the room: his side, his view of the state, and his refusals. */
async function joinAs(context, events, who) {
  const started = Date.now();
  const room = await new Client(context.vars[`endpoint${who}`]).joinOrCreate(ROOM_NAME, {
    matchId: context.vars.friendlyKey,
    token: context.vars[`token${who}`],
  });
  events.emit('histogram', 'friendly.join_ms', Date.now() - started);
  const refusalListeners = new Set();
  room.onMessage('feed', () => undefined);
  room.onMessage('error', (error) => {
    events.emit('counter', 'friendly.refused', 1);
    for (const listener of refusalListeners) listener(error);
  });
  let patches = 0;
  room.onStateChange(() => (patches += 1));
  const drops = watchDrops(room);
  return {
    who,
    side: context.vars[`side${who}`],
    room,
    drops,
    waitFor: stateWaits(room, drops),
    team() {
      return room.state[this.side];
    },
    /** Calls `listener` on each refusal until the returned function is called. */
    onRefusal(listener) {
      refusalListeners.add(listener);
      return () => refusalListeners.delete(listener);
    },
    patches: () => patches,
  };
}

/**
 * `from` sends a command; measured until his own patch shows it
 * (`friendly.command_ms`) and until the other coach's does
 * (`friendly.opponent_ms`). `shown(coach)` reads it in a coach's state and
 * must be false when it is sent. A refusal fails the user at once.
 */
async function command(events, from, to, type, message, shown) {
  if (shown(from)) throw new Error(`${type} of ${from.who}: already shown before it was sent`);
  let stop = () => undefined;
  const refused = new Promise((resolve, reject) => {
    stop = from.onRefusal((error) => {
      if (error.type === type) reject(new Error(`${type} of ${from.who} refused: ${error.message}`));
    });
  });
  const sent = Date.now();
  from.room.send(type, message);
  const seen = async (coach, metric) => {
    await coach.waitFor(`${type} of ${from.who}, seen by ${coach.who}`, () => shown(coach));
    events.emit('histogram', metric, Date.now() - sent);
  };
  try {
    await Promise.race([Promise.all([seen(from, 'friendly.command_ms'), seen(to, 'friendly.opponent_ms')]), refused]);
  } finally {
    stop();
  }
}

const playing = (coach) => coach.room.state.status === 'playing';

/** At a stop both coaches say they are ready: the first one's flag shows, then the second one's word restarts the clock. */
async function bothReady(events, first, second) {
  await command(events, first, second, 'ready', undefined, (coach) => coach.room.state.headToHead[`${first.side}Ready`] === true);
  await command(events, second, first, 'ready', undefined, playing);
}

/** Other tactics than the side plays now, on all three counts (a change the patch must show). */
function otherTactics(team) {
  return {
    pace: team.pace === 'fast' ? 'slow' : 'fast',
    offense: team.offense === 'inside' ? 'perimeter' : 'inside',
    defense: team.defense === 'zone' ? 'man-to-man' : 'zone',
  };
}

async function changeTactics(events, from, to) {
  const wanted = otherTactics(from.team());
  await command(events, from, to, 'tactics', wanted, (coach) => {
    const team = coach.room.state[from.side];
    return team.pace === wanted.pace && team.offense === wanted.offense && team.defense === wanted.defense;
  });
}

/** A substitution at a stop: the coach's first player on court for the first fit one on his bench. */
async function substitute(events, from, to) {
  const team = from.team();
  const outId = team.onCourt[0];
  const incoming = team.players.find((p) => p.slot === '' && !p.injured && !p.fouledOut);
  if (!outId || !incoming) throw new Error(`${from.who} has nobody to substitute`);
  await command(events, from, to, 'substitute', { outId, inId: incoming.id }, (coach) => {
    const onCourt = [...coach.room.state[from.side].onCourt];
    return onCourt.includes(incoming.id) && !onCourt.includes(outId);
  });
}

/** `caller` calls a timeout while the clock runs; each coach substitutes at it, then both play on. */
async function timeoutWithSubstitutions(events, caller, other) {
  await command(
    events,
    caller,
    other,
    'timeout',
    undefined,
    (coach) => coach.room.state.headToHead.stop === 'timeout' && coach.room.state.headToHead.stopSide === caller.side,
  );
  await substitute(events, other, caller);
  await substitute(events, caller, other);
  await bothReady(events, caller, other);
}

/**
 * The two coaches' match: both join, both ready at the tip-off, each changes
 * his tactics, A calls a timeout in the first half and B in the second (each
 * substitutes at both), both ready at every break, to the final buzzer and the
 * saved result. Both must have seen the same final score.
 */
async function playFriendly(context, events) {
  const coaches = [];
  try {
    const a = await joinAs(context, events, 'A');
    coaches.push(a);
    const b = await joinAs(context, events, 'B');
    coaches.push(b);
    const bothIn = (coach) => {
      const h2h = coach.room.state.headToHead;
      return Boolean(h2h && h2h.homeConnected && h2h.awayConnected && h2h.stop === 'tip-off');
    };
    await Promise.all(coaches.map((coach) => coach.waitFor('both coaches in, at the tip-off', () => bothIn(coach))));
    await bothReady(events, a, b);
    await changeTactics(events, a, b);
    await changeTactics(events, b, a);
    await timeoutWithSubstitutions(events, a, b);
    let secondHalfTimeout = false;
    for (;;) {
      await a.waitFor('a break or the final buzzer', () => ['break', 'finished'].includes(a.room.state.status), QUARTER_WAIT_MS);
      if (a.room.state.status === 'finished') break;
      const halfTime = a.room.state.quarter === 2;
      await bothReady(events, b, a);
      if (halfTime && !secondHalfTimeout) {
        secondHalfTimeout = true;
        await timeoutWithSubstitutions(events, b, a);
      }
    }
    const buzzer = Date.now();
    await a.waitFor('the saved result', () => a.room.state.resultSaved, SAVE_WAIT_MS);
    events.emit('histogram', 'friendly.save_ms', Date.now() - buzzer);
    await b.waitFor('the saved result, seen by B', () => b.room.state.resultSaved);
    const score = (coach) => `${coach.room.state.homeScore}-${coach.room.state.awayScore}`;
    if (score(a) !== score(b)) throw new Error(`the coaches saw different finals: ${score(a)} and ${score(b)}`);
    context.vars.finalScore = score(a);
    events.emit('counter', 'friendly.finished', 1);
  } catch (error) {
    // A failed user leaves at once: no connection of his outlives him.
    for (const coach of coaches) coach.room.leave(true).catch(() => undefined);
    throw error;
  } finally {
    for (const coach of coaches) {
      events.emit('histogram', 'friendly.patches', coach.patches());
      if (coach.drops.dropped !== false) events.emit('counter', 'friendly.dropped', 1);
      coach.drops.leaving = true;
    }
  }
  for (const coach of coaches) {
    if (coach.drops.dropped !== false) throw new Error(`the room closed ${coach.who}'s connection (code ${coach.drops.dropped})`);
    await coach.room.leave(true);
  }
}

/** afterResponse of the friendly's page: finished, with the final both coaches saw. */
function checkFriendlyResult(req, res, context, events, next) {
  let error = null;
  try {
    const friendly = JSON.parse(res.body);
    const saved = friendly.result ? `${friendly.result.homeScore}-${friendly.result.awayScore}` : null;
    if (friendly.status !== 'finished' || saved !== context.vars.finalScore)
      error = new Error(`the friendly's page shows ${friendly.status} ${saved}, the coaches saw ${context.vars.finalScore}`);
  } catch {
    error = new Error('the friendly page is not JSON');
  }
  if (error) events.emit('counter', 'friendly.wrong_result', 1);
  next(error);
}

module.exports = { asChallenger, asOpponent, playFriendly, checkFriendlyResult };
