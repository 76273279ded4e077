/**
 * The manager's morale levers and the squad's morale panel. Each lever's
 * outcome is one seeded draw keyed to the career, the matchday and its
 * subject (shared economy/morale.ts explains it); the players take its
 * change under a per-player key first and the lever's record is written
 * last, so a retry after a crash finishes the same outcome, and a second
 * use the same matchday is refused.
 */
import {
  applyMoraleChange,
  careerEventKey,
  keyedRng,
  PLAYING_TIME_PROMISE,
  playerTalk,
  playingTimeFromMinutes,
  promiseLift,
  teamMeeting,
  type LeverResultDto,
  type MoraleOverview,
  type PromiseResponse,
  type TalkKind,
  matchdayKey,
} from '@hardwood/shared';
import { ConflictError } from '../../infra/errors/domain-errors.js';
import { baselineOf } from '../economy/morale-drift.js';
import { formOf } from '../economy/matchday-accounts.js';
import { lastGameMinutes } from '../economy/refusals.js';
import { PlayerModel, type PlayerDoc } from '../../models/players/player.model.js';
import { TeamModel } from '../../models/teams/team.model.js';
import { ownPlayer, type MarketCall } from '../transfers/transfers.service.js';
import { MoraleLeverModel, PromiseModel, type MoraleLeverDoc, type PromiseDoc } from '../../models/morale/morale.model.js';

/** The owner of the manager's levers and promises: his club's, never another manager's of the world. */
const ownerOf = (call: MarketCall) => ({ worldId: call.career.worldId, teamId: call.team._id });

async function squad(call: MarketCall): Promise<PlayerDoc[]> {
  return PlayerModel.find({ worldId: call.career.worldId, teamId: call.team._id }).lean<PlayerDoc[]>();
}

const teamMoraleOf = (players: readonly Pick<PlayerDoc, 'morale'>[]) =>
  players.length === 0 ? 0 : Math.round(players.reduce((s, p) => s + p.morale, 0) / players.length);

export async function moraleOverview(call: MarketCall): Promise<MoraleOverview> {
  const key = matchdayKey(call.season.number, call.matchday);
  const [players, team, minutes, levers, promises] = await Promise.all([
    squad(call),
    TeamModel.findById(call.team._id, { form: 1, reputation: 1 }).lean(),
    lastGameMinutes(call.career.worldId, call.season._id, call.team._id),
    MoraleLeverModel.find({ ...ownerOf(call), season: call.season.number })
      .sort({ matchday: -1 })
      .lean<MoraleLeverDoc[]>(),
    PromiseModel.find({ ...ownerOf(call), season: call.season.number }).lean<PromiseDoc[]>(),
  ]);
  const form = formOf(team ?? {});
  const meetings = levers.filter((l) => l.kind === 'meeting');
  const talkedToday = new Set(levers.filter((l) => l.kind === 'talk' && l.matchday === call.matchday).map((l) => l.playerId?.toString()));
  const running = new Map(promises.filter((p) => p.status === 'running').map((p) => [p.playerId.toString(), p]));
  return {
    teamMorale: teamMoraleOf(players),
    matchday: call.matchday,
    meetingAvailable: !meetings.some((m) => m.matchday === call.matchday),
    lastMeeting: meetings[0] ? { matchday: meetings[0].matchday, message: meetings[0].message } : null,
    promisesBroken: promises.filter((p) => p.status === 'broken').length,
    players: players
      .sort((a, b) => b.overallRating - a.overallRating || a.name.localeCompare(b.name))
      .map((p) => {
        const id = p._id.toString();
        const playingTime = minutes ? playingTimeFromMinutes(minutes.get(id) ?? 0) : 'rotation';
        const baseline = baselineOf(p, { reputation: team?.reputation ?? call.team.reputation }, form, playingTime);
        const promise = running.get(id);
        const games = promise?.games ?? [];
        return {
          playerId: id,
          name: p.name,
          position: p.position,
          age: p.age,
          morale: p.morale,
          baseline: baseline.value,
          parts: { playingTime: baseline.playingTime, results: baseline.results, pay: baseline.pay },
          talkedThisMatchday: talkedToday.has(id) || (p.talkKey ?? 0) >= key,
          promise: promise
            ? {
                minutes: PLAYING_TIME_PROMISE.minutes,
                games: PLAYING_TIME_PROMISE.games,
                gamesPlayed: games.length,
                averageMinutes: games.length === 0 ? 0 : games.reduce((s, g) => s + (g.minutes ?? 0), 0) / games.length,
              }
            : null,
        };
      }),
  };
}

async function recordLever(
  call: MarketCall,
  lever: Omit<MoraleLeverDoc, '_id' | 'worldId' | 'teamId' | 'season' | 'matchday' | 'createdAt'>,
) {
  await MoraleLeverModel.updateOne(
    { ...ownerOf(call), season: call.season.number, matchday: call.matchday, kind: lever.kind, playerId: lever.playerId },
    { $setOnInsert: { ...lever, createdAt: new Date() } },
    { upsert: true },
  );
}

