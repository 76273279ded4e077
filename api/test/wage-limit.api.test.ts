/**
 * The wage limit over HTTP: the limit the wage card and the deal dialogs
 * read (with its parts) is the limit the server enforces, and a deal's fee
 * counts, since it leaves the bank before the wage is checked. A deal that
 * leaves no room at all goes through; one euro past it is refused. Offer
 * amounts of 0, below 0 or with cents are a 400 with the form's message.
 */
import { describe, expect, it } from 'vitest';
import {
  dealWageCheck,
  MIN_RESERVE_TIP_EUROS,
  OFFER_AMOUNT_INVALID_MESSAGE,
  ROUTES,
  routeUrl,
  seasonWage,
  WAGE_BUDGET_RESERVES_SHARE,
  type ContractTerms,
  type Player,
  type WageSummary,
} from '@hardwood/shared';
import mongoose from '../src/infra/store/mongoose.js';
import { PlayerModel } from '../src/models/players/player.model.js';
import { TeamModel } from '../src/models/teams/team.model.js';
import { useTestApp } from './app-fixture.js';
import { marketCareer, setBudget, signUrl, worldTeam, type TestCareer } from './market-helpers.js';

const EMAILS = ['card', 'free-agent', 'offer', 'amounts'];
const app = useTestApp({ env: { DEVELOPER_EMAILS: EMAILS.map((n) => `wage-limit-${n}@example.com`).join(',') } });

const termsUrl = (playerId: string) => routeUrl(ROUTES.contracts.terms, { playerId });
const summaryUrl = routeUrl(ROUTES.contracts.summary, {});
const offerUrl = routeUrl(ROUTES.transfers.makeOffer, {});
const messageOf = async (res: Response) => ((await res.json()) as { message: string }).message;
/** A budget change of this many euros moves the reserves part of the limit by one euro. */
const EURO_OF_LIMIT = Math.round(1 / WAGE_BUDGET_RESERVES_SHARE);

const career = (name: string): Promise<TestCareer> => marketCareer(app.url, `wage-limit-${name}@example.com`, 106);

/** Every player of the club on the same salary, so the bill is what the test needs. */
async function setSquadSalary(c: TestCareer, salary: number): Promise<void> {
  await PlayerModel.updateMany({ worldId: c.userId, teamId: new mongoose.Types.ObjectId(c.team.id) }, { $set: { salary } });
}

/** A squad salary whose bill, with `added` per game more, sits a little over the income part of the limit. */
async function billOverIncomePart(c: TestCareer, added: number): Promise<void> {
  const summary = await c.http.get<WageSummary>(summaryUrl);
  const size = (await c.roster()).length;
  const target = summary.limit.incomePart + 300_000 - seasonWage(added);
  await setSquadSalary(c, Math.floor(target / seasonWage(1) / size));
}

async function snapshot(c: TestCareer): Promise<string> {
  const [team, players] = await Promise.all([
    TeamModel.findById(c.team.id, { budget: 1 }).lean(),
    PlayerModel.find({ worldId: c.userId }, { teamId: 1, salary: 1 }).lean(),
  ]);
  return JSON.stringify({ budget: team?.budget, players });
}

