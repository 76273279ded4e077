/**
 * Contracts over HTTP: a player's ask, signing on a contract, the wage
 * budget's refusal, releases and their severance, renewals (agreed,
 * refused by an unhappy player's seeded draw), the office's notices of
 * contracts ending, sales the game does not offer, morale's levers, the
 * agent's cooldown, and another career's ids answering 404.
 */
import { describe, expect, it } from 'vitest';
import {
  AGENT_QUIET_AFTER_SIGNING_MATCHDAYS,
  agentAsk,
  agreesToRenew,
  careerEventKey,
  CONTRACT_EXPIRY_NOTICE_MATCHDAY,
  keyedRng,
  MARKET_MESSAGES,
  matchdayKey,
  PLAYING_TIME_PROMISE,
  ROUTES,
  routeUrl,
  seasonWage,
  wageAsk,
  type ContractTerms,
  type ExpiringContracts,
  type LeverResultDto,
  type MoraleOverview,
  type OfficeNotification,
  type Player,
  type ReleaseResponse,
  type RenewResponse,
  type SaleOption,
  type SignResponse,
  type WageSummary,
} from '@hardwood/shared';
import mongoose from '../src/infra/store/mongoose.js';
import { AgentRequestModel } from '../src/models/office/agent-request.model.js';
import { PromiseModel } from '../src/models/morale/morale.model.js';
import { PlayerModel } from '../src/models/players/player.model.js';
import { PlayerMatchStatModel } from '../src/models/players/player-match-stat.model.js';
import { SeasonModel } from '../src/models/season/season.model.js';
import { TeamModel } from '../src/models/teams/team.model.js';
import { WorldModel } from '../src/models/worlds/world.model.js';
import { useTestApp } from './app-fixture.js';
import { marketCareer, sellUrl, signUrl, type TestCareer } from './market-helpers.js';

const EMAILS = ['sign', 'limit', 'release', 'renew', 'renew-quiet', 'notice', 'sale', 'levers', 'promise', 'agent', 'other'];
const app = useTestApp({ env: { DEVELOPER_EMAILS: EMAILS.map((n) => `contracts-${n}@example.com`).join(',') } });

const termsUrl = (playerId: string) => routeUrl(ROUTES.contracts.terms, { playerId });
const renewUrl = (playerId: string) => routeUrl(ROUTES.contracts.renew, { playerId });
const releaseUrl = (playerId: string) => routeUrl(ROUTES.contracts.release, { playerId });
const messageOf = async (res: Response) => ((await res.json()) as { message: string }).message;
const oid = (id: string) => new mongoose.Types.ObjectId(id);

async function career(name: string, templateTeamId = 106): Promise<TestCareer> {
  return marketCareer(app.url, `contracts-${name}@example.com`, templateTeamId);
}

/** The whole career's state a refused call must leave alone. */
async function state(c: TestCareer) {
  const [team, players] = await Promise.all([
    TeamModel.findById(c.team.id, { budget: 1 }).lean(),
    PlayerModel.find({ worldId: c.userId }, { teamId: 1, salary: 1, contractEndsSeason: 1, morale: 1, cannotSellUntilMatchday: 1 }).lean(),
  ]);
  return JSON.stringify({ budget: team?.budget, players });
}

