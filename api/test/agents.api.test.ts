/**
 * Agent requests over HTTP: drawn after processing from the
 * career's seed for players with cause (underpaid or unhappy), listed and
 * counted on the badge, answered once (a raise or the transfer list and
 * morale up, or morale down), another career's ids 404.
 */
import { describe, expect, it } from 'vitest';
import {
  AGENT_ACCEPT_MORALE_GAIN,
  AGENT_QUIET_AFTER_SIGNING_MATCHDAYS,
  AGENT_REJECT_MORALE_DROP,
  AGENT_UNDERPAID_SHARE,
  agentAsk,
  careerEventKey,
  keyedRng,
  playerSalary,
  ROUTES,
  routeUrl,
  seasonWage,
  type AgentRequest,
  type OfficeNotification,
  type SignResponse,
} from '@hardwood/shared';
import mongoose from '../src/infra/store/mongoose.js';
import { AgentRequestModel } from '../src/models/office/agent-request.model.js';
import { PlayerModel } from '../src/models/players/player.model.js';
import { TeamModel } from '../src/models/teams/team.model.js';
import { WorldModel } from '../src/models/worlds/world.model.js';
import { useTestApp } from './app-fixture.js';
import { marketCareer, signUrl } from './market-helpers.js';

const app = useTestApp({
  env: { DEVELOPER_EMAILS: ['a', 'b', 'quiet'].map((n) => `agents-${n}@example.com`).join(',') },
});

const answerUrl = (requestId: string) => routeUrl(ROUTES.office.answerAgentRequest, { requestId });