describe('the wage limit as shown is the limit as enforced', () => {
  it('sends the limit with its parts, adding up, on the card and in a player’s terms', async () => {
    const c = await career('card');
    await setBudget(c.team.id, 4_500_000);
    const summary = await c.http.get<WageSummary>(summaryUrl);
    const { limit } = summary;
    expect(limit.reserves).toBe(4_500_000);
    expect(limit.reservesFloor).toBe(MIN_RESERVE_TIP_EUROS);
    expect(limit.reservesPart).toBe(400_000);
    expect(limit.incomePart).toBe(Math.round(summary.projectedIncome.total * limit.incomeShare));
    expect(limit.total).toBe(limit.incomePart + limit.reservesPart);
    expect(summary.wageBudget).toBe(limit.total);
    expect(summary.room).toBe(limit.total - summary.wageBill);
    const [agent] = await c.freeAgents();
    if (!agent) throw new Error('no free agents');
    const terms = await c.http.get<ContractTerms>(termsUrl(agent.id));
    expect(terms.limit).toEqual(limit);
    expect(terms.fee).toBe(agent.marketValue);
  });

  it('signs a free agent who leaves no room after his fee, and refuses one euro more, with the refusal the dialog showed', async () => {
    const c = await career('free-agent');
    const [agent] = await c.freeAgents();
    if (!agent) throw new Error('no free agents');
    await billOverIncomePart(c, agent.wageAsk);
    const before = await c.http.get<ContractTerms>(termsUrl(agent.id));
    const fee = before.fee ?? 0;
    expect(fee).toBeGreaterThan(0);
    // The budget at which the limit after his fee is exactly the bill with him.
    const billAfter = before.wageBill + seasonWage(before.salary);
    const exact = EURO_OF_LIMIT * (billAfter - before.limit.incomePart) + fee + MIN_RESERVE_TIP_EUROS;

    await setBudget(c.team.id, exact - EURO_OF_LIMIT);
    const short = await c.http.get<ContractTerms>(termsUrl(agent.id));
    const check = dealWageCheck({
      wageBill: short.wageBill,
      addedSalary: short.salary,
      projectedIncome: short.limit.projectedIncome,
      cash: short.limit.reserves,
      fee,
    });
    expect(check.roomAfter).toBe(-1);
    // Without the fee there would be room: the fee is what tips it.
    expect(short.room - seasonWage(short.salary)).toBeGreaterThan(0);
    expect(short.refusal).toBe(check.refusal);
    const untouched = await snapshot(c);
    const refused = await c.http.request('POST', signUrl(agent.id), { contractSeasons: 2 });
    expect(refused.status).toBe(400);
    expect(await messageOf(refused)).toBe(short.refusal);
    expect(await snapshot(c)).toBe(untouched);

    await setBudget(c.team.id, exact);
    const room = await c.http.get<ContractTerms>(termsUrl(agent.id));
    expect(room.refusal).toBeNull();
    const signed = await c.http.request('POST', signUrl(agent.id), { contractSeasons: 2 });
    expect(signed.status).toBe(200);
  });

  it('checks an offer’s wage after its fee: the fee that leaves no room is heard, ten euros more is refused', async () => {
    const c = await career('offer');
    const seller = await worldTeam(c, 107);
    const [target] = await c.http.get<Player[]>(routeUrl(ROUTES.players.teamPlayers, { teamId: seller._id.toString() }));
    if (!target) throw new Error('no player at the other club');
    await setBudget(c.team.id, 20_000_000);
    const ask = (await c.http.get<ContractTerms>(termsUrl(target.id))).salary;
    await billOverIncomePart(c, ask);
    const terms = await c.http.get<ContractTerms>(termsUrl(target.id));
    expect(terms.fee).toBeNull();
    const roomAt = (fee: number) =>
      dealWageCheck({
        wageBill: terms.wageBill,
        addedSalary: terms.salary,
        projectedIncome: terms.limit.projectedIncome,
        cash: terms.limit.reserves,
        fee,
      }).roomAfter;
    // The largest fee the dialog shows room for: a tenth of each euro of fee comes off the limit.
    const fee = EURO_OF_LIMIT * roomAt(0);
    expect(roomAt(fee)).toBe(0);
    expect(roomAt(fee + EURO_OF_LIMIT)).toBe(-1);
    expect(fee).toBeLessThanOrEqual(terms.limit.reserves);

    const untouched = await snapshot(c);
    const over = await c.http.request('POST', offerUrl, {
      playerId: target.id,
      sellerTeamId: seller._id.toString(),
      offerAmount: fee + EURO_OF_LIMIT,
      contractSeasons: 1,
    });
    expect(over.status).toBe(400);
    expect(await messageOf(over)).toMatch(/wage bill would be .* over the .* your club can pay this season/);
    expect(await snapshot(c)).toBe(untouched);

    const heard = await c.http.request('POST', offerUrl, {
      playerId: target.id,
      sellerTeamId: seller._id.toString(),
      offerAmount: fee,
      contractSeasons: 1,
    });
    expect(heard.status).toBe(200);
  });

  it('refuses an offer of 0, below 0 or with cents with a 400 and the form’s message', async () => {
    const c = await career('amounts');
    const seller = await worldTeam(c, 107);
    const [target] = await c.http.get<Player[]>(routeUrl(ROUTES.players.teamPlayers, { teamId: seller._id.toString() }));
    if (!target) throw new Error('no player at the other club');
    const untouched = await snapshot(c);
    for (const offerAmount of [0, -5_000, 1_500.5]) {
      const res = await c.http.request('POST', offerUrl, { playerId: target.id, sellerTeamId: seller._id.toString(), offerAmount });
      expect(res.status).toBe(400);
      expect(await messageOf(res)).toContain(OFFER_AMOUNT_INVALID_MESSAGE);
    }
    expect(await snapshot(c)).toBe(untouched);
  });
});