describe('signing on a contract', () => {
  it('asks his wage at the club, signs him for the chosen seasons, and shows it on the roster and in the wage bill', async () => {
    const c = await career('sign');
    const [agent] = await c.freeAgents();
    if (!agent) throw new Error('no free agents');
    const stored = await PlayerModel.findById(agent.id).lean();
    const terms = await c.http.get<ContractTerms>(termsUrl(agent.id));
    expect(terms.salary).toBe(
      wageAsk({ overallRating: agent.overallRating, age: agent.age, morale: stored?.morale ?? 50 }, c.team.reputation),
    );
    expect(agent.wageAsk).toBe(terms.salary);
    expect(terms.seasonWage).toBe(seasonWage(terms.salary));
    expect(terms.refusal).toBeNull();
    const before = await c.http.get<WageSummary>(routeUrl(ROUTES.contracts.summary, {}));

    // A length outside 1-4 is refused at the edge and changes nothing.
    const snapshot = await state(c);
    const bad = await c.http.request('POST', signUrl(agent.id), { contractSeasons: 5 });
    expect(bad.status).toBe(400);
    expect(await messageOf(bad)).toMatch(/1 to 4 seasons/);
    expect(await state(c)).toBe(snapshot);

    const signed = await c.http.json<SignResponse>('POST', signUrl(agent.id), { contractSeasons: 3 });
    expect(signed.player).toMatchObject({ salary: terms.salary, contractEndsSeason: 3 });
    const roster = await c.roster();
    expect(roster.find((p) => p.id === agent.id)).toMatchObject({ salary: terms.salary, contractEndsSeason: 3 });
    const after = await c.http.get<WageSummary>(routeUrl(ROUTES.contracts.summary, {}));
    expect(after.wageBill - before.wageBill).toBe(seasonWage(terms.salary));
    expect(after.expiries.find((e) => e.season === 3)?.players).toBeGreaterThanOrEqual(1);
  });

  it('refuses a signing or an offer past the wage budget with the bill and the budget, and changes nothing', async () => {
    const c = await career('limit');
    // Wages already at the board's limit: the squad earns what the budget allows.
    const summary = await c.http.get<WageSummary>(routeUrl(ROUTES.contracts.summary, {}));
    const roster = await c.roster();
    const each = Math.floor(summary.wageBudget / seasonWage(1) / roster.length);
    await PlayerModel.updateMany({ worldId: c.userId, teamId: oid(c.team.id) }, { $set: { salary: each } });
    const [agent] = await c.freeAgents();
    if (!agent) throw new Error('no free agents');
    const terms = await c.http.get<ContractTerms>(termsUrl(agent.id));
    expect(terms.refusal).toMatch(/wage bill would be .* over the .* your club can pay this season/);
    const snapshot = await state(c);
    const res = await c.http.request('POST', signUrl(agent.id), { contractSeasons: 2 });
    expect(res.status).toBe(400);
    expect(await messageOf(res)).toBe(terms.refusal);
    const other = (
      await c.http.get<Player[]>(
        `/api/players/team/${(await TeamModel.findOne({ worldId: c.userId, templateTeamId: 107 }).lean())?._id.toString()}`,
      )
    )[0];
    if (!other?.teamId) throw new Error('no player at the other club');
    const offer = await c.http.request('POST', routeUrl(ROUTES.transfers.makeOffer, {}), {
      playerId: other.id,
      sellerTeamId: other.teamId,
      offerAmount: 5_000_000,
      contractSeasons: 1,
    });
    expect(offer.status).toBe(400);
    expect(await messageOf(offer)).toMatch(/wage bill/);
    expect(await state(c)).toBe(snapshot);
  });
});

