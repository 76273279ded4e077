/**
 * Why he says no, over HTTP: a renewal refused by the season's draw, a free
 * agent who will not join, a transfer target refusing personal terms, and an
 * agent's requests each carry the reasons with their weights and what would
 * change his mind; a refusal is kept with its record.
 */
import { describe, expect, it } from 'vitest';
import {
  agentAsk,
  agreesToRenew,
  careerEventKey,
  formatEuros,
  keyedRng,
  ROUTES,
  routeUrl,
  seasonWage,
  type AgentRequest,
  type ContractTerms,
  type ExpiringContracts,
  type OfferResult,
  type Player,
  type RefusalExplanation,
  type RenewResponse,
} from '@hardwood/shared';
import mongoose from '../src/infra/store/mongoose.js';
import { ContractRenewalModel } from '../src/models/economy/contract-renewal.model.js';
import { PlayerModel } from '../src/models/players/player.model.js';
import { TeamModel } from '../src/models/teams/team.model.js';
import { WorldModel } from '../src/models/worlds/world.model.js';
import { useTestApp } from './app-fixture.js';
import { marketCareer, setBudget, signUrl, type TestCareer } from './market-helpers.js';

const EMAILS = ['renew', 'sign', 'offer', 'agent'];
const app = useTestApp({ env: { DEVELOPER_EMAILS: EMAILS.map((n) => `refusals-${n}@example.com`).join(',') } });
const oid = (id: string) => new mongoose.Types.ObjectId(id);
const termsUrl = (playerId: string) => routeUrl(ROUTES.contracts.terms, { playerId });

const career = (name: string): Promise<TestCareer> => marketCareer(app.url, `refusals-${name}@example.com`, 106);

/** The weights of a refusal add up to one, heaviest first, one lever per reason. */
function expectWellFormed(r: RefusalExplanation | null | undefined): RefusalExplanation {
  if (!r) throw new Error('no refusal explained');
  expect(r.accepted).toBe(false);
  expect(r.reasons.reduce((s, x) => s + x.weight, 0)).toBeCloseTo(1, 5);
  expect(r.reasons.map((x) => x.weight)).toEqual([...r.reasons.map((x) => x.weight)].sort((a, b) => b - a));
  expect(r.wouldChange).toHaveLength(r.reasons.length);
  return r;
}

const weightOf = (r: RefusalExplanation, factor: string) => r.reasons.find((x) => x.factor === factor)?.weight ?? 0;

describe('a renewal refused', () => {
  it('names his morale and the club’s results by weight, keeps them with the decision, and lists them with the contract', async () => {
    const c = await career('renew');
    const roster = await c.roster();
    await PlayerModel.updateMany({ worldId: c.userId, teamId: oid(c.team.id) }, { $set: { contractEndsSeason: 1 } });
    const unhappy = roster.find((p) => !agreesToRenew(0, keyedRng(careerEventKey(c.seed, 1, 0, 'renewal', p.id))));
    if (!unhappy) throw new Error('no player whose draw says no at morale 0');
    await PlayerModel.updateOne({ _id: oid(unhappy.id) }, { $set: { morale: 0 } });
    // Five defeats: the club's results count 10 points against him, his morale 50.
    await TeamModel.updateOne({ _id: oid(c.team.id) }, { $set: { form: 'LLLLL' } });

    const res = await c.http.json<RenewResponse>('POST', routeUrl(ROUTES.contracts.renew, { playerId: unhappy.id }), {
      contractSeasons: 2,
    });
    expect(res.outcome).toBe('refused');
    const r = expectWellFormed(res.refusal);
    // No game yet: every player is a rotation player (+3), so only morale (50) and results (10) count against him.
    expect(r.reasons.map((x) => x.factor)).toEqual(['morale', 'club']);
    expect(weightOf(r, 'morale')).toBeCloseTo(50 / 60, 2);
    expect(weightOf(r, 'club')).toBeCloseTo(10 / 60, 2);
    expect(r.reasons[1]?.label).toBe('The club has won 0 of its last 5');
    expect(r.wouldChange).toEqual(['his morale at 50 or more (now 0)', 'better results: the club has won 0 of its last 5']);

    const stored = await ContractRenewalModel.findOne({ worldId: c.userId, playerId: oid(unhappy.id) }).lean();
    expect(stored?.refusal).toEqual(r);
    const list = await c.http.get<ExpiringContracts>(routeUrl(ROUTES.contracts.expiring, {}));
    expect(list.contracts.find((x) => x.player.id === unhappy.id)?.refusal).toEqual(r);
    // Happy again, he signs: the refusal goes with the old decision.
    await PlayerModel.updateOne({ _id: oid(unhappy.id) }, { $set: { morale: 70 } });
    const agreed = await c.http.json<RenewResponse>('POST', routeUrl(ROUTES.contracts.renew, { playerId: unhappy.id }), {
      contractSeasons: 2,
    });
    expect(agreed).toMatchObject({ outcome: 'agreed', refusal: null, contract: { refusal: null } });
  });
});

