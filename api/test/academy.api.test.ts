/**
 * The youth academy over HTTP: each tier's creation and each
 * allowed and refused upgrade with exact money, the client's price ignored;
 * recruit, release and promote with their refusals; potential discovery at
 * matchdays 0, 3, 5, 6, 9 and 10 with nothing hidden leaking; another
 * career's ids answering 404; two clubs of one world each with an academy
 * of its own, neither seeing nor touching the other's.
 */
import { describe, expect, it } from 'vitest';
import { ACADEMY_RELEASE_COST, ACADEMY_TYPES, ROUTES, routeUrl, type Academy, type AcademySlot, type Player } from '@hardwood/shared';
import mongoose from '../src/infra/store/mongoose.js';
import { AcademyModel, YouthPlayerModel } from '../src/models/academy/academy.model.js';
import { TransactionModel } from '../src/models/money/transaction.model.js';
import { SeasonModel } from '../src/models/season/season.model.js';
import { useTestApp } from './app-fixture.js';
import { marketCareer, setBudget, type TestCareer } from './market-helpers.js';
import { seatSecondManager } from './second-seat.js';

const app = useTestApp({
  env: {
    DEVELOPER_EMAILS: ['create-compact', 'create-standard', 'create-elite', 'upgrade', 'players', 'other', 'grow', 'shared']
      .map((n) => `academy-${n}@example.com`)
      .join(','),
  },
});

const ACADEMY = routeUrl(ROUTES.academy.academy, {});
const SLOTS = routeUrl(ROUTES.academy.academySlots, {});
const CREATE = routeUrl(ROUTES.academy.createAcademy, {});
const UPGRADE = routeUrl(ROUTES.academy.upgradeAcademy, {});
const RECRUIT = routeUrl(ROUTES.academy.recruitYouth, {});
const releaseUrl = (playerId: string) => routeUrl(ROUTES.academy.releaseYouth, { playerId });
const promoteUrl = (playerId: string) => routeUrl(ROUTES.academy.promoteYouth, { playerId });
const MILLION = 1_000_000;

async function withBudget(c: TestCareer, budget: number) {
  await setBudget(c.team.id, budget);
}

describe('academy tiers', () => {
  it('creates each tier at its price (the client’s ignored), once', async () => {
    for (const [i, type] of (['compact', 'standard', 'elite'] as const).entries()) {
      const c = await marketCareer(app.url, `academy-create-${type}@example.com`, 101 + i);
      expect(await c.http.get(ACADEMY)).toBeNull();
      await withBudget(c, 20 * MILLION);
      const answer = await c.http.json<{ academy: Academy; budget: number }>('POST', CREATE, { type, capacity: 99, cost: 1 });
      expect(answer.academy).toMatchObject({
        type,
        capacity: ACADEMY_TYPES[type].capacity,
        players: 0,
        available: ACADEMY_TYPES[type].capacity,
      });
      expect(answer.budget).toBe(20 * MILLION - ACADEMY_TYPES[type].cost);
      expect((await c.http.request('POST', CREATE, { type })).status).toBe(409);
      expect(await c.budget()).toBe(20 * MILLION - ACADEMY_TYPES[type].cost);
      expect((await c.http.get<AcademySlot[]>(SLOTS)).length).toBe(ACADEMY_TYPES[type].capacity);
    }
  }, 60_000);

  it('upgrades upward only, paying the difference; too little budget changes nothing', async () => {
    const c = await marketCareer(app.url, 'academy-upgrade@example.com', 105);
    await withBudget(c, 3 * MILLION);
    expect((await c.http.request('POST', UPGRADE, { type: 'elite' })).status).toBe(400);
    await c.http.json('POST', CREATE, { type: 'compact' });
    expect(await c.budget()).toBe(1 * MILLION);
    const poor = await c.http.request('POST', UPGRADE, { type: 'standard' });
    expect(poor.status).toBe(400);
    expect(((await poor.json()) as { message: string }).message).toContain('4,000,000');
    expect((await c.http.get<Academy>(ACADEMY)).type).toBe('compact');
    await withBudget(c, 20 * MILLION);
    expect((await c.http.request('POST', UPGRADE, { type: 'compact' })).status).toBe(400);
    const standard = await c.http.json<{ academy: Academy; budget: number }>('POST', UPGRADE, { type: 'standard' });
    expect(standard.budget).toBe(16 * MILLION);
    expect(standard.academy.upgrades).toEqual([{ type: 'elite', cost: 6 * MILLION }]);
    expect((await c.http.request('POST', UPGRADE, { type: 'compact' })).status).toBe(400);
    expect((await c.http.json<{ budget: number }>('POST', UPGRADE, { type: 'elite' })).budget).toBe(10 * MILLION);
    expect((await c.http.request('POST', UPGRADE, { type: 'elite' })).status).toBe(400);
    const costs = (await TransactionModel.find({ worldId: c.userId, type: 'academy_cost' }).lean())
      .map((t) => t.amount)
      .sort((a, b) => a - b);
    expect(costs).toEqual([-6 * MILLION, -4 * MILLION, -2 * MILLION]);
  }, 60_000);
});