describe('releasing a player', () => {
  it('now: pays the rest of his contract as severance and frees him; at the season end: only when his contract ends then', async () => {
    const c = await career('release');
    // One contract running to season 3 and one ending this season, whatever the career's draws gave the squad.
    const [first, second] = await c.roster();
    if (!first || !second) throw new Error('no players');
    await PlayerModel.updateOne({ _id: oid(first.id) }, { $set: { contractEndsSeason: 3 } });
    await PlayerModel.updateOne({ _id: oid(second.id) }, { $set: { contractEndsSeason: 1 } });
    const roster = await c.roster();
    const longer = roster.find((p) => p.id === first.id);
    const ending = roster.find((p) => p.id === second.id);
    if (!longer || !ending) throw new Error('the squad lost a player');
    const early = await c.http.request('POST', releaseUrl(longer.id), { when: 'season-end' });
    expect(early.status).toBe(409);
    expect(await messageOf(early)).toMatch(/runs until the end of/);

    const budget = await c.budget();
    const released = await c.http.json<ReleaseResponse>('POST', releaseUrl(longer.id), { when: 'now' });
    const laterSeasons = (longer.contractEndsSeason ?? 1) - 1;
    expect(released.severance).toBe(longer.salary * 22 + seasonWage(longer.salary) * laterSeasons * 0.5);
    expect(released.budget).toBe(budget - released.severance);
    expect(await PlayerModel.findById(longer.id, { teamId: 1, contractEndsSeason: 1 }).lean()).toMatchObject({
      teamId: null,
      contractEndsSeason: null,
    });
    // Released again: he is no longer his; nothing moves twice.
    expect((await c.http.request('POST', releaseUrl(longer.id), { when: 'now' })).status).toBe(404);
    expect(await c.budget()).toBe(released.budget);

    const letGo = await c.http.json<ReleaseResponse>('POST', releaseUrl(ending.id), { when: 'season-end' });
    expect(letGo.severance).toBe(0);
    const list = await c.http.get<ExpiringContracts>(routeUrl(ROUTES.contracts.expiring, {}));
    expect(list.contracts.find((x) => x.player.id === ending.id)?.status).toBe('released');
    expect((await c.http.request('POST', releaseUrl(ending.id), { when: 'later' })).status).toBe(400);
  });
});

