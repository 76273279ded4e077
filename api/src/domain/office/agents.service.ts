/**
 * Agent requests in processing step 7 and the manager's answer.
 * A request is drawn per player and matchday from the career's secret seed
 * and written once under its natural key, so a repeat draws and writes the
 * same. Answering changes the player once: the request's status is the guard.
 */
import type mongoose from 'mongoose';
import {
  AGENT_ACCEPT_MORALE_GAIN,
  AGENT_REJECT_COOLDOWN_MATCHDAYS,
  AGENT_REJECT_MORALE_DROP,
  agentAsk,
  careerEventKey,
  keyedRng,
  MORALE_MAX,
  MORALE_MIN,
  type Player,
  matchdayKey,
  seasonWage,
} from '@hardwood/shared';
import { worldSeed, type Club } from '../worlds/seat.js';
import { toPlayerDto } from '../../models/career/dto.js';
import { ConflictError, NotFoundError } from '../../infra/errors/domain-errors.js';
import { PlayerModel, type PlayerDoc } from '../../models/players/player.model.js';
import { TeamModel } from '../../models/teams/team.model.js';
import { AgentRequestModel, type AgentRequestDoc } from '../../models/office/agent-request.model.js';
import { salaryOf } from './economy.service.js';
import type { SeasonDoc } from '../../models/season/season.model.js';
import { agentRefusal, clubSituation, playingTimeOf, storedRefusal } from '../economy/refusals.js';

export async function generateAgentRequests(ctx: {
  worldId: mongoose.Types.ObjectId;
  teamId: mongoose.Types.ObjectId;
  season: Pick<SeasonDoc, '_id' | 'leagueId' | 'number'>;
  matchday: number;
}): Promise<number> {
  const [seed, team, players, pending] = await Promise.all([
    worldSeed(ctx.worldId),
    TeamModel.findById(ctx.teamId, { reputation: 1, form: 1 }).lean(),
    PlayerModel.find({ worldId: ctx.worldId, teamId: ctx.teamId, isOnLoan: false }).lean<PlayerDoc[]>(),
    AgentRequestModel.find({ worldId: ctx.worldId, teamId: ctx.teamId, status: 'pending' }, { playerId: 1, season: 1, matchday: 1 }).lean(),
  ]);
  if (!team) return 0;
  // A player with a request still open does not ask again, unless it is this matchday's own (a repeat writes it again, changing nothing).
  const waiting = new Set(
    pending.filter((r) => !(r.season === ctx.season.number && r.matchday === ctx.matchday)).map((r) => r.playerId.toString()),
  );
  const key = matchdayKey(ctx.season.number, ctx.matchday);
  const asks = players.flatMap((p) => {
    // A rejected request's agent waits out his cooldown before he knocks again.
    if (waiting.has(p._id.toString()) || p.transferListed || (p.agentQuietUntilKey ?? 0) >= key) return [];
    const rng = keyedRng(careerEventKey(seed, ctx.season.number, ctx.matchday, 'agent', p._id.toString()));
    const ask = agentAsk(
      { name: p.name, overallRating: p.overallRating, age: p.age, morale: p.morale, salary: salaryOf(p, team.reputation) },
      team.reputation,
      rng,
    );
    return ask ? [{ player: p, ask }] : [];
  });
  if (asks.length === 0) return 0;
  // Why each one asks, kept with his request: read only on a matchday an agent knocks, so a quiet one costs nothing.
  const [club, playingTime] = await Promise.all([
    clubSituation(ctx.worldId, ctx.season, team),
    playingTimeOf(ctx.worldId, ctx.season, ctx.teamId),
  ]);
  for (const { player, ask } of asks) {
    const refusal = agentRefusal(player, ask, playingTime(player._id), club);
    await AgentRequestModel.updateOne(
      { worldId: ctx.worldId, teamId: ctx.teamId, playerId: player._id, season: ctx.season.number, matchday: ctx.matchday },
      { $setOnInsert: { ...ask, status: 'pending', refusal } },
      { upsert: true },
    );
  }
  return asks.length;
}

/** The club's requests as the Office shows them, each with his player as he is now (he may have moved on since). */
export async function agentRequestDtos(club: Club, requests: readonly AgentRequestDoc[]) {
  const players = new Map(
    (await PlayerModel.find({ worldId: club.worldId, _id: { $in: requests.map((r) => r.playerId) } }).lean<PlayerDoc[]>()).map((p) => [
      p._id.toString(),
      p,
    ]),
  );
  return requests.flatMap((r) => {
    const p = players.get(r.playerId.toString());
    if (!p) return [];
    const player: Player = toPlayerDto(p, undefined, { scouted: true });
    return [
      {
        id: r._id.toString(),
        player,
        requestType: r.requestType,
        status: r.status,
        currentSalary: r.currentSalary,
        requestedSalary: r.requestedSalary,
        currentSeasonWage: seasonWage(r.currentSalary),
        requestedSeasonWage: seasonWage(r.requestedSalary),
        description: r.description,
        refusal: storedRefusal(r.refusal),
      },
    ];
  });
}

/**
 * Accept: a raise (or the transfer list) and morale up; reject: morale down.
 * Once: the player's last-answered id and the pending status guard it.
 * Another club's request is not found.
 */
export async function answerAgentRequest(
  club: Club,
  requestId: mongoose.Types.ObjectId,
  response: 'accept' | 'reject',
): Promise<AgentRequestDoc> {
  const { worldId, teamId } = club;
  const request = await AgentRequestModel.findOne({ _id: requestId, worldId, teamId }).lean<AgentRequestDoc>();
  if (!request) throw new NotFoundError('Agent request not found');
  if (request.status !== 'pending') throw new ConflictError(`This request was already ${request.status}.`);
  const player = await PlayerModel.findOne({ _id: request.playerId, worldId, teamId }).lean<PlayerDoc>();
  if (!player) throw new ConflictError('He is no longer your player.');
  const morale =
    response === 'accept'
      ? Math.min(MORALE_MAX, player.morale + AGENT_ACCEPT_MORALE_GAIN)
      : Math.max(MORALE_MIN, player.morale - AGENT_REJECT_MORALE_DROP);
  const changes =
    response === 'accept'
      ? request.requestType === 'salary_increase'
        ? { morale, salary: request.requestedSalary }
        : { morale, transferListed: true }
      : // Rejected: his agent stays away for AGENT_REJECT_COOLDOWN_MATCHDAYS matchdays.
        { morale, agentQuietUntilKey: matchdayKey(request.season, request.matchday) + AGENT_REJECT_COOLDOWN_MATCHDAYS };
  // The player first, guarded by the request's id; then the request: a retry after a crash in between finishes without changing him twice.
  await PlayerModel.updateOne(
    { _id: player._id, agentAnsweredId: { $ne: request._id.toString() } },
    { $set: { ...changes, agentAnsweredId: request._id.toString() } },
  );
  const claimed = await AgentRequestModel.findOneAndUpdate(
    { _id: request._id, status: 'pending' },
    { $set: { status: response === 'accept' ? 'accepted' : 'rejected' } },
    { returnDocument: 'after' },
  ).lean<AgentRequestDoc>();
  if (!claimed) throw new ConflictError('This request was already answered.');
  return claimed;
}
