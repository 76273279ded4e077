/**
 * The league-round scenario's `before` hook: leagues of twelve managers,
 * ready for one common tip-off, made through the game's own HTTP API the way
 * managers make them (sign up, found or join a league with a club, switch to
 * it), before any virtual user arrives.
 *
 * Why here and not as virtual users: every league must be full at its
 * tip-off (an empty club's match is the AI's, simulated at once, and would
 * have no room), every league's first tip-off must be the same second (so
 * all rooms open in one tick of the calendar), and that second is fixed when
 * a league is founded. Done in one place, the setup knows when it ends and
 * can put the tip-off just after it; done by arriving users, the tip-off
 * would have to guess how long a loaded machine takes to fill every league.
 * Artillery runs the hook once, in its main thread, and hands what it leaves
 * in `context.vars` to every virtual user (league-round.cjs deals them out).
 *
 * The requests here are not what is measured (the tip-off is): they go with
 * Node's fetch, each manager with his own session cookie.
 */
'use strict';
const { randomBytes } = require('node:crypto');

const CLUBS_PER_LEAGUE = 12;
/** A top-division club of the catalogue for each founder (the others take what is left). */
const FOUNDING = { countryId: 'italy', teamId: 105 };
/** Matchday 2 long after the run: the round under test is the only one played. */
const EVERY_SECONDS = 3600;
/** Time allowed per league for founding it and seating its eleven other managers (about 0.4 s measured, unloaded). */
const SETUP_MS_PER_LEAGUE = 1500;
/** Sign-ups at once: each hashes a password, which is the server's CPU, not its waiting. */
const SIGN_UP_CONCURRENCY = 4;

/** One manager's HTTP session against the game. */
function session(target) {
  let cookie = null;
  return {
    get cookie() {
      return cookie;
    },
    async call(method, url, body, expected) {
      const res = await fetch(`${target}${url}`, {
        method,
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      if (res.status !== expected)
        throw new Error(`league setup: ${method} ${url} answered ${res.status}, not ${expected}: ${text.slice(0, 300)}`);
      const set = res.headers.getSetCookie()[0];
      if (set) cookie = set.split(';')[0];
      return text ? JSON.parse(text) : null;
    },
  };
}

async function signUp(target, count, runId) {
  const managers = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const manager = session(target);
      await manager.call(
        'POST',
        '/api/register',
        { email: `load-league-${runId}-${i}@load.test`, password: 'load-test-horse-battery', firstName: 'League', lastName: `Manager${i}` },
        201,
      );
      managers[i] = manager;
    }
  };
  await Promise.all(Array.from({ length: SIGN_UP_CONCURRENCY }, worker));
  return managers;
}

/**
 * One league: founded by its first manager, the eleven other clubs taken by
 * the others, every manager switched to it; answers each manager's
 * matchday-1 match and side, and the round's matches.
 */
async function fillLeague(managers, number, tipOffAt) {
  const [founder, ...others] = managers;
  const league = await founder.call(
    'POST',
    '/api/leagues',
    {
      name: `Load League ${number}`,
      ...FOUNDING,
      visibility: 'public',
      calendar: { firstTipOff: tipOffAt.toISOString(), everySeconds: EVERY_SECONDS, timeZone: 'UTC' },
    },
    201,
  );
  const clubs = [league.table.find((c) => c.you), ...league.table.filter((c) => !c.you)];
  if (clubs.length !== CLUBS_PER_LEAGUE || !clubs[0]) throw new Error(`league setup: ${league.name} has ${league.table.length} clubs`);
  for (const [i, manager] of others.entries())
    await manager.call('POST', `/api/leagues/${league.id}/join`, { teamId: clubs[i + 1].teamId }, 201);
  for (const manager of managers) await manager.call('PUT', '/api/worlds/active', { worldId: league.id }, 200);
  // The founder's schedule is the league's: its matchday-1 games, each club's one.
  const schedule = await founder.call('GET', '/api/matches', undefined, 200);
  const round = schedule.filter((m) => m.matchday === 1 && !m.cup);
  if (round.length !== CLUBS_PER_LEAGUE / 2) throw new Error(`league setup: ${league.name}'s matchday 1 has ${round.length} matches`);
  const seated = managers.map((manager, i) => {
    const teamId = clubs[i].teamId;
    const match = round.find((m) => m.homeTeamId === teamId || m.awayTeamId === teamId);
    if (!match) throw new Error(`league setup: club ${teamId} of ${league.name} has no matchday-1 match`);
    return {
      cookie: manager.cookie,
      leagueId: league.id,
      matchId: match.id,
      side: match.homeTeamId === teamId ? 'home' : 'away',
      // The founder watches his league's round through to its processing.
      watcher: i === 0,
    };
  });
  return { leagueId: league.id, matchIds: round.map((m) => m.id), managers: seated };
}

/**
 * The `before` hook's function step. Vars read: `leagues` (how many),
 * `tipOffLeadSeconds` (the least time between the end of the setup and the
 * tip-off: the users' arrival phase must fit in it). Leaves `leagueRound`:
 * the tip-off (epoch ms), every manager (session cookie, league, match, side,
 * watcher or not, league by league), and each league's matches.
 */
async function foundLeagues(context) {
  const target = context.vars.target;
  const leagues = Number(context.vars.leagues) || 1;
  const leadMs = (Number(context.vars.tipOffLeadSeconds) || 5) * 1000;
  const runId = randomBytes(4).toString('hex');
  const started = Date.now();
  const managers = await signUp(target, leagues * CLUBS_PER_LEAGUE, runId);
  // One tip-off for every league, on a whole second (a calendar's time), after the setup's estimated end and the lead.
  const tipOffAt = new Date(Math.ceil((Date.now() + leagues * SETUP_MS_PER_LEAGUE + leadMs) / 1000) * 1000);
  const filled = [];
  for (let l = 0; l < leagues; l += 1)
    filled.push(await fillLeague(managers.slice(l * CLUBS_PER_LEAGUE, (l + 1) * CLUBS_PER_LEAGUE), l + 1, tipOffAt));
  const left = tipOffAt.getTime() - Date.now();
  if (left < leadMs / 2)
    throw new Error(
      `league setup: only ${left} ms left before the tip-off (wanted ${leadMs} ms): the machine is slower than SETUP_MS_PER_LEAGUE allows`,
    );
  console.log(
    `[league-round] ${leagues} league(s), ${managers.length} managers set up in ${((Date.now() - started) / 1000).toFixed(1)} s; tip-off ${tipOffAt.toISOString()} (in ${(left / 1000).toFixed(1)} s)`,
  );
  context.vars.leagueRound = {
    tipOffAt: tipOffAt.getTime(),
    managers: filled.flatMap((l) => l.managers),
    matchIds: Object.fromEntries(filled.map((l) => [l.leagueId, l.matchIds])),
  };
}

module.exports = { foundLeagues, CLUBS_PER_LEAGUE };
