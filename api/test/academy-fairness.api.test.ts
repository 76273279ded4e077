/**
 * The academy's tournament and recruits, fair to the club: its own club's
 * youth team is never an opponent, a founding during the season schedules
 * nothing before it (so nothing is missed), and no two academy players share
 * a name.
 */
import { describe, expect, it } from 'vitest';
import { ROUTES, routeUrl, type AcademySlot, type TournamentOverview, type TournamentRecord } from '@hardwood/shared';
import mongoose from '../src/infra/store/mongoose.js';
import { YouthPlayerModel } from '../src/models/academy/academy.model.js';
import { SeasonModel } from '../src/models/season/season.model.js';
import { useTestApp } from './app-fixture.js';
import { marketCareer, setBudget, type TestCareer } from './market-helpers.js';

const app = useTestApp({
  env: { DEVELOPER_EMAILS: ['own', 'late', 'names'].map((n) => `academy-fair-${n}@example.com`).join(',') },
});

const MILLION = 1_000_000;
const MATCHES = routeUrl(ROUTES.academy.tournamentMatches, {});
const PENDING = routeUrl(ROUTES.academy.pendingTournamentMatch, {});
const PLAY = routeUrl(ROUTES.academy.playTournamentMatch, {});
const CREATE = routeUrl(ROUTES.academy.createAcademy, {});
const RECRUIT = routeUrl(ROUTES.academy.recruitYouth, {});
const SLOTS = routeUrl(ROUTES.academy.academySlots, {});
/** The catalogue's Derthona Bears of Tortona (Serie A, sixth club). */
const TORTONA = 106;

async function atMatchday(c: TestCareer, matchday: number) {
  await SeasonModel.updateOne({ worldId: c.userId, isActive: true }, { $set: { currentMatchday: matchday } });
}

async function fill(c: TestCareer, count: number) {
  const positions = ['PG', 'SG', 'SF', 'PF', 'C'] as const;
  for (let i = 0; i < count; i += 1) await c.http.json<{ slot: AcademySlot }>('POST', RECRUIT, { position: positions[i % 5] });
  await YouthPlayerModel.updateMany({ worldId: c.userId, teamId: new mongoose.Types.ObjectId(c.team.id) }, { $set: { age: 14 } });
}

describe('academy fairness', () => {
  it("never schedules Tortona's academy against Tortona's own youth team", async () => {
    const c = await marketCareer(app.url, 'academy-fair-own@example.com', TORTONA);
    expect(c.team.city).toBe('Tortona');
    await setBudget(c.team.id, 30 * MILLION);
    await c.http.json('POST', CREATE, { type: 'standard' });
    const overview = await c.http.get<TournamentOverview>(MATCHES);
    expect(overview.matches).toHaveLength(10);
    expect(overview.matches.filter((m) => m.opponent.includes('Tortona'))).toEqual([]);
    expect(new Set(overview.matches.map((m) => m.opponent)).size).toBe(10);
  }, 60_000);

  it('schedules a late founding from its founding matchday on: nothing missed, the first match playable', async () => {
    const c = await marketCareer(app.url, 'academy-fair-late@example.com', 104);
    await setBudget(c.team.id, 30 * MILLION);
    await atMatchday(c, 12);
    await c.http.json('POST', CREATE, { type: 'compact' });
    await fill(c, 5);
    const overview = await c.http.get<TournamentOverview>(MATCHES);
    expect(overview.matches.length).toBeGreaterThan(0);
    expect(overview.matches.filter((m) => m.status === 'missed')).toEqual([]);
    expect(overview.matches.every((m) => m.matchday >= 12)).toBe(true);
    expect(overview.matches[0]?.status).toBe('available');
    const pending = await c.http.get<{ matchId: string }>(PENDING);
    expect(pending.matchId).toBe(overview.matches[0]?.matchId);
    const { match } = await c.http.json<{ match: TournamentRecord }>('POST', PLAY, { matchId: pending.matchId });
    // The box score's leader line is honest: one leader, or every player level at the top shares it.
    const top = Math.max(...match.selectedPlayers.map((p) => p.stats.points));
    const tops = match.selectedPlayers.filter((p) => p.stats.points === top);
    const note = tops.length === 1 ? 'Led the scoring' : 'Shared the scoring lead';
    expect(match.selectedPlayers.filter((p) => p.scoutNotes.some((n) => n.startsWith(note))).map((p) => p.playerId)).toEqual(
      tops.map((p) => p.playerId),
    );
  }, 60_000);

  it('recruits no two players of one name into the academy', async () => {
    const c = await marketCareer(app.url, 'academy-fair-names@example.com', 105);
    await setBudget(c.team.id, 30 * MILLION);
    await c.http.json('POST', CREATE, { type: 'elite' });
    await fill(c, 30);
    const names = (await c.http.get<AcademySlot[]>(SLOTS)).flatMap((s) => (s.youthPlayer ? [s.youthPlayer.name] : []));
    expect(names).toHaveLength(30);
    expect(new Set(names).size).toBe(names.length);
  }, 120_000);
});
