/**
 * Injuries over HTTP: the engine's injuries become career
 * records; injured players sit out their matchdays (own league and world)
 * and come back by themselves; the lineup refuses them; the office reports
 * them (badge and live gating); specialized treatment is paid once and
 * halves the recovery; another career's ids answer 404.
 */
import { describe, expect, it } from 'vitest';
import {
  INJURY_SPECIALIZED_COST,
  LINEUP_INELIGIBLE_MESSAGE,
  ROUTES,
  routeUrl,
  type Injury,
  type OfficeNotification,
  type SimulateMatchdayResponse,
  type TreatInjuryResponse,
} from '@hardwood/shared';
import mongoose from '../src/infra/store/mongoose.js';
import { InjuryModel } from '../src/models/medical/injury.model.js';
import { recordInjuries } from '../src/domain/medical/injuries.service.js';
import { PlayerMatchStatModel } from '../src/models/players/player-match-stat.model.js';
import { PlayerModel } from '../src/models/players/player.model.js';
import { TransactionModel } from '../src/models/money/transaction.model.js';
import { WorldMatchModel } from '../src/models/matches/world-match.model.js';
import { useTestApp } from './app-fixture.js';
import { marketCareer, setBudget, type TestCareer } from './market-helpers.js';

const app = useTestApp({ env: { DEVELOPER_EMAILS: ['world', 'treat', 'other', 'b'].map((n) => `medical-${n}@example.com`).join(',') } });

const INJURIES = routeUrl(ROUTES.office.injuries, {});
const NOTIFICATIONS = routeUrl(ROUTES.office.notifications, {});
const treatUrl = (injuryId: string) => routeUrl(ROUTES.office.treatInjury, { injuryId });

async function playMatchday(c: TestCareer, matchday: number): Promise<void> {
  const answer = await c.http.json<SimulateMatchdayResponse>('POST', `/api/matches/simulate-matchday/${matchday}`);
  expect(answer.processing?.progress).toBe(100);
}

/** The ids of players with a stat line in a matchday's own-league games, and of those who played in the world's. */
async function playedOn(c: TestCareer, matchday: number): Promise<Set<string>> {
  const [lines, world] = await Promise.all([
    PlayerMatchStatModel.find({ worldId: c.userId, matchday }, { playerId: 1 }).lean(),
    WorldMatchModel.find({ worldId: c.userId, seasonNumber: 1, matchday }, { homePlayerIds: 1, awayPlayerIds: 1 }).lean(),
  ]);
  return new Set([
    ...lines.map((l) => l.playerId.toString()),
    ...world.flatMap((w) => [...w.homePlayerIds, ...w.awayPlayerIds].map((id) => id.toString())),
  ]);
}

describe('injuries', () => {
  it('come from the matches, keep players out for their matchdays everywhere, and heal by themselves', async () => {
    const c = await marketCareer(app.url, 'medical-world@example.com', 101);
    const MATCHDAYS = 5;
    for (let matchday = 1; matchday <= MATCHDAYS; matchday += 1) await playMatchday(c, matchday);
    const injuries = await InjuryModel.find({ worldId: c.userId }).lean();
    // About one per team every five games: 78 clubs play 5 matchdays, so dozens (the realism band is the engine's test).
    expect(injuries.length).toBeGreaterThan(20);
    const played = new Map<number, Set<string>>();
    for (let matchday = 1; matchday <= MATCHDAYS; matchday += 1) played.set(matchday, await playedOn(c, matchday));
    for (const injury of injuries) {
      const id = injury.playerId.toString();
      // He played the game he was hurt in, then none until healed.
      expect(played.get(injury.matchday)?.has(id), `hurt on ${injury.matchday} without playing`).toBe(true);
      const missed = injury.matchdaysOut - injury.remainingMatchdays;
      for (let m = injury.matchday + 1; m <= Math.min(MATCHDAYS, injury.matchday + missed); m += 1) {
        expect(
          played.get(m)?.has(id),
          `${injury.injuryType} (${injury.matchdaysOut}) from matchday ${injury.matchday} played on ${m}`,
        ).toBe(false);
      }
      // A matchday of recovery for each processed matchday after the injury.
      expect(injury.remainingMatchdays).toBe(Math.max(0, injury.matchdaysOut - (MATCHDAYS - injury.matchday)));
      expect(injury.isActive).toBe(injury.remainingMatchdays > 0);
    }
    // The flag follows the active injuries exactly.
    const flagged = new Set(
      (await PlayerModel.find({ worldId: c.userId, isInjured: true }, { _id: 1 }).lean()).map((p) => p._id.toString()),
    );
    expect(flagged).toEqual(new Set(injuries.filter((i) => i.isActive).map((i) => i.playerId.toString())));
    // The own players' injured ids, as the lineup screen reads them.
    const ownActive = injuries
      .filter((i) => i.isActive && i.teamId.equals(new mongoose.Types.ObjectId(c.team.id)))
      .map((i) => i.playerId.toString());
    expect(new Set(await c.http.get<string[]>('/api/players/injured-ids'))).toEqual(new Set(ownActive));
  }, 60_000);
});