/** A team meeting: once a matchday; every player of the squad takes its change once. */
export async function holdTeamMeeting(call: MarketCall): Promise<LeverResultDto> {
  const key = matchdayKey(call.season.number, call.matchday);
  if (await MoraleLeverModel.exists({ ...ownerOf(call), season: call.season.number, matchday: call.matchday, kind: 'meeting' }))
    throw new ConflictError('You already held a team meeting this matchday.');
  const [team, last] = await Promise.all([
    TeamModel.findById(call.team._id, { form: 1 }).lean(),
    MoraleLeverModel.findOne({ ...ownerOf(call), season: call.season.number, kind: 'meeting' })
      .sort({ matchday: -1 })
      .lean(),
  ]);
  const result = teamMeeting(
    { results: formOf(team ?? {}), matchdaysSinceLast: last ? call.matchday - last.matchday : null },
    keyedRng(careerEventKey(call.seed, call.season.number, call.matchday, 'meeting', call.team._id.toString())),
  );
  const players = await squad(call);
  if (result.change !== 0) {
    const writes = players
      .filter((p) => (p.meetingKey ?? 0) < key)
      .map((p) => ({
        updateOne: {
          // A missing key (a career made before the levers) counts as never met.
          filter: { _id: p._id, $or: [{ meetingKey: { $lt: key } }, { meetingKey: null }] },
          update: { $set: { morale: applyMoraleChange(p.morale, result.change), meetingKey: key } },
        },
      }));
    if (writes.length > 0) await PlayerModel.bulkWrite(writes);
  }
  await recordLever(call, {
    kind: 'meeting',
    playerId: null,
    talk: null,
    outcome: result.outcome,
    change: result.change,
    message: result.message,
  });
  return { outcome: result.outcome, change: result.change, message: result.message, teamMorale: teamMoraleOf(await squad(call)) };
}

/** Praise or criticise one player: once a matchday each. */
export async function talkToPlayer(call: MarketCall, playerIdParam: string | undefined, kind: TalkKind): Promise<LeverResultDto> {
  const player = await ownPlayer(call, playerIdParam);
  const key = matchdayKey(call.season.number, call.matchday);
  if (
    await MoraleLeverModel.exists({
      ...ownerOf(call),
      season: call.season.number,
      matchday: call.matchday,
      kind: 'talk',
      playerId: player._id,
    })
  )
    throw new ConflictError(`You already spoke to ${player.name} this matchday.`);
  const result = playerTalk(
    kind,
    player,
    keyedRng(careerEventKey(call.seed, call.season.number, call.matchday, `talk-${kind}`, player._id.toString())),
  );
  if (result.change !== 0)
    await PlayerModel.updateOne(
      { _id: player._id, $or: [{ talkKey: { $lt: key } }, { talkKey: null }] },
      { $set: { morale: applyMoraleChange(player.morale, result.change), talkKey: key } },
    );
  await recordLever(call, {
    kind: 'talk',
    playerId: player._id,
    talk: kind,
    outcome: result.outcome,
    change: result.change,
    message: result.message,
  });
  return { outcome: result.outcome, change: result.change, message: result.message, teamMorale: teamMoraleOf(await squad(call)) };
}

/** Promises him playing time: he takes heart now (half as much once a promise was broken this season); the verdict comes after his next games. */
export async function promisePlayingTime(call: MarketCall, playerIdParam: string | undefined): Promise<PromiseResponse> {
  const player = await ownPlayer(call, playerIdParam);
  const owner = ownerOf(call);
  const running = await PromiseModel.findOne({
    ...owner,
    playerId: player._id,
    season: call.season.number,
    status: 'running',
  }).lean<PromiseDoc>();
  if (running && running.madeAtMatchday !== call.matchday)
    throw new ConflictError(`${player.name} is still waiting for the minutes you promised on matchday ${running.madeAtMatchday}.`);
  const broken = await PromiseModel.countDocuments({ ...owner, season: call.season.number, status: 'broken' });
  const lift = running?.lift ?? promiseLift(broken > 0);
  const promise =
    running ??
    (await PromiseModel.findOneAndUpdate(
      { ...owner, playerId: player._id, season: call.season.number, madeAtMatchday: call.matchday },
      { $setOnInsert: { games: [], status: 'running', lift } },
      { upsert: true, returnDocument: 'after' },
    ).lean<PromiseDoc>());
  if (!promise) throw new ConflictError('The promise could not be read back');
  await PlayerModel.updateOne(
    { _id: player._id, promiseAppliedId: { $ne: promise._id.toString() } },
    { $set: { morale: applyMoraleChange(player.morale, lift), promiseAppliedId: promise._id.toString() } },
  );
  const after = await squad(call);
  return {
    message: `${player.name} takes you at your word: at least ${PLAYING_TIME_PROMISE.minutes} minutes a game over his next ${PLAYING_TIME_PROMISE.games} games. Morale +${lift}.`,
    change: lift,
    teamMorale: teamMoraleOf(after),
  };
}
