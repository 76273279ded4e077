/**
 * Two managers in one world. Each reads what the world shows everyone
 * (tables, fixtures, rosters, player pages, club histories) and only his own
 * club's private data: walked generically over the route table, every route
 * that serves a club answers 404 (or refuses with 409) when the other
 * manager's ids are put in its path or body, none of its reads shows the
 * other club's private records, and nothing of the other club changes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allRoutes, ROUTES, routeUrl, type RouteDef, type Team } from '@hardwood/shared';
import mongoose from '../src/infra/store/mongoose.js';
import { startServer } from '../src/main.js';
import { PlayerModel } from '../src/models/players/player.model.js';
import { TeamModel } from '../src/models/teams/team.model.js';
import { WorldModel } from '../src/models/worlds/world.model.js';
import { StartingLineupModel } from '../src/models/lineup/lineup.model.js';
import { marketCareer, type TestCareer } from './market-helpers.js';
import { seatSecondManager, type SecondManager } from './second-seat.js';
import { careerSnapshot } from './snapshots.js';
import { exampleWith } from '../../shared/test/schema-strings.js';

process.env.DEVELOPER_EMAILS = 'two-seats-a@example.com';

/** Collections of records private to a club, and the field that names the club. */
const PRIVATE: Record<string, string> = {
  transactions: 'teamId',
  salarypayments: 'teamId',
  officereads: 'teamId',
  agentrequests: 'teamId',
  sponsorships: 'teamId',
  loans: 'parentTeamId',
  scoutreports: 'teamId',
  academies: 'teamId',
  youthplayers: 'teamId',
  youthtournamentmatches: 'teamId',
  youthprospects: 'teamId',
  offercounters: 'teamId',
  scoutedteams: 'ownerTeamId',
  contractrenewals: 'teamId',
  moralelevers: 'teamId',
  playingtimepromises: 'teamId',
  news: 'teamId',
  startinglineups: 'teamId',
};

/**
 * Club routes whose parameter may name another club's public thing: valuing
 * another club's player before an offer, scouting another club. They still
 * answer 404 to a private record's id.
 */
const NAMES_PUBLIC_THINGS = new Set(['transfers.offerValuation', 'transfers.scoutTeam']);

const OBJECT_ID = /^[0-9a-f]{24}$/;

/** The request with every id in it (path parameters and body fields) set to `id`. */
function aimedAt(def: RouteDef, id: string): { url: string; body: unknown } | null {
  const names = [...def.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1] as string);
  const fill = (value: unknown): unknown => {
    if (typeof value === 'string') return OBJECT_ID.test(value) ? id : value;
    if (Array.isArray(value)) return value.map(fill);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v)]));
    return value;
  };
  const body = def.request && def.method !== 'GET' ? fill(exampleWith(def.request)) : undefined;
  const idInBody = JSON.stringify(body ?? null).includes(id);
  if (names.length === 0 && !idInBody) return null;
  return { url: routeUrl(def, Object.fromEntries(names.map((n) => [n, id])) as never), body };
}

let server: Awaited<ReturnType<typeof startServer>>;
let a: TestCareer;
let b: SecondManager;
beforeAll(async () => {
  server = await startServer({ port: 0, databaseUrl: 'nedb://memory', clientDir: '/nonexistent' });
  a = await marketCareer(server.url, 'two-seats-a@example.com', 104);
  b = await seatSecondManager(server.url, a.userId, 'two-seats-b@example.com', 105);
  // The first manager's club gathers private records: a matchday's office, an academy and its recruits, a youth scout, a scouted club.
  await a.http.json('POST', routeUrl(ROUTES.matches.simulateMatchday, { matchday: '1' }));
  const abroad = String((await TeamModel.findOne({ worldId: a.userId, leagueId: { $ne: a.team.leagueId } }, { _id: 1 }).lean())?._id);
  for (const [def, body] of [
    [ROUTES.academy.createAcademy, exampleWith(ROUTES.academy.createAcademy.request)],
    [ROUTES.academy.recruitYouth, { position: 'PG' }],
    [ROUTES.youthScouting.start, {}],
    [ROUTES.transfers.scoutTeam, undefined],
  ] as const) {
    const answer = await a.http.request(def.method, routeUrl(def, { teamId: abroad }), body);
    expect(answer.status, `${def.path}: ${await answer.text()}`).toBeLessThan(300);
  }
}, 120_000);
afterAll(async () => server.close());