describe('joining the club', () => {
  it('a free agent who will not come: his terms say why beforehand, the signing is refused with the same reasons and changes nothing', async () => {
    const c = await career('sign');
    const [agent] = await c.freeAgents();
    if (!agent) throw new Error('no free agents');
    await setBudget(c.team.id, 50_000_000);
    const fine = await c.http.get<ContractTerms>(termsUrl(agent.id));
    expect(fine.playerAnswer).toEqual({ accepted: true, reasons: [], wouldChange: [] });

    // A bench place (rated 40) in a bad mood at a club that lost its last five: -6, -20 and -10 points, past the -20 he accepts.
    await PlayerModel.updateOne({ _id: oid(agent.id) }, { $set: { overallRating: 40, morale: 0 } });
    await TeamModel.updateOne({ _id: oid(c.team.id) }, { $set: { form: 'LLLLL' } });
    const terms = await c.http.get<ContractTerms>(termsUrl(agent.id));
    const r = expectWellFormed(terms.playerAnswer);
    expect(r.reasons.map((x) => x.factor)).toEqual(['morale', 'club', 'role']);
    expect(weightOf(r, 'morale')).toBeCloseTo(20 / 36, 1);
    expect(r.reasons[2]?.label).toBe('He would be a bench player in your squad');
    // His morale would have to carry the 16 points missing, at 0.4 of its distance from 50: 50 - 20/0.4 + 16/0.4 = 40.
    expect(r.wouldChange[0]).toBe('his morale at 40 or more (now 0)');

    const before = await PlayerModel.findById(agent.id, { teamId: 1 }).lean();
    const res = await c.http.request('POST', signUrl(agent.id), { contractSeasons: 2 });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string; refusal: RefusalExplanation };
    expect(body.message).toMatch(/will not join your club\. His morale is Very Poor \(0\)\./);
    expect(body.refusal).toEqual(r);
    expect((await PlayerModel.findById(agent.id, { teamId: 1 }).lean())?.teamId ?? null).toBe(before?.teamId ?? null);
    expect(await c.budget()).toBe(50_000_000);
  });

  it('a transfer target refusing personal terms: the offer is answered with his reasons before his club hears it', async () => {
    const c = await career('offer');
    await setBudget(c.team.id, 50_000_000);
    const other = await TeamModel.findOne({ worldId: c.userId, templateTeamId: 107 }).lean();
    const [target] = await c.http.get<Player[]>(`/api/players/team/${other?._id.toString()}`);
    if (!target || !other) throw new Error('no player at the other club');
    await PlayerModel.updateOne({ _id: oid(target.id) }, { $set: { overallRating: 40, morale: 0 } });
    await TeamModel.updateOne({ _id: oid(c.team.id) }, { $set: { form: 'LLLLL' } });
    const terms = await c.http.get<ContractTerms>(termsUrl(target.id));
    const r = expectWellFormed(terms.playerAnswer);
    const offer = await c.http.json<OfferResult>('POST', routeUrl(ROUTES.transfers.makeOffer, {}), {
      playerId: target.id,
      sellerTeamId: other._id.toString(),
      offerAmount: 10_000_000,
      contractSeasons: 2,
    });
    expect(offer.aiResponse.decision).toBe('REJECT');
    expect(offer.aiResponse.message).toMatch(/will not join your club/);
    expect(offer.refusal).toEqual(r);
    expect((await PlayerModel.findById(target.id, { teamId: 1 }).lean())?.teamId?.toString()).toBe(other._id.toString());
    expect(await c.budget()).toBe(50_000_000);
  });
});

describe('an agent’s request', () => {
  it('keeps why he asks: a transfer request names his mood first, a raise the money, each with its lever', async () => {
    const c = await career('agent');
    const [first, second] = await c.roster();
    if (!first || !second) throw new Error('no players');
    const unhappy = await PlayerModel.findById(first.id).lean();
    const underpaid = await PlayerModel.findById(second.id).lean();
    if (!unhappy || !underpaid) throw new Error('no players');
    await PlayerModel.updateOne({ _id: unhappy._id }, { $set: { morale: 0 } });
    await PlayerModel.updateOne({ _id: underpaid._id }, { $set: { morale: 70, salary: 100 } });
    // A world seed whose first matchday's draws send both agents (the draw does not depend on his mood, only the cause does).
    const sends = (s: string, p: typeof unhappy, morale: number, salary: number) =>
      agentAsk({ ...p, morale, salary }, c.team.reputation, keyedRng(careerEventKey(s, 1, 1, 'agent', p._id.toString()))) !== null;
    const seed = Array.from({ length: 400 }, (_, i) => `agent-${i}`).find(
      (s) => sends(s, unhappy, 0, 1_000_000) && sends(s, underpaid, 70, 100),
    );
    if (!seed) throw new Error('no seed sends both agents on matchday 1');
    await WorldModel.updateOne({ _id: c.userId }, { $set: { seed } });
    await c.http.json('POST', '/api/matches/simulate-matchday/1');

    const requests = await c.http.get<AgentRequest[]>(routeUrl(ROUTES.office.agentRequests, {}));
    const leave = requests.find((r) => r.player.id === first.id);
    const raise = requests.find((r) => r.player.id === second.id);
    expect(leave?.requestType).toBe('transfer_request');
    const l = expectWellFormed(leave?.refusal);
    expect(l.reasons[0]?.factor).toBe('morale');
    expect(l.wouldChange[0]).toMatch(/^his morale at 26 or more \(now \d+\)$/);

    expect(raise?.requestType).toBe('salary_increase');
    const m = expectWellFormed(raise?.refusal);
    expect(m.reasons[0]).toMatchObject({ factor: 'money' });
    expect(m.reasons.map((x) => x.factor)).not.toContain('morale');
    expect(m.wouldChange[0]).toBe(`an offer of at least ${formatEuros(seasonWage(raise?.requestedSalary ?? 0))} a season`);
  });
});
