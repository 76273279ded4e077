/**
 * A manager's game plans: kept on his seat (none and the autopilot off until
 * he saves them), checked with messages that name the part at fault, his
 * own only (another manager of the world reads and saves his own), handed
 * to the live room with the match, and coaching his side when his match is
 * simulated without him: the same game every time, not the AI's.
 */
import { describe, expect, it } from 'vitest';
import { gamePlanPreset, ROUTES, type GamePlan, type Match, type SaveGamePlan } from '@hardwood/shared';
import mongoose from '../src/infra/store/mongoose.js';
import { loadLiveMatch } from '../src/domain/live/live-match.service.js';
import { playMatch } from '../src/domain/matches/results.service.js';
import { careerSquads } from '../src/domain/matches/squads.js';
import { MatchModel, type MatchDoc } from '../src/models/season/match.model.js';
import { PlayerModel } from '../src/models/players/player.model.js';
import { SeasonModel } from '../src/models/season/season.model.js';
import { useTestApp } from './app-fixture.js';
import { marketCareer, type TestCareer } from './market-helpers.js';
import { seatSecondManager } from './second-seat.js';

const app = useTestApp({
  env: { DEVELOPER_EMAILS: ['rounds', 'private', 'live', 'sim', 'season'].map((n) => `plan-${n}@example.com`).join(',') },
});

/** Fast pace all game, whatever the score: a plan whose mark shows in any game it coaches. */
const fastAllGame: GamePlan = {
  rotation: { restBelowEnergy: null, returnAtEnergy: 80, minutes: {}, closers: [], closeFromSeconds: 0 },
  rules: [{ id: 'run', when: {}, then: [{ type: 'tactics', pace: 'fast' }] }],
  timeouts: { afterOpponentRun: null, keepForLastSeconds: 0 },
};

const save = (c: { http: TestCareer['http'] }, body: SaveGamePlan) => c.http.send(ROUTES.gamePlan.save, {}, body);

async function firstMatch(c: TestCareer): Promise<Match> {
  const matches = await c.http.call(ROUTES.season.matches, {}, {});
  const own = matches.filter((m) => m.homeTeamId === c.team.id || m.awayTeamId === c.team.id).sort((a, b) => a.matchday - b.matchday);
  if (!own[0]) throw new Error('no match');
  return own[0];
}