describe('agent requests', () => {
  it('are drawn for players with cause, as the seed says, and answered once', async () => {
    const c = await marketCareer(app.url, 'agents-a@example.com', 105);
    const teamId = new mongoose.Types.ObjectId(c.team.id);
    // Half the squad underpaid, the other half miserable: every player has cause.
    const squad = await PlayerModel.find({ worldId: c.userId, teamId }).sort({ _id: 1 }).lean();
    const half = Math.ceil(squad.length / 2);
    await PlayerModel.updateMany({ _id: { $in: squad.slice(0, half).map((p) => p._id) } }, { $set: { salary: 100 } });
    await PlayerModel.updateMany({ _id: { $in: squad.slice(half).map((p) => p._id) } }, { $set: { morale: 5 } });
    await c.http.json('POST', '/api/matches/simulate-matchday/1');

    // Exactly the players the career's draws name, with the asks they make (ratings and morale as processing left them).
    const reputation = (await TeamModel.findById(teamId).lean())?.reputation ?? 0;
    const now = await PlayerModel.find({ worldId: c.userId, teamId }).lean();
    const expected = now.flatMap((p) => {
      const ask = agentAsk(
        { name: p.name, overallRating: p.overallRating, age: p.age, morale: p.morale, salary: p.salary },
        reputation,
        keyedRng(careerEventKey(c.seed, 1, 1, 'agent', p._id.toString())),
      );
      return ask ? [{ playerId: p._id.toString(), ...ask }] : [];
    });
    const listed = await c.http.get<AgentRequest[]>(routeUrl(ROUTES.office.agentRequests, {}));
    expect(
      listed
        .map((r) => ({
          playerId: r.player.id,
          requestType: r.requestType,
          currentSalary: r.currentSalary,
          requestedSalary: r.requestedSalary,
          description: r.description,
        }))
        .sort((x, y) => x.playerId.localeCompare(y.playerId)),
    ).toEqual(expected.sort((x, y) => x.playerId.localeCompare(y.playerId)));
    expect(listed.length).toBeGreaterThan(0);
    const badge = await c.http.get<OfficeNotification[]>(routeUrl(ROUTES.office.notifications, {}));
    expect(
      badge
        .filter((n) => n.notificationType === 'agent_request')
        .map((n) => n.relatedId)
        .sort(),
    ).toEqual(listed.map((r) => r.id).sort());

    // Each player asks with a chance a matchday: play on (with the same causes) until both kinds are waiting, so both answers are always tested.
    let waiting = listed;
    const both = () =>
      waiting.some((r) => r.status === 'pending' && r.requestType === 'salary_increase') &&
      waiting.some((r) => r.status === 'pending' && r.requestType === 'transfer_request');
    for (let matchday = 2; matchday <= 10 && !both(); matchday += 1) {
      await PlayerModel.updateMany({ _id: { $in: squad.slice(0, half).map((p) => p._id) } }, { $set: { salary: 100 } });
      await PlayerModel.updateMany({ _id: { $in: squad.slice(half).map((p) => p._id) } }, { $set: { morale: 5 } });
      await c.http.json('POST', `/api/matches/simulate-matchday/${matchday}`);
      waiting = await c.http.get<AgentRequest[]>(routeUrl(ROUTES.office.agentRequests, {}));
    }
    const raise = waiting.find((r) => r.status === 'pending' && r.requestType === 'salary_increase');
    const exit = waiting.find((r) => r.status === 'pending' && r.requestType === 'transfer_request');
    expect(raise, 'a salary request within ten matchdays').toBeDefined();
    expect(exit, 'a transfer request within ten matchdays').toBeDefined();
    // Wages are stated a season, as on every other screen (salaries are stored per game).
    expect(raise?.requestedSeasonWage).toBe(seasonWage(raise?.requestedSalary ?? 0));
    expect(raise?.currentSeasonWage).toBe(seasonWage(raise?.currentSalary ?? 0));
    expect(raise?.description).toMatch(/a season, not/);
    expect(raise?.description).not.toMatch(/a matchday/);
    if (raise) {
      const before = await PlayerModel.findById(raise.player.id).lean();
      const answers = await Promise.all([0, 1, 2].map(() => c.http.request('POST', answerUrl(raise.id), { response: 'accept' })));
      expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409]);
      const after = await PlayerModel.findById(raise.player.id).lean();
      expect(after?.salary).toBe(raise.requestedSalary);
      expect(after?.morale).toBe(Math.min(100, (before?.morale ?? 0) + AGENT_ACCEPT_MORALE_GAIN));
    }
    if (exit) {
      const before = await PlayerModel.findById(exit.player.id).lean();
      // A double reject: once only (the morale drops once).
      const answers = await Promise.all([0, 1].map(() => c.http.request('POST', answerUrl(exit.id), { response: 'reject' })));
      expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
      const after = await PlayerModel.findById(exit.player.id).lean();
      expect(after?.morale).toBe(Math.max(0, (before?.morale ?? 0) - AGENT_REJECT_MORALE_DROP));
      expect(after?.transferListed ?? false).toBe(false);
    }
    expect((await c.http.request('POST', answerUrl(listed[0]?.id ?? 'x'), { response: 'maybe' })).status).toBe(400);

    // Another career cannot see or answer them.
    const b = await marketCareer(app.url, 'agents-b@example.com', 106);
    const open = listed.find((r) => r.id !== raise?.id && r.id !== exit?.id) ?? listed[0];
    expect((await b.http.request('POST', answerUrl(open?.id ?? 'x'), { response: 'accept' })).status).toBe(404);
    expect(
      (await b.http.request('POST', routeUrl(ROUTES.office.markRead, {}), { notificationType: 'agent_request', relatedId: open?.id }))
        .status,
    ).toBe(404);
    expect(await b.http.get<AgentRequest[]>(routeUrl(ROUTES.office.agentRequests, {}))).toEqual([]);
  }, 120_000);

  it('stay away from a player who just signed at his own ask', async () => {
    const c = await marketCareer(app.url, 'agents-quiet@example.com', 107);
    const teamId = new mongoose.Types.ObjectId(c.team.id);
    const reputation = (await TeamModel.findById(teamId).lean())?.reputation ?? 0;
    const [listed] = (await c.freeAgents()).sort((a, b) => a.overallRating - b.overallRating || a.id.localeCompare(b.id));
    const agent = await PlayerModel.findById(listed?.id).lean();
    if (!agent) throw new Error('no free agent');
    const agentId = agent._id.toString();
    // Delighted, he asks 20% under the salary formula: by the agents' yardstick he is underpaid from his first game.
    await PlayerModel.updateOne({ _id: agent._id }, { $set: { morale: 100 } });
    const played = [1, 2, 3];
    // A world seed whose draws would send his agent within the matchdays played (player ids differ each run, so the seed is found here).
    const asksOn = (seed: string) =>
      played.filter(
        (matchday) =>
          agentAsk(
            { name: agent.name, overallRating: agent.overallRating, age: agent.age, morale: 100, salary: 1 },
            reputation,
            keyedRng(careerEventKey(seed, 1, matchday, 'agent', agentId)),
          ) !== null,
      );
    const seed = Array.from({ length: 100 }, (_, i) => `quiet-${i}`).find((s) => asksOn(s).length > 0);
    if (!seed) throw new Error('no seed draws an agent within three matchdays');
    await WorldModel.updateOne({ _id: c.userId }, { $set: { seed } });
    // A place on the roster for him: the squad's weakest leaves.
    const [weakest] = await PlayerModel.find({ worldId: c.userId, teamId }).sort({ overallRating: 1, _id: 1 }).limit(1).lean();
    await PlayerModel.updateOne({ _id: weakest?._id }, { $set: { teamId: null, templateTeamId: null } });

    const signed = await c.http.json<SignResponse>('POST', signUrl(agentId), { contractSeasons: 2 });
    expect(signed.player.id).toBe(agentId);
    expect(signed.player.salary).toBeLessThan(playerSalary(agent, reputation) * AGENT_UNDERPAID_SHARE);
    for (const matchday of played) await c.http.json('POST', `/api/matches/simulate-matchday/${matchday}`);

    expect(AGENT_QUIET_AFTER_SIGNING_MATCHDAYS).toBeGreaterThanOrEqual(played.length);
    const requests = await AgentRequestModel.find({ worldId: c.userId, playerId: agent._id }).lean();
    expect(requests.map((r) => `${r.requestType} after matchday ${r.matchday}`)).toEqual([]);
    // The quiet runs its course: his agent may knock again after it.
    const player = await PlayerModel.findById(agent._id).lean();
    expect(player?.agentQuietUntilKey).toBe(100 + 1 + AGENT_QUIET_AFTER_SIGNING_MATCHDAYS);
  }, 120_000);
});