describe('renewing a contract', () => {
  it('agrees at his ask from next season; an unhappy player refuses by the season’s draw until his morale recovers', async () => {
    const c = await career('renew');
    // Every contract but one ends this season, so the squad surely holds a player whose draw says no at morale 0.
    const running = (await c.roster())[0];
    if (!running) throw new Error('no players');
    await PlayerModel.updateOne({ _id: oid(running.id) }, { $set: { contractEndsSeason: 2 } });
    await PlayerModel.updateMany(
      { worldId: c.userId, teamId: oid(c.team.id), _id: { $ne: oid(running.id) } },
      { $set: { contractEndsSeason: 1 } },
    );
    const ending = (await c.roster()).filter((p) => p.contractEndsSeason === 1);
    const happy = ending[0];
    // The player whose draw this season says no at morale 0 (chance 80%): his refusal is known in advance, as only a test can.
    const unhappy = ending.find((p) => p !== happy && !agreesToRenew(0, keyedRng(careerEventKey(c.seed, 1, 0, 'renewal', p.id))));
    if (!happy || !unhappy) throw new Error('the squad needs two contracts ending this season');
    await PlayerModel.updateOne({ _id: oid(happy.id) }, { $set: { morale: 70 } });
    const agreed = await c.http.json<RenewResponse>('POST', renewUrl(happy.id), { contractSeasons: 2 });
    expect(agreed.outcome).toBe('agreed');
    expect(agreed.contract.agreed).toMatchObject({ endsSeason: 3, salary: wageAsk({ ...happy, morale: 70 }, c.team.reputation) });
    // Agreed is final: asked again, the same contract.
    expect((await c.http.json<RenewResponse>('POST', renewUrl(happy.id), { contractSeasons: 4 })).contract.agreed?.endsSeason).toBe(3);

    await PlayerModel.updateOne({ _id: oid(unhappy.id) }, { $set: { morale: 0 } });
    const refused = await c.http.json<RenewResponse>('POST', renewUrl(unhappy.id), { contractSeasons: 2 });
    expect(refused).toMatchObject({ outcome: 'refused', contract: { status: 'refused' } });
    expect(refused.message).toMatch(/unhappy/);
    expect((await c.http.json<RenewResponse>('POST', renewUrl(unhappy.id), { contractSeasons: 2 })).outcome).toBe('refused');
    await PlayerModel.updateOne({ _id: oid(unhappy.id) }, { $set: { morale: 60 } });
    expect((await c.http.json<RenewResponse>('POST', renewUrl(unhappy.id), { contractSeasons: 1 })).outcome).toBe('agreed');

    expect((await c.http.request('POST', renewUrl(running.id), { contractSeasons: 2 })).status).toBe(409);
  });

  it('at his ask quiets his agent for the rest of this contract and the first matchdays of the new one', async () => {
    const c = await career('renew-quiet');
    const [first] = await c.roster();
    const player = await PlayerModel.findById(first?.id).lean();
    if (!player) throw new Error('no players');
    const playerId = player._id.toString();
    // Underpaid and content, his contract ending: by the agents' yardstick he has cause from the first matchday.
    await PlayerModel.updateOne({ _id: player._id }, { $set: { contractEndsSeason: 1, salary: 100, morale: 70 } });
    const played = [1, 2, 3];
    // A world seed whose draws would send his agent within the matchdays played (player ids differ each run, so the seed is found here).
    const seed = Array.from({ length: 100 }, (_, i) => `renew-${i}`).find((s) =>
      played.some(
        (matchday) =>
          agentAsk(
            { name: player.name, overallRating: player.overallRating, age: player.age, morale: 70, salary: 1 },
            c.team.reputation,
            keyedRng(careerEventKey(s, 1, matchday, 'agent', playerId)),
          ) !== null,
      ),
    );
    if (!seed) throw new Error('no seed draws an agent within three matchdays');
    await WorldModel.updateOne({ _id: c.userId }, { $set: { seed } });
    // The renewal's own draw says yes at morale 70 whatever the seed.
    expect((await c.http.json<RenewResponse>('POST', renewUrl(playerId), { contractSeasons: 2 })).outcome).toBe('agreed');
    for (const matchday of played) await c.http.json('POST', `/api/matches/simulate-matchday/${matchday}`);

    const requests = await AgentRequestModel.find({ worldId: c.userId, playerId: player._id }).lean();
    expect(requests.map((r) => `${r.requestType} after matchday ${r.matchday}`)).toEqual([]);
    expect((await PlayerModel.findById(player._id).lean())?.agentQuietUntilKey).toBe(matchdayKey(2, AGENT_QUIET_AFTER_SIGNING_MATCHDAYS));
  });

  it('lists the contracts ending in the office from the notice matchday: counted, read, and never holding the live match', async () => {
    const c = await career('notice');
    // At least three contracts end this season, whatever the career's draws gave the squad.
    const three = (await c.roster()).slice(0, 3).map((p) => oid(p.id));
    await PlayerModel.updateMany({ _id: { $in: three } }, { $set: { contractEndsSeason: 1 } });
    const notices = async () =>
      (await c.http.get<OfficeNotification[]>(routeUrl(ROUTES.office.notifications, {}))).filter(
        (n) => n.notificationType === 'contract_expiring',
      );
    expect(await notices()).toEqual([]);
    await SeasonModel.updateOne({ worldId: c.userId, isActive: true }, { $set: { currentMatchday: CONTRACT_EXPIRY_NOTICE_MATCHDAY } });
    const ending = (await c.roster()).filter((p) => p.contractEndsSeason === 1);
    const listed = await notices();
    expect(listed).toHaveLength(ending.length);
    expect(listed[0]?.title).toMatch(/contract ends with 2025-26/);
    const [first, second] = listed;
    if (!first || !second) throw new Error('two notices needed');
    await c.http.json('POST', routeUrl(ROUTES.office.markRead, {}), { notificationType: 'contract_expiring', relatedId: first.relatedId });
    expect((await notices()).map((n) => n.id)).not.toContain(first.id);
    // A decided contract needs no notice.
    const decided = ending.find((p) => second.title.startsWith(p.name));
    if (!decided) throw new Error('notice without its player');
    await c.http.json('POST', releaseUrl(decided.id), { when: 'season-end' });
    expect(await notices()).toHaveLength(ending.length - 2);
    // Another career's notice is not this one's to mark.
    const other = await career('other');
    const res = await other.http.request('POST', routeUrl(ROUTES.office.markRead, {}), {
      notificationType: 'contract_expiring',
      relatedId: second.relatedId,
    });
    expect(res.status).toBe(404);
    for (const id of [decided.id]) {
      expect((await other.http.request('GET', termsUrl(id))).status).toBe(404);
      expect((await other.http.request('POST', renewUrl(id), { contractSeasons: 1 })).status).toBe(404);
      expect((await other.http.request('POST', releaseUrl(id), { when: 'now' })).status).toBe(404);
      expect((await other.http.request('POST', routeUrl(ROUTES.morale.talk, { playerId: id }), { kind: 'praise' })).status).toBe(404);
      expect((await other.http.request('POST', routeUrl(ROUTES.morale.promise, { playerId: id }), {})).status).toBe(404);
    }
  });
});