describe('academy players', () => {
  it('recruits into free slots, hides potential until discovered, releases for the compensation and promotes from 15', async () => {
    const c = await marketCareer(app.url, 'academy-players@example.com', 106);
    const other = await marketCareer(app.url, 'academy-other@example.com', 107);
    await withBudget(c, 10 * MILLION);
    expect((await c.http.request('POST', RECRUIT, { position: 'PG' })).status).toBe(400);
    await c.http.json('POST', CREATE, { type: 'compact' });
    const { slot } = await c.http.json<{ slot: AcademySlot }>('POST', RECRUIT, { position: 'PG' });
    const youth = slot.youthPlayer;
    if (!youth) throw new Error('no recruit');
    expect(youth.age).toBeGreaterThanOrEqual(14);
    expect(youth.age).toBeLessThanOrEqual(15);
    expect(youth.recruitedAtMatchday).toBe(1);
    // Compact: one slot per position.
    expect((await c.http.request('POST', RECRUIT, { position: 'PG' })).status).toBe(400);
    expect((await c.http.request('POST', RECRUIT, { position: 'XX' })).status).toBe(400);

    // Discovery by matchdays since recruitment: nothing of the potential leaks while hidden.
    const stored = await YouthPlayerModel.findById(youth.id).lean();
    const potential = stored?.potential ?? 0;
    const at = async (elapsed: number) => {
      await SeasonModel.updateOne({ worldId: c.userId, isActive: true }, { $set: { currentMatchday: 1 + elapsed } });
      const res = await c.http.request('GET', SLOTS);
      const text = await res.text();
      const slots = JSON.parse(text) as AcademySlot[];
      return { view: slots.find((s) => s.youthPlayer?.id === youth.id)?.youthPlayer, text };
    };
    for (const [elapsed, progress] of [
      [0, 0],
      [3, 60],
      [5, 100],
    ] as const) {
      const { view, text } = await at(elapsed);
      expect(view?.discovery).toEqual({ status: 'hidden', progress });
      expect(view?.potential).toBeNull();
      expect(text).not.toContain(`"potential":${potential}`);
    }
    for (const elapsed of [6, 9]) {
      const { view } = await at(elapsed);
      expect(view?.discovery).toEqual({
        status: 'range',
        min: Math.max(35, Math.floor(potential / 2)),
        max: Math.min(95, Math.floor(potential * 1.5)),
        exactIn: 10 - elapsed,
      });
      expect(view?.potential).toBeNull();
    }
    expect((await at(10)).view).toMatchObject({ potential, discovery: { status: 'exact', potential } });
    await SeasonModel.updateOne({ worldId: c.userId, isActive: true }, { $set: { currentMatchday: 1 } });

    // Another career cannot touch him.
    expect((await other.http.request('POST', releaseUrl(youth.id))).status).toBe(404);
    expect((await other.http.request('POST', promoteUrl(youth.id), { toRoster: true })).status).toBe(404);

    // Promotion from 15; to the roster as a real player on a salary.
    await YouthPlayerModel.updateOne({ _id: new mongoose.Types.ObjectId(youth.id) }, { $set: { age: 14 } });
    const young = await c.http.request('POST', promoteUrl(youth.id), { toRoster: true });
    expect(young.status).toBe(400);
    await YouthPlayerModel.updateOne({ _id: new mongoose.Types.ObjectId(youth.id) }, { $set: { age: 15 } });
    const rosterBefore = (await c.roster()).length;
    // Make room: rosters hold at most 15.
    if (rosterBefore >= 15) throw new Error('roster full in this test club');
    const promoted = await c.http.json<{ player: Player }>('POST', promoteUrl(youth.id), { toRoster: true });
    expect(promoted.player).toMatchObject({ id: youth.id, name: youth.name, age: 15, teamId: c.team.id });
    expect((await c.roster()).length).toBe(rosterBefore + 1);
    expect((await c.http.request('POST', promoteUrl(youth.id), { toRoster: true })).status).toBe(409);
    expect((await c.http.get<AcademySlot[]>(SLOTS)).find((s) => s.position === 'PG')?.isOccupied).toBe(false);

    // Release: the compensation once, then he is gone.
    const { slot: sg } = await c.http.json<{ slot: AcademySlot }>('POST', RECRUIT, { position: 'SG' });
    const budget = await c.budget();
    const released = await c.http.json<{ budget: number }>('POST', releaseUrl(sg.youthPlayer?.id ?? ''));
    expect(released.budget).toBe(budget - ACADEMY_RELEASE_COST);
    expect((await c.http.request('POST', releaseUrl(sg.youthPlayer?.id ?? ''))).status).toBe(409);
    expect(await c.budget()).toBe(budget - ACADEMY_RELEASE_COST);
    expect((await c.http.request('POST', releaseUrl('not-an-id'))).status).toBe(404);
  }, 60_000);
});

