/**
 * Measurement: what box scores cost in the store. One career plays a season
 * (its manager's first game as a live game would be saved, with its feed;
 * the rest instantly; the European Cup; the twelve other leagues), then the
 * season ends. Prints, per kind of game, the bytes of the stored game and of
 * its box score part (player ids, lines, periods; a live game's shots and
 * score flow), as the embedded store keeps them (JSON, ids as marked strings)
 * and as MongoDB would (BSON), against the 4 KB target; then a season's
 * total and the season's history record. The live game's packed
 * play-by-play is printed on its own: it is not part of the box score.
 *
 *   npm run bench -w api
 */
import { BOX_SCORE_TARGET_BYTES, createMatch, EUROPEAN_CUP_LEAGUE_ID, LEAGUE_MATCHDAYS, simulateToEnd, type Team } from '@hardwood/shared';
import mongoose from '../src/infra/store/mongoose.js';
import { encodeDoc } from '../src/infra/store/codec.js';
import { SeasonHistoryModel } from '../src/models/history/season-history.model.js';
import { saveLiveResult } from '../src/domain/live/live-match.service.js';
import { matchSeed } from '../src/domain/matches/results.service.js';
import { careerSquads } from '../src/domain/matches/squads.js';
import { WorldMatchModel } from '../src/models/matches/world-match.model.js';
import { MatchRecordModel } from '../src/models/matches/match-record.model.js';
import { PlayerMatchStatModel } from '../src/models/players/player-match-stat.model.js';
import { MatchModel, type MatchDoc } from '../src/models/season/match.model.js';
import { startServer } from '../src/main.js';
import { HttpClient } from '../test/http-client.js';

type Raw = Record<string, unknown>;
const BOX_FIELDS = ['homePlayerIds', 'awayPlayerIds', 'homeBox', 'awayBox', 'periods', 'shots', 'flow'];
const json = (doc: Raw) => Buffer.byteLength(JSON.stringify(encodeDoc(doc)));
const bson = (doc: Raw) => mongoose.mongo.BSON.calculateObjectSize(doc);
const boxPart = (doc: Raw) => Object.fromEntries(BOX_FIELDS.filter((f) => doc[f] !== undefined).map((f) => [f, doc[f]]));

const server = await startServer({
  port: 0,
  databaseUrl: 'nedb://memory',
  clientDir: '/none',
  env: { DEVELOPER_EMAILS: 'bench@example.com' },
});
const http = new HttpClient(server.url);
const user = await http.json<{ id: string }>(
  'POST',
  '/api/register',
  { email: 'bench@example.com', password: 'bench-password', firstName: 'Bench', lastName: 'Mark' },
  201,
);
const userId = new mongoose.Types.ObjectId(user.id);
await http.json('POST', '/api/setup/complete', { countryId: 'italy', teamId: 104 }, 201);
await http.json('PATCH', '/api/auth/user/simulate-mode', { simulateMode: true });
const team = await http.get<Team>('/api/user/team');
const teamId = new mongoose.Types.ObjectId(team.id);

// Matchday 1's own game as the live room saves it: the engine with its feed.
const own = await MatchModel.findOne({
  worldId: userId,
  matchday: 1,
  $or: [{ homeTeamId: teamId }, { awayTeamId: teamId }],
}).lean<MatchDoc>();
if (!own) throw new Error('no own game');
const squads = await careerSquads(userId, [own.homeTeamId, own.awayTeamId]);
const [home, away] = [squads.get(own.homeTeamId.toString()), squads.get(own.awayTeamId.toString())];
if (!home || !away) throw new Error('no squads');
const live = simulateToEnd(createMatch({ ...home, managed: true }, away, { recordEvents: true }, matchSeed(own)));
await saveLiveResult(own._id.toString(), live);
const kept = await MatchModel.findById(own._id, { feed: 1 }).lean();
console.log(
  `box scores: the live game's play-by-play: ${live.events.length} events kept in ${json({ feed: kept?.feed ?? '' }) - 2} B JSON`,
);
await http.json('POST', `/api/matches/${own._id.toString()}/complete-processing`);
for (let matchday = 2; matchday <= LEAGUE_MATCHDAYS + 20; matchday += 1) {
  await http.json('POST', `/api/matches/simulate-matchday/${matchday}`);
  if ((await http.get<{ isComplete: boolean }>('/api/season/status')).isComplete) break;
}
await http.json('POST', '/api/season/end');

const matches = (await MatchModel.collection.find({ worldId: userId, isPlayed: true }).toArray()) as Raw[];
const world = (await WorldMatchModel.collection.find({ worldId: userId, seasonNumber: 1 }).toArray()) as Raw[];
const lines = (await PlayerMatchStatModel.collection.find({ worldId: userId }).toArray()) as Raw[];
const history = (await SeasonHistoryModel.collection.find({ worldId: userId }).toArray()) as Raw[];
const kinds: Array<[string, Raw[]]> = [
  ['live game (own league)', matches.filter((m) => String(m._id) === own._id.toString())],
  ['instant game (own league)', matches.filter((m) => m.leagueId !== EUROPEAN_CUP_LEAGUE_ID && String(m._id) !== own._id.toString())],
  ['European Cup game', matches.filter((m) => m.leagueId === EUROPEAN_CUP_LEAGUE_ID)],
  ['other league game', world],
];
const mean = (xs: number[]) => (xs.length > 0 ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
const fmt = (n: number) => `${Math.round(n).toLocaleString('en-US')} B`;
for (const [label, docs] of kinds) {
  const whole = docs.map(json);
  console.log(
    `box scores: ${label} x${docs.length}: stored game ${fmt(mean(whole))} mean, ${fmt(Math.max(0, ...whole))} max as JSON (${fmt(mean(docs.map(bson)))} as BSON); ` +
      `its box score ${fmt(mean(docs.map((d) => json(boxPart(d)))))} JSON, ${fmt(mean(docs.map((d) => bson(boxPart(d)))))} BSON; ` +
      `target ${fmt(BOX_SCORE_TARGET_BYTES)} a game (max is ${(Math.max(0, ...whole) / BOX_SCORE_TARGET_BYTES).toFixed(2)}x the target)`,
  );
}
const games = [...matches, ...world];
const total = (docs: Raw[], size: (d: Raw) => number) => docs.reduce((n, d) => n + size(d), 0);
console.log(
  `box scores: a season of ${games.length} games: ${fmt(total(games, json))} stored as JSON (${fmt(total(games, bson))} BSON), of which box scores ` +
    `${fmt(total(games, (d) => json(boxPart(d))))} JSON (${fmt(total(games, (d) => bson(boxPart(d))))} BSON); ` +
    `the own league's per-player stat lines besides: ${lines.length} lines, ${fmt(total(lines, json))} JSON; season history record ${fmt(total(history, json))} JSON`,
);
// What replays every game: its deflated start and command log, in a collection of its own.
const records = (await MatchRecordModel.collection.find({ worldId: userId }).toArray()) as Raw[];
const instantRecords = records.filter((r) => r.live === false);
console.log(
  `replays: ${records.length} of ${games.length} games kept a record; an instant game's ${fmt(mean(instantRecords.map(json)))} mean as JSON ` +
    `(${fmt(mean(instantRecords.map(bson)))} BSON; its start ${fmt(mean(instantRecords.map((r) => String(r.start).length)))}, its log ` +
    `${fmt(mean(instantRecords.map((r) => String(r.log).length)))}); the season's ${fmt(total(records, json))} as JSON`,
);
await server.close();