describe('game plans', () => {
  it('are none by default, and a default plan, a next-match plan and the autopilot each round-trip', async () => {
    const c = await marketCareer(app.url, 'plan-rounds@example.com', 107);
    expect(await c.http.call(ROUTES.gamePlan.plans, {})).toEqual({
      defaultPlan: null,
      nextMatch: null,
      autopilot: { mode: 'off', idleMinutes: null },
    });
    const balanced = gamePlanPreset('balanced');
    const afterDefault = await c.http.call(ROUTES.gamePlan.save, {}, { scope: 'default', plan: balanced });
    expect(afterDefault.defaultPlan).toEqual(balanced);

    const match = await firstMatch(c);
    const chase = gamePlanPreset('chase-the-game');
    const afterNext = await c.http.call(ROUTES.gamePlan.save, {}, { scope: 'next-match', plan: chase });
    expect(afterNext.nextMatch).toEqual({ matchId: match.id, plan: chase });

    const afterAutopilot = await c.http.call(
      ROUTES.gamePlan.save,
      {},
      { scope: 'autopilot', autopilot: { mode: 'ai-after', idleMinutes: 3 } },
    );
    expect(await c.http.call(ROUTES.gamePlan.plans, {})).toEqual({
      defaultPlan: balanced,
      nextMatch: { matchId: match.id, plan: chase },
      autopilot: { mode: 'ai-after', idleMinutes: 3 },
    });
    expect(afterAutopilot.autopilot).toEqual({ mode: 'ai-after', idleMinutes: 3 });

    // Cleared: the next match is coached by the default again.
    expect((await c.http.call(ROUTES.gamePlan.save, {}, { scope: 'next-match', plan: null })).nextMatch).toBeNull();
    expect((await c.http.call(ROUTES.gamePlan.save, {}, { scope: 'default', plan: null })).defaultPlan).toBeNull();
  });

  it('refuses a bad plan with a message naming its rule, and a player of another club, changing nothing', async () => {
    const c = await marketCareer(app.url, 'plan-private@example.com', 104);
    const other = await seatSecondManager(app.url, c.userId, 'plan-private-b@example.com', 105);

    const badLead: GamePlan = {
      ...fastAllGame,
      rules: [{ id: 'lead', when: { leadAtLeast: 99 }, then: [{ type: 'tactics', pace: 'slow' }] }],
    };
    const refused = await save(c, { scope: 'default', plan: badLead });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toMatch(/^Rule 1 \(.*\): lead must be between 1 and \d+$/);

    const [stranger] = await PlayerModel.find({ worldId: c.userId, teamId: new mongoose.Types.ObjectId(other.team.id) }, { _id: 1 })
      .limit(1)
      .lean();
    const strangerId = String(stranger?._id);
    const withStranger: GamePlan = { ...fastAllGame, rotation: { ...fastAllGame.rotation, minutes: { [strangerId]: 20 } } };
    const foreign = await save(c, { scope: 'default', plan: withStranger });
    expect(foreign.status).toBe(400);
    expect(((await foreign.json()) as { message: string }).message).toBe(`Rotation: ${strangerId} (minutes) is not in the squad`);
    const asCloser = await save(c, {
      scope: 'next-match',
      plan: { ...fastAllGame, rotation: { ...fastAllGame.rotation, closers: [strangerId] } },
    });
    expect(asCloser.status).toBe(400);
    expect(((await asCloser.json()) as { message: string }).message).toBe(`Rotation: closer ${strangerId} is not in the squad`);
    expect((await c.http.call(ROUTES.gamePlan.plans, {})).defaultPlan).toBeNull();

    // His own player is his to name.
    const mine = (await c.roster())[0]?.id as string;
    const ownMinutes: GamePlan = { ...fastAllGame, rotation: { ...fastAllGame.rotation, minutes: { [mine]: 20 } } };
    expect((await c.http.call(ROUTES.gamePlan.save, {}, { scope: 'default', plan: ownMinutes })).defaultPlan).toEqual(ownMinutes);

    // The other manager of the world reads his own (none), and his save changes only his.
    expect(await other.http.call(ROUTES.gamePlan.plans, {})).toMatchObject({ defaultPlan: null, nextMatch: null });
    await other.http.call(ROUTES.gamePlan.save, {}, { scope: 'autopilot', autopilot: { mode: 'plan', idleMinutes: null } });
    await other.http.call(ROUTES.gamePlan.save, {}, { scope: 'default', plan: fastAllGame });
    expect(await c.http.call(ROUTES.gamePlan.plans, {})).toEqual({
      defaultPlan: ownMinutes,
      nextMatch: null,
      autopilot: { mode: 'off', idleMinutes: null },
    });
    expect(await other.http.call(ROUTES.gamePlan.plans, {})).toMatchObject({ defaultPlan: fastAllGame, autopilot: { mode: 'plan' } });
    // He cannot name the first manager's players either.
    expect((await save(other, { scope: 'default', plan: ownMinutes })).status).toBe(400);
  });

  it('refuses a next-match plan once the season has no match left for the club (409)', async () => {
    const c = await marketCareer(app.url, 'plan-season@example.com', 108);
    await SeasonModel.updateMany({ worldId: c.userId, isActive: true }, { $set: { status: 'complete' } });
    const answer = await save(c, { scope: 'next-match', plan: fastAllGame });
    expect(answer.status).toBe(409);
    expect(((await answer.json()) as { message: string }).message).toMatch(/no match left to play this season/);
    // The default is his to set whatever the season.
    expect((await save(c, { scope: 'default', plan: fastAllGame })).status).toBe(200);
  });

  it('goes to the live room with the match: the next-match plan for this match, else the default, and the autopilot', async () => {
    const c = await marketCareer(app.url, 'plan-live@example.com', 106);
    const match = await firstMatch(c);
    const side = match.homeTeamId === c.team.id ? 'home' : 'away';
    const before = await loadLiveMatch(match.id, c.userId.toString());
    expect(before.plans).toBeUndefined();
    expect(before.autopilot).toEqual({ [side]: { mode: 'off', idleMinutes: null } });

    await c.http.call(ROUTES.gamePlan.save, {}, { scope: 'default', plan: fastAllGame });
    await c.http.call(ROUTES.gamePlan.save, {}, { scope: 'autopilot', autopilot: { mode: 'plan', idleMinutes: null } });
    const byDefault = await loadLiveMatch(match.id, c.userId.toString());
    expect(byDefault.plans).toEqual({ [side]: fastAllGame });
    expect(byDefault.autopilot).toEqual({ [side]: { mode: 'plan', idleMinutes: null } });

    const chase = gamePlanPreset('chase-the-game');
    await c.http.call(ROUTES.gamePlan.save, {}, { scope: 'next-match', plan: chase });
    expect((await loadLiveMatch(match.id, c.userId.toString())).plans).toEqual({ [side]: chase });
  });

  it('coaches his side when his match is simulated: the plan’s game, the same every time, not the AI’s; then it lapses', async () => {
    const c = await marketCareer(app.url, 'plan-sim@example.com', 105);
    const match = await firstMatch(c);
    const side = match.homeTeamId === c.team.id ? 'home' : 'away';
    await c.http.call(ROUTES.gamePlan.save, {}, { scope: 'next-match', plan: fastAllGame });

    // The games the server can play: read before, from the same squads and seed.
    const doc = await MatchModel.findById(match.id).lean<MatchDoc>();
    if (!doc) throw new Error('no match');
    const squads = await careerSquads(c.userId, [doc.homeTeamId, doc.awayTeamId]);
    const home = squads.get(doc.homeTeamId.toString());
    const away = squads.get(doc.awayTeamId.toString());
    if (!home || !away) throw new Error('no squads');
    const planned = playMatch(doc, home, away, { [side]: fastAllGame });
    const plannedAgain = playMatch(doc, home, away, { [side]: fastAllGame });
    const byTheAi = playMatch(doc, home, away);
    expect(plannedAgain.state.score).toEqual(planned.state.score);
    expect(planned.state[side].tactics.pace).toBe('fast');
    expect(planned.state[side].managed).toBe(true);
    expect(byTheAi.state[side].managed).toBe(false);
    expect(planned.periods).not.toEqual(byTheAi.periods);
    // The AI's game ends otherwise (this seed's): the score the route records tells the two apart.
    expect(planned.state.score).not.toEqual(byTheAi.state.score);

    const result = await c.http.call(ROUTES.matches.simulate, { id: match.id });
    expect({ home: result.homeScore, away: result.awayScore }).toEqual(planned.state.score);

    // Played: the plan for it no longer applies.
    expect((await c.http.call(ROUTES.gamePlan.plans, {})).nextMatch).toBeNull();
  });
});