describe('academy growth', () => {
  it('grows each academy player once per processed matchday', async () => {
    const c = await marketCareer(app.url, 'academy-grow@example.com', 108);
    await withBudget(c, 20 * MILLION);
    await c.http.json('POST', CREATE, { type: 'elite' });
    const { slot } = await c.http.json<{ slot: AcademySlot }>('POST', RECRUIT, { position: 'C' });
    const before = await YouthPlayerModel.findById(slot.youthPlayer?.id).lean();
    for (let matchday = 1; matchday <= 6; matchday += 1) await c.http.json('POST', `/api/matches/simulate-matchday/${matchday}`);
    const after = await YouthPlayerModel.findById(slot.youthPlayer?.id).lean();
    expect(after?.grownKey).toBe(106);
    expect(after?.overallRating ?? 0).toBeGreaterThan(before?.overallRating ?? 0);
    expect(after?.overallRating ?? 0).toBeLessThanOrEqual(after?.potential ?? 0);
  }, 60_000);
});

describe('two clubs of one world', () => {
  it('each founds, fills, upgrades and grows its own academy; the other club’s youth are not found', async () => {
    const c = await marketCareer(app.url, 'academy-shared@example.com', 109);
    const b = await seatSecondManager(app.url, c.userId, 'academy-shared-b@example.com', 110);
    await withBudget(c, 20 * MILLION);
    await setBudget(b.team.id, 20 * MILLION);
    await c.http.json('POST', CREATE, { type: 'elite' });
    const { slot: mine } = await c.http.json<{ slot: AcademySlot }>('POST', RECRUIT, { position: 'PG' });
    const youth = mine.youthPlayer;
    if (!youth) throw new Error('no recruit');

    // The first club's academy is not the second's: none to read, none to recruit into.
    expect(await b.http.get(ACADEMY)).toBeNull();
    expect(await b.http.get(SLOTS)).toEqual([]);
    expect((await b.http.request('POST', RECRUIT, { position: 'PG' })).status).toBe(400);
    expect((await b.http.request('POST', UPGRADE, { type: 'elite' })).status).toBe(400);

    // It founds its own at the full price, and recruits a youngster of its own.
    const founded = await b.http.json<{ academy: Academy; budget: number }>('POST', CREATE, { type: 'compact' });
    expect(founded.academy).toMatchObject({ type: 'compact', players: 0 });
    expect(founded.budget).toBe(20 * MILLION - ACADEMY_TYPES.compact.cost);
    const { slot: theirs } = await b.http.json<{ slot: AcademySlot }>('POST', RECRUIT, { position: 'PG' });
    const other = theirs.youthPlayer;
    if (!other) throw new Error('no recruit');
    const [stored, storedOther] = await Promise.all([
      YouthPlayerModel.findById(youth.id).lean(),
      YouthPlayerModel.findById(other.id).lean(),
    ]);
    expect(stored?.teamId?.toString()).toBe(c.team.id);
    expect(storedOther?.teamId?.toString()).toBe(b.team.id);
    // The same matchday's first PG of each club is drawn apart.
    expect([storedOther?.name, storedOther?.potential]).not.toEqual([stored?.name, stored?.potential]);

    // Each reads only his own players.
    const occupied = async (http: TestCareer['http']) =>
      (await http.get<AcademySlot[]>(SLOTS)).flatMap((s) => (s.youthPlayer ? [s.youthPlayer.id] : []));
    expect(await occupied(c.http)).toEqual([youth.id]);
    expect(await occupied(b.http)).toEqual([other.id]);
    expect((await c.http.get<Academy>(ACADEMY)).players).toBe(1);

    // Neither touches the other's youth: not found.
    await YouthPlayerModel.updateMany({ worldId: c.userId }, { $set: { age: 15 } });
    expect((await b.http.request('POST', releaseUrl(youth.id))).status).toBe(404);
    expect((await b.http.request('POST', promoteUrl(youth.id), { toRoster: true })).status).toBe(404);
    expect((await c.http.request('POST', releaseUrl(other.id))).status).toBe(404);
    expect((await YouthPlayerModel.findById(youth.id).lean())?.status).toBe('academy');

    // An upgrade changes the upgrader's academy only.
    await b.http.json('POST', UPGRADE, { type: 'standard' });
    const types = await AcademyModel.find({ worldId: c.userId }).lean();
    expect(types.map((a) => [a.teamId.toString(), a.type]).sort()).toEqual(
      [
        [c.team.id, 'elite'],
        [b.team.id, 'standard'],
      ].sort(),
    );

    // The world's matchday grows every club's academy.
    await c.http.json('POST', '/api/matches/simulate-matchday/1');
    const grown = await YouthPlayerModel.find({ worldId: c.userId }, { grownKey: 1 }).lean();
    expect(grown.map((y) => y.grownKey)).toEqual([101, 101]);
  }, 60_000);
});