describe('a sale the game cannot make', () => {
  it('is not offered, says why, and a sell call is refused before any draw, costing no morale', async () => {
    const c = await career('sale');
    await TeamModel.updateMany({ worldId: c.userId, isUserTeam: false }, { $set: { budget: 0 } });
    const options = await c.http.get<SaleOption[]>(routeUrl(ROUTES.transfers.saleOptions, {}));
    expect(options.length).toBeGreaterThan(0);
    expect(options.every((o) => !o.offered && o.reason === MARKET_MESSAGES.noBuyer)).toBe(true);
    const [first] = options;
    if (!first) throw new Error('no players');
    const snapshot = await state(c);
    const res = await c.http.request('POST', sellUrl(first.playerId));
    expect(res.status).toBe(409);
    expect(await messageOf(res)).toBe(MARKET_MESSAGES.noBuyer);
    expect(await state(c)).toBe(snapshot);
  });
});

describe('morale’s levers', () => {
  it('a team meeting once a matchday, a word with each player once a matchday, each applied to morale once', async () => {
    const c = await career('levers');
    const before = await c.http.get<MoraleOverview>(routeUrl(ROUTES.morale.overview, {}));
    expect(before.meetingAvailable).toBe(true);
    const moraleOf = async () => new Map((await c.roster()).map((p) => [p.id, p.morale]));
    const start = await moraleOf();
    const meeting = await c.http.json<LeverResultDto>('POST', routeUrl(ROUTES.morale.teamMeeting, {}), {});
    const after = await moraleOf();
    for (const [id, morale] of start) expect(after.get(id)).toBe(Math.min(100, Math.max(0, morale + meeting.change)));
    expect(meeting.message.length).toBeGreaterThan(10);
    const again = await c.http.request('POST', routeUrl(ROUTES.morale.teamMeeting, {}), {});
    expect(again.status).toBe(409);
    expect(await moraleOf()).toEqual(after);
    expect((await c.http.get<MoraleOverview>(routeUrl(ROUTES.morale.overview, {}))).meetingAvailable).toBe(false);

    const [player] = before.players;
    if (!player) throw new Error('no players');
    const talk = await c.http.json<LeverResultDto>('POST', routeUrl(ROUTES.morale.talk, { playerId: player.playerId }), {
      kind: 'criticise',
    });
    expect((await moraleOf()).get(player.playerId)).toBe(Math.min(100, Math.max(0, (after.get(player.playerId) ?? 0) + talk.change)));
    expect((await c.http.request('POST', routeUrl(ROUTES.morale.talk, { playerId: player.playerId }), { kind: 'praise' })).status).toBe(
      409,
    );
    expect((await c.http.request('POST', routeUrl(ROUTES.morale.talk, { playerId: player.playerId }), { kind: 'shout' })).status).toBe(400);
    const overview = await c.http.get<MoraleOverview>(routeUrl(ROUTES.morale.overview, {}));
    expect(overview.players.find((p) => p.playerId === player.playerId)?.talkedThisMatchday).toBe(true);
    for (const p of overview.players) expect(p.baseline).toBe(50 + p.parts.playingTime + p.parts.results + p.parts.pay);
  });

  it('a promise of minutes lifts him now and is judged on his next games fit to play', async () => {
    const c = await career('promise');
    const star = [...(await c.roster())].sort((a, b) => b.overallRating - a.overallRating)[0];
    if (!star) throw new Error('no players');
    const moraleBefore = star.morale;
    const made = await c.http.json<{ change: number }>('POST', routeUrl(ROUTES.morale.promise, { playerId: star.id }), {});
    expect(made.change).toBe(PLAYING_TIME_PROMISE.now);
    expect((await PlayerModel.findById(star.id).lean())?.morale).toBe(Math.min(100, moraleBefore + PLAYING_TIME_PROMISE.now));
    // The same matchday: the same promise, applied once.
    await c.http.json('POST', routeUrl(ROUTES.morale.promise, { playerId: star.id }), {});
    expect((await PlayerModel.findById(star.id).lean())?.morale).toBe(Math.min(100, moraleBefore + PLAYING_TIME_PROMISE.now));
    // Until it is judged: games he is injured for do not count, and the career's draws may injure him.
    for (let matchday = 1; matchday <= 12; matchday += 1) {
      await c.http.json('POST', `/api/matches/simulate-matchday/${matchday}`);
      if (matchday === 1)
        expect((await c.http.request('POST', routeUrl(ROUTES.morale.promise, { playerId: star.id }), {})).status).toBe(409);
      const judged = await PromiseModel.findOne({ worldId: c.userId, playerId: oid(star.id) }).lean();
      if ((judged?.games.length ?? 0) >= PLAYING_TIME_PROMISE.games) break;
    }
    const promise = await PromiseModel.findOne({ worldId: c.userId, playerId: oid(star.id) }).lean();
    const lines = await PlayerMatchStatModel.find({ playerId: oid(star.id) }, { minutes: 1 }).lean();
    expect(promise?.games.length).toBe(PLAYING_TIME_PROMISE.games);
    const average = (promise?.games ?? []).reduce((s, g) => s + (g.minutes ?? 0), 0) / PLAYING_TIME_PROMISE.games;
    expect(promise?.status).toBe(average >= PLAYING_TIME_PROMISE.minutes ? 'kept' : 'broken');
    // His minutes are the games' own stat lines (he was fit for each: injured games would not count).
    expect((promise?.games ?? []).map((g) => g.minutes)).toEqual(lines.slice(0, PLAYING_TIME_PROMISE.games).map((l) => l.minutes));
  });
});

