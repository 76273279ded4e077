/**
 * Agent requests over HTTP: drawn after processing from the
 * career's seed for players with cause (underpaid or unhappy), listed and
 * counted on the badge, answered once (a raise or the transfer list and
 * morale up, or morale down), another career's ids 404.
 */
import { describe, expect, it } from 'vitest';
import {
  AGENT_ACCEPT_MORALE_GAIN,
  AGENT_REJECT_MORALE_DROP,
  agentAsk,
  careerEventKey,
  keyedRng,
  ROUTES,
  routeUrl,
  type AgentRequest,
  type OfficeNotification,
} from '@hardwood/shared';
import mongoose from '../src/infra/store/mongoose.js';
import { PlayerModel } from '../src/models/players/player.model.js';
import { TeamModel } from '../src/models/teams/team.model.js';
import { useTestApp } from './app-fixture.js';
import { marketCareer } from './market-helpers.js';

const app = useTestApp({ env: { DEVELOPER_EMAILS: ['a', 'b'].map((n) => `agents-${n}@example.com`).join(',') } });

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
});