describe('treatment', () => {
  it('reports an injury in the office, refuses him in the lineup, and halves his recovery for the fee, once', async () => {
    const c = await marketCareer(app.url, 'medical-treat@example.com', 102);
    const roster = await c.roster();
    const star = [...roster].sort((a, b) => b.overallRating - a.overallRating)[0];
    if (!star) throw new Error('no roster');
    // A severe injury before matchday 1 (a pre-season knock: matchday 0), as the engine would report it.
    await recordInjuries(c.userId, 1, 0, [
      {
        playerId: star.id,
        teamId: new mongoose.Types.ObjectId(c.team.id),
        injury: { injuryType: 'Torn meniscus', severity: 'severe', matchdaysOut: 7 },
      },
    ]);

    const [injury] = await c.http.get<Injury[]>(INJURIES);
    expect(injury).toMatchObject({
      player: { id: star.id },
      severity: 'severe',
      matchdaysOut: 7,
      remainingMatchdays: 7,
      isActive: true,
      treatmentOption: null,
    });
    expect(injury?.specializedCost).toBe(INJURY_SPECIALIZED_COST.severe);
    expect(injury?.specializedRemainingMatchdays).toBe(4);
    if (!injury) throw new Error('no injury listed');

    // The office counts it, and live play waits until it is read.
    const notes = await c.http.get<OfficeNotification[]>(NOTIFICATIONS);
    expect(notes).toContainEqual({
      id: `injury_report:${injury.id}`,
      title: expect.stringContaining(star.name),
      notificationType: 'injury_report',
      relatedId: injury.id,
    });

    // The lineup refuses him.
    const lineup = await c.http.get<Record<string, string>>('/api/starting-lineup');
    const slot = Object.keys(lineup).find((k) => lineup[k] !== star.id) ?? 'pgId';
    const withStar = { ...lineup, [slot]: star.id };
    for (const k of Object.keys(withStar)) if (k !== slot && withStar[k] === star.id) withStar[k] = lineup[slot] as string;
    const refused = await c.http.request('PUT', '/api/starting-lineup', withStar);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toBe(LINEUP_INELIGIBLE_MESSAGE);

    // Bad input changes nothing.
    expect((await c.http.request('POST', treatUrl(injury.id), { treatment: 'magic' })).status).toBe(400);
    // Too little budget: refused with the price, nothing spent.
    await setBudget(c.team.id, INJURY_SPECIALIZED_COST.severe - 1);
    const poor = await c.http.request('POST', treatUrl(injury.id), { treatment: 'specialized' });
    expect(poor.status).toBe(400);
    expect(((await poor.json()) as { message: string }).message).toContain('25,000');
    expect((await c.http.get<Injury[]>(INJURIES))[0]?.treatmentOption).toBeNull();

    // Five parallel submits: one payment, recovery halved once.
    await setBudget(c.team.id, 1_000_000);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => c.http.request('POST', treatUrl(injury.id), { treatment: 'specialized' })),
    );
    expect(answers.map((a) => a.status).every((s) => s === 200)).toBe(true);
    const body = (await answers[0]?.json()) as TreatInjuryResponse;
    expect(body.injury).toMatchObject({ treatmentOption: 'specialized', remainingMatchdays: 4 });
    expect(await c.budget()).toBe(1_000_000 - INJURY_SPECIALIZED_COST.severe);
    expect(await TransactionModel.countDocuments({ worldId: c.userId, type: 'injury_treatment' })).toBe(1);
    // Another treatment afterwards is refused; the same one answers as before.
    expect((await c.http.request('POST', treatUrl(injury.id), { treatment: 'standard' })).status).toBe(409);
    expect((await c.http.request('POST', treatUrl(injury.id), { treatment: 'specialized' })).status).toBe(200);
    expect(await c.budget()).toBe(1_000_000 - INJURY_SPECIALIZED_COST.severe);
    // Treated: no longer a pending matter.
    expect((await c.http.get<OfficeNotification[]>(NOTIFICATIONS)).some((n) => n.notificationType === 'injury_report')).toBe(false);

    // He sits out four matchdays, is fit again after the fourth, then plays (where he may of course be hurt anew).
    for (let matchday = 1; matchday <= 5; matchday += 1) {
      await playMatchday(c, matchday);
      const lines = await PlayerMatchStatModel.find({ worldId: c.userId, matchday, playerId: new mongoose.Types.ObjectId(star.id) }).lean();
      expect(lines, `matchday ${matchday}`).toHaveLength(matchday <= 4 ? 0 : 1);
      if (matchday === 4) {
        const healed = (await c.http.get<Injury[]>(INJURIES)).find((i) => i.id === injury.id);
        expect(healed).toMatchObject({ isActive: false, remainingMatchdays: 0 });
        expect(await c.http.get<string[]>('/api/players/injured-ids')).not.toContain(star.id);
      }
    }
  }, 60_000);

  it('answers 404 for another career’s injury and changes nothing', async () => {
    const a = await marketCareer(app.url, 'medical-other@example.com', 103);
    const b = await marketCareer(app.url, 'medical-b@example.com', 104);
    const [player] = await a.roster();
    if (!player) throw new Error('no roster');
    await recordInjuries(a.userId, 1, 1, [
      {
        playerId: player.id,
        teamId: new mongoose.Types.ObjectId(a.team.id),
        injury: { injuryType: 'Ankle sprain', severity: 'minor', matchdaysOut: 2 },
      },
    ]);
    const [injury] = await a.http.get<Injury[]>(INJURIES);
    if (!injury) throw new Error('no injury');
    const budget = await b.budget();
    expect((await b.http.request('POST', treatUrl(injury.id), { treatment: 'specialized' })).status).toBe(404);
    expect(
      (await b.http.request('POST', routeUrl(ROUTES.office.markRead, {}), { notificationType: 'injury_report', relatedId: injury.id }))
        .status,
    ).toBe(404);
    expect((await b.http.request('POST', treatUrl('not-an-id'), { treatment: 'standard' })).status).toBe(404);
    expect(await b.http.get<Injury[]>(INJURIES)).toEqual([]);
    expect(await b.budget()).toBe(budget);
    expect((await a.http.get<Injury[]>(INJURIES))[0]?.treatmentOption).toBeNull();
  }, 60_000);
});