/** Ids of the first club's private records and of three of its players. */
async function firstClubIds(): Promise<string[]> {
  const db = mongoose.connection.db;
  if (!db) throw new Error('no store');
  const own = new mongoose.Types.ObjectId(a.team.id);
  const ids: string[] = [];
  for (const [collection, field] of Object.entries(PRIVATE)) {
    const docs = (
      await db
        .collection(collection)
        .find({ worldId: a.userId, [field]: own })
        .toArray()
    ).slice(0, 3);
    ids.push(...docs.map((d) => String(d._id)));
  }
  const players = await PlayerModel.find({ worldId: a.userId, teamId: own }, { _id: 1 }).limit(3).lean();
  return [...ids, ...players.map((p) => p._id.toString())];
}

describe('two managers in one world', () => {
  it('read the world’s public data of each other’s club', async () => {
    for (const [http, other] of [
      [b.http, a.team],
      [a.http, b.team],
    ] as const) {
      expect((await http.get<Team>(routeUrl(ROUTES.teams.team, { teamId: other.id }))).name).toBe(other.name);
      expect((await http.get<unknown[]>(routeUrl(ROUTES.players.teamPlayers, { teamId: other.id }))).length).toBeGreaterThan(5);
      expect((await http.request('GET', routeUrl(ROUTES.history.clubHistory, { teamId: other.id }))).status).toBe(200);
      const [player] = await PlayerModel.find({ teamId: new mongoose.Types.ObjectId(other.id) }, { _id: 1 })
        .limit(1)
        .lean();
      expect((await http.request('GET', routeUrl(ROUTES.playerPages.profile, { playerId: String(player?._id) }))).status).toBe(200);
    }
    const seasons = await b.http.get<Array<{ id: string; isActive: boolean }>>(routeUrl(ROUTES.season.list, {}));
    const active = seasons.find((s) => s.isActive);
    const table = await b.http.get<Array<{ userTeamId: string }>>(routeUrl(ROUTES.season.standings, { seasonId: String(active?.id) }));
    expect(table.map((row) => row.userTeamId)).toEqual(expect.arrayContaining([a.team.id, b.team.id]));
    // Each his own club and his own saved five.
    expect((await b.http.get<Team>(routeUrl(ROUTES.teams.myTeam, {}))).id).toBe(b.team.id);
    const five = await b.http.get<Record<string, string>>(routeUrl(ROUTES.lineup.get, {}));
    const mine = await StartingLineupModel.findOne({ worldId: a.userId, teamId: new mongoose.Types.ObjectId(b.team.id) }).lean();
    expect(five).toMatchObject({ pgId: String(mine?.pgId) });
  });

  it('answers 404 on every club route given the other club’s ids, shows none of them, and changes nothing', async () => {
    await walkOtherClub();
  }, 120_000);

  it('keeps the same privacy when the world is a league of managers (its calendar, not they, plays the matchdays)', async () => {
    await WorldModel.updateOne({ _id: a.userId }, { $set: { kind: 'league' } });
    try {
      await walkOtherClub();
    } finally {
      await WorldModel.updateOne({ _id: a.userId }, { $set: { kind: 'career' } });
    }
  }, 120_000);
});

/** Manager B puts every id of A's club into every club route of the table: each is refused, none shows, nothing changes. */
async function walkOtherClub(): Promise<void> {
  const ids = await firstClubIds();
  expect(ids.length).toBeGreaterThan(12);
  const before = await careerSnapshot(a.userId);
  const allowed: string[] = [];
  const failures: string[] = [];
  for (const { group, name, def } of allRoutes(ROUTES)) {
    if (def.serves !== 'club') continue;
    const route = `${group}.${name}`;
    if (def.method === 'GET' && !def.path.includes(':')) {
      const answer = await b.http.request('GET', routeUrl(def, {} as never));
      const text = await answer.text();
      for (const id of ids) if (text.includes(id)) failures.push(`${route} shows the other club's ${id}`);
      continue;
    }
    for (const id of ids) {
      const call = aimedAt(def, id);
      if (!call) continue;
      const answer = await b.http.request(def.method, call.url, call.body);
      if (answer.status < 300 && NAMES_PUBLIC_THINGS.has(route)) {
        allowed.push(`${route} ${id}`);
        continue;
      }
      // Refused: not found, not for this caller at all (a developer's tool), or not now.
      if (![403, 404, 409].includes(answer.status))
        failures.push(`${route} with the other club's ${id} answered ${answer.status}: ${await answer.text()}`);
    }
  }
  expect(failures).toEqual([]);
  expect(await careerSnapshot(a.userId)).toEqual(before);
}