describe('a rejected agent', () => {
  it('does not come back for five matchdays', async () => {
    const c = await career('agent');
    // An unhappy squad: their agents ask to be listed (a seeded chance each matchday).
    await PlayerModel.updateMany({ worldId: c.userId, teamId: oid(c.team.id) }, { $set: { morale: 10 } });
    let request = null;
    for (let matchday = 1; matchday <= 6 && !request; matchday += 1) {
      await c.http.json('POST', `/api/matches/simulate-matchday/${matchday}`);
      await PlayerModel.updateMany({ worldId: c.userId, teamId: oid(c.team.id) }, { $set: { morale: 10 } });
      request = await AgentRequestModel.findOne({ worldId: c.userId, status: 'pending' }).lean();
    }
    if (!request) throw new Error('no agent knocked');
    await c.http.json('POST', routeUrl(ROUTES.office.answerAgentRequest, { requestId: request._id.toString() }), { response: 'reject' });
    const rejectedAt = request.matchday;
    for (let matchday = rejectedAt + 1; matchday <= rejectedAt + 5; matchday += 1) {
      for (const pending of await AgentRequestModel.find({ worldId: c.userId, status: 'pending' }).lean())
        await c.http.json('POST', routeUrl(ROUTES.office.answerAgentRequest, { requestId: pending._id.toString() }), {
          response: 'accept',
        });
      await PlayerModel.updateMany({ worldId: c.userId, teamId: oid(c.team.id) }, { $set: { morale: 10, transferListed: false } });
      await c.http.json('POST', `/api/matches/simulate-matchday/${matchday}`);
    }
    const again = await AgentRequestModel.find({ worldId: c.userId, playerId: request.playerId, matchday: { $gt: rejectedAt } }).lean();
    expect(again).toEqual([]);
    // Not vacuous: others asked meanwhile.
    expect(await AgentRequestModel.countDocuments({ worldId: c.userId, matchday: { $gt: rejectedAt } })).toBeGreaterThan(0);
  });
});
